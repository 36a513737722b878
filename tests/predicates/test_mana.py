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


@pytest.mark.parametrize("text", ["{}", "{WU}", "{WUBRG}", "{XY}", "{RG/P}", "{W/UB}", "{WU/P}"])
def test_a_symbol_is_one_letter_not_a_substring_of_the_letters(text):
    """{WU} was read as a coloured symbol and {} or {XY} as a variable: membership was tested on "WUBRG"."""
    with pytest.raises(RuleError) as caught:
        parse_cost(text)
    assert "not a mana symbol" in caught.value.message


@pytest.mark.parametrize("text", ["{²}", "{①}", "{٣}", "{１}", "{2²/W}", "{٣/U}"])
def test_only_ascii_digits_are_numbers(text):
    with pytest.raises(RuleError) as caught:
        parse_cost(text)
    assert "0-9" in caught.value.message
    assert caught.value.rule == "107.4"


def test_numbers_up_to_gleemax():
    assert mana_value("{1000000}") == 1_000_000
    assert mana_value("{0000007}") == 7
    for text in ("{1000001}", "{" + "9" * 4301 + "}", "{99999999/W}"):
        with pytest.raises(RuleError):
            parse_cost(text)


@pytest.mark.parametrize("text", ["{HW}", "{hr}", "{½}"])
def test_half_mana_is_named_as_such(text):
    """Unhinged's half mana (Little Girl's {hw}) is outside the CR: the message says so."""
    with pytest.raises(RuleError) as caught:
        parse_cost(text)
    assert "half-mana" in caught.value.message


def test_lower_case_letters_read_as_capitals_but_no_other_letter_does():
    assert parse_cost("{x}{2/u}{w/p}") == parse_cost("{X}{2/U}{W/P}")
    for text in ("{ß}", "{ｗ}", "{ı}"):
        with pytest.raises(RuleError):
            parse_cost(text)
