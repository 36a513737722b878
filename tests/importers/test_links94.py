"""Ruling links, links94: the "resolving" (608.2), "choices on resolution" (608.2d) and "face-down" (708) readings
narrowed to what their rules tell (rulings/resolution_readings.py, issue 22).

A choice named with a mode or targets chosen as the spell is put on the stack, or as no choice at all ("You choose the
division of damage as you put the ability on the stack, not as it resolves", "If you choose the second mode, only
permanents you control when Simic Charm resolves will gain hexproof", "or you choose not to, nothing happens when the
delayed triggered ability resolves") is no choice made on resolution; exiled cards face up by default and a face-down
card in exile with no characteristics are the exile zone's (406.3), not face-down permanents'; nothing or the card's own
instruction told as done "as it resolves" ("you'll simply draw a card as it resolves", "The ability will have no effect
as it resolves") is the card's.
The rulings and card texts are real ones, each link removed read on the corpus (docs/links-history.md, links94); the
guards keep their links: the tuned Kalastria Highborn and Electropotence (608.2), Cultivator of Blades' choice on
resolution, Dragonscale General's information and Lesser Werewolf's
condition read then (608.2h's, counted for 608.2), a face-down card exiled (Astral Slide)."""

import pytest

CR = [
    "4. Zones",
    "406. Exile",
    "406.1. The exile zone is essentially a holding area for objects.",
    "406.3. Exiled cards are, by default, kept face up and may be examined by any player at any time.",
    "6. Spells, Abilities, and Effects",
    "608. Resolving Spells and Abilities",
    "608.1. Each time all players pass in succession, the spell or ability on top of the stack resolves.",
    "608.2. If the object that's resolving is an instant spell, a sorcery spell, or an ability, its resolution may "
    "involve several steps.",
    "608.2b If the spell or ability specifies targets, it checks whether the targets are still legal.",
    "608.2d If an effect of a spell or ability offers any choices other than choices already made as part of casting "
    "the spell, activating the ability, or otherwise putting the spell or ability on the stack, the player announces "
    "these while applying the effect.",
    "608.2h If an effect requires information from the game (such as the number of creatures on the battlefield), the "
    "answer is determined only once, when the effect is applied.",
    "7. Additional Rules",
    "708. Face-Down Spells and Permanents",
    "708.1. Two cards have the ability to be turned face down, and then face up.",
]

SIMIC_CHARM = (
    "Choose one —\n• Target creature gets +3/+3 until end of turn.\n• Permanents you control gain hexproof until end "
    "of turn.\n• Return target creature to its owner's hand."
)
POLUKRANOS = (
    "{X}{X}{G}: Monstrosity X.\nWhen Polukranos, World Eater becomes monstrous, it deals X damage divided as you "
    "choose among any number of target creatures your opponents control. Each of those creatures deals damage equal to "
    "its power to Polukranos."
)
EMERGE_UNSCATHED = (
    "Target creature you control gains protection from the color of your choice until end of turn.\nRebound (If you "
    "cast this spell from your hand, exile it as it resolves. At the beginning of your next upkeep, you may cast this "
    "card from exile without paying its mana cost.)"
)
BEACON_BOLT = (
    "Beacon Bolt deals damage to target creature equal to the total number of instant and sorcery cards you own in "
    "exile and in your graveyard.\nJump-start"
)
KALASTRIA_HIGHBORN = (
    "Whenever Kalastria Highborn or another Vampire you control dies, you may pay {B}. If you do, target player loses "
    "2 life and you gain 2 life."
)
CULTIVATOR_OF_BLADES = (
    "Fabricate 2\nWhenever Cultivator of Blades attacks, you may have other attacking creatures get +X/+X until end of "
    "turn, where X is Cultivator of Blades's power."
)
DRAGONSCALE_GENERAL = (
    "At the beginning of your end step, bolster X, where X is the number of tapped creatures you control."
)

