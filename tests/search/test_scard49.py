"""scard49: the blind cards27 set (its expected rules are today's), and the finder's own first rules for a card
question's words kept among its first five once the named card's boosts have ranked its families
(cardboosted.own_kept): with three boosted families filling the first five, the rule the question's words rank third
dropped out of the finder's list."""

import tomllib
from pathlib import Path

from search import cardboosted
from search.rulefinder import Ranked

ROOT = Path(__file__).resolve().parents[2]


def test_cards27_asks_thirty_card_questions_of_todays_rules(today_searchers):
    questions = tomllib.loads((ROOT / "search/evaluation/cards27.toml").read_text(encoding="utf-8"))["question"]
    assert len(questions) == 30
    assert {q["group"] for q in questions} == {"cards"}
    for question in questions:
        for number in question["rules"]:
            assert number in today_searchers.finder.index, (number, question["q"])


def _boosted(*pairs):
    """A boosted finder list: (number, unboosted score), in the boosted order."""
    return [Ranked(number, score) for number, score in pairs]


def test_the_words_third_rule_takes_the_lowest_boosted_place_in_the_first_five():
    # Phyrexian Scuta's kicker (702.33) and the creature's rules boosted above 118.8d, the words' own third.
    ranked = _boosted(
        ("702.33a", 5.0),
        ("202.3g", 9.0),
        ("702.33g", 4.0),
        ("601.2b", 8.0),
        ("202.3", 3.0),
        ("118.8d", 7.0),
        ("107.3", 6.0),
    )
    kept = [r.number for r in cardboosted.own_kept(ranked)]
    assert kept[:5] == ["702.33a", "202.3g", "702.33g", "601.2b", "118.8d"]
    assert kept[5:] == ["202.3", "107.3"]


def test_a_list_holding_its_own_first_rules_in_its_first_five_is_unchanged():
    ranked = _boosted(("702.33a", 5.0), ("202.3g", 9.0), ("601.2b", 8.0), ("118.8d", 7.0), ("202.3", 3.0))
    assert cardboosted.own_kept(ranked) == ranked


def test_switched_off_the_boosted_order_stands():
    ranked = _boosted(
        ("702.33a", 5.0), ("702.33g", 4.0), ("202.3", 3.0), ("702.33b", 2.0), ("702.33c", 1.0), ("118.8d", 7.0)
    )
    cardboosted.OWN = 0
    try:
        assert cardboosted.own_kept(ranked) == ranked
    finally:
        cardboosted.OWN = 3
