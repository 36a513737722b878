"""The pages over the session's real sample.

fixtures/: CR excerpts of 2018-07-13 and 2022-04-29, MTGJSON sets, the seed pages.
"""

import pytest
from django.test.html import parse_html
from pytest_django.asserts import assertInHTML

from cards.models import Card
from rules.models import CRVersion, RuleParagraph
from rulings.models import CardRuling
from tests.markup import find, find_all, text_of

pytestmark = pytest.mark.django_db


def main_html(response):
    html = response.content.decode()
    return html[html.index("<main") : html.index("</main>")]


def text(html):
    return text_of(parse_html(html))


@pytest.fixture
def versions(db):
    dates = [
        d.isoformat() for d in CRVersion.objects.order_by("effective_date").values_list("effective_date", flat=True)
    ]
    if len(dates) < 2:
        pytest.skip("the sample has fewer than two CR versions")
    return dates


def test_every_rule_and_history_page_of_the_sample_renders(client, versions):
    for number, date in RuleParagraph.objects.values_list("number", "version__effective_date"):
        for url in (f"/rules/{number}?version={date.isoformat()}", f"/rules/{number}/history"):
            assert client.get(url).status_code == 200, url


def test_every_card_page_of_the_sample_renders_its_rulings_in_order(client, db):
    cards = list(Card.objects.all())
    assert cards, "the sample has cards"
    for card in cards:
        r = client.get(f"/cards/{card.slug}")
        assert r.status_code == 200, card.slug
        shown = [
            (dict(li.attributes)["id"].removeprefix("ruling-"), dict(li.attributes)["value"])
            for li in find_all(r.content.decode(), "li", class_="ruling")
        ]
        expected = [
            (uid, str(pos))
            for uid, pos in CardRuling.objects.filter(card=card)
            .order_by("position")
            .values_list("ruling__uid", "position")
        ]
        assert shown == expected, card.slug


def test_702_125a_today_is_undaunted_and_points_to_improvise(client, versions):
    html = main_html(client.get("/rules/702.125a"))
    assert text_of(find(find(html, "h1"), "span", class_="rule-title")) == "Undaunted"
    assert "once named another rule" in text(html)
    assertInHTML('<a href="/rules/702.126a">702.126a</a>', html)


def test_702_126a_has_french_improvise_rulings_and_the_predicate(client, versions):
    html = main_html(client.get("/rules/702.126a"))
    assert "improvisation" in " ".join(text_of(e) for e in find_all(html, lang="fr")).lower()
    rulings = find(html, "section", aria_labelledby="rulings-title")
    assert len(find_all(rulings, "li", class_="ruling")) >= 3
    assert any(
        "/cards/reverse-engineer#ruling-" in dict(a.attributes)["href"] for a in find_all(rulings, "a", href=True)
    )
    find(html, "a", href="/predicates/improvise")


def test_reverse_engineer_from_the_seed_page(client, db):
    r = client.get("/cards/", {"name": "Rétro-ingénieur"})
    assert r.status_code == 302
    assert r["Location"] == "/cards/reverse-engineer"
    html = main_html(client.get("/cards/reverse-engineer"))
    assert text_of(find(html, "p", class_="french-name")) == "Rétro-ingénieur"
    cost = find(find(html, "h1"), "span", class_="mana-cost")
    assert [
        cls.removeprefix("ms-")
        for span in find_all(cost, "span", class_="ms-cost")
        for cls in dict(span.attributes)["class"].split()
        if cls not in ("ms", "ms-cost")
    ] == ["3", "u", "u"]
    find(html, "a", href="/rules/702.126")  # its improvise rulings rest on the keyword rule
    find(find(html, class_="french"), "span", class_="badge")


def test_diff_between_the_sample_versions_moves_improvise(client, versions):
    html = main_html(client.get(f"/rules/diff/{versions[0]}/{versions[-1]}"))
    heads = find_all(find(html, id="renumbered"), "p", class_="change-head")
    assert any(
        [text_of(e) for e in find_all(head, class_="num")] == ["702.125a", "702.126a"] and "→" in text_of(head)
        for head in heads
    )


def test_history_of_702_126a_names_its_old_number(client, versions):
    html = main_html(client.get("/rules/702.126a/history"))
    assertInHTML('<span class="moved">(was 702.125a)</span>', html)
    assert find_all(html, "span", class_="badge-renumbered")
