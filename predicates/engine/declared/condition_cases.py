"""Cases of the permanents whose cost effects depend on a fact of the game the situation states (battlefield.py):
what was chosen (`chosen`, in chosen_cases.py), counters (`counters`), whose turn it is (`your_turn`), what the
spell targets (`targets`), "up to" reductions, and Dream Halls' alternative cost (`cast: "Dream Halls"`).

Each answer was written from the ruling (or, where none is printed, from 601.2f and 118.7) and committed before the
engine was run on it (2026-12-02).
"""

from ..registry import Raises
from ..total_cost import STEP_NUMBERING
from .chosen_cases import CHORUS_CASES, CHOSEN_CASES, cr, ruled, total
from .cost_cases import raises, values
from .cost_ruling_texts import (
    ANIMAR_NOT_THIS_SPELL,
    DEFENSE_GRID_OWN_TURN,
    DEFENSE_GRID_REDUCED,
    DREAM_HALLS_ADDITIONAL,
    GATE_ARTIFACT_CREATURE,
    GATE_CUMULATIVE,
    GATE_GENERIC_ONLY,
    HERALD_OF_WAR_BOTH,
    HERALD_OF_WAR_TOTAL,
    ICEFALL_ALL_SPELLS,
    MATRIX_NOT_SORCERIES,
    MIZZIX_ALTERNATIVE,
    MIZZIX_GENERIC_ONLY,
    MIZZIX_X,
    OUPHE_ANY_PLAYER,
    SCION_COLORED,
    SCION_OTHER_TARGETS,
)
from .count_cases import FOR_EACH_CASES, SPELL_CASES
from .target_cases import KEYWORD_COST_CASES, TAKEN_CASES, TARGET_CASES, TRIGGERED_CASES

ANIMAR = "Animar, Soul of Elements"
OPPONENTS = {"controller": "opponent"}


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
        "2008-04-01",
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


CONDITION_CASES = (
    *(*CHOSEN_CASES, *COUNTER_CASES, *TURN_AND_TARGET_CASES, *DREAM_HALLS_CASES, *SPELL_CASES, *FOR_EACH_CASES),
    *TARGET_CASES,
    *KEYWORD_COST_CASES,
    *TAKEN_CASES,
    *TRIGGERED_CASES,
    *CHORUS_CASES,
)
