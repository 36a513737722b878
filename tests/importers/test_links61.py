"""Ruling links, links61: draw 34 (30 rulings labelled blind from the CR of each one's date, committed before the linker
ran on them, measured once, then tuned on as tuned34)."""

import pytest

from rulings import link_evaluation
from tests.importers.cr_lines import ACTIVATING


def test_draw_34_keeps_its_labelled_rows_and_is_tuned_on():
    rows = [row for row in link_evaluation.read_rows() if row.group == "tuned34"]
    assert len(rows) == 30 and len({row.uid for row in rows}) == 30
    assert sum(not row.labels for row in rows) == 7
    assert sum(len(row.labels) for row in rows) == 29
    assert link_evaluation.tuned_on("tuned34")


STACK = [
    "6. Spells, Abilities, and Effects",
    "603. Handling Triggered Abilities",
    "603.1. Triggered abilities have a trigger condition and an effect.",
    "603.4. A triggered ability may read \u201cWhen/Whenever/At [trigger event], if [condition], [effect].\u201d "
    "This is called the intervening \u2018if\u2019 clause rule.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Might Makes Right, Mana Bloom: a card's intervening "if" read as "will trigger only if" or "won't trigger at
        # all" (603.4), not 603 at large.
        (
            "At the beginning of combat on your turn, if you control each creature on the battlefield with the "
            "greatest power, gain control of target creature an opponent controls until end of turn.",
            "The ability will trigger only if you control each creature on the battlefield with the greatest power as "
            "the beginning of combat step begins. If another player controls a creature with the greatest power or "
            "tied for the greatest power at that time, the ability won't trigger at all.",
            ["603.4"],
        ),
        (
            "At the beginning of your upkeep, if Some Card has no charge counters on it, return it to its owner's "
            "hand.",
            "Some Card's last ability will trigger only if it has no charge counters on it at the beginning of your "
            "upkeep.",
            ["603.4"],
        ),
        # Guards: no intervening "if" on the card (The Wretched: on the battlefield as the step begins, 603 as before).
        (
            "At end of combat, gain control of all creatures blocking Some Card for as long as you control it.",
            "Some Card's ability won't trigger at all if it has left the battlefield.",
            ["603"],
        ),
        (
            "At the beginning of your upkeep, if Some Card has no charge counters on it, return it to its owner's "
            "hand.",
            "You may remove a charge counter from it.",
            [],
        ),
    ],
)
def test_a_cards_intervening_if_read_as_will_trigger_only_if(linked, card_text, ruling, numbers):
    assert linked(STACK, card_text, ruling) == numbers


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Goblin Bangchuckers, Champion of Stray Souls, Vengeful Archon, Chandra Ablaze: an ability's targets chosen as
        # it is activated (602.2, as "as you cast" is casting's 601.2).
        (
            "You choose the target when you activate the ability. You don't flip the coin until the ability resolves.",
            ["602.2"],
        ),
        (
            "You choose the targets of the first ability as you activate that ability, before you pay any costs.",
            ["602.2"],
        ),
        (
            "You must choose a target for Some Card's ability as you activate it, before you reveal any cards.",
            ["602.2"],
        ),
        # Guards: a choice made as the ability resolves; a target named with no activation.
        ("You choose which artifact to sacrifice as the ability resolves.", []),
        ("You choose the target creature.", []),
    ],
)
def test_targets_chosen_as_an_ability_is_activated(linked, ruling, numbers):
    text = "{R}, {T}: Flip a coin. If you win the flip, Some Card deals 4 damage to target creature."
    assert linked(ACTIVATING, text, ruling) == numbers
