"""Every URL that worked before the house move answers as before, and each is the one its name reverses to."""

import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db

# (path as users and bots have it, expected status, URL name and arguments it reverses from)
URLS = [
    ("/", 200, "home", []),
    ("/rules/", 200, "rules:contents", []),
    ("/rules/glossary", 200, "rules:glossary", []),
    ("/rules/changes.atom", 200, "rules:changes_feed", []),
    ("/rules/diff/", 302, "rules:diff_form", []),
    ("/rules/diff/2018-07-13/2022-04-29", 200, "rules:diff", ["2018-07-13", "2022-04-29"]),
    ("/rules/702.126a", 200, "rules:rule", ["702.126a"]),
    ("/rules/7", 200, "rules:rule", ["7"]),
    ("/rules/702.126a/history", 200, "rules:history", ["702.126a"]),
    ("/cards/", 400, "cards:lookup", []),  # the card form sent empty says what to type
    ("/cards/whir-of-invention", 200, "cards:card", ["whir-of-invention"]),
    ("/predicates/", 200, "predicates:list", []),
    ("/predicates/improvise", 200, "predicates:detail", ["improvise"]),
    ("/search", 200, "search:search", []),
    ("/api/rules/702.126a", 200, "api:rule", ["702.126a"]),
    ("/api/changes/2018-07-13/2022-04-29", 200, "api:changes", ["2018-07-13", "2022-04-29"]),
    ("/api/cards/Whir%20of%20Invention", 200, "api:card", ["Whir of Invention"]),
    ("/api/predicates/", 200, "api:predicates", []),
    ("/api/predicates/improvise", 200, "api:predicate", ["improvise"]),
    ("/api/search", 400, "api:search", []),
    ("/editor/", 302, "editor:queue", []),
    ("/editor/exchange", 302, "editor:exchange", []),
    ("/accounts/login/", 200, "login", []),
    ("/accounts/password_change/", 302, "password_change", []),
]


@pytest.mark.parametrize("path,status,name,args", URLS, ids=[u[0] for u in URLS])
def test_every_url_of_before_the_move_answers(client, path, status, name, args):
    assert reverse(name, args=args) == path
    assert client.get(path).status_code == status


def test_search_with_a_query_answers(client):
    assert client.get("/search", {"q": "improvise"}).status_code == 200
    assert client.get("/api/search", {"q": "improvise"}).json()["total"] > 0
