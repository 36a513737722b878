"""Cases of the permanents' cost effects that count or test something of the turn or of the spell: the first
creature spell of the turn (Conduit of Ruin, Hymn of the Wilds), the spells cast this turn (Damping Sphere), the
spell's printed power, mana value and flying (Goreclaw, Krosan Drover, Warden of Evos Isle), and any other "for each"
(`for_each`: Rakdos, Lord of Riots, Locket of Yesterdays, Battlefield Thaumaturge, Hum of the Radix).

Each answer was written from the ruling (or, where none is printed, from 601.2f) and committed before the engine was
run on it (2026-12-02).
"""

from ..spell_cost import spell_total_cost
from .chosen_cases import cr, ruled, total
from .cost_cards import PERMANENTS
from .cost_cases import card, raises
from .cost_ruling_texts import (
    CONDUIT_DASH,
    CONDUIT_NOT_FIRST_SPELL,
    CONDUIT_TWO,
    CONDUIT_WHOLE_TURN,
    CONDUIT_X,
    DAMPING_THIRD,
    GORECLAW_COUNTERS,
    HYMN_MADNESS,
    HYMN_TWO,
    LOCKET_COLORED,
    RAKDOS_COLORED,
    RAKDOS_TAX_FIRST,
    RAKDOS_TOTAL_LOST,
    THAUMATURGE_GENERIC,
    THAUMATURGE_PER_CREATURE,
    WARDEN_COLORED,
    WARDEN_NOT_YET,
)

OPPONENTS = {"controller": "opponent"}


def printed(name, power="", text="", **situation):
    """The card of cost_cards.py with the printed power and rules text an effect reads (the rows keep only the
    cost keywords' lines)."""
    data = dict(card(name), power=power, oracle_text="\n".join(filter(None, [text, card(name)["oracle_text"]])))
    if situation.get("battlefield"):
        situation["battlefield"] = [dict(PERMANENTS[p], name=p) for p in situation["battlefield"]]
    return spell_total_cost({"card": data, **situation})["total_cost"]


