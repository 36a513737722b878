"""Card pages and the card lookup through Django's test client."""

import html as html_lib
import re

import pytest
from django.test.html import parse_html
from pytest_django.asserts import assertInHTML

from rulings.models import CardRuling, Ruling
from tests.builders import make_card, make_translation
from tests.markup import find, find_all, text_of
from tests.pages.world import HOSTILE

pytestmark = pytest.mark.django_db


def main_html(response):
    html = response.content.decode()
    return html[html.index("<main") : html.index("</main>")]


def ruling_source(html, ruling):
    """The raw HTML of a ruling's item, for the checks on escaping that are about the bytes sent."""
    start = html.index(f'id="ruling-{ruling.uid}"')
    return html[start : html.index("</li>", start)]


def ruling_block(html, ruling):
    return find(html, "li", class_="ruling", id=f"ruling-{ruling.uid}")


def symbols(element):
    """The mana symbols drawn inside an element, in order: ["3", "u", "u"] for {3}{U}{U}."""
    return [
        cls.removeprefix("ms-")
        for span in find_all(element, "span", class_="ms-cost")
        for cls in dict(span.attributes)["class"].split()
        if cls.startswith("ms-") and cls != "ms-cost"
    ]


def text(html):
    return text_of(parse_html(html))


def test_card_page_shows_cost_text_french_and_sets(client, world):
    r = client.get("/cards/reverse-engineer")
    html = main_html(r)
    assert r.status_code == 200
    assert symbols(find(find(html, "h1"), "span", class_="mana-cost")) == ["3", "u", "u"]
    english = find(html, "section", class_="english")
    assert text_of(find(english, "p", class_="type-line")) == "Sorcery"
    oracle = find(english, "p", class_="oracle-text")
    assert "Draw three cards." in text_of(oracle)
    find(oracle, "span", class_="ms-1")  # the {1} of the reminder text is drawn
    assert text_of(find(html, "p", class_="french-name")) == "Rétro-ingénieur"
    assert "Piochez trois cartes." in text_of(find(find(html, "section", class_="french"), "p", class_="oracle-text"))
    assert "Aether Revolt" in text_of(find(html, "ul", class_="set-list"))


def test_rulings_in_order_with_date_source_and_permalink(client, world):
    html = main_html(client.get("/cards/reverse-engineer"))
    uids = [dict(li.attributes)["id"].removeprefix("ruling-") for li in find_all(html, "li", class_="ruling")]
    # The card's own rulings from the sample first, then the world's, each in its place.
    assert len(uids) == CardRuling.objects.filter(card=world["card"]).count() > len(world["rulings"])
    assert uids[-len(world["rulings"]) :] == [r.uid for r in world["rulings"]]
    first = ruling_block(html, world["rulings"][0])
    find(first, "a", class_="permalink", href="#ruling-r000000000000001")
    assert text_of(find(first, "time", datetime="2017-02-09")) == "9 February 2017"
    assert text_of(find(first, "span", class_="source")) == "Wizards of the Coast"


def test_ruling_rests_on_keyword_rule_and_cited_rules_followed_to_today(client, world):
    html = main_html(client.get("/cards/reverse-engineer"))
    keyword = ruling_block(html, world["rulings"][0])
    # A ruling of 2017-02-09, older than every imported CR: read in the oldest (the sample's 2018-07-13), and says
    # so. (The world's rules are lineages of their own, so that Improvise is not found in today's CR.)
    link = find(find(keyword, "p", class_="rests-on"), "span", class_="via-keyword")
    find(link, "a", href="/rules/702.125?version=2018-07-13")
    assert "read in the oldest CR imported, 2018-07-13" in text_of(find(link, "span", class_="before-cr"))
    cited = ruling_block(html, world["rulings"][2])
    rests_on = find(cited, "p", class_="rests-on")
    assertInHTML(
        '<a href="/rules/702.126a" class="rule-ref">702.126a</a> <span class="was">(cited as 702.125a)</span>',
        str(rests_on),
    )
    assert text_of(find(rests_on, "a", href="/rules/601.2a")) == "601.2a–h"
    # The number in the ruling's own text opens the rule as it was on the ruling's date.
    find(find(cited, "p", class_="ruling-text"), "a", href="/rules/702.125a?version=2022-06-10")


