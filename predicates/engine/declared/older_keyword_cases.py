"""Cases from the rulings of the cost keywords printed before 2018 (buyback, entwine, replicate, conspire, kicker,
affinity, aftermath): each names the card the ruling is printed on (MTGJSON v3) and its date; the expected answer
was written from the ruling and the CR before the engine was run on it.

Offering has none: the rulings printed on the five Patrons (2005-02-01) are about their triggered abilities, and
no other ruling of the corpus speaks of offering's cost.
"""

from ..spell_cost import WITHOUT_PAYING
from .chosen_cases import cr, ruled
from .cost_cases import raises, values
from .cost_ruling_texts import (
    AFTERMATH_EITHER_HALF,
    AFTERMATH_ONLY_THE_HALF,
    AFTERMATH_OTHER_ZONE,
    BLOOD_TRIBUTE_KICKER,
    COMET_STORM_DECLARE,
    CONVOKE_AFTER_TOTAL,
    DJINN_TWO_REPLICATE,
    DJINN_X,
    DREAM_HALLS_ADDITIONAL,
    GOBLIN_BARRAGE_KICKER,
    GRAB_THE_REINS_ENTWINE,
    HEAVEN_EARTH_X,
    JOURNEY_ENTWINE,
    KICKER_OPTIONAL,
    MEMORY_CRYSTAL_BELOW_ZERO,
    MEMORY_CRYSTAL_GENERIC,
    MEMORY_CRYSTAL_OTHER_PARTS,
    MYCOSYNTH_CUMULATIVE,
    MYCOSYNTH_LOCKED_IN,
    MYCOSYNTH_ON_THE_STACK,
    PLUNGE_ENTWINE,
    PROMISE_OF_POWER_ENTWINE,
    SKIZZIK_ONCE,
    SNAPCASTER_ADDITIONAL,
    SPECTRAL_SHIFT_ENTWINE,
    SPELL_CONTORTION_KICKED,
    SPELLJACK_BUYBACK,
    TAJURU_DECLARE,
    TEMPORAL_APERTURE_BUYBACK,
    WITHOUT_PAYING_FREE_KICKED_3,
    WITHOUT_PAYING_FREE_NOT_ALTERNATIVE_2,
    WORT_FLASHBACK_CONSPIRE,
)
from .general_ruling_cases import GENERAL_CASES


def total(name, **situation):
    return values(name, "total_cost", **situation)


def total_and_value(name, **situation):
    return values(name, ("total_cost", "mana_value"), **situation)


def flashback_given(name, **situation):
    """The card cast from a graveyard with the flashback Snapcaster Mage or Past in Flames gives it."""
    return total(name, cast="flashback", flashback_granted=True, **situation)


# (template, card, ruling date, ruling, expected): cost_cases.TEMPLATES says what each asks.
ENTWINE_ROWS = (
    ("additional_value", "Promise of Power", "2004-12-01", PROMISE_OF_POWER_ENTWINE, ("{6}{B}{B}{B}", 5)),
    ("additional_value", "Grab the Reins", "2004-12-01", GRAB_THE_REINS_ENTWINE, ("{5}{R}{R}", 4)),
    ("additional_value", "Spectral Shift", "2005-04-01", SPECTRAL_SHIFT_ENTWINE, ("{3}{U}", 2)),
    ("additional_value", "Journey of Discovery", "2004-12-01", JOURNEY_ENTWINE, ("{4}{G}{G}", 3)),
    # "paying the {1}{B}": the X of its second mode is life paid on resolution, no part of the cost.
    ("additional_value", "Plunge into Darkness", "2004-12-01", PLUNGE_ENTWINE, ("{1}{B}{B}", 2)),
)

KICKER_ROWS = (
    ("kicked_twice", "Skizzik", "2018-04-27", SKIZZIK_ONCE, raises("702.33d")),
    ("additional_value", "Goblin Barrage", "2018-04-27", GOBLIN_BARRAGE_KICKER, ("{3}{R}", 4)),
    ("additional_value", "Blood Tribute", "2009-10-01", BLOOD_TRIBUTE_KICKER, ("{4}{B}{B}", 6)),
)

