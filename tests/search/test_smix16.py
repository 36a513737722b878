"""smix16: mixed14, written blind (f2221e7), is a tuned set of the hidden test's four groups it was written for: nine
short queries, nine misspelled, nine new mechanics, eight jargon (test_set_shapes checks its rules and questions).
No change to the search was kept (docs/search-history.md, smix16)."""

import collections

from search.evaluation.sets import GROUPED_SETS, TUNED, all_cases


def test_mixed14_is_a_tuned_set_of_four_groups():
    assert "mixed14" in GROUPED_SETS
    cases = [c for c in all_cases() if c.set == "mixed14"]
    assert {c.part for c in cases} == {TUNED}
    groups = collections.Counter(c.group for c in cases)
    assert groups == {"keyword": 9, "misspelled": 9, "new-mechanic": 9, "jargon": 8}
