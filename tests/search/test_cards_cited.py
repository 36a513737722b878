"""A named card's wording brings the rule the CR cites beside it: 208.2a words "[This creature's] power is equal to
. . ." and says "(See rule 604.3.)", the characteristic-defining abilities that function in every zone
(cardconcepts.cited_by)."""

import pytest

from search import finder_query
from search.cardconcepts import cited_by
from search.index import shared_searchers
from search.query import search
from tests.builders import built_index, make_card, make_rule

WORDED = (
    "A characteristic-defining ability may set a creature's power and toughness. Such an ability is worded "
    "\u201c[This creature\u2019s] power is equal to . . .\u201d (See rule 604.3.)"
)
GOVERNS = "Characteristic-defining abilities function in all zones. They also function outside the game."
QUESTION = "Gravelgoyf: what is it in my hand?"


@pytest.fixture
def goyf(built):
    make_rule(built["new"], "208.2a", WORDED)
    make_rule(built["new"], "604.3", GOVERNS)
    make_card(
        "Gravelgoyf",
        type_line="Creature — Lhurgoyf",
        oracle_text="Gravelgoyf's power is equal to the number of card types among cards in all graveyards.",
    )
    built_index()
    return built


def test_a_paragraph_cites_the_rules_it_names(goyf):
    finder = shared_searchers().finder
    assert cited_by(finder, "2022-09-09", ["208.2a", "604.3", "999.9"]) == ["604.3"]


def test_the_cited_rule_of_a_cards_wording_is_found(goyf):
    # The question shares no word with 604.3; before, only 208.2a (the card's wording) came.
    numbers = [r.get("number") for r in search(QUESTION)["results"][:5]]
    assert "208.2a" in numbers and "604.3" in numbers, numbers


def test_without_the_citations_it_is_not(goyf, monkeypatch):
    monkeypatch.setattr(finder_query, "WORDED_CITED", False)
    assert "604.3" not in [r.get("number") for r in search(QUESTION)["results"][:5]]
