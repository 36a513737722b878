"""Start warm: search.warm runs the frequent queries and words, filling the shared searchers' caches."""

import time

import pytest

from search import warm
from search.index import NoIndex, search_lock, shared_searchers

pytestmark = pytest.mark.search


def test_warm_fills_the_searchers_caches_before_the_first_request(built):
    # A fresh worker: this test's index folder was never opened by this process. The budget is a minute, not
    # SEARCH_WARM_SECONDS: what is tested is what warming fills, not how fast a loaded machine runs it.
    outcome = warm.warm(budget=60)
    assert outcome["queries"] > len(warm.FREQUENT) // 2
    assert outcome["failed"] == 0
    assert any(word.startswith("lang:en ") for word in warm.frequent_words())
    with search_lock:
        searchers = shared_searchers()
        cached_terms = sum(len(docsets.terms) for docsets in searchers.docsets.values())
    assert cached_terms > 20


def test_warm_reads_the_older_versions_index_too(built):
    # version: searches have an index of their own (older CR versions): it is warmed as well.
    warm.warm(words=0, positions=False)
    with search_lock:
        searchers = shared_searchers()
        history_terms = len(searchers.docsets_of(searchers.searchers["history"]).terms)
    assert history_terms > 0


def test_warm_without_an_index_does_nothing(world, index_dir):
    outcome = warm.warm()
    assert outcome["queries"] == 0
    with pytest.raises(NoIndex):
        shared_searchers()


def test_the_budget_counts_from_the_given_start(built):
    # gunicorn's master gives its own start: a node whose loading and catch-up took the budget warms nothing and
    # serves (the cluster test's restarted node warmed 6.9 s after a slow start and missed its 10 s, 2026-12-07).
    late = warm.warm(budget=5, since=time.perf_counter() - 6, positions=False)
    assert late["queries"] == 0
    on_time = warm.warm(queries=["improvise"], words=0, budget=60, since=time.perf_counter() - 6, positions=False)
    assert on_time["queries"] == 1
