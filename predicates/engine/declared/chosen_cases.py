"""Cases of the permanents whose cost effect depends on what was chosen (`chosen`): a creature type (Herald's
Horn, Urza's Incubator), a card type (Cloud Key), the exiled card's types (Semblance Anvil), a card name (Brago's
Favor, Council of the Absolute), two colours (Seal of the Guildpact), and the amount of mana paid for Chorus of the
Conclave's "As an additional cost to cast creature spells, you may pay any amount of mana" (CHORUS_CASES, written
before the engine read it, 2026-12-02).

Each answer was written from the ruling (or, where none is printed, from 601.2f and 118.7) and committed before the
engine was run on it (2026-12-02).
"""

from ..registry import Case, Raises
from .cost_cases import raises, values
from .cost_ruling_texts import (
    ANVIL_COLORED,
    ANVIL_MULTIPLE_TYPES,
    ANVIL_TOTAL,
    ANVIL_X,
    BRAGO_KICKER,
    BRAGO_OVERLOAD,
    CHORUS_AS_CAST,
    CHORUS_CONVOKE,
    CHORUS_ON_BATTLEFIELD,
    COUNCIL_FUSE,
    COUNCIL_ONE_GENERIC,
    HORN_GENERIC_ONLY,
    HORN_NO_CARD_TYPE,
    HORN_NO_MULTIPLE,
    INCUBATOR_CUMULATIVE,
    SEAL_ALTERNATIVE,
    SEAL_GENERIC_ONLY,
    SEAL_TWO_COLORS,
)


def total(name, **situation):
    return values(name, "total_cost", **situation)


def ruled(title, run, expected, ruling, card, date):
    return Case(title, run, expected, ruling=ruling, card=card, date=date)


def cr(title, run, expected, *rules):
    return Case(title, run, expected, rules=rules)