def test_ruling_symbols_are_drawn_and_hostile_text_escaped(client, world):
    html = main_html(client.get("/cards/reverse-engineer"))
    drawn = ruling_block(html, world["rulings"][1])
    assert symbols(find(drawn, "div", class_="english")) == ["w", "u", "b", "r", "g", "c"]
    # Escaping is about the bytes sent: the raw HTML must hold the entity, never the tag.
    hostile = ruling_source(html, world["rulings"][3])
    assert "<script>" not in hostile
    assert "&lt;script&gt;" in hostile
    assert not find_all(ruling_block(html, world["rulings"][3]), "script")
    assert html_lib.unescape(re.sub(r"<[^>]+>", "", hostile)).count(HOSTILE) == 1


def test_french_translation_badges(client, world):
    html = main_html(client.get("/cards/reverse-engineer"))

    def badges(ruling):
        return text_of(find(find(ruling_block(html, ruling), "div", class_="french"), "p", class_="badges"))

    assert "machine translation — the English is authoritative" in badges(world["rulings"][1])
    assert "outdated" in badges(world["rulings"][0])  # made from an older English text
    assert "reviewed" in badges(world["rulings"][2])
    assert not find_all(ruling_block(html, world["rulings"][3]), class_="french")


def test_outdated_follows_the_english(client, world):
    ruling = world["rulings"][2]
    Ruling.objects.filter(pk=ruling.pk).update(text=ruling.text + " (Updated.)")
    html = main_html(client.get("/cards/reverse-engineer"))
    assert "outdated" in text_of(find(ruling_block(html, ruling), "span", class_="badge-outdated"))


def test_shared_ruling_keeps_each_cards_position(client, world):
    shared = world["rulings"][1]
    CardRuling.objects.filter(card=world["other"], ruling=shared).update(position=42)
    on_engineer = str(CardRuling.objects.get(card=world["card"], ruling=shared).position)
    for card, position in ((world["card"], on_engineer), (world["other"], "42")):
        html = main_html(client.get(card.get_absolute_url()))
        items = find_all(html, "li", class_="ruling", id=f"ruling-{shared.uid}")
        assert [dict(li.attributes)["value"] for li in items] == [position]


def test_card_page_query_count_does_not_grow_with_rulings(client, world, django_assert_max_num_queries):
    # 15 on a cold cache: the link tables read the titled rules and the current version's texts apart (two
    # queries, each by an index, rulings.link_tables).
    with django_assert_max_num_queries(15):
        client.get("/cards/reverse-engineer")


def test_unknown_card_is_a_404_page_with_suggestions(client, world):
    r = client.get("/cards/reverse-engineers-friend")
    assert r.status_code == 404
    html = r.content.decode()
    assert "Not found" in text(html)
    find(html, class_="site-header")


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
    r = client.get("/cards/", {"name": "quasar lens"})
    assert r.status_code == 302
    assert r["Location"].startswith("/search?q=quasar+lens")


@pytest.mark.parametrize("params", [{}, {"name": "   "}, {"name": "x" * 500}])
def test_lookup_bad_input_is_a_400_page(client, world, params):
    r = client.get("/cards/", params)
    assert r.status_code == 400
    find(r.content.decode(), class_="site-header")


def test_card_without_rulings_or_french(client, world):
    make_card("Plain Card", type_line="Artifact")
    r = client.get("/cards/plain-card")
    assert r.status_code == 200
    assert "No rulings for this card." in text(main_html(r))
    assert not find_all(main_html(r), "li", class_="ruling")


def test_ruling_shows_the_predicate_that_encodes_it(client, world):
    html = main_html(client.get("/cards/reverse-engineer"))
    encoded = ruling_block(html, world["rulings"][1])
    status = find(encoded, class_="predicate-status")
    find(encoded, "a", href="/predicates/improvise")
    assert re.search(r"case\w* pass", text_of(encoded)), text_of(status)
    assert not find_all(ruling_block(html, world["rulings"][3]), class_="predicate-status")


def test_an_untranslated_placeholder_shows_no_french_column(client, world):
    make_translation("", ruling=world["rulings"][3], origin="machine", status="untranslated", source_hash="")
    html = main_html(client.get("/cards/reverse-engineer"))
    assert not find_all(ruling_block(html, world["rulings"][3]), class_="french")


@pytest.mark.django_db
def test_french_printed_text_box_only_when_there_is_french_text(client):
    from cards.models import CardLocalization

    named_only = CardLocalization.objects.filter(language="fr", text="", type_line="").select_related("card").first()
    with_text = CardLocalization.objects.filter(language="fr").exclude(text="").select_related("card").first()
    assert named_only is not None, "the sample has a French name without text"
    assert with_text is not None, "the sample has a French text"

    def french_boxes(card):
        return find_all(client.get(f"/cards/{card.slug}").content.decode(), aria_label="Texte imprimé en français")

    assert not french_boxes(named_only.card)
    assert french_boxes(with_text.card)
