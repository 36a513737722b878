"""Ruling links, links49's pair the lead took: recall in 603 and 601 from the tuned misses, each reading the CR's own
words. The rulings are real ones."""

import pytest

pytestmark = pytest.mark.django_db


TRIGGERS = [
    "6. Spells, Abilities, and Effects",
    "603. Handling Triggered Abilities",
    "603.3. Once an ability has triggered, its controller puts it on the stack as an object that's not a card the next "
    "time a player would receive priority.",
    "603.3d The remainder of the process for putting a triggered ability on the stack is identical to the process for "
    "casting a spell listed in rules 601.2c-d.",
]


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Kharasha Foothills, Dragonlord Atarka, Sandsteppe Outcast: 603.3d, said of the player putting it there.
        ("You choose the target of the chaos ability as you put that ability on the stack.", ["603.3d"]),
        (
            "You choose how many targets the ability has and how the damage is divided as you put the ability on the "
            "stack.",
            ["603.3d"],
        ),
        ("You choose which mode you're using as you put the ability on the stack.", ["603.3d"]),
        # Not a choice said not to be made then.
        ("You don't choose the target as you put the ability on the stack.", []),
    ],
)
def test_choices_as_you_put_the_ability_on_the_stack_are_603_3d(linked, ruling, numbers):
    card = "When Some Card enters the battlefield, it deals 3 damage divided as you choose among any number of targets."
    assert linked(TRIGGERS, card, ruling) == numbers


CASTING = [
    "6. Spells, Abilities, and Effects",
    "601. Casting Spells",
    "601.2. To cast a spell is to take it from where it is (usually the hand), put it on the stack, and pay its costs, "
    "so that it will eventually resolve and have its effect.",
]


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Worldheart Phoenix, Farm // Market, Vengevine: "start" casting as 601.2's "begin".
        (
            "As soon as you start to cast Some Card from your graveyard, the card moves onto the stack.",
            ["601.2"],
        ),
        (
            "Once you've started to cast a spell with aftermath from your graveyard, the card is immediately moved to "
            "the stack.",
            ["601.2"],
        ),
        ("Some Card doesn't need to be in your graveyard as you start casting your second creature spell.", ["601.2"]),
    ],
)
def test_starting_to_cast_is_601_2(linked, ruling, numbers):
    assert linked(CASTING, "You may cast Some Card from your graveyard.", ruling) == numbers
