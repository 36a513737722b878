"""A question naming a card: the card's rulings, led by its name in the index, do not push the finder's rules below
them (hybrid.INDEX_WEIGHT_CARD_QUESTION); its best ruling still stands in the top five (with_best_ruling)."""

import pytest

from search.query import search
from tests.builders import built_index, make_card, make_ruling

RULINGS = [
    "Gravelgoyf's ability applies to every noncreature spell, yours and your opponents'.",
    "If Gravelgoyf leaves the battlefield, spells already cast are not affected by Gravelgoyf.",
    "Two Gravelgoyfs make each noncreature spell cost {2} more to cast.",
    "Gravelgoyf's ability applies to spells cast without paying their mana cost: the player still pays {1}.",
]
QUESTION = "Gravelgoyf: do I pay {1} more for a spell cast without paying its mana cost?"


@pytest.fixture
def taxing(built):
    card = make_card(
        "Gravelgoyf", type_line="Creature — Lhurgoyf", oracle_text="Noncreature spells cost {1} more to cast."
    )
    for i, text in enumerate(RULINGS):
        make_ruling(card, "2024-03-01", text, uid=f"g{i:015d}")
    built_index()
    return card


def test_the_finders_rules_come_before_the_cards_rulings(taxing):
    # The world's CR has five rules: 601.2f (the card's "cost {1} more") and the improvise rules, which say "pay" and
    # "mana cost". Before, the card's first ruling by its name came second, between the finder's first two rules.
    results = search(QUESTION)["results"]
    assert [r.get("number") for r in results[:2]] == ["601.2f", "702.126a"], [r["title"] for r in results]
    assert any(r["kind"] == "ruling" and "Gravelgoyf" in r.get("cards", []) for r in results[:5])
