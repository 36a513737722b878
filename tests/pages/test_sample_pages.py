"""The pages over the session's real sample.

fixtures/: CR excerpts of 2018-07-13 and 2022-04-29, MTGJSON sets, the seed pages.
"""

import re

import pytest
from pytest_django.asserts import assertInHTML

from cards.models import Card
from rules.models import CRVersion, RuleParagraph
from rulings.models import CardRuling

pytestmark = pytest.mark.django_db


def main_html(response):
    html = response.content.decode()
    return html[html.index("<main") : html.index("</main>")]


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
        shown = re.findall(r'<li class="ruling" id="ruling-([^"]+)" value="(\d+)"', r.content.decode())
        expected = [
            (uid, str(pos))
            for uid, pos in CardRuling.objects.filter(card=card)
            .order_by("position")
            .values_list("ruling__uid", "position")
        ]
        assert shown == expected, card.slug


def test_702_125a_today_is_undaunted_and_points_to_improvise(client, versions):
    html = main_html(client.get("/rules/702.125a"))
    assert "Undaunted" in html
    assert "once named another rule" in html
    assertInHTML('<a href="/rules/702.126a">702.126a</a>', html)


def test_702_126a_has_french_improvise_rulings_and_the_predicate(client, versions):
    html = main_html(client.get("/rules/702.126a"))
    assert 'lang="fr"' in html
    assert "improvisation" in html.lower()
    rulings = html.split('id="rulings-title"')[1]
    assert rulings.count('class="ruling"') >= 3
    assert "reverse-engineer#ruling-" in rulings
    assert 'href="/predicates/improvise"' in html


def test_reverse_engineer_from_the_seed_page(client, db):
    r = client.get("/cards/", {"name": "Rétro-ingénieur"})
    assert r.status_code == 302
    assert r["Location"] == "/cards/reverse-engineer"
    html = main_html(client.get("/cards/reverse-engineer"))
    assert "Rétro-ingénieur" in html
    assert re.findall(r"ms-cost ms-(\w+)", html.split("</h1>")[0]) == ["3", "u", "u"]
    assert 'href="/rules/702.126"' in html  # its improvise rulings rest on the keyword rule
    assert "badge" in html.split('class="french"')[1]


def test_diff_between_the_sample_versions_moves_improvise(client, versions):
    html = main_html(client.get(f"/rules/diff/{versions[0]}/{versions[-1]}"))
    moved = html.split('id="renumbered"')[1].split("</section>")[0]
    assert re.search(r"702\.125a</span> → <a[^>]*>702\.126a</a>", moved)


def test_history_of_702_126a_names_its_old_number(client, versions):
    html = main_html(client.get("/rules/702.126a/history"))
    assert "(was 702.125a)" in html
    assert "renumbered" in html
