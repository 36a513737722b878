"""A section named beside other words (`state based actions planeswalker`): the section stays first unless one of
its rules on page 1 holds every other word typed (704.5i: a planeswalker with 0 loyalty), which then goes first and
the section second (firstplace.words_beside, subrule_holding_the_rest)."""

import pytest

from search import jargon
from search.firstplace import rule_before_its_heading, words_beside
from tests.search.conftest import numbers_found


def rule(number):
    return {"kind": "rule", "number": number, "id": number}


def test_the_words_beside_the_term_naming_the_section():
    understand = jargon.load().understand
    assert words_beside(understand("state based actions planeswalker"), "704") == "planeswalker"
    assert words_beside(understand("the legend rule sba"), "704") == "the legend rule"
    assert words_beside(understand("state based actions"), "704") == ""
    assert words_beside(understand("planeswalker loyalty"), "704") == ""  # no term names the section


def test_the_first_of_the_section_s_rules_that_holds_goes_before_the_heading():
    pinned = [rule("704"), rule("704.1"), rule("704.1a")]
    page = [rule("306.9"), rule("704.5i"), rule("704.5j")]
    holds = {"704.5i", "704.5j"}.__contains__
    placed = rule_before_its_heading(pinned, page, holds=holds)
    assert [r["number"] for r in placed] == ["704.5i", "704", "704.1", "704.1a"]
    # A rule of another section holding the words does not move; none holding them leaves the section first.
    assert rule_before_its_heading(pinned, page, holds={"306.9"}.__contains__) == pinned


@pytest.mark.django_db
def test_today_s_cr_puts_the_rule_the_other_words_ask_first_and_the_section_second(today):
    assert numbers_found("state based actions planeswalker", 2) == ["704.5i", "704"]
    assert numbers_found("state based actions legend rule", 2) == ["704.5j", "704"]
    # The section's term alone, or beside words none of its rules holds, keeps the section first.
    assert numbers_found("state based actions", 1) == ["704"]
    assert numbers_found("state based actions xyzzy", 1) == ["704"]
