"""Ruling links, the twenty-fourth session (links24): a trigger, a player who left the game and a face-down card,
each named in passing (draw 17, blind17, is checked with the other draws in test_link_evaluation.py)."""

import pytest

RULES = [
    "6. Spells, Abilities, and Effects",
    "603. Handling Triggered Abilities",
    "603.1. Triggered abilities have a trigger condition and an effect.",
    "7. Additional Rules",
    "704. State-Based Actions",
    "704.1. State-based actions are game actions that happen automatically whenever certain conditions are met.",
    "704.3. Whenever a player would get priority, the game checks for any of the listed conditions for state-based "
    "actions.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Two trigger events at the same time: the look back of 603 (Sly Requisitioner, Marionette Master).
        (
            "If Some Card is put into a graveyard at the same time as an artifact you control, its ability triggers.",
            ["603"],
        ),
        # What happens at the same time, before a triggered ability resolves, rests on what happens first: lifelink
        # (Celestial Mantle), state-based actions (Curse of Vengeance, Tattered Mummy), APNAP order.
        (
            "If a creature dealing combat damage at the same time as the enchanted creature has lifelink, the life "
            "gained due to lifelink happens before Some Card's triggered ability resolves.",
            [],
        ),
        (
            "If you and the enchanted player both reach 0 or less life at the same time, you'll lose the game before "
            "Some Card's second triggered ability gives you more life.",
            ["704"],
        ),
        (
            "If your life total is brought to 0 or less at the same time that Some Card is dealt damage, you lose the "
            "game before its enrage ability resolves.",
            ["704"],
        ),
        (
            "If that creature deals combat damage to a player at the same time it's dealt lethal damage, it will die "
            "before the triggered ability resolves and puts +1/+1 counters on it.",
            ["603", "704"],
        ),
        # Not a loss of the game checked before a phase, nor a target that dies.
        ("If an opponent loses the game before your postcombat main phase, Some Card's last ability counts it.", []),
    ],
)
def test_at_the_same_time_before_a_triggered_ability_resolves(linked, ruling, numbers):
    assert linked(RULES, "Whenever Some Card is dealt damage, you gain 2 life.", ruling) == numbers


LEAVING = [
    "8. Multiplayer Rules",
    "800. General",
    "800.4. Unlike two-player games, multiplayer games can continue after one or more players have left the game.",
    "800.4a When a player leaves the game, all objects owned by that player leave the game.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        ("If a player leaves the game, the creatures Some Card gave them leave the game too.", ["800.4a"]),
        # Named in passing, as the attacking creature's rule's condition (Mystifying Maze, Volcanic Rush).
        (
            'An "attacking creature" is one that has been declared as an attacker this combat. Unless that creature '
            "leaves combat, it continues to be an attacking creature through the end of combat step, even if the "
            "player it was attacking has left the game.",
            [],
        ),
    ],
)
def test_a_player_who_left_the_game_named_in_passing(linked, ruling, numbers):
    assert linked(LEAVING, "Exile target attacking creature.", ruling) == numbers


FACE_DOWN = [
    "7. Additional Rules",
    "708. Face-Down Spells and Permanents",
    "708.1. Two cards (Illusionary Mask and Ixidron) allow spells and permanents to be face down.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # A face-down permanent: 708 (Crude Rampart's morph).
        (
            "Morph {4}{W}",
            "If it attacks while face down and is turned face up during combat, this will not remove it from combat.",
            ["708"],
        ),
        # A card that exiles cards face down speaks of cards in exile (Pyxis of Pandemonium, Ignorant Bliss).
        (
            "{T}: Each player exiles the top card of their library face down.",
            "Cards exiled by the original one can't be turned face up or put onto the battlefield.",
            [],
        ),
        (
            "Exile all cards from your hand face down.",
            "No player may look at the cards while they're face down.",
            [],
        ),
    ],
)
def test_a_card_that_exiles_face_down_speaks_of_exile(linked, card_text, ruling, numbers):
    assert linked(FACE_DOWN, card_text, ruling) == numbers
