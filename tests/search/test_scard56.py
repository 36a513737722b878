"""scard56: a card question's pair of words that its card's text says side by side too (`untap step`, `new
targets`) tells the card's situation: both words weigh CARD_SAID_WEIGHT in the finder (finder_query.CARD_PAIRS,
pairs), as scard55 weighs a keyword's words; a count beside a word (`4 damage`) or `can't` is no such pair."""

import pytest

from search import finder_query
from tests.search.conftest import numbers_found


def test_pairs_are_the_finders_terms_side_by_side_stop_words_dropped():
    found = finder_query.pairs("Players can't untap more than one land during their untap steps.")
    assert ("untap", "step") in found
    assert ("dure", "untap") in found


def test_a_count_beside_a_word_and_cant_make_no_pair():
    # With them the simulated finder's first five of the tuned card questions gained 9 and lost 7 (`4 damage`,
    # `power 3`, `dredge 5`, `can't cast`); without, +7 -2.
    found = finder_query.pairs("It deals 4 damage to target creature with power 3; your opponents can't cast spells.")
    assert not any(term[0].isdigit() for pair in found for term in pair)
    assert not any("'" in term for pair in found for term in pair)
    assert ("target", "creatur") in found


def test_a_pair_the_cr_says_as_one_is_no_pair_of_the_cards_situation(today_searchers):
    # `power and toughness` is one idea of the CR (rulefinder.phrases): weighed, it drew 208.2a over 604.3 for
    # `… power and toughness while it's in my graveyard` (Master of Etherium, Consuming Aberration).
    assert "power tough" in today_searchers.finder.phrases


THALIA = "First strike\nNoncreature spells cost {1} more to cast."


@pytest.mark.parametrize("pairs_on", [True, False])
def test_a_thalia_question_saying_spell_cost_finds_the_total_cost_rule(today_with, monkeypatch, pairs_on):
    """mixed10's Thalia question (its name misspelt): `spell cost`, which the card's text says too, weighs ×1.25 and
    601.2f (the total cost: additional costs and increases) enters the top five; with the pairs off (main's code) it
    does not."""
    today_with(("Thalia, Guardian of Thraben", "Legendary Creature — Human Soldier", THALIA))
    monkeypatch.setattr(finder_query, "CARD_PAIRS", pairs_on)
    found = numbers_found("does thaila make my flashback spell cost 1 more")
    assert ("601.2f" in found) == pairs_on, found
