"""Relevance: the top five for a judge's query hold the text they look for.

On the sample fixtures (the session's database and index) and, with
MTG_CORPUS, on the whole corpus imported once for the module.
"""

import pytest

from search.query import search

from .relevance import CORPUS_QUERIES, SAMPLE_QUERIES, top_five_contains


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


@pytest.fixture(scope="module")
def corpus_index(corpus_dir, django_db_setup, django_db_blocker, tmp_path_factory):
    """The whole corpus imported once for this module, inside a transaction rolled back at its end."""
    from django.conf import settings
    from django.db import transaction

    from rules.store import import_cr_files
    from rulings.importers.mtgjson import import_mtgjson_paths
    from search.index import rebuild_index

    saved = settings.SEARCH_INDEX_DIR
    with django_db_blocker.unblock():
        atomic = transaction.atomic()
        atomic.__enter__()
        try:
            import_cr_files(sorted((corpus_dir / "cr").glob("*.txt")))
            import_mtgjson_paths([corpus_dir / "mtgjson3", corpus_dir / "mtgjson3-fr"])
            settings.SEARCH_INDEX_DIR = tmp_path_factory.mktemp("corpus-index")
            rebuild_index()
            yield
        finally:
            settings.SEARCH_INDEX_DIR = saved
            transaction.set_rollback(True)
            atomic.__exit__(None, None, None)


@pytest.mark.django_db
@pytest.mark.parametrize("query, expected", CORPUS_QUERIES, ids=[q for q, _ in CORPUS_QUERIES])
def test_corpus_top_five(corpus_index, query, expected):
    found, titles = top_five_contains(search, query, expected)
    assert found, f"{query!r}: {expected!r} not in the top five {titles}"


@pytest.mark.django_db
def test_corpus_old_number_follows_lineage(corpus_index):
    jump = search("702.125a")["jump"]
    assert any(m["number"] == "702.126a" for m in jump["moved"])
