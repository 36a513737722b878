"""The sixth mixed set (helper smix6): written blind, ten questions in each of the hidden test's seven groups (its
questions new and its rules today's: test_set_shapes.py)."""

import pytest

# --- a keyword named misspelt in a question (query._keywords_spelt) ------------------------------------------------


@pytest.fixture
def todays_cr(db, index_dir):
    from tests.builders import built_index, import_todays_cr

    import_todays_cr()
    built_index()


def _first_numbers(q, n=1):
    from search.index import shared_searchers
    from search.query import search

    shared_searchers().cache.clear()
    return [r.get("number") for r in search(q)["results"][:n]]


def test_a_misspelt_keyword_in_a_question_ranks_its_rule_as_spelt_right(todays_cr):
    """`defendor` is no word of the index: the terms named were read from the words typed, so the question named
    no keyword and the declare-attackers rules (508.x) came before defender's 702.3b; spelt right, 702.3b is first."""
    assert _first_numbers("can a creature with defender attack") == ["702.3b"]
    assert _first_numbers("can a creture with defendor attack") == ["702.3b"]


def test_the_keyword_is_read_from_the_suggestion_only_when_the_words_typed_miss_it(todays_cr):
    from search.index import shared_searchers
    from search.query import _keywords_spelt
    from search.request import make_request, understand

    searchers = shared_searchers()
    typed = understand(make_request("can a creture with defendor attack"), searchers)
    spelt = _keywords_spelt(searchers, typed, "can a creature with defender attack", [])
    assert [n.definition.rule for n in spelt] == ["702.3"]
    # Named already (typed right), it is not named twice.
    assert _keywords_spelt(searchers, typed, "can a creature with defender attack", spelt) == []
