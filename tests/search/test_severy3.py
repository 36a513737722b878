"""The everyday sets written blind (everyday3 by helper severy3, everyday4 by severy5): tuned on beside the first
two, each expected rule a paragraph of the CR of 2025-11-14 (read from the corpus when MTG_CORPUS is set)."""

import os
import re
from pathlib import Path

import pytest

from search.evaluation.sets import TUNED, all_cases

# Each set and the sets written before it.
WRITTEN_AFTER = {"everyday3": ("everyday", "everyday2"), "everyday4": ("everyday", "everyday2", "everyday3")}


def cases_of(name):
    return [c for c in all_cases() if c.set == name]


@pytest.mark.parametrize("name", WRITTEN_AFTER)
def test_the_set_is_tuned_on(name):
    cases = cases_of(name)
    assert len(cases) == 60
    assert {c.part for c in cases} == {TUNED}
    assert {c.group for c in cases} == {"everyday"}
    # Players' words, no rule number in the question.
    assert not [c for c in cases if re.search(r"\b\d{3}\.\d", c.question.q)]


@pytest.mark.parametrize("name", WRITTEN_AFTER)
def test_its_questions_are_new(name):
    asked = {c.question.q for c in all_cases() if c.set in WRITTEN_AFTER[name]}
    assert not asked & {c.question.q for c in cases_of(name)}


@pytest.mark.parametrize("name", WRITTEN_AFTER)
def test_each_expected_rule_is_in_the_cr_of_2025_11_14(name):
    corpus = os.environ.get("MTG_CORPUS")
    if not corpus:
        pytest.skip("MTG_CORPUS is not set")
    text = (Path(corpus) / "cr" / "MagicCompRules 20251114.txt").read_text(encoding="utf-8")
    numbers = set(re.findall(r"^(\d{3}\.\d+[a-z]?)\.? ", text, re.MULTILINE))
    missing = [(c.id, n) for c in cases_of(name) for n in c.question.rules if n not in numbers]
    assert not missing
