"""What an alternative cost asks beside mana (escape's cards to exile, web-slinging's tapped creature), cost effects
on face-down spells only (Dream Chisel), a "Mayhem" without a cost, and the cost keywords of the CR of 2025-11-14
that entered it after MTGJSON v3 (2018-10) with a mode or a choice: mutate, spree, tiered, gift.

The Dream Chisel case is the ruling printed on Trinisphere (2004-12-01); the others are hand-written from the CR of
2025-11-14 (no ruling in the corpus), on real cards (later_cards.py).
"""

from ..registry import Case
from ..ruling_texts import MTMTE_ALTERNATIVE, MTMTE_TOTAL_COST
from ..spell_cost import WITHOUT_PAYING
from .cost_cases import answer, keyword_predicate, raises, values
from .cost_ruling_texts import (
    PRINTED_ALTERNATIVE_ADDITIONAL,
    PRINTED_ALTERNATIVE_MORE,
    TRAP_IGNORE_CONDITION,
    TRAP_MANA_COST,
    TRAP_MORE_LESS,
    TRINISPHERE_DREAM_CHISEL,
)
from .general_ruling_cases import GENERAL_CASES
from .judge4_cases import JUDGE4_CASES


def cr(title, run, expected, *rules):
    return Case(title, run, expected, rules=rules)


URO = "Uro, Titan of Nature's Wrath"
SPIDER_MAN = "Spider-Man, Web-Slinger"

RESOURCE_CASES = {
    "escape": (
        cr(
            "Uro escapes with exactly five other cards in the graveyard: all five are exiled, {G}{G}{U}{U}",
            lambda: values(URO, ("total_cost", "escape_exiled"), cast="escape", graveyard_cards=5),
            ("{G}{G}{U}{U}", 5),
            "702.138a",
        ),
        cr(
            "Uro can't escape with four other cards in the graveyard: the cost exiles five (unpayable)",
            lambda: answer(URO, cast="escape", graveyard_cards=4),
            raises("702.138a"),
            "702.138a",
            "601.2h",
        ),
        cr(
            "Uro can't escape from an empty graveyard but its own card",
            lambda: answer(URO, cast="escape", graveyard_cards=0),
            raises("702.138a"),
            "702.138a",
            "601.2h",
        ),
        cr(
            "Uro cast from a hand for its mana cost: graveyard cards don't help pay (no delve)",
            lambda: answer(URO, graveyard_cards=9),
            raises("702.66a"),
            "702.66a",
        ),
    ),
    "web-slinging": (
        cr(
            "Spider-Man, Web-Slinger web-slung returning one of two tapped creatures: {W}",
            lambda: values(SPIDER_MAN, "total_cost", cast="web-slinging", tapped_creatures=2),
            "{W}",
            "702.188a",
        ),
        cr(
            "no tapped creature to return: no web-slinging",
            lambda: answer(SPIDER_MAN, cast="web-slinging", tapped_creatures=0),
            raises("702.188a"),
            "702.188a",
            "601.2h",
        ),
        cr(
            "a tapped creature is returned only for web-slinging: cast for its mana cost, refused",
            lambda: answer(SPIDER_MAN, tapped_creatures=1),
            raises("702.188a"),
            "702.188a",
        ),
    ),
    "disturb": (
        cr(
            "Lunarch Veteran disturbed is the spell Luminous Phantom, a white Spirit Cleric creature spell, with the "
            "front face's mana value: {1}{W}, mana value 1; Heartless Summoning reduces it to {W}",
            lambda: (
                values("Lunarch Veteran", ("total_cost", "mana_value"), cast="disturb"),
                any("Luminous Phantom" in s["text"] for s in answer("Lunarch Veteran", cast="disturb")["steps"]),
                values("Lunarch Veteran", "total_cost", cast="disturb", battlefield=["Heartless Summoning"]),
            ),
            (("{1}{W}", 1), True, "{W}"),
            "702.146a",
            "712.8c",
        ),
    ),
    "mayhem": (
        cr(
            "Oscorp Industries has mayhem without a cost: a land, played from a graveyard, never cast",
            lambda: answer("Oscorp Industries", cast="mayhem"),
            raises("305.9"),
            "702.187c",
            "305.9",
        ),
    ),
    "morph": (
        Case(
            "Mystic of the Hidden Way face down with Dream Chisel and Trinisphere: {3} less {1} is {2}, Trinisphere "
            "makes it {3}",
            lambda: values(
                "Mystic of the Hidden Way", "total_cost", cast="morph", battlefield=["Dream Chisel", "Trinisphere"]
            ),
            "{3}",
            ruling=TRINISPHERE_DREAM_CHISEL,
            card="Trinisphere",
            date="2004-12-01",
        ),
        Case(
            "Mystic of the Hidden Way face down with Dream Chisel: {2}",
            lambda: values("Mystic of the Hidden Way", "total_cost", cast="morph", battlefield=["Dream Chisel"]),
            "{2}",
            rules=("702.37c", "601.2f"),
        ),
        Case(
            "Mystic of the Hidden Way cast face up with Dream Chisel: no face-down spell, no reduction: {4}{U}",
            lambda: values("Mystic of the Hidden Way", "total_cost", battlefield=["Dream Chisel"]),
            "{4}{U}",
            rules=("708.2", "601.2f"),
        ),
        Case(
            "Mystic of the Hidden Way face down with Obscuring Aether and Heartless Summoning: {3} - {1} - {2} = {0}",
            lambda: values(
                "Mystic of the Hidden Way",
                "total_cost",
                cast="morph",
                battlefield=["Obscuring Aether", "Heartless Summoning"],
            ),
            "{0}",
            rules=("708.4", "601.2f", "118.7a"),
        ),
    ),
}


