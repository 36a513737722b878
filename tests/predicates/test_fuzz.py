"""Fuzz battery for the predicates' URLs (issue 12.1): no input gives a 500, every answer is small.

A fixed battery of nasty values (NUL, control and direction characters, digits that aren't ASCII, numbers past
Python's 4,300-digit limit, deep nesting, very long strings, every JSON type in every field, path tricks in the
name) is sent to POST /api/predicates/<name> and to the calculator pages by GET, then hypothesis adds random JSON.
The site-wide fuzz over the other URL patterns lives elsewhere; this one covers the predicates only.
"""

import json

import pytest
from django.test import Client
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from predicates.engine import catalog, limits

pytestmark = pytest.mark.django_db

EVALUABLE = [p.name for p in catalog.all_predicates() if p.evaluate]
FIELDS = sorted({field for name in EVALUABLE for field in catalog.get(name).fields})
# The most any answer of these URLs may weigh: a page with its commentary, rules and cases is the largest.
MAX_ANSWER = 200_000

NASTY_STRINGS = [
    "",
    " ",
    "\t\n\r",
    "\x00",
    "\x00" * 50,
    "{\x00}",
    "{1}\x00{U}",
    "\x1b[31m{R}\x1b[0m",
    "\x7f",
    "\u0085",
    "\u202e{1}{U}",
    "{U}\u202e",
    "\u200f\u200e",
    "\u2066{1}\u2069",
    "\ufeff{1}",
    "{\u200b1}",
    "\ufffd",
    "\U0001f642",
    "{\U0001f642}",
    "{²}",
    "{①}",
    "{٣}",
    "{１}",
    "{2²/W}",
    "{٣/U}",
    "{Ⅻ}",
    "{" + "9" * 4301 + "}",
    "{" + "9" * 4300 + "}",
    "{" + "9" * 50 + "}",
    "{1000001}",
    "{1000000}",
    "{" + "9" * 30 + "/W}",
    "{-1}",
    "{-0}",
    "{+1}",
    "{1.5}",
    "{1e9}",
    "{0x10}",
    "{ 1 }",
    "{1 }",
    "{}",
    "{{}}",
    "{" * 1000,
    "}" * 1000,
    "{1}" * 1000,
    "{X}" * (limits.MAX_SYMBOLS + 1),
    "{U}" * limits.MAX_SYMBOLS,
    "{W/U}" * limits.MAX_SYMBOLS,
    "{X}{Y}{Z}",
    "{XX}",
    "{WU}",
    "{W/}",
    "{/W}",
    "{/}",
    "{2/}",
    "{W/W}",
    "{W/U/P/P}",
    "{W//U}",
    "{hw}",
    "{HR}",
    "{½}",
    "{∞}",
    "{ß}",
    "{ı}",
    "{ｗ}",
    "{T}",
    "{Q}",
    "{E}",
    "{CHAOS}",
    "a" * 10_000,
    "{" + "a" * 10_000 + "}",
    "../../../../etc/passwd",
    "..\\..\\windows\\win.ini",
    "%00",
    "%2e%2e%2f",
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "' OR 1=1 --",
    "{{ settings.SECRET_KEY }}",
    "{% debug %}",
    "%s%s%s%n",
    "${jndi:ldap://x/a}",
    "NaN",
    "null",
    "true",
    "[]",
    "{1}, {2}, {3}",
    ", , ,",
    ",".join(["{1}"] * 1000),
]
NASTY_NUMBERS = [0, 1, -1, -0.0, 1.5, 2.0, 1e308, -1e308, 2**31, 2**63, 2**64 + 1, limits.MAX_NUMBER, 10**7, 10**100]
NASTY_OTHER = [
    None,
    True,
    False,
    [],
    {},
    [None],
    [[]],
    [{}],
    [1, 2],
    ["{1}"] * (limits.MAX_COSTS + 1),
    ["{1}"] * limits.MAX_COSTS,
    [["{1}"]],
    {"a": "{1}"},
    {"mana_cost": "{1}"},
    [True],
    [1.5],
    ["{²}"],
    ["\x00"],
    [[[[[[["{1}"]]]]]]],
]
NASTY_VALUES = NASTY_STRINGS + NASTY_NUMBERS + NASTY_OTHER

