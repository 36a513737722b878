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


TRIGGERS = [
    "6. Spells, Abilities, and Effects",
    "603. Handling Triggered Abilities",
    "603.3. Once an ability has triggered, its controller puts it on the stack as an object that's not a card the next "
    "time a player would receive priority.",
    "603.3b If multiple players have triggered abilities that have triggered since the last time a player received "
    "priority, each player, in APNAP order, puts triggered abilities they control on the stack in any order they "
    "choose.",
]


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Saheeli's Artistry, Aether Rift, Countryside Crusher.
        (
            "Any abilities that trigger during the resolution of Some Card will wait to be put onto the stack until "
            "Some Card finishes resolving.",
            ["603.3b"],
        ),
        (
            "The card is actually discard, so anything which triggers on a discard will trigger. Such abilities will "
            "wait to go on the stack until after this ability has completely resolved.",
            ["603.3b"],
        ),
        (
            "Each time you put a land card into your graveyard with the first ability, the second ability will "
            "trigger. Those triggers wait to be put onto the stack until the first ability has completely finished "
            "resolving.",
            ["603.3b"],
        ),
        # Sorin Markov: a turn that waits, not a trigger.
        (
            "If the player affected by Some Card's third ability skips their next turn, the ability will wait. You'll "
            "control the next turn the affected player actually takes.",
            [],
        ),
    ],
)
def test_triggers_waiting_to_be_put_onto_the_stack_are_603_3b(linked, ruling, numbers):
    assert linked(TRIGGERS, "Some Card's text.", ruling) == numbers
