"""smix23: mixed20 (written blind: five questions in each of the hidden test's seven groups, each expecting a rule of
the CR of 2025-11-14 no earlier set expects; test_set_shapes.py checks them in that CR)."""

import collections

from search.evaluation.sets import FRESH_GROUPS, all_cases
from tests.search.conftest import written_before


def _mixed20():
    return [c for c in all_cases() if c.set == "mixed20"]


def test_mixed20_has_five_questions_in_each_group():
    groups = collections.Counter(c.group for c in _mixed20())
    assert groups == dict.fromkeys(FRESH_GROUPS, 5)
    assert {c.language for c in _mixed20() if c.group == "french"} == {"fr"}


# The first set of each family written blind at the same time as mixed20 (the thirty-sixth session) or after it.
SAME_SESSION_OR_LATER = {"mixed": 20, "cards": 28, "everyday": 26, "french": 26}


def test_mixed20_expects_rules_no_earlier_set_expects():
    elsewhere = {n for c in all_cases() if written_before(c.set, SAME_SESSION_OR_LATER) for n in c.question.rules}
    assert len({n for c in _mixed20() for n in c.question.rules}) == 35
    assert not {n for c in _mixed20() for n in c.question.rules} & elsewhere
