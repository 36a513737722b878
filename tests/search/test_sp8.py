"""The fourth mixed set (helper sp8): written blind, eight or nine questions in each of the hidden test's seven
groups."""

import collections

from search.evaluation.sets import FRESH_GROUPS, TUNED, all_cases


def test_the_fourth_mixed_set_is_tuned_and_spread_over_the_hidden_test_s_groups():
    mixed4 = [c for c in all_cases() if c.set == "mixed4"]
    assert len(mixed4) == 60 and {c.part for c in mixed4} == {TUNED}
    groups = collections.Counter(c.group for c in mixed4)
    assert set(groups) == set(FRESH_GROUPS) and set(groups.values()) == {8, 9}
    assert {c.language for c in mixed4 if c.group == "french"} == {"fr"}
