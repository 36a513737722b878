"""The third everyday set (helper severy3): tuned on beside the first two, each expected rule a paragraph of the
CR of 2025-11-14 (read from the corpus when MTG_CORPUS is set)."""

import os
import re
from pathlib import Path

import pytest

from search.evaluation.sets import TUNED, all_cases


def everyday3():
    return [c for c in all_cases() if c.set == "everyday3"]


def test_the_third_everyday_set_is_tuned_on():
    cases = everyday3()
    assert len(cases) == 60
    assert {c.part for c in cases} == {TUNED}
    assert {c.group for c in cases} == {"everyday"}
    # Players' words, no rule number in the question.
    assert not [c for c in cases if re.search(r"\b\d{3}\.\d", c.question.q)]


def test_its_questions_are_new():
    asked = {c.question.q for c in all_cases() if c.set in ("everyday", "everyday2")}
    assert not asked & {c.question.q for c in everyday3()}


def test_each_expected_rule_is_in_the_cr_of_2025_11_14():
    corpus = os.environ.get("MTG_CORPUS")
    if not corpus:
        pytest.skip("MTG_CORPUS is not set")
    text = (Path(corpus) / "cr" / "MagicCompRules 20251114.txt").read_text(encoding="utf-8")
    numbers = set(re.findall(r"^(\d{3}\.\d+[a-z]?)\.? ", text, re.MULTILINE))
    missing = [(c.id, n) for c in everyday3() for n in c.question.rules if n not in numbers]
    assert not missing
