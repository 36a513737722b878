"""A card named and a rules question (branch scard21): the rule the card's own text invokes (its wordings', the
rulings' concepts', its keywords' rules: search/textrule.py) moves up beside the card when the page has it below its
top five and it holds some of the question's rare words. `Can my white creature block Stormbreath Dragon?` names
no protection: the Dragon's text does ("protection from white"), and 702.16f was 7th."""

import pytest

from rules.models import CRVersion
from search import textrule
from search.hybrid import rested_rule_placed
from search.index import shared_searchers
from tests.builders import built_index, import_todays_cr

PROTECTION_BLOCKED = "702.16f"


def _rule(number):
    return {"id": f"rule:{number}", "kind": "rule", "number": number}


CARD = {"id": "card:c", "kind": "card", "title": "Stormbreath Dragon"}
RULING = {"id": "ruling:r1", "kind": "ruling", "cards": ["Stormbreath Dragon"]}
OTHER_RULING = {"id": "ruling:r2", "kind": "ruling", "cards": ["Stormbreath Dragon"]}
# The Dragon's text's rules (text_rules) and the rare words of the question each rule holds (RuleFinder.held).
BASES = ["702.16a", "702.9", "702.10", "702.16"]
HELD = {"509.3f": 3.0, "702.9b": 2.0, "702.9": 0.0, "109.2": 0.0, "702.16f": 3.3, "702.10b": 0.0}


def _held(number):
    return HELD.get(number, 0.0)


def _placed(page):
    # As hybrid._with_text_rule places it: the base the page's lower rule leads to, beside the card's page or
    # ruling, the card's other ruling keeping its place.
    base = textrule.asked_base(page, lambda: BASES, None, None, _held)
    if base is None:
        return page
    item = textrule.anchor(page, "stormbreath dragon")
    return rested_rule_placed(list(page), item, [base], {}, None, lambda n: None, _held, others=False)


def test_a_rule_the_cards_text_invokes_moves_up_beside_the_card():
    page = [_rule("509.3f"), _rule("702.9b"), RULING, _rule("702.9"), _rule("109.2"), CARD, _rule("702.16f")]
    assert textrule.asked_base(page, lambda: BASES, None, None, _held) == "702.16"
    placed = _placed(page)
    assert [r["id"] for r in placed[:5]] == ["rule:509.3f", "rule:702.9b", "ruling:r1", "rule:702.16f", "rule:702.9"]
    assert placed[5]["id"] == "rule:109.2"  # the last rule holding no word of the question gives its place
    assert len(placed) == len(page)


def test_nothing_moves_without_a_lower_rule_holding_words_under_the_texts_rules():
    # 702.10b is under a rule of the text (702.10) but holds no word of the question.
    page = [_rule("509.3f"), _rule("702.9b"), RULING, _rule("702.9"), _rule("109.2"), CARD, _rule("702.10b")]
    assert _placed(page) == page
    # 509.3f holds words but is under no rule of the text.
    page = [_rule("702.9b"), RULING, _rule("702.9"), _rule("109.2"), CARD, _rule("509.3f")]
    assert _placed(page) == page
    # A rule of the family already in the top five: the text's rule is there.
    there = [_rule("702.16a"), RULING, _rule("702.9"), _rule("109.2"), CARD, _rule("702.16f")]
    assert textrule.asked_base(there, lambda: ["702.16a"], None, None, _held) is None


def test_the_bases_are_read_only_when_a_lower_rule_holds_words():
    page = [_rule("509.3f"), RULING, _rule("702.9"), _rule("109.2"), CARD, _rule("702.10b")]

    def unread():
        raise AssertionError("the card's text read for nothing")

    assert textrule.asked_base(page, unread, None, None, _held) is None


def test_the_cards_rulings_keep_their_places():
    # Every rule in the top five holds words; the card's other ruling does not give its place (unlike a best
    # ruling's rest, hybrid.RESTED_OTHER_RULING).
    page = [_rule("509.3f"), _rule("702.9b"), RULING, OTHER_RULING, CARD, _rule("702.16f")]
    assert _placed(page) == page


def test_the_card_is_found_by_its_page_or_its_ruling_in_the_top_five():
    assert textrule.anchor([_rule("509.3f"), CARD, RULING], "stormbreath dragon")["id"] == "card:c"
    assert textrule.anchor([_rule("509.3f"), RULING, CARD], "stormbreath dragon")["id"] == "ruling:r1"
    below = [_rule("1.1"), _rule("1.2"), _rule("1.3"), _rule("1.4"), _rule("1.5"), CARD]
    assert textrule.anchor(below, "stormbreath dragon") is None


@pytest.fixture
def todays_searchers(db, index_dir):
    import_todays_cr()
    built_index()
    return shared_searchers()


def test_a_cards_text_invokes_the_rules_its_wordings_name(todays_searchers):
    current = CRVersion.objects.order_by("-effective_date").first().effective_date.isoformat()
    # "enters tapped" is quoted by 603.6d; "rather than pay this spell's mana cost" is an alternative cost (118.9);
    # protection from white is a keyword's rule.
    assert "603.6d" in textrule.text_rules(todays_searchers, current, "This land enters the battlefield tapped.")
    gush = "You may return two Islands you control to their owner's hand rather than pay this spell's mana cost."
    assert "118.9" in textrule.text_rules(todays_searchers, current, gush)
    assert "702.16" in textrule.text_rules(todays_searchers, current, "Flying, haste, protection from white")
