"""smix16: a short query (a few words, no question) gets a question's earlier sibling first (702.15b before 702.15e:
firstplace.general_before_special_sibling through shortqueries.siblings_placed); a subrule's own rule first stays a
question's only."""

from types import SimpleNamespace

import pytest

from search import shortqueries

from .conftest import numbers_found

SHORT = SimpleNamespace(question=False, words=3)
QUESTION = SimpleNamespace(question=True, words=3)
LONG = SimpleNamespace(question=False, words=6)
HELD = {"702.15e": 2.0, "702.15b": 2.0, "702.15d": 1.0, "702.15": 3.0, "702.15a": 2.0}
LENGTH = {"702.15e": 30, "702.15b": 40, "702.15d": 25, "702.15": 60, "702.15a": 5}


def _page(*numbers):
    return [{"kind": "rule", "id": n, "number": n} for n in numbers]


def _placed(numbers, understanding, held=HELD):
    page = shortqueries.siblings_placed(_page(*numbers), understanding, held.get, LENGTH.get)
    return [item["number"] for item in page]


@pytest.mark.parametrize(
    ("numbers", "understanding", "expected"),
    [
        # 702.15e first, 702.15b holding as much in the top five: they swap.
        (
            ("702.15e", "120.8", "702.15d", "702.15b", "120.4d", "120.3f"),
            SHORT,
            ("702.15b", "120.8", "702.15d", "702.15e", "120.4d", "120.3f"),
        ),
        # Below the top five (`lifelinke damage to a player`: 702.15b sixth): in a short query, unchanged; in a
        # question, they swap (its depth is ten places).
        (("702.15e", "120.8", "702.15d", "120.3f", "120.4d", "702.15b"), SHORT, None),
        (
            ("702.15e", "120.8", "702.15d", "120.3f", "120.4d", "702.15b"),
            QUESTION,
            ("702.15b", "120.8", "702.15d", "120.3f", "120.4d", "702.15e"),
        ),
        # Six required words: no short query, no question: unchanged.
        (("702.15e", "120.8", "702.15d", "120.3f", "120.4d", "702.15b"), LONG, None),
        # A short (five-term) earlier sibling says what kind of thing the keyword is: unchanged.
        (("702.15e", "120.8", "702.15a"), SHORT, None),
        # In a short query the rule holding more does not go first (a question's parent_before_its_subrule).
        (("702.15b", "702.15", "120.8"), SHORT, None),
        # A question gets both, as before.
        (("702.15b", "702.15", "120.8"), QUESTION, ("702.15", "702.15b", "120.8")),
    ],
)
def test_siblings_placed(numbers, understanding, expected):
    assert _placed(numbers, understanding) == list(expected or numbers)


def test_switch(monkeypatch):
    numbers = ("702.15e", "120.8", "702.15b")
    assert _placed(numbers, SHORT)[0] == "702.15b"
    monkeypatch.setattr(shortqueries, "SWITCH", False)
    assert _placed(numbers, SHORT) == list(numbers)


@pytest.mark.search
@pytest.mark.django_db
def test_a_short_query_gets_the_keyword_s_stating_subrule_first(today):
    assert numbers_found("lifelink damage to a player", n=1) == ["702.15b"]