# JSON texts json.dumps won't write: past the int/str limit, nested past any recursion limit, broken.
RAW_BODIES = [
    b"",
    b" ",
    b"{",
    b"}",
    b"[",
    b"null",
    b"1",
    b'"{1}"',
    b"[]",
    b"{}",
    b'{"mana_cost": }',
    b'{"mana_cost": "{1}",}',
    b"{'mana_cost': '{1}'}",
    b'{"mana_cost": "{1}"} trailing',
    b'{"mana_cost": "{X}", "x": ' + b"9" * 4301 + b"}",
    b'{"mana_cost": "{X}", "x": ' + b"9" * 4300 + b"}",
    b'{"mana_cost": "{X}", "x": 1e99999}',
    b'{"mana_cost": "{X}", "x": NaN}',
    b'{"mana_cost": "{X}", "x": -Infinity}',
    b'{"mana_cost": ' + b"[" * 2000 + b"]" * 2000 + b"}",
    b'{"mana_cost": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
    b'{"mana_cost": ' + b'{"a":' * 2000 + b"1" + b"}" * 2000 + b"}",
    b"[" * 5000,
    b'{"mana_cost": "\\ud800"}',
    b'{"mana_cost": "\\u0000"}',
    b'{"mana_cost": "{1}", "mana_cost": "{2}"}',
    b'{"\\u0000": 1, "mana_cost": "{1}"}',
    b'{"mana_cost": "\xff\xfe"}',
    b"\xff\xfe{\x00}\x00",
    b"\xef\xbb\xbf{}",
    '{"mana_cost": "{1}"}'.encode("utf-16"),
    '{"mana_cost": "{1}"}'.encode("utf-32"),
    b'{"mana_cost": "' + b"{1}" * 20_000 + b'"}',
    b'{"mana_cost": "{1}", "reductions": [' + b'"{1}",' * 16_000 + b'"{1}"]}',
    b'{"mana_cost": "{1}"' + b" " * (limits.MAX_BODY_BYTES + 1) + b"}",
    b'{"mana_cost": "{1}", "\\"": 1}',
]

NASTY_NAMES = [
    "nope",
    "a" * 5000,
    "%00",
    "..",
    "..%2F..%2Fetc%2Fpasswd",
    "%E2%80%AE",
    "improvise%00",
    "ｉｍｐｒｏｖｉｓｅ",
]


@pytest.fixture
def lenient():
    """A client that answers a 500 as the site would, so the battery counts them instead of stopping."""
    return Client(raise_request_exception=False)


def _problem(response, *, expect_json):
    """What is wrong with an answer of the battery, or None."""
    if response.status_code >= 500:
        return f"{response.status_code}"
    if len(response.content) > MAX_ANSWER:
        return f"{len(response.content):,} bytes"
    if expect_json and response.status_code >= 400:
        try:
            body = json.loads(response.content)
        except ValueError:
            return "an error that isn't JSON"
        if not body.get("error"):
            return "a JSON error without a message"
    return None


def _post(client, name, body):
    data = body if isinstance(body, bytes) else json.dumps(body)
    return client.post(f"/api/predicates/{name}", data, content_type="application/json")


def _report(problems, sent):
    assert sent >= 50
    assert problems == [], f"{len(problems)} of {sent}: {problems[:20]}"


def test_every_field_with_every_nasty_value(lenient):
    problems, sent = [], 0
    for i, field in enumerate(FIELDS):
        for j, value in enumerate(NASTY_VALUES):
            name = EVALUABLE[(i + j) % len(EVALUABLE)]
            situation = {"mana_cost": "{X}{2/U}{U}", "x": 1, field: value}
            response = _post(lenient, name, situation)
            sent += 1
            problem = _problem(response, expect_json=True)
            if problem:
                problems.append((name, field, repr(value)[:60], problem))
    _report(problems, sent)


def test_nasty_values_alone_and_as_field_names(lenient):
    problems, sent = [], 0
    for value in NASTY_VALUES:
        for name in EVALUABLE:
            for situation in ({"mana_cost": value}, value):
                response = _post(lenient, name, situation)
                sent += 1
                if problem := _problem(response, expect_json=True):
                    problems.append((name, repr(situation)[:60], problem))
    for key in NASTY_STRINGS:
        response = _post(lenient, "improvise", {"mana_cost": "{1}", key: 1})
        sent += 1
        if problem := _problem(response, expect_json=True):
            problems.append(("improvise", repr(key)[:60], problem))
    _report(problems, sent)


def test_raw_bodies(lenient):
    problems, sent = [], 0
    for body in RAW_BODIES:
        for name in EVALUABLE:
            response = _post(lenient, name, body)
            sent += 1
            # An empty body carries no Content-Type: 415 like any body that isn't JSON.
            expected = (400, 413, 415) if not body else (400, 413)
            if response.status_code not in expected and not (response.status_code == 200 and b"{1}" in body):
                problems.append((name, body[:60], response.status_code))
            elif problem := _problem(response, expect_json=True):
                problems.append((name, body[:60], problem))
    _report(problems, sent)


