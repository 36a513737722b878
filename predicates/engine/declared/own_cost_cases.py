"""The own_cost predicate: a spell's own text that changes what it costs ("This spell costs {1} less to cast for
each creature on the battlefield"), given a count (own_cost_count) or a condition (own_cost_condition); proven by
the rulings printed on the cards (MTGJSON v3). The engine is own_cost.py.
"""

from ..registry import Case
from .cost_cases import answer, keyword_predicate, raises, values
from .cost_ruling_texts import (
    AVATAR_OF_FURY_MV,
    FIREBALL_THREE_TARGETS,
    OWN_COST_RULING_1,
    OWN_COST_RULING_2,
    OWN_COST_RULING_3,
    OWN_COST_RULING_4,
    OWN_COST_RULING_5,
    OWN_COST_RULING_6,
    OWN_COST_RULING_7,
    OWN_COST_RULING_8,
    OWN_COST_RULING_9,
    OWN_COST_RULING_10,
    OWN_COST_RULING_11,
    OWN_COST_RULING_12,
    OWN_COST_RULING_13,
    OWN_COST_RULING_14,
    OWN_COST_RULING_15,
    OWN_COST_RULING_16,
    OWN_COST_RULING_17,
    PRIMITIVE_JUSTICE_ONCE,
)

# Primitive Justice's two options, each named as a request names it (any number of times each).
JUSTICE_R = "additional cost {1}{R}"
JUSTICE_G = "additional cost: {1}{G}"


def _ruled(title, name, date, ruling, fields, expected, **situation):
    return Case(title, lambda: values(name, fields, **situation), expected, ruling=ruling, card=name, date=date)


