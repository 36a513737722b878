"""scard35: page 1 keeps the rule the named cards' text tells of a situation (situations.Told) in its top three, as
the finder reads it (kept_in_top given the cards' rules text): "eldrazi obligator ... is it a red creature?" keeps
devoid's 702.114a above the card's own rulings."""

from search import situations


def _page(numbers):
    return [{"kind": "rule", "number": n, "id": n} for n in numbers]


RANKED = ["105.2", "105.1", "202.2", "105.4", "702.90b", "702.114a", "702.114"]
WORDS = "is  a red creature when it enters?"


def test_a_told_rule_is_kept_in_the_top_three():
    page = situations.kept_in_top(_page(RANKED), WORDS, "Devoid\nWhen this enters, you get {C}.")
    assert [r["number"] for r in page][: situations.KEPT_TOP] == ["105.2", "105.1", "702.114a"]


def test_without_the_keyword_the_page_is_unchanged():
    assert situations.kept_in_top(_page(RANKED), WORDS, "Flying") == _page(RANKED)
    assert situations.kept_in_top(_page(RANKED), WORDS) == _page(RANKED)


def test_a_ruling_above_it_passes_below():
    page = [{"kind": "ruling", "number": None, "id": "r1"}, *_page(["105.2", "105.1", "702.114a"])]
    kept = situations.kept_in_top(page, WORDS, "Devoid")
    assert [r["id"] for r in kept] == ["r1", "105.2", "702.114a", "105.1"]
