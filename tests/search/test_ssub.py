"""The right subrule within the right rule (helper ssub): among the subrules of one rule on page 1, the one holding
clearly more of the question's rare words takes its sibling's place; the other results keep theirs."""

from search import hybrid, query, siblings


def first(q):
    return [r.get("number") for r in query.search(q)["results"][:5]]


def rule(number):
    return {"kind": "rule", "number": number}


def test_a_sibling_holding_more_of_the_rare_words_takes_the_place_and_the_rest_keep_theirs():
    held = {"702.49d": 5.0, "702.49a": 9.0, "702.49c": 5.5, "509.1a": 20.0}.get
    page = [rule("702.49d"), rule("509.1a"), rule("702.49c"), {"kind": "ruling"}, rule("702.49a")]
    ordered = siblings.by_words(page, held)
    assert [r.get("number") for r in ordered] == ["702.49a", "509.1a", "702.49c", None, "702.49d"]


def test_a_sibling_holding_hardly_more_does_not_move():
    held = {"702.49d": 10.0, "702.49a": 11.0}.get
    page = [rule("702.49d"), rule("702.49a")]
    assert siblings.by_words(page, held) == page


def test_the_subrule_with_the_question_s_rare_words_comes_first(without_asks, today, monkeypatch):
    # 702.143a says what foretell is (exile face down, pay {2}); 702.143e, on a foretold card's later cost, came first
    # by the fused rank. The rule between them keeps its place.
    assert first("foretell exile face down for 2")[:3] == ["702.143a", "708.2a", "702.143e"]
    monkeypatch.setattr(hybrid, "SIBLINGS", False)
    query.forget_searchers()
    assert first("foretell exile face down for 2")[:3] == ["702.143e", "708.2a", "702.143a"]


def test_a_french_question_s_rare_words_are_its_english_ones(today):
    # A French question has no held of its own words (they are not the CR's); its words put into English by the
    # lexicon are held as an English question's: the subrule that says "draw" holds `pioche`.
    from search.bilingual import Lexicon
    from search.index import shared_searchers

    finder = shared_searchers().finder
    english = Lexicon({"pioch": [["draw", 0.9]], "gift": [["gift", 0.9]]}).translate("gift : mon adversaire pioche ?")
    held = finder.held_of(english)
    assert held("702.174e") == finder.held("gift draw")("702.174e") > 0
