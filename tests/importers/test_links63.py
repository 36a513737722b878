"""Ruling links, links63: draw 35 (30 rulings labelled blind from the CR of each one's date, committed before the linker
ran on them, measured once, then tuned on as tuned35)."""

import pytest

from rulings import link_evaluation


def test_draw_35_keeps_its_labelled_rows_and_is_tuned_on():
    rows = [row for row in link_evaluation.read_rows() if row.group == "tuned35"]
    assert len(rows) == 30 and len({row.uid for row in rows}) == 30
    assert sum(not row.labels for row in rows) == 5
    assert sum(len(row.labels) for row in rows) == 33
    assert link_evaluation.tuned_on("tuned35")


CASTING = [
    "6. Spells, Abilities, and Effects",
    "601. Casting Spells",
    "601.1. Previously, the action of casting a spell was referred to as \u201cplaying\u201d the spell.",
    "601.2. To cast a spell is to take it from where it is, put it on the stack, and pay its costs, so that it will "
    "eventually resolve and have its effect.",
    "601.2c The player announces their choice of an appropriate object or player for each target the spell requires.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Not of This World, Victimize, Combo Attack: a spell isn't cast without the targets it requires (601.2c).
        (
            "If a spell or ability targets you, but not a permanent you control, you can't cast Some Card targeting "
            "it.",
            ["601.2c"],
        ),
        ("You must choose two targets. You can't cast Some Card targeting only one creature card.", ["601.2c"]),
        ("You can't cast Some Card without targeting two creatures your team controls.", ["601.2c"]),
        # Guards: a target chosen, a spell that can't be cast for another reason.
        ("You can cast Some Card targeting a creature you control.", []),
        ("You can't cast Some Card during combat, even when targeting an attacking creature.", []),
    ],
)
def test_a_spell_is_not_cast_without_the_targets_it_requires(linked, ruling, numbers):
    text = "Counter target spell or ability that targets a permanent you control."
    assert linked(CASTING, text, ruling) == numbers