CHOSEN_CASES = (
    ruled(
        "Pensive Minotaur (Minotaur Warrior) with Herald's Horn, Warrior chosen: {1} less, {1}{R}",
        lambda: total("Pensive Minotaur", battlefield=["Herald's Horn"], chosen={"Herald's Horn": "Warrior"}),
        "{1}{R}",
        HORN_NO_MULTIPLE,
        "Herald's Horn",
        "2017-08-25",
    ),
    ruled(
        'Herald\'s Horn with "Cat Warrior" chosen: refused, one creature type only',
        lambda: total("Pensive Minotaur", battlefield=["Herald's Horn"], chosen={"Herald's Horn": "Cat Warrior"}),
        raises("205.3m"),
        HORN_NO_MULTIPLE,
        "Herald's Horn",
        "2017-08-25",
    ),
    ruled(
        'Herald\'s Horn with "artifact" chosen: refused, a card type is no creature type',
        lambda: total("Frogmite", battlefield=["Herald's Horn"], chosen={"Herald's Horn": "artifact"}),
        raises("205.3m"),
        HORN_NO_CARD_TYPE,
        "Herald's Horn",
        "2017-08-25",
    ),
    ruled(
        "Llanowar Elves with Herald's Horn, Elf chosen: {G} has no generic mana, unchanged",
        lambda: total("Llanowar Elves", battlefield=["Herald's Horn"], chosen={"Herald's Horn": "Elf"}),
        "{G}",
        HORN_GENERIC_ONLY,
        "Herald's Horn",
        "2017-08-25",
    ),
    cr(
        "Grizzly Bears (a Bear) with Herald's Horn, Warrior chosen: not of the chosen type, {1}{G}",
        lambda: total("Grizzly Bears", battlefield=["Herald's Horn"], chosen={"Herald's Horn": "Warrior"}),
        "{1}{G}",
        "601.2f",
    ),
    ruled(
        "Mulldrifter (Elemental) with two Urza's Incubators, Elemental chosen for both: {4} less, {U}",
        lambda: total(
            "Mulldrifter",
            battlefield=["Urza's Incubator", "Urza's Incubator"],
            chosen={"Urza's Incubator": "Elemental"},
        ),
        "{U}",
        INCUBATOR_CUMULATIVE,
        "Urza's Incubator",
        "2004-10-04",
    ),
    ruled(
        "Mulldrifter with two Urza's Incubators, Elemental chosen for one, Goblin for the other: {2} less, {2}{U}",
        lambda: total(
            "Mulldrifter",
            battlefield=["Urza's Incubator", "Urza's Incubator"],
            chosen={"Urza's Incubator": ["Elemental", "Goblin"]},
        ),
        "{2}{U}",
        INCUBATOR_CUMULATIVE,
        "Urza's Incubator",
        "2004-10-04",
    ),
    cr(
        "Capsize with Cloud Key, instant chosen: {1} less, {U}{U}",
        lambda: total("Capsize", battlefield=["Cloud Key"], chosen={"Cloud Key": "instant"}),
        "{U}{U}",
        "601.2f",
        "118.7a",
    ),
    cr(
        "Fireball, X = 3, with Cloud Key, instant chosen: a sorcery, {3}{R}",
        lambda: total("Fireball", x=3, battlefield=["Cloud Key"], chosen={"Cloud Key": "instant"}),
        "{3}{R}",
        "601.2f",
    ),
    cr(
        "Cloud Key with Elf chosen: refused, its text lists the card types to choose",
        lambda: total("Capsize", battlefield=["Cloud Key"], chosen={"Cloud Key": "Elf"}),
        raises("601.2f"),
        "601.2f",
    ),
    cr(
        "Cloud Key with nothing chosen: refused, naming chosen",
        lambda: total("Capsize", battlefield=["Cloud Key"]),
        raises("601.2f"),
        "601.2f",
    ),
    cr(
        "chosen for a permanent whose effect asks no choice (Sphere of Resistance): refused",
        lambda: total("Capsize", battlefield=["Sphere of Resistance"], chosen={"Sphere of Resistance": "instant"}),
        raises("601.2f"),
        "601.2f",
    ),
    ruled(
        "Fireball, X = 5, with Seal of the Guildpact, red and green chosen: a red spell, {1} less, {4}{R}",
        lambda: total("Fireball", x=5, battlefield=["Seal of the Guildpact"], chosen={"Seal of the Guildpact": "RG"}),
        "{4}{R}",
        SEAL_GENERIC_ONLY,
        "Seal of the Guildpact",
        "2015-11-04",
    ),
    ruled(
        "Beacon Bolt ({1}{U}{R}) with Seal of the Guildpact, blue and red chosen: {2} less, but only {1} is "
        "generic: {U}{R}",
        lambda: total("Beacon Bolt", battlefield=["Seal of the Guildpact"], chosen={"Seal of the Guildpact": "UR"}),
        "{U}{R}",
        SEAL_GENERIC_ONLY,
        "Seal of the Guildpact",
        "2015-11-04",
    ),
    ruled(
        "Mulldrifter evoked ({2}{U}) with Seal of the Guildpact, blue and red chosen: {1}{U}",
        lambda: total(
            "Mulldrifter", cast="evoke", battlefield=["Seal of the Guildpact"], chosen={"Seal of the Guildpact": "UR"}
        ),
        "{1}{U}",
        SEAL_ALTERNATIVE,
        "Seal of the Guildpact",
        "2015-11-04",
    ),
    ruled(
        "Seal of the Guildpact with one colour chosen: refused, two different colours",
        lambda: total("Fireball", x=1, battlefield=["Seal of the Guildpact"], chosen={"Seal of the Guildpact": "R"}),
        raises("601.2f"),
        SEAL_TWO_COLORS,
        "Seal of the Guildpact",
        "2015-11-04",
    ),
    ruled(
        "Cyclonic Rift ({1}{U}) with Semblance Anvil, an instant exiled: {U}",
        lambda: total("Cyclonic Rift", battlefield=["Semblance Anvil"], chosen={"Semblance Anvil": "instant"}),
        "{U}",
        ANVIL_COLORED,
        "Semblance Anvil",
        "2011-01-01",
    ),
    ruled(
        "Fireball, X = 5, with Semblance Anvil, a sorcery exiled: {3}{R}",
        lambda: total("Fireball", x=5, battlefield=["Semblance Anvil"], chosen={"Semblance Anvil": "sorcery"}),
        "{3}{R}",
        ANVIL_X,
        "Semblance Anvil",
        "2011-01-01",
    ),
    ruled(
        "Frogmite (artifact creature, {4}) with Semblance Anvil, an artifact creature exiled: just {2} less, {2}",
        lambda: total("Frogmite", battlefield=["Semblance Anvil"], chosen={"Semblance Anvil": "artifact creature"}),
        "{2}",
        ANVIL_MULTIPLE_TYPES,
        "Semblance Anvil",
        "2011-01-01",
    ),
    ruled(
        "Capsize with buyback and Lodestone Golem, an instant exiled with Semblance Anvil: {1}{U}{U} + {3} + {1} "
        "- {2} = {3}{U}{U}",
        lambda: total(
            "Capsize",
            additional=["buyback"],
            battlefield=["Lodestone Golem", "Semblance Anvil"],
            chosen={"Semblance Anvil": "instant"},
        ),
        "{3}{U}{U}",
        ANVIL_TOTAL,
        "Semblance Anvil",
        "2011-01-01",
    ),
    cr(
        "Semblance Anvil with a land given as the exiled card: refused, it exiles a nonland card",
        lambda: total("Capsize", battlefield=["Semblance Anvil"], chosen={"Semblance Anvil": "land"}),
        raises("205.2a"),
        "205.2a",
    ),
    ruled(
        "Cyclonic Rift overloaded ({6}{U}) with Brago's Favor naming it: {5}{U}",
        lambda: total(
            "Cyclonic Rift", cast="overload", battlefield=["Brago's Favor"], chosen={"Brago's Favor": "Cyclonic Rift"}
        ),
        "{5}{U}",
        BRAGO_OVERLOAD,
        "Brago's Favor",
        "2014-05-29",
    ),
    ruled(
        "Burst Lightning kicked ({R} + {4}) with Brago's Favor naming it: the kicker first, then {1} less: {3}{R}",
        lambda: total(
            "Burst Lightning", kicked=1, battlefield=["Brago's Favor"], chosen={"Brago's Favor": "Burst Lightning"}
        ),
        "{3}{R}",
        BRAGO_KICKER,
        "Brago's Favor",
        "2014-05-29",
    ),
    cr(
        "Capsize with Brago's Favor naming Cyclonic Rift: another name, {1}{U}{U}",
        lambda: total("Capsize", battlefield=["Brago's Favor"], chosen={"Brago's Favor": "Cyclonic Rift"}),
        "{1}{U}{U}",
        "601.2f",
    ),
    ruled(
        "Cyclonic Rift ({1}{U}) with Council of the Absolute naming it: {2} less, only {1} generic: {U}",
        lambda: total(
            "Cyclonic Rift",
            battlefield=["Council of the Absolute"],
            chosen={"Council of the Absolute": "Cyclonic Rift"},
        ),
        "{U}",
        COUNCIL_ONE_GENERIC,
        "Council of the Absolute",
        "2013-04-15",
    ),
    ruled(
        "Turn // Burn fused with Council of the Absolute naming Burn: the whole spell, {2}{U} + {1}{R} - {2} = "
        "{1}{U}{R}",
        lambda: values(
            "Turn // Burn",
            "total_cost",
            cast="fuse",
            battlefield=["Council of the Absolute"],
            chosen={"Council of the Absolute": "Burn"},
        ),
        "{1}{U}{R}",
        COUNCIL_FUSE,
        "Council of the Absolute",
        "2013-04-15",
    ),
)