FIRST = {"first_creature_spell_this_turn": True}
SPELL_CASES = (
    ruled(
        "Mulldrifter, the first creature spell of the turn, with two Conduits of Ruin: {4} less, {U}",
        lambda: total("Mulldrifter", battlefield=["Conduit of Ruin", "Conduit of Ruin"], **FIRST),
        "{U}",
        CONDUIT_TWO,
        "Conduit of Ruin",
        "2015-08-25",
    ),
    ruled(
        "Grizzly Bears after a sorcery, the first creature spell of the turn, with Conduit of Ruin: {G}",
        lambda: total("Grizzly Bears", battlefield=["Conduit of Ruin"], spells_cast_this_turn=1, **FIRST),
        "{G}",
        CONDUIT_NOT_FIRST_SPELL,
        "Conduit of Ruin",
        "2015-08-25",
    ),
    ruled(
        "Grizzly Bears after Conduit of Ruin itself this turn: not the first creature spell, {1}{G}",
        lambda: total("Grizzly Bears", battlefield=["Conduit of Ruin"], first_creature_spell_this_turn=False),
        "{1}{G}",
        CONDUIT_WHOLE_TURN,
        "Conduit of Ruin",
        "2015-08-25",
    ),
    ruled(
        "Goblin Heelcutter dashed ({2}{R}), the first creature spell, with Conduit of Ruin: {R}",
        lambda: total("Goblin Heelcutter", cast="dash", battlefield=["Conduit of Ruin"], **FIRST),
        "{R}",
        CONDUIT_DASH,
        "Conduit of Ruin",
        "2015-08-25",
    ),
    ruled(
        "Endless One with X = 3, the first creature spell, with Conduit of Ruin: {1}",
        lambda: total("Endless One", x=3, battlefield=["Conduit of Ruin"], **FIRST),
        "{1}",
        CONDUIT_X,
        "Conduit of Ruin",
        "2015-08-25",
    ),
    cr(
        "Grizzly Bears with Conduit of Ruin, no spell cast before this turn: the first creature spell, {G}",
        lambda: total("Grizzly Bears", battlefield=["Conduit of Ruin"], spells_cast_this_turn=0),
        "{G}",
        "601.2f",
    ),
    cr(
        "Grizzly Bears with Conduit of Ruin, whether it is the first creature spell not given: refused",
        lambda: total("Grizzly Bears", battlefield=["Conduit of Ruin"]),
        raises("601.2f"),
        "601.2f",
    ),
    ruled(
        "Mulldrifter, the first creature spell, with two Hymns of the Wilds: {2}{U}",
        lambda: total("Mulldrifter", battlefield=["Hymn of the Wilds", "Hymn of the Wilds"], **FIRST),
        "{2}{U}",
        HYMN_TWO,
        "Hymn of the Wilds",
        "2016-08-23",
    ),
    ruled(
        "Bloodmad Vampire cast for madness ({1}{R}), the first creature spell, with Hymn of the Wilds: {R}",
        lambda: total("Bloodmad Vampire", cast="madness", battlefield=["Hymn of the Wilds"], **FIRST),
        "{R}",
        HYMN_MADNESS,
        "Hymn of the Wilds",
        "2016-08-23",
    ),
    ruled(
        "Lightning Bolt after three spells this turn, Damping Sphere out: {3} more, {3}{R}",
        lambda: total("Lightning Bolt", battlefield=["Damping Sphere"], spells_cast_this_turn=3),
        "{3}{R}",
        DAMPING_THIRD,
        "Damping Sphere",
        "2018-04-27",
    ),
    cr(
        "Lightning Bolt as the first spell of the turn, an opponent's Damping Sphere out: {R}",
        lambda: total("Lightning Bolt", battlefield=[{"name": "Damping Sphere", **OPPONENTS}], spells_cast_this_turn=0),
        "{R}",
        "601.2f",
    ),
    cr(
        "Lightning Bolt with Damping Sphere, the spells cast this turn not given: refused",
        lambda: total("Lightning Bolt", battlefield=["Damping Sphere"]),
        raises("601.2f"),
        "601.2f",
    ),
    ruled(
        "Endless One (printed power 0) with X = 5 and Goreclaw: its counters don't count, {5}",
        lambda: printed("Endless One", "0", x=5, battlefield=["Goreclaw, Terror of Qal Sisma"]),
        "{5}",
        GORECLAW_COUNTERS,
        "Goreclaw, Terror of Qal Sisma",
        "2018-07-13",
    ),
    cr(
        "Akroma, Angel of Fury (power 6) with Goreclaw: {2} less, {3}{R}{R}{R}",
        lambda: printed("Akroma, Angel of Fury", "6", battlefield=["Goreclaw, Terror of Qal Sisma"]),
        "{3}{R}{R}{R}",
        "601.2f",
    ),
    cr(
        "Grizzly Bears (power 2) with Goreclaw: {1}{G}",
        lambda: printed("Grizzly Bears", "2", battlefield=["Goreclaw, Terror of Qal Sisma"]),
        "{1}{G}",
        "601.2f",
    ),
    cr(
        "a creature spell whose power is * with Goreclaw: refused, its power is defined by its text",
        lambda: printed("Grizzly Bears", "*", battlefield=["Goreclaw, Terror of Qal Sisma"]),
        raises("604.3"),
        "604.3",
    ),
    cr(
        "Endless One with X = 6 and Krosan Drover: mana value 6 on the stack, {4}",
        lambda: total("Endless One", x=6, battlefield=["Krosan Drover"]),
        "{4}",
        "202.3e",
        "601.2f",
    ),
    cr(
        "Mulldrifter (mana value 5) with Krosan Drover: {4}{U}",
        lambda: total("Mulldrifter", battlefield=["Krosan Drover"]),
        "{4}{U}",
        "601.2f",
    ),
    ruled(
        "Grizzly Bears (no flying) with Warden of Evos Isle: {1}{G}",
        lambda: printed("Grizzly Bears", "2", battlefield=["Warden of Evos Isle"]),
        "{1}{G}",
        WARDEN_NOT_YET,
        "Warden of Evos Isle",
        "2016-06-08",
    ),
    ruled(
        "Mulldrifter (Flying) with Warden of Evos Isle: the generic mana only, {3}{U}",
        lambda: printed("Mulldrifter", "2", "Flying", battlefield=["Warden of Evos Isle"]),
        "{3}{U}",
        WARDEN_COLORED,
        "Warden of Evos Isle",
        "2016-06-08",
    ),
)

