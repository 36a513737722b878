"""A misspelt question read as its right spelling (helper styp): the last word of a question is no wildcard, a slip
the stemmer hides is still one, a word the players say is none, and a French word one slip from an English one in an
English question is the English word."""

import pytest

from search import termspelling
from search.spelling import Lexicon

# --- the word list alone -------------------------------------------------------------------------------------------


def test_a_word_of_the_french_texts_one_slip_from_an_english_word_is_that_word():
    # The English texts five times the French ones: `equipement` is the French texts' word, equipment one letter off.
    words = Lexicon({"en": {"equipment": 725, "equipement": 2, "the": 5000}, "fr": {"equipement": 554, "le": 1000}})
    assert words.english_slip("equipement", scale=5.0) == "equipment"
    # A word both languages print alike, or an English word, is left as typed.
    assert words.english_slip("equipment", scale=5.0) is None
    both = Lexicon({"en": {"vigilance": 300, "vigilant": 40}, "fr": {"vigilance": 60}})
    assert both.english_slip("vigilance", scale=5.0) is None


def test_the_english_word_must_be_printed_as_often_as_the_french_one():
    # `sept` is no slip of a rare `sept`-like English word: the French word is the commoner.
    words = Lexicon({"en": {"septs": 3}, "fr": {"sept": 135}})
    assert words.english_slip("sept", scale=5.0) is None


def test_a_slip_the_stemmer_hides_is_a_slip_an_inflection_is_not():
    for typed, meant in (("replacment", "replacement"), ("freeruning", "freerunning"), ("untill", "until")):
        assert termspelling.slipped_letters(typed, meant), typed
    for typed, meant in (("saheelis", "saheeli's"), ("conceded", "concede"), ("murdered", "murder")):
        assert not termspelling.slipped_letters(typed, meant), typed
    assert not termspelling.slipped_letters("anthem's", "anthem")
    assert not termspelling.slipped_letters("italic", "italics")


def test_a_question_s_last_word_before_its_question_mark_is_no_wildcard():
    assert termspelling.patterns("when does it become a creatire?") == []
    # A query that asks nothing keeps its wildcards: `improv?se` and `improv*`.
    assert termspelling.patterns("improv?se") == ["improv?se"]
    assert termspelling.patterns("what is improv*") == ["improv*"]


# --- on today's CR and the sample ----------------------------------------------------------------------------------


@pytest.fixture
def todays_cr(db, index_dir):
    from tests.builders import built_index, import_todays_cr

    import_todays_cr()
    built_index()


@pytest.fixture
def searchers(todays_cr):
    from search.index import shared_searchers

    found = shared_searchers()
    found.cache.clear()
    return found


def test_the_misspelt_last_word_of_a_question_is_corrected(searchers):
    from search.suggestions import suggestions

    assert suggestions(searchers, "when does it become a creatire?") == ["when does it become a creature?"]


def test_a_slip_the_stemmer_reads_as_the_word_is_corrected(searchers):
    from search.suggestions import suggestions

    # `replacment` stems as replacement does: the index searched the same, but the jargon's "multiple replacement
    # effects" (616.1) was not read.
    assert suggestions(searchers, "order of replacment effects") == ["order of replacement effects"]


def test_a_word_players_say_is_not_corrected(searchers):
    from search.suggestions import suggestions

    # `outlet` is the jargon's (sac outlet), not a slip of outlast.
    assert "outlast" not in " ".join(suggestions(searchers, "sac outlet with a death trigger"))


def test_a_french_word_in_an_english_question_reads_as_the_english_one(world, index_dir):
    from search.index import rebuild_index, shared_searchers
    from search.suggestions import suggestions
    from tests.builders import make_card, make_localization

    for i in range(12):
        card = make_card(f"Test Golem {i}", type_line="Artifact Creature", oracle_text="Sacrifice an artifact: Draw.")
        make_localization(card, f"Golem d'essai {i}", type_line="Créature-artefact", text="Sacrifiez un artefact.")
    rebuild_index()
    found = shared_searchers()
    found.cache.clear()
    assert suggestions(found, "can I sacrifice an artefact to improvise") == [
        "can I sacrifice an artifact to improvise"
    ]
    # Beside another French word, it is French said on purpose.
    assert "artifact" not in " ".join(suggestions(found, "sacrifiez un artefact"))
