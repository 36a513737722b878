"""scard55: the blind cards29 set (30 questions naming a card, each asking the rule its situation rests on): its
expected rules are today's and none an earlier cards set expects; and a card question's own words that name a keyword
the card's text says too weigh ×1.25 in the finder (finder_query.CARD_SAID_WEIGHT, keyword_terms)."""

import tomllib
from pathlib import Path

from search import finder_query
from tests.search.conftest import family_rules_before, numbers_found

ROOT = Path(__file__).resolve().parents[2]


def _cards29():
    return tomllib.loads((ROOT / "search/evaluation/cards29.toml").read_text(encoding="utf-8"))["question"]


def test_cards29_asks_thirty_card_questions_of_todays_rules(today_searchers):
    questions = _cards29()
    assert len(questions) == 30
    assert {q["group"] for q in questions} == {"cards"}
    for question in questions:
        for number in question["rules"]:
            assert number in today_searchers.finder.index, (number, question["q"])


def test_cards29_expects_no_rule_an_earlier_cards_set_expects():
    earlier = family_rules_before("cards29")
    assert earlier
    assert earlier.isdisjoint(number for q in _cards29() for number in q["rules"])


def test_cards29_is_registered_after_cards28():
    from search.evaluation.sets import TOML_SETS

    assert TOML_SETS.index("cards29") == TOML_SETS.index("cards28") + 1


VIRULENT = (
    "All Sliver creatures have poisonous 1. (Whenever a Sliver deals combat damage to a player, that player gets a "
    "poison counter. A player with ten or more poison counters loses the game.)"
)


def test_keyword_terms_are_the_keywords_names_not_common_words(today_searchers):
    terms = finder_query.keyword_terms(today_searchers.finder)
    for term in ("poison", "shuffl", "trampl", "sacrific"):
        assert term in terms
    # The set-up's nouns a card's text says too (`Island`, `Plains`) name no keyword: not weighed (the second form,
    # every shared word of IDF >= 4, lost Daze's and Knight of the White Orchid's questions).
    for term in ("island", "plain", "creatur", "damag"):
        assert term not in terms


def test_a_sliver_question_saying_its_keyword_finds_its_multiple_instances_rule(today_with, monkeypatch):
    """cards22's Virulent Sliver question: `poison`, which the card's text says too, weighs ×1.25 and 702.70b (each
    instance of poisonous triggers separately) ranks above its place with the weight off. With the weight off it was
    out of the top five until smix27 kept a special subrule in the five (firstplace.SPECIAL_KEPT): 4th now, 3rd with
    the weight."""
    today_with(("Virulent Sliver", "Creature — Sliver", VIRULENT))
    question = (
        "I have three Virulent Slivers. Does each sliver give poisonous 1 three times, "
        "so three poison counters per hit?"
    )
    places, weighed = {}, finder_query.CARD_SAID_WEIGHT
    for weight in (weighed, 1.0):
        monkeypatch.setattr(finder_query, "CARD_SAID_WEIGHT", weight)
        found = numbers_found(question)
        assert "702.70b" in found, found
        places[weight] = found.index("702.70b")
    assert places[weighed] < places[1.0], places
