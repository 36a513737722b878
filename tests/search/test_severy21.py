"""Helper severy21 (its everyday15 set is checked in test_set_shapes.py): five more of a player's ways of saying what
the CR says in its own words (search/jargon.toml). A planeswalker "hit" is dealt damage (120.3c), a game that "goes on
forever" is a loop (104.4b), to "give up" is to concede (104.3a), cards drawn "one by one" are drawn one at a time
(121.2), and what a creature is "carrying" or "wearing" is attached to it (301.5, 303.4)."""

import pytest

from .conftest import jargon_named as named
from .conftest import numbers_found


@pytest.mark.parametrize(
    "question, term, cr",
    [
        ("My opponent's creature hits my planeswalker for 3", "hits a planeswalker", "damage dealt to a planeswalker"),
        ("I hit his walker with a 3/3", "hits a planeswalker", "damage dealt to a planeswalker"),
        ("Our cards keep triggering each other forever. What now?", "infinite combo", "loop"),
        ("We have a combo that keeps going forever", "infinite combo", "loop"),
        ("Can I just give up in the middle of my opponent's turn?", "scoop", "concede"),
        ("My creature carrying a sword stopped being a creature", "carrying a", "attached"),
        ("My creature wearing his aura got bounced", "carrying a", "attached"),
    ],
)
def test_the_players_words_search_the_cr_s_words(question, term, cr):
    understood, terms = named(question)
    assert term in terms
    assert cr in understood.text


def test_one_by_one_names_one_at_a_time():
    # its CR way says more than the typed words (one, time beside one): the rule finder reads it, the OR leaves it out
    understood, terms = named("Do I take all three one by one?")
    assert terms == ["one by one"]
    assert "one at a time" in understood.matches[0].term.says


def test_a_duration_and_the_cr_s_words_name_nothing():
    for phrase in (
        "Does it keep the bonus forever?",
        "target planeswalker is dealt damage",
        "the game is a draw if a loop of mandatory actions has no way to stop",
        "an Equipment attached to a creature",
        "my creature gets hit by a 3/3",
        "Does the damage wear off? It wore off, it wears off, it's worn off",
        "Does the bonus carry over into my turn? It carries over",
    ):
        assert not {"hits a planeswalker", "infinite combo", "one by one", "carrying a"} & set(named(phrase)[1]), phrase


@pytest.mark.search
@pytest.mark.django_db
def test_the_players_words_reach_the_rules(today):
    # 104.4b first; before, 603.8 first and no rule of 104 in the first six
    loop = "Our two cards keep triggering each other forever and neither of us can stop it. What happens to the game?"
    assert numbers_found(loop, 1) == ["104.4b"]
    # 121.2 first; before, 121.2b, 121.7 and no 121.2 in the first six
    draw = "If a card makes me draw three cards, do I grab all three at once or take them one by one?"
    assert numbers_found(draw, 1) == ["121.2"]
    # 104.3a second; before, no rule of 104 in the first six
    assert "104.3a" in numbers_found("Can I just give up in the middle of my opponent's turn?")
