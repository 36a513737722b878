"""Start warm, pages (rulings_site.warm): gunicorn's master answers a page of each kind before it forks, so a
fresh worker's first visitors do not pay for the templates, the URL resolver, the linkers and the rule finder.

Measured on the whole corpus with gunicorn as docs/production.md runs it (bench/warm_start_bench.py
--first-requests, 2026-12-02): a fresh worker's first rule page 0.61 s of CPU with the search warm-up alone, 0.23 s
with the pages warmed; its first card page 0.38 -> 0.07 s.
"""

import threading

import pytest
from django.template import engines

from rulings_site import warm
from rulings_site.warm import warm_pages, warm_paths
from search.index import rebuild_index

pytestmark = pytest.mark.django_db


@pytest.fixture
def built_index(index_dir):
    rebuild_index()


def compiled_templates():
    loader = engines["django"].engine.template_loaders[0]
    return {name.split(":")[0] for name in getattr(loader, "get_template_cache", {})}


def test_each_kind_of_page_is_answered(built_index):
    paths = warm_paths()
    kinds = {path.split("/")[1].split("?")[0] for path in paths}
    assert {"", "rules", "api", "cards", "search"} <= kinds, paths
    outcome = warm_pages(paths)
    assert set(outcome["statuses"].values()) == {"200"}, outcome


def test_it_builds_the_pages_even_when_the_page_cache_holds_them(built_index, settings, client):
    # The page cache would answer a warm-up's request without a template: an empty `q` keeps them out of it.
    settings.PAGE_CACHE = True
    [rule] = [path for path in warm_paths() if path.startswith("/rules/") and path.rstrip("/").count("/") == 2]
    host = warm.warm_host()  # the page cache keys pages by host: the one the warm-up's requests name
    assert client.get(rule, HTTP_HOST=host, secure=True)["X-Page-Cache"] == "miss"
    assert client.get(rule, HTTP_HOST=host, secure=True)["X-Page-Cache"] == "hit"
    engines["django"].engine.template_loaders[0].reset()
    assert "rules/rule.html" not in compiled_templates()
    assert warm_pages([rule])["statuses"] == {rule: "200"}
    assert "rules/rule.html" in compiled_templates()


def test_a_failing_page_does_not_stop_the_warm_up(built_index):
    outcome = warm_pages(["/rules/no-such-rule", "/"])
    assert outcome["statuses"]["/"] == "200"
    assert outcome["statuses"]["/rules/no-such-rule"] in {"404", "error"}


def test_after_a_change_the_follower_builds_the_link_tables_before_any_page(built_index, client):
    # The ruling-link tables of every CR version (0.23-0.35 s of CPU on the corpus) are kept per data version: the
    # first rule page after each import or edit built them. The follower now builds them once it has applied the
    # change, before a visitor asks (issue 24, point 4).
    from django.db import transaction

    from dataversion import cache as dataversion
    from dataversion.announce import SYNC, announce
    from rules.models import CRVersion
    from search import follow

    current = CRVersion.current().pk
    follow.catch_up()
    with transaction.atomic():
        announce(SYNC)  # as an import does
    key = dataversion.parts_key("ruling-links-tables", current)
    assert dataversion.get(key, None) is None  # today's data: not built yet

    stop = threading.Event()

    def after_change():
        warm.warm_tables()
        stop.set()

    follow.follow(stop=stop, interval=0.05, after_change=after_change)
    assert dataversion.get(key, None) is not None
