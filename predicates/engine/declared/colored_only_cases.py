"""Reductions whose own text says they reduce "only the amount of colored mana you pay" (Edgewalker, Ragemonger):
a colour the cost doesn't need reduces nothing, where 118.7b would reduce generic mana (the card's text over the
rules, 101.1). Cases from the cards' reminder text (their own worked example) and their rulings (MTGJSON v3).
"""

from ..registry import Case
from .cost_cases import values
from .cost_ruling_texts import (
    EDGEWALKER_ADDITIONAL,
    EDGEWALKER_CUMULATIVE,
    EDGEWALKER_HYBRID,
    RAGEMONGER_CUMULATIVE,
)

COLORED_ONLY_CASES = (
    Case(
        "Edgewalker on a {1}{W} Cleric (its reminder text's example): {1}; the {B} reduces nothing",
        lambda: values("Temple Acolyte", "total_cost", battlefield=["Edgewalker"]),
        "{1}",
        rules=("118.7c", "101.1"),
    ),
    Case(
        "Ragemonger on a {2}{R} Minotaur (its reminder text's example): {2}",
        lambda: values("Pensive Minotaur", "total_cost", battlefield=["Ragemonger"]),
        "{2}",
        rules=("118.7c", "101.1"),
    ),
    Case(
        "Edgewalker doesn't reduce a spell that isn't a Cleric",
        lambda: values("Lightning Bolt", "total_cost", battlefield=["Edgewalker"]),
        "{R}",
        rules=("601.2f",),
    ),
    Case(
        "two Edgewalkers on High Priest of Penance: cumulative, {W}{B} less twice, and never generic: {0}",
        lambda: values("High Priest of Penance", "total_cost", battlefield=["Edgewalker", "Edgewalker"]),
        "{0}",
        ruling=EDGEWALKER_CUMULATIVE,
        card="Edgewalker",
        date="2004-10-04",
    ),
    Case(
        "two Ragemongers on Neheb, the Worthy: {B}{R} less twice, the generic {1} stays",
        lambda: values("Neheb, the Worthy", "total_cost", battlefield=["Ragemonger", "Ragemonger"]),
        "{1}",
        ruling=RAGEMONGER_CUMULATIVE,
        card="Ragemonger",
        date="2014-02-01",
    ),
    Case(
        "Edgewalker reduces Kor Sanctifiers' kicker {W} too: {2}{W} kicked costs {2}{W}",
        lambda: values("Kor Sanctifiers", "total_cost", battlefield=["Edgewalker"], kicked=1),
        "{2}{W}",
        ruling=EDGEWALKER_ADDITIONAL,
        card="Edgewalker",
        date="2008-08-01",
    ),
    Case(
        "Medicine Runner's {G/W} paid as {W}: Edgewalker reduces it, {1}",
        lambda: values("Medicine Runner", "total_cost", battlefield=["Edgewalker"], hybrid_paid_as=["{W}"]),
        "{1}",
        ruling=EDGEWALKER_HYBRID,
        card="Edgewalker",
        date="2008-08-01",
    ),
    Case(
        "Medicine Runner's {G/W} paid as {G}: Edgewalker reduces nothing, {1}{G}",
        lambda: values("Medicine Runner", "total_cost", battlefield=["Edgewalker"], hybrid_paid_as=["{G}"]),
        "{1}{G}",
        ruling=EDGEWALKER_HYBRID,
        card="Edgewalker",
        date="2008-08-01",
    ),
)
