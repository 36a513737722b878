"""A card named and a rules question about it (branch scard6): the card's keyword the question says too ranks higher;
a card's name made a verb (`Act of Treason'd`) names the card."""

import pytest

from search import finder_query
from search.cardnames import CardNames, name_keys
from search.index import shared_searchers
from tests.search.conftest import numbers_found

RAIDER = "Zorbling Raider"
DASHED = f"My dashed {RAIDER} died in combat, does it still go back to my hand at end of turn?"


@pytest.fixture
def whole_cr(without_asks, today_with):
    today_with(
        (
            RAIDER,
            "Creature — Goblin Berserker",
            "Dash {2}{R} (You may cast this spell for its dash cost. If you do, it gains haste, and it's returned "
            "from the battlefield to its owner's hand at the beginning of the next end step.)",
        )
    )


def test_the_keyword_a_question_says_is_the_named_cards_keyword(whole_cr):
    finder = shared_searchers().finder
    dash = finder.keywords["dash"]
    assert finder_query.keyword_said(finder, dash, finder.query_terms("my dashed creature died"))
    assert not finder_query.keyword_said(finder, dash, finder.query_terms("my creature died in combat"))


def first_dash_rule(query):
    return next(i for i, n in enumerate(numbers_found(query, 10), 1) if n.startswith("702.109"))


def test_a_card_question_saying_the_cards_keyword_finds_the_keywords_rule(whole_cr, monkeypatch):
    # Before: the rules of "dies" and of the end step (700.4, 513.1a) by the words "died", "end of turn" came
    # first, the dash rule (x1.5 as every keyword of the card) fifth. The boost alone: scard55's weight on the
    # question's words naming a keyword the card's text says (`dashed`) puts the dash rule first without it too.
    monkeypatch.setattr(finder_query, "CARD_SAID_WEIGHT", 1.0)
    said = first_dash_rule(DASHED)
    monkeypatch.setattr(finder_query, "KEYWORD_SAID_BOOST", 0)
    assert said < first_dash_rule(DASHED), said


def test_a_cards_name_made_a_verb_names_the_card():
    names = CardNames([[list(key), "Act of Treason"] for key in name_keys("Act of Treason")])
    # Before: `Treason'd` was no word of the name, and the question named no card.
    assert names.named_in("Act of Treason'd my opponent's creature. When does control go back?") == ["Act of Treason"]
    assert names.named_in("I Act of Treason'ed it") == ["Act of Treason"]
    assert names.named_in("Act of Treason's control effect") == ["Act of Treason"]
    assert names.named_in("I'd act on treason") == []
