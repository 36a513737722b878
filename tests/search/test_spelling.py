"""Spelling corrections of unknown words, over a word list of known counts."""

from search.spelling import Lexicon


def test_two_letters_swapped_at_the_start_are_one_slip_not_two():
    # Keeping the first two letters, "satck" found only satyr (two edits); stack is one swap away.
    words = Lexicon({"en": {"stack": 10, "satyr": 50, "sack": 1}})
    assert words.correct("satck") == "stack"


def test_a_slip_at_the_second_letter_is_found_beside_the_others():
    words = Lexicon({"en": {"trample": 40, "triple": 900}})
    assert words.correct("tample") == "trample"  # the second letter dropped
    assert words.correct("tsample") == "trample"  # struck on another key
    assert words.correct("trampel") == "trample"  # later letters as before


def test_the_more_frequent_of_two_words_as_close_wins():
    words = Lexicon({"en": {"word": 5, "ward": 50}})
    assert words.correct("wxrd") == "ward"
    assert words.correct("zzzzzz") is None