RAKDOS = "Rakdos, Lord of Riots"
FOR_EACH_CASES = (
    ruled(
        "Akroma, Angel of Fury after an opponent lost 5 life (and gained 10) this turn, with Rakdos: {5} less, "
        "{R}{R}{R}",
        lambda: total("Akroma, Angel of Fury", battlefield=[RAKDOS], for_each={RAKDOS: 5}),
        "{R}{R}{R}",
        RAKDOS_TOTAL_LOST,
        RAKDOS,
        "2012-10-01",
    ),
    ruled(
        "Gatekeeper of Malakir ({B}{B}) after opponents lost 3 life, with Rakdos: {B}{B}",
        lambda: total("Gatekeeper of Malakir", battlefield=[RAKDOS], for_each={RAKDOS: 3}),
        "{B}{B}",
        RAKDOS_COLORED,
        RAKDOS,
        "2012-10-01",
    ),
    ruled(
        "Mulldrifter as a commander cast once before, opponents having lost 3 life, with Rakdos: {4}{U} + {2} - {3}",
        lambda: total("Mulldrifter", commander_casts=1, battlefield=[RAKDOS], for_each={RAKDOS: 3}),
        "{3}{U}",
        RAKDOS_TAX_FIRST,
        RAKDOS,
        "2012-10-01",
    ),
    ruled(
        "Pensive Minotaur ({2}{R}) with three of its name in your graveyard and Locket of Yesterdays: {R}",
        lambda: total("Pensive Minotaur", battlefield=["Locket of Yesterdays"], for_each={"Locket of Yesterdays": 3}),
        "{R}",
        LOCKET_COLORED,
        "Locket of Yesterdays",
        "2006-09-25",
    ),
    ruled(
        "Fireball, X = 4, targeting two creatures, with Battlefield Thaumaturge: {2}{R}",
        lambda: total(
            "Fireball", x=4, battlefield=["Battlefield Thaumaturge"], for_each={"Battlefield Thaumaturge": 2}
        ),
        "{2}{R}",
        THAUMATURGE_PER_CREATURE,
        "Battlefield Thaumaturge",
        "2014-04-26",
    ),
    ruled(
        "Lightning Bolt targeting a creature, with Battlefield Thaumaturge: {R}",
        lambda: total(
            "Lightning Bolt", battlefield=["Battlefield Thaumaturge"], for_each={"Battlefield Thaumaturge": 1}
        ),
        "{R}",
        THAUMATURGE_GENERIC,
        "Battlefield Thaumaturge",
        "2014-04-26",
    ),
    cr(
        "Frogmite with affinity for 3 artifacts and Hum of the Radix counting the same 3: {4} + {3} - {3} = {4}",
        lambda: total("Frogmite", affinity_count=3, battlefield=["Hum of the Radix"], for_each={"Hum of the Radix": 3}),
        "{4}",
        "601.2f",
        "702.41a",
    ),
    cr(
        "Lightning Bolt with Hum of the Radix: no artifact spell, nothing to count, {R}",
        lambda: total("Lightning Bolt", battlefield=["Hum of the Radix"]),
        "{R}",
        "601.2f",
    ),
    cr(
        "Frogmite with Hum of the Radix, the artifacts not given: refused, naming for_each",
        lambda: total("Frogmite", battlefield=["Hum of the Radix"]),
        raises("601.2f"),
        "601.2f",
    ),
)
