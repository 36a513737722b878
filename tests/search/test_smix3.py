"""The third mixed set (helper smix3): written blind, six questions in each of the hidden test's seven groups; the
cleanup step's removal of damage asked the other way round (does it stay?) in the jargon table."""

from search.jargon import load


def named_rules(query):
    return [m.term.rule for m in load().understand(query).matches if m.term is not None]


def test_asking_whether_damage_stays_names_the_cleanup_step():
    # Players ask whether damage stays as often as when it wears off; both are 514.2's removal of marked damage.
    for said in ("is that damage still on it next turn", "does damage carry over to the next turn", "damage stays"):
        assert named_rules(said) == ["514.2"], said
