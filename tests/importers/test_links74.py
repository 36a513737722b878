"""Ruling links, links74: WotC's template for a clone that copies nothing ("You can choose not to copy anything. In
that case, Clone enters the battlefield as a 0/0 Shapeshifter creature, and is probably put into the graveyard
immediately") makes no copy: it rests on 704.5f, not on 707 (the tuned Clone is labelled 704.5 alone). The rulings are
real ones, the card's name replaced by the fixture's."""

import pytest

pytestmark = pytest.mark.django_db

COPIES_AND_STATE_BASED_ACTIONS = [
    "7. Additional Rules",
    "704. State-Based Actions",
    "704.5. The state-based actions are as follows:",
    "704.5f If a creature has toughness 0 or less, it's put into its owner's graveyard.",
    "707. Copying Objects",
    "707.1. Some objects become or turn another object into a \u201ccopy\u201d of a spell, permanent, or card.",
]
CLONE = "You may have Some Card enter the battlefield as a copy of any creature on the battlefield."


@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Clone, Evil Twin, Phyrexian Metamorph, Dack's Duplicate ("choose to not"), Body Double.
        (
            CLONE,
            "You can choose not to copy anything. In that case, Some Card enters the battlefield as a 0/0 "
            "Shapeshifter creature, and is probably put into the graveyard immediately.",
            ["704.5f"],
        ),
        (
            CLONE,
            "You can choose to not copy anything. In that case, Some Card enters the battlefield as a 0/0 "
            "Shapeshifter creature, and will probably die almost immediately.",
            ["704.5f"],
        ),
        (
            "You may have Some Card enter the battlefield as a copy of any creature card in a graveyard.",
            "You don't have to choose a card to copy. If you don't, Some Card enters the battlefield as a 0/0 "
            "creature and is probably put into your graveyard immediately, unless something is increasing its "
            "toughness to keep it alive.",
            ["704.5f"],
        ),
        # Quicksilver Gargantuan: nothing copied, nothing of 707's left.
        (
            CLONE,
            "You can choose not to copy anything. In that case, Some Card simply enters the battlefield as a 7/7 "
            "creature.",
            [],
        ),
        # Guards: a clone that does copy; a choice of what to copy.
        (
            CLONE,
            "Some Card copies exactly what was printed on the original creature and nothing else.",
            ["707"],
        ),
        (
            CLONE,
            "You choose which creature to copy as Some Card enters the battlefield.",
            ["707"],
        ),
    ],
)
def test_a_clone_that_copies_nothing(linked, card_text, ruling, numbers):
    assert linked(COPIES_AND_STATE_BASED_ACTIONS, card_text, ruling) == numbers
