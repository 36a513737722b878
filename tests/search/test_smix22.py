"""smix22: mixed19 (written blind: five questions in each of the hidden test's seven groups, each expecting a rule of
the CR of 2025-11-14 no earlier set expects), and the finder's first rule kept in page 1's top five
(hybrid.FINDER_FIRST_KEPT, placed by pageentry.kept as the finder's entered rules are): held by the finder's list
alone, it fell behind the rules both lists hold."""

import collections

import pytest

from search import hybrid
from search.evaluation.sets import FRESH_GROUPS, all_cases
from tests.search.conftest import numbers_found, written_before


def _mixed19():
    return [c for c in all_cases() if c.set == "mixed19"]


def test_mixed19_has_five_questions_in_each_group():
    groups = collections.Counter(c.group for c in _mixed19())
    assert groups == dict.fromkeys(FRESH_GROUPS, 5)
    assert {c.language for c in _mixed19() if c.group == "french"} == {"fr"}


# The first set of each family written blind at the same time as mixed19 or after it, without sight of it: a rule
# they share with it is no repeat (french26 of the next session expected mixed19's 310.8f once and failed here).
SAME_SESSION_OR_LATER = {"mixed": 19, "cards": 27, "everyday": 25, "french": 25}


def test_mixed19_expects_rules_no_earlier_set_expects():
    elsewhere = {n for c in all_cases() if written_before(c.set, SAME_SESSION_OR_LATER) for n in c.question.rules}
    assert not {n for c in _mixed19() for n in c.question.rules} & elsewhere


# Tuned questions the change found (everyday24-23, mixed9-25): the expected rule is the finder's first, the index
# does not hold it, and rules both lists hold passed it on page 1 (sixth over the whole corpus and in this test's
# world of today's CR alone).
FINDER_FIRSTS = [
    (
        "My opponent put a counter on my creature that says if it would die it goes to exile instead. "
        "What happens if I sacrifice it?",
        "122.1h",
    ),
    ("outlast at instnat speed, can i activte it on my opps turn", "702.107a"),
]


@pytest.mark.search
@pytest.mark.django_db
def test_the_finder_s_first_rule_keeps_a_place_in_the_top_five(today, monkeypatch):
    for question, rule in FINDER_FIRSTS:
        assert rule in numbers_found(question), question
    monkeypatch.setattr(hybrid, "FINDER_FIRST_KEPT", 0)
    for question, rule in FINDER_FIRSTS:
        assert rule not in numbers_found(question), question
