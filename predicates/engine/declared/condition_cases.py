"""Cases of the permanents whose cost effects depend on a fact of the game the situation states (battlefield.py):
what was chosen (`chosen`), counters (`counters`), whose turn it is (`your_turn`), what the spell targets
(`targets`), "up to" reductions, and Dream Halls' alternative cost (`cast: "Dream Halls"`).

Each answer was written from the ruling (or, where none is printed, from 601.2f and 118.7) and committed before the
engine was run on it (2026-12-02).
"""

from ..registry import Case, Raises
from ..total_cost import STEP_NUMBERING
from .cost_cases import raises, values
from .cost_ruling_texts import (
    ANIMAR_NOT_THIS_SPELL,
    ANVIL_COLORED,
    ANVIL_MULTIPLE_TYPES,
    ANVIL_TOTAL,
    ANVIL_X,
    BRAGO_KICKER,
    BRAGO_OVERLOAD,
    COUNCIL_FUSE,
    COUNCIL_ONE_GENERIC,
    DEFENSE_GRID_OWN_TURN,
    DEFENSE_GRID_REDUCED,
    DREAM_HALLS_ADDITIONAL,
    GATE_ARTIFACT_CREATURE,
    GATE_CUMULATIVE,
    GATE_GENERIC_ONLY,
    HERALD_OF_WAR_BOTH,
    HERALD_OF_WAR_TOTAL,
    HORN_GENERIC_ONLY,
    HORN_NO_CARD_TYPE,
    HORN_NO_MULTIPLE,
    ICEFALL_ALL_SPELLS,
    INCUBATOR_CUMULATIVE,
    MATRIX_NOT_SORCERIES,
    MIZZIX_ALTERNATIVE,
    MIZZIX_GENERIC_ONLY,
    MIZZIX_X,
    OUPHE_ANY_PLAYER,
    SCION_COLORED,
    SCION_OTHER_TARGETS,
    SEAL_ALTERNATIVE,
    SEAL_GENERIC_ONLY,
    SEAL_TWO_COLORS,
)

ANIMAR = "Animar, Soul of Elements"
OPPONENTS = {"controller": "opponent"}


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

COUNTER_CASES = (
    ruled(
        "Mulldrifter with Animar with two +1/+1 counters (the counter for this spell comes after): {2}{U}",
        lambda: total("Mulldrifter", battlefield=[ANIMAR], counters={ANIMAR: 2}),
        "{2}{U}",
        ANIMAR_NOT_THIS_SPELL,
        ANIMAR,
        "2018-03-16",
    ),
    ruled(
        "Grizzly Bears with Animar with no counter: {1}{G}",
        lambda: total("Grizzly Bears", battlefield=[ANIMAR], counters={ANIMAR: 0}),
        "{1}{G}",
        ANIMAR_NOT_THIS_SPELL,
        ANIMAR,
        "2018-03-16",
    ),
    cr(
        "Grizzly Bears with Animar with three counters: the generic {1} only, {G}",
        lambda: total("Grizzly Bears", battlefield=[ANIMAR], counters={ANIMAR: 3}),
        "{G}",
        "601.2f",
        "118.7a",
    ),
    cr(
        "Animar with a negative number of counters: refused, naming counters",
        lambda: total("Grizzly Bears", battlefield=[ANIMAR], counters={ANIMAR: -1}),
        raises("601.2f"),
        "601.2f",
    ),
    ruled(
        "Akroma, Angel of Fury (an Angel) with Herald of War with two +1/+1 counters: {3}{R}{R}{R}",
        lambda: total("Akroma, Angel of Fury", battlefield=["Herald of War"], counters={"Herald of War": 2}),
        "{3}{R}{R}{R}",
        HERALD_OF_WAR_TOTAL,
        "Herald of War",
        "2012-05-01",
    ),
    ruled(
        "Hidden Dragonslayer (a Human) with Herald of War with two counters: {W}",
        lambda: total("Hidden Dragonslayer", battlefield=["Herald of War"], counters={"Herald of War": 2}),
        "{W}",
        HERALD_OF_WAR_BOTH,
        "Herald of War",
        "2012-05-01",
    ),
    ruled(
        "Fireball, X = 5, with Mizzix and one experience counter: {4}{R}",
        lambda: total("Fireball", x=5, battlefield=["Mizzix of the Izmagnus"], counters={"Mizzix of the Izmagnus": 1}),
        "{4}{R}",
        MIZZIX_X,
        "Mizzix of the Izmagnus",
        "2015-11-04",
    ),
    ruled(
        "Deep Analysis with flashback ({1}{U}) and Mizzix with one experience counter: {U}",
        lambda: total(
            "Deep Analysis",
            cast="flashback",
            battlefield=["Mizzix of the Izmagnus"],
            counters={"Mizzix of the Izmagnus": 1},
        ),
        "{U}",
        MIZZIX_ALTERNATIVE,
        "Mizzix of the Izmagnus",
        "2015-11-04",
    ),
    ruled(
        "Lightning Bolt with Mizzix and four experience counters: {R}",
        lambda: total("Lightning Bolt", battlefield=["Mizzix of the Izmagnus"], counters={"Mizzix of the Izmagnus": 4}),
        "{R}",
        MIZZIX_GENERIC_ONLY,
        "Mizzix of the Izmagnus",
        "2015-11-04",
    ),
)

