"""The saheelis_directive predicate, and its cases."""

from .. import saheelis_directive
from ..registry import Case, Predicate, Raises, RuleRef
from ..ruling_texts import (
    SAHEELI_INDIVIDUAL,
    SAHEELI_LIBRARY_X,
    SAHEELI_SAME_TIME,
)
from ..saheelis_directive import LibraryCard

_LIBRARY = [
    LibraryCard("Millstone", "{2}", ("Artifact",)),
    LibraryCard("Sol Ring", "{1}", ("Artifact",)),
    LibraryCard("Lightning Bolt", "{R}", ("Instant",)),
    LibraryCard("Walking Ballista", "{X}{X}", ("Artifact", "Creature")),
    LibraryCard("Wurmcoil Engine", "{6}", ("Artifact", "Creature")),
]


def _names(cards):
    return [c.name for c in cards]


def _directive(x, **options):
    return saheelis_directive.resolve(_LIBRARY, x, **options)


SAHEELI_CASES = (
    Case(
        "X = 2 puts Millstone (2) and Sol Ring (1) onto the battlefield: their sum 3 exceeds X",
        lambda: _names(_directive(2).battlefield),
        ["Millstone", "Sol Ring"],
        ruling=SAHEELI_INDIVIDUAL,
    ),
    Case(
        "an artifact with mana value above X stays out",
        lambda: _names(_directive(5).graveyard),
        ["Lightning Bolt", "Wurmcoil Engine"],
        ruling=SAHEELI_INDIVIDUAL,
    ),
    Case(
        "choosing an artifact above X is refused",
        lambda: _directive(5, choose=["Wurmcoil Engine"]),
        Raises("202.3"),
        ruling=SAHEELI_INDIVIDUAL,
    ),
    Case(
        "Walking Ballista ({X}{X}) counts 0 in the library, so X = 4 can fetch it (with X = 4 it would be 8)",
        lambda: "Walking Ballista" in _names(_directive(4).battlefield),
        True,
        ruling=SAHEELI_LIBRARY_X,
    ),
    Case(
        "the artifacts enter together and see each other",
        lambda: _directive(2).entering_with("Sol Ring"),
        ["Millstone"],
        ruling=SAHEELI_SAME_TIME,
    ),
    Case(
        "the revealed cards not put onto the battlefield go to the graveyard",
        lambda: _names(_directive(4, choose=["Sol Ring"]).graveyard),
        ["Millstone", "Lightning Bolt", "Walking Ballista"],
        rules=("202.3",),
    ),
)


PREDICATE = Predicate(
    name="saheelis_directive",
    title="Saheeli's Directive",
    module=saheelis_directive,
    rules=(RuleRef("202.3"), RuleRef("202.3e"), RuleRef("107.3g"), RuleRef("603.6a")),
    rulings=(SAHEELI_INDIVIDUAL, SAHEELI_LIBRARY_X, SAHEELI_SAME_TIME),
    cases=SAHEELI_CASES,
)
