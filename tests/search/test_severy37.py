"""Helper severy37: everyday27, written blind, asks rules today's CR has and no earlier everyday set asks, and is read
by the evaluation (search/evaluation/sets.py). The change measured beside it (the nearest ruling's rules entered for a
question naming no card, search/rulingasks.py) was not kept: see docs/search-history.md."""

import tomllib
from pathlib import Path

from search.evaluation import sets
from tests.search.conftest import family_rules_before
from tests.search.test_set_shapes import todays_numbers

SETS = Path(__file__).resolve().parents[2] / "search" / "evaluation"


def _questions(name):
    return tomllib.loads((SETS / f"{name}.toml").read_text(encoding="utf-8"))["question"]


def test_everyday27_asks_todays_rules_no_earlier_everyday_set_asks():
    asked = [q["rules"] for q in _questions("everyday27")]
    assert len(asked) == 30
    numbers = {n for rules in asked for n in rules}
    assert len(numbers) == 30  # one rule each, none asked twice
    assert numbers <= todays_numbers()
    assert not numbers & family_rules_before("everyday27")


def test_everyday27_is_read_after_everyday26_as_an_everyday_set():
    names = list(sets.TOML_SETS)
    assert names.index("everyday27") == names.index("everyday26") + 1
    assert {q["group"] for q in _questions("everyday27")} == {"everyday"}
