"""Helper severy41: everyday29, written blind, asks rules today's CR has and no earlier everyday set asks, and is read
by the evaluation (search/evaluation/sets.py). The change measured beside it (each rule's finder document holding the
words of the rulings it rests on, search/ruledwords.py, two forms) was not kept: see docs/search-history.md."""

import tomllib
from pathlib import Path

from search.evaluation import sets
from tests.search.conftest import family_rules_before
from tests.search.test_set_shapes import todays_numbers

SETS = Path(__file__).resolve().parents[2] / "search" / "evaluation"


def _questions(name):
    return tomllib.loads((SETS / f"{name}.toml").read_text(encoding="utf-8"))["question"]


def test_everyday29_asks_todays_rules_no_earlier_everyday_set_asks():
    asked = [q["rules"] for q in _questions("everyday29")]
    assert len(asked) == 30
    numbers = [n for rules in asked for n in rules]
    assert len(numbers) == len(set(numbers)) == 31  # none asked twice; one question lists a second rule
    assert set(numbers) <= todays_numbers()
    assert not set(numbers) & family_rules_before("everyday29")


def test_everyday29s_second_rule_says_the_same_thing_as_its_first():
    # 109.4c (an emblem is controlled by the player who puts it in the command zone) and 114.2 (that player owns and
    # controls it) answer one question together.
    assert [q["rules"] for q in _questions("everyday29") if len(q["rules"]) > 1] == [["109.4c", "114.2"]]


def test_everyday29_is_read_after_everyday28_as_an_everyday_set():
    names = list(sets.TOML_SETS)
    assert names.index("everyday29") == names.index("everyday28") + 1
    assert {q["group"] for q in _questions("everyday29")} == {"everyday"}
