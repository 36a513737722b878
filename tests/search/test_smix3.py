"""The third mixed set (helper smix3): written blind, six questions in each of the hidden test's seven groups; the
cleanup step's removal of damage asked the other way round (does it stay?) in the jargon table."""

import collections

from search.evaluation.sets import FRESH_GROUPS, TUNED, all_cases
from search.jargon import load


def test_the_third_mixed_set_is_tuned_and_spread_over_the_hidden_test_s_groups():
    mixed3 = [c for c in all_cases() if c.set == "mixed3"]
    assert len(mixed3) == 42 and {c.part for c in mixed3} == {TUNED}
    groups = collections.Counter(c.group for c in mixed3)
    assert set(groups) == set(FRESH_GROUPS) and set(groups.values()) == {6}
    assert {c.language for c in mixed3 if c.group == "french"} == {"fr"}


def named_rules(query):
    return [m.term.rule for m in load().understand(query).matches if m.term is not None]


def test_asking_whether_damage_stays_names_the_cleanup_step():
    # Players ask whether damage stays as often as when it wears off; both are 514.2's removal of marked damage.
    for said in ("is that damage still on it next turn", "does damage carry over to the next turn", "damage stays"):
        assert named_rules(said) == ["514.2"], said
