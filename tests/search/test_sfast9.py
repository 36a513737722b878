"""Today's rules' document numbers looked up once per searcher (sfast9, search/rule_docnums.py): the same answers as
document_number, read once, kept per searcher, CR date and finder, so a new index or another date reads anew."""

from datetime import date

from search import hybrid, rule_docnums
from search.documents import rule_doc_id
from search.query import search
from search.searchers import search_lock, shared_searchers


class Counted:
    """A searcher whose document_number calls are counted (a stand-in keyed by identity, as a searcher is)."""

    def __init__(self, searcher):
        self.searcher = searcher
        self.asked = 0

    def document_number(self, **kw):
        self.asked += 1
        return self.searcher.document_number(**kw)


class Finder:
    def __init__(self, numbers):
        self.numbers = numbers


def _setup():
    searchers = shared_searchers()
    return searchers, searchers.main, searchers.meta["current_version"], searchers.finder


def test_every_rule_number_is_what_document_number_says(built):
    _, searcher, current, finder = _setup()
    day = date.fromisoformat(current)
    assert len(finder.numbers) >= 5
    for number in [*finder.numbers, "999.9z"]:
        expected = searcher.document_number(id=rule_doc_id(day, number))
        assert rule_docnums.rule_docnum(searcher, current, number, finder) == expected
    assert rule_docnums.rule_docnum(searcher, current, "999.9z", finder) is None
    assert all(rule_docnums.rule_docnum(searcher, current, n, finder) is not None for n in finder.numbers)


def test_the_numbers_are_read_once_per_searcher_date_and_finder(built):
    _, searcher, current, finder = _setup()
    counted = Counted(searcher)
    for number in finder.numbers:
        rule_docnums.rule_docnum(counted, current, number, finder)
    # Once each, the first time: main's fuse asked document_number for every rule of every question.
    assert counted.asked == len(finder.numbers)
    for number in finder.numbers[:5]:
        rule_docnums.rule_docnum(counted, current, number, finder)
    assert counted.asked == len(finder.numbers)
    # A number the finder lacks is read alone, as before.
    rule_docnums.rule_docnum(counted, current, "999.9z", finder)
    assert counted.asked == len(finder.numbers) + 1
    # Another CR date, another finder, another searcher: read anew (a rule's id holds the date).
    other_day = "2001-01-01"
    assert rule_docnums.rule_docnum(counted, other_day, finder.numbers[0], finder) is None
    assert counted.asked == 2 * len(finder.numbers) + 1
    smaller = Finder(finder.numbers[:3])
    rule_docnums.rule_docnum(counted, current, finder.numbers[0], smaller)
    assert counted.asked == 2 * len(finder.numbers) + 4
    fresh = Counted(searcher)
    rule_docnums.rule_docnum(fresh, current, finder.numbers[0], smaller)
    assert fresh.asked == 3


def test_without_a_finder_or_date_each_number_is_read_alone(built):
    _, searcher, current, finder = _setup()
    counted = Counted(searcher)
    number = finder.numbers[0]
    expected = searcher.document_number(id=rule_doc_id(date.fromisoformat(current), number))
    assert rule_docnums.rule_docnum(counted, current, number, None) == expected
    assert rule_docnums.rule_docnum(counted, current, number, None) == expected
    assert counted.asked == 2


def _page(text):
    with search_lock:
        shared_searchers().cache.clear()
    return [(r["id"], r.get("snippet"), round(r.get("score") or 0, 6)) for r in search(text)["results"][:10]]


def test_page_one_is_the_same_as_with_a_lookup_per_rule(built, monkeypatch):
    questions = ["how does improvise work?", "what is the total cost of a spell?", "partner deck construction"]
    kept = [_page(q) for q in questions]
    assert any(kept)

    def alone(searcher, current, number, finder=None):
        return searcher.document_number(id=hybrid.rule_doc_id_of(current, number))

    monkeypatch.setattr(hybrid, "rule_docnum", alone)
    assert [_page(q) for q in questions] == kept


def test_a_searcher_that_cannot_be_kept_weakly_is_read_alone(built):
    """A stand-in searcher (a namespace, as other tests use) is looked up per rule, not refused."""
    from types import SimpleNamespace

    _, searcher, current, finder = _setup()
    asked = []
    stand_in = SimpleNamespace(document_number=lambda **kw: asked.append(kw) or searcher.document_number(**kw))
    number = finder.numbers[0]
    assert rule_docnums.rule_docnum(stand_in, current, number, finder) is not None
    assert len(asked) == 1
