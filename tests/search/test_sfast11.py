"""A question's first run ranks its page only if it is kept (sfast11, running.run's ranked_later): its fallback
replaces it four times in five, and the ranking was thrown away. Every page stays what it was."""

from search import fallbacks, query
from search.counting import DocSets
from search.query import search
from search.searchers import search_lock, shared_searchers

QUESTIONS = ["how does improvise work?", "what is the total cost of a spell?", "can I cast a spell with flash?"]


def _page(text):
    with search_lock:
        shared_searchers().cache.clear()
    found = search(text)
    return found.get("total"), [(r["id"], r.get("snippet"), round(r.get("score") or 0, 6)) for r in found["results"]]


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


def _ranks(monkeypatch):
    rank, calls = DocSets.rank, []

    def counted(self, docs, *args, **kw):
        calls.append(len(docs))
        return rank(self, docs, *args, **kw)

    monkeypatch.setattr(DocSets, "rank", counted)
    return calls


def test_a_replaced_first_run_is_never_ranked(built, monkeypatch):
    firsts = _first_outcomes(monkeypatch)
    ranks = _ranks(monkeypatch)
    fall_back, better = query.fall_back, []
    monkeypatch.setattr(query, "fall_back", lambda *args: better.append(fall_back(*args)) or better[-1])
    replaced = 0
    for question in QUESTIONS:
        firsts.clear()
        ranks.clear()
        better.clear()
        _page(question)
        (first,) = firsts
        if better and better[-1] is not None:
            replaced += 1
            # Its page not ranked: main ranked it, then threw it away for the fallback's (ranked once).
            assert first.ranked == []
            assert len(ranks) == 1
    assert replaced >= 1


def test_pages_are_those_ranked_at_once(built, monkeypatch):
    later = [_page(q) for q in QUESTIONS]
    assert all(results for _, results in later)
    _ranked_at_once(monkeypatch)
    assert [_page(q) for q in QUESTIONS] == later


def test_a_first_run_kept_is_ranked_as_at_once(built, monkeypatch):
    """When the fallback does not replace the first run (forced here), its page is ranked when settled: the same."""
    monkeypatch.setattr(query, "fall_back", lambda *args: None)
    firsts = _first_outcomes(monkeypatch)
    later = [_page(q) for q in QUESTIONS]
    assert all(results for _, results in later)
    assert all(outcome.pending is None for outcome in firsts)
    assert any(outcome.ranked for outcome in firsts)
    monkeypatch.undo()
    monkeypatch.setattr(query, "fall_back", lambda *args: None)
    _ranked_at_once(monkeypatch)
    assert [_page(q) for q in QUESTIONS] == later


def test_settled_once(built, monkeypatch):
    """settled() ranks a put-off page once; an outcome ranked at once is left as it is."""
    firsts = _first_outcomes(monkeypatch)
    monkeypatch.setattr(query, "fall_back", lambda *args: None)
    ranks = _ranks(monkeypatch)
    _page(QUESTIONS[0])
    (first,) = firsts
    page = list(first.ranked)
    assert len(ranks) == 1
    assert first.settled().ranked == page
    assert len(ranks) == 1
    assert fallbacks.Outcome(total=0, facets={}).settled().ranked == []
