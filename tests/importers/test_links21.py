"""Ruling links, the twenty-first session (links21): everyday actions named in the CR's words, a target itself
(draw 16, blind16, is checked with the other draws in test_link_evaluation.py)."""

import pytest

ACTIONS = [
    "7. Additional Rules",
    "701. Keyword Actions",
    "701.9. Discard",
    "701.9a. To discard a card, move it from its owner's hand to that player's graveyard.",
    "701.14. Fight",
    "701.14a. A spell or ability may instruct a creature to fight another creature.",
    "701.21. Sacrifice",
    "701.21a. To sacrifice a permanent, its controller moves it from the battlefield directly to its owner's "
    "graveyard.",
    "701.23. Search",
    "701.23a. To search for a card in a zone, look at all cards in that zone and find a card that matches the "
    "given description.",
    "701.23b. If a player is instructed to search a zone for cards with a stated quality, the player isn't required "
    "to find some or all of those cards even if they're present.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # What can't be sacrificed (Kaervek's Spite, Impending Disaster's template): 701.21a.
        ("As always, you can't sacrifice things you do not control.", ["701.21"]),
        (
            "If this card is not on the battlefield when the ability resolves, then you can't sacrifice it. However, "
            "you still destroy all creatures.",
            ["701.21"],
        ),
        # A cost's count, not what a sacrifice is (Thud).
        (
            "You must sacrifice exactly one creature to cast this spell; you can't cast it without sacrificing a "
            "creature, and you can't sacrifice additional creatures.",
            [],
        ),
        # A search need not find (Citanul Flute): 701.23b, in concepts.py's words for it.
        (
            "You look in your library but you do not have to choose a creature even if you have one that meets the "
            "criteria.",
            ["701.23b"],
        ),
        (
            "The triggered ability triggers both when Some Card enters the battlefield and when it dies. You don't "
            "have to choose only one.",
            [],
        ),
        # Where cards are discarded from (Broken Concentration), who chooses them (Nightsnare): 701.9.
        ("Cards are discarded in a Magic game only from a player's hand.", ["701.9"]),
        (
            "If you don't choose a nonland card for the player to discard, that player chooses which two cards they "
            "will discard.",
            ["701.9"],
        ),
        # A fight that does not happen (Golden Guardian, Grim Contest): 701.14b.
        ("If Some Card has left the battlefield, neither creature will deal or be dealt damage.", ["701.14"]),
    ],
)
def test_the_everyday_actions_named_in_the_crs_words(linked, ruling, numbers):
    assert linked(ACTIONS, "Destroy target creature.", ruling) == numbers


TARGETS = [
    "1. Game Concepts",
    "115. Targets",
    "115.5. A spell or ability on the stack is an illegal target for itself.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # A spell or ability and itself as its target (Beckon Apparition, Wizard Mentor, Ironshell Beetle): 115 (115.5).
        ("Some Card will be on the stack when you choose its target. It can't target itself.", ["115"]),
        ("Can target itself.", ["115"]),
        ("You may choose Some Card as the target of its own ability.", ["115"]),
        ("Some Card's ability affects only creatures you control.", []),
    ],
)
def test_a_target_itself(linked, ruling, numbers):
    assert linked(TARGETS, "Destroy target creature.", ruling) == numbers
