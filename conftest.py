"""Test set-up shared by every test.

The test database is built once per session from the sample inputs in
fixtures/ through the real importers (ingest.sample.load_sample), so every
test sees the same real content; each test runs in a transaction that is
rolled back.
"""

import os
import re
from pathlib import Path

import pytest

CORPUS = os.environ.get("MTG_CORPUS")


@pytest.fixture(scope="session")
def corpus_dir():
    if not CORPUS:
        pytest.skip("MTG_CORPUS is not set: the whole-corpus tests need ../shared/corpus")
    path = Path(CORPUS)
    if not path.is_dir():
        pytest.skip(f"MTG_CORPUS={CORPUS} is not a folder")
    return path


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker, tmp_path_factory):
    from django.conf import settings

    settings.SEARCH_INDEX_DIR = tmp_path_factory.mktemp("index")
    with django_db_blocker.unblock():
        from ingest.sample import load_sample

        load_sample(build_index=True)


@pytest.fixture(autouse=True)
def _fresh_cache():
    """Tests write data without imports (and roll it back), so no cached answer may outlive a test."""
    from django.core.cache import cache

    cache.clear()
    yield


@pytest.fixture
def no_cr(db):
    """Start from no CR at all (the session sample holds two versions); rolled back after the test."""
    from rules.models import CRVersion, RuleLineage

    CRVersion.objects.all().delete()
    RuleLineage.objects.all().delete()


@pytest.fixture
def index_dir(settings, tmp_path):
    """A throwaway Whoosh index folder for tests that build their own."""
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    return settings.SEARCH_INDEX_DIR


def _is_transactional(item):
    names = getattr(item, "fixturenames", ())
    return "live_server" in names or "transactional_db" in names or item.get_closest_marker("browser") is not None


# The ranking's findings, one module per tuning round (tests/search/test_scard24.py, test_sfr19.py, ...): each asks
# the ranking a question over rules imported the same way whatever the database, so `make test-postgres` leaves them
# to the SQLite run (they test nothing of PostgreSQL's, and most import and index today's whole CR).
RANKING_FINDINGS = re.compile(r"test_s(card\d+|every\d+|fr\d+|frcard|frname|mix\d+|p\d+|short\d*|typ\d*|sub\d*|slang)")


def pytest_collection_modifyitems(config, items):
    for item in items:
        if item.path.parent.name == "search" and RANKING_FINDINGS.fullmatch(item.path.stem):
            item.add_marker(pytest.mark.ranking)
    # Transactional tests (live_server, browser) end by flushing the database,
    # sample data included; running them last, as Django's own runner does,
    # keeps the rolled-back tests on the session's sample data.
    items.sort(key=_is_transactional)


@pytest.fixture(autouse=True)
def _sample_for_transactional_tests(request):
    """Reload the sample before a transactional test if an earlier one flushed it."""
    if not _is_transactional(request.node):
        yield
        return
    request.getfixturevalue("transactional_db")
    from cards.models import Card

    if not Card.objects.exists():
        from ingest.sample import load_sample

        load_sample(build_index=False)
    yield
