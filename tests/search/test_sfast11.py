"""A question's first run ranks its page only if it is kept (sfast11, running.run's ranked_later): its fallback
replaces it four times in five, and the ranking was thrown away. An OR group's union is built as the frozenset kept,
not copied. Every page stays what it was."""

import random

import pytest
from whoosh import fields, index
from whoosh.analysis import StandardAnalyzer
from whoosh.query import And, Or, Term

from search import fallbacks, query
from search.counting import DocSets

from .conftest import fresh_page, rank_calls

WORDS = [f"w{i}" for i in range(8)]
QUESTIONS = ["how does improvise work?", "what is the total cost of a spell?", "can I cast a spell with flash?"]


def _ranked_at_once(monkeypatch):
    """main's first run: its page ranked before the fallback is asked."""
    run = query.run

    def at_once(*args, **kw):
        kw.pop("ranked_later", None)
        return run(*args, **kw)

    monkeypatch.setattr(query, "run", at_once)


def _first_outcomes(monkeypatch):
    """The outcomes of _search_index's first runs, kept for the test to look at."""
    run, kept = query.run, []

    def first(*args, **kw):
        outcome = run(*args, **kw)
        kept.append(outcome)
        return outcome

    monkeypatch.setattr(query, "run", first)
    return kept


def test_a_replaced_first_run_is_never_ranked(built, monkeypatch):
    firsts = _first_outcomes(monkeypatch)
    ranks = rank_calls(monkeypatch)
    fall_back, better = query.fall_back, []
    monkeypatch.setattr(query, "fall_back", lambda *args: better.append(fall_back(*args)) or better[-1])
    replaced = 0
    for question in QUESTIONS:
        firsts.clear()
        ranks.clear()
        better.clear()
        fresh_page(question)
        (first,) = firsts
        if better and better[-1] is not None:
            replaced += 1
            # Its page not ranked: main ranked it, then threw it away for the fallback's (ranked once).
            assert first.ranked == []
            assert len(ranks) == 1
    assert replaced >= 1


def test_pages_are_those_ranked_at_once(built, monkeypatch):
    later = [fresh_page(q) for q in QUESTIONS]
    assert all(results for _, results in later)
    _ranked_at_once(monkeypatch)
    assert [fresh_page(q) for q in QUESTIONS] == later


def test_a_first_run_kept_is_ranked_as_at_once(built, monkeypatch):
    """When the fallback does not replace the first run (forced here), its page is ranked when settled: the same."""
    monkeypatch.setattr(query, "fall_back", lambda *args: None)
    firsts = _first_outcomes(monkeypatch)
    later = [fresh_page(q) for q in QUESTIONS]
    assert all(results for _, results in later)
    assert all(outcome.pending is None for outcome in firsts)
    assert any(outcome.ranked for outcome in firsts)
    monkeypatch.undo()
    monkeypatch.setattr(query, "fall_back", lambda *args: None)
    _ranked_at_once(monkeypatch)
    assert [fresh_page(q) for q in QUESTIONS] == later


def test_settled_once(built, monkeypatch):
    """settled() ranks a put-off page once; an outcome ranked at once is left as it is."""
    firsts = _first_outcomes(monkeypatch)
    monkeypatch.setattr(query, "fall_back", lambda *args: None)
    ranks = rank_calls(monkeypatch)
    fresh_page(QUESTIONS[0])
    (first,) = firsts
    page = list(first.ranked)
    assert len(ranks) == 1
    assert first.settled().ranked == page
    assert len(ranks) == 1
    assert fallbacks.Outcome(total=0, facets={}).settled().ranked == []


@pytest.fixture(scope="module")
def small(tmp_path_factory):
    folder = tmp_path_factory.mktemp("orgroups")
    ix = index.create_in(str(folder), fields.Schema(id=fields.ID(stored=True), en=fields.TEXT(StandardAnalyzer())))
    rng = random.Random(11)
    with ix.writer() as writer:
        for n in range(400):
            words = [w for i, w in enumerate(WORDS) if rng.random() < 1 / (i + 2)]
            writer.add_document(id=str(n), en=" ".join(words) or "none")
    with ix.searcher() as searcher:
        yield searcher


def test_an_or_groups_union_is_kept_as_built(small):
    """An OR group's documents are the union of its alternatives', built once as the frozenset kept: main built a
    set and copied it (1.8 % of a question in thousands of documents copied)."""
    docsets = DocSets(small)
    terms = [Term("en", w) for w in WORDS]
    plain = {w.text: set(docsets.of(w)) for w in terms}
    groups = [Or(terms[:3]), Or([terms[4], And(terms[5:7]), Term("en", "absent")]), Or([Term("en", "absent")])]
    for group in groups:
        built = docsets._compound(group)
        assert isinstance(built, frozenset)
        expected = set()
        for sub in group.subqueries:
            expected |= set(docsets.of(sub))
        assert built == expected
        kept = docsets.of(group)
        assert kept == expected and isinstance(kept, frozenset)
        assert docsets.of(group) is kept
    assert set(docsets.of(And([groups[0], terms[3]]))) == (plain["w0"] | plain["w1"] | plain["w2"]) & plain["w3"]
    assert docsets.at_least([groups[0], groups[1], terms[3], terms[7]], 2) == {
        d
        for d in range(small.doc_count_all())
        if sum(d in docsets.of(q) for q in (groups[0], groups[1], terms[3], terms[7])) >= 2
    }
