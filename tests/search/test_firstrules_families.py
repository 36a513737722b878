"""search/firstrules.py reads each rule's families once (a fresh process's first question paid 5 s for testing
every holder of every first rule's words with is_under): the families read must be is_under's, rule by rule."""

import pytest

from rules.rule_refs import is_under
from search import firstrules


@pytest.mark.search
@pytest.mark.django_db
def test_each_rules_families_are_is_unders(today_searchers):
    finder = today_searchers.finder
    families = set(finder.keywords.values()) | set(finder.kinds.values())
    numbers = [n for n in finder.numbers if n]
    assert len(numbers) > 2000 and "702.19b" in numbers
    for number in numbers:
        expected = {family for family in families if is_under(number, family)}
        assert firstrules._families_of(number, families) == expected, number
