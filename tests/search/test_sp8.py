"""Helper sp8: the fourth mixed set (written blind, eight or nine questions in each of the hidden test's seven
groups), and the rule the first rule sends to put first (firstplace.cited_first)."""

from search import firstplace

from .conftest import numbers_found


def rule(number):
    return {"kind": "rule", "number": number, "id": f"rule:{number}"}


def numbers(page):
    return [r.get("number") for r in page]


CITES = {
    "209.1": ["306.5b"],
    "306.5b": ["122.6"],
    "903.9a": ["704"],
    "704.6d": ["903"],
    "702.25a": ["509"],
    "104.3j": ["704", "903.10"],
}


def cites(number):
    return CITES.get(number, [])


def test_the_rule_the_first_rule_sends_to_takes_the_first_place():
    # 209.1, a planeswalker's printed loyalty, "(see rule 306.5b)": the rule it sends to says what the question asks.
    page = [rule("209.1"), rule("306.5b"), {"kind": "ruling", "id": "r"}]
    assert numbers(firstplace.cited_first(page, cites)) == ["306.5b", "209.1", None]
    # A subrule of the paragraph cited: 104.3j's "See also rule 903.10." is 903.10a.
    assert numbers(firstplace.cited_first([rule("104.3j"), rule("903.10a")], cites)) == ["903.10a", "104.3j"]


def test_a_section_cited_a_rule_sending_back_a_keyword_rule_or_a_rule_too_far_down_keeps_its_place():
    kept = [
        # "See rule 704." sends to a whole section.
        [rule("903.9a"), rule("704.6d")],
        # A keyword rule cites the procedure it modifies.
        [rule("702.25a"), rule("509.1a")],
        # Below the third place.
        [rule("209.1"), rule("1.1"), rule("1.2"), rule("306.5b")],
        # The same section.
        [rule("209.1"), rule("209.2")],
        [{"kind": "card", "id": "c"}, rule("306.5b")],
    ]
    for page in kept:
        assert firstplace.cited_first(page, cites) == page, numbers(page)
    # The cited rule's own citations are read only to check it does not send back.
    CITES["306.5b"] = ["209.1"]
    try:
        assert firstplace.cited_first([rule("209.1"), rule("306.5b")], cites)[0]["number"] == "209.1"
    finally:
        CITES["306.5b"] = ["122.6"]


def test_a_question_finds_first_the_rule_its_first_rule_sends_to(today, monkeypatch):
    asked = {
        # 209.1 "(see rule 306.5b)" came first.
        "How many loyalty counters does my planeswalker have when I put it down?": "306.5b",
        # 104.3j, commander damage among the ways to lose, "See also rule 903.10." came first.
        "how much commander damage to lose the game": "903.10a",
    }
    assert {q: numbers_found(q, 1)[0] for q in asked} == asked
    monkeypatch.setattr(firstplace, "CITED_FIRST", False)
    # Since the thirty-second session the loyalty question finds 306.5b first without the citation too (209.1 is
    # second either way); the commander question still needs it.
    assert numbers_found("how much commander damage to lose the game", 1)[0] != "903.10a"
