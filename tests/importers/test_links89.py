"""Ruling links, links89: the everyday keyword actions' own rules (701) in WotC's recurring words for what the rule
settles (rulings/keyword_actions.py): an exchange that doesn't happen (701.12a), a creature that can still
regenerate (701.19a), a countered spell that never reaches the battlefield (701.6a), an attachment that can't be made
(701.3b), a sacrifice that regeneration can't save (701.21a). The rulings and card texts are real ones (the tuned rows
Shifting Borders' kin Switcheroo, Leyline of Punishment, Faith's Reward, Stonehewer Giant; the corpus's Platinum
Emperion, Annihilating Fire, Counterbore, Ogre Geargrabber, Ashling, All Is Dust, Mercy Killing; the guards Otaria,
Reins of the Vinesteed, Puncture Bolt, Tezzeret's Touch, Conjured Currency, Vedalken Plotter's second sentence)."""

import pytest

pytestmark = pytest.mark.django_db

ACTIONS = [
    "7. Additional Rules",
    "701. Keyword Actions",
    "701.3. Attach",
    "701.3b. If an effect tries to attach an Aura, Equipment, or Fortification to an object or player it can't be "
    "attached to, the Aura, Equipment, or Fortification doesn't move.",
    "701.6. Counter",
    "701.6a. To counter a spell or ability means to cancel it, removing it from the stack. It doesn't resolve and none "
    "of its effects occur. A countered spell is put into its owner's graveyard.",
    "701.12. Exchange",
    "701.12a. A spell or ability may instruct players to exchange something (for example, life totals or control of "
    "two permanents) as part of its resolution. When such a spell or ability resolves, if the entire exchange can't be "
    "completed, no part of the exchange occurs.",
    "701.19. Regenerate",
    "701.19a. If the effect of a resolving spell or ability regenerates a permanent, it creates a replacement effect "
    "that protects the permanent the next time it would be destroyed this turn.",
    "701.21. Sacrifice",
    "701.21a. To sacrifice a permanent, its controller moves it from the battlefield directly to its owner's "
    "graveyard. Sacrificing a permanent doesn't destroy it, so regeneration or other effects that replace destruction "
    "can't affect this action.",
]

SWITCHEROO = "Exchange control of two target creatures."
PLATINUM_EMPERION = (
    "Your life total can't change. (You can't gain or lose life. You can't pay any amount of life except 0.)"
)
LEYLINE_OF_PUNISHMENT = (
    "If Leyline of Punishment is in your opening hand, you may begin the game with it on the battlefield.\n"
    "Players can't gain life.\nDamage can't be prevented."
)
ANNIHILATING_FIRE = (
    "Annihilating Fire deals 3 damage to any target. If a creature dealt damage this way would die this turn, exile it "
    "instead."
)
FAITHS_REWARD = (
    "Return to the battlefield all permanent cards in your graveyard that were put there from the battlefield "
    "this turn."
)
COUNTERBORE = (
    "Counter target spell. Search its controller's graveyard, hand, and library for all cards with the same name as "
    "that spell and exile them. Then that player shuffles his or her library."
)
STONEHEWER_GIANT = (
    "Vigilance\n{1}{W}, {T}: Search your library for an Equipment card and put it onto the battlefield. Attach it to a "
    "creature you control. Then shuffle your library."
)
OGRE_GEARGRABBER = (
    "Whenever Ogre Geargrabber attacks, gain control of target Equipment an opponent controls until end of turn. "
    "Attach it to Ogre Geargrabber. When you lose control of that Equipment, unattach it."
)
ASHLING = (
    "Whenever Ashling, the Extinguisher deals combat damage to a player, choose target creature that player controls. "
    "The player sacrifices that creature."
)
ALL_IS_DUST = "Each player sacrifices all colored permanents they control."
MERCY_KILLING = (
    "Target creature's controller sacrifices it, then creates X 1/1 green and white Elf Warrior creature tokens, where "
    "X is that creature's power."
)
OTARIA = "Instant and sorcery cards in graveyards have flashback. The flashback cost is equal to the card's mana cost."
PUNCTURE_BOLT = "Puncture Bolt deals 1 damage to target creature. Put a -1/-1 counter on that creature."
REINS_OF_THE_VINESTEED = (
    "Enchant creature\nEnchanted creature gets +2/+2.\nWhen enchanted creature dies, you may return Reins of the "
    "Vinesteed from your graveyard to the battlefield attached to a creature that shares a creature type with that "
    "creature."
)
TEZZERETS_TOUCH = (
    "Enchant artifact\nEnchanted artifact is a creature with base power and toughness 5/5 in addition to its other "
    "types."
)


