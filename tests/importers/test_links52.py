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
            "Whether you had a land enter the battlefield this turn is checked as this spell resolves, not as you cast it.",
            [],
        ),
        # Volcanic Offering, Forked Bolt: the cast itself, still 601.2.
        ("You choose the opponents for Volcanic Offering as you cast the spell.", ["601.2"]),
        ("You divide the damage as you cast Forked Bolt, not as it resolves.", ["601.2"]),
    ],
)
def test_a_cast_denied_is_not_casting(linked, ruling, numbers):
    assert linked(CASTING, "Target player discards a card.", ruling) == numbers