BUYBACK = (
    ruled(
        "Clockspinning with buyback, Memory Crystal out: the buyback {3} costs {1}, {1}{U}",
        lambda: total("Clockspinning", additional=["buyback"], battlefield=["Memory Crystal"]),
        "{1}{U}",
        MEMORY_CRYSTAL_GENERIC,
        "Memory Crystal",
        "2004-10-04",
    ),
    ruled(
        "Whim of Volrath with buyback, two Memory Crystals out: the buyback {2} goes to {0}, no lower: {U}",
        lambda: total("Whim of Volrath", additional=["buyback"], battlefield=["Memory Crystal", "Memory Crystal"]),
        "{U}",
        MEMORY_CRYSTAL_BELOW_ZERO,
        "Memory Crystal",
        "2004-10-04",
    ),
    ruled(
        "Corpse Dance with buyback, two Memory Crystals and Sphere of Resistance out: only the buyback {2} is "
        "reduced, not the mana cost nor the increase: {3}{B}",
        lambda: total(
            "Corpse Dance",
            additional=["buyback"],
            battlefield=["Memory Crystal", "Memory Crystal", "Sphere of Resistance"],
        ),
        "{3}{B}",
        MEMORY_CRYSTAL_OTHER_PARTS,
        "Memory Crystal",
        "2004-10-04",
    ),
    ruled(
        "Capsize cast with Spelljack (without paying its mana cost), its buyback paid: {3}",
        lambda: total("Capsize", cast=WITHOUT_PAYING, additional=["buyback"]),
        "{3}",
        SPELLJACK_BUYBACK,
        "Spelljack",
        "2008-08-01",
    ),
    ruled(
        "Whim of Volrath cast without paying its mana cost: buyback is optional, {0} without it, {2} with it",
        lambda: (
            total("Whim of Volrath", cast=WITHOUT_PAYING),
            total("Whim of Volrath", cast=WITHOUT_PAYING, additional=["buyback"]),
        ),
        ("{0}", "{2}"),
        TEMPORAL_APERTURE_BUYBACK,
        "Temporal Aperture",
        "2004-10-04",
    ),
    ruled(
        "Sprout Swarm with buyback: the total {4}{G} includes the buyback; five creatures (one green) convoke it all",
        lambda: values(
            "Sprout Swarm",
            ("total_cost", "remaining_cost"),
            additional=["buyback"],
            untapped_creatures=["G"] + [""] * 4,
        ),
        ("{4}{G}", "{0}"),
        CONVOKE_AFTER_TOTAL,
        "Sprout Swarm",
        "2014-07-18",
    ),
    ruled(
        "Whim of Volrath with buyback through Dream Halls: the mana cost is replaced, the buyback {2} is still paid",
        lambda: total("Whim of Volrath", cast="Dream Halls", additional=["buyback"], battlefield=["Dream Halls"]),
        "{2}",
        DREAM_HALLS_ADDITIONAL,
        "Dream Halls",
        "2004-10-04",
    ),
)

REPLICATE = (
    ruled(
        "Shattering Spree with Djinn Illuminatus out: two replicate abilities ({R} and its mana cost {R}); "
        "replicated three times: {R}{R}{R}{R}",
        lambda: total("Shattering Spree", additional=["replicate"] * 3, battlefield=["Djinn Illuminatus"]),
        "{R}{R}{R}{R}",
        DJINN_TWO_REPLICATE,
        "Djinn Illuminatus",
        "2006-02-01",
    ),
    ruled(
        "Fireball, X = 3, replicated once with Djinn Illuminatus out: the replicate cost {X}{R} has the same X, "
        "{6}{R}{R}; the mana value is 4",
        lambda: total_and_value("Fireball", x=3, additional=["replicate"], battlefield=["Djinn Illuminatus"]),
        ("{6}{R}{R}", 4),
        DJINN_X,
        "Djinn Illuminatus",
        "2006-02-01",
    ),
    ruled(
        "Heaven (of Heaven // Earth), X = 2, replicated twice with Djinn Illuminatus out: {2}{G} three times",
        lambda: total(
            "Heaven // Earth", named="Heaven", x=2, additional=["replicate"] * 2, battlefield=["Djinn Illuminatus"]
        ),
        "{6}{G}{G}{G}",
        DJINN_X,
        "Djinn Illuminatus",
        "2006-02-01",
    ),
)