def _not_free_of_modes(name, modes, expected):
    return cr(
        f'{name} cast "without paying its mana cost" with modes {modes}: the modes\' costs are still paid',
        lambda: values(name, "total_cost", cast=WITHOUT_PAYING, modes=modes),
        expected,
        "118.9d",
    )


ARCEE = "Arcee, Sharpshooter"
SEED_002 = "the seed page's ruling of 2022-10-14 (Wizards of the Coast, fixtures/seeds/002)"


def _seed(title, run, expected, ruling):
    return Case(title, run, expected, ruling=ruling, source=SEED_002)


PRINTED = "alternative cost"


def _printed_ruled(title, name, date, ruling, expected, **situation):
    fields = situation.pop("fields", "total_cost")
    return Case(title, lambda: values(name, fields, **situation), expected, ruling=ruling, card=name, date=date)


_PRINTED_CASES = (
    Case(
        'Force of Will "pitched" (cast: "pitch", as judges say it): its own alternative cost, {0}',
        lambda: values("Force of Will", "total_cost", cast="pitch"),
        "{0}",
        rules=("118.9a",),
    ),
    *(
        _printed_ruled(
            f"{name} for its own alternative cost with {permanent}: the increase is paid too: {{1}}",
            name,
            "2016-06-08",
            PRINTED_ALTERNATIVE_MORE.format(card=name),
            "{1}",
            cast=PRINTED,
            battlefield=[permanent],
        )
        for name, permanent in (("Force of Will", "Thalia, Guardian of Thraben"), ("Daze", "Sphere of Resistance"))
    ),
    *(
        _printed_ruled(
            f"{name} for its own alternative cost with an additional cost of {{2}}: {{2}}, mana value {value}",
            name,
            "2006-07-15",
            PRINTED_ALTERNATIVE_ADDITIONAL,
            ("{2}", value),
            cast=PRINTED,
            additional_costs=["{2}"],
            fields=("total_cost", "mana_value"),
        )
        for name, value in (
            ("Allosaurus Rider", 7),
            ("Commandeer", 7),
            ("Fury of the Horde", 7),
            ("Soul Spike", 7),
            ("Sunscour", 7),
        )
    ),
    *(
        _printed_ruled(
            f"{name} for its alternative cost {{0}}: its mana value stays {value}",
            name,
            "2009-10-01",
            TRAP_MANA_COST,
            ("{0}", value),
            cast=PRINTED,
            fields=("total_cost", "mana_value"),
        )
        for name, value in (("Mindbreak Trap", 4), ("Summoning Trap", 6))
    ),
    _printed_ruled(
        "Mindbreak Trap for its alternative cost with Thalia, Guardian of Thraben: {0} + {1}",
        "Mindbreak Trap",
        "2009-10-01",
        TRAP_MORE_LESS,
        "{1}",
        cast=PRINTED,
        battlefield=["Thalia, Guardian of Thraben"],
    ),
    _printed_ruled(
        "Summoning Trap for its mana cost with Goblin Electromancer: {4}{G}{G} - {1}",
        "Summoning Trap",
        "2009-10-01",
        TRAP_MORE_LESS,
        "{3}{G}{G}",
        battlefield=["Goblin Electromancer"],
    ),
    *(
        _printed_ruled(
            f"{name} cast for its mana cost, its alternative cost ignored: {cost}",
            name,
            "2009-10-01",
            TRAP_IGNORE_CONDITION,
            cost,
        )
        for name, cost in (("Mindbreak Trap", "{2}{U}{U}"), ("Summoning Trap", "{4}{G}{G}"))
    ),
    cr(
        "Force of Will for its own alternative cost with Trinisphere: {0} becomes {3}",
        lambda: values("Force of Will", "total_cost", cast=PRINTED, battlefield=["Trinisphere"]),
        "{3}",
        "601.2f",
        "118.9d",
    ),
    cr(
        'Force of Will can\'t be cast for its own alternative cost and "without paying its mana cost"',
        lambda: answer("Force of Will", cast=[PRINTED, WITHOUT_PAYING]),
        raises("118.9a"),
        "118.9a",
    ),
    cr(
        "Lightning Bolt prints no alternative cost",
        lambda: answer("Lightning Bolt", cast=PRINTED),
        raises("118.9a"),
        "118.9a",
    ),
)


