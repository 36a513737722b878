"""Ruling links, links44: choices made as a spell is cast (601.2b-c) in WotC's words, "on announcement" and "when
you cast"."""

import pytest

pytestmark = pytest.mark.django_db

CASTING = [
    "6. Spells, Abilities, and Effects",
    "601. Casting Spells",
    "601.2. To cast a spell is to take it from where it is (usually the hand), put it on the stack, and pay its costs, "
    "so that it will eventually resolve and have its effect. Casting a spell includes proposal of the spell and "
    "determination and payment of costs.",
    "601.2b If the spell is modal, the player announces the mode choice.",
    "601.2c The player announces their choice of an appropriate player, object, or zone for each target the spell "
    "requires.",
]


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # WotC's older word for casting: modes and targets chosen "on announcement" (Parch, Aether Shockwave,
        # Misdirection, Aleatory), and its newer "when you cast" (Toils of Night and Day, Shrouded Lore).
        ("You choose the mode on announcement.", ["601.2"]),
        ("You pick the target on announcement and flip the coin on resolution.", ["601.2"]),
        ("You choose the mode when you announce the spell.", ["601.2"]),
        ("You must choose two different targets when you cast Some Card.", ["601.2"]),
        ("You target an opponent when you cast Some Card.", ["601.2"]),
        # What is counted "on resolution, not on announcement" is the resolution's; a target not required ("You don't
        # have to target any cards when you cast ...") the labels read as 115's; a quoted trigger is 603's.
        ("Counts lands on resolution, not on announcement.", []),
        ("You don't have to target any cards when you cast Some Card, but you must target a player.", []),
        ("Its copies may target Some Card itself, but this won't trigger the copy's \"when you cast\" ability.", []),
    ],
)
def test_choices_made_as_a_spell_is_cast_are_601_2s(linked, ruling, numbers):
    text = "Choose one — Some Card deals 2 damage to target creature; or Some Card deals 4 damage to target player."
    assert linked(CASTING, text, ruling) == numbers


RESOLVING = [
    "6. Spells, Abilities, and Effects",
    "608. Resolving Spells and Abilities",
    "608.2. If the object that's resolving is an instant spell, a sorcery spell, or an ability, its resolution may "
    "involve several steps. The steps described in rules 608.2a and 608.2b are followed first. The steps described in "
    "rules 608.2c-j are then followed in no specific order.",
    "608.2h If an effect requires information from the game (such as the number of creatures on the battlefield), the "
    "answer is determined only once, when the effect is applied.",
]


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # WotC's older words for what is done as a spell resolves (Demonic Tutor, Dystopia, Bulwark).
        ("You pick a card on resolution.", ["608.2"]),
        ("The permanent is chosen and sacrificed during resolution.", ["608.2"]),
        ("Counts cards during resolution.", ["608.2"]),
        # Not what is "not on resolution", nor a condition "checked again on resolution" (603.4's; 608.2h's reading of
        # a check on resolution, older, stays).
        ("The creature is chosen on announcement and not on resolution of the spell because it is targeted.", []),
        ("This condition is checked again on resolution.", ["608.2h"]),
        # A step of the resolution named links its subrule alone (608.2h), and a coin flipped then is the coin's (705).
        ("It checks the color on resolution.", ["608.2h"]),
        ("The coin is flipped on resolution.", []),
    ],
)
def test_what_is_done_on_resolution_is_608_2s(linked, ruling, numbers):
    text = "Search your library for a card, put that card into your hand, then shuffle."
    assert linked(RESOLVING, text, ruling) == numbers
