"""Ruling links, links66: draw 36 (30 rulings labelled blind from the CR of each one's date, committed before the linker
ran on them, measured once, then tuned on as tuned36); 608.2h when the information an effect needs is checked or
counted only as it resolves, in WotC's "does not check ... until ... resolves" and "Count the number of ... as ...
resolves". The rulings are real ones."""

import pytest

from rulings import link_evaluation
from tests.importers.cr_lines import RESOLVING


def test_draw_36_keeps_its_labelled_rows_and_is_tuned_on():
    rows = [row for row in link_evaluation.read_rows() if row.group == "tuned36"]
    assert len(rows) == 30 and len({row.uid for row in rows}) == 30
    assert sum(not row.labels for row in rows) == 4
    assert sum(len(row.labels) for row in rows) == 32
    assert link_evaluation.tuned_on("tuned36")


INFORMATION = RESOLVING + [
    "608.2h If an effect requires information from the game (such as the number of creatures on the battlefield), the "
    "answer is determined only once, when the effect is applied.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Pandemonium, Goblin Razerunners, Dream Thief: nothing is checked before the ability resolves.
        (
            "Whenever a creature enters the battlefield, that creature's controller may have it deal damage equal to "
            "its power to any target of their choice.",
            "The triggered ability does not check the creature's power until the ability resolves.",
            ["608.2h"],
        ),
        (
            "At the beginning of your end step, you may remove any number of +1/+1 counters from Some Card.",
            "You don't count how many +1/+1 counters are on Some Card until its triggered ability resolves.",
            ["608.2h"],
        ),
        # Shaman of the Pack, Grim Flowering: "Count the number of ... as / when ... resolves".
        (
            "When Some Card enters the battlefield, target opponent loses life equal to the number of Elves you "
            "control.",
            "Count the number of Elves you control as Some Card's ability resolves, including Some Card if it's "
            "still on the battlefield, to determine how much life is lost.",
            ["608.2h"],
        ),
        (
            "Draw a card for each creature card in your graveyard.",
            "Count the number of creature cards in your graveyard when Some Card resolves.",
            ["608.2h"],
        ),
        # Guards: a state-based action that waits for the end of a resolution (704's), a count not made then.
        (
            "Put a +1/+1 counter on target creature.",
            "The state-based action that removes matching +1/+1 and -1/-1 counters won't check until after Some Card "
            "finishes resolving.",
            [],
        ),
        ("Some Card gets +1/+1 for each card in your hand.", "Count the number of cards in your hand.", []),
    ],
)
def test_information_checked_only_as_the_effect_resolves(linked, card_text, ruling, numbers):
    assert linked(INFORMATION, card_text, ruling) == numbers
