"""Relevance: the top five for a judge's query hold the text they look for.

On the sample fixtures (the session's database and index) and, with
MTG_CORPUS, on the whole corpus imported once for the module.
"""
import pytest

from rulings.search.query import search

from .relevance import SAMPLE_QUERIES, top_five_contains


@pytest.mark.django_db
@pytest.mark.parametrize("query, expected", SAMPLE_QUERIES, ids=[q for q, _ in SAMPLE_QUERIES])
def test_sample_top_five(query, expected):
    found, titles = top_five_contains(search, query, expected)
    assert found, f"{query!r}: {expected!r} not in the top five {titles}"


@pytest.mark.django_db
def test_french_hit_carries_its_english_ranked_above(db):
    results = search("improvisation")["results"]
    french = next(r for r in results if r["language"] == "fr" and "capacité statique" in r["snippet"])
    assert not french["authoritative"] and french["original"]["authoritative"]
    assert french["original"]["text"].startswith("Improvise is a static ability") and french["url"] == "/rules/702.126a"
    english = search("improvise")["results"]
    ids = [r["id"] for r in english]
    for r in english:
        source = (r.get("original") or {}).get("id")
        if source in ids:
            assert ids.index(source) < ids.index(r["id"])


def test_relevance_set_is_big_enough():
    assert len(SAMPLE_QUERIES) >= 40 and len({q for q, _ in SAMPLE_QUERIES}) == len(SAMPLE_QUERIES)
