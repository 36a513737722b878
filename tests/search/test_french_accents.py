"""A French word typed without its accents reads as the printed one: `celerite` is célérité, haste."""

import pytest

from search import bilingual
from search.bilingual import Lexicon


def test_a_word_typed_without_its_accents_finds_the_printed_words_translation():
    # The French stemmer reads "célérité" as celer and "celerite" as celerit: the lexicon, mined from printed texts,
    # knew only the first, and the question searched the English rules for "celerit".
    lexicon = Lexicon({"celer": [["hast", 0.973]], "port": [["reach", 0.759]]})
    assert lexicon.translate("Comment fonctionne la celerite ?")["hast"] == 1.0
    assert lexicon.translate("une créature avec la portee")["reach"] == 1.0
    # After an elision too, as the analyzer reads it (l'improvisation).
    equipped = Lexicon({"equip": [["attach", 0.9]]})  # (not the English reading of the word)
    assert equipped.translate("qu'equipee")["attach"] == 1.0
    assert equipped.translate("qu\u2019equipee")["attach"] == 1.0


def test_a_word_the_lexicon_knows_as_typed_is_not_respelled():
    lexicon = Lexicon({"vigil": [["vigil", 0.99]], "mulligan": [["mulligan", 0.9]]})
    assert set(lexicon.translate("vigilance")) == {"vigil"}
    # An English word the lexicon does not know (no e's to try, or none that makes a French word it knows) is kept.
    assert set(Lexicon({}).translate("planeswalker")) == {"planeswalk"}


@pytest.mark.django_db
def test_the_sites_lexicon_reads_keyword_names_typed_without_accents(tmp_path):
    """The sample's lexicon (its few French texts over the shipped one) reads the names as judges type them."""
    bilingual.write(tmp_path)
    lexicon = Lexicon.load(tmp_path)
    assert "hast" in lexicon.translate("celerite")
    assert "skulk" in lexicon.translate("furtivite")
    assert "undaunt" in lexicon.translate("temerite")
