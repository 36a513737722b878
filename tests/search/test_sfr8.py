"""A French word no card prints, made of a prefix and a word the cards do print, reads as that word."""

from search.bilingual import Lexicon

# The whole corpus's lexicon's entries for these words (french.json, 2026-12-03): no entry for `dephas`, `repioch`.
LEXICON = {
    "phas": [["phase", 0.897]],
    "pioch": [["draw", 0.997]],
    "tour": [["turn", 0.911]],
    "creatur": [["creatur", 0.95]],
}


def test_a_prefixed_word_reads_as_the_word_it_is_made_on():
    # No card of MTGJSON v3 prints phasing in French: `déphasée` was the English non-word depha.
    lexicon = Lexicon(LEXICON)
    assert "phase" in lexicon.translate("Une créature déphasée")
    assert "phase" in lexicon.translate("une creature dephasee")  # typed without its accents
    assert "phase" in lexicon.translate("les auras se déphasent aussi")  # a form the cards print: phase
    assert "draw" in lexicon.translate("je repioche")
    assert "depha" not in lexicon.translate("Une créature déphasée")


def test_a_prefixed_word_is_no_misspelling():
    assert Lexicon(LEXICON).knows("dephasee")


def test_a_short_rest_is_no_word_of_its_own():
    # `retour` (return) is no tour (turn).
    assert "turn" not in Lexicon(LEXICON).translate("exil puis retour")