TURN_AND_TARGET_CASES = (
    ruled(
        "Mizzium Skin ({U}) off its caster's turn with Defense Grid and Sapphire Medallion: {3} more, {1} less: {2}{U}",
        lambda: total("Mizzium Skin", battlefield=["Defense Grid", "Sapphire Medallion"], your_turn=False),
        "{2}{U}",
        DEFENSE_GRID_REDUCED,
        "Defense Grid",
        "2004-10-04",
    ),
    ruled(
        "Lightning Bolt on its caster's own turn with Defense Grid: {R}",
        lambda: total("Lightning Bolt", battlefield=["Defense Grid"], your_turn=True),
        "{R}",
        DEFENSE_GRID_OWN_TURN,
        "Defense Grid",
        "2006-05-01",
    ),
    cr(
        "Lightning Bolt off its caster's turn with Defense Grid: {3}{R}",
        lambda: total("Lightning Bolt", battlefield=["Defense Grid"], your_turn=False),
        "{3}{R}",
        "601.2f",
    ),
    cr(
        'your_turn given as "no": refused, naming the field',
        lambda: total("Lightning Bolt", battlefield=["Defense Grid"], your_turn="no"),
        raises("601.2f"),
        "601.2f",
    ),
    ruled(
        "Lightning Bolt targeting an opponent's Icefall Regent and another creature: {2} more, {2}{R}",
        lambda: total(
            "Lightning Bolt",
            battlefield=[{"name": "Icefall Regent", **OPPONENTS}],
            targets=["Icefall Regent", "Grizzly Bears"],
        ),
        "{2}{R}",
        ICEFALL_ALL_SPELLS,
        "Icefall Regent",
        "2015-02-25",
    ),
    cr(
        "Lightning Bolt targeting another creature, an opponent's Icefall Regent out: {R}",
        lambda: total(
            "Lightning Bolt", battlefield=[{"name": "Icefall Regent", **OPPONENTS}], targets=["Grizzly Bears"]
        ),
        "{R}",
        "601.2f",
    ),
    ruled(
        "Glacial Ray ({1}{R}) targeting your Elderwood Scion and another creature: {2} less, {R}",
        lambda: total("Glacial Ray", battlefield=["Elderwood Scion"], targets=["Elderwood Scion", "Grizzly Bears"]),
        "{R}",
        SCION_OTHER_TARGETS,
        "Elderwood Scion",
        "2012-06-01",
    ),
    ruled(
        "Lightning Bolt targeting your Elderwood Scion: no generic mana to reduce, {R}",
        lambda: total("Lightning Bolt", battlefield=["Elderwood Scion"], targets=["Elderwood Scion"]),
        "{R}",
        SCION_COLORED,
        "Elderwood Scion",
        "2012-06-01",
    ),
    ruled(
        "Lightning Bolt targeting an opponent's Elderwood Scion: {2} more, {2}{R}",
        lambda: total(
            "Lightning Bolt", battlefield=[{"name": "Elderwood Scion", **OPPONENTS}], targets=["Elderwood Scion"]
        ),
        "{2}{R}",
        SCION_OTHER_TARGETS,
        "Elderwood Scion",
        "2012-06-01",
    ),
    ruled(
        "Glacial Ray targeting an opponent's Spellwild Ouphe: any player's spell, {R}",
        lambda: total(
            "Glacial Ray", battlefield=[{"name": "Spellwild Ouphe", **OPPONENTS}], targets=["Spellwild Ouphe"]
        ),
        "{R}",
        OUPHE_ANY_PLAYER,
        "Spellwild Ouphe",
        "2007-05-01",
    ),
    ruled(
        "Grizzly Bears ({1}{G}) with Planar Gate: up to {2} less, only {1} generic: {G}",
        lambda: total("Grizzly Bears", battlefield=["Planar Gate"]),
        "{G}",
        GATE_GENERIC_ONLY,
        "Planar Gate",
        "2004-10-04",
    ),
    ruled(
        "Mulldrifter ({4}{U}) with two Planar Gates: up to {4} less, {U}",
        lambda: total("Mulldrifter", battlefield=["Planar Gate", "Planar Gate"]),
        "{U}",
        GATE_CUMULATIVE,
        "Planar Gate",
        "2004-10-04",
    ),
    ruled(
        "Frogmite (an artifact creature spell, {4}) with Planar Gate: {2}",
        lambda: total("Frogmite", battlefield=["Planar Gate"]),
        "{2}",
        GATE_ARTIFACT_CREATURE,
        "Planar Gate",
        "2004-10-04",
    ),
    ruled(
        "Fireball, X = 2, with Mana Matrix: a sorcery, {2}{R}",
        lambda: total("Fireball", x=2, battlefield=["Mana Matrix"]),
        "{2}{R}",
        MATRIX_NOT_SORCERIES,
        "Mana Matrix",
        "2004-10-04",
    ),
    cr(
        "Khorvath Brightflame (a Dragon, {5}{R}) with The Ur-Dragon: another Dragon spell, {4}{R}",
        lambda: total("Khorvath Brightflame", battlefield=["The Ur-Dragon"]),
        "{4}{R}",
        "601.2f",
    ),
)

