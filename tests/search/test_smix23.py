"""smix23: mixed20 (written blind: five questions in each of the hidden test's seven groups, each expecting a rule of
the CR of 2025-11-14 no earlier set expects)."""

import collections
import os
import re
from pathlib import Path

import pytest

from search.evaluation.sets import FRESH_GROUPS, all_cases
from tests.search.conftest import written_before


def _mixed20():
    return [c for c in all_cases() if c.set == "mixed20"]


def test_mixed20_has_five_questions_in_each_group():
    groups = collections.Counter(c.group for c in _mixed20())
    assert groups == dict.fromkeys(FRESH_GROUPS, 5)
    assert {c.language for c in _mixed20() if c.group == "french"} == {"fr"}


# The first set of each family written blind at the same time as mixed20 (the thirty-sixth session) or after it.
SAME_SESSION_OR_LATER = {"mixed": 20, "cards": 28, "everyday": 26, "french": 26}


def test_mixed20_expects_rules_no_earlier_set_expects():
    elsewhere = {n for c in all_cases() if written_before(c.set, SAME_SESSION_OR_LATER) for n in c.question.rules}
    assert len({n for c in _mixed20() for n in c.question.rules}) == 35
    assert not {n for c in _mixed20() for n in c.question.rules} & elsewhere


def test_mixed20_s_expected_rules_are_in_the_cr_of_2025_11_14():
    corpus = os.environ.get("MTG_CORPUS")
    if not corpus:
        pytest.skip("MTG_CORPUS is not set: the CR of 2025-11-14 is read from the corpus")
    text = (Path(corpus) / "cr" / "MagicCompRules 20251114.txt").read_text(encoding="utf-8")
    numbers = set(re.findall(r"^(\d{3}(?:\.\d+[a-z]?)?)\.? ", text, re.MULTILINE))
    assert len(_mixed20()) == 35
    assert [n for c in _mixed20() for n in c.question.rules if n.rstrip("*") not in numbers] == []
