"""The situations a question naming a card tells, read as their rules (scard29, search/situations.py): a control
change (109.5, 603.3a), a copy (707), a size asked (613.4), a target or source gone in response (608.2b, 113.7a), a
bonus counted once (608.2h), two of one legend (704.5j), summoning sickness (302.6), a mana ability (605.1a), the
untap step (502.3), an Aura falling off (704.5m)."""

import pytest

from search import situations
from search.rulefinder import Ranked
from tests.builders import todays_rule


@pytest.mark.parametrize(("number", "says"), sorted(situations.SAYS.items()))
def test_each_rule_says_what_its_situation_is(number, says):
    assert says.lower() in todays_rule(number)


def test_every_rule_of_the_table_is_checked():
    assert {n for _, rules in situations.SITUATIONS for n in rules} == set(situations.SAYS)


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        # The cards' names are out of the words read (questioncards.without_cards).
        ("I have two of  out, which one do I keep?", ["704.5j"]),
        ("my opponent's  copies my creature, what is it?", ["707"]),
        ("With  out, is my bear a 2/2 or a 3/3?", ["613.4b", "613.4c"]),
        ("They bounced the creature in response. What happens to my ?", ["608.2b"]),
        ("the  died in response to its trigger, do I still get the token?", ["113.7a"]),
        ("I sac my pumped creature to , does the bonus count for the damage?", ["608.2h"]),
        # 603.3a is NARROWER than 109.5 (scard31): the trigger's controller is asked.
        ("My opponent stole my  and it died. Who draws?", ["603.3a"]),
        ("can I attack with  the turn it came in?", ["302.6"]),
        ("With  out, can I still tap my lands for mana?", ["605.1a"]),
        ("With  out, does my creature untap?", ["502.3"]),
        ("my creature stops being a creature, does  fall off?", ["704.5m"]),
    ],
)
def test_a_situation_brings_its_rule(words, expected):
    assert situations.situation_rules(words) == expected


@pytest.mark.parametrize(
    "words",
    [
        "How much does  cost?",
        "Can I respond to  with a counterspell?",
        "Does  have flying while it is in my graveyard?",
        # A +1/+1 counter is no bonus of an effect (608.2h).
        "my creature has a +1/+1 counter, how much damage does it deal?",
    ],
)
def test_other_questions_tell_none(words):
    assert situations.situation_rules(words) == []


class _Finder:
    """No paragraph scores: family_best finds none, so the rule itself enters."""

    numbers = ()


def test_a_situations_rule_is_boosted_and_entered_at_its_place():
    ranked = [Ranked(n, 10.0 - i) for i, n in enumerate(["100.1", "100.2", "100.3", "100.4", "100.5"])]
    boost = {}
    situations.entered(_Finder(), ranked, boost, {}, "which one do I keep?")
    assert [r.number for r in ranked].index("704.5j") == situations.PLACE
    assert boost == {"704.5j": situations.BOOST}


def test_a_family_in_the_list_already_is_not_entered_again():
    ranked = [Ranked(n, 10.0 - i) for i, n in enumerate(["707.2", "100.2", "100.3", "100.4"])]
    situations.entered(_Finder(), ranked, {}, {}, "does the copy keep it?")
    assert [r.number for r in ranked] == ["707.2", "100.2", "100.3", "100.4"]
