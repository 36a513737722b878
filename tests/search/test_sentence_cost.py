"""Prose past the index's cost is trimmed like a question (planning.is_sentence); a list of search words is not."""

import pytest

from search.planning import is_sentence


@pytest.mark.parametrize(
    "text",
    [
        "my creature is told to draw then discard and gets a +1/+1 counter if I discard a nonland card, but it "
        "left the battlefield first, who draws",
        "a creature with an extra cost I can pay any number of times for a token copy each time",
    ],
)
def test_a_sentence_is_prose(text):
    assert is_sentence(text)


@pytest.mark.parametrize(
    "text",
    [
        "creature target player spell ability card damage control turn mana permanent battlefield",
        '"creature you control" "target creature" "each player"',
        "the creature OR a spell OR it is an ability",
    ],
)
def test_search_words_and_syntax_are_no_sentence(text):
    assert not is_sentence(text)
