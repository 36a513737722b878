import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from predicates.engine.errors import RuleError
from predicates.engine.mana import ManaCost, format_cost, mana_value, parse_cost
from predicates.engine.ruling_texts import IMPROVISE_X_SAHEELI, IMPROVISE_X_WHIR
from predicates.engine.total_cost import reduce_cost, reduce_costs, total_cost

from .test_mana import costs

COLORED = ["W", "U", "B", "R", "G", "C", "W/U", "2/W", "W/P", "S"]
reductions = st.builds(
    ManaCost,
    generic=st.integers(min_value=0, max_value=10),
    symbols=st.lists(st.sampled_from(COLORED), max_size=4).map(tuple),
)


def example_of(ruling):
    """'choose X to be 3, the total cost is {3}{R}{R}{R}' -> (3, "{3}{R}{R}{R}"), read from the ruling's own words."""
    x, total = re.search(r"choose X to be (\d+), the total cost is ((?:\{[^}]+\})+)", ruling).groups()
    mana_cost = re.search(r"mana cost ((?:\{[^}]+\})+)\)", ruling)
    return int(x), total, mana_cost.group(1) if mana_cost else None


def test_saheelis_directive_example():
    x, total, _ = example_of(IMPROVISE_X_SAHEELI)
    assert format_cost(total_cost("{X}{R}{R}{R}", x=x).total) == total


def test_whir_of_invention_example():
    x, total, mana_cost = example_of(IMPROVISE_X_WHIR)
    assert format_cost(total_cost(mana_cost, x=x).total) == total


@given(costs.filter(lambda c: not c.variables), reductions)
def test_a_reduction_never_makes_a_cost_negative_nor_adds_mana(cost, reduction):
    reduced, _ = reduce_cost(cost, reduction)
    assert reduced.generic >= 0
    assert mana_value(reduced) <= mana_value(cost)
    remaining = list(cost.symbols)
    for symbol in reduced.symbols:
        remaining.remove(symbol)  # raises if the reduction invented a symbol


@given(costs.filter(lambda c: not c.variables), st.lists(reductions, max_size=6))
def test_reductions_at_once_are_the_reductions_one_by_one(cost, several):
    """reduce_costs finds each symbol by colour in constant time; it must choose as one reduction at a time does."""
    one_by_one = cost
    for reduction in several:
        one_by_one, _ = reduce_cost(one_by_one, reduction)
    at_once, steps = reduce_costs(cost, several)
    assert at_once == one_by_one
    assert len(steps) == len(several)


@given(costs.filter(lambda c: not c.variables), st.integers(min_value=0, max_value=40))
def test_a_generic_reduction_never_removes_coloured_mana(cost, amount):
    reduced, _ = reduce_cost(cost, ManaCost(generic=amount))
    assert reduced.symbols == cost.symbols
    assert reduced.generic == max(cost.generic - amount, 0)


def test_thalia_like_increase_with_a_reduction():
    # 601.2f: increases are added, then reductions subtracted; the generic part can't go below zero.
    cost = total_cost("{1}{W}", increases=["{1}"], reductions=["{3}"])
    assert cost.total == parse_cost("{W}")
    assert [s.rule for s in cost.steps].count("601.2f") >= 3


def test_order_is_alternative_then_additional_then_increase_then_reduction():
    cost = total_cost(
        "{5}{U}{U}", alternative_cost="{2}{U}", additional_costs=["{1}"], increases=["{2}"], reductions=["{1}", "{U}"]
    )
    assert cost.total == parse_cost("{4}")
    rules = [s.rule for s in cost.steps]
    assert rules.index("118.9a") < rules.index("118.8") < rules.index("118.7a")


def test_a_coloured_reduction_the_cost_does_not_need_reduces_generic():
    assert total_cost("{3}{U}", reductions=["{R}"]).total == parse_cost("{2}{U}")
    assert total_cost("{3}{R}", reductions=["{R}"]).total == parse_cost("{3}")


def test_trinisphere_with_x_zero():
    cost = total_cost("{X}{R}", x=0, minimum_total=3)
    assert mana_value(cost.total) == 3
    assert cost.total.symbols == ("R",)
    assert cost.mana_value == 1  # the minimum changes what is paid, not the mana value


def test_trinisphere_comes_after_reductions():
    assert mana_value(total_cost("{4}", reductions=["{3}"], minimum_total=3).total) == 3


def test_mana_value_ignores_the_alternative_cost():
    assert total_cost("{X}{U}{U}", x=2, alternative_cost="{X}{U}").mana_value == mana_value("{X}{U}{U}", x=2)


@pytest.mark.parametrize(
    "kwargs, field, rule",
    [
        ({"mana_cost": "{X}{R}"}, "x", "107.3a"),
        ({"mana_cost": "{2}{R}", "x": 3}, "x", "107.3a"),
        ({"mana_cost": "{X}{R}", "x": -1}, "x", "107.3a"),
        ({"mana_cost": "{X}{R}", "x": "3"}, "x", "107.3a"),
        ({"mana_cost": "{X}{R}", "x": 2, "alternative_cost": "{0}"}, "x", "107.3b"),
        ({"mana_cost": "{2}{R}", "alternative_cost": ["{1}", "{0}"]}, "alternative_cost", "118.9a"),
        ({"mana_cost": "{2}{R}", "increases": "{1}{"}, "increases[0]", "107.4"),
        ({"mana_cost": "{2}{R}", "minimum_total": True}, "minimum_total", "601.2f"),
        ({"mana_cost": "{2}{R}", "reductions": {"a": 1}}, "reductions", "601.2f"),
    ],
)
def test_bad_situations_name_the_field_and_the_rule(kwargs, field, rule):
    mana_cost = kwargs.pop("mana_cost")
    with pytest.raises(RuleError) as caught:
        total_cost(mana_cost, **kwargs)
    assert (caught.value.field, caught.value.rule) == (field, rule)
