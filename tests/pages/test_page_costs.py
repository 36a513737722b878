"""What a rule page costs does not grow with the CR archive (issue 21 point 6, issue 24 point 4).

With the 106 versions of 2003-2025, a rule page read the ruling-link table of each version apart: a query and a
shared-cache read per version when cold (2.8 s of CPU for /rules/502.4?version=2005-06-01 in a fresh process), and
still two cache reads per version and one per predicate on every warm page (on Redis, each a round trip).
"""

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext

from rules import memo
from rules.models import CRVersion
from tests.builders import make_cr_version, make_lineage, make_rule

pytestmark = pytest.mark.django_db

PAGE = "/rules/702.126a"


def older_versions(count):
    """count versions older than the sample's, each with a keyword ability and a concept's rule of its own."""
    oldest = CRVersion.objects.order_by("effective_date").first().effective_date
    flying, sba = make_lineage("Flying"), make_lineage("State-Based Actions")
    for year in range(count):
        version = make_cr_version(oldest.replace(year=oldest.year - 1 - year))
        section = make_rule(version, "502", title="Keyword Abilities")
        make_rule(version, "502.4", title="Flying", parent=section, lineage=flying)
        make_rule(version, "420", title="State-Based Effects", lineage=sba)
        make_rule(version, "420.5", "The state-based effects are as follows.")


def cold_queries(client):
    cache.clear()
    with CaptureQueriesContext(connection) as captured:
        assert client.get(PAGE).status_code == 200
    return len(captured)


def test_a_cold_rule_page_costs_the_same_queries_whatever_the_number_of_versions(client):
    before = cold_queries(client)
    older_versions(6)
    assert cold_queries(client) <= before


class CountingReads:
    """The shared cache's reads (get, get_many, has_key) while counting."""

    def __init__(self, monkeypatch):
        self.reads = 0
        backend = cache._connections[cache._alias]
        for name in ("get", "get_many", "has_key"):
            monkeypatch.setattr(backend, name, self._counted(getattr(backend, name)))

    def _counted(self, method):
        def counted(*args, **kwargs):
            self.reads += 1
            return method(*args, **kwargs)

        return counted


def test_a_warm_rule_page_reads_the_shared_cache_a_few_times(client, monkeypatch):
    older_versions(6)
    client.get(PAGE)
    client.get(PAGE + "?version=2018-07-13")
    counting = CountingReads(monkeypatch)
    # The whole page is not cached for the test client (dataversion.pages): these are the tables it is built from.
    assert client.get(PAGE + "?version=2018-07-13").status_code == 200
    assert counting.reads <= 4


def test_the_process_keeps_no_copy_of_a_table_the_shared_cache_lost():
    # Tests roll the database back and clear the cache: the same data version then holds other data.
    assert memo.cached(("test-table",), lambda: "first") == "first"
    assert memo.cached(("test-table",), lambda: "second") == "first"
    cache.clear()
    assert memo.cached(("test-table",), lambda: "second") == "second"


def test_the_predicates_pages_read_the_shared_cache_a_few_times(client, monkeypatch):
    # The list asked the cache for each predicate's rulings (57 reads on the corpus, each a round trip on Redis).
    for path in ("/predicates/", "/api/predicates/"):
        client.get(path)
        counting = CountingReads(monkeypatch)
        assert client.get(path).status_code == 200
        assert counting.reads <= 2, path


def test_a_rule_page_reads_whole_only_the_rulings_it_lists(client, world, monkeypatch):
    # 601.2f's 2,235 candidate rulings, each made a Ruling object, cost its page 0.05 s of CPU for 50 shown: the
    # sift reads the candidates as (id, date, text), and only the rulings found are read whole.
    from django.db.models.signals import post_init

    from rulings.models import Ruling

    monkeypatch.setattr("pages.rule.RULINGS_SHOWN", 3)
    built = []

    def count(sender, instance, **kwargs):
        built.append(instance)

    post_init.connect(count, sender=Ruling)
    try:
        page = client.get("/rules/702.126a").content.decode()
    finally:
        post_init.disconnect(count, sender=Ruling)
    assert page.count('class="ruling"') == 3
    assert len(built) <= 3 + 1  # the page's and one more, to know there are more


def test_a_cold_rule_page_resolves_only_the_declared_rules_that_could_be_its_own(client, world):
    # Resolving every predicate's declared rules, to show the one or two that encode the rule, cost each cold rule
    # page 0.07 s of CPU on the corpus: a page resolves only the rules declared with one of its rule's numbers.
    from dataversion import cache as dataversion
    from rules.models import RuleParagraph

    for number in ("702.125", "702.125a"):  # the improvise predicate's rule, as test_rule_pages joins it
        RuleParagraph.objects.filter(number=number, version__effective_date="2018-07-13").update(
            lineage=world["paras"][world["old"].effective_date][number].lineage
        )
    cache.clear()
    page = client.get("/rules/702.126a").content.decode()
    assert 'href="/predicates/improvise"' in page
    assert dataversion.get(dataversion.parts_key("predicate-rules-all")) is None
