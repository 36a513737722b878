"""Relevance on the sample fixtures: the top five for a judge's query hold the text they look for.

The same on the whole corpus, and the judges' evaluation set, are in test_corpus.py (MTG_CORPUS).
"""

import pytest

from search.query import search

from .relevance import SAMPLE_QUERIES, top_five_contains


@pytest.fixture(scope="module")
def sample_index(django_db_setup, django_db_blocker, tmp_path_factory):
    """The session's sample, indexed afresh for this module: other tests' imports may have updated the shared index."""
    from django.conf import settings

    from search.index import rebuild_index

    saved = settings.SEARCH_INDEX_DIR
    settings.SEARCH_INDEX_DIR = tmp_path_factory.mktemp("sample-index")
    with django_db_blocker.unblock():
        rebuild_index()
    yield
    settings.SEARCH_INDEX_DIR = saved


@pytest.mark.django_db
@pytest.mark.parametrize("query, expected", SAMPLE_QUERIES, ids=[q for q, _ in SAMPLE_QUERIES])
def test_sample_top_five(sample_index, query, expected):
    found, titles = top_five_contains(search, query, expected)
    assert found, f"{query!r}: {expected!r} not in the top five {titles}"


@pytest.mark.django_db
def test_french_hit_carries_its_english_ranked_above(sample_index):
    results = search("improvisation")["results"]
    french = next(r for r in results if r["language"] == "fr" and "capacité statique" in r["snippet"])
    assert not french["authoritative"]
    assert french["original"]["authoritative"]
    assert french["original"]["text"].startswith("Improvise is a static ability")
    assert french["url"] == "/rules/702.126a"
    english = search("improvise")["results"]
    ids = [r["id"] for r in english]
    for r in english:
        source = (r.get("original") or {}).get("id")
        if source in ids:
            assert ids.index(source) < ids.index(r["id"])


def test_relevance_set_is_big_enough():
    assert len(SAMPLE_QUERIES) >= 40
    assert len({q for q, _ in SAMPLE_QUERIES}) == len(SAMPLE_QUERIES)
