"""sfr38: a French verb in a form no card prints (`dit`, `prend`, `se résoudre`) is read as a form of the same verb the
cards do print (`disent` say, `prendre` take, `résout` resolve): bilingual.THIRD_GROUP's endings, the data's
translations."""

import pytest

from search import bilingual
from search.bilingual import Lexicon

LEXICON = {
    "disent": [["say", 0.851]],
    "prendr": [["take", 0.25]],
    "resout": [["resolv", 0.831]],
    "met": [["put", 0.714]],
}


@pytest.mark.parametrize(
    ("french", "english"),
    [
        ("dit", "say"),  # disent
        ("prend", "take"),  # prendre
        ("résoudre", "resolv"),  # résout
        ("resoudre", "resolv"),  # typed without its accent
        ("permet", None),  # no form of it known: unchanged
    ],
)
def test_a_third_group_verb_is_read_as_its_printed_form(french, english):
    found = Lexicon(LEXICON).translate(french)
    if english is None:
        assert set(found) == {"permet"}
    else:
        assert set(found) == {english}


def test_a_known_word_keeps_its_own_translation():
    assert set(Lexicon(LEXICON).translate("met")) == {"put"}


def test_the_switch(monkeypatch):
    monkeypatch.setattr(bilingual, "THIRD_GROUP_FORMS", False)
    assert set(Lexicon(LEXICON).translate("dit")) == {"dit"}


def test_the_shipped_lexicon_reads_the_verbs_over_todays_cr(today_searchers):
    # The French of the site's searchers (the shipped lexicon, the CR's words as `known`).
    french, known = today_searchers.french, today_searchers.finder.idf
    assert "say" in french.translate("la carte dit", known=known)
    assert "resolv" in french.translate("se résoudre", known=known)
