"""The sixth mixed set (helper smix6): written blind, ten questions in each of the hidden test's seven groups, each
expected rule a paragraph of the CR of 2025-11-14."""

import collections
import os
import re
from pathlib import Path

import pytest

from search.evaluation.sets import FRESH_GROUPS, TUNED, all_cases


def mixed6():
    return [c for c in all_cases() if c.set == "mixed6"]


def test_the_sixth_mixed_set_is_tuned_and_spread_over_the_hidden_test_s_groups():
    cases = mixed6()
    # 70: none dropped as a question a never-tuned set asks too.
    assert len(cases) == 70 and {c.part for c in cases} == {TUNED}
    groups = collections.Counter(c.group for c in cases)
    assert set(groups) == set(FRESH_GROUPS) and set(groups.values()) == {10}
    assert {c.language for c in cases if c.group == "french"} == {"fr"}


def test_its_questions_are_new():
    asked = {" ".join(c.question.q.lower().split()) for c in all_cases() if c.set != "mixed6"}
    assert not asked & {" ".join(c.question.q.lower().split()) for c in mixed6()}


def test_each_expected_rule_is_in_the_cr_of_2025_11_14():
    corpus = os.environ.get("MTG_CORPUS")
    if not corpus:
        pytest.skip("MTG_CORPUS is not set")
    text = (Path(corpus) / "cr" / "MagicCompRules 20251114.txt").read_text(encoding="utf-8")
    numbers = set(re.findall(r"^(\d{3}\.\d+[a-z]?)\.? ", text, re.MULTILINE))
    missing = [(c.id, n) for c in mixed6() for n in c.question.rules if n.rstrip("*") not in numbers]
    assert not missing


# --- a keyword named misspelt in a question (query._keywords_spelt) ------------------------------------------------


@pytest.fixture
def todays_cr(db, index_dir):
    from search.index import rebuild_index
    from tests.builders import import_todays_cr

    import_todays_cr()
    rebuild_index()


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
