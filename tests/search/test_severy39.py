"""Helper severy39: everyday28, written blind, asks rules today's CR has and no earlier everyday set asks, four of its
questions with a second rule saying the same thing, and is read by the evaluation (search/evaluation/sets.py). The
change measured beside it (a card-free question whose index and finder lists share none of their first three rules
fused as a long question, search/disagreed.py) was not kept: see docs/search-history.md."""

import tomllib
from pathlib import Path

from search.evaluation import sets
from tests.search.conftest import family_rules_before
from tests.search.test_set_shapes import todays_numbers

SETS = Path(__file__).resolve().parents[2] / "search" / "evaluation"


def _questions(name):
    return tomllib.loads((SETS / f"{name}.toml").read_text(encoding="utf-8"))["question"]


def test_everyday28_asks_todays_rules_no_earlier_everyday_set_asks():
    asked = [q["rules"] for q in _questions("everyday28")]
    assert len(asked) == 30
    numbers = [n for rules in asked for n in rules]
    assert len(numbers) == len(set(numbers)) == 34  # none asked twice; four questions list a second rule
    assert set(numbers) <= todays_numbers()
    assert not set(numbers) & family_rules_before("everyday28")


def test_everyday28s_second_rules_say_the_same_thing_as_their_first():
    # A question listing two rules lists two statements of one thing (603.2b's "at the beginning of" triggers are
    # 603.2's automatic triggering): the pairs stay within one rule or one subject, never two answers.
    pairs = [q["rules"] for q in _questions("everyday28") if len(q["rules"]) > 1]
    assert sorted(pairs) == sorted(
        [["603.2b", "603.2"], ["604.1", "113.3d"], ["112.4", "400.7a"], ["702.2e", "702.2d"]]
    )


def test_everyday28_is_read_after_everyday27_as_an_everyday_set():
    names = list(sets.TOML_SETS)
    assert names.index("everyday28") == names.index("everyday27") + 1
    assert {q["group"] for q in _questions("everyday28")} == {"everyday"}