REPLICATE_CR = (
    cr(
        "Lightning Bolt with Djinn Illuminatus out, replicated twice: replicate {R}, {R}{R}{R}",
        lambda: total("Lightning Bolt", additional=["replicate"] * 2, battlefield=["Djinn Illuminatus"]),
        "{R}{R}{R}",
        "702.56a",
    ),
    cr(
        "Gatekeeper of Malakir (a creature spell) with Djinn Illuminatus out: no replicate",
        lambda: total("Gatekeeper of Malakir", additional=["replicate"], battlefield=["Djinn Illuminatus"]),
        raises("702.56a"),
        "702.56a",
    ),
)

CONSPIRE = (
    ruled(
        "Burn Trail given flashback by Past in Flames, conspired: the flashback cost {3}{R}, conspire adds no mana",
        lambda: flashback_given("Burn Trail", additional=["conspire"]),
        "{3}{R}",
        SNAPCASTER_ADDITIONAL,
        "Past in Flames",
        "2017-03-14",
    ),
    ruled(
        "Gleeful Sabotage given flashback by Snapcaster Mage, conspired: {1}{G}",
        lambda: flashback_given("Gleeful Sabotage", additional=["conspire"]),
        "{1}{G}",
        SNAPCASTER_ADDITIONAL,
        "Snapcaster Mage",
        "2017-03-14",
    ),
    ruled(
        "Traitor's Roar cast with flashback and conspired: flashback is the one alternative cost, conspire an "
        "additional one: {4}{B/R}",
        lambda: flashback_given("Traitor's Roar", additional=["conspire"]),
        "{4}{B/R}",
        WORT_FLASHBACK_CONSPIRE,
        "Wort, the Raidmother",
        "2017-03-14",
    ),
    ruled(
        "Traitor's Roar cast without paying its mana cost (Brilliant Ultimatum), conspired: {0}",
        lambda: total("Traitor's Roar", cast=WITHOUT_PAYING, additional=["conspire"]),
        "{0}",
        WITHOUT_PAYING_FREE_KICKED_3,
        "Brilliant Ultimatum",
        "2008-10-01",
    ),
    ruled(
        "Gleeful Sabotage cast without paying its mana cost (Maelstrom Archangel), conspired: {0}",
        lambda: total("Gleeful Sabotage", cast=WITHOUT_PAYING, additional=["conspire"]),
        "{0}",
        WITHOUT_PAYING_FREE_NOT_ALTERNATIVE_2,
        "Maelstrom Archangel",
        "2009-02-01",
    ),
)

KICKER = (
    ruled(
        "Thornscape Battlemage: not kicked {2}{G}; kicked with both kicker costs {2}{G}{R}{W}",
        lambda: (total("Thornscape Battlemage"), total("Thornscape Battlemage", kicked=2)),
        ("{2}{G}", "{2}{G}{R}{W}"),
        KICKER_OPTIONAL,
        "Thornscape Battlemage",
        "2017-03-14",
    ),
    ruled(
        "Spell Contortion kicked twice: {2}{U} plus {1}{U} twice, {4}{U}{U}{U}; the mana value stays 3",
        lambda: total_and_value("Spell Contortion", kicked=2),
        ("{4}{U}{U}{U}", 3),
        SPELL_CONTORTION_KICKED,
        "Spell Contortion",
        "2010-03-01",
    ),
    ruled(
        "Comet Storm, X = 2, kicked three times: {2}{R}{R} plus {3}, {5}{R}{R}; the mana value is 4",
        lambda: total_and_value("Comet Storm", x=2, kicked=3),
        ("{5}{R}{R}", 4),
        COMET_STORM_DECLARE,
        "Comet Storm",
        "2010-03-01",
    ),
    ruled(
        "Strength of the Tajuru, X = 0, kicked four times: {G}{G} plus {4}, {4}{G}{G}; the mana value is 2",
        lambda: total_and_value("Strength of the Tajuru", x=0, kicked=4),
        ("{4}{G}{G}", 2),
        TAJURU_DECLARE,
        "Strength of the Tajuru",
        "2010-03-01",
    ),
)

