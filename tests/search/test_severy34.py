"""Helper severy34 (its everyday25 set is measured in SETS.md): everyday25's expected rules are today's CR's and no
earlier everyday set's. Its change (search/ownwords.py, a lettered sibling below the top five holding a rare word its
siblings above lack lifted fifth) was measured and not kept; its tests are in the tag not-kept/severy34."""

import tomllib
from pathlib import Path

from tests.search.conftest import family_rules_before
from tests.search.test_set_shapes import todays_numbers

SETS = Path(__file__).resolve().parents[2] / "search" / "evaluation"


def _rules(name):
    return [q["rules"] for q in tomllib.loads((SETS / f"{name}.toml").read_text(encoding="utf-8"))["question"]]


def test_everyday25_asks_todays_rules_no_earlier_everyday_set_asks():
    asked = _rules("everyday25")
    assert len(asked) == 30
    assert {n for rules in asked for n in rules} <= todays_numbers()
    assert not {rules[0] for rules in asked} & family_rules_before("everyday25")
