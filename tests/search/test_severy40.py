"""Helper severy40: a question naming no card whose index and finder lists share none of their first three rules is
fused as a long question (search/disagreed.py, severy39's change), with two guards: not when the question names a
keyword or kind of card (RuleFinder.unnamed), and the rules the change brought into the top five don't take the
first place in firstplace's steps (disagreed.first_spared, one check after query.py's chain since stidy1)."""

import pytest

from search import disagreed
from search.rulefinder import Ranked

# Tuned questions of everyday6 (103.8c) and mixed13 (702.97a, a keyword misspelt by the asker, here spelt right).
DRAW = "does the guy going first still skip his draw?"
SCAVENGE = "when I scavenge a creature can my opponent respond to it?"


def rule(number):
    return {"kind": "rule", "id": f"rule-{number}", "number": number}


def ranked(*numbers):
    return [Ranked(n, 10.0 - i) for i, n in enumerate(numbers)]


@pytest.mark.search
@pytest.mark.django_db
def test_a_question_naming_a_keyword_is_not_fused_as_disagreeing(today_searchers, monkeypatch):
    finder = today_searchers.finder
    index = [rule("702.97a"), rule("702.97"), rule("117.3a")]
    finder_list = ranked("116.2", "601.2", "117.1")
    # the lists disagree at their heads either way
    assert disagreed.disagreed(index, finder_list)
    assert disagreed.named_families(finder, finder.query_terms(SCAVENGE)) == {"702.97"}
    assert not disagreed.disagreed(index, finder_list, finder, finder.query_terms(SCAVENGE))
    # ... whether or not the index leads with the named keyword's rule (KEYWORD_GUARD "named", kept)
    other = [rule("117.3a"), rule("601.2c")]
    assert not disagreed.disagreed(other, finder_list, finder, finder.query_terms(SCAVENGE))
    # the form "led" (measured, not kept) guards only when it does
    monkeypatch.setattr(disagreed, "KEYWORD_GUARD", "led")
    assert not disagreed.disagreed(index, finder_list, finder, finder.query_terms(SCAVENGE))
    assert disagreed.disagreed(other, finder_list, finder, finder.query_terms(SCAVENGE))
    # a question in a player's words naming no keyword is
    assert not disagreed.named_families(finder, finder.query_terms(DRAW))
    assert (
        disagreed.disagreed(
            [rule("121.2"), rule("504.1"), rule("103.8")], ranked("103.8c", "103.8"), finder, finder.query_terms(DRAW)
        )
        is False
    )  # 103.8 in both heads: they agree
    assert disagreed.disagreed(
        [rule("121.2"), rule("504.1"), rule("505.1")], ranked("103.8c", "103.8"), finder, finder.query_terms(DRAW)
    )


def test_the_rules_brought_into_the_top_five_are_marked_and_the_first_kept():
    by_id = {f"rule-{n}": rule(n) for n in ("121.2", "504.1", "505.1", "103.8c", "103.8", "608.2", "119.1")}
    # the usual weights: the index's 121.2 first, 103.8c sixth; the disagreement's: 103.8c first
    usual = {
        "rule-121.2": 0.3,
        "rule-504.1": 0.25,
        "rule-505.1": 0.2,
        "rule-608.2": 0.15,
        "rule-119.1": 0.12,
        "rule-103.8c": 0.1,
        "rule-103.8": 0.05,
    }
    order = ["rule-103.8c", "rule-121.2", "rule-103.8", "rule-504.1", "rule-505.1", "rule-608.2", "rule-119.1"]
    ordered = disagreed.ordered(order, usual, by_id)
    assert ordered[:3] == ["rule-121.2", "rule-103.8c", "rule-103.8"]
    brought = {doc_id for doc_id, found in by_id.items() if isinstance(found, disagreed.Brought)}
    assert brought == {"rule-103.8c", "rule-103.8"}
    # still a dict, equal to the hit it was
    assert by_id["rule-103.8c"] == rule("103.8c")


def test_a_chain_putting_a_brought_rule_first_is_not_taken():
    first, new, other = rule("121.2"), disagreed.Brought(rule("103.8c")), rule("504.1")
    page = [first, new, other]
    chain = lambda page: [page[1], page[0], *page[2:]]  # noqa: E731
    assert disagreed.first_spared(chain(page), page) == page
    assert disagreed.first_spared(chain(page), page)[0] is first
    # a rule the usual weights had in the top five takes the first place as before
    page = [first, other, new]
    assert disagreed.first_spared(chain(page), page)[0] is other