AFFINITY = (
    ruled(
        "Myr Enforcer ({7}) with Mycosynth Golem out and 2 artifacts: two instances of affinity, {3}",
        lambda: total("Myr Enforcer", affinity_count=2, battlefield=["Mycosynth Golem"]),
        "{3}",
        MYCOSYNTH_CUMULATIVE,
        "Mycosynth Golem",
        "2004-12-01",
    ),
    ruled(
        "Frogmite with Mycosynth Golem out and 2 artifacts: {4} - 2 - 2 is {0}, locked in before any sacrifice",
        lambda: total("Frogmite", affinity_count=2, battlefield=["Mycosynth Golem"]),
        "{0}",
        MYCOSYNTH_LOCKED_IN,
        "Mycosynth Golem",
        "2004-12-01",
    ),
    ruled(
        "Will-Forged Golem ({6}) with Mycosynth Golem out and 6 artifacts: affinity on the stack, {0}",
        lambda: total("Will-Forged Golem", affinity_count=6, battlefield=["Mycosynth Golem"]),
        "{0}",
        MYCOSYNTH_ON_THE_STACK,
        "Mycosynth Golem",
        "2004-12-01",
    ),
)

AFTERMATH = (
    ruled(
        "Lead, the aftermath half of Destined // Lead, can't be cast from a hand",
        lambda: total("Destined // Lead", named="Lead", zone="hand"),
        raises("702.127a"),
        AFTERMATH_OTHER_ZONE,
        "Destined // Lead",
        "2017-04-18",
    ),
    ruled(
        "Memory, the aftermath half of Commit // Memory, can't be cast from a hand",
        lambda: total("Commit // Memory", named="Memory", zone="hand"),
        raises("702.127a"),
        AFTERMATH_OTHER_ZONE,
        "Commit // Memory",
        "2017-04-18",
    ),
    ruled(
        "Destined // Lead cast from a graveyard: either half, Destined {1}{B} (mana value 2) or Lead {3}{G} (4)",
        lambda: (
            total_and_value("Destined // Lead", named="Destined", zone="graveyard"),
            total_and_value("Destined // Lead", named="Lead", zone="graveyard"),
        ),
        (("{1}{B}", 2), ("{3}{G}", 4)),
        AFTERMATH_EITHER_HALF,
        "Destined // Lead",
        "2017-04-18",
    ),
    ruled(
        "Memory cast from a graveyard: only that half is on the stack, {4}{U}{U}, mana value 6",
        lambda: total_and_value("Commit // Memory", named="Memory", zone="graveyard"),
        ("{4}{U}{U}", 6),
        AFTERMATH_ONLY_THE_HALF,
        "Commit // Memory",
        "2017-04-18",
    ),
    ruled(
        "Heaven with X = 1 from a hand ({1}{G}), later Earth with X = 4 from a graveyard ({4}{R}{R}, mana value 6)",
        lambda: (
            total_and_value("Heaven // Earth", named="Heaven", x=1),
            total_and_value("Heaven // Earth", named="Earth", x=4, zone="graveyard"),
        ),
        (("{1}{G}", 2), ("{4}{R}{R}", 6)),
        HEAVEN_EARTH_X,
        "Heaven // Earth",
        "2017-04-18",
    ),
)

RULING_CASES = {
    **GENERAL_CASES,
    "buyback": BUYBACK,
    "replicate": REPLICATE + REPLICATE_CR,
    "conspire": CONSPIRE,
    "kicker": KICKER,
    "affinity": AFFINITY,
    "aftermath": AFTERMATH,
}
