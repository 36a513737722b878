"""Whole pages are kept across editors' saves of translations they do not show (dataversion.pages.shows): a
ruling's French text saved rebuilds card pages, not rule pages, and the other way round. No page is ever served
as it was before a change it shows: every cached page, after each kind of save, is the page built afresh."""

import pytest
from django.test import Client
from django.urls import reverse

from cards.models import Card
from dataversion.pages import shows
from editor import services
from rules.models import CRVersion
from tests.editor.conftest import make_user
from translations.models import Translation

pytestmark = pytest.mark.django_db


def ruling_translation():
    translation = Translation.objects.filter(ruling__isnull=False, language="fr").exclude(text="").first()
    return translation, translation.ruling.cards.first()


def rule_translation():
    """A French text of a rule of today's CR (made here if the sample holds none), and that rule's number."""
    paragraph = CRVersion.current().paragraphs.exclude(lineage=None).filter(number__contains=".").first()
    translation, _ = Translation.objects.get_or_create(
        language="fr", rule=paragraph.lineage, defaults={"text": "Un texte.", "status": "machine"}
    )
    return translation, paragraph.number


def save(translation, word):
    translation.refresh_from_db()
    services.translation_save(
        translation=translation,
        user=make_user(f"keys-reviewer-{translation.pk}", "reviewer"),
        text=f"{word} : {translation.text}",
        base_revision=translation.revision,
    )


def pages(card, rule_number):
    """One URL of every cached page name that has one in the sample."""
    versions = [str(v.effective_date) for v in CRVersion.objects.order_by("effective_date")]
    return {
        "home": reverse("home"),
        "rules:contents": reverse("rules:contents"),
        "rules:glossary": reverse("rules:glossary"),
        "rules:rule": reverse("rules:rule", args=[rule_number]),
        "rules:history": reverse("rules:history", args=[rule_number]),
        "rules:diff": reverse("rules:diff", args=versions[-2:]),
        "rules:changes_feed": reverse("rules:changes_feed"),
        "cards:card": card.get_absolute_url(),
        "predicates:list": reverse("predicates:list"),
        "api:rule": reverse("api:rule", args=[rule_number]),
        "api:changes": reverse("api:changes", args=versions[-2:]),
        "api:card": reverse("api:card", args=[card.slug]),
        "api:predicates": reverse("api:predicates"),
    }


def test_every_cached_page_name_is_visited(settings):
    card = Card.objects.first()
    assert set(pages(card, "702.126a")) == settings.PAGE_CACHE_NAMES


def fill(client, urls):
    for url in urls.values():
        response = client.get(url)
        assert response.status_code == 200, url
    return {name: client.get(url)["X-Page-Cache"] for name, url in urls.items()}


def test_a_rulings_save_rebuilds_the_pages_showing_rulings_only(shared_cache):
    translation, card = ruling_translation()
    _, number = rule_translation()
    client = Client()
    urls = pages(card, number)
    assert set(fill(client, urls).values()) == {"hit"}
    save(translation, "Xylophonique")
    after = {name: client.get(url) for name, url in urls.items()}
    rebuilt = {name for name, response in after.items() if response["X-Page-Cache"] == "miss"}
    assert rebuilt == {"home", "cards:card", "api:card"}
    assert "Xylophonique" in after["cards:card"].content.decode()
    assert "Xylophonique" in after["api:card"].content.decode()


def test_a_rules_save_rebuilds_the_pages_showing_rules_only(shared_cache):
    translation, number = rule_translation()
    _, card = ruling_translation()
    client = Client()
    urls = pages(card, number)
    assert set(fill(client, urls).values()) == {"hit"}
    save(translation, "Marimbaphone")
    after = {name: client.get(url) for name, url in urls.items()}
    rebuilt = {name for name, response in after.items() if response["X-Page-Cache"] == "miss"}
    assert rebuilt == {"home", "rules:rule", "api:rule"}
    assert "Marimbaphone" in after["rules:rule"].content.decode()
    assert "Marimbaphone" in after["api:rule"].content.decode()


@pytest.mark.parametrize("kind", ["ruling", "rule"])
def test_no_cached_page_differs_from_the_page_built_afresh_after_a_save(shared_cache, settings, kind):
    translation, card = ruling_translation()
    rule, number = rule_translation()
    urls = pages(card, number)
    client = Client()
    fill(client, urls)
    save(translation if kind == "ruling" else rule, "Glockenspiel")
    served = {name: client.get(url).content for name, url in urls.items()}
    settings.PAGE_CACHE = False
    built = {name: client.get(url).content for name, url in urls.items()}
    assert [name for name in urls if served[name] != built[name]] == []


