"""Helper severy13: the subrules of a rule are ordered by the question's rare words less the question's own words
(RuleFinder.held, as RuleFinder.rare reads them): `still`, `just`, `there`, `go` are rare in the CR and common in
the players' questions a paragraph's plain words hold, and gave a sibling the first place (702.15c over 702.15b)."""

import pytest

from search import siblings
from search.searchers import shared_searchers

from .conftest import numbers_found

LIFELINK = "My lifelink guy hit a blocker instead of the player. Do I still gain the life?"


@pytest.mark.search
@pytest.mark.django_db
def test_a_question_s_own_words_hold_nothing(today):
    finder = shared_searchers().finder
    # 702.15c's players' question says `do I still gain life?`: the question's `still` is none of its rare words.
    asked, plain = (
        finder.held(LIFELINK),
        finder.held("My lifelink guy hit a blocker instead of the player. Gain the life?"),
    )
    assert asked("702.15c") == plain("702.15c") and asked("702.15b") == plain("702.15b")


@pytest.mark.search
@pytest.mark.django_db
def test_the_rule_that_says_what_lifelink_does_is_in_the_top_five(today):
    assert "702.15b" in numbers_found(LIFELINK)


@pytest.mark.search
@pytest.mark.django_db
def test_a_sibling_whose_asks_say_the_question_s_own_words_does_not_take_the_first_place(today):
    # 702.19d's players' questions say `does all the damage go to the player?`: `go`, `there`, `just` made it hold
    # clearly more than 702.19b (what trample does with the rest of the damage), and siblings.by_words put it first.
    question = (
        "My huge trampler is blocked by a little 1/1 that's just there to chump. "
        "Does the rest of the damage go through to my opponent?"
    )
    held = shared_searchers().finder.held(question)
    assert held("702.19d") <= siblings.RATIO * held("702.19b")