@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded", "", "application/xml"])
def test_other_content_types_are_415(lenient, content_type):
    response = lenient.post("/api/predicates/improvise", b'{"mana_cost": "{1}"}', content_type=content_type)
    assert response.status_code == 415
    assert response.json()["error"]


def test_methods_and_names(lenient):
    problems, sent = [], 0
    for method in ("put", "patch", "delete", "options", "head", "get"):
        for name in [*EVALUABLE, "contraptions", *NASTY_NAMES]:
            response = getattr(lenient, method)(f"/api/predicates/{name}")
            sent += 1
            if response.status_code >= 500 or len(response.content) > MAX_ANSWER:
                problems.append((method, name[:40], response.status_code))
    for name in NASTY_NAMES:
        for path in (f"/api/predicates/{name}", f"/predicates/{name}"):
            response = lenient.post(path, "{}", content_type="application/json")
            sent += 1
            if response.status_code >= 500:
                problems.append(("post", path[:60], response.status_code))
    for _ in range(10):
        response = lenient.post("/api/predicates/contraptions", "{\x00}", content_type="application/json")
        sent += 1
        if response.status_code >= 500:
            problems.append(("post", "contraptions", response.status_code))
    _report(problems, sent)


def test_calculator_pages_with_nasty_values(lenient):
    form_fields = ["card", *FIELDS]
    problems, sent = [], 0
    page_values = [v for v in NASTY_STRINGS if len(v) < 5_000] + ["9" * 4301, "9" * 4300, "-1", "1.5", "1e3", "٣"]
    # Each value in the mana cost and in one other field, the fields and predicates in turn: a page costs more
    # than an API answer, and every field is reached by every kind of value over the battery.
    for j, value in enumerate(page_values):
        for field in ("mana_cost", form_fields[j % len(form_fields)]):
            name = EVALUABLE[j % len(EVALUABLE)]
            params = {"mana_cost": "{X}{2/U}{U}", "x": "1", field: value}
            response = lenient.get(f"/predicates/{name}", params)
            sent += 1
            if response.status_code not in (200, 400):
                problems.append((name, field, repr(value)[:60], response.status_code))
            elif problem := _problem(response, expect_json=False):
                problems.append((name, field, repr(value)[:60], problem))
    _report(problems, sent)


def test_calculator_pages_with_repeated_and_odd_parameters(lenient):
    problems, sent = [], 0
    queries = [
        "mana_cost=%7B1%7D&mana_cost=%7B2%7D",
        "mana_cost=%ff%fe",
        "mana_cost=%00",
        "mana_cost=%E2%80%AE%7B1%7D",
        "mana_cost",
        "=&&&=",
        "mana_cost[]=%7B1%7D",
        "x=1&x=2&x=%00",
        "card=..%2F..%2Fetc%2Fpasswd",
        "card=%25",
        "untapped_artifacts=" + "9" * 4301,
        "reductions=" + "%7B1%7D," * 2000,
    ]
    for query in queries:
        for name in EVALUABLE:
            response = lenient.get(f"/predicates/{name}?{query}")
            sent += 1
            if response.status_code not in (200, 400) or len(response.content) > MAX_ANSWER:
                problems.append((name, query[:60], response.status_code))
    assert sent == len(queries) * len(EVALUABLE)
    assert problems == []


# --- hypothesis: random JSON in random fields ----------------------------------------------------------------

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=60)
    | st.lists(st.sampled_from(["{1}", "{U}", "{2/U}", "{W/P}", "{X}", "{C}", "{S}"]), max_size=5).map("".join),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=10), children, max_size=4),
    max_leaves=20,
)
situations = st.dictionaries(st.sampled_from([*FIELDS, "unknown"]), json_values, max_size=6)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=st.sampled_from(EVALUABLE), situation=situations)
def test_random_situations_never_500(lenient, name, situation):
    response = _post(lenient, name, situation)
    assert _problem(response, expect_json=True) is None, (situation, response.content[:300])
    assert response.status_code in (200, 400, 413)


cost_texts = st.lists(
    st.sampled_from(["{", "}", "/", "X", "U", "2", "P", "W", "½", "²", "٣", "\x00", "\u202e", " ", ",", "H", "9"]),
    max_size=40,
).map("".join)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=st.sampled_from(EVALUABLE), text=cost_texts, field=st.sampled_from(["mana_cost", "reductions"]))
def test_random_cost_texts_never_500_on_the_pages(lenient, name, text, field):
    params = {"mana_cost": text} if field == "mana_cost" else {"mana_cost": "{3}{U}", field: text}
    response = lenient.get(f"/predicates/{name}", params)
    assert response.status_code in (200, 400), response.content[:300]
