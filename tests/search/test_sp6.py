"""First place (helper sp6): in an English query, a rule in places 2-5 that both the finder's list and the plain
ranking put above the first rule, and one of whose players' questions holds more of the query's rare words than the
first's, takes the first place (firstplace.agreed_first): the fusion put the first there on the index's word alone."""

from search import firstplace

from .conftest import numbers_found
from .test_sp4 import numbers, rule, shares

FINDER = ["702.3b", "509.1g", "302.6"]
PLAIN = ["702.3b", "509.1a", "509.1g"]


def plain():
    return PLAIN


def unasked():
    raise AssertionError("the plain ranking was asked for")


def test_a_rule_both_rule_rankings_put_above_the_first_with_a_closer_ask_takes_the_first_place():
    page = [rule("509.1g"), {"kind": "ruling", "id": "r"}, rule("702.3b"), rule("302.6")]
    share = shares({"509.1g": 0.3, "702.3b": 0.4})
    assert numbers(firstplace.agreed_first(page, share, FINDER, plain)) == ["702.3b", "509.1g", None, "302.6"]


def test_a_rule_one_ranking_puts_below_the_first_an_ask_no_closer_or_too_far_down_does_not_move():
    page = [rule("509.1g"), rule("702.3b"), rule("302.6")]
    # The plain ranking puts it below the first, or does not have it.
    assert firstplace.agreed_first(page, shares({"302.6": 1.0}), FINDER, plain) == page
    # Its best ask holds no more of the rare words than the first's.
    assert firstplace.agreed_first(page, shares({"509.1g": 0.4, "702.3b": 0.4}), FINDER, plain) == page
    # The finder puts it below the first.
    assert firstplace.agreed_first(page, shares({"702.3b": 1.0}), ["509.1g", "702.3b"], plain) == page
    # The plain ranking is not asked for when no rule passes the finder's and the asks' tests (its cost, 0.6 ms).
    assert firstplace.agreed_first(page, shares({"509.1g": 0.5, "702.3b": 0.4}), FINDER, unasked) == page
    far = [rule(n) for n in ("509.1g", "1.1", "1.2", "1.3", "1.4", "702.3b")]
    assert firstplace.agreed_first(far, shares({"702.3b": 1.0}), FINDER, plain) == far
    assert (
        firstplace.agreed_first([{"kind": "card", "id": "c"}, *page], shares({"702.3b": 1.0}), FINDER, plain)[0]["kind"]
        == "card"
    )


def test_the_rule_both_rule_rankings_agree_on_takes_the_first_place(today, monkeypatch):
    # 702.12b: an indestructible permanent isn't destroyed; 704.4 (state-based actions and a resolving spell) came
    # first. 609.3: an effect does as much as it can of the impossible; 701.8a (destroy) came first. 704.5b: drawing
    # from an empty library loses at the next state-based check; 121.6a (a draw replaced) came first.
    asked = {
        "I cast Wrath of God but their creature is indestructible. Does it survive?": ("702.12b", "704.4"),
        "My spell tells me to do something impossible, like destroy five creatures when there are only two. What "
        "happens?": ("609.3", "701.8a"),
        "I have to draw but there are no cards left in my deck. Do I lose right away or at the end of the turn?": (
            "704.5b",
            "121.6a",
        ),
    }
    assert {q: numbers_found(q, 1)[0] for q in asked} == {q: now for q, (now, _) in asked.items()}
    monkeypatch.setattr(firstplace, "AGREED_FIRST", False)
    assert {q: numbers_found(q, 1)[0] for q in asked} == {q: before for q, (_, before) in asked.items()}
