"""A card named in a question brings the rules of the concepts its text names, as the rulings' links read them."""

from search.cardconcepts import concept_rules
from search.query import search


def test_a_cards_text_names_the_concepts_the_rulings_links_know():
    concepts = {"total cost": ("601.2f", None), "copies": ("707", None), "controlling another player": ("722", None)}
    assert concept_rules("Noncreature spells cost {1} more to cast.", concepts) == ["601.2f"]
    assert concept_rules(
        "You may have this creature enter as a copy of any creature on the battlefield.", concepts
    ) == ["707"]
    # Reminder text is the card's rules text too (Mindslaver's names 722 only there).
    reminder = "You control target player during that player's next turn. (You make all decisions for the player.)"
    assert concept_rules(reminder, concepts) == ["722"]
    assert concept_rules("Draw a card.", concepts) == []


def test_a_named_card_whose_text_raises_costs_brings_the_total_cost_rule(card_in_world):
    # The world's 601.2f ("the total cost of the spell") shares no word with the question: only the card's "cost {1}
    # more" names it. Before, Thalia + Force of Will's question found Thalia's rulings and 118.9, never 601.2f.
    card_in_world(
        "Thalia Stand-In",
        "Legendary Creature — Human Soldier",
        "First strike\nNoncreature spells cost {1} more to cast.",
    )
    results = search("Thalia Stand-In is out: do I still have to pay {1} for my instant?")["results"]
    assert "601.2f" in [r.get("number") for r in results[:5]], [r["title"] for r in results]
