"""A short name several cards share names the card the question's words speak of (search/shortnames.py)."""

from search import query, shortnames
from search.index import shared_searchers
from search.planning import cards_named
from search.query import search
from tests.search.conftest import KEEPER, WARDEN

QUESTION = "Gravelord exile instead of dying: does the token still come?"


def test_the_short_name_alone_reads_the_first_card(two_gravelords):
    assert cards_named(shared_searchers(), QUESTION) == [KEEPER]


def first_rulings_card(results):
    return next(r["cards"][0] for r in results if r["kind"] == "ruling")


def test_the_question_names_the_card_its_words_speak_of(two_gravelords):
    # Before: the Keeper was the card named, its ruling first; the Warden's, on the exiled creature, after it.
    results = search(QUESTION)["results"]
    assert first_rulings_card(results) == WARDEN, [r["title"] for r in results]


def test_without_the_reading_the_first_card_is_named(two_gravelords, monkeypatch):
    monkeypatch.setattr(query, "SHORT_NAMES_MEANT", False)
    assert first_rulings_card(search(QUESTION)["results"]) == KEEPER


def test_a_name_written_whole_is_kept(two_gravelords):
    searchers = shared_searchers()
    text = f"{KEEPER}: exile instead of dying?"
    named = cards_named(searchers, text)
    assert shortnames.meant(searchers.card_names, searchers.finder, text, named, lambda n: "exile instead") == [KEEPER]


def test_a_misspelt_whole_name_is_kept(two_gravelords):
    # `Warden of Exle` is the Warden as the spelling suggestion writes it, whatever the other words say.
    searchers = shared_searchers()
    text = "Gravelord, Warden of Exle: do I gain life when a creature dies?"
    named = cards_named(searchers, text)
    spelt = text.replace("Exle", "Exile")
    kept = shortnames.meant(searchers.card_names, searchers.finder, text, named, query_text(searchers), spelt=spelt)
    assert kept == [WARDEN]


def test_a_tie_keeps_the_first(two_gravelords):
    searchers = shared_searchers()
    text = "Gravelord: what is its mana value?"
    named = cards_named(searchers, text)
    assert shortnames.meant(searchers.card_names, searchers.finder, text, named, query_text(searchers)) == [KEEPER]


def query_text(searchers):
    return lambda name: query._card_text(searchers, name)
