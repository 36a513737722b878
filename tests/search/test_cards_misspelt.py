"""A card named only through a misspelling: the spelling suggestion's card counts as named
(questioncards.named_cards)."""

import pytest

from search import query, questioncards
from search.query import search

QUESTION = "Gravlegoyf is out: do I still have to pay {1} for my instant?"
RULING = "Gravelgoyf's tax applies to every instant you cast, even one cast without paying its mana cost."


@pytest.fixture
def taxing(card_in_world):
    return card_in_world("Gravelgoyf", "Creature — Lhurgoyf", "Noncreature spells cost {1} more to cast.", [RULING])


def test_the_suggestion_reads_the_cards_name(taxing):
    assert search(QUESTION)["suggestions"][0].lower().startswith("gravelgoyf")


def test_a_misspelt_cards_concepts_and_ruling_are_found(taxing):
    # Before, the misspelt name named no card: the card's "cost {1} more" did not bring 601.2f (the total cost, no
    # word of the question) and its ruling, which holds "instant" and "pay", was not placed.
    results = search(QUESTION)["results"][:5]
    assert "601.2f" in [r.get("number") for r in results], [r["title"] for r in results]
    assert any(r["kind"] == "ruling" and "Gravelgoyf" in r.get("cards", []) for r in results), [
        r["title"] for r in results
    ]


def test_without_the_suggestions_card_neither_is(taxing, monkeypatch):
    monkeypatch.setattr(questioncards, "CORRECTED_CARDS", False)
    # The question is otherwise searched as its suggestion spells it, the card named (query.spelt_twin).
    monkeypatch.setattr(query, "CORRECTED_CARD_QUERY", False)
    results = search(QUESTION)["results"][:5]
    assert "601.2f" not in [r.get("number") for r in results]