REMOVED = [
    # Choices: the mode, the targets or the division chosen before the resolution, or no choice (10 corpus links).
    (
        "Simic Charm",
        SIMIC_CHARM,
        "If you choose the second mode, only permanents you control when Simic Charm resolves will gain hexproof.",
        "608.2d",
    ),
    (
        "Polukranos, World Eater",
        POLUKRANOS,
        "You choose the division of damage as you put the ability on the stack, not as it resolves.",
        "608.2d",
    ),
    (
        "Glimpse the Sun God",
        "Tap X target creatures. Scry 1.",
        "If you choose zero targets, you'll just scry 1 when the spell resolves.",
        "608.2d",
    ),
    (
        "Emerge Unscathed",
        EMERGE_UNSCATHED,
        "If you are unable to cast a card from exile this way, or you choose not to, nothing happens when the delayed "
        "triggered ability resolves.",
        "608.2d",
    ),
    # Face down in exile: 406.3's (4 corpus links).
    (
        "Mirror of Fate",
        "{T}, Sacrifice Mirror of Fate: Choose up to seven face-up exiled cards you own. Exile all the cards from your "
        "library, then put the chosen cards on top of your library.",
        "Exiled cards are face up by default; they're face down only if the effect that exiled them said so.",
        "708",
    ),
    (
        "Beacon Bolt",
        BEACON_BOLT,
        "If any exiled cards you own are face down, they have no characteristics.",
        "708",
    ),
    (
        "Hedron Alignment",
        "Hexproof\nAt the beginning of your upkeep, you may reveal your hand. If you do, you win the game if you own a "
        "card named Hedron Alignment in exile, in your hand, in your graveyard, and on the battlefield.",
        "The Hedron Alignment in exile must be face up. If it's face down, it won't count, even if you are allowed to "
        "look at it.",
        "708",
    ),
    # An outcome told "as it resolves": the card's.
    (
        "Steady Progress",
        "Proliferate.\nDraw a card.",
        "If you do, you'll simply draw a card as it resolves.",
        "608.2",
    ),
    (
        "Arahbo, Roar of the World",
        "Eminence — At the beginning of combat on your turn, if Arahbo, Roar of the World is in the command zone or "
        "on the battlefield, another target Cat you control gets +3/+3 until end of turn.\nWhenever another Cat you "
        "control attacks, you may pay {1}{G}{W}. If you do, it gains trample and gets +X/+X until end of turn, where X "
        "is its power.",
        "If the creature is in an appropriate zone as the trigger event occurs but leaves that zone, the ability won't "
        "do anything as it resolves.",
        "608.2",
    ),
    (
        "Wake of Vultures",
        "Flying\n{1}{B}, Sacrifice a creature: Regenerate Wake of Vultures.",
        "The ability will have no effect as it resolves.",
        "608.2",
    ),
]


@pytest.mark.django_db
@pytest.mark.parametrize(("card", "card_text", "ruling", "number"), REMOVED, ids=[r[0] for r in REMOVED])
def test_a_reading_in_passing_is_no_link(linked, card, card_text, ruling, number):
    assert number not in linked(CR, card_text, ruling, name=card)


KEPT = [
    # The tuned Kalastria Highborn (608.2 labelled) and Electropotence (608.2): a choice or no action on resolution.
    ("Kalastria Highborn", KALASTRIA_HIGHBORN, "You choose whether to pay {B} as the ability resolves.", "608.2"),
    ("Kalastria Highborn", KALASTRIA_HIGHBORN, "You choose whether to pay {B} as the ability resolves.", "608.2d"),
    (
        "Electropotence",
        "Whenever a creature enters the battlefield under your control, you may pay {2}{R}. If you do, that creature "
        "deals damage equal to its power to any target.",
        "Once you decide to pay {2}{R}, it's too late for anyone to respond (such as by activating a regeneration "
        "ability the targeted creature has).",
        "608.2",
    ),
    (
        "Cultivator of Blades",
        CULTIVATOR_OF_BLADES,
        "You choose whether or not to have your other attacking creatures get +X/+X as Cultivator of Blades's "
        "triggered ability resolves, not as you put it onto the stack.",
        "608.2d",
    ),
    # Information read as it resolves: 608.2 (608.2h's rule, the tuned Dragonscale General) stays.
    (
        "Dragonscale General",
        DRAGONSCALE_GENERAL,
        "Count the number of tapped creatures you control as the ability resolves to determine the value of X.",
        "608.2",
    ),
    # A condition read as it resolves: 608.2h's information, which the evaluation counts for 608.2.
    (
        "Lesser Werewolf",
        "{B}: If Lesser Werewolf's power is 1 or more, it gets -1/-0 until end of turn and put a -0/-1 counter on "
        "target creature blocking or blocked by Lesser Werewolf. Activate this ability only during the declare "
        "blockers step.",
        "However, if Lesser Werewolf's power is 0 or less at the time the ability resolves, the ability won't do "
        "anything.",
        "608.2",
    ),
    # A face-down permanent exiled: its own rule (708), not cards face down in exile.
    (
        "Astral Slide",
        "Whenever a player cycles a card, you may exile target creature. If you do, return that card to the "
        "battlefield under its owner's control at the beginning of the next end step.",
        "If a face-down card is exiled, it turns face-up and remains face-up when it returns to the battlefield.",
        "708",
    ),
]


@pytest.mark.django_db
@pytest.mark.parametrize(("card", "card_text", "ruling", "number"), KEPT, ids=[k[0] for k in KEPT])
def test_the_readings_own_rule_keeps_its_link(linked, card, card_text, ruling, number):
    assert number in linked(CR, card_text, ruling, name=card)
