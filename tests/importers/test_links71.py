"""Ruling links, links71: draw 38 (30 rulings labelled blind from the CR of each one's date, committed before the linker
ran on them, measured once, then tuned on as tuned38); 603.3d in WotC's older verbs for a triggered ability that must
target what it can ("You must pick a target creature", "You are forced to pick", "you have to tap one of your own"),
found in 2004's CR too (410.4); 400.7a-c when what was done to a permanent spell is kept by the permanent it becomes
("a spell which is to become a permanent", "the permanent that spell becomes"). The rulings are real ones."""

import pytest

from rulings import link_evaluation
from tests.importers.cr_lines import TRIGGERS

pytestmark = pytest.mark.django_db


def test_draw_38_keeps_its_labelled_rows_and_is_tuned_on():
    rows = [row for row in link_evaluation.read_rows() if row.group == "tuned38"]
    assert len(rows) == 30 and len({row.uid for row in rows}) == 30
    assert sum(not row.labels for row in rows) == 7
    assert sum(len(row.labels) for row in rows) == 31
    assert link_evaluation.tuned_on("tuned38")
    # Drawn beside draw 37 (links70, blind37) from the same pool, that draw's rows left out: no ruling is in both.
    others = {row.uid for row in link_evaluation.read_rows() if row.group != "tuned38"}
    assert not others & {row.uid for row in rows}


PUT_ON_THE_STACK = TRIGGERS + [
    "603.3. Once an ability has triggered, its controller puts it on the stack as an object that's not a card the "
    "next time a player would receive priority.",
    "603.3d The remainder of the process for putting a triggered ability on the stack is identical to the process "
    "for casting a spell listed in rules 601.2c-d. If a choice is required when the triggered ability goes on the "
    "stack but no legal choices can be made for it, or if a rule or a continuous effect otherwise makes the ability "
    "illegal, the ability is simply removed from the stack.",
]

# The CR before July 2009, whose rule the lineage of 603.3d does not reach (2004's words).
OLD_TRIGGERS = [
    "4. Spells, Abilities, and Effects",
    "410. Handling Triggered Abilities",
    "410.1. Because triggered abilities aren't played, they may trigger even when it isn't legal to play spells.",
    "410.4. When a triggered ability goes on the stack, the controller of the ability makes any choices that would be "
    "required while playing an activated ability. If no legal choice can be made (or if a rule or a continuous effect "
    "otherwise makes the ability illegal), the ability is simply removed from the stack.",
]


@pytest.mark.parametrize(
    ("cr", "card_text", "ruling", "numbers"),
    [
        # Bogardan Firefiend, Erhnam Djinn, Onslaught, Stern Proctor (2004): the same obligation in older verbs.
        (
            PUT_ON_THE_STACK,
            "When Some Card dies, it deals 2 damage to target creature.",
            "You must pick a target creature, even if you are the only player with creatures on the battlefield.",
            ["603.3d"],
        ),
        (
            PUT_ON_THE_STACK,
            "At the beginning of your upkeep, target non-Wall creature an opponent controls gains forestwalk until "
            "your next upkeep.",
            "In multiplayer games you can choose a different player's creature each upkeep. You are forced to pick a "
            "creature that some opponent controls if there is at least one creature on the battlefield that is a "
            "legal target.",
            ["603.3d"],
        ),
        (
            PUT_ON_THE_STACK,
            "Whenever you cast a creature spell, tap target creature.",
            "The ability is not optional. If you have the only targetable creatures, you have to tap one of your own.",
            ["603.3d"],
        ),
        # In the words of the CR in force then (410.4): found where 603.3's lineage does not reach.
        (
            OLD_TRIGGERS,
            "When Some Card enters the battlefield, return target artifact or enchantment to its owner's hand.",
            "If there is an artifact or enchantment on the battlefield (even your own) when this card enters the "
            "battlefield, you must return one to owner's hand.",
            ["410.4"],
        ),
        (
            OLD_TRIGGERS,
            "When Some Card enters the battlefield, destroy target nonbasic land.",
            "You have to pick one of your own non-basic lands if the opponent does not have any and you do.",
            ["410.4"],
        ),
        # Guards: no targeting trigger on the card (Meteor Crater's color), a choice between two costs (Gateway
        # Shade's "You must choose one or the other"), a pick that is not a trigger's target.
        (
            PUT_ON_THE_STACK,
            "{T}: Choose a color of a permanent you control. Add one mana of that color.",
            'You can\'t choose "colorless". You have to choose one of the five colors.',
            [],
        ),
        (
            PUT_ON_THE_STACK,
            "Whenever Some Card attacks, tap target creature.\nTap an untapped Gate you control: Some Card gets +2/+2.",
            "You can't tap an untapped Gate you control for mana and tap it to activate the ability at the same time. "
            "You must choose one or the other.",
            [],
        ),
        (
            PUT_ON_THE_STACK,
            "{2}{U}, {T}: Change the target of target spell or ability with a single target.",
            "You must pick a legal target when redirecting the spell or ability.",
            [],
        ),
    ],
)
def test_a_triggered_ability_must_pick_what_it_can(linked, cr, card_text, ruling, numbers):
    assert linked(cr, card_text, ruling) == numbers


