"""Card pages and the card lookup through Django's test client."""

import html as html_lib
import re

import pytest

from cards.models import Card
from rulings.models import Ruling
from tests.pages.world import HOSTILE

pytestmark = pytest.mark.django_db


def main_html(response):
    html = response.content.decode()
    return html[html.index("<main") : html.index("</main>")]


def ruling_block(html, ruling):
    start = html.index(f'id="ruling-{ruling.uid}"')
    return html[start : html.index("</li>", start)]


def test_card_page_shows_cost_text_french_and_sets(client, world):
    r = client.get("/cards/reverse-engineer")
    html = main_html(r)
    assert r.status_code == 200
    cost = re.search(r'<span class="mana-cost"[^>]*>(.*?)</span></h1>', html, re.S).group(1)
    assert re.findall(r"ms-cost ms-(\w+)", cost) == ["3", "u", "u"]
    assert "Sorcery" in html
    assert "Draw three cards." in html
    assert "ms-1" in html.split('class="oracle-text"')[1]  # the {1} of the reminder text is drawn
    assert "Rétro-ingénieur" in html
    assert "Piochez trois cartes." in html
    assert "Aether Revolt" in html


def test_rulings_in_order_with_date_source_and_permalink(client, world):
    html = main_html(client.get("/cards/reverse-engineer"))
    uids = re.findall(r'<li class="ruling" id="ruling-([^"]+)"', html)
    assert uids == [r.uid for r in world["rulings"]]
    first = ruling_block(html, world["rulings"][0])
    assert 'href="#ruling-r000000000000001"' in first
    assert "9 February 2017" in first
    assert "Wizards of the Coast" in first


def test_ruling_rests_on_keyword_rule_and_cited_rules_followed_to_today(client, world):
    html = main_html(client.get("/cards/reverse-engineer"))
    keyword = ruling_block(html, world["rulings"][0])
    assert 'href="/rules/702.126"' in keyword
    cited = ruling_block(html, world["rulings"][2])
    assert (
        '<a href="/rules/702.126a" class="rule-ref">702.126a</a> <span class="was">(cited as 702.125a)</span>' in cited
    )
    assert ">601.2a–h</a>" in cited
    # The number in the ruling's own text opens the rule as it was on the ruling's date.
    assert 'href="/rules/702.125a?version=2021-02-15"' in cited


def test_ruling_symbols_are_drawn_and_hostile_text_escaped(client, world):
    html = main_html(client.get("/cards/reverse-engineer"))
    symbols = ruling_block(html, world["rulings"][1])
    assert re.findall(r"ms-cost ms-(\w+)", symbols.split('class="french"')[0]) == ["w", "u", "b", "r", "g", "c"]
    hostile = ruling_block(html, world["rulings"][3])
    assert "<script>" not in hostile
    assert "&lt;script&gt;" in hostile
    assert html_lib.unescape(re.sub(r"<[^>]+>", "", hostile)).count(HOSTILE) == 1


def test_french_translation_badges(client, world):
    html = main_html(client.get("/cards/reverse-engineer"))
    assert "machine translation — the English is authoritative" in ruling_block(html, world["rulings"][1])
    assert "outdated" in ruling_block(html, world["rulings"][0])  # made from an older English text
    assert "reviewed" in ruling_block(html, world["rulings"][2])
    assert 'class="french"' not in ruling_block(html, world["rulings"][3])


def test_outdated_follows_the_english(client, world):
    ruling = world["rulings"][2]
    Ruling.objects.filter(pk=ruling.pk).update(text=ruling.text + " (Updated.)")
    html = main_html(client.get("/cards/reverse-engineer"))
    assert "outdated" in ruling_block(html, ruling)


def test_shared_ruling_keeps_each_cards_position(client, world):
    html = main_html(client.get("/cards/whir-of-invention"))
    assert re.findall(r'<li class="ruling" id="ruling-([^"]+)" value="(\d+)"', html) == [(world["rulings"][1].uid, "1")]


def test_card_page_query_count_does_not_grow_with_rulings(client, world, django_assert_max_num_queries):
    with django_assert_max_num_queries(14):
        client.get("/cards/reverse-engineer")


def test_unknown_card_is_a_404_page_with_suggestions(client, world):
    r = client.get("/cards/reverse-engineers-friend")
    assert r.status_code == 404
    html = r.content.decode()
    assert "Not found" in html
    assert 'class="site-header"' in html


def test_hand_typed_slug_redirects(client, world):
    r = client.get("/cards/Reverse_Engineer")
    assert r.status_code == 302
    assert r["Location"] == "/cards/reverse-engineer"


@pytest.mark.parametrize("name", ["Reverse Engineer", "reverse engineer", "Rétro-ingénieur", "  Reverse   Engineer "])
def test_lookup_by_english_or_french_name(client, world, name):
    r = client.get("/cards/", {"name": name})
    assert r.status_code == 302
    assert r["Location"] == "/cards/reverse-engineer"


def test_lookup_of_an_unknown_name_goes_to_search(client, world):
    r = client.get("/cards/", {"name": "saheelis directive"})
    assert r.status_code == 302
    assert r["Location"].startswith("/search?q=saheelis+directive")


@pytest.mark.parametrize("params", [{}, {"name": "   "}, {"name": "x" * 500}])
def test_lookup_bad_input_is_a_400_page(client, world, params):
    r = client.get("/cards/", params)
    assert r.status_code == 400
    assert 'class="site-header"' in r.content.decode()


def test_card_without_rulings_or_french(client, world):
    Card.objects.create(name="Plain Card", type_line="Artifact")
    r = client.get("/cards/plain-card")
    assert r.status_code == 200
    assert "No rulings for this card." in r.content.decode()


def test_ruling_shows_the_predicate_that_encodes_it(client, world):
    html = main_html(client.get("/cards/reverse-engineer"))
    encoded = ruling_block(html, world["rulings"][1])
    assert 'class="predicate-status"' in encoded
    assert 'href="/predicates/improvise"' in encoded
    assert re.search(r"case\w* pass", encoded)
    assert 'class="predicate-status"' not in ruling_block(html, world["rulings"][3])


def test_an_untranslated_placeholder_shows_no_french_column(client, world):
    from rulings.models import Translation

    Translation.objects.create(
        ruling=world["rulings"][3], language="fr", origin="machine", status="untranslated", source_hash="", text=""
    )
    html = main_html(client.get("/cards/reverse-engineer"))
    assert 'class="french"' not in ruling_block(html, world["rulings"][3])


@pytest.mark.django_db
def test_french_printed_text_box_only_when_there_is_french_text(client):
    from cards.models import CardLocalization

    named_only = CardLocalization.objects.filter(language="fr", text="", type_line="").select_related("card").first()
    with_text = CardLocalization.objects.filter(language="fr").exclude(text="").select_related("card").first()
    assert named_only is not None, "the sample has a French name without text"
    assert with_text is not None, "the sample has a French text"
    box = 'aria-label="Texte imprimé en français"'
    assert box not in client.get(f"/cards/{named_only.card.slug}").content.decode()
    assert box in client.get(f"/cards/{with_text.card.slug}").content.decode()
