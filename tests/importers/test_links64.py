"""Ruling links, links64: 609.3 ("does only as much as possible") when there are fewer things than the effect asks
for and it acts on all there are. The rulings are real ones."""

import pytest

pytestmark = pytest.mark.django_db


IMPOSSIBLE = [
    "6. Spells, Abilities, and Effects",
    "609. Effects",
    "609.3. If an effect attempts to do something impossible, it does only as much as possible.",
]


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Mind Grind, Limited Resources, Descent into Madness, Stolen Goods, Strategic Planning (tuned rows and the
        # corpus's wordings).
        (
            "If an opponent's library contains fewer than X land cards, all cards from that library are revealed and "
            "put into their graveyard.",
            ["609.3"],
        ),
        ("If a player has less than 5 lands, they get to pick and keep all of their lands.", ["609.3"]),
        (
            "If there are more counters on Some Card than the total number of permanents you control plus the number "
            "of cards in your hand, you'll exile all permanents you control.",
            ["609.3"],
        ),
        (
            "If there are no nonland cards left in that library, the opponent will exile all cards from their "
            "library, and Some Card will finish resolving.",
            ["609.3"],
        ),
        (
            "If there are fewer than three cards in your library, you look at all of them, put one of them into your "
            "hand, and put the rest into your graveyard.",
            ["609.3"],
        ),
        # Guards: a condition ("less than or equal"), "at all", no "if".
        (
            "If a creature with power less than or equal to Some Card's power enters the battlefield, you may put "
            "all of it.",
            [],
        ),
        (
            "If your life total is less than 1 but you've somehow avoided losing the game, Some Card's effect won't "
            "apply at all.",
            [],
        ),
        (
            "More damage can be redirected to the enchanted creature than it has toughness, as long as that damage "
            "is all dealt at once.",
            [],
        ),
    ],
)
def test_fewer_than_asked_acts_on_all_there_are(linked, ruling, numbers):
    assert linked(IMPOSSIBLE, "Some text.", ruling) == numbers
