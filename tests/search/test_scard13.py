"""A card named and a rules question about what it does (branch scard13): the card's ruling that stands out for the
question's words leads the rule finder to the rules it rests on (rulings/links.py, written into rules.json's
"rests" when the index is built). `I Fling a creature in response to Giant Growth on it. How much damage does Fling
deal?` names no "last known information": Fling's ruling on the sacrificed creature's power does, and rests on
608.2h."""

import pytest

from search import finder_query
from search.index import rebuild_index, shared_searchers
from tests.builders import built_index, import_todays_cr, make_card, make_ruling

QUESTION = "I Fling a creature in response to Giant Growth on it. How much damage does Fling deal?"
LAST_KNOWN = "608.2h"


@pytest.fixture
def fling(db, index_dir):
    import_todays_cr()
    card = make_card(
        "Fling",
        type_line="Instant",
        oracle_text="As an additional cost to cast this spell, sacrifice a creature.\n"
        "Fling deals damage equal to the sacrificed creature's power to any target.",
    )
    make_ruling(card, "2021-03-19", "If you cast Fling, you choose any target as you cast it.")
    make_ruling(
        card,
        "2021-03-19",
        "Fling deals damage equal to the power the sacrificed creature had as it last existed on the battlefield: "
        "a Giant Growth that had not resolved yet gives it nothing. (See rule 608.2h.)",
    )
    built_index()


def _top_five():
    from search.query import search

    shared_searchers().cache.clear()
    return [r.get("number") for r in search(QUESTION)["results"][:5]]


def test_the_rule_the_standing_out_ruling_rests_on_is_in_the_top_five(fling):
    assert [LAST_KNOWN] in shared_searchers().finder.rests.values()  # written with the finder's data
    assert LAST_KNOWN in _top_five()


def test_without_the_rulings_rests_it_is_not(fling, monkeypatch):
    monkeypatch.setattr(finder_query, "RULING_RESTS", False)
    assert LAST_KNOWN not in _top_five()


def test_no_ruling_stands_out_when_two_hold_as_many_of_the_words(fling, monkeypatch):
    # The other ruling holds words of the question too: the card's name, said twice in it, is none of them since
    # scard17 (a name is left out every time it is said whole).
    from cards.models import Card

    make_ruling(
        Card.objects.get(name="Fling"),
        "2021-03-20",
        "In response to Fling, a Giant Growth on the sacrificed creature changes nothing: it is gone.",
    )
    rebuild_index()
    monkeypatch.setattr(finder_query, "REST_MARGIN", 100.0)
    assert LAST_KNOWN not in _top_five()
