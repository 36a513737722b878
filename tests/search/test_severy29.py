"""A pronoun said with its verb as one word (`I'm`, `it's`, `we're`) and `his`, `hers` are question words: the rule
finder neither searches them nor counts them among a question's rare words (rulefinder.QUESTION_WORDS, severy29;
one list since shouse2). The CR never says them, so each weighed as one of a question's rarest words."""

import importlib.util

import pytest

from search.rulefinder import QUESTION_WORDS

ATTACKED = (
    "My enchantment does something whenever I'm attacked. My opponent just attacked me with five creatures at once. "
    "Does it go off five times or just once?"
)
HAND = "My opponent's spell lets me look at his hand. It's a card with a different card printed on its back."


@pytest.mark.parametrize("word", ["i'm", "i’m", "it's", "we're", "i've", "that's", "there's", "his", "hers"])
def test_a_contracted_pronoun_is_a_question_word(word):
    assert word in QUESTION_WORDS


def test_the_question_words_are_one_list():
    assert importlib.util.find_spec("search.questionwords") is None


def test_the_finder_neither_searches_nor_counts_them(today_searchers):
    finder = today_searchers.finder
    terms = finder.query_terms(ATTACKED)
    assert "i'm" not in terms
    assert {"enchant", "attack", "five"} <= set(terms)
    rare = finder.rare(HAND)
    assert "hi" not in rare and "his" not in rare
    assert "back" in rare
