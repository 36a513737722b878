"""A split or double-faced card asked a characteristic (branch scard50): the card's kind's rule that enters the
finder's list is the one of its section whose own text says that characteristic (cardtypes.kind_best), the
characteristic read in the question's words or in the named cards' text (Dark Confidant's "mana value").

Before (main 1ee017c): the kind step took the family's best rule for the question's words alone, and `reveals a
split card, how much life do I lose` scored 709.2 (a split card is one card) over 709.4b (its mana value is its
halves' combined): the question never says "mana value", Dark Confidant's text does."""

import pytest

from rules.rule_refs import is_under
from search.cardtypes import asked_characteristics, family_best, kind_best
from search.index import shared_searchers

CONFIDANT = (
    "Creature — Human Wizard\n{1}{B}\nAt the beginning of your upkeep, reveal the top card of your library and put "
    "that card into your hand. You lose life equal to its mana value."
)
LOSE = "reveals a split card, how much life do I lose?"


@pytest.fixture
def finder(today):
    return shared_searchers().finder


def test_the_characteristic_is_read_in_the_words_or_the_named_cards_text(finder):
    assert asked_characteristics(finder, finder.query_terms("what's its cmc in my graveyard?")) == ["mana value"]
    assert asked_characteristics(finder, finder.query_terms("is the spell on the stack also black?")) == ["color"]
    assert asked_characteristics(finder, finder.query_terms(LOSE)) == []
    assert asked_characteristics(finder, finder.query_terms(LOSE), [CONFIDANT]) == ["mana value"]
    # A card's text names a colour for what it does, not to ask one.
    assert asked_characteristics(finder, finder.query_terms(LOSE), ["Destroy target black creature."]) == []


def test_a_split_cards_mana_value_told_by_another_cards_text(finder):
    terms = finder.query_terms(LOSE)
    # The reason: the words alone choose a rule of 709 that does not say how its mana value is read.
    assert not is_under(family_best(finder, terms, "709"), "709.4")
    assert kind_best(finder, terms, "709", [CONFIDANT]) == "709.4b"


def test_no_characteristic_asked_is_the_familys_best(finder):
    terms = finder.query_terms("can I cast both halves at once?")
    assert kind_best(finder, terms, "709", ["Creature — Human Wizard"]) == family_best(finder, terms, "709")
    # Not a faced kind: an Aura's question is family_best's whatever it asks.
    terms = finder.query_terms("what is the mana value of the aura spell")
    assert kind_best(finder, terms, "303.4") == family_best(finder, terms, "303.4")
