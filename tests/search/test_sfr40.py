"""sfr40: a hyphenated French compound of the cards (`hors-la-loi`, `non-terrain`) is mined AS WELL as its parts and
read whole beside its words, typed with its hyphens or without (`non terrain`); a word the cards print only inside
compounds (`hors`) said apart from them is no longer read as the compound (`hors de la partie` was outlaw). sfr39
mined the compounds instead of their parts: `non terrain` lost nonland, `créature-artefact` creature."""

import pytest

from search import bilingual, frenchcompounds
from search.analysis import french_analyzer
from search.bilingual import Lexicon, mine

PAIRS = (
    [("Creature — Human Outlaw", "Créature : humain et hors-la-loi")] * 3
    + [("Creature — Human Rogue", "Créature : humain et gredin")] * 3
    + [("Destroy target nonland permanent.", "Détruisez le permanent non-terrain ciblé.")] * 3
    + [("Put a land card onto the battlefield.", "Mettez une carte de terrain sur le champ de bataille.")] * 3
)


@pytest.mark.parametrize(
    ("words", "key"),
    [
        ("Hors-la-loi", "hor-la-loi"),
        ("non-créature", "non-creatur"),
        ("défaussez-vous", None),  # a verb and its pronoun
        ("tour-ci", None),
        ("au-dessous", None),  # one word after a stop word: dessous
    ],
)
def test_a_compound_key(words, key):
    assert frenchcompounds.key(words, french_analyzer()) == key


def test_a_compound_is_mined_beside_its_parts():
    lexicon = mine(PAIRS)
    assert lexicon["hor-la-loi"][0][0] == "outlaw"
    assert lexicon["non-terrain"][0][0] == "nonland"
    assert lexicon["hor"][0][0] == "outlaw"  # the part kept
    assert "terrain" in lexicon
    assert {"hor", "non"} <= set(lexicon[frenchcompounds.PARTS_ONLY])
    assert "terrain" not in lexicon[frenchcompounds.PARTS_ONLY]  # printed apart too


def test_the_switch_mines_the_parts_only(monkeypatch):
    monkeypatch.setattr(frenchcompounds, "COMPOUNDS", False)
    lexicon = mine(PAIRS)
    assert "hor-la-loi" not in lexicon and lexicon["hor"][0][0] == "outlaw"
    assert lexicon[frenchcompounds.PARTS_ONLY] == []


LEXICON = {
    "hor-la-loi": [["outlaw", 1.0]],
    "hor": [["outlaw", 0.667]],
    "loi": [["law", 0.8]],
    "non-terrain": [["nonland", 0.975]],
    "non": [["nonland", 0.511]],
    "terrain": [["land", 0.9]],
    "creatur-artefact": [["artifact", 0.44]],
    "creatur": [["creatur", 0.95]],
    "artefact": [["artifact", 0.8]],
    frenchcompounds.PARTS_ONLY: ["hor", "non"],
}


@pytest.mark.parametrize(
    ("question", "read", "unread"),
    [
        ("un hors-la-loi", {"outlaw"}, set()),
        ("un hors la loi", {"outlaw"}, set()),  # typed without its hyphens
        ("la carte est hors de la partie", set(), {"outlaw"}),  # `hors` apart from its compound
        ("un permanent non terrain", {"nonland", "land"}, set()),  # sfr39 lost nonland here
        ("un permanent non-terrain", {"nonland", "land"}, set()),
        ("une créature-artefact", {"creatur", "artifact"}, set()),  # sfr39 read artifact only
        ("la loi du plus fort", {"law"}, {"outlaw"}),  # a part printed apart keeps its own reading
    ],
)
def test_a_question_reads_compounds_beside_their_words(question, read, unread):
    found = Lexicon(LEXICON).translate(question)
    assert read <= set(found)
    assert not unread & set(found)


def test_the_compound_adds_to_its_words():
    lexicon = Lexicon(LEXICON)
    assert (
        lexicon.translate("non terrain")["nonland"]
        > Lexicon({**LEXICON, "non-terrain": []}).translate("non terrain")["nonland"]
    )


def test_the_switch_reads_a_part_apart(monkeypatch):
    monkeypatch.setattr(frenchcompounds, "PARTS_APART", False)
    # (sfr46: `hors de la partie` is now a phrase of frenchphrases, outside, read before its words: `hors` apart.)
    assert "outlaw" in Lexicon(LEXICON).translate("une carte hors du champ de bataille")


def test_the_shipped_lexicon():
    lexicon = Lexicon(bilingual.read_json(bilingual.SHIPPED, {}))
    assert "outlaw" not in lexicon.translate("la carte est hors de la partie")
    assert "outlaw" in lexicon.translate("un hors-la-loi")
    assert "nonland" in lexicon.translate("un permanent non terrain")
    assert {"creatur", "artifact"} <= set(lexicon.translate("une créature-artefact"))
    assert bilingual.FORMAT == 12
