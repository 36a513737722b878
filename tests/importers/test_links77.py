"""Ruling links, links77: keyword links of a keyword named in passing (issue 22, keyword precision).

A keyword named among the ways an Equipment becomes unattached, as a cost the player lacks the resources to pay, as
the quality of the objects another keyword's sentence is about, or as the card's bonus or grant told again ("will
give itself +2/+1 and flying", "the ability that gives it trample") is not what the ruling rests on
(rulings/keyword_retold.py only_in_passing, keyword_matching.WITHHELD). The rulings and card texts are real ones
(Grafted Wargear, Captain's Hook, Slaughter, Flowstone Flood, Scytheclaw, Vampire Nocturnus, Barreling Attack, Aven
Mimeomancer, Pursuit of Flight, Nahiri's Machinations; the guards The Antiquities War, Silent Sentinel, Herald of
Leshrac, Deepcavern Imp, Cartouche of Strength), each link removed read on the corpus (docs/links-history.md)."""

import pytest

from rulings import keyword_matching

KNOWN = {
    "equip": ("702.6", None, "ability"),
    "menace": ("702.111", None, "ability"),
    "buyback": ("702.27", None, "ability"),
    "living weapon": ("702.92", None, "ability"),
    "flying": ("702.9", None, "ability"),
    "trample": ("702.19", None, "ability"),
    "indestructible": ("702.12", None, "ability"),
    "bestow": ("702.103", None, "ability"),
    "cumulative upkeep": ("702.24", None, "ability"),
    "echo": ("702.30", None, "ability"),
    "enchant": ("702.5", None, "ability"),
    "haste": ("702.10", None, "ability"),
    "lifelink": ("702.15", None, "ability"),
    "deathtouch": ("702.2", None, "ability"),
    "defender": ("702.3", None, "ability"),
    "first strike": ("702.7", None, "ability"),
}


def named(ruling, card_text):
    return [k for k, _ in keyword_matching.keywords_named(ruling, card_text, KNOWN, list(KNOWN.items()))]


GRAFTED_WARGEAR = (
    "Equipped creature gets +3/+2.\nWhenever Grafted Wargear becomes unattached from a permanent, sacrifice that "
    "permanent.\nEquip {0} ({0}: Attach to target creature you control. Equip only as a sorcery.)"
)
CAPTAINS_HOOK = (
    "Equipped creature gets +2/+0, has menace, and is a Pirate in addition to its other creature types.\nWhenever "
    "Captain's Hook becomes unattached from a permanent, destroy that permanent.\nEquip {1}"
)
SLAUGHTER = (
    "Buyback—Pay 4 life. (You may pay 4 life in addition to any other costs as you cast this spell. If you do, put "
    "this card into your hand as it resolves.)\nDestroy target nonblack creature. It can't be regenerated."
)
FLOWSTONE_FLOOD = (
    "Buyback—Pay 3 life, Discard a card at random. (You may pay 3 life and discard a card at random in addition to "
    "any other costs as you cast this spell. If you do, put this card into your hand as it resolves.)\nDestroy "
    "target land."
)
SCYTHECLAW = (
    "Living weapon (When this Equipment enters the battlefield, create a 0/0 black Germ creature token, then attach "
    "this to it.)\nEquipped creature gets +1/+1.\nWhenever equipped creature deals combat damage to a player, that "
    "player loses half their life, rounded up.\nEquip {3}"
)
VAMPIRE_NOCTURNUS = (
    "Play with the top card of your library revealed.\nAs long as the top card of your library is black, Vampire "
    "Nocturnus and other Vampire creatures you control get +2/+1 and have flying."
)
BARRELING_ATTACK = (
    "Target creature gains trample until end of turn. When that creature becomes blocked this turn, it gets +1/+1 "
    "until end of turn for each creature blocking it."
)
AVEN_MIMEOMANCER = (
    "Flying\nAt the beginning of your upkeep, you may put a feather counter on target creature. If you do, that "
    "creature has base power and toughness 3/1 and has flying for as long as it has a feather counter on it."
)
PURSUIT_OF_FLIGHT = (
    'Enchant creature\nEnchanted creature gets +2/+2 and has "{U}: This creature gains flying until end of turn."'
)
NAHIRIS_MACHINATIONS = (
    "At the beginning of combat on your turn, target creature you control gains indestructible until end of turn.\n"
    "{1}{R}: Nahiri's Machinations deals 1 damage to target blocking creature."
)
CROWD_GOES_WILD = (
    "Assist (Another player can pay up to {X} of this spell's cost. You choose the value of X.)\nSupport X. (Put a "
    "+1/+1 counter on each of up to X target creatures.)\nEach creature with a +1/+1 counter on it gains trample "
    "until end of turn."
)
CARTOUCHE = (
    "Enchant creature you control\nWhen Cartouche of Strength enters the battlefield, you may have enchanted creature "
    "fight target creature an opponent controls. (Each deals damage equal to its power to the other.)\nEnchanted "
    "creature gets +1/+1 and has trample."
)


