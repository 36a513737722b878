"""A card named and a rules question about it (branch scard5): the families the question does not name rank low in a
card question too; a card named only by common rules words in lower case is not named."""

import re

import pytest

from search import finder_query, shortnames
from search.index import shared_searchers
from tests.search.conftest import numbers_found

PINGER = "Zorbling Pinger"
QUESTION = (
    f"My creature took 2 damage from {PINGER} during my opponent's turn. Is that damage still on it when my turn "
    "comes around?"
)


@pytest.fixture
def whole_cr(today_with):
    today_with(
        (PINGER, "Creature — Elf", "{T}: Zorbling Pinger deals 1 damage to any target."),
        ("Bloodthirst", "Sorcery", "Draw a card."),
    )


def test_a_card_named_by_common_rules_words_in_lower_case_is_not_named(whole_cr):
    finder = shared_searchers().finder
    # Before: `both deal damage` named the card Deal Damage, its name left the finder's words, its rulings came.
    assert shortnames.keywords_as_words(finder, "Both creatures deal damage: who dies?", ["Deal Damage"]) == []
    assert shortnames.keywords_as_words(finder, "Does Deal Damage hit planeswalkers?", ["Deal Damage"]) == [
        "Deal Damage"
    ]
    # A name with a word the CR seldom says is a name in lower case too.
    assert shortnames.keywords_as_words(finder, "does zorbling pinger tap?", [PINGER]) == [PINGER]


def test_a_card_question_keeps_the_rules_of_what_it_does_not_name_out_of_its_top_five(
    without_asks, whole_cr, monkeypatch
):
    # Before: a question naming a card kept every family's rules, and Bloodthirst, Free-for-All and the like took
    # places by the question's "damage", "opponent", "turn".
    found = numbers_found(QUESTION)
    assert not [n for n in found if re.match(r"702\.|8(?!00)\d\d|9(?!00)\d\d", n)], found
    monkeypatch.setattr(finder_query, "UNNAMED_WITH_CARDS", False)
    assert [n for n in numbers_found(QUESTION) if re.match(r"702\.|8(?!00)\d\d|9(?!00)\d\d", n)]


def test_a_keyword_named_as_a_card_is_named(whole_cr):
    # The card's name leaves the finder's words, but the question says it: its keyword's rules are not weighed down
    # (before: 702.54b and 702.54a fourth and fifth, under 615.7, 306.7 and 701.23d).
    found = numbers_found("Bloodthirst: does damage to my opponent this turn count?")
    assert found[0].startswith("702.54"), found
