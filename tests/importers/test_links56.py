"""Ruling links, links56: 609.3 ("does only as much as possible") in WotC's words for a player with nothing to
sacrifice or return. The rulings are real ones."""

import pytest

pytestmark = pytest.mark.django_db


IMPOSSIBLE = [
    "6. Spells, Abilities, and Effects",
    "609. Effects",
    "609.3. If an effect attempts to do something impossible, it does only as much as possible.",
]


@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Havengul Skaab, Puppet Conjurer, Morkrut Necropod, Sarkhan Vol.
        (
            "Whenever Some Card attacks, return another creature you control to its owner's hand.",
            "If you don't control any other creatures, the ability won't do anything.",
            ["609.3"],
        ),
        (
            "At the beginning of your upkeep, sacrifice a Homunculus.",
            "If you control no Homunculi when the second ability resolves, nothing happens. There's no penalty for "
            "failing to sacrifice a Homunculus.",
            ["609.3"],
        ),
        (
            "Whenever Some Card attacks or blocks, sacrifice another creature or land.",
            "In the unusual situation that you control no other creatures or lands, the last ability won't do "
            "anything. Some Card can attack or block with no penalty.",
            ["609.3"],
        ),
        (
            "+1: Creatures you control get +1/+1 and gain haste until end of turn.",
            "You may activate the first ability even if you control no creatures. Some Card gains a loyalty counter, "
            "but the ability will have no effect.",
            ["609.3"],
        ),
        # An intervening "if" (Supply Caravan, 603.4), an ability without a legal target removed from the stack
        # (Advocate of the Beast, 603.3d).
        (
            "When Some Card enters the battlefield, if you control a tapped creature, create a 1/1 white Warrior "
            "creature token with vigilance.",
            "If you don't control a tapped creature as Some Card enters the battlefield, its ability doesn't "
            "trigger, even if you can tap a creature right away. If you control no tapped creatures as the ability "
            "resolves, nothing happens.",
            [],
        ),
        (
            "At the beginning of your end step, put a +1/+1 counter on target Beast creature you control.",
            "If you don't control any Beast creatures as your end step begins, the ability will be removed from the "
            "stack and will have no effect.",
            [],
        ),
    ],
)
def test_nothing_to_act_on_is_609_3(linked, card_text, ruling, numbers):
    assert linked(IMPOSSIBLE, card_text, ruling) == numbers