@pytest.mark.parametrize(
    ("card_text", "ruling", "keywords"),
    [
        # Equip among the ways the Equipment becomes unattached: linked to 702.6 before (the tuned Grafted Wargear
        # is labelled 301.5).
        (
            GRAFTED_WARGEAR,
            'The "becomes unattached" ability triggers if (a) Grafted Wargear leaves the battlefield, (b) the equip '
            "ability moves it onto another creature, (c) another effect moves it onto another creature, (d) an effect "
            "causes it to become unattached, or (e) the creature leaves the battlefield.",
            [],
        ),
        (
            CAPTAINS_HOOK,
            "Captain's Hook becomes unattached from the creature it's equipping if you equip it to a new creature, if "
            "Captain's Hook leaves the battlefield, if the equipped creature ceases to be a creature, or if Captain's "
            "Hook ceases to be an Equipment.",
            [],
        ),
        # A cost the player lacks the resources to pay: linked to 702.27 before (the tuned Slaughter: 119.4).
        (
            SLAUGHTER,
            "You can't pay the buyback if you have less than 4 life, even if an effect would keep you from losing "
            "for having 0 or less life.",
            [],
        ),
        (
            FLOWSTONE_FLOOD,
            "You can't pay the Buyback cost unless you have at least one card in your hand to discard.",
            [],
        ),
        # Living weapon as the quality of the Equipment the sentence on equip is about: linked to 702.92 before.
        (
            SCYTHECLAW,
            "Like other Equipment, each Equipment with living weapon has an equip cost. You can pay this cost to "
            "attach an Equipment to another creature you control.",
            ["equip"],
        ),
        # The card's bonus told again, without a verb before the keyword: linked to 702.9 / 702.19 before.
        (
            VAMPIRE_NOCTURNUS,
            "If the top card of your library is black, Vampire Nocturnus will give itself +2/+1 and flying even if "
            "it's somehow not a Vampire.",
            [],
        ),
        (BARRELING_ATTACK, "Both the +1/+1 and trample last only until end of turn.", []),
        # The card's grant named as what its ability gives: linked before.
        (
            AVEN_MIMEOMANCER,
            "If the second ability affects a creature, it doesn't cause that creature to lose any of its abilities. "
            "It just gives that creature flying as well.",
            [],
        ),
        (
            PURSUIT_OF_FLIGHT,
            "Only the controller of the enchanted creature can activate the ability that gives it flying.",
            [],
        ),
        (
            NAHIRIS_MACHINATIONS,
            "Players can respond to the triggered ability of Nahiri's Machinations by destroying the creature you "
            "target before the ability that gives it indestructible has resolved.",
            [],
        ),
        # The effect's reach or its absence told (611.2c, 608.2b): linked before.
        (
            CROWD_GOES_WILD,
            "Creatures that get a +1/+1 counter later in the turn won't gain trample, and creatures that lose their "
            "+1/+1 counters later in the turn won't lose trample.",
            [],
        ),
        (
            CROWD_GOES_WILD,
            "If The Crowd Goes Wild has any targets and each of those targets is illegal as it tries to resolve, the "
            "spell doesn't resolve. No creatures gain trample. The crowd falls silent.",
            [],
        ),
        (
            "When Necromancer's Covenant enters the battlefield, exile all creature cards from target player's "
            "graveyard, then create a 2/2 black Zombie creature token for each card exiled this way.\nZombies you "
            "control have lifelink.",
            "Necromancer's Covenant grants lifelink to all Zombies you control, not just the tokens put onto the "
            "battlefield with its first ability.",
            [],
        ),
        (
            "Creatures you control get +2/+1 until end of turn. Warrior creatures you control gain lifelink until end "
            "of turn. (Damage dealt by those Warriors also causes their controller to gain that much life.)",
            "Warrior creatures you control as Rush of Battle resolves gain lifelink in addition to getting +2/+1.",
            [],
        ),
        (
            "Whenever a creature you control with the chosen name attacks, you may pay {W}. If you do, that creature "
            "gains indestructible until end of turn.",
            "Notably, someone could respond to the ability and destroy the creature before it gains indestructible.",
            [],
        ),
    ],
)
def test_a_keyword_named_in_passing_is_not_linked(card_text, ruling, keywords):
    assert named(ruling, card_text) == keywords