PREDICATES = (
    keyword_predicate(
        "alternative cost",
        name="printed_alternative_cost",
        title="An alternative cost printed on the card",
        rules=("118.9a", "118.9c", "118.9d", "107.3b", "601.2f"),
        rows=(),
        commentary='"You may [cost] rather than pay this spell\'s mana cost" printed on a card (Force of Will, Daze, '
        'the Traps, the Shoals...), cast with cast: "alternative cost": its mana part is the alternative cost, else '
        "{0}; the rest is named in the step and a condition is assumed met. Increases, reductions and minimums apply "
        "to it; the mana value doesn't change. Cases from the rulings printed on the cards.",
        cases=(*_PRINTED_CASES, *JUDGE4_CASES["printed_alternative_cost"]),
    ),
    keyword_predicate(
        "more-than-meets-the-eye",
        rules=("702.162a", "712.8c", "118.9a", "118.9d"),
        rows=(),
        commentary="More Than Meets the Eye [cost] (2022): cast the card converted for [cost] rather than its mana "
        "cost; the spell has its back face's characteristics (a Vehicle spell is no creature spell) and the front "
        "face's mana value. Its cases are the seed page's rulings (2022-10-14) and the CR's text; the living_metal "
        "predicate proves the rest of the mechanic.",
        cases=(
            _seed(
                "Arcee cast converted with Sphere of Resistance: {R}{W} + {1} = {1}{R}{W}, mana value 3 (the front "
                "face's)",
                lambda: values(
                    ARCEE,
                    ("total_cost", "mana_value"),
                    cast="more than meets the eye",
                    battlefield=["Sphere of Resistance"],
                ),
                ("{1}{R}{W}", 3),
                MTMTE_TOTAL_COST,
            ),
            _seed(
                'Arcee can\'t be cast converted "without paying its mana cost": two alternative costs',
                lambda: answer(ARCEE, cast=[WITHOUT_PAYING, "more-than-meets-the-eye"]),
                raises("118.9a"),
                MTMTE_ALTERNATIVE,
            ),
            cr(
                "Arcee cast converted is an artifact Vehicle spell: with Sphere of Resistance and Heartless "
                "Summoning, only the increase applies: {1}{R}{W}",
                lambda: values(
                    ARCEE,
                    "total_cost",
                    cast="more-than-meets-the-eye",
                    battlefield=["Sphere of Resistance", "Heartless Summoning"],
                ),
                "{1}{R}{W}",
                "712.8c",
                "601.2f",
            ),
            cr(
                "Arcee cast face up is a creature spell: with Sphere of Resistance and Heartless Summoning, "
                "{1}{R}{W} + {1} - {2}: {R}{W}",
                lambda: values(ARCEE, "total_cost", battlefield=["Sphere of Resistance", "Heartless Summoning"]),
                "{R}{W}",
                "712.8a",
                "601.2f",
            ),
            cr(
                "Lightning Bolt has no More Than Meets the Eye",
                lambda: answer("Lightning Bolt", cast="more-than-meets-the-eye"),
                raises("702.162a"),
                "702.162a",
            ),
        ),
    ),
    keyword_predicate(
        "mutate",
        rules=("702.140a", "118.9a", "118.9c"),
        rows=(),
        commentary="Mutate [cost] (2020): pay [cost] rather than the mana cost; the spell becomes a mutating "
        "creature spell targeting a non-Human creature with the same owner. Cases hand-written from CR 702.140a.",
        cases=(
            cr(
                "Gemrazer cast for its mutate cost: {1}{G}{G}, mana value 4",
                lambda: values("Gemrazer", ("total_cost", "mana_value"), cast="mutate"),
                ("{1}{G}{G}", 4),
                "702.140a",
                "118.9c",
            ),
            cr(
                "Gemrazer mutated with Heartless Summoning: a creature spell, {2} less takes no coloured mana: {G}{G}",
                lambda: values("Gemrazer", "total_cost", cast="mutate", battlefield=["Heartless Summoning"]),
                "{G}{G}",
                "118.9d",
                "118.7a",
            ),
            cr(
                'Gemrazer can\'t be cast both for its mutate cost and "without paying its mana cost"',
                lambda: answer("Gemrazer", cast=[WITHOUT_PAYING, "mutate"]),
                raises("118.9a"),
                "118.9a",
            ),
            cr(
                "Lightning Bolt has no mutate",
                lambda: answer("Lightning Bolt", cast="mutate"),
                raises("702.140a"),
                "702.140a",
            ),
        ),
    ),
    keyword_predicate(
        "spree",
        rules=("702.172a", "700.2d", "118.8d", "118.9d"),
        rows=(),
        commentary="Spree (2024): choose one or more modes; each chosen mode's cost is an additional cost (given as "
        "modes, numbered from 1). Cases hand-written from CR 702.172a.",
        cases=(
            cr(
                "Final Showdown with modes 1 and 3: {W} + {1} + {3}{W}{W} = {4}{W}{W}{W}, mana value 1",
                lambda: values("Final Showdown", ("total_cost", "mana_value"), modes=[1, 3]),
                ("{4}{W}{W}{W}", 1),
                "702.172a",
                "118.8d",
            ),
            cr(
                "Final Showdown with every mode: {W} + {1} + {1} + {3}{W}{W} = {5}{W}{W}{W}",
                lambda: values("Final Showdown", "total_cost", modes=[1, 2, 3]),
                "{5}{W}{W}{W}",
                "702.172a",
            ),
            cr(
                "Final Showdown with no mode chosen: refused, spree chooses one or more",
                lambda: answer("Final Showdown", modes=[]),
                raises("702.172a"),
                "702.172a",
            ),
            cr(
                "Final Showdown can't choose mode 1 twice",
                lambda: answer("Final Showdown", modes=[1, 1]),
                raises("700.2d"),
                "700.2d",
            ),
            _not_free_of_modes("Final Showdown", [3], "{3}{W}{W}"),
            cr(
                "Final Showdown with modes 1 and 2 and Goblin Electromancer: {W}{1}{1} less {1}: {1}{W}",
                lambda: values("Final Showdown", "total_cost", modes=[1, 2], battlefield=["Goblin Electromancer"]),
                "{1}{W}",
                "601.2f",
                "118.7a",
            ),
        ),
    ),
    keyword_predicate(
        "tiered",
        rules=("702.183a", "118.8d", "118.9d"),
        rows=(),
        commentary="Tiered (2025): choose exactly one mode and pay its cost as an additional cost (given as modes, "
        "numbered from 1). Cases hand-written from CR 702.183a.",
        cases=(
            cr(
                "Ice Magic with Blizzard ({0}): {1}{U}",
                lambda: values("Ice Magic", ("total_cost", "mana_value"), modes=[1]),
                ("{1}{U}", 2),
                "702.183a",
            ),
            cr(
                "Ice Magic with Blizzaga ({5}{U}): {6}{U}{U}, mana value 2",
                lambda: values("Ice Magic", ("total_cost", "mana_value"), modes=[3]),
                ("{6}{U}{U}", 2),
                "702.183a",
                "118.8d",
            ),
            cr(
                "Ice Magic with two modes: refused, tiered chooses one",
                lambda: answer("Ice Magic", modes=[1, 2]),
                raises("702.183a"),
                "702.183a",
            ),
            _not_free_of_modes("Ice Magic", [2], "{2}"),
        ),
    ),
    keyword_predicate(
        "gift",
        rules=("702.174a", "118.8d"),
        rows=(),
        commentary="Gift a [something] (2024): as an additional cost you may choose an opponent; no mana. Cases "
        "hand-written from CR 702.174a.",
        cases=(
            cr(
                "Into the Flood Maw with its gift promised: the additional cost is no mana: {U}, mana value 1",
                lambda: values("Into the Flood Maw", ("total_cost", "mana_value"), additional=["gift"]),
                ("{U}", 1),
                "702.174a",
                "118.8d",
            ),
            *GENERAL_CASES["gift"],
            cr(
                "Lightning Bolt has no gift",
                lambda: answer("Lightning Bolt", additional=["gift"]),
                raises("702.174a"),
                "702.174a",
            ),
        ),
    ),
)
