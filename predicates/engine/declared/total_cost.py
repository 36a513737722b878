"""The total_cost predicate (601.2b, 601.2f), from explicit costs or from a card (spell_cost.py), and its cases."""

from .. import saheelis_directive, spell_cost, total_cost
from ..registry import Case, Predicate, Raises, RuleRef
from ..ruling_texts import (
    IMPROVISE_AFTER_TOTAL,
    IMPROVISE_X_SAHEELI,
    MTMTE_ALTERNATIVE,
    MTMTE_TOTAL_COST,
)


def _total(mana_cost, **options):
    return str(total_cost.total_cost(mana_cost, **options).total)


TOTAL_COST_CASES = (
    Case(
        "Saheeli's Directive with X = 3 costs {3}{R}{R}{R}",
        lambda: _total(saheelis_directive.MANA_COST, x=3),
        "{3}{R}{R}{R}",
        ruling=IMPROVISE_X_SAHEELI,
    ),
    Case(
        "alternative cost, additional cost, increase and reduction all count, in 601.2f's order",
        lambda: _total(
            "{4}{U}{U}", alternative_cost="{2}{U}", additional_costs=["{1}"], increases=["{1}"], reductions=["{2}"]
        ),
        "{2}{U}",
        ruling=IMPROVISE_AFTER_TOTAL,
    ),
    Case(
        "More Than Meets the Eye: the alternative cost, plus an increase, minus a reduction",
        lambda: _total("{1}{R}{W}", alternative_cost="{R}{W}", increases=["{1}"], reductions=["{1}"]),
        "{R}{W}",
        ruling=MTMTE_TOTAL_COST,
    ),
    Case(
        "two alternative costs can't be combined",
        lambda: _total("{1}{R}{W}", alternative_cost=["{R}{W}", "{0}"]),
        Raises("118.9a"),
        ruling=MTMTE_ALTERNATIVE,
    ),
    Case(
        "Thalia-like increase {1} and a {2} reduction on a {1}{W} spell: {W}",
        lambda: _total("{1}{W}", increases=["{1}"], reductions=["{2}"]),
        "{W}",
        rules=("601.2f", "118.7a"),
    ),
    Case(
        "a {2} reduction never removes coloured mana: {R}{R} stays {R}{R}",
        lambda: _total("{R}{R}", reductions=["{2}"]),
        "{R}{R}",
        rules=("118.7a", "601.2f"),
    ),
    Case(
        "a reduction can't take the total below {0}",
        lambda: _total("{1}", reductions=["{3}"]),
        "{0}",
        rules=("601.2f",),
    ),
    Case(
        "Trinisphere with X = 0: {X}{R} costs {2}{R}",
        lambda: _total("{X}{R}", x=0, minimum_total=3),
        "{2}{R}",
        rules=("601.2f", "107.3a"),
    ),
    Case(
        "Trinisphere applies after reductions: {2}{R} reduced by {2} still costs {2}{R}",
        lambda: _total("{2}{R}", reductions=["{2}"], minimum_total=3),
        "{2}{R}",
        rules=("601.2f",),
    ),
    Case(
        "an alternative cost without {X} makes X 0",
        lambda: _total("{X}{U}{U}{U}", alternative_cost="{0}"),
        "{0}",
        rules=("107.3b",),
    ),
    Case(
        "{X} without an announced X is refused", lambda: _total("{X}{R}"), Raises("107.3a"), rules=("107.3a", "601.2b")
    ),
    Case(
        "{2/U} announced as {2} is two generic mana: {2/U}{U} costs {2}{U}",
        lambda: _total("{2/U}{U}", hybrid_paid_as=["{2}"]),
        "{2}{U}",
        rules=("601.2b",),
    ),
    Case(
        "{R} is no half of {2/U}: the announcement is refused",
        lambda: _total("{2/U}{U}", hybrid_paid_as=["{R}"]),
        Raises("601.2b"),
        rules=("601.2b",),
    ),
)


PREDICATE = Predicate(
    name="total_cost",
    title="Total cost (601.2f)",
    module=total_cost,
    rules=(
        RuleRef("601.2b"),
        RuleRef("601.2f"),
        RuleRef("107.3a"),
        RuleRef("107.3b"),
        RuleRef("118.7"),
        RuleRef("118.7a"),
        RuleRef("118.8"),
        RuleRef("118.9a"),
        RuleRef("118.9c"),
        RuleRef("118.9d"),
    ),
    rulings=(IMPROVISE_AFTER_TOTAL, IMPROVISE_X_SAHEELI, MTMTE_TOTAL_COST, MTMTE_ALTERNATIVE),
    cases=TOTAL_COST_CASES,
    # The page's commentary: the arithmetic, then the card's keywords and what surrounds it.
    commentary=f"{total_cost.__doc__.strip()}\n\n{spell_cost.__doc__.strip()}",
    evaluate=spell_cost.evaluate,
    fields=spell_cost.FIELDS,
)
