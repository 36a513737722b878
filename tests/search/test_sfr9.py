"""A French word typed without its grave accent finds the lexicon's entry for the printed word."""

from search.bilingual import Lexicon

# The whole corpus's lexicon's entries for these words (french.json, 2026-12-03): the printed `cimetière`,
# `dernière`, `première` stem as cimeti, derni, premi; typed without the è they stem as cimetier, dernier, premier.
LEXICON = {
    "cimeti": [["graveyard", 0.924]],
    "derni": [["last", 0.723]],
    "premi": [["first", 0.334]],
    "bloqu": [["block", 0.849]],
}


def test_a_word_typed_without_its_grave_accent_reads_as_the_printed_one():
    lexicon = Lexicon(LEXICON)
    assert "graveyard" in lexicon.translate("un planeswalker va au cimetiere ?")
    assert "last" in lexicon.translate("quelle est la derniere etape du tour")
    assert "first" in lexicon.translate("la premiere phase principale")
    # Was the English non-word cimeti... read from the typed word's stem `cimetier`.
    assert "cimetier" not in lexicon.translate("au cimetiere")
    assert lexicon.knows("derniere")


def test_an_acute_accent_is_tried_as_before():
    assert "block" in Lexicon(LEXICON).translate("ma creature est bloquee")


def test_two_readings_with_as_few_accents_go_to_the_stem_sharing_more_of_the_word():
    # `première` stems as premi, `premierè` as premiere: both one accent, première tried first. The longer shared
    # start wins, as in the mining's ties (bilingual._links), not the order the readings are tried in.
    lexicon = Lexicon({**LEXICON, "premiere": [["prime", 0.5]]})
    assert lexicon.translate("premiere") == {"prime": 1.0}
