"""Issue 12.1-2 for the predicates: bad input is a 4xx with a message, and every request is bounded.

Each test reproduces a finding of the hostile-visitor audit through the real URLs (the API by POST, the
calculator by GET): before the fix each of these answered 500, or took seconds and hundreds of megabytes.
Sizes are asserted, not times: a bounded answer is small.
"""

import json

import pytest
from pytest_django.asserts import assertContains

from predicates.engine import limits
from tests.markup import find_all, text_of

pytestmark = pytest.mark.django_db

EVALUABLE = ["mana_cost", "total_cost", "improvise"]
# isdigit() is true for each, int() reads none of them (or, for "٣", reads 3: a digit no cost prints).
NOT_ASCII_DIGITS = ["{²}", "{①}", "{٣}", "{2²/W}", "{１}", "{٣/U}"]


def post(client, name, body):
    data = body if isinstance(body, (str, bytes)) else json.dumps(body)
    return client.post(f"/api/predicates/{name}", data, content_type="application/json")


def assert_json_4xx(response, status=400):
    assert response.status_code == status, response.content[:300]
    assert response["Content-Type"].startswith("application/json")
    body = response.json()
    assert body["error"]
    assert len(response.content) < 2_000, "an error answer is a sentence, not an echo of the input"
    return body


@pytest.mark.parametrize("name", EVALUABLE)
@pytest.mark.parametrize("cost", NOT_ASCII_DIGITS)
def test_digits_that_are_not_ascii_are_400(client, name, cost):
    body = assert_json_4xx(post(client, name, {"mana_cost": cost}))
    assert body["field"] == "mana_cost"
    assert "0-9" in body["error"]


@pytest.mark.parametrize("cost", NOT_ASCII_DIGITS)
def test_digits_that_are_not_ascii_in_a_list_name_the_entry(client, cost):
    body = assert_json_4xx(post(client, "total_cost", {"mana_cost": "{1}", "reductions": ["{1}", cost]}))
    assert body["field"] == "reductions[1]"


@pytest.mark.parametrize(
    "situation, field",
    [
        ({"mana_cost": "{" + "9" * 4301 + "}"}, "mana_cost"),  # int() refuses more than 4,300 digits
        ({"mana_cost": "{" + "9" * 4300 + "}"}, "mana_cost"),
        ({"mana_cost": "{" + "9" * 50 + "}"}, "mana_cost"),
        ({"mana_cost": "{1000001}"}, "mana_cost"),  # one more than Gleemax
        ({"mana_cost": "{" + "9" * 50 + "/W}"}, "mana_cost"),
        ({"mana_cost": "{X}{X}", "x": int("9" * 4300)}, "x"),  # 2·x has 4,301 digits: str() refused it
        ({"mana_cost": "{X}", "x": 10**7}, "x"),
        ({"mana_cost": "{1}", "minimum_total": int("9" * 4300)}, "minimum_total"),
    ],
    ids=[
        "4301-digit-cost",
        "4300-digit-cost",
        "50-digit-cost",
        "over-gleemax",
        "huge-hybrid",
        "4300-digit-x",
        "big-x",
        "huge-min",
    ],
)
def test_huge_numbers_are_400(client, situation, field):
    name = "total_cost" if "minimum_total" in situation else "mana_cost"
    body = assert_json_4xx(post(client, name, situation))
    assert body["field"] == field
    # Past MAX_COST_TEXT characters the length is refused before any number is read.
    assert str(limits.MAX_NUMBER) in body["error"].replace(",", "") or str(limits.MAX_COST_TEXT) in body["error"]


def test_gleemax_is_the_largest_number(client):
    response = post(client, "mana_cost", {"mana_cost": "{1000000}"})
    assert response.status_code == 200
    assert response.json()["mana_value"] == limits.MAX_NUMBER


def test_a_4301_digit_number_in_the_body_is_400(client):
    """json.loads itself refuses it (a ValueError the view already caught): kept that way."""
    assert_json_4xx(post(client, "mana_cost", '{"mana_cost": "{X}", "x": ' + "9" * 4301 + "}"))