@pytest.mark.parametrize(
    ("card_text", "ruling", "keywords"),
    [
        # Equip's own case in a sentence of its own, beside an unattachment (The Antiquities War).
        (
            "III — Artifacts you control become artifact creatures with base power and toughness 5/5 until end of "
            "turn.",
            "An Equipment that becomes an artifact creature becomes unattached if it's attached to a creature. Its "
            "equip ability can be activated, but it won't become attached to the target creature.",
            ["equip"],
        ),
        # A cost the keyword's own rule forbids or answers: bestow (a permanent put onto the battlefield), cumulative
        # upkeep and echo (not paid: sacrificed).
        (
            "Flying\nWhenever Silent Sentinel attacks, you may return target enchantment card from your graveyard to "
            "the battlefield.",
            "If you return an enchantment creature card with bestow to the battlefield, you can't pay its bestow "
            "cost. It won't be an Aura and can't be attached to a creature.",
            ["bestow"],
        ),
        (
            "Flying\nCumulative upkeep—Gain control of a land you don't control.",
            "When Herald of Leshrac's cumulative upkeep ability resolves, if its age counters outnumber the number of "
            "lands on the battlefield that you don't control, you can't pay its cumulative upkeep cost and must "
            "sacrifice it.",
            ["cumulative upkeep"],
        ),
        (
            "Flying, haste\nEcho—Discard a card.",
            "If you have no cards in hand, you can't pay the echo cost and Deepcavern Imp will be sacrificed.",
            ["echo"],
        ),
        # The keyword named alone too: trample's own rule (Cartouche of Strength).
        (
            CARTOUCHE,
            "The enchanted creature has +1/+1 and trample while it's fighting. However, trample doesn't apply during "
            "a fight.",
            ["trample"],
        ),
        # Defender's own case: the card does not lose it (Colossus of Akros).
        (
            "Defender, indestructible\n{10}: Monstrosity 10. (If this creature isn't monstrous, put ten +1/+1 "
            "counters on it and it becomes monstrous.)\nAs long as Colossus of Akros is monstrous, it has "
            "trample and can attack as though it didn't have defender.",
            "Colossus of Akros doesn't lose defender when it's monstrous. It's just able to attack.",
            ["defender"],
        ),
        # Equip's sentence on the Equipment with living weapon stays: only living weapon goes.
        (SCYTHECLAW, "You can pay its equip cost to attach it to another creature you control.", ["equip"]),
    ],
)
def test_a_keyword_on_which_the_ruling_rests_stays_linked(card_text, ruling, keywords):
    assert named(ruling, card_text) == keywords
