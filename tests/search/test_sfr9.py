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
    # `premières` stems as premi, `premierès` as premieres: both one accent, premières tried first. The longer shared
    # start wins, as in the mining's ties (bilingual._links), not the order the readings are tried in.
    lexicon = Lexicon({**LEXICON, "premieres": [["prime", 0.5]]})
    assert lexicon.translate("premieres") == {"prime": 1.0}


def test_an_e_is_tried_as_e_grave_only_where_the_stemmer_reads_it_otherwise():
    # A final `-ère` stems as `-ere` does: `premierè` is not tried, so a stem only it would reach is not found.
    assert "prime" not in Lexicon({"premiere": [["prime", 0.5]]}).translate("premiere")
    # ... where a final `-ès` is (`progrès`, `près`): the grave accent is tried there.
    assert Lexicon({"progres": [["progress", 0.9]]}).translate("progres") == {"progress": 1.0}
