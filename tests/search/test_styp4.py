"""Slips people make typing on a phone (helper styp4): a word typed without its apostrophe (`cant` is can't, not the
commoner cast), a slip of a grammar word the index leaves out (`thier` is their, not three), and a slip of a players'
word no text prints (`fizzel` is fizzle, which the jargon reads)."""

from search import termspelling
from search.spelling import Lexicon


def test_a_word_typed_without_its_apostrophe_is_the_word_with_it():
    words = Lexicon({"en": {"cast": 6340, "can't": 4777, "can": 3917, "bolt": 900, "bolt's": 3}})
    assert words.correct("cant") == "can't"
    assert words.correct("cant", heard=True) == "can't"
    # Not a possessive: `bolts` is as likely the plural or the verb.
    assert words.correct("bolts") == "bolt"


def test_a_slip_of_a_grammar_word_is_that_word():
    assert termspelling.grammar_slip("thier") == "their"
    assert termspelling.grammar_slip("wiht") == "with"
    # One slip from several grammar words (there, then, them, they, their): no telling which.
    assert termspelling.grammar_slip("ther") is None
    assert termspelling.grammar_slip("creatrue") is None


def test_a_slip_of_a_players_word_no_text_prints_is_that_word():
    # The lexicon has nothing near `fizzel`: the jargon's `fizzle` is the correction.
    assert termspelling.jargon_word("fizzel", 3) == "fizzle"
    # Only when nearer than the lexicon's own correction (`phse` is phase, one slip, not the jargon's pass).
    assert termspelling.jargon_word("phse", 1) is None
