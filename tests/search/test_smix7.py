"""A French question that types a one-word card name the CR itself says (helper smix7): `en Brawl`, `le Bargain`.
French players say the English name of a variant or a keyword; the card of that name is named, and the French path
left the name's words out of the finder's terms (the Wrath of God rule: a name's words are no rules words). A one-word
name the CR says is the CR's word too: it stays in the finder's words (the card still named, its page kept)."""

import pytest

from search import questioncards
from search.index import shared_searchers
from tests.search.conftest import numbers_found


@pytest.fixture
def whole_cr(today_with):
    today_with(
        (
            "Brawl",
            "Instant",
            'Until end of turn, all creatures gain "{T}: This creature deals damage equal to its power.',
        ),
        ("Bargain", "Instant", "Target player gains 7 life."),
        ("Wrath of God", "Sorcery", "Destroy all creatures. They can't be regenerated."),
    )


def test_a_one_word_name_the_cr_says_stays_in_a_french_questions_words(whole_cr):
    finder = shared_searchers().finder
    cards = ["Brawl", "Wrath of God"]
    plan_ = type("Plan", (), {"cards": cards})()
    # Wrath of God's words are no rules words; "brawl" is the CR's (103.4d, 903.12).
    assert questioncards.named_words(plan_, finder) == {"wrath", "of", "god"}
    assert questioncards.named_words(plan_) == {"brawl", "wrath", "of", "god"}


def test_a_french_question_on_a_variant_its_english_name_names_finds_its_rule(whole_cr):
    found = numbers_found("Combien de points de vie au départ en Brawl ?")
    assert "103.4d" in found or "119.1d" in found, found
    assert any(n.startswith("702.166") for n in numbers_found("Le Bargain est-il un coût additionnel ?")), found
