"""The shared cache: whole anonymous pages keyed by the data version (dataversion.pages), on a real Redis shared by
two clients as two nodes would share it, and on each process's local memory. A page cached through one client is
rebuilt after an import or an editor's save, whichever client asks next."""

import pytest
from django.test import Client
from django.urls import reverse

from editor import services
from ingest.cr import import_cr_files
from rules.models import CRVersion
from tests.cr.conftest import NEWER, OLD
from tests.editor.conftest import make_user
from translations.models import Translation

pytestmark = pytest.mark.django_db


def nodes():
    return Client(), Client()


def test_a_page_cached_by_one_node_is_served_to_the_other(shared_cache):
    a, b = nodes()
    url = reverse("rules:contents")
    first = a.get(url)
    assert (first.status_code, first["X-Page-Cache"]) == (200, "miss")
    second = b.get(url)
    assert second["X-Page-Cache"] == "hit"
    assert second.content == first.content
    assert second["X-Request-ID"] != first["X-Request-ID"]  # headers of this request, not of the stored one


def test_a_cached_page_is_rebuilt_after_an_import(no_cr, shared_cache):
    import_cr_files([OLD])
    a, b = nodes()
    url = reverse("rules:contents")
    assert a.get(url)["X-Page-Cache"] == "miss"
    before = b.get(url)
    assert before["X-Page-Cache"] == "hit"
    assert b"2018" in before.content
    newest = sorted(NEWER)[-1]
    import_cr_files([newest])
    after = b.get(url)
    assert after["X-Page-Cache"] == "miss"
    date = CRVersion.current().effective_date
    assert date.strftime("%Y").encode() in after.content
    assert after.content != before.content


def test_a_cached_page_is_rebuilt_after_an_editors_save(shared_cache):
    translation = Translation.objects.filter(ruling__isnull=False, language="fr").exclude(text="").first()
    card = translation.ruling.cards.first()
    a, b = nodes()
    url = card.get_absolute_url()
    assert a.get(url)["X-Page-Cache"] == "miss"
    assert b.get(url)["X-Page-Cache"] == "hit"
    word = "Xylophonique"
    services.translation_save(
        translation=translation,
        user=make_user("cache-node-reviewer", "reviewer"),
        text=f"{word} : {translation.text}",
        base_revision=translation.revision,
    )
    after = b.get(url)
    assert after["X-Page-Cache"] == "miss"
    assert word in after.content.decode()
    assert a.get(url)["X-Page-Cache"] == "hit"  # rebuilt once, for both


def test_only_anonymous_gets_of_listed_pages_are_cached(shared_cache):
    anonymous, editor = Client(), Client()
    editor.force_login(make_user("cache-logged-in", "editor"))
    url = reverse("rules:contents")
    anonymous.get(url)
    assert "X-Page-Cache" not in editor.get(url)  # a logged-in editor's page is their own
    assert "X-Page-Cache" not in anonymous.get(reverse("search:search"), {"q": "ward"})  # the node's own index
    missing = anonymous.get(reverse("cards:card", args=["no-such-card-anywhere"]))
    assert missing.status_code == 404
    assert missing["X-Page-Cache"] == "miss"
    assert anonymous.get(reverse("cards:card", args=["no-such-card-anywhere"]))["X-Page-Cache"] == "miss"


def test_a_cache_that_stops_answering_costs_no_page(settings, redis_url):
    # A Redis that is not there (a port nothing listens on): every page is built, none fails.
    from tests.cluster.conftest import free_port

    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": f"redis://127.0.0.1:{free_port()}/0",
            "OPTIONS": {"socket_connect_timeout": 0.2},
        }
    }
    settings.PAGE_CACHE = True
    client = Client()
    for _ in range(2):
        response = client.get(reverse("rules:rule", args=["702.126a"]))
        assert response.status_code == 200
        assert response["X-Page-Cache"] == "miss"


def test_parts_outlive_an_editors_save_but_not_an_import(no_cr, shared_cache):
    from dataversion import cache as dataversion

    import_cr_files([OLD])
    builds = []

    def build():
        builds.append(1)
        return "linker"

    assert dataversion.cached(("part-test",), build) == "linker"
    translation = Translation.objects.create(language="fr", rule=CRVersion.current().paragraphs.first().lineage)
    translation.text, translation.status = "Un texte.", "machine"
    translation.save()
    page_before = dataversion.current()
    services.translation_save(
        translation=translation,
        user=make_user("parts-reviewer", "reviewer"),
        text="Un autre texte.",
        base_revision=translation.revision,
    )
    assert dataversion.current() > page_before  # whole pages are rebuilt after a save...
    dataversion.cached(("part-test",), build)
    assert len(builds) == 1  # ...the parts they are made of are not: no part shows a translation
    import_cr_files([sorted(NEWER)[-1]])
    dataversion.cached(("part-test",), build)
    assert len(builds) == 2  # an import changes what parts are built from
