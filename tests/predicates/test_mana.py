import pytest
from hypothesis import given
from hypothesis import strategies as st

from predicates.engine.errors import RuleError
from predicates.engine.mana import ManaCost, format_cost, mana_value, parse_cost

NON_GENERIC = [
    "W",
    "U",
    "B",
    "R",
    "G",
    "C",
    "S",
    "W/U",
    "U/B",
    "B/R",
    "R/G",
    "G/W",
    "2/W",
    "2/U",
    "2/B",
    "2/R",
    "2/G",
    "W/P",
    "U/P",
    "B/P",
    "R/P",
    "G/P",
    "W/U/P",
    "B/G/P",
]

costs = st.builds(
    ManaCost,
    generic=st.integers(min_value=0, max_value=30),
    variables=st.lists(st.sampled_from(["X", "Y"]), max_size=2).map(tuple),
    symbols=st.lists(st.sampled_from(NON_GENERIC), max_size=8).map(tuple),
)


@given(costs)
def test_parse_format_round_trip(cost):
    assert parse_cost(format_cost(cost)) == cost


@given(costs)
def test_formatted_text_is_a_fixed_point(cost):
    text = format_cost(cost)
    assert format_cost(parse_cost(text)) == text


@given(costs, st.integers(min_value=0, max_value=20))
def test_mana_value_counts_x_only_on_the_stack(cost, x):
    assert mana_value(cost, x=x) == mana_value(cost) + x * len(cost.variables)


@pytest.mark.parametrize(
    "text", ["{X}{R}{R}{R}", "{2}{U}", "{C}", "{S}", "{W/U}", "{2/W}", "{W/P}", "{X}{2}{W/U}{2/W}{W/P}{C}{S}"]
)
def test_the_issues_costs_read_back(text):
    assert format_cost(parse_cost(text)) == text


def test_mana_values_of_the_symbol_kinds():
    # 202.3f: a {2/W} counts its larger half; 202.3g: a Phyrexian symbol counts one; {C} and {S} one each.
    assert mana_value("{2/W}") == 2 * mana_value("{W}")
    assert mana_value("{W/P}") == mana_value("{W/U}") == mana_value("{C}") == mana_value("{S}") == 1
    assert mana_value("{2}{U}") == 3


def test_empty_cost_is_zero():
    assert mana_value("") == 0
    assert format_cost(parse_cost("")) == "{0}"


@pytest.mark.parametrize(
    "text, words",
    [("{Q}", "{Q}"), ("{", "unclosed"), ("{-1}", "negative"), ("2U", "outside braces"), ("{W/W}", "{W/W}")],
)
def test_malformed_costs_are_rejected_with_a_message(text, words):
    with pytest.raises(RuleError) as caught:
        parse_cost(text, field="mana_cost")
    assert words in caught.value.message
    assert caught.value.field == "mana_cost"
    assert caught.value.rule == "107.4"