DREAM_HALLS_CASES = (
    ruled(
        "Capsize with buyback through Dream Halls: the buyback {3} is still paid, {3}",
        lambda: total("Capsize", cast="Dream Halls", additional=["buyback"], battlefield=["Dream Halls"]),
        "{3}",
        DREAM_HALLS_ADDITIONAL,
        "Dream Halls",
        "2004-10-04",
    ),
    ruled(
        "Burst Lightning kicked through Dream Halls: the kicker {4}",
        lambda: total("Burst Lightning", cast="Dream Halls", kicked=1, battlefield=["Dream Halls"]),
        "{4}",
        DREAM_HALLS_ADDITIONAL,
        "Dream Halls",
        "2004-10-04",
    ),
    ruled(
        "Mulldrifter through Dream Halls: no mana, {0}; its mana value stays 5",
        lambda: values("Mulldrifter", ("total_cost", "mana_value"), cast="Dream Halls", battlefield=["Dream Halls"]),
        ("{0}", 5),
        DREAM_HALLS_ADDITIONAL,
        "Dream Halls",
        "2004-10-04",
    ),
    cr(
        "Fireball through Dream Halls with X = 3: refused, X can only be 0",
        lambda: total("Fireball", cast="Dream Halls", x=3, battlefield=["Dream Halls"]),
        Raises("107.3b", STEP_NUMBERING),
        "107.3b",
    ),
    cr(
        "Frogmite (colourless) through Dream Halls: refused, no card shares a colour with it",
        lambda: total("Frogmite", cast="Dream Halls", battlefield=["Dream Halls"]),
        raises("105.2c"),
        "105.2c",
    ),
    cr(
        "Dream Halls' alternative cost without Dream Halls on the battlefield: refused",
        lambda: total("Capsize", cast="Dream Halls"),
        raises("118.9"),
        "118.9",
    ),
    cr(
        "Dream Halls and flashback at once: refused, one alternative cost",
        lambda: total("Deep Analysis", cast=["Dream Halls", "flashback"], battlefield=["Dream Halls"]),
        raises("118.9a"),
        "118.9a",
    ),
    cr(
        "Lightning Bolt through Dream Halls with Thalia: the increase still applies, {1}",
        lambda: total("Lightning Bolt", cast="Dream Halls", battlefield=["Dream Halls", "Thalia, Guardian of Thraben"]),
        "{1}",
        "118.9",
        "601.2f",
    ),
)

CONDITION_CASES = (*CHOSEN_CASES, *COUNTER_CASES, *TURN_AND_TARGET_CASES, *DREAM_HALLS_CASES)
