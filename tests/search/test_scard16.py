"""A question naming a card asks about a keyword the card has without naming it (branch scard16): `Can I put
Darksteel Garrison on my creature instead of a land?` asks about fortify (702.67a: "Attach to target land you
control"), which the question never says. Of a named card's keyword abilities, the one whose rules hold the
question's rare words clearly best, at least a quarter of them and as many as the finder's own first rules, ranks
as a keyword the question says, and its best rule enters the finder's list (cardkeywords.py)."""

import pytest

from search import cardkeywords
from search.index import shared_searchers
from tests.builders import built_index, import_todays_cr, make_card

GARRISON = (
    "Indestructible\n"
    "Fortified land has indestructible.\n"
    "Whenever fortified land becomes tapped, target creature gets +1/+1 until end of turn.\n"
    "Fortify {3} ({3}: Attach to target land you control. Fortify only as a sorcery.)"
)
QUESTION = "Can I put Darksteel Garrison on my creature instead of a land?"


@pytest.fixture
def garrison(db, index_dir):
    import_todays_cr()
    make_card("Darksteel Garrison", type_line="Artifact — Fortification", mana_cost="{2}", oracle_text=GARRISON)
    built_index()


def _top_five(question):
    from search.query import search

    shared_searchers().cache.clear()
    return [r.get("number") for r in search(question)["results"][:5]]


def test_the_keyword_asked_without_its_name_is_in_the_top_five(garrison):
    assert any((n or "").startswith("702.67") for n in _top_five(QUESTION))


def test_the_question_less_the_card_picks_fortify_of_the_cards_keywords(garrison):
    finder = shared_searchers().finder
    words = "Can I put on my creature instead of a land?"
    assert cardkeywords.asked_keyword(finder, words, ["702.12", "702.67"]) == ("702.67", "702.67a")


def test_a_keyword_holding_a_word_of_a_question_on_something_else_is_not_asked(garrison):
    finder = shared_searchers().finder
    words = "cast by exiling a blue card while my opponent controls : do I still have to pay {1}?"
    first = [r.number for r in finder.rank(finder.query_terms(words), limit=5)]
    assert cardkeywords.asked_keyword(finder, words, ["702.7"], first) is None


def test_split_seconds_asks_say_in_response(garrison):
    """Players ask about split second "in response" (`…can i sac creatures to viscera seer in response?`); its asks
    said "respond", which the stemmer keeps apart from "response"."""
    held = shared_searchers().finder.held("in response")
    assert held("702.61a") > 0 and held("702.61b") > 0
