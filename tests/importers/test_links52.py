"""Ruling links, links52: a time named only to be denied ("not as you cast it") is not casting's (601.2). The rulings
are real ones."""

import pytest

pytestmark = pytest.mark.django_db


CASTING = [
    "6. Spells, Abilities, and Effects",
    "601. Casting Spells",
    "601.2. To cast a spell is to take it from where it is and put it on the stack.",
]


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Cabal Therapy, Seasons Past, Groundswell: the resolution's time, the cast denied.
        ("You name the card as Cabal Therapy resolves, not as you cast it.", []),
        ("You choose which cards to return as Seasons Past resolves, not as you cast it.", []),
        (
            "Whether you had a land enter the battlefield this turn is checked as this spell resolves, "
            "not as you cast it.",
            [],
        ),
        # Volcanic Offering, Forked Bolt: the cast itself, still 601.2.
        ("You choose the opponents for Volcanic Offering as you cast the spell.", ["601.2"]),
        ("You divide the damage as you cast Forked Bolt, not as it resolves.", ["601.2"]),
    ],
)
def test_a_cast_denied_is_not_casting(linked, ruling, numbers):
    assert linked(CASTING, "Target player discards a card.", ruling) == numbers


COSTS = [
    "1. Game Concepts",
    "118. Costs",
    "118.8. Some spells and abilities have additional costs.",
    "118.9. Some spells have alternative costs.",
]


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Echo Mage, Beamsplitter Mage, Echoing Boon: 707.10's template for a copied spell's costs.
        (
            "You can't choose to pay any additional costs for a copy. However, effects based on any additional costs "
            "that were paid for the original spell are copied as though those same costs were paid for each copy.",
            [],
        ),
        (
            "The controller of a copy can't choose to pay any alternative or additional costs for the copy. However, "
            "effects based on any alternative or additional costs that were paid for the original spell are copied.",
            [],
        ),
        (
            "If an alternative cost was paid for the spell being copied, such as a madness cost or surge cost, the "
            "same alternative cost is considered to have been paid for the copy.",
            [],
        ),
        # Chandra, Pyromaster: copies cast, their costs chosen (118.8-9).
        (
            "Because you're casting the copies \"without paying their mana costs,\" you can't pay any alternative "
            "costs for the copies. You can pay additional costs, such as kicker costs.",
            ["118.8", "118.9"],
        ),
    ],
)
def test_a_copied_spells_costs_are_not_118_8_or_118_9(linked, ruling, numbers):
    assert linked(COSTS, "Copy target instant or sorcery spell.", ruling) == numbers
