"""Ruling links, links65: 603.3d when a triggered ability must target what it can (its targets chosen as it is put on
the stack), read on a card whose triggered ability targets; 113.7a when the source "has left the battlefield by the
time" its triggered ability resolves and the effect still happens. The rulings are real ones."""

import pytest

from tests.importers.cr_lines import RESOLVING, TRIGGERS

pytestmark = pytest.mark.django_db

PUT_ON_THE_STACK = TRIGGERS + [
    "603.3. Once an ability has triggered, its controller puts it on the stack as an object that's not a card the "
    "next time a player would receive priority.",
    "603.3d The remainder of the process for putting a triggered ability on the stack is identical to the process "
    "for casting a spell listed in rules 601.2c-d.",
]

TARGETING_TRIGGER = "When Some Card enters the battlefield, return target artifact to its owner's hand."


@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Sylvan Primordial, Manic Vandal, Forge Devil, Morkrut Banshee: a triggered ability's target, if there is one.
        (
            "When Some Card enters the battlefield, for each opponent, destroy target noncreature permanent that "
            "player controls.",
            "If an opponent has any legal permanents to target, you must target one of them.",
            ["603.3d"],
        ),
        (
            TARGETING_TRIGGER,
            "Some Card's ability is mandatory. If you're the only player who controls an artifact, you must target "
            "one of them.",
            ["603.3d"],
        ),
        (
            "When Some Card enters the battlefield, it deals 1 damage to target creature and 1 damage to you.",
            "If it's the only creature on the battlefield, you'll have to choose it as the target and have it deal 1 "
            "damage to itself and 1 damage to you.",
            ["603.3d"],
        ),
        (
            "Morbid \u2014 When Some Card enters the battlefield, if a creature died this turn, target creature gets "
            "-4/-4 until end of turn.",
            "If there are no other creatures on the battlefield when the ability triggers, the ability must target "
            "Some Card itself.",
            ["603.3d"],
        ),
        # Guards: a spell's targets (601.2c's), a card with no targeting trigger, a choice made on resolution, a
        # spell's new targets (Perplexing Chimera), targets not required.
        ("Destroy target artifact.", "You must target an artifact to cast Some Card.", []),
        ("{T}: Some Card deals 1 damage to any target.", "You must target a creature or player.", []),
        (TARGETING_TRIGGER, "If the card has {X} in its mana cost, you must choose 0 as its value.", []),
        (
            "Whenever an opponent casts an instant or sorcery spell, you may exchange control of Some Card and that "
            "spell. If you do, you may choose new targets for the spell.",
            "If you change a target, you must choose a legal target for the spell.",
            [],
        ),
        (
            "When Some Card enters the battlefield, you may return up to one target creature to its owner's hand.",
            "You don't have to target a creature with Some Card's last ability.",
            [],
        ),
    ],
)
def test_a_triggered_ability_must_target_what_it_can(linked, card_text, ruling, numbers):
    assert linked(PUT_ON_THE_STACK, card_text, ruling) == numbers


SOURCE = [
    "1. Game Concepts",
    "113. Abilities",
    "113.7. The source of an ability is the object that generated it.",
    "113.7a Once activated or triggered, an ability exists on the stack independently of its source. Destruction or "
    "removal of the source after that time won't affect the ability.",
    *TRIGGERS,
    *RESOLVING[1:],
]

COPY_TRIGGER = "At the beginning of your upkeep, you may create a token that's a copy of Some Card."


@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Mirror-Sigil Sergeant, Nacatl War-Pride: the source gone "by the time" the ability resolves, still done.
        (
            COPY_TRIGGER,
            "If Some Card has left the battlefield by the time its triggered ability resolves, you'll still put a "
            "token onto the battlefield.",
            ["113.7a"],
        ),
        (
            COPY_TRIGGER,
            "If Some Card has left the battlefield by the time the triggered ability resolves, the tokens will still "
            "enter the battlefield as copies of Some Card.",
            ["113.7a"],
        ),
        # Guard: the trigger's object gone, not its source (Mirrorworks's "you can still pay {2}").
        (
            "Whenever another nontoken artifact enters the battlefield under your control, you may pay {2}. If you "
            "do, create a token that's a copy of that artifact.",
            "If the artifact that caused Some Card's ability to trigger has already left the battlefield by the time "
            "the ability resolves, you can still pay {2}.",
            [],
        ),
    ],
)
def test_the_source_gone_by_the_time_its_ability_resolves(linked, card_text, ruling, numbers):
    assert linked(SOURCE, card_text, ruling) == numbers