def test_an_import_rebuilds_every_page(shared_cache):
    from dataversion.announce import SYNC, announce

    translation, card = ruling_translation()
    _, number = rule_translation()
    client = Client()
    urls = pages(card, number)
    fill(client, urls)
    announce(SYNC)  # what every import does in its transaction
    assert {client.get(url)["X-Page-Cache"] for url in urls.values()} == {"miss"}


def test_a_page_can_only_show_known_translations():
    with pytest.raises(ValueError, match="unknown translations"):
        shows("card_translations")


def test_a_rulings_save_rebuilds_only_the_pages_of_the_cards_carrying_it(shared_cache):
    translation, card = ruling_translation()
    carrying = set(translation.ruling.cards.values_list("pk", flat=True))
    others = list(Card.objects.exclude(pk__in=carrying).filter(rulings__isnull=False).distinct()[:3])
    assert others
    client = Client()
    urls = [c.get_absolute_url() for c in (card, *others)]
    for url in urls:
        client.get(url)
    save(translation, "Sousaphone")
    after = [client.get(url) for url in urls]
    assert [r["X-Page-Cache"] for r in after] == ["miss"] + ["hit"] * len(others)
    assert "Sousaphone" in after[0].content.decode()


def test_a_ruling_shared_by_several_cards_rebuilds_each_of_their_pages(shared_cache):
    from tests.builders import attach_ruling, make_card, make_ruling, make_translation

    first, second = make_card("Page Key Tester"), make_card("Page Key Checker")
    ruling = make_ruling(first, "2024-03-01", "Both cards carry this ruling.")
    attach_ruling(second, ruling)
    translation = make_translation("Les deux cartes portent cette décision.", ruling=ruling)
    client = Client()
    urls = [first.get_absolute_url(), second.get_absolute_url()]
    for url in urls:
        client.get(url)
    assert [client.get(url)["X-Page-Cache"] for url in urls] == ["hit", "hit"]
    save(translation, "Tuba")
    after = [client.get(url) for url in urls]
    assert [r["X-Page-Cache"] for r in after] == ["miss", "miss"]
    assert all("Tuba" in r.content.decode() for r in after)


def test_query_parameters_no_view_reads_make_no_entry_of_their_own(shared_cache):
    """Issue 24, N4: 2,000 requests with ?utm=<i> made 2,000 entries of a diff page each (43 MB)."""
    client = Client()
    url = reverse("rules:contents")
    first = client.get(url)
    assert first["X-Page-Cache"] == "miss"
    for i in range(3):
        response = client.get(url, {"utm_source": f"campaign{i}", "fbclid": str(i)})
        assert (response.status_code, response["X-Page-Cache"]) == (200, "hit")
        assert response.content == first.content


def test_the_parameters_the_views_read_key_the_page(shared_cache):
    client = Client()
    url = reverse("rules:rule", args=["702.126a"])
    today = client.get(url)
    date = CRVersion.objects.order_by("effective_date").first().effective_date.isoformat()
    older = client.get(url, {"version": date})
    assert older["X-Page-Cache"] == "miss"
    assert client.get(url, {"version": date, "utm": "1"})["X-Page-Cache"] == "hit"
    assert client.get(url)["X-Page-Cache"] == "hit"
    assert client.get(url).content == today.content


def test_a_page_asked_with_a_search_is_not_cached(shared_cache):
    client = Client()
    url = reverse("rules:contents")
    client.get(url)
    response = client.get(url, {"q": "Xyzzyword"})
    assert "X-Page-Cache" not in response
    assert b"Xyzzyword" in response.content  # the search box shows it
    assert b"Xyzzyword" not in client.get(url).content


def test_the_feed_is_keyed_by_host(shared_cache):
    """Issue 24, N12: the Atom feed's absolute links were served to every host from the first one's entry."""
    url = reverse("rules:changes_feed")
    first = Client().get(url, HTTP_HOST="localhost")
    other = Client().get(url, HTTP_HOST="127.0.0.1")
    assert first.status_code == other.status_code == 200
    assert other["X-Page-Cache"] == "miss"
    assert b"http://localhost/" in first.content
    assert b"http://localhost/" not in other.content
    assert b"http://127.0.0.1/" in other.content
