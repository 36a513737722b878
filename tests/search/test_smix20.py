"""smix20: a rule the finder enters in its top five (a slang term's family fetched, jargonfamily) is kept in page 1's
top five (pageentry.kept), placed by the one helper every page-level entry could share (pageentry.entered); the
finder's list carries what it entered (pageentry.carrying)."""

import pytest

from search import jargonfamily, pageentry
from search.rulefinder import Ranked
from tests.search.conftest import numbers_found


def _page(*ids):
    return [{"id": i, "kind": "ruling" if i.startswith("r:") else "rule", "number": i} for i in ids]


def _ids(page):
    return [r["id"] for r in page]


@pytest.mark.parametrize(
    ("page", "found", "kwargs", "expected"),
    [
        # Put in from outside: fifth; the top five's last rule follows, sixth; the length kept.
        (("a", "b", "c", "d", "e", "f"), "x", {}, ["a", "b", "c", "d", "x", "e"]),
        # Moved up from lower on the page.
        (("a", "b", "c", "d", "e", "f", "x"), "x", {}, ["a", "b", "c", "d", "x", "e", "f"]),
        # In the top five already: left.
        (("a", "b", "x", "d", "e", "f"), "x", {}, ["a", "b", "x", "d", "e", "f"]),
        # The last RULE of the top five gives its place, the ruling keeps its own.
        (("a", "b", "c", "d", "r:e", "f"), "x", {}, ["a", "b", "c", "r:e", "x", "d"]),
        # At another place, one given result giving its place.
        (("a", "b", "c", "d", "e", "f"), "x", {"place": 3, "out": 1}, ["a", "c", "x", "d", "e", "b"]),
        # The first place is never taken.
        (("a", "b", "c", "d", "e", "f"), "x", {"place": 1}, ["a", "x", "b", "c", "d", "e"]),
        (("a", "b", "c", "d", "e", "f"), "x", {"out": 0}, ["a", "b", "c", "d", "e", "f"]),
        # No rule below the first place to give its place: left.
        (("a", "r:b", "r:c", "r:d", "r:e", "f"), "x", {}, ["a", "r:b", "r:c", "r:d", "r:e", "f"]),
        # A short page: left.
        (("a", "b", "c"), "x", {}, ["a", "b", "c"]),
    ],
)
def test_entered(page, found, kwargs, expected):
    built = _page(*page)
    item = built[page.index(found)] if found in page else _page(found)[0]
    assert _ids(pageentry.entered(built, item, **kwargs)) == expected


def _item(number):
    return _page(number)[0]


@pytest.mark.parametrize(
    ("page", "numbers", "expected"),
    [
        (("a", "b", "c", "d", "e", "f"), ["508.1f"], ["a", "b", "c", "d", "508.1f", "e"]),  # from the index
        (("a", "b", "c", "d", "e", "508.1f"), ["508.1f"], ["a", "b", "c", "d", "508.1f", "e"]),  # from lower
        (("a", "b", "508.1f", "d", "e", "f"), ["508.1f"], ["a", "b", "508.1f", "d", "e", "f"]),  # there
        (("a", "b", "508.1fa", "d", "e", "f"), ["508.1f"], ["a", "b", "508.1fa", "d", "e", "f"]),  # a subrule there
        (("a", "b", "c", "d", "e", "f"), [], ["a", "b", "c", "d", "e", "f"]),
        (("a", "b", "c", "d", "e", "f"), ["999.9"], ["a", "b", "c", "d", "e", "f"]),  # the index has none
    ],
)
def test_kept(page, numbers, expected):
    def rule_item(number):
        return None if number == "999.9" else _item(number)

    assert _ids(pageentry.kept(_page(*page), numbers, rule_item)) == expected


def test_kept_switch(monkeypatch):
    monkeypatch.setattr(pageentry, "KEPT", False)
    page = _page("a", "b", "c", "d", "e", "f")
    assert _ids(pageentry.kept(page, ["x"], _item)) == _ids(page)


def test_carrying_holds_what_the_finder_entered_in_its_top_five():
    before = [Ranked(n, 10.0 - i) for i, n in enumerate(["a", "b", "c", "d", "x", "e", "y"])]
    fused = [Ranked(n, 1.0) for n in ["a", "b", "c", "d", "e", "y", "x"]]
    carried = pageentry.carrying(fused, ["x", "y", "x"], before)
    assert list(carried) == fused and carried.entered == ("x",)
    assert pageentry.entered_of(carried) == ("x",) and pageentry.entered_of(fused) == ()


@pytest.mark.search
@pytest.mark.django_db
def test_the_family_fetched_reaches_page_one_over_todays_cr(today, monkeypatch):
    # mixed15's crack back: 508.1f fetched fifth by the finder (smix19), lost on page 1 before pageentry.kept.
    question = "if I swing with everything, are my guys still tapped for the crack back"
    fetched = []
    original = jargonfamily.fetched

    def recording(*args):
        found = original(*args)
        fetched.extend(found)
        return found

    monkeypatch.setattr(jargonfamily, "fetched", recording)
    top = numbers_found(question)
    assert fetched and all(n.startswith("508") for n in fetched)
    assert any(n in top for n in fetched)
    monkeypatch.setattr(pageentry, "KEPT", False)
    fetched.clear()
    assert not any(n in numbers_found(question) for n in fetched)
