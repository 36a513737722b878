"""sltr: page 1's rules re-ranked by weights fitted on the tuned questions (search/ranker.py)."""

import numpy as np

from search import ranker
from search.rulefinder import Ranked


def rule(number, snippet="says something"):
    return {"kind": "rule", "id": f"rule:{number}", "number": number, "snippet": snippet}


def ruling(n):
    return {"kind": "ruling", "id": f"ruling:{n}", "snippet": "a ruling"}


def test_only_rules_of_todays_cr_move_and_the_others_keep_their_places():
    translation = {**rule("702.19b"), "id": "fr:702.19b", "original": {"id": "rule:702.19b"}}
    page = [rule("702.19"), ruling(1), rule("702.19b"), translation, rule("510.1")]
    assert ranker.candidates(page) == [0, 2, 4]
    moved = ranker.placed(page, [0, 2, 4], [0.1, 0.2, 0.9])
    # The best first; the rules it passes one rule place down, in their order.
    assert [item["id"] for item in moved] == ["rule:510.1", "ruling:1", "rule:702.19", "fr:702.19b", "rule:702.19b"]
    assert ranker.placed(page, [0, 2, 4], [0.5, 0.5, 0.1]) == page


def test_rows_read_what_the_search_knows_of_each_rule():
    page = [rule("702.19", snippet=""), rule("702.19b"), rule("510.1")]
    held = {"702.19": 0.0, "702.19b": 4.0, "510.1": 2.0}.get
    rows = ranker.rows(
        page, [0, 1, 2], [Ranked("702.19b", 2.0), Ranked("510.1", 1.0)], ["rule:510.1"], held, lambda n: 20
    )
    assert rows.shape == (3, len(ranker.FEATURES))
    at = {name: i for i, name in enumerate(ranker.FEATURES)}
    assert rows[:, at["held_share"]].tolist() == [0.0, 1.0, 0.5]
    assert rows[:, at["title_only"]].tolist() == [1.0, 0.0, 0.0]
    assert rows[:, at["finder_share"]].tolist() == [0.0, 1.0, 0.5]
    assert rows[:, at["index"]].tolist() == [0.0, 0.0, 1 / 7]
    assert rows[:, at["parent_here"]].tolist() == [0.0, 1.0, 0.0]
    assert rows[:, at["s7"]].tolist() == [1.0, 1.0, 0.0]


def test_the_shipped_weights_are_read():
    assert ranker.weights() is not None
    assert len(ranker.weights()) == len(ranker.FEATURES)


def test_reorder_puts_the_rule_the_weights_prefer_first(monkeypatch):
    w = np.zeros(len(ranker.FEATURES))
    w[ranker.FEATURES.index("held_share")] = 1.0
    monkeypatch.setattr(ranker, "weights", lambda: w)
    page = [rule("702.19a"), ruling(1), rule("702.19c"), rule("702.19b")]
    held = {"702.19a": 1.0, "702.19b": 3.0, "702.19c": 0.0}.get
    out = ranker.reorder(page, [], [], held, lambda n: 20)
    assert [item["id"] for item in out] == ["rule:702.19b", "ruling:1", "rule:702.19a", "rule:702.19c"]
    # A query naming a card keeps hybrid's order: its rules, the card's wordings and kinds, are placed on purpose.
    assert ranker.reorder(page, [], [], held, lambda n: 20, named=True) == page
    monkeypatch.setattr(ranker, "SWITCH", False)
    assert ranker.reorder(page, [], [], held, lambda n: 20) == page
