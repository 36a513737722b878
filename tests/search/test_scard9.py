"""A card named and a rules question about it (branch scard9): a permanent that arrived this turn, as players say
it (`came down this turn`, `the turn I play it`), names the summoning-sickness rule (302.6); and a slang term's
ways in the CR's words (jargon.toml's `cr`) are what the rule finder reads for it, even when the slang's own words
are CR words too."""

import pytest

from search import jargon
from search.finder_query import _cr_words
from search.index import shared_searchers
from tests.builders import built_index, import_todays_cr

ARRIVED = "llanowar elves came down this turn. can I tap it for mana already?"


def test_a_permanent_that_arrived_this_turn_names_the_summoning_sickness_rule():
    table = jargon.load()
    for question in (ARRIVED, "Can I tap Dryad Arbor for mana the turn I play it?", "pili-pala came in this turn"):
        assert [m.rules for m in table.understand(question).matches] == [("302.6",)], question
    # "this turn" alone says nothing of when the permanent came.
    assert not table.understand("Can I attack twice this turn?").matches


@pytest.fixture
def whole_cr(db, index_dir):

    import_todays_cr()
    built_index()


def test_a_slang_terms_cr_words_are_what_the_finder_reads(whole_cr):
    finder = shared_searchers().finder
    table = jargon.load()
    # Before: the shortest way of saying the term whose words the CR has, "came in this turn" read `turn` only,
    # and "steal" read `steal` (a word of the CR's examples), not "gain control".
    arrived = _cr_words(finder, table.term_named("came in this turn"))
    assert {"continu", "began"} <= set(arrived), arrived
    assert set(_cr_words(finder, table.term_named("steal"))) == {"gain", "control"}
    # A term without CR words reads its own.
    assert "summon" in _cr_words(finder, table.term_named("summoning sickness"))


def test_a_question_about_a_permanent_that_arrived_this_turn_finds_summoning_sickness(whole_cr):
    from search.query import search

    numbers = [r.get("number") or "" for r in search("can I tap my creature for mana the turn I play it?")["results"]]
    assert "302.6" in numbers[:5], numbers[:5]
