"""A named card said again by one word of its name is read as its kind (branch scard24, search/nicknames.py).

`my creature with armadillo cloak gets protection from green, what happens to the cloak` asks 702.16c (Auras with
the stated quality fall off); the lone `cloak` was left in the question's words, where it is no rules word but the
keyword action cloak (701.58), and the finder's protection rules chosen by it were 702.16f, b, e, m, j: no 702.16c in
its first ten. Read as the card's kind (`the Aura`, `the Equipment`), the question's words choose 702.16c / 702.16d.
"""

import pytest

from search import nicknames
from search.index import shared_searchers
from tests.builders import built_index, import_todays_cr, make_card
from tests.search.finderruns import finder_first
from tests.search.test_scard17 import _boost

CLOAK = (
    "Enchant creature\nEnchanted creature gets +2/+2 and has trample.\n"
    "Whenever enchanted creature deals damage, you gain that much life."
)
SLEDGE = "Equipped creature gets +2/+2 and has lifelink and trample.\nEquip {3}"
CLOAK_QUESTION = "my creature with armadillo cloak gets protection from green, what happens to the cloak"


@pytest.fixture
def cards(db, index_dir):

    import_todays_cr()
    make_card("Armadillo Cloak", type_line="Enchantment — Aura", mana_cost="{1}{G}{W}", oracle_text=CLOAK)
    make_card("Behemoth Sledge", type_line="Artifact — Equipment", mana_cost="{1}{G}{W}", oracle_text=SLEDGE)
    built_index()


@pytest.mark.parametrize(
    ("type_line", "kinds"),
    [
        ("Enchantment — Aura", ["aura"]),
        ("Legendary Artifact — Equipment", ["equipment"]),
        ("Creature — Elf Druid", ["creature"]),
        ("Legendary Planeswalker — Chandra", ["planeswalker"]),
        ("Enchantment", ["enchantment"]),
    ],
)
def test_a_type_line_names_the_cards_kind(type_line, kinds):
    assert nicknames.kind_words(type_line) == kinds


def test_a_name_word_after_a_determiner_is_the_cards_kind():
    def type_line(name):
        return {"Armadillo Cloak": "Enchantment — Aura", "Time Walk": "Sorcery"}[name]

    said = nicknames.as_kinds(
        "my creature with   gets protection, what happens to the cloak", ["Armadillo Cloak"], type_line
    )
    assert said.endswith("the aura"), said
    # A lone word of a name not said as the card stays the question's own.
    assert nicknames.as_kinds(" twice: the first time", ["Time Walk"], type_line) == " twice: the first time"


def test_the_cloak_is_read_as_an_aura(cards):
    terms, _, _ = _boost(CLOAK_QUESTION)
    assert "aura" in terms and "cloak" not in terms, terms


def test_the_protection_rule_of_auras_is_in_the_finders_first_five(cards):
    first = finder_first(shared_searchers(), CLOAK_QUESTION, n=10)
    assert "702.16c" in first[:5], first
