"""First place (helper sp2): the mixed set registered as tuned, and a rule first that sends to another rule ("See
rule 704.") giving its place to that rule when it comes second (firstplace.cited_before_citing, switched off:
measured and not kept, docs/search.md)."""

import collections

from search import firstplace, pointers, query
from search.evaluation.sets import FRESH_GROUPS, TUNED, all_cases


def rule(number):
    return {"kind": "rule", "number": number, "id": f"rule:{number}", "version": "2025-11-14"}


def numbers(page):
    return [r.get("number") for r in page]


def test_the_mixed_set_is_tuned_and_spread_over_the_hidden_test_s_groups():
    mixed = [c for c in all_cases() if c.set == "mixed"]
    assert len(mixed) == 60 and {c.part for c in mixed} == {TUNED}
    groups = collections.Counter(c.group for c in mixed)
    assert set(groups) == set(FRESH_GROUPS) and min(groups.values()) >= 8
    assert {c.language for c in mixed if c.group == "french"} == {"fr"}


def test_the_rule_a_first_rule_cites_comes_first_when_it_is_second(monkeypatch):
    cites = {"119.6": ("704",), "702.111b": ("509",), "613.3": ("604.3", "613.7", "613.8")}.get
    page = [rule("119.6"), rule("704.5a"), rule("104.3b")]
    assert firstplace.cited_before_citing(page, lambda r: cites(r["number"], ())) == page  # switched off
    monkeypatch.setattr(firstplace, "CITED_FIRST", True)
    moved = firstplace.cited_before_citing(page, lambda r: cites(r["number"], ()))
    assert numbers(moved) == ["704.5a", "119.6", "104.3b"]
    # A keyword's rule first keeps its place ("See rule 509" is the blocking rules the keyword changes).
    keyword = [rule("702.111b"), rule("509.1c")]
    assert firstplace.cited_before_citing(keyword, lambda r: cites(r["number"], ())) == keyword
    # Only the second place: a rule cited lower down is another topic; 613.80 is not under 613.8.
    lower = [rule("613.3"), rule("100.1"), rule("613.8a")]
    assert firstplace.cited_before_citing(lower, lambda r: cites(r["number"], ())) == lower
    assert not firstplace._under("613.80", "613.8") and firstplace._under("613.8a", "613.8")
    assert firstplace._under("704.5a", "704") and not firstplace._under("7045", "704")


def test_the_rules_a_paragraph_cites_are_read_from_today_s_cr(today, monkeypatch):
    assert pointers.cites("2025-11-14", "119.6") == ("704",)
    assert "306.5b" in pointers.cites("2025-11-14", "209.1")
    assert pointers.cites("2025-11-14", "999.9") == ()
    # 209.1 (the loyalty number printed on a planeswalker) says "(see rule 306.5b)", the rule that it enters with
    # that many loyalty counters, which the question asks (cards-1, mixed-47).
    asked = "Does Doubling Season double the loyalty counters a planeswalker enters with?"
    assert [r["number"] for r in query.search(asked)["results"][:2]] == ["209.1", "306.5b"]
    monkeypatch.setattr(firstplace, "CITED_FIRST", True)
    query.forget_searchers()
    assert [r["number"] for r in query.search(asked)["results"][:2]] == ["306.5b", "209.1"]
