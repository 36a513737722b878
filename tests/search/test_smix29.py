"""smix29: mixed23 (written blind: five questions in each of the hidden test's seven groups, each expecting a rule of
the CR of 2025-11-14 no earlier set expects).

spelling.Lexicon.known says no to a word the texts print rarely that is a grammar word with two neighbouring letters
swapped (GRAMMAR_SWAP_RARE): `dose` (printed 10 times, in two card names) typed for does is corrected as an unknown
word is (termspelling.grammar_slip). Before (main 49c6cf3): the texts print `dose`, so `how long dose a continous
efect last` was searched with `dose` as one of its words."""

import collections

import pytest

from search import spelling
from search.evaluation.sets import FRESH_GROUPS, TUNED, all_cases
from tests.search.conftest import written_before
from tests.search.test_set_shapes import todays_numbers


def _mixed23():
    return [c for c in all_cases() if c.set == "mixed23"]


def test_mixed23_has_five_questions_in_each_group():
    groups = collections.Counter(c.group for c in _mixed23())
    assert groups == dict.fromkeys(FRESH_GROUPS, 5)
    assert {c.language for c in _mixed23() if c.group == "french"} == {"fr"}


# The first set of each family written blind in the same session as mixed23 (the thirty-ninth) or after it.
SAME_SESSION_OR_LATER = {"mixed": 23, "cards": 31, "everyday": 29, "french": 29}


def test_mixed23_expects_rules_of_today_s_cr_no_earlier_set_expects():
    expected = {n for c in _mixed23() for n in c.question.rules}
    elsewhere = {
        n
        for c in all_cases()
        if c.part == TUNED and written_before(c.set, SAME_SESSION_OR_LATER)
        for n in c.question.rules
    }
    assert len(expected) == 36
    assert not expected & elsewhere
    assert expected <= todays_numbers()


COUNTS = {"en": {"dose": 10, "three": 1175, "effect": 5000, "wound": 60}}


@pytest.mark.parametrize(
    "word, grammar",
    [
        ("dose", "does"),  # printed rarely: the grammar word slipped
        ("three", None),  # there swapped, but printed 1,175 times: a word of its own
        ("wound", None),  # one slip from would, but no swap of it
        ("effect", None),
    ],
)
def test_a_rare_word_swapped_from_a_grammar_word(word, grammar):
    lexicon = spelling.Lexicon(COUNTS)
    assert lexicon.grammar_swapped(word) == grammar
    assert lexicon.known(word) is (grammar is None)


def test_every_printed_word_is_known_with_the_reading_off(monkeypatch):
    monkeypatch.setattr(spelling, "GRAMMAR_SWAP_RARE", None)
    assert spelling.Lexicon(COUNTS).known("dose")


@pytest.fixture
def searchers_printing_dose(today_with):
    from search.index import shared_searchers

    # Today's CR never prints `dose`; the corpus's cards do (Numbing Dose, Reviving Dose).
    today_with(
        (
            "Numbing Dose",
            "Enchantment — Aura",
            "Enchant artifact or creature\nEnchanted permanent doesn't untap during its controller's untap step.",
        )
    )
    found = shared_searchers()
    found.cache.clear()
    assert found.lexicon.count("en", "dose")
    return found


def test_a_question_s_dose_is_read_as_does(searchers_printing_dose):
    from search.suggestions import suggestions

    assert suggestions(searchers_printing_dose, "how long dose a continuous effect last") == [
        "how long does a continuous effect last"
    ]


def test_a_named_card_s_dose_is_no_slip(searchers_printing_dose):
    """`dose` in a card's name the question says stays as typed: no "Numbing does" suggested (smix29's reading alone
    suggested it; the results were right, the suggestion wrong)."""
    from search.suggestions import suggestions

    assert suggestions(searchers_printing_dose, "does Numbing Dose stop a vehicle from untapping") == []
