"""Ruling links, links38: 601.2c's own words for a variable number of targets ("the player announces how many targets
they will choose"): "You choose how many targets Some Card's triggered ability has ... as you put the ability onto the
stack" is casting's (or activating's) choice of targets, 601.2c. The rulings are real ones, a card's name given as
"Some Card"."""

import pytest

from rulings import link_evaluation
from tests.importers.cr_lines import RESOLVING

pytestmark = pytest.mark.django_db

CR = [
    "6. Spells, Abilities, and Effects",
    "601. Casting Spells",
    "601.2. To cast a spell is to take it from where it is and put it on the stack.",
    "601.2c The player announces their choice of an appropriate object or player for each target the spell requires. "
    "If the spell has a variable number of targets, the player announces how many targets they will choose before "
    "they announce those targets.",
    "601.2i Once the steps described in 601.2a-h are completed, the spell becomes cast.",
]

DIVIDES = "Some Card deals 4 damage divided as you choose among any number of targets."


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Jugan, the Rising Star; Fight with Fire: the number of targets announced as the spell is cast.
        (
            "You choose how many targets Some Card's triggered ability has and how the counters are distributed as "
            "you put the ability onto the stack. Each target must receive at least one counter.",
            ["601.2c"],
        ),
        ("You choose how many targets Some Card has.", ["601.2c"]),
        # Not the number of targets a copy keeps (707.10c's), nor "up to" read alone.
        ("The number of targets can't be changed.", []),
        ("Some Card can target up to three creatures.", []),
    ],
)
def test_how_many_targets_is_choosing_targets(linked, ruling, numbers):
    assert [n for n in linked(CR, DIVIDES, ruling) if n.startswith("601")] == numbers


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Path of Mettle, Tunnel Vision's kin: two instructions of one resolution, nothing between them.
        ("Players can't take actions between choosing the creature at random and destroying it.", ["608.2"]),
        (
            "Players can't take actions between the time the permanent is randomly selected and the time it's "
            "destroyed.",
            ["608.2"],
        ),
        # Not a player's own restriction.
        ("Players can't cast spells during combat.", []),
    ],
)
def test_no_actions_between_two_instructions_is_resolving(linked, ruling, numbers):
    assert linked(RESOLVING, "Destroy a creature chosen at random.", ruling) == numbers


def test_draw_24_keeps_its_labelled_rows_and_is_never_tuned_on():
    # Labelled blind from the CR and committed before the linker ran on them (docs/links-history.md, links38).
    rows = link_evaluation.read_rows()
    drawn = [row for row in rows if row.group == "blind24"]
    assert (len(drawn), sum(not row.labels for row in drawn), sum(len(row.labels) for row in drawn)) == (60, 7, 73)
    assert len({row.uid for row in rows}) == len(rows)
    assert not link_evaluation.tuned_on("blind24")
    assert link_evaluation.misses([(drawn[0], [], ["603"])]) == []
