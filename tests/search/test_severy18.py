"""Helper severy18: two more of a player's verbs the CR says in its own words (search/jargon.toml). A spell is
"aimed" or "pointed" at what it targets (115.1), and a creature "gets hit" where the CR says it is dealt damage
(120.3e, 302.7); a permanent "turned into" something becomes it."""

import pytest

from .conftest import jargon_named as named
from .conftest import numbers_found


@pytest.mark.parametrize(
    "question, term, cr",
    [
        ("My spell needs a creature to aim at, can I cast it?", "aim", "target"),
        ("I pointed my pump spell at my guy and he died in response", "aim", "target"),
        ("Can they point it at me?", "aim", "target"),
        ("My guy gets hit by a 3/3. What does that damage do?", "get hit", "dealt damage"),
        ("My burn spell hits a creature for more than its toughness", "get hit", "dealt damage"),
        ("My blocker got turned into a plain artifact. Is it still blocking?", "turn into", "becomes"),
    ],
)
def test_the_players_verb_searches_the_cr_s_word(question, term, cr):
    understood, terms = named(question)
    assert term in terms
    assert cr in understood.text


def test_a_point_of_time_or_life_and_the_cr_s_words_name_nothing():
    for phrase in (
        "At what point do I get it back?",
        "Can I end up with half a point of life?",
        "target creature is dealt damage",
        "his 3/3 hit me for three",
        "it becomes an artifact",
    ):
        assert not {"aim", "get hit", "turn into"} & set(named(phrase)[1]), phrase


@pytest.mark.search
@pytest.mark.django_db
def test_a_creature_hit_reaches_the_damage_rules(today):
    # 120.3e first; before, no rule of 120 in the first six (403.2 first)
    assert numbers_found("My creature gets hit by a creature with no abilities. What happens to it?", 1) == ["120.3e"]
    # 120.5 (lethal damage destroys) sixth before
    burn = "My burn spell hits a creature for more than its toughness. Is it the spell that destroys it, or what?"
    assert "120.5" in numbers_found(burn)


@pytest.mark.search
@pytest.mark.django_db
def test_a_spell_aimed_reaches_the_targeting_rules(today):
    # 115.1b third; before, no rule of 115 in the first six
    assert any(n.startswith("115.") for n in numbers_found("Can I aim my spell at my own creature?"))
