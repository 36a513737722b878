"""The sixth, seventh and eighth everyday sets (everyday6, everyday7, everyday8, written blind by helpers severy8,
severy9 and severy10): tuned on beside the earlier ones, their questions new, each expected rule a paragraph of the CR
of 2025-11-14 (the checks of test_severy3.py, on each set)."""

import pytest

from tests.search import test_severy3 as earlier

SETS = pytest.mark.parametrize("name", ["everyday6", "everyday7", "everyday8"])


@SETS
def test_the_set_is_tuned_on(name):
    earlier.test_the_set_is_tuned_on(name)


@SETS
def test_its_questions_are_new(name):
    before = {c.question.q for c in earlier.all_cases() if c.set.startswith("everyday") and c.set != name}
    assert not before & {c.question.q for c in earlier.cases_of(name)}


@SETS
def test_each_expected_rule_is_in_the_cr_of_2025_11_14(name):
    earlier.test_each_expected_rule_is_in_the_cr_of_2025_11_14(name)
