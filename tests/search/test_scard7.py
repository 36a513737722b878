"""A card named and a rules question about it (branch scard7): the named card's kind, read from its type line (an
Aura → 303.4, a planeswalker → 306 and 606, a saga → 714, a land → 305, a split card → 709…), ranks higher and its
best rule for the question's words enters the finder's list."""

import pytest

from search import finder_query
from search.cardtypes import family_best, kind_rules
from search.index import shared_searchers
from tests.search.conftest import numbers_found

MANTLE = "Zorbling Mantle"
NO_CREATURE = "is there any way to cast zorbling mantle with no creature on the battlefield?"


def test_a_cards_kind_is_read_from_its_type_line():
    assert kind_rules("Ethereal Armor", "Enchantment — Aura\n{W}\nEnchant creature") == ["303.4"]
    assert kind_rules("Ajani Goldmane", "Legendary Planeswalker — Ajani\n{2}{W}{W}\n+1: You gain 2 life.") == [
        "306",
        "606",
    ]
    assert kind_rules("Sword of Fire and Ice", "Artifact — Equipment\n{3}\nEquip {2}") == ["301.5"]
    assert kind_rules("The Antiquities War", "Enchantment — Saga\n{3}{U}\n(As this Saga enters…)") == ["714"]
    assert kind_rules("Dryad Arbor", "Land Creature — Forest Dryad\n(Dryad Arbor isn't a spell…)") == ["305"]
    assert kind_rules("Fire // Ice", "Instant\n{1}{R} // {1}{U}\nFire deals 2 damage…\nIce\nInstant") == ["709"]
    huntmaster = "Creature — Human Werewolf\n{2}{R}{G}\n…transform Huntmaster of the Fells."
    assert kind_rules("Huntmaster of the Fells // Ravager of the Fells", huntmaster) == ["712"]
    # A creature's, an instant's, an artifact's sections say little a question asks: no kind.
    assert kind_rules("Llanowar Elves", "Creature — Elf Druid\n{G}\n{T}: Add {G}.") == []
    assert kind_rules("Enchanted Evening", "Enchantment\n{3}{W/U}{W/U}\nAll permanents are enchantments…") == []


@pytest.fixture
def whole_cr(without_asks, today_with):
    today_with(
        (
            MANTLE,
            "Enchantment — Aura",
            "Enchant creature\nEnchanted creature gets +1/+1 for each enchantment you control.",
        )
    )


def test_a_familys_best_rule_for_the_questions_words(whole_cr):
    finder = shared_searchers().finder
    assert family_best(finder, finder.query_terms("an aura spell requires a target"), "303.4") == "303.4a"
    assert family_best(finder, finder.query_terms("zzz qqq"), "303.4") is None


def first_aura_rule(query):
    return next((i for i, n in enumerate(numbers_found(query, 10), 1) if n.startswith("303.4")), None)


def test_a_question_about_an_aura_not_saying_aura_finds_the_auras_rules(whole_cr, monkeypatch):
    # Before: the question's words (cast, creature, battlefield) ranked face-down spells and tokens; no rule of
    # 303.4 among the first ten.
    found = first_aura_rule(NO_CREATURE)
    assert found is not None and found <= 5, found
    monkeypatch.setattr(finder_query, "CARD_KINDS", False)
    before = first_aura_rule(NO_CREATURE)
    assert before is None or before > found, (before, found)
