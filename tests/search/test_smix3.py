"""The third mixed set (helper smix3): written blind, six questions in each of the hidden test's seven groups."""

import collections

from search.evaluation.sets import FRESH_GROUPS, TUNED, all_cases


def test_the_third_mixed_set_is_tuned_and_spread_over_the_hidden_test_s_groups():
    mixed3 = [c for c in all_cases() if c.set == "mixed3"]
    assert len(mixed3) == 42 and {c.part for c in mixed3} == {TUNED}
    groups = collections.Counter(c.group for c in mixed3)
    assert set(groups) == set(FRESH_GROUPS) and set(groups.values()) == {6}
    assert {c.language for c in mixed3 if c.group == "french"} == {"fr"}
