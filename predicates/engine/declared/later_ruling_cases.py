"""Cases from Wizards of the Coast's rulings on the cost keywords printed after MTGJSON v3 (2018-10), read on the
cards' Gatherer and Scryfall pages (later_ruling_texts.py): each names the card the ruling is printed on, its date
and the page, and says it comes from outside the corpus. The expected answers were written from the rulings and
the CR before the engine was run on them.

A ruling printed on a card that gives escape to other cards (Underworld Breach, The Master of Keys) is applied to a
card with its own escape (Uro), as older rulings printed on one card are applied to another (other_cards_rows.py).
with_later_rulings adds them to the keywords' predicates of catalog.py.
"""

import dataclasses

from ..spell_cost import WITHOUT_PAYING
from .cost_cases import answer, raises, values
from .later_ruling_texts import ESCAPE_ONE_ALTERNATIVE, ESCAPE_TOTAL_CONVERTED, ESCAPE_TOTAL_MANA_VALUE, SOURCES

OUTSIDE_THE_CORPUS = "outside the corpus (MTGJSON v3 ends in 2018-10)"
URO = "Uro, Titan of Nature's Wrath"
SPHERE = "Sphere of Resistance"
HEARTLESS = "Heartless Summoning"


def ruled(title, run, expected, *, ruling, card, date):
    """A case from the ruling printed on card that day, with the page it was read on."""
    from ..registry import Case

    source = f"the ruling of {date} printed on {card}, {SOURCES[card, date]}; {OUTSIDE_THE_CORPUS}"
    return Case(title, run, expected, ruling=ruling, card=card, date=date, source=source)


def escaped(name=URO, **situation):
    return values(name, ("total_cost", "mana_value"), cast="escape", **situation)


def _uro(title, run, expected):
    return ruled(title, run, expected, ruling=ESCAPE_TOTAL_CONVERTED, card=URO, date="2020-01-24")


def _breach(title, run, expected):
    return ruled(title, run, expected, ruling=ESCAPE_TOTAL_MANA_VALUE, card="Underworld Breach", date="2020-01-24")


def _keys(title, run, expected, ruling=ESCAPE_TOTAL_MANA_VALUE):
    return ruled(title, run, expected, ruling=ruling, card="The Master of Keys", date="2024-09-20")


LATER_RULING_CASES = {
    "escape": (
        _uro("Uro escaped: its escape cost {G}{G}{U}{U} is paid, its mana value stays 3", escaped, ("{G}{G}{U}{U}", 3)),
        _uro(
            "Uro escaped with Sphere of Resistance: the increase is added to the escape cost, {1}{G}{G}{U}{U}",
            lambda: escaped(battlefield=[SPHERE]),
            ("{1}{G}{G}{U}{U}", 3),
        ),
        _uro(
            "Uro escaped with Sphere of Resistance and Heartless Summoning: {1} is added, then {2} less takes only "
            "generic mana: {G}{G}{U}{U}",
            lambda: escaped(battlefield=[SPHERE, HEARTLESS]),
            ("{G}{G}{U}{U}", 3),
        ),
        _breach(
            "Uro cast for its mana cost or escaped: {1}{G}{U} or {G}{G}{U}{U}, mana value 3 either way",
            lambda: (values(URO, ("total_cost", "mana_value")), escaped()),
            (("{1}{G}{U}", 3), ("{G}{G}{U}{U}", 3)),
        ),
        _breach(
            "Uro escaped with Heartless Summoning: the reduction applies to the escape cost, which has no generic "
            "mana to reduce: {G}{G}{U}{U}",
            lambda: escaped(battlefield=[HEARTLESS]),
            ("{G}{G}{U}{U}", 3),
        ),
        _keys(
            "Uro escaped with two Spheres of Resistance: {2}{G}{G}{U}{U}, mana value 3",
            lambda: escaped(battlefield=[SPHERE, SPHERE]),
            ("{2}{G}{G}{U}{U}", 3),
        ),
        _keys(
            "Uro can't be escaped and cast without paying its mana cost",
            lambda: answer(URO, cast=[WITHOUT_PAYING, "escape"]),
            raises("118.9a"),
            ESCAPE_ONE_ALTERNATIVE,
        ),
        _keys(
            "Uro escaped can't be paid for with another alternative cost ({0})",
            lambda: answer(URO, cast="escape", alternative_cost="{0}"),
            raises("118.9a"),
            ESCAPE_ONE_ALTERNATIVE,
        ),
    ),
}


def with_later_rulings(predicates):
    """The predicates, each keyword's with its cases from the later rulings and those rulings added."""
    return tuple(_extended(p) if p.name in LATER_RULING_CASES else p for p in predicates)


def _extended(predicate):
    cases = LATER_RULING_CASES[predicate.name]
    rulings = tuple(dict.fromkeys((*predicate.rulings, *(c.ruling for c in cases))))
    return dataclasses.replace(predicate, cases=(*predicate.cases, *cases), rulings=rulings)
