"""What a search computes and throws away (sfast13). `DocSets.at_least`, asked for k, then k - 1… of the same
queries by the fallback, takes the next candidates from the sets after those its tally counted (main built the union
of every smallest set again, compared it with the tally and subtracted); the fallback's outcomes, and any query's
first run, rank their page only if kept (main ranked a non-question's first run, the spelling fix's run and a widened
run it then dropped). Every count and page stays what it was."""

import random

import pytest
from whoosh import fields, index
from whoosh.analysis import StandardAnalyzer
from whoosh.query import And, Or, Term

from search import fallbacks, query
from search.counting import DocSets

from .conftest import fresh_page, rank_calls

WORDS = [f"w{i}" for i in range(10)]
# Questions and plain queries of the test world that fall back (query._widens): main ranked two pages for each of the
# last four, the first run's (a plain query's) or a widened run's it dropped (a question's).
ASKED = [
    "how does improvise work?",
    "what is the total cost of a spell?",
    "improvise artifact mana value library",
    "improvise tap artifact",
    "library artifact card",
    "how does reveal the top cards work?",
]


@pytest.fixture(scope="module")
def small(tmp_path_factory):
    folder = tmp_path_factory.mktemp("atleast")
    ix = index.create_in(str(folder), fields.Schema(id=fields.ID(stored=True), en=fields.TEXT(StandardAnalyzer())))
    rng = random.Random(13)
    with ix.writer() as writer:
        for n in range(600):
            words = [w for i, w in enumerate(WORDS) if rng.random() < 1 / (i / 2 + 1.5)]
            writer.add_document(id=str(n), en=" ".join(words) or "none")
    with ix.searcher() as searcher:
        yield searcher


def _by_hand(docsets, queries, k):
    sets = [docsets.of(q) for q in queries]
    return {d for d in range(docsets.reader.doc_count_all()) if sum(d in s for s in sets) >= k}


def test_at_least_walking_down_counts_as_by_hand(small):
    """k from n - 1 down (the fallback's walk), then up and down again: each answer the documents in k of the
    queries, the tally holding how many of the smallest sets it counted and growing its own set in place."""
    docsets = DocSets(small)
    terms = [Term("en", w) for w in WORDS]
    queries = [Or(terms[:2]), And(terms[2:4]), *terms[4:], Term("en", "absent")]
    n = len(queries)
    counted = None
    for k in range(n - 1, 1, -1):
        assert docsets.at_least(queries, k) == _by_hand(docsets, queries, k)
        if docsets.tally is not None and docsets.tally[0] == tuple(queries):
            # main's tally was (queries, documents counted, counts): the count of sets it covers is what is new.
            assert docsets.tally[1] == n - k + 1
            if counted is not None and counted:
                assert docsets.tally[2] is counted  # grown in place, not copied
            counted = docsets.tally[2]
    assert counted is not None and counted
    for k in (n - 3, n - 1, 3, n - 2, 2):
        assert docsets.at_least(queries, k) == _by_hand(docsets, queries, k)
    other = list(reversed(queries))
    assert docsets.at_least(other, n - 2) == _by_hand(docsets, other, n - 2)


def _ranked_at_once(monkeypatch):
    """main's runs: every page ranked when its run is made."""
    for module in (query, fallbacks):
        run = module.run

        def at_once(*args, _run=run, **kw):
            kw.pop("ranked_later", None)
            return _run(*args, **kw)

        monkeypatch.setattr(module, "run", at_once)


def test_only_the_page_kept_is_ranked(built, monkeypatch):
    """One ranking a search, whichever of its outcomes is kept; main ranked the ones it dropped too."""
    ranks = rank_calls(monkeypatch)
    found = 0
    for text in ASKED:
        ranks.clear()
        total, results = fresh_page(text)
        assert len(ranks) == (1 if total else 0), text
        found += bool(results)
    assert found >= 4


def test_pages_are_those_ranked_at_once(built, monkeypatch):
    later = [fresh_page(text) for text in ASKED]
    assert sum(bool(results) for _, results in later) >= 4
    _ranked_at_once(monkeypatch)
    assert [fresh_page(text) for text in ASKED] == later
