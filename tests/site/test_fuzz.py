"""No bad input gives a 500, on any URL: a fixed battery of nasty inputs over every URL pattern.

The battery covers NUL, control and right-to-left characters, non-ASCII digits, huge numbers, very long
strings, Whoosh syntax abuse, path traversal and broken dates. A URL pattern added without a place in
TEMPLATES fails test_every_url_pattern_is_fuzzed.
"""

from urllib.parse import quote

import pytest
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver
from pytest_django.asserts import assertContains

pytestmark = pytest.mark.django_db

NASTY = [
    "",
    " ",
    "\x00",
    "a\x00b",
    "\x01\x02\x1b[31m",
    "\u202eevil",
    "\u200b",
    "٣",
    "²",
    "①",
    "9" * 4301,
    "-1",
    "1e308",
    "NaN",
    "a" * 5000,
    "é" * 3000,
    "../../etc/passwd",
    "..%2F..%2Fetc",
    "<script>alert(1)</script>",
    "'; DROP TABLE rulings_ruling; --",
    "*",
    "?",
    "a*",
    "**",
    "*a*b*c*",
    '"',
    '"unclosed phrase',
    "(",
    "((((((((((",
    ")",
    "AND",
    "OR NOT",
    "NOT",
    "field:",
    "kind:",
    "kind:ruling kind:rule",
    "version:",
    "version:1990-01-01",
    "version:9999-99-99",
    "[a TO z]",
    "{a TO}",
    "~",
    "improvise~9",
    "^",
    "ward^999999",
    "日本語",
    "🙂",
    "{W}",
    "{",
    "}",
    "{²}",
    "\\",
    "/",
    "//",
    "a/b",
    "2021-02-30",
    "0000-00-00",
    "2022-04-29T00:00",
    "702.126a.",
    "702.126z",
    "7" * 25,
    "%",
    "%%",
    "&",
    "=",
    "#",
    "line\nbreak",
    "\r\n",
    "tab\t",
    "null",
    "[]",
    "{}",
    " ".join(f"{a}{b}*" for a in "abcdefg" for b in "aeiou"),
]

# Each pattern's paths, with {} where the nasty value goes (quoted for a path, encoded for a query).
TEMPLATES = {
    "home": ["/?q={}"],
    "rules:contents": ["/rules/?version={}"],
    "rules:glossary": ["/rules/glossary?version={}"],
    "rules:changes_feed": ["/rules/changes.atom?{}"],
    "rules:diff_form": ["/rules/diff/?old={}&new=2022-04-29", "/rules/diff/?old=2018-07-13&new={}"],
    "rules:diff": ["/rules/diff/{path}/2022-04-29", "/rules/diff/2018-07-13/{path}"],
    "rules:history": ["/rules/702.126a/history?version={}", "/rules/7{path}/history"],
    "rules:rule": ["/rules/702.126a?version={}", "/rules/7{path}"],
    "cards:lookup": ["/cards/?name={}"],
    "cards:card": ["/cards/{path}"],
    "predicates:list": ["/predicates/?{}"],
    "predicates:detail": [
        "/predicates/{path}",
        "/predicates/improvise?mana_cost={}&untapped_artifacts=3",
        "/predicates/total_cost?mana_cost={}",
        "/predicates/mana_cost?mana_cost={}",
    ],
    "search:search": ["/search?q={}", "/search?q=ward&kind={}", "/search?q=ward&lang={}", "/search?q=ward&page={}"],
    "api:rule": ["/api/rules/{path}", "/api/rules/702.126a?version={}"],
    "api:changes": ["/api/changes/{path}/2022-04-29"],
    "api:card": ["/api/cards/{path}"],
    "api:predicates": ["/api/predicates/?{}"],
    "api:predicate": ["/api/predicates/{path}"],
    "api:search": ["/api/search?q={}", "/api/search?q=ward&page={}", "/api/search?q=ward&kind={}"],
    "healthz": ["/healthz?{}"],
}
# Patterns whose inputs other tests own, or that need a login (anonymous visitors are redirected before input).
NOT_HERE = {"admin", "editor", "login", "logout", "password_change", "password_change_done", "offline"}


def pattern_names(resolver=None, prefix=""):
    for entry in (resolver or get_resolver()).url_patterns:
        if isinstance(entry, URLResolver):
            namespace = f"{prefix}{entry.namespace}:" if entry.namespace else prefix
            yield from pattern_names(entry, namespace)
        elif isinstance(entry, URLPattern) and entry.name:
            yield prefix + entry.name


def test_every_url_pattern_is_fuzzed():
    missing = {
        name
        for name in pattern_names()
        if name not in TEMPLATES and name.split(":")[0] not in NOT_HERE and name not in NOT_HERE
    }
    assert not missing, f"add these URL names to TEMPLATES: {sorted(missing)}"


def urls():
    for name, templates in TEMPLATES.items():
        for template in templates:
            for value in NASTY:
                if "{path}" in template:
                    if not value.strip("/") or "/" in value:
                        continue  # a path segment cannot hold a slash: that is another URL, 404 by design
                    yield name, template.replace("{path}", quote(value, safe=""))
                else:
                    yield name, template.replace("{}", quote(value, safe=""))


def test_no_nasty_input_gives_a_500():
    client = Client(raise_request_exception=False)
    failures = []
    count = 0
    for name, url in urls():
        count += 1
        response = client.get(url)
        if response.status_code >= 500:
            failures.append((response.status_code, name, url[:120]))
    assert count > 1000
    assert not failures, failures[:20]


# POST: every page an anonymous visitor can post to, and the forms behind a login (which answer a redirect).
POSTS = [
    "/",
    "/rules/702.126a",
    "/rules/diff/",
    "/search",
    "/api/search",
    "/cards/",
    "/predicates/improvise",
    "/api/rules/702.126a",
    "/api/changes/2018-07-13/2022-04-29",
    "/accounts/login/",
    "/editor/",
    "/editor/translations/start",
    "/editor/exchange",
]


def test_no_nasty_form_post_gives_a_500():
    client = Client(raise_request_exception=False)
    failures = []
    for path in POSTS:
        for value in NASTY[::3]:
            data = {"q": value, "name": value, "text": value, "username": value[:150], "password": value[:100]}
            response = client.post(path, data)
            if response.status_code >= 500:
                failures.append((response.status_code, path, repr(value)[:60]))
            raw = client.post(path, value.encode("utf-8", "surrogatepass"), content_type="application/json")
            if raw.status_code >= 500:
                failures.append((raw.status_code, path, "raw " + repr(value)[:60]))
    assert not failures, failures[:20]


@pytest.mark.parametrize(
    "url", ["/cards/?name=a%00b", "/cards/a%00b", "/api/cards/%00", "/search?q=%00", "/rules/7%00"]
)
def test_a_nul_in_an_address_is_a_400_before_any_view(client, url):
    # Found on PostgreSQL, which refuses NUL in text: card lookups with one answered 500.
    assertContains(client.get(url), "NUL", status_code=400)
