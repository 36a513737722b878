"""A question whose spelling suggestion names a card is searched as the suggestion spells it (query.spelt_twin): the
misspelt card's page and rulings are found as for its name typed right, not only the one ruling the fusion places."""

import pytest

from search import query
from search.index import shared_searchers
from search.query import search
from search.request import make_request, understand
from search.suggestions import suggestions

TYPED_RIGHT = "Gravelgoyf: what is its power in my hand?"
MISSPELT = "Gravlegoyf: what is its power in my hand?"
RULINGS = (
    "If Gravelgoyf leaves the battlefield, the counters on it cease to exist.",
    "Gravelgoyf's counter is put on it as it enters, not as the ability resolves.",
    "A copy of Gravelgoyf enters with no counter on it.",
)


@pytest.fixture
def goyf(card_in_world):
    text = "Gravelgoyf enters with a +1/+1 counter on it for each card type among cards in all graveyards."
    return card_in_world("Gravelgoyf", "Creature — Lhurgoyf", text, RULINGS)


def _cards_results(found):
    return [r["id"] for r in found["results"] if "Gravelgoyf" in r.get("cards", []) or r["title"] == "Gravelgoyf"]


def test_a_misspelt_cards_page_and_rulings_are_found_as_if_typed_right(goyf):
    right, misspelt = search(TYPED_RIGHT), search(MISSPELT)
    assert len(_cards_results(right)) >= 3, [r["title"] for r in right["results"]]
    assert [r["id"] for r in misspelt["results"]] == [r["id"] for r in right["results"]], [
        r["title"] for r in misspelt["results"]
    ]
    assert misspelt["corrected_query"].lower().startswith("gravelgoyf")
    assert misspelt["suggestions"] == [misspelt["corrected_query"]]


def test_a_name_typed_right_is_searched_as_typed(goyf):
    assert "corrected_query" not in search(TYPED_RIGHT)


def test_without_the_twin_the_misspelt_cards_documents_are_not_found(goyf, monkeypatch):
    # The fallback searched the suggestion's words, but not as a question naming the card: none of its documents.
    monkeypatch.setattr(query, "CORRECTED_CARD_QUERY", False)
    assert _cards_results(search(MISSPELT)) == []


def test_a_one_word_name_that_is_a_rules_term_is_no_twin(goyf, card_in_world):
    # `improvize` corrected is the keyword improvise (a glossary term) first, not a card of that name (as
    # `regenerztion` is the keyword action regenerate, not the card Regeneration).
    card_in_world("Improvise", "Instant", "Draw a card.")
    searchers = shared_searchers()
    asked = understand(make_request("Can I improvize with a tapped artifact?"), searchers)
    suggested = suggestions(searchers, asked.free)
    assert "improvise" in suggested[0]
    assert query.spelt_twin(asked, searchers, suggested) is None


def test_the_page_says_the_cards_name_was_spelt_right_not_that_nothing_matched(goyf, client):
    """The page's note for a misspelt card: what was searched, not "No results" (the typed words may match)."""
    from django.urls import reverse

    found = search(MISSPELT)
    assert found["corrected_card"] is True and found["corrected_query"].lower().startswith("gravelgoyf")
    page = client.get(reverse("search:search"), {"q": MISSPELT}).content.decode()
    assert "the card&#x27;s name spelt right" in page or "the card's name spelt right" in page
    assert "No results for" not in page
    assert "corrected_card" not in search(TYPED_RIGHT)
