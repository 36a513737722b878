"""The second mixed set (helper smix2): written blind, ten questions in each of the hidden test's seven groups."""

import collections

from search.evaluation.sets import FRESH_GROUPS, TUNED, all_cases


def test_the_second_mixed_set_is_tuned_and_spread_over_the_hidden_test_s_groups():
    mixed2 = [c for c in all_cases() if c.set == "mixed2"]
    # One short query is asked by a never-tuned set too: its tuned copy is left out (never_tuned_kept_apart).
    assert len(mixed2) == 69 and {c.part for c in mixed2} == {TUNED}
    groups = collections.Counter(c.group for c in mixed2)
    assert set(groups) == set(FRESH_GROUPS) and min(groups.values()) == 9
    assert {c.language for c in mixed2 if c.group == "french"} == {"fr"}
