"""Ruling links, links34: recall on the tuned groups' most missed rules, WotC's sentences that name them
(rulings/restated_concepts.py): a card gone from the graveyard before the ability that would move it resolves, which
the ability then leaves where it is (400.7, a new object); a player who loses "the next time" they draw (704.5b)."""

import pytest

RULES = [
    "4. Zones",
    "400. General",
    "400.1. A zone is a place where objects can be during a game.",
    "400.7. An object that moves from one zone to another becomes a new object with no memory of, or relation to, its "
    "previous existence.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Dark Revenant, Ashcloud Phoenix, Boneyard Scourge, Guan Yu, Zodiac Dragon (links34: 13 corpus rulings, none
        # linked to 400.7 before).
        (
            "Dark Revenant's ability isn't optional. However, if Dark Revenant leaves the graveyard before its ability "
            "resolves, it won't be put on top of its owner's library.",
            ["400.7"],
        ),
        (
            'If Ashcloud Phoenix leaves the graveyard before its "dies" ability resolves, it won\'t return to the '
            "battlefield.",
            ["400.7"],
        ),
        (
            "If Guan Yu, Sainted Warrior is removed from the graveyard after the ability triggers but before it "
            "resolves, it won't get shuffled into your library.",
            ["400.7"],
        ),
        (
            "If the Incarnation is removed from the graveyard after the ability triggers but before it resolves, it "
            "will remain in its new zone when its owner shuffles their library.",
            ["400.7"],
        ),
        # A targeted card gone is an illegal target (608.2b), not this rule.
        (
            "If the targeted card is removed from the graveyard before the ability resolves, the ability doesn't "
            "resolve. You won't return it to your hand.",
            [],
        ),
        # A card that leaves and returns through another effect (Altered Ego's "will remain in its new zone") and a
        # card looked for "only if it's still in the graveyard" (measured and not kept: never-tuned precision fell).
        (
            "If an effect instructs you to return it to the battlefield transformed when it leaves the battlefield, it "
            "won't return and will remain in its new zone.",
            [],
        ),
    ],
)
def test_a_card_gone_from_the_graveyard_before_resolution(linked, ruling, numbers):
    assert linked(RULES, "When this creature dies, return it to its owner's hand.", ruling) == numbers


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Demonic Consultation and others (links34: 3 corpus rulings, none linked before): 704.5b.
        (
            "If you don't reveal the named card, you'll end up exiling your entire library. You don't lose the game "
            "at that point, but will lose the next time you're instructed to draw a card.",
            ["704.5b"],
        ),
        (
            "You don't lose the game for having zero cards in your library until you're instructed to draw a card.",
            ["704.5b"],
        ),
        # A team's loss in Two-Headed Giant is not the empty library's.
        ("If a rule or effect says that your teammate loses the game, your team won't lose the game.", []),
    ],
)
def test_losing_the_next_time_a_player_draws(linked, ruling, numbers):
    lines = [
        "7. Additional Rules",
        "704. State-Based Actions",
        "704.5. The state-based actions are as follows:",
        "704.5b If a player attempted to draw a card from a library with no cards in it since the last time "
        "state-based actions were checked, that player loses the game.",
    ]
    assert linked(lines, "Exile the top six cards of your library.", ruling) == numbers
