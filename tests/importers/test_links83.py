"""Ruling links, links83: when and in what order triggered abilities go on the stack (603.3b) in WotC's wordings that
no reading found before (rulings/trigger_order.py): the order a player chooses said with "whichever / whatever
order", "choose the order in which the ... abilities are placed on the stack", "orders their triggers"; the active
player's first; abilities that trigger during a resolution or a cast "won't be put onto the stack until" it ends.
The rulings are real ones (Immersturm, Savra, Razing Snidd, Tombstone Stairwell, Throne of the God-Pharaoh, Rainbow
Vale, Geier Reach Sanitarium, Kazuul, Trespasser's Curse, Liliana, the Necromancer, Thieves' Auction, Ezuri's
Predation, Pay Tribute to Me, Fraying Omnipotence; the guards Anthem of Rakdos, Precursor Golem, Terminus, Knowledge
Pool, Primal Surge, Sorin Markov)."""

import pytest

pytestmark = pytest.mark.django_db

TRIGGERS = [
    "1. Game Concepts",
    "101. The Magic Golden Rules",
    "101.4. If multiple players would make choices and/or take actions at the same time, the active player makes any "
    "choices required, then the next player in turn order makes any choices required, and so on.",
    "6. Spells, Abilities, and Effects",
    "603. Handling Triggered Abilities",
    "603.3. Once an ability has triggered, its controller puts it on the stack as an object that's not a card the next "
    "time a player would receive priority.",
    "603.3b If multiple players have triggered abilities that have triggered since the last time a player received "
    "priority, each player, in APNAP order, puts triggered abilities they control on the stack in any order they "
    "choose.",
    "616. Interaction of Replacement and/or Prevention Effects",
    "616.1. If two or more replacement and/or prevention effects are attempting to modify the way an event affects an "
    "object or player, the affected object's controller (or its owner if it has no controller) or the affected player "
    "chooses one to apply.",
]


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # The order a player chooses, in other words than "in any / either order".
        (
            "That means that if multiple creatures enter the battlefield at the same time, that player controls all "
            "of Some Card's triggered abilities and may put them on the stack in whichever order they like.",
            ["603.3b"],
        ),
        (
            "Sacrificing a creature that's both black and green will make both abilities trigger. You may put them on "
            "the stack in whichever order you want.",
            ["603.3b"],
        ),
        (
            "It probably won't matter much, but you choose the order in which the two triggered abilities are placed "
            "on the stack.",
            ["603.3b"],
        ),
        (
            "Both the cumulative upkeep and the triggered ability trigger at the beginning of upkeep, so you can "
            "choose what order they resolve.",
            ["603.3b"],
        ),
        (
            "If other abilities trigger at the beginning of your end step, first those controlled by your opponents "
            "resolve, then yours resolve. Each player orders their triggers in any order.",
            ["603.3b"],
        ),
        # The active player's first.
        (
            "If more than one player manages to tap it for mana in a given turn, then two control-change abilities "
            "will trigger at end of the turn. These abilities resolve using the standard order for such things, so "
            "the active player's triggers are put on the stack first, then the opponents'.",
            ["603.3b"],
        ),
        (
            'If an attacking creature has a "Whenever this creature attacks" ability, that ability is put on the '
            "stack first, then Some Card's ability is put on the stack. Although Some Card's ability will resolve "
            "first, and potentially create an Ogre token, any target of the other ability will already have been "
            "chosen at this point, and thus could not have been the new Ogre token.",
            ["603.3b"],
        ),
        (
            "If a creature enters the battlefield under enchanted player's control and causes an ability controlled "
            "by that player to trigger, the triggered ability of Some Card resolves first if it's that player's "
            "turn, and resolves last if it's your turn.",
            ["603.3b"],
        ),
        # Abilities that trigger during a resolution wait for it to end.
        (
            "If any abilities trigger on the target creatures being destroyed, those abilities won't be put onto the "
            "stack until after you've put creature cards onto the battlefield from graveyards.",
            ["603.3b"],
        ),
        (
            "Triggers from the permanents leaving the battlefield and then being put back onto the battlefield are "
            "not put on the stack until the entire effect is done.",
            ["603.3b"],
        ),
        (
            "If the Beasts entering the battlefield cause any abilities to trigger, those abilities will be put onto "
            "the stack after Some Card is finished resolving.",
            ["603.3b"],
        ),
        (
            "If a creature has an ability that triggers when it or another creature dies, that ability won't resolve "
            "until after the scheme's triggered ability has completely resolved.",
            ["603.3b"],
        ),
        (
            "Because the instructions are followed in order, abilities of the creatures a player will sacrifice may "
            "modify or trigger on losing life, discarding cards, and/or sacrificing creatures. Abilities that "
            "trigger this way will resolve after Some Card is done resolving.",
            ["603.3b"],
        ),
        # Guards: the order of replacement effects (616.1), of copies and of cards, not of triggered abilities.
        (
            "If damage that would be dealt to a player or creature is affected by both Some Card and a damage "
            "prevention effect, that player or that creature's controller chooses the order to apply the effects.",
            ["616"],
        ),
        (
            "The controller of the spell that caused Some Card's second ability to trigger also controls all the "
            "copies. That player chooses the order the copies are put onto the stack.",
            [],
        ),
        (
            "Each player chooses the order that creatures they own are put onto the bottom of their library.",
            [],
        ),
        # Guards: "in any order" stays the other reading's, whose link holds 101.4 (Knowledge Pool's 101.4 does not
        # come back); the waiting read before (links56) unchanged; a turn that waits is no trigger.
        (
            "If all Some Cards are controlled by the same player, that player chooses the order in which the "
            "triggered abilities are put onto the stack. If they are controlled by different players, the active "
            "player puts all of theirs on the stack in any order, then each other player in turn order does the "
            "same.",
            ["603", "603.3b"],
        ),
        (
            "If putting any of those permanent cards onto the battlefield causes abilities to trigger, those "
            "abilities will wait to go on the stack until Some Card has finished resolving. Starting with the active "
            "player, each player puts their abilities on the stack in any order.",
            ["603.3b"],
        ),
    ],
)
def test_the_order_triggered_abilities_go_on_the_stack_is_603_3b(linked, ruling, numbers):
    assert linked(TRIGGERS, "Some Card's text.", ruling) == numbers
