"""The ninth everyday set (everyday9, written blind by helper severy11): tuned on beside the earlier ones, its
questions new, each expected rule a paragraph of the CR of 2025-11-14 (the checks of test_severy3.py)."""

from tests.search import test_severy3 as earlier


def test_the_set_is_tuned_on():
    earlier.test_the_set_is_tuned_on("everyday9")


def test_its_questions_are_new():
    before = {c.question.q for c in earlier.all_cases() if c.set.startswith("everyday") and c.set != "everyday9"}
    assert not before & {c.question.q for c in earlier.cases_of("everyday9")}


def test_each_expected_rule_is_in_the_cr_of_2025_11_14():
    earlier.test_each_expected_rule_is_in_the_cr_of_2025_11_14("everyday9")