ZONES = [
    "4. Zones",
    "400. General",
    "400.1. A zone is a place where objects can be during a game.",
    "400.7. An object that moves from one zone to another becomes a new object with no memory of, or relation to, its "
    "previous existence. This rule has the following exceptions.",
    "400.7a Effects from spells, activated abilities, and triggered abilities that change the characteristics or "
    "controller of a permanent spell on the stack continue to apply to the permanent that spell becomes.",
]

# The CR before July 2009, whose rule the lineage of 400.7 does not reach (2004's words).
OLD_ZONES = [
    "2. Parts of the Game",
    "217. Zones",
    "217.1. A zone is a place where objects can be during a game.",
    "217.1c An object that moves from one zone to another is treated as a new object. Effects connected with its "
    "previous location will no longer apply. There are two exceptions to this rule: Effects that edit the "
    "characteristics of an artifact, creature, or enchantment spell on the stack will continue to apply to the "
    "permanent that spell creates.",
]


@pytest.mark.parametrize(
    ("cr", "card_text", "ruling", "numbers"),
    [
        # Glamerdye, Burrenton Forge-Tender: the effect kept by the permanent the spell becomes.
        (
            ZONES,
            "Change the text of target spell or permanent by replacing all instances of one color word with another.",
            "If Some Card affects an artifact, creature, enchantment, or planeswalker spell, it will also affect the "
            "permanent that spell becomes when it resolves.",
            ["400.7"],
        ),
        (
            ZONES,
            "Sacrifice Some Card: Prevent all damage a red source of your choice would deal this turn.",
            "If a permanent spell is chosen as the source of damage, Some Card's prevention effect continues to apply "
            "for the rest of the turn to the permanent that spell becomes once it has entered the battlefield.",
            ["400.7"],
        ),
        # Blind Seer (2004): found in 2004's words.
        (
            OLD_ZONES,
            "{1}{U}: Target spell or permanent becomes the color of your choice until end of turn.",
            "If you change the color of a spell which is to become a permanent, the permanent will retain the color "
            "change until the end of the turn.",
            ["217.1c"],
        ),
        # Guards: a permanent's color changed (no spell to become one), a spell that never becomes a permanent.
        (
            ZONES,
            "{1}{U}: Target spell or permanent becomes the color of your choice until end of turn.",
            "If you change the color of a permanent, it keeps that color until end of turn.",
            [],
        ),
        (
            ZONES,
            "Counter target spell that's the chosen color.",
            "An instant or sorcery spell doesn't become a permanent; it goes to the graveyard as it resolves.",
            [],
        ),
    ],
)
def test_what_was_done_to_a_permanent_spell_stays_with_the_permanent(linked, cr, card_text, ruling, numbers):
    assert linked(cr, card_text, ruling) == numbers
