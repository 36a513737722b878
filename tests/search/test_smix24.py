"""smix24: mixed21 (written blind: five questions in each of the hidden test's seven groups, each expecting a rule of
the CR of 2025-11-14 no earlier set expects; test_set_shapes.py checks them in that CR).

And a later clause opening with "what" is no question read as a situation (search/laterasked.py): `mayhem with no
cost listed, what does it let me do` asks what the words before it name, a keyword; read as a question, the question
steps put a sibling's general case and the told words' rules first and 702.187c left the top five (scard53's
laterasked lost three tuned new-mechanic questions so). Before (main 769dd24): LATER_ASKED read "what" as "how"."""

import collections

import pytest

from search import jargon, laterasked
from search.evaluation.sets import FRESH_GROUPS, all_cases
from tests.search.conftest import numbers_found, written_before


def _mixed21():
    return [c for c in all_cases() if c.set == "mixed21"]


def test_mixed21_has_five_questions_in_each_group():
    groups = collections.Counter(c.group for c in _mixed21())
    assert groups == dict.fromkeys(FRESH_GROUPS, 5)
    assert {c.language for c in _mixed21() if c.group == "french"} == {"fr"}


# The first set of each family written blind at the same time as mixed21 (the thirty-seventh session) or after it.
SAME_SESSION_OR_LATER = {"mixed": 21, "cards": 29, "everyday": 27, "french": 27}


def test_mixed21_expects_rules_no_earlier_set_expects():
    elsewhere = {n for c in all_cases() if written_before(c.set, SAME_SESSION_OR_LATER) for n in c.question.rules}
    assert len({n for c in _mixed21() for n in c.question.rules}) == 35
    assert not {n for c in _mixed21() for n in c.question.rules} & elsewhere


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        # A "what" clause asks what the words before it name: not a question told as a situation.
        ("mayhem with no cost listed, what does it let me do", False),
        ("a card checks my speed but I never had start your engines, what's my speed", False),
        ("a zombie token that can't block and is sacrificed if it attacks, what is that ability", False),
        # The auxiliary and "how" clauses stay questions (scard53's gains).
        ("trinisphere and a cost reducer, how much do i pay for a 1 mana spell", True),
        ("my opponent steals my crusader of odric, does it count their creatures or mine", True),
    ],
)
def test_a_later_what_clause_is_not_read_as_a_question(text, asked):
    assert laterasked.asked_later(text) is asked
    assert jargon.load().is_question(text) is asked


def test_a_what_question_said_first_is_still_one():
    # Only the later clause changed: a question opening with "what" is one (jargon's question starts).
    assert jargon.load().is_question("what does mayhem let me do")


def test_mayhem_asked_in_a_later_what_clause_finds_702_187c(today):
    found = numbers_found("mayhem with no cost listed, what does it let me do")
    assert "702.187c" in found, found
