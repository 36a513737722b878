"""Rules through lineage, rulings by normalized text."""

import pytest

from predicates.engine import catalog
from predicates.engine.registry import RuleRef
from predicates.engine.ruling_texts import (
    IMPROVISE_MANA_VALUE,
    IMPROVISE_NO_COLORED,
    IMPROVISE_X_WHIR,
    SAHEELI_INDIVIDUAL,
)
from predicates.links import predicates_for_rule, predicates_for_ruling, resolve_rule, rulings_of
from rules import selectors as rules
from rules.models import CRVersion
from rulings.wording import match_key

from .conftest import make_ruling

pytestmark = pytest.mark.django_db


def test_an_old_number_follows_its_rule_not_its_number(cr_excerpts):
    resolved = resolve_rule(RuleRef("702.125a", "2018-07-13"))
    today = rules.get_paragraph(resolved["number"])
    assert today.parent.title == "Improvise"
    assert resolved["number"] != "702.125a"  # 702.125a is Undaunted today
    assert "702.125a" in [old["number"] for old in resolved["older"]]
    assert resolved["url"] == f"/rules/{resolved['number']}"


def test_a_rule_not_imported_keeps_its_declared_number(cr_excerpts):
    CRVersion.objects.filter(effective_date__gte="2022-11-18").delete()  # whatever the sample holds; rolled back
    resolved = resolve_rule(RuleRef("702.161", "2022-11-18", note="later CR"))
    assert (resolved["number"], resolved["found"], resolved["note"]) == ("702.161", False, "later CR")
    # No link: /rules/702.161 would open whatever rule holds that number today.
    assert resolved["url"] is None
    assert resolve_rule(RuleRef("702.161", "2022-11-18"))["note"] == "the CR of 2022-11-18 is not imported"


def test_predicates_for_todays_improvise_rule(cr_excerpts):
    improvise_a = rules.get_paragraph(resolve_rule(RuleRef("702.125a", "2018-07-13"))["number"])
    links = predicates_for_rule(improvise_a)
    assert [link["name"] for link in links] == ["improvise"]
    link = links[0]
    assert link["url"] == "/predicates/improvise"
    assert link["cases_passed"] == len(catalog.get("improvise").cases)
    assert link["cases_failed"] == 0


def test_the_number_702_125a_today_is_not_improvise(cr_excerpts):
    undaunted = rules.get_paragraph("702.125a")
    assert "improvise" not in [link["name"] for link in predicates_for_rule(undaunted)]


def test_the_2018_paragraph_links_too(cr_excerpts):
    old = rules.get_paragraph("702.125a", version=rules.parse_version("2018-07-13"))
    assert "improvise" in [link["name"] for link in predicates_for_rule(old)]


def test_total_cost_links_to_601_2f(cr_excerpts):
    names = [link["name"] for link in predicates_for_rule(rules.get_paragraph("601.2f"))]
    assert "total_cost" in names


def test_converted_mana_cost_matches_mana_value():
    older = IMPROVISE_MANA_VALUE.replace("mana value", "converted mana cost")
    assert match_key(older) == match_key(IMPROVISE_MANA_VALUE)
    plural = SAHEELI_INDIVIDUAL.replace("mana values", "converted mana costs")
    assert match_key(plural) == match_key(SAHEELI_INDIVIDUAL)


def test_ruling_rows_are_matched_tolerantly():
    stripped = make_ruling(
        "Improvise can't pay for , , , , , or  mana symbols in a spell’s total cost.",
        "Whir of Invention",
        "{X}{U}{U}{U}",
    )
    older = make_ruling(
        "Improvise doesn't change a spell's mana cost or converted mana cost.", "Reverse Engineer", "{3}{U}{U}"
    )
    other = make_ruling("Improvise can pay for anything at all.", "Whir of Invention")
    assert [link["name"] for link in predicates_for_ruling(stripped)] == ["improvise"]
    assert [link["name"] for link in predicates_for_ruling(older)] == ["improvise"]
    assert predicates_for_ruling(other) == []
    # A ruling's case counts are of its own cases.
    assert predicates_for_ruling(stripped)[0]["cases_passed"] == len(
        catalog.get("improvise").cases_for(IMPROVISE_NO_COLORED)
    )


def test_rulings_of_lists_the_rows_and_cards():
    make_ruling(
        IMPROVISE_X_WHIR.replace("{X}{U}{U}{U}", "")
        .replace("{3}{U}{U}{U}", "")
        .replace("{1}{U}{U}{U}", "")
        .replace("{X}", ""),
        "Whir of Invention",
        "{X}{U}{U}{U}",
        uid="whir9",
    )
    entry = next(r for r in rulings_of(catalog.get("improvise")) if r["text"] == IMPROVISE_X_WHIR)
    assert "whir9" in [row["uid"] for row in entry["rulings"]]
    assert {"name": "Whir of Invention", "slug": "whir-of-invention", "url": "/cards/whir-of-invention"} in entry[
        "cards"
    ]
    # The Saheeli's Directive version of the ruling is another ruling: never listed here.
    assert "saheelis-directive" not in [card["slug"] for card in entry["cards"]]
    assert entry["cases_passed"] >= 1


@pytest.mark.parametrize("card_name", ["Saheeli's Directive", "Whir of Invention", "Accessories to Murder"])
def test_every_ruling_of_the_seed_cards_in_the_sample_is_encoded(card_name):
    """The sample's rulings (real importers, real MTGJSON and seed pages) all find their predicate."""
    from cards.models import Card

    card = Card.objects.filter(name=card_name).first()
    if card is None or not card.rulings.exists():
        pytest.skip(f"the sample data has no rulings for {card_name}")
    unmatched = [r.text for r in card.rulings.all() if not predicates_for_ruling(r)]
    assert unmatched == []


@pytest.mark.parametrize(
    "text",
    [
        IMPROVISE_NO_COLORED,
        IMPROVISE_MANA_VALUE,
        "Improvise can't pay for , , , , , or  mana symbols in a spell’s total cost.",
        "{T}: Add {G}. This ruling starts with a symbol and goes on for words.",
        "If a spell’s mana value is 3 or less, it costs more.",
        "Straße: casefolding changes ß, and the head of the key must still agree with it.",
        "Six words only and nothing else",
        "Words, then a symbol {2/W} after the sixth word of the ruling.",
    ],
)
def test_the_first_words_read_cheaply_are_those_of_the_normalized_text(text):
    """The list page normalizes only the rulings whose first words are a declared ruling's (issue 24): those first
    words, when read from the text's start, are exactly match_key's, or aren't read at all."""
    from predicates.links import _HEAD_WORDS, _head

    head = _head(text)
    assert head is None or head == " ".join(match_key(text).split()[:_HEAD_WORDS])
