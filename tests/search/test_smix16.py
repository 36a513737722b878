"""smix16: in a short query (a few words, no question), a rule one of whose subrules, and only one, is in places 2-5 and
that says something itself exchanges places with that subrule when it is ranked sixth to tenth
(shortparent.parent_lifted)."""

from types import SimpleNamespace

import pytest

from search import shortparent

from .conftest import numbers_found

SHORT = SimpleNamespace(question=False, words=2)
QUESTION = SimpleNamespace(question=True, words=2)
LONG = SimpleNamespace(question=False, words=6)
TERMS = {"707.10": 294, "707.2": 120, "702.18": 1}


def _page(*numbers):
    return [{"kind": "rule", "id": n, "number": n} for n in numbers]


def _numbers(page):
    return [item["number"] for item in page]


def _lifted(numbers, understanding=SHORT, pinned=()):
    page = shortparent.parent_lifted(_page(*numbers), understanding, TERMS.get, _page(*pinned))
    return _numbers(page)


@pytest.mark.parametrize(
    ("numbers", "understanding", "expected"),
    [
        # `copy kicked spell`: 707.10f third, 707.10 sixth: they exchange places.
        (
            ("702.33d", "707.12", "707.10f", "707.2", "702.33g", "707.10", "702.33h"),
            SHORT,
            ("702.33d", "707.12", "707.10", "707.2", "702.33g", "707.10f", "702.33h"),
        ),
        # `priority after cast`: two of 117.3's subrules in the top five already read it: unchanged.
        (("117.3b", "117.3a", "510.3", "601.2i", "117.3c", "117.3"), SHORT, None),
        # The one subrule first: the first place is never taken.
        (("707.10f", "707.12", "707.2", "702.33g", "702.33h", "707.10"), SHORT, None),
        # A question asks something of the thing named: unchanged.
        (("702.33d", "707.12", "707.10f", "707.2", "702.33g", "707.10"), QUESTION, None),
        # Six required words: no short query.
        (("702.33d", "707.12", "707.10f", "707.2", "702.33g", "707.10"), LONG, None),
        # The rule already in the top five: unchanged.
        (("707.10", "707.12", "707.10f", "707.2", "702.33g", "702.33h"), SHORT, None),
        # No subrule of it in the top five: unchanged.
        (("702.33d", "707.12", "707.2", "702.33g", "702.33h", "707.10"), SHORT, None),
        # A title (`702.18 Shroud`) says nothing: unchanged.
        (("702.18a", "702.11b", "113.1b", "604.4", "702.18b", "702.18"), SHORT, None),
        # Beyond the tenth place: unchanged.
        (("702.33d", "707.12", "707.10f", "a", "b", "c", "d", "e", "f", "g", "707.10"), SHORT, None),
    ],
)
def test_parent_lifted(numbers, understanding, expected):
    assert _lifted(numbers, understanding) == list(expected or numbers)


def test_pinned_hits_take_the_top_places_first(monkeypatch):
    # `copiable values`: 613.2 pinned above the page, so the page's fourth result is the fifth shown; 613.2c is 613.2's
    # subrule, and 613.2 is shown already.
    numbers = ("613.2c", "718.2a", "715.2b", "707.2b", "707.2c", "720.2b", "707.2")
    assert _lifted(numbers, pinned=("613.2",)) == ["613.2c", "718.2a", "715.2b", "707.2", "707.2c", "720.2b", "707.2b"]
    monkeypatch.setattr(shortparent, "SWITCH", False)
    assert _lifted(numbers, pinned=("613.2",)) == list(numbers)


@pytest.mark.search
@pytest.mark.django_db
@pytest.mark.parametrize(("query", "rule"), [("copy kicked spell", "707.10"), ("copiable values", "707.2")])
def test_a_short_query_finds_the_rule_stating_what_it_names(today, query, rule):
    assert rule in numbers_found(query)