@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # 701.12a: the exchange that can't be completed doesn't happen (Shifting Borders' template, 19 corpus rulings).
        (
            SWITCHEROO,
            "If one of the target creatures is an illegal target when Switcheroo resolves, the exchange won't happen.",
            ["701.12"],
        ),
        (
            PLATINUM_EMPERION,
            "If an effect would cause you to exchange life totals with another player, the exchange won't happen. "
            "Neither player's life total changes.",
            ["701.12"],
        ),
        # 701.19a: a creature dealt lethal damage regenerates, on a card that doesn't say "regenerate".
        (
            LEYLINE_OF_PUNISHMENT,
            "If a creature is dealt lethal damage, it can still regenerate. If it does, the damage marked on it will "
            "be removed from it.",
            ["701.19"],
        ),
        (ANNIHILATING_FIRE, "The creature can still regenerate.", ["701.19"]),
        # 701.6a: a countered spell goes to its owner's graveyard from the stack.
        (
            FAITHS_REWARD,
            "Permanent spells that were countered earlier in the turn never entered the battlefield, so they won't "
            "return to the battlefield because of Faith's Reward.",
            ["701.6"],
        ),
        (
            COUNTERBORE,
            "If the spell's controller isn't the same as its owner (due to Commandeer, for example), it won't be "
            "exiled. The spell is countered and put into its owner's graveyard.",
            ["701.6"],
        ),
        # 701.3b: an Equipment attached only where it can be.
        (
            STONEHEWER_GIANT,
            "This ability doesn't target a creature. You may attach the Equipment to a creature that has shroud, for "
            "example. However, the creature must be able to be legally equipped by the Equipment.",
            ["701.3"],
        ),
        (
            OGRE_GEARGRABBER,
            "If the targeted Equipment can't be attached to Ogre Geargrabber for some reason, you'll still gain "
            "control of it until end of turn.",
            ["701.3"],
        ),
        # 701.21a: a sacrifice is no destruction.
        (
            ASHLING,
            "When the ability resolves, the player dealt combat damage by Ashling sacrifices that creature if they "
            "still control it. Neither regeneration nor indestructibile can save a creature from being sacrificed.",
            ["701.21"],
        ),
        (
            ALL_IS_DUST,
            "All Is Dust doesn't destroy permanents. Rather, it causes them to be sacrificed. Regeneration, totem "
            "armor, and indestructibile can't save permanents from All Is Dust.",
            ["701.21"],
        ),
        (
            MERCY_KILLING,
            "Because this is a sacrifice, neither regeneration nor indestructibile will save the creature.",
            ["701.21"],
        ),
    ],
)
def test_a_keyword_actions_own_rule_in_wotcs_words(linked, card_text, ruling, numbers):
    assert linked(ACTIONS, card_text, ruling) == numbers


@pytest.mark.parametrize(
    ("card_text", "ruling"),
    [
        # A countered spell exiled by flashback's replacement: 702.34's, not what countering does.
        (
            OTARIA,
            "If a spell cast by using flashback is countered, it's still exiled rather than being put into its "
            "owner's graveyard.",
        ),
        # "Regeneration can't save it" after 0 toughness: 704.5f's, no sacrifice.
        (
            PUNCTURE_BOLT,
            "If you target a creature with 1 toughness, Puncture Bolt deals 1 damage to it, then puts a -1/-1 counter "
            "on it, which reduces it to 0 toughness. The creature will be put into its owner's graveyard as a result "
            "of having 0 toughness. Regeneration can't save it.",
        ),
        # An Equipment that is a creature can't be attached: 301.5c's, not an attachment tried.
        (
            TEZZERETS_TOUCH,
            "If the enchanted artifact is an Equipment, it becomes unattached and it can't be attached to anything for "
            "as long as it remains a creature.",
        ),
        # An Aura returned "attached to" a creature that must be able to be legally enchanted: 303.4f's choice of what
        # it enchants (the tuned Reins of the Vinesteed), no attach action; the Equipment's "legally equipped" is.
        (
            REINS_OF_THE_VINESTEED,
            "This triggered ability doesn't target a creature. You may return Reins of the Vinesteed to the "
            "battlefield attached to a creature that has shroud, for example. However, the creature must be able to be "
            "legally enchanted by Reins of the Vinesteed.",
        ),
        # The card's own condition for its exchange, and what an exchange's player gains: no exchange failing.
        (
            "{T}: Exchange control of Conjured Currency and target permanent you neither own nor control.",
            "The exchange occurs only if Conjured Currency and the target permanent are both on the battlefield and "
            "controlled by different players when the ability resolves.",
        ),
        (
            "{1}{U}, {T}: Exchange control of target land you control and target land an opponent controls.",
            "There's no way for you to gain a land without losing another one in the process.",
        ),
    ],
)
def test_a_keyword_action_named_without_its_rules_words_links_nothing(linked, card_text, ruling):
    assert linked(ACTIONS, card_text, ruling) == []
