"""smix14: an English word with an ending the texts do not print, its stem slipped, is its stem's word."""

from search import spelling
from search.spelling import Lexicon


def test_an_inflected_slip_is_read_as_its_stem_corrected(monkeypatch):
    # The texts print trample, not trampling: `trampeling` is two slips from traveling, one (with -ing) from trample.
    words = Lexicon({"en": {"trample": 928, "traveling": 14, "trumpeting": 3}})
    assert words.correct("trampeling", heard=True) == "trample"
    assert words.correct("hexproffed", heard=True) is None  # no stem one slip from a known word
    monkeypatch.setattr(spelling, "INFLECTED", False)
    assert Lexicon({"en": {"trample": 928, "traveling": 14}}).correct("trampeling", heard=True) == "traveling"


def test_a_nearer_whole_word_keeps_its_place():
    # One slip from a printed word (regenerating) is as near as one from the stem's: the whole word is kept.
    words = Lexicon({"en": {"regenerating": 4, "regenerate": 400}})
    assert words.correct("regenerting", heard=True) == "regenerating"


def test_only_an_english_question_reads_english_endings():
    words = Lexicon({"en": {"trample": 928, "traveling": 14}})
    assert words.correct("trampeling") == "traveling"


def test_two_printed_words_typed_without_the_space_are_split(monkeypatch):
    words = Lexicon({"en": {"untap": 300, "step": 900, "until": 500, "tap": 800}})
    assert words.correct("untapstep", heard=True) == "untap step"
    assert words.correct("untapstep") is None  # an English question's only
    rare = Lexicon({"en": {"untap": 300, "step": 3}})
    assert rare.correct("untapstep", heard=True) is None  # a word the texts print rarely makes no split
    monkeypatch.setattr(spelling, "RUN_TOGETHER", False)
    assert Lexicon({"en": {"untap": 300, "step": 900}}).correct("untapstep", heard=True) is None


def test_a_split_is_a_slip_the_stemmer_cannot_see():
    from search.termspelling import slipped_letters

    assert slipped_letters("untapstep", "untap step")
    assert not slipped_letters("conceded", "concede")
