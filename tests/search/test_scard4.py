"""Which cards a question names (branch scard4): a whole name with a possessive, a keyword's name in lower case."""

import pytest

from search import hybrid, query, shortnames
from search.index import shared_searchers
from search.planning import cards_named
from search.query import search
from tests.search.conftest import WARDEN


def test_a_whole_name_with_a_possessive_is_kept(two_gravelords):
    # Before: `Exile's` was not the name's last word, so the name was not read as written whole, and the other
    # words (gain life, dies: the Keeper's text) chose the Keeper.
    searchers = shared_searchers()
    text = f"{WARDEN}'s ability: do I gain life when a creature dies?"
    named = cards_named(searchers, text)
    meant = shortnames.meant(searchers.card_names, searchers.finder, text, named, query_text(searchers))
    assert meant == [WARDEN]


def query_text(searchers):
    return lambda name: query._card_text(searchers, name)


@pytest.fixture
def improvise_card(card_in_world):
    # The world's CR of today has the keyword Improvise (702.126); a card of that name, with rulings of its own.
    rulings = [f"Improvise draws two cards, ruling {i} of it." for i in range(3)]
    return card_in_world("Improvise", "Sorcery", "Draw two cards.", rulings, day="2024-02-01")


LOWER = "can I improvise with an artifact that is already tapped?"


def test_a_keyword_in_lower_case_names_no_card(improvise_card):
    searchers = shared_searchers()
    assert cards_named(searchers, LOWER) == ["Improvise"]  # as the names are read
    assert shortnames.keywords_as_words(searchers.finder, LOWER, ["Improvise"]) == []
    capital = "Improvise: how many cards does it draw?"
    assert shortnames.keywords_as_words(searchers.finder, capital, ["Improvise"]) == ["Improvise"]


def test_a_keyword_in_lower_case_asks_the_keywords_rule(improvise_card):
    # Before: the card Improvise was named, "improvise" left the finder's words, and its rulings came first.
    results = search(LOWER)["results"]
    assert results[0]["kind"] == "rule" and results[0]["number"].startswith("702.126"), [r["title"] for r in results]
    assert not any("Improvise" in r.get("cards", []) for r in results[:3])


GOYF_RULINGS = ("Gravelgoyf's improvise can tap an artifact that came under your control this turn.",)
GOYF_QUESTION = "Gravelgoyf: can I improvise with an artifact that is already tapped?"


@pytest.fixture
def goyf(card_in_world):
    return card_in_world(
        "Gravelgoyf", "Creature — Lhurgoyf", "Improvise (Your artifacts can help cast this spell.)", GOYF_RULINGS
    )


def _places(results):
    page = [i for i, r in enumerate(results, 1) if r["kind"] == "card" and r["title"] == "Gravelgoyf"]
    rulings = [i for i, r in enumerate(results, 1) if "Gravelgoyf" in r.get("cards", [])]
    return page, rulings


def test_a_named_cards_page_follows_the_top_five_of_a_question(goyf):
    page, rulings = _places(search(GOYF_QUESTION)["results"])
    assert page == [6] and rulings and rulings[0] <= 5


def test_before_the_page_stood_in_the_top_five_beside_its_rulings(goyf, monkeypatch):
    monkeypatch.setattr(hybrid, "CARD_PAGE_AFTER", False)
    # scard48's CARD_PAGE_ALONE_AFTER moves the page after the top five without a ruling too.
    monkeypatch.setattr(hybrid, "CARD_PAGE_ALONE_AFTER", False)
    page, rulings = _places(search(GOYF_QUESTION)["results"])
    assert page and page[0] <= 5 and rulings[0] <= 5


def test_a_query_that_is_no_question_keeps_the_page(goyf):
    page, _ = _places(search("Gravelgoyf improvise tapped artifact")["results"])
    assert page and page[0] <= 5


def test_pages_after_rulings_needs_a_ruling_in_the_top_five():
    card = {"kind": "card", "title": "Gravelgoyf", "id": "c"}
    rules = [{"kind": "rule", "title": str(i), "id": str(i)} for i in range(6)]
    ruling = {"kind": "ruling", "title": "r", "id": "r", "cards": ["Gravelgoyf"]}
    page = [rules[0], card, rules[1], rules[2], rules[3], rules[4], ruling]
    assert hybrid.pages_after_rulings(list(page), ["gravelgoyf"]) == page
    page = [rules[0], card, ruling, rules[1], rules[2], rules[3], rules[4]]
    moved = hybrid.pages_after_rulings(list(page), ["gravelgoyf"])
    assert moved == [rules[0], ruling, rules[1], rules[2], rules[3], card, rules[4]]
