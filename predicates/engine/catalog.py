"""Every predicate the site knows, collected from the modules of declared/, and each found by its name."""

from .declared import (
    contraptions,
    cost_predicates,
    improvise,
    later_keywords,
    living_metal,
    mana_cost,
    own_cost_cases,
    resource_cases,
    saheelis_directive,
    spell_cases,
    total_cost,
)
from .declared.later_ruling_cases import with_later_rulings
from .registry import Predicate

PREDICATES: tuple[Predicate, ...] = (
    *(
        module.PREDICATE
        for module in (mana_cost, total_cost, improvise, saheelis_directive, living_metal, contraptions)
    ),
    *cost_predicates.PREDICATES,
    *spell_cases.PREDICATES,
    *later_keywords.PREDICATES,
    *resource_cases.PREDICATES,
    own_cost_cases.PREDICATE,
)
PREDICATES = with_later_rulings(PREDICATES)


def all_predicates() -> tuple[Predicate, ...]:
    return PREDICATES


def get(name: str) -> Predicate | None:
    """The predicate called name, or None."""
    return next((p for p in PREDICATES if p.name == name), None)
