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
