"""A card named and a rules question about it (branch scard10): the named card's rare words (few paragraphs hold
them; its reminder text left out) join the question's at a low weight, for the rule the card's text invokes that
the question does not say (`Phyrexian Unlife is out and I'm at -2 … what happens when I take damage?`: the card's
"infect", 702.90b)."""

import pytest

from search import finder_query
from search.index import shared_searchers
from tests.builders import built_index, import_todays_cr, make_card

UNLIFE = "Phyrexian Unlife"
QUESTION = "Phyrexian Unlife is out and I'm at -2. Why don't I lose, and what happens when I take damage?"


@pytest.fixture
def unlife(without_asks, db, index_dir):
    import_todays_cr()
    make_card(
        UNLIFE,
        type_line="Enchantment",
        oracle_text=(
            "You don't lose the game for having 0 or less life.\nAs long as you have 0 or less life, all damage is "
            "dealt to you as though its source had infect. (Damage is dealt to you in the form of poison counters.)"
        ),
    )
    built_index()


def _first_rule(question):
    from search.query import search

    shared_searchers().cache.clear()
    return search(question)["results"][0].get("number")


def test_the_named_cards_rare_words_find_the_rule_it_invokes(unlife):
    assert _first_rule(QUESTION) == "702.90b"


def test_without_them_another_rule_comes_first(unlife, monkeypatch):
    monkeypatch.setattr(finder_query, "CARD_TEXT_WEIGHT", 0.0)
    assert _first_rule(QUESTION) != "702.90b"


def test_only_the_rare_words_of_a_card_join(unlife):
    # Every word of the card ("damage", "life", "game"…) outweighed the question's own (never-tuned hit@5 −1 %).
    finder = shared_searchers().finder
    common = [t for t in finder.query_terms("all damage is dealt to you, you lose the game") if t in finder.idf]
    assert common and all(finder.idf[t] < finder_query.CARD_TEXT_IDF for t in common), common
    assert finder.idf["infect"] >= finder_query.CARD_TEXT_IDF
