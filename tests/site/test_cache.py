"""One cache keyed by the data version: warm pages cost few queries, and no page is stale after a change."""

import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from dataversion import cache as dataversion
from editor.services import translation_start
from ingest.cr import import_cr_files
from predicates.engine import catalog
from predicates.links import resolved_rules
from rules import memo
from rules.models import CRVersion
from rulings.citations import keyword_rules
from rulings.models import Ruling
from tests.cr.conftest import NEWER, OLD
from tests.editor.conftest import make_user

pytestmark = pytest.mark.django_db


def test_a_warm_rule_page_asks_the_database_little(client, django_assert_max_num_queries):
    client.get("/rules/702.126a")
    # Before the one cache, 18 of a warm page's 31 queries checked whether the predicates' cache was fresh. 17: the
    # rulings' sift reads plain rows, then the page's rulings whole (one query more, 0.05 s of CPU less cold on
    # 601.2f); the predicates of the page's lineage are cached with the data version, as the table they replace was.
    with django_assert_max_num_queries(17):
        assert client.get("/rules/702.126a").status_code == 200


def test_an_import_bumps_the_version_and_cached_answers_follow(no_cr):
    import_cr_files([OLD])
    before = dataversion.read()
    version = CRVersion.objects.get()
    assert "improvise" in keyword_rules(version)
    living_metal = catalog.get("living_metal")
    declared = {r["declared"]: r for r in resolved_rules(living_metal)}
    assert not declared["702.161"]["found"]  # the CR of 2022-11-18 is not imported yet
    import_cr_files([path for path in NEWER if "20221118" in path.name])
    assert dataversion.read() > before
    declared = {r["declared"]: r for r in resolved_rules(living_metal)}
    assert declared["702.161"]["found"]


def test_a_rolled_back_import_leaves_the_version(no_cr):
    before = dataversion.read()
    with transaction.atomic():
        import_cr_files([OLD])
        assert dataversion.read() == before + 1
        transaction.set_rollback(True)
    assert dataversion.read() == before


def test_an_editors_save_bumps_the_version():
    ruling = Ruling.objects.exclude(translations__language="fr").first()
    before = dataversion.read()
    translation_start(ruling=ruling, user=make_user("cache-editor", "editor"))
    assert dataversion.read() > before


def test_a_batch_reads_the_data_version_once(django_assert_num_queries):
    # An index build links every ruling: thousands of cached table lookups, each of which read the data version
    # (a query) outside a request; rules.memo.batch reads it once for the block, as a request does.
    build = lambda: "table"  # noqa: E731
    memo.cached(("batch-test", 1), build)
    with CaptureQueriesContext(connection) as outside:
        for _ in range(3):
            assert memo.cached(("batch-test", 1), build) == "table"
    assert len(outside) >= 3
    with memo.batch(), django_assert_num_queries(0):
        for _ in range(50):
            assert memo.cached(("batch-test", 1), build) == "table"


def test_a_batch_sees_its_own_changes(no_cr):
    with memo.batch():
        before = dataversion.current_parts()
        import_cr_files([OLD])
        assert dataversion.current_parts() > before