CASES = (
    _ruled(
        "Blasphemous Act with three creatures on the battlefield: {8}{R} less {3}",
        "Blasphemous Act",
        "2011-09-22",
        OWN_COST_RULING_1,
        "total_cost",
        "{5}{R}",
        own_cost_count=3,
    ),
    _ruled(
        "Blasphemous Act with twenty creatures: never below {R}",
        "Blasphemous Act",
        "2011-09-22",
        OWN_COST_RULING_2,
        "total_cost",
        "{R}",
        own_cost_count=20,
    ),
    _ruled(
        "Gearseeker Serpent with three artifacts: {5}{U}{U} less {3}",
        "Gearseeker Serpent",
        "2016-09-20",
        OWN_COST_RULING_3,
        "total_cost",
        "{2}{U}{U}",
        own_cost_count=3,
    ),
    _ruled(
        "Gearseeker Serpent with ten artifacts: never below {U}{U}",
        "Gearseeker Serpent",
        "2016-09-20",
        OWN_COST_RULING_4,
        "total_cost",
        "{U}{U}",
        own_cost_count=10,
    ),
    _ruled(
        "Ghoultree with twelve creature cards in the graveyard: never below {G}",
        "Ghoultree",
        "2011-01-22",
        OWN_COST_RULING_5,
        "total_cost",
        "{G}",
        own_cost_count=12,
    ),
    _ruled(
        "Primeval Protector against fifteen creatures: never below {G}",
        "Primeval Protector",
        "2016-11-08",
        OWN_COST_RULING_6,
        "total_cost",
        "{G}",
        own_cost_count=15,
    ),
    _ruled(
        "Cryptic Serpent with four instants and sorceries in the graveyard: {1}{U}{U}, mana value 7",
        "Cryptic Serpent",
        "2017-04-18",
        OWN_COST_RULING_7,
        ("total_cost", "mana_value"),
        ("{1}{U}{U}", 7),
        own_cost_count=4,
    ),
    _ruled(
        "Cryptic Serpent with nine: never less than {U}{U}",
        "Cryptic Serpent",
        "2017-04-18",
        OWN_COST_RULING_8,
        "total_cost",
        "{U}{U}",
        own_cost_count=9,
    ),
    _ruled(
        "Licia, Sanguine Tribune after gaining 10 life: never below {R}{W}{B}",
        "Licia, Sanguine Tribune",
        "2017-08-25",
        OWN_COST_RULING_9,
        "total_cost",
        "{R}{W}{B}",
        own_cost_count=10,
    ),
    _ruled(
        "Ancient Stone Idol with twelve attacking creatures: {0}",
        "Ancient Stone Idol",
        "2018-07-13",
        OWN_COST_RULING_10,
        "total_cost",
        "{0}",
        own_cost_count=12,
    ),
    _ruled(
        "Ancient Stone Idol with five attacking creatures: {5}",
        "Ancient Stone Idol",
        "2018-07-13",
        OWN_COST_RULING_11,
        "total_cost",
        "{5}",
        own_cost_count=5,
    ),
    _ruled(
        "Academy Journeymage with Wizards: {1} less, however many",
        "Academy Journeymage",
        "2018-04-27",
        OWN_COST_RULING_12,
        "total_cost",
        "{3}{U}",
        own_cost_condition=True,
    ),
    _ruled(
        "Bedlam Reveler with nine instants and sorceries: the red mana stays",
        "Bedlam Reveler",
        "2016-07-13",
        OWN_COST_RULING_13,
        "total_cost",
        "{R}{R}",
        own_cost_count=9,
    ),
    _ruled(
        "Price of Fame targeting a legendary creature: {1}{B}, mana value 4",
        "Price of Fame",
        "2018-10-05",
        OWN_COST_RULING_14,
        ("total_cost", "mana_value"),
        ("{1}{B}", 4),
        own_cost_condition=True,
    ),
    _ruled(
        "Hollow One after three cards discarded: {5} less {6} is {0}",
        "Hollow One",
        "2017-07-14",
        OWN_COST_RULING_15,
        "total_cost",
        "{0}",
        own_cost_count=3,
    ),
    _ruled(
        "Khalni Hydra with three green creatures: five {G} left, mana value 8",
        "Khalni Hydra",
        "2010-06-15",
        OWN_COST_RULING_16,
        ("total_cost", "mana_value"),
        ("{G}{G}{G}{G}{G}", 8),
        own_cost_count=3,
    ),
    _ruled(
        "Khalni Hydra with nine green creatures and Lodestone Golem: the green mana, then the increase, reduced",
        "Khalni Hydra",
        "2010-06-15",
        OWN_COST_RULING_17,
        "total_cost",
        "{0}",
        own_cost_count=9,
        battlefield=["Lodestone Golem"],
    ),
    Case(
        "Blasphemous Act with three creatures and Sphere of Resistance: {8}{R} + {1} - {3}",
        lambda: values("Blasphemous Act", "total_cost", own_cost_count=3, battlefield=["Sphere of Resistance"]),
        "{6}{R}",
        rules=("601.2f", "118.7a"),
    ),
    _ruled(
        "Fireball, X = 5, at three target creatures given as targets (no own_cost_count): {7}{R}, mana value 6",
        "Fireball",
        "2017-11-17",
        FIREBALL_THREE_TARGETS,
        ("total_cost", "mana_value"),
        ("{7}{R}", 6),
        x=5,
        targets=["Grizzly Bears", "Llanowar Elves", "Mulldrifter"],
    ),
    # 2026-12-02 (second session): sentences the corpus audit found read by nothing (the answers written first).
    _ruled(
        'Avatar of Fury, an opponent controlling seven lands (its condition first: "If ..., this spell costs {6} '
        'less"): {R}{R}, mana value still 8',
        "Avatar of Fury",
        "2004-10-04",
        AVATAR_OF_FURY_MV,
        ("total_cost", "mana_value"),
        ("{R}{R}", 8),
        own_cost_condition=True,
    ),
    Case(
        "Avatar of Fury, its condition not met: {6}{R}{R}",
        lambda: values("Avatar of Fury", "total_cost", own_cost_condition=False),
        "{6}{R}{R}",
        rules=("601.2f",),
    ),
    Case(
        'Draco ("Domain — Draco costs {2} less ... for each basic land type") with five types: {6}',
        lambda: values("Draco", "total_cost", own_cost_count=5),
        "{6}",
        rules=("601.2f", "118.7a"),
    ),
    Case(
        'Rout cast "as though it had flash if you pay {2} more": {5}{W}{W}',
        lambda: values("Rout", "total_cost", own_cost_condition=True),
        "{5}{W}{W}",
        rules=("601.2f",),
    ),
    Case(
        "Rout cast as a sorcery: {3}{W}{W}",
        lambda: values("Rout", "total_cost", own_cost_condition=False),
        "{3}{W}{W}",
        rules=("601.2f",),
    ),
    Case(
        "Silvergill Adept paying {3} rather than revealing a Merfolk (its printed additional cost): {4}{U}, "
        "mana value 2",
        lambda: values("Silvergill Adept", ("total_cost", "mana_value"), additional=["additional cost"]),
        ("{4}{U}", 2),
        rules=("601.2b", "601.2f"),
    ),
    Case(
        "Silvergill Adept revealing a Merfolk: {1}{U}",
        lambda: values("Silvergill Adept", "total_cost"),
        "{1}{U}",
        rules=("601.2b",),
    ),
    Case(
        "Undergrowth with its optional additional {2}{R}: {2}{G}{R}",
        lambda: values("Undergrowth", "total_cost", additional=["additional cost"]),
        "{2}{G}{R}",
        rules=("601.2b", "601.2f"),
    ),
    Case(
        'Taste of Paradise paying {1}{G} twice ("any number of times"): {5}{G}{G}{G}',
        lambda: values("Taste of Paradise", "total_cost", additional=["additional cost", "additional cost"]),
        "{5}{G}{G}{G}",
        rules=("601.2b", "601.2f"),
    ),
    Case(
        "Undergrowth's additional cost paid twice: refused (once only)",
        lambda: answer("Undergrowth", additional=["additional cost", "additional cost"]),
        raises("601.2b"),
        rules=("601.2b",),
    ),
    Case(
        "Primitive Justice's {1}{R} and/or {1}{G} without naming the one paid: refused with the rule",
        lambda: answer("Primitive Justice", additional=["additional cost"]),
        raises("601.2b"),
        rules=("601.2b",),
    ),
    Case(
        "Primitive Justice with {1}{R} paid twice and {1}{G} once: three more target artifacts, four different "
        "ones, {1}{R} + {2}{R}{R} + {1}{G} = {4}{R}{R}{R}{G}",
        lambda: values("Primitive Justice", "total_cost", additional=[JUSTICE_R, JUSTICE_R, JUSTICE_G]),
        "{4}{R}{R}{R}{G}",
        ruling=PRIMITIVE_JUSTICE_ONCE,
        card="Primitive Justice",
        date="2004-10-04",
    ),
    Case(
        "Primitive Justice with {1}{G} paid once: {2}{R}{G}, mana value 2 (an additional cost)",
        lambda: values("Primitive Justice", ("total_cost", "mana_value"), additional=[JUSTICE_G]),
        ("{2}{R}{G}", 2),
        rules=("601.2b", "601.2f", "118.8d"),
    ),
    Case(
        "Primitive Justice with {1}{U} named: an option it doesn't offer, refused",
        lambda: answer("Primitive Justice", additional=["additional cost {1}{U}"]),
        raises("601.2b"),
        rules=("601.2b",),
    ),
    Case(
        "Primitive Justice not paying its additional cost: one target artifact, {1}{R}",
        lambda: values("Primitive Justice", "total_cost"),
        "{1}{R}",
        rules=("601.2b",),
    ),
    Case(
        "Thunderherd Migration paying {1} with Thalia out: {3}{G}",
        lambda: values(
            "Thunderherd Migration",
            "total_cost",
            additional=["additional cost"],
            battlefield=["Thalia, Guardian of Thraben"],
        ),
        "{3}{G}",
        rules=("601.2f",),
    ),
    Case(
        "Lightning Bolt's text doesn't change its cost: a count for it is refused",
        lambda: answer("Lightning Bolt", own_cost_count=2),
        raises("601.2f"),
        rules=("601.2f",),
    ),
)

PREDICATE = keyword_predicate(
    "own_cost",
    name="own_cost",
    title="A spell's own cost increase or reduction",
    rules=("601.2f", "601.2b", "118.7a", "118.7c"),
    rows=(),
    cases=CASES,
    commentary='"This spell costs {1} less to cast for each ..." (or "if ...", or "{X} less, where X is ..."): a '
    "cost reduction or increase applied with the others (601.2f), generic only unless it names coloured mana, never "
    "below {0}; the mana value doesn't change. The count is given as own_cost_count, the condition as "
    "own_cost_condition; not given, the sentence is named in a step and not applied.",
)
