"""A card named and a rules question (branch scard19): the rule the card's best ruling for the question rests on
(rulings/links.py, rules.json's "rests") enters page 1's top five right after the ruling, in the place of a rule
holding none of the question's rare words. `rolling thunder for 5 split 3 and 2, the 3 target gets bounced…` names
no illegal target: Rolling Thunder's ruling on targets turned illegal does, and rests on 608.2b."""

import pytest

from search.hybrid import _best_rested, rested_rule_placed
from search.index import shared_searchers
from tests.builders import built_index, import_todays_cr

ILLEGAL_TARGETS = "608.2b"


def _rule(number):
    return {"id": f"rule:{number}", "kind": "rule", "number": number}


RULING = {"id": "ruling:r1", "kind": "ruling", "cards": ["Rolling Thunder"]}
OTHER_RULING = {"id": "ruling:r2", "kind": "ruling", "cards": ["Rolling Thunder"]}
ANOTHER_CARDS = {"id": "ruling:r3", "kind": "ruling", "cards": ["Fling"]}
CARD = {"id": "card:c", "kind": "card"}
# The rare words of a question each rule holds (RuleFinder.held): 107.1c and 120.5 hold none.
HELD = {"613.5": 3.0, "120.4d": 4.0, "107.1c": 0.0, "608.2b": 5.0, "120.5": 0.0, "601.2": 2.0}


def _placed(page, rests):
    # No rule of the family is the finder's: only a rule on the page enters.
    return rested_rule_placed(list(page), RULING, rests, {}, None, lambda number: None, lambda n: HELD.get(n, 0.0))


def test_a_rule_the_ruling_rests_on_enters_after_it_for_a_rule_holding_no_word():
    page = [_rule("613.5"), _rule("120.4d"), RULING, _rule("107.1c"), CARD, _rule("120.5"), _rule("608.2b")]
    placed = _placed(page, ["608.2b", "601.2d"])
    assert [r["id"] for r in placed[:5]] == ["rule:613.5", "rule:120.4d", "ruling:r1", "rule:608.2b", "card:c"]
    assert placed[5]["id"] == "rule:107.1c"  # the last rule holding no word of the question gives its place
    assert len(placed) == len(page)


def test_nothing_moves_when_a_rule_it_rests_on_is_there_or_every_rule_holds_words():
    there = [_rule("613.5"), RULING, _rule("608.2b"), _rule("601.2"), CARD, _rule("107.1c")]
    assert _placed(there, ["608.2b"]) == there
    # A subrule of a rule it rests on is that rule's (601.2 rests: 601.2 is in the top five).
    assert _placed(there, ["601"]) == there
    held = [_rule("613.5"), _rule("120.4d"), RULING, ANOTHER_CARDS, _rule("601.2"), _rule("608.2b")]
    assert _placed(held, ["608.2b"]) == held  # 601.2 holds words of the question: it may be the one asked
    below = [_rule("613.5"), _rule("107.1c"), CARD, _rule("120.5"), _rule("601.2"), RULING, _rule("608.2b")]
    assert _placed(below, ["608.2b"]) == below  # the ruling is not in the top five


def test_a_rule_holding_no_word_of_the_question_does_not_enter():
    page = [_rule("613.5"), RULING, _rule("107.1c"), CARD, _rule("120.4d"), _rule("120.5")]
    assert _placed(page, ["120.5"]) == page


@pytest.fixture
def todays_finder(db, index_dir):
    import_todays_cr()
    built_index()
    return shared_searchers().finder


def test_a_ruling_resting_on_a_rule_brings_its_subrule_the_question_asks(todays_finder):
    # Rolling Thunder's ruling on targets turned illegal rests on 608.2 (a resolving spell's steps) in a link that
    # names the rule only: the question's words lead to its subrule on illegal targets, which enters.
    finder = todays_finder
    terms = finder.query_terms("one of the targets is illegal when it resolves, is damage still dealt to the others?")
    assert _best_rested(finder, terms, ["608.2"]) == ILLEGAL_TARGETS
    assert _best_rested(finder, finder.query_terms("zzzz"), ["608.2"]) is None


def test_the_cards_other_ruling_gives_its_place_when_every_rule_holds_words():
    page = [_rule("613.5"), _rule("120.4d"), RULING, OTHER_RULING, _rule("601.2"), _rule("608.2b")]
    placed = _placed(page, ["608.2b"])
    assert [r["id"] for r in placed] == [
        "rule:613.5",
        "rule:120.4d",
        "ruling:r1",
        "rule:608.2b",
        "rule:601.2",
        "ruling:r2",
    ]
