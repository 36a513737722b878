"""A stolen permanent asked when it goes back reads the effect's duration (611.2a, 611.2b, 514.2; the question's cue
alone); a spell's copy asked about new targets reads 707.10c; two replacement effects' order reads 616.1; a creature
given or taken asked whether it can attack reads 302.6 (scard32). A numbered rule a situation names enters the
finder's list as itself even beside a member of its own."""

import pytest

from search import situations
from search.rulefinder import Ranked


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        # Control coming back: the cue ("end of turn", "how long", the source gone or untapped) reads its rule first.
        ("I took a creature with . dies. When do they get it back?", ["611.2b"]),
        ("'d my opponent's creature. When does control go back?", ["611.2a", "611.2b", "514.2"]),
        ("My opponent s my creature, does it come back to me at end of turn?", ["514.2"]),
        (" took a creature. What happens when I untap the ?", ["611.2b"]),
        (" -2 steals an artifact. how long do I keep it, even if  dies?", ["611.2a", "611.2b"]),
        # A creature coming back from the graveyard is no control change.
        ("my  died, does it come back?", []),
        # A creature given to another player or taken, asked whether it can attack (302.6).
        ("i give my opponent a creature with  during my turn, can they attack with it on their next turn?", ["302.6"]),
        ("I stole their creature, can I attack with it?", ["302.6"]),
        # A copy's new targets (707.10c, 707.10 and 707 out).
        ("reverberate on my opponent's , can I point the copy at their face?", ["707.10c"]),
        ("my opponent copies my . can they split the 2 damage differently for their copy?", ["707.10c"]),
        (" copies, can I pick new targets for each copy?", ["707.10c"]),
        # Two replacement effects' order (616.1); a trigger's order stays 603.3b's.
        ("Parallel Lives and  both out, I create a token. Who chooses the order of the effects?", ["616.1"]),
        (" doubles the damage but I also have a prevention shield. Which one applies first?", ["616.1"]),
        ("my  and  both trigger, which one goes first?", ["603.3b"]),
    ],
)
def test_a_return_of_control_a_copys_targets_a_replacements_order(words, expected):
    assert situations.situation_rules(words) == expected


class _Finder:
    numbers = ("616.1", "616.1g")

    def paragraph_score(self, i, terms, b=None):
        return [1.0, 2.0][i]


def test_a_numbered_rule_enters_itself_beside_a_member_of_its_own():
    ranked = [Ranked(n, 10.0 - i) for i, n in enumerate(["100.1", "616.1g", "100.3", "100.4", "100.5"])]
    situations.entered(_Finder(), ranked, {}, {"order": 1}, "Who chooses the order of the effects?")
    assert [r.number for r in ranked][situations.PLACE] == "616.1"


def test_without_a_cue_until_end_of_turn_ranks_highest():
    ranked = [Ranked(n, 10.0 - i) for i, n in enumerate(["100.1", "100.2", "100.3", "100.4", "100.5"])]
    situations.entered(_Finder(), ranked, {}, {}, "I stole it. When do I have to give it back?")
    assert [r.number for r in ranked][situations.PLACE : situations.PLACE + 3] == ["514.2", "611.2b", "611.2a"]
