"""A copy told by what 707.10 or 707.2 says (a spell's copy cast, kicked, its targets; a permanent's copy and its
counters or other effects) reads as that rule, not 707's member the question's words score best; a stolen
permanent's trigger reads as 603.3a alone (scard31, situations.NARROWER); page 1 keeps the rule a situation names
itself before another of its family. A -N/-N asked as a death (704.5f), both kinds of counters (704.5q), two triggers
together (603.3b) read as their state-based action or order; a creature arriving after a bonus began as 611.2c and
611.3a; a split card's mana value as 709.4."""

import pytest

from search import situations
from search.rulefinder import Ranked


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ("If I copy a kicked , is the copy kicked too?", ["707.10"]),
        (" gets copied, does the copy count as casting another one?", ["707.10"]),
        ("I copy a creature that has a +1/+1 counter on it. Does my copy get the counter too?", ["707.2"]),
        ("I copy a creature that's bigger because of my opponent's enchantment. Is my copy bigger too?", ["707.2"]),
        # Neither: 707's best-scored member, as before.
        ("my opponent's  copies my creature, what is it?", ["707"]),
        ("I stole  and it died. Who gets the tokens?", ["603.3a"]),
        # No trigger told: "you" on it (109.5).
        ("my opponent steals my , does it count their creatures or mine", ["109.5"]),
        # A -N/-N and a death asked: toughness 0 or less (704.5f).
        ("Does  die if my opponent gives it -16/-16?", ["704.5f"]),
        # Both kinds of counters on one permanent (704.5q); a +1/+1 counter alone tells nothing.
        (" puts a -1/-1 counter on a creature that has a +1/+1 counter, what happens to the counters?", ["704.5q"]),
        ("my creature with a +1/+1 counter, what happens?", []),
        # Two triggers together: APNAP (603.3b).
        ("At my upkeep my  and my opponent's  both trigger. Which one resolves first?", ["603.3b"]),
        # A creature arriving after a bonus began (611.2c, 611.3a); a bonus on one already there tells nothing.
        (": does a creature I play after it also get +1/+1?", ["611.2c", "611.3a"]),
        ("I cast Giant Growth then my creature gets +3/+3, does it die?", []),
        # A split card's mana value off the stack (709.4).
        (" reveals a split card, how much life do I lose?", ["709.4"]),
    ],
)
def test_a_copy_or_a_steal_reads_its_own_rule(words, expected):
    assert situations.situation_rules(words) == expected


class _Finder:
    """Every paragraph of 707.10's family scores; the one scoring best is 707.10g."""

    numbers = ("707.10", "707.10c", "707.10g")

    def paragraph_score(self, i, terms, b=None):
        return [1.0, 2.0, 3.0][i]


def test_a_rule_named_by_its_situation_enters_itself():
    ranked = [Ranked(n, 10.0 - i) for i, n in enumerate(["100.1", "100.2", "100.3", "100.4", "100.5"])]
    situations.entered(_Finder(), ranked, {}, {"cast": 1}, "if I copy it, is the copy cast?")
    assert [r.number for r in ranked][situations.PLACE] == "707.10"


def _rule(number):
    return {"id": f"rule-{number}", "kind": "rule", "number": number}


def _own(n, kind="ruling"):
    return {"id": f"{kind}-{n}", "kind": kind, "cards": ["Stunt Double"], "title": "Stunt Double"}


def test_page_one_keeps_the_rule_its_situation_names_before_another_of_its_family():
    page = [_own(0, "card"), _own(1), _own(2), _rule("707.10g"), _rule("707.10"), _rule("100.1")]
    moved = situations.kept_in_top(page, "if I copy it, is the copy cast?")
    assert [r["id"] for r in moved[:4]] == ["card-0", "ruling-1", "rule-707.10", "ruling-2"]


def test_a_named_rule_of_another_situation_goes_before_a_copys_family_member():
    page = [_own(0, "card"), _own(1), _own(2), _rule("707.4"), _rule("704.5j")]
    moved = situations.kept_in_top(page, " copying my own legendary creature, do i have to get rid of one?")
    assert moved[2]["id"] == "rule-704.5j"