@pytest.mark.parametrize("depth", [limits.MAX_JSON_DEPTH, 2_000, 10_000])
def test_deeply_nested_json_is_400(client, depth):
    body = assert_json_4xx(post(client, "improvise", '{"mana_cost": ' + "[" * depth + "]" * depth + "}"))
    assert "nested" in body["error"]


def test_nesting_within_the_limit_reaches_the_engine(client):
    depth = limits.MAX_JSON_DEPTH - 1
    body = assert_json_4xx(post(client, "improvise", '{"mana_cost": ' + "[" * depth + "]" * depth + "}"))
    assert body["field"] == "mana_cost"
    assert "string" in body["error"]


def test_nesting_counts_brackets_in_strings_as_text(client):
    response = post(client, "mana_cost", {"mana_cost": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[{1}"})
    body = assert_json_4xx(response)
    assert body["field"] == "mana_cost"
    assert "nested" not in body["error"]


@pytest.mark.parametrize(
    "cost",
    ["{\x00}", "{1}\x00", "\x00", "{\u202e1}", "{1}\u202e{U}", "{\x1b[31m}", "{U\u200b}", "{\ufeff1}", "{\ud800}"],
    ids=["nul", "nul-after", "nul-only", "rtl-override", "rtl-between", "ansi", "zero-width", "bom", "surrogate"],
)
def test_control_and_direction_characters_are_400(client, cost):
    body = assert_json_4xx(post(client, "improvise", json.dumps({"mana_cost": cost})))
    assert body["field"] == "mana_cost"
    for character in "\x00\u202e\x1b\u200b\ufeff":
        assert character not in body["error"], "the message shows escapes, never the character itself"


def test_control_characters_in_a_field_name_are_400(client):
    body = assert_json_4xx(post(client, "improvise", {"mana_cost": "{1}", "\u202eevil\x00" + "k" * 5000: 1}))
    assert "\x00" not in body["error"]
    assert "\u202e" not in body["error"]


@pytest.mark.parametrize("length", [limits.MAX_COST_TEXT + 1, 10_000, 1_000_000])
def test_very_long_costs_are_400(client, length):
    cost = ("{U}" * length)[:length]
    body = assert_json_4xx(post(client, "mana_cost", {"mana_cost": cost}), status=413 if length > 100_000 else 400)
    assert str(limits.MAX_COST_TEXT) in body["error"] or "bytes" in body["error"]


def test_too_many_symbols_is_400(client):
    cost = "{U}" * (limits.MAX_SYMBOLS + 1)
    body = assert_json_4xx(post(client, "mana_cost", {"mana_cost": cost}))
    assert str(limits.MAX_SYMBOLS) in body["error"]
    assert post(client, "mana_cost", {"mana_cost": "{U}" * limits.MAX_SYMBOLS}).status_code == 200


WRONG_TYPES = [
    ("mana_cost", ["{1}"]),
    ("mana_cost", {"cost": "{1}"}),
    ("mana_cost", 3),
    ("mana_cost", 2.5),
    ("mana_cost", True),
    ("x", [3]),
    ("x", {"x": 3}),
    ("x", True),
    ("x", 2.0),
    ("x", -1),
    ("x", "3"),
    ("x", 1e400),
    ("untapped_artifacts", [1, 2]),
    ("untapped_artifacts", False),
    ("untapped_artifacts", -5),
    ("untapped_artifacts", 1.5),
    ("tap", {"n": 1}),
    ("tap", -1),
    ("tapped_for_mana", "one"),
    ("sacrificed_for_mana", [0]),
    ("minimum_total", -3),
    ("minimum_total", 3.5),
    ("alternative_cost", 3),
    ("alternative_cost", {"a": 1}),
    ("alternative_cost", [["{1}"]]),
    ("alternative_cost", [3]),
    ("additional_costs", {"a": "{1}"}),
    ("additional_costs", 3),
    ("additional_costs", True),
    ("additional_costs", [["{1}"]]),
    ("additional_costs", [None]),
    ("increases", [{"a": 1}]),
    ("reductions", [1.5]),
    ("reductions", ["{X}"]),
    ("hybrid_paid_as", {"a": "{2}"}),
    ("hybrid_paid_as", [2]),
    ("hybrid_paid_as", ["{R}"]),
    ("hybrid_paid_as", ["{2}", "{2}"]),
]


@pytest.mark.parametrize("field, value", WRONG_TYPES, ids=[f"{f}={v!r}"[:40] for f, v in WRONG_TYPES])
def test_wrong_types_are_400_naming_the_field(client, field, value):
    situation = {"mana_cost": "{X}{2/U}{U}", "x": 1, "untapped_artifacts": 3, field: value}
    if field == "mana_cost":
        situation.pop("x")
    body = assert_json_4xx(post(client, "improvise", json.dumps(situation)))
    assert (body["field"] or "").split("[")[0] == field


def test_a_body_over_the_cap_is_413_without_being_read(client):
    body = json.dumps({"mana_cost": "{1}", "reductions": ["{1}"] * 20_000})
    assert len(body) > limits.MAX_BODY_BYTES
    error = assert_json_4xx(post(client, "total_cost", body), status=413)
    assert str(limits.MAX_BODY_BYTES) in error["error"].replace(",", "")


LIST_FIELDS = ["additional_costs", "increases", "reductions"]


@pytest.mark.parametrize("field", LIST_FIELDS)
def test_the_issues_16000_entries_are_400(client, field):
    """The audit's request: 112 KB that answered 386 MB in 15.6 s. Now refused before any work."""
    body = json.dumps({"mana_cost": "{R}", field: ["{R}"] * 16_000})
    response = post(client, "total_cost", body)
    error = assert_json_4xx(response, status=413 if len(body) > limits.MAX_BODY_BYTES else 400)
    assert str(limits.MAX_COSTS) in error["error"] or str(limits.MAX_BODY_BYTES) in error["error"].replace(",", "")


@pytest.mark.parametrize("field", LIST_FIELDS)
def test_one_entry_over_the_list_cap_is_400(client, field):
    error = assert_json_4xx(post(client, "total_cost", {"mana_cost": "{R}", field: ["{R}"] * (limits.MAX_COSTS + 1)}))
    assert error["field"] == field
    assert str(limits.MAX_COSTS) in error["error"]


REDUCTIONS = ["{R}", "{U}", "{W/U}", "{2/U}", "{U/P}", "{C}", "{S}", "{1}"]


def biggest_situation():
    """Every list at its cap, one cost at its symbol cap, MAX_SITUATION_SYMBOLS symbols in all: the most work one
    request can ask for."""
    per_cost = limits.MAX_SYMBOLS
    situation = {
        "mana_cost": "{W/U}" * per_cost,
        "alternative_cost": "{2/U}" * per_cost,
        "additional_costs": ["{R}"] * limits.MAX_COSTS,
        "increases": ["{U/B}"] * limits.MAX_COSTS,
        "reductions": [REDUCTIONS[i % len(REDUCTIONS)] for i in range(limits.MAX_COSTS)],
        "hybrid_paid_as": ["{2}"] * limits.MAX_COSTS,
        "minimum_total": limits.MAX_NUMBER,
        "untapped_artifacts": limits.MAX_NUMBER,
    }
    assert 2 * per_cost + 3 * limits.MAX_COSTS == limits.MAX_SITUATION_SYMBOLS
    return situation


@pytest.mark.parametrize("name", ["total_cost", "improvise"])
def test_a_request_at_every_cap_answers_small(client, name):
    situation = biggest_situation()
    if name == "total_cost":
        situation.pop("untapped_artifacts")
    body = json.dumps(situation)
    assert len(body) <= limits.MAX_BODY_BYTES  # the caps fit in one body: nothing legal is refused by size
    response = post(client, name, body)
    assert response.status_code == 200, response.json()
    # Before, each step re-wrote the whole running total: a few thousand entries gave megabytes.
    assert len(response.content) < 64_000, len(response.content)
    assert len(response.json()["steps"]) <= limits.MAX_COSTS + 15


def test_one_symbol_over_the_situations_cap_is_400(client):
    situation = biggest_situation()
    situation.pop("untapped_artifacts")
    situation["reductions"][0] = "{R}{R}"
    error = assert_json_4xx(post(client, "total_cost", situation))
    assert str(limits.MAX_SITUATION_SYMBOLS) in error["error"]


def test_the_steps_grow_linearly(client):
    """Doubling the entries at most doubles the answer (the quadratic steps grew it fourfold)."""

    def size(n):
        response = post(client, "total_cost", {"mana_cost": "{R}", "additional_costs": ["{R}{R}{R}{R}"] * n})
        assert response.status_code == 200
        return len(response.content)

    small, large = size(limits.MAX_COSTS // 2), size(limits.MAX_COSTS)
    assert large < 2.2 * small


def test_an_unknown_predicate_name_is_not_echoed_whole(client):
    response = client.post("/api/predicates/" + "n" * 5000, "{}", content_type="application/json")
    assert_json_4xx(response, status=404)


# --- the calculator pages, by GET ---------------------------------------------------------------


def get_page(client, name, params):
    return client.get(f"/predicates/{name}", params)


def assert_page_400(response, *words):
    assert response.status_code == 400, response.content[:300]
    html = response.content.decode()
    assert find_all(html, "form", method="get")
    assert not find_all(html, class_="answer")
    for word in words:
        assertContains(response, word, status_code=400)
    return html


@pytest.mark.parametrize("name", EVALUABLE)
@pytest.mark.parametrize("cost", NOT_ASCII_DIGITS)
def test_calculator_non_ascii_digits_are_400(client, name, cost):
    assert_page_400(get_page(client, name, {"mana_cost": cost}), "0-9")


@pytest.mark.parametrize(
    "params",
    [
        {"mana_cost": "{" + "9" * 4301 + "}"},
        {"mana_cost": "{X}{X}", "x": "9" * 4300},
        {"mana_cost": "{X}{X}", "x": "9" * 4301},
        {"mana_cost": "{1}", "untapped_artifacts": "9" * 4300},
        {"mana_cost": "{1}", "tap": "9" * 20},
        {"mana_cost": "{1}", "minimum_total": str(limits.MAX_NUMBER + 1)},
    ],
    ids=["4301-digit-cost", "4300-digit-x", "4301-digit-x", "huge-artifacts", "huge-tap", "over-min"],
)
def test_calculator_huge_numbers_are_400(client, params):
    assert_page_400(get_page(client, "improvise", params))


@pytest.mark.parametrize(
    "params",
    [
        # A NUL never reaches the page: any address holding one is refused first (tests/site/test_fuzz.py).
        {"mana_cost": "{1}\x01"},
        {"card": "saheelis\x01directive"},
        {"mana_cost": "{\u202e1}"},
        {"mana_cost": "{U}" * 10_000},
        {"mana_cost": "{1}", "reductions": ", ".join(["{1}"] * 1_000)},
        {"mana_cost": "{1}", "additional_costs": "{1}" * 5_000},
        {"mana_cost": "{1}", "hybrid_paid_as": "{2}, " * 200},
        {"card": "c" * 10_000},
        {"mana_cost": "{1}", "x": "1.5"},
        {"mana_cost": "{1}", "x": "-1"},
    ],
    ids=[
        "control",
        "control-card",
        "rtl",
        "long-cost",
        "many-reductions",
        "long-list",
        "many-announcements",
        "long-card",
        "float-x",
        "negative-x",
    ],
)
def test_calculator_nasty_values_are_400(client, params):
    html = assert_page_400(get_page(client, "improvise", params))
    assert len(html) < 60_000
    # The form shows the visitor's own value back in its box, as any form does; the messages never carry it.
    messages = " ".join(text_of(e) for e in find_all(html, "strong", class_="error", role="alert"))
    assert messages
    assert "\x01" not in messages
    assert "\u202e" not in messages


def test_calculator_at_every_cap_answers_small(client):
    params = {
        name: ", ".join(value) if isinstance(value, list) else str(value) for name, value in biggest_situation().items()
    }
    response = get_page(client, "improvise", params)
    assert response.status_code == 200, response.content.decode()[:2000]
    assert find_all(response.content.decode(), class_="answer")
    assert len(response.content) < 200_000, len(response.content)
