"""First place (helper sp4): in an English query, a rule in places 2-5 one of whose players' questions
(rules/plainwords) holds most of the query's rare words, and clearly more than the first's, takes the first place:
the finder's BM25 reads a paragraph's questions as one field, where words spread over several count as much."""

from search import firstplace, query, rulefinder


def rule(number):
    return {"kind": "rule", "number": number, "id": f"rule:{number}"}


def numbers(page):
    return [r.get("number") for r in page]


def shares(found):
    return lambda number: found.get(number, 0.0)


def test_the_first_rule_whose_ask_holds_most_of_the_words_takes_the_first_place_the_rest_keep_theirs():
    share = shares({"305.2a": 0.5, "305.3": 0.8, "305.1": 0.9})
    page = [rule("305.2a"), {"kind": "ruling", "id": "r"}, rule("305.3"), rule("305.1")]
    assert numbers(firstplace.asked_first(page, share)) == ["305.3", "305.2a", None, "305.1"]


def test_a_rule_holding_too_little_not_enough_more_or_too_far_down_does_not_move():
    page = [rule("305.2a"), rule("305.3"), rule("305.1"), rule("305.4"), rule("305.5"), rule("305.6")]
    assert firstplace.asked_first(page, shares({"305.2a": 0.0, "305.3": firstplace.ASKED_SHARE - 0.05})) == page
    assert firstplace.asked_first(page, shares({"305.2a": 0.6, "305.3": 0.75})) == page
    assert firstplace.asked_first(page, shares({"305.6": 1.0})) == page
    assert firstplace.asked_first([{"kind": "card", "id": "c"}, *page], shares({"305.3": 1.0}))[0]["kind"] == "card"


def finder_with_asks(asks):
    # 1.1 and 1.2 hold the question's words; twenty other paragraphs make them rare (RARE_IDF).
    texts = {"1.1": "play lands", "1.2": "opponent turn", **{f"2.{i}": f"other{i}" for i in range(20)}}
    docs = [dict.fromkeys(rulefinder.plain_terms(t), 1) for t in texts.values()]
    plain = rulefinder.RuleFinder({"numbers": list(texts), "docs": docs, "df": {t: 1 for d in docs for t in d}})
    finder = rulefinder.RuleFinder({"numbers": list(texts), "docs": docs, "asks": asks})
    finder.plain = plain
    return finder


def test_the_share_is_of_one_ask_not_of_the_asks_together():
    finder = finder_with_asks(
        {"1.1": ["Can I play lands?", "on my opponent's turn?"], "1.2": ["Can I play a land on my opponent's turn?"]}
    )
    share = finder.asked_share("Can I play lands on my opponent's turn?")
    assert (share("1.1"), share("1.2"), share("2.1")) == (0.5, 1.0, 0.0)
    # A query with fewer than ASKED_RARE rare words moves nothing.
    assert finder.asked_share("lands")("1.2") == 0.0


def test_the_rule_a_player_s_question_asks_takes_the_first_place(today, monkeypatch):
    # 104.3d: ten poison counters lose the game; 122.1f (poison counters) came first. 702.37e: turning a face-down
    # permanent face up; 702.37b (what morph is) came first. (sp4's first example, 104.4a for "both players at 0
    # life", is found first by the players' questions in the plain ranking and the index too since swh.)
    def first(q):
        query.forget_searchers()
        return query.search(q)["results"][0]["number"]

    assert first("ten poison counters lose") == "104.3d"
    assert first("how do I turn a morph face up") == "702.37e"
    monkeypatch.setattr(firstplace, "ASKED_FIRST", False)
    # sp6's agreed_first puts 104.3d first too (the finder's list and the plain ranking put it above 122.1f).
    monkeypatch.setattr(firstplace, "AGREED_FIRST", False)
    assert first("ten poison counters lose") == "122.1f"
    assert first("how do I turn a morph face up") == "702.37b"
