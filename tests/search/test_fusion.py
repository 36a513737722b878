"""The order of a question's first page, as the fusion leaves it."""

from search.hybrid import _titles_after_their_rules


def rule(number, snippet="It says something."):
    return {"kind": "rule", "number": number, "snippet": snippet, "id": f"rule:{number}"}


def test_a_rule_that_is_only_a_title_gives_its_place_to_the_first_of_its_subrules():
    page = [rule("702.20", ""), rule("310.8c"), rule("702.20b"), rule("702.20a"), rule("513", "")]
    ordered = [r["number"] for r in _titles_after_their_rules(page)]
    # The others keep their places; 513 has no subrule on the page and stays where it is.
    assert ordered == ["702.20b", "702.20", "310.8c", "702.20a", "513"]


def test_a_rule_with_words_of_its_own_keeps_its_place():
    page = [rule("103.8"), rule("103.8a"), {"kind": "ruling", "snippet": "", "id": "ruling:1"}]
    assert _titles_after_their_rules(list(page)) == page
