"""stidy1: one check after query.py's chain of firstplace reorderings (disagreed.first_spared), where severy40 wrapped
ten steps each (firstplace.first_spared): the chain never leaves first a rule the disagreement fusion brought into
the top five (disagreed.Brought); that rule goes back to its place before the chain, the rest keeps the chain's
order. Before (main 49c6cf3): disagreed.first_spared
does not exist (AttributeError), and a step replaced in firstplace had no guard.

firstplace.SPECIAL_KEPT is read when general_before_special_sibling is called, not bound at import: a probe setting
it moves the call. Before: the default argument kept 5."""

import pytest

from search import disagreed, firstplace, hybrid
from search.index import search_lock, shared_searchers
from search.query import search
from tests.search.conftest import long_enough, numbers, rule

# A tuned everyday6 question (severy40's test): fused, its first two places rules.
QUESTION = "does the guy going first still skip his draw?"


def test_a_brought_rule_first_after_the_chain_goes_back_to_its_place_the_first_as_before():
    first, new, other, last = rule("121.2"), disagreed.Brought(rule("103.8c")), rule("504.1"), rule("119.1")
    before = [first, other, last, new]
    # a step moved the Brought 103.8c first, and another swapped 504.1 and 119.1: only the first move is undone
    chained = [new, first, last, other]
    assert disagreed.first_spared(chained, before) == [first, last, other, new]
    # a step swapped the first with the Brought (general_before_special_sibling): swapped back
    assert disagreed.first_spared([new, other, last, first], before) == before
    # a rule the usual weights had in the top five keeps the first place the chain gave it
    assert disagreed.first_spared([other, first, last, new], before) == [other, first, last, new]
    # a Brought first before the chain (none is: the fusion keeps the usual first) is left there
    assert disagreed.first_spared(chained, chained) == chained
    assert disagreed.first_spared([], []) == []


def swapped(page, *args, **kwargs):
    return [page[1], page[0], *page[2:]] if len(page) > 1 else page


def fused_with_second_brought(brought):
    fuse = hybrid.fuse

    def fused(*args, **kwargs):
        page = fuse(*args, **kwargs)
        if brought and len(page) > 1:
            page = [page[0], disagreed.Brought(page[1]), *page[2:]]
        fused.firsts.append([r["id"] for r in page[:2]])
        return page

    fused.firsts = []
    return fused


def first_after_swap(monkeypatch, brought):
    fused = fused_with_second_brought(brought)
    monkeypatch.setattr(hybrid, "fuse", fused)
    monkeypatch.setattr(firstplace, "long_before_short_sibling", swapped)
    with search_lock:
        shared_searchers().cache.clear()
    found = search(QUESTION)["results"]
    assert len(fused.firsts) == 1, "the question is fused once"
    return fused.firsts[0], [r["id"] for r in found]


@pytest.mark.search
@pytest.mark.django_db
def test_a_step_of_the_chain_putting_a_brought_rule_first_is_undone_in_query(today, monkeypatch):
    (first, second), found = first_after_swap(monkeypatch, brought=False)
    # the replaced step is called and its order taken when the rule it puts first is no Brought
    assert found[0] == second
    monkeypatch.undo()
    (first, second), found = first_after_swap(monkeypatch, brought=True)
    # the Brought goes back to the second place it had, the usual first takes the first again
    assert found[:2] == [first, second]


def test_special_kept_is_read_at_call_time(monkeypatch):
    same = {"702.26g": 5.0, "702.26d": 5.0}.get
    page = [rule("702.26g"), rule("506.4"), rule("726.2"), rule("702.26i"), rule("704.5m"), rule("702.26d")]
    assert firstplace.general_before_special_sibling(page, same, long_enough) == page
    monkeypatch.setattr(firstplace, "SPECIAL_KEPT", 6)
    moved = firstplace.general_before_special_sibling(page, same, long_enough)
    assert numbers(moved) == ["702.26d", "506.4", "726.2", "702.26i", "704.5m", "702.26g"]