CHORUS = "Chorus of the Conclave"

CHORUS_CASES = (
    ruled(
        "Chorus of the Conclave cast itself: its ability isn't on the battlefield, so no amount can be chosen for it",
        lambda: total(CHORUS, chosen={CHORUS: 2}),
        raises("601.2f"),
        CHORUS_ON_BATTLEFIELD,
        CHORUS,
        "2005-10-01",
    ),
    ruled(
        "Chorus of the Conclave cast itself: its own mana cost, {4}{G}{G}{W}{W}",
        lambda: total(CHORUS),
        "{4}{G}{G}{W}{W}",
        CHORUS_ON_BATTLEFIELD,
        CHORUS,
        "2005-10-01",
    ),
    ruled(
        "Grizzly Bears cast with Chorus of the Conclave out, 3 mana paid for counters: {1}{G} + {3} = {4}{G}",
        lambda: total("Grizzly Bears", battlefield=[CHORUS], chosen={CHORUS: 3}),
        "{4}{G}",
        CHORUS_AS_CAST,
        CHORUS,
        "2005-10-01",
    ),
    ruled(
        "Arboretum Elemental (convoke) with Chorus of the Conclave, 2 paid: {9}{G}{G}, all of it tapped for by 11 "
        "green creatures",
        lambda: values(
            "Arboretum Elemental",
            ("total_cost", "remaining_cost", "creatures_tapped"),
            battlefield=[CHORUS],
            chosen={CHORUS: 2},
            untapped_creatures=["G"] * 11,
        ),
        ("{9}{G}{G}", "{0}", 11),
        CHORUS_CONVOKE,
        CHORUS,
        "2005-10-01",
    ),
    cr(
        "Lightning Bolt with Chorus of the Conclave, 3 given: no creature spell, nothing added, {R}",
        lambda: total("Lightning Bolt", battlefield=[CHORUS], chosen={CHORUS: 3}),
        "{R}",
        "601.2b",
        "601.2f",
    ),
    cr(
        "Grizzly Bears with Chorus of the Conclave, no amount given: none paid, {1}{G}",
        lambda: total("Grizzly Bears", battlefield=[CHORUS]),
        "{1}{G}",
        "601.2b",
    ),
    cr(
        "Grizzly Bears with Chorus, 3 paid: mana value still 2 (an additional cost, 118.8d)",
        lambda: values("Grizzly Bears", ("total_cost", "mana_value"), battlefield=[CHORUS], chosen={CHORUS: 3}),
        ("{4}{G}", 2),
        "601.2f",
        "118.8d",
    ),
    cr(
        "Llanowar Elves with Chorus (1 paid) and Trinisphere: {1}{G} is less than three mana, so {2}{G}",
        lambda: total("Llanowar Elves", battlefield=[CHORUS, "Trinisphere"], chosen={CHORUS: 1}),
        "{2}{G}",
        "601.2f",
    ),
    cr(
        "An opponent's Chorus of the Conclave: its controller's additional cost, not the caster's: {1}{G}",
        lambda: total("Grizzly Bears", battlefield=[{"name": CHORUS, "controller": "opponent"}]),
        "{1}{G}",
        "601.2f",
    ),
    cr(
        'Chorus of the Conclave with "3" (a string) as the amount: refused, a whole number is paid',
        lambda: total("Grizzly Bears", battlefield=[CHORUS], chosen={CHORUS: "3"}),
        Raises("601.2b"),  # a whole number's error cites the step numbering, as kicked's and x's do
        "601.2b",
    ),
)
