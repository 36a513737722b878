"""Helper sp9: of two rules of one section, the one whose players' question is nearer the whole query comes first
(firstplace.nearer_neighbour_first, RuleFinder.ask_likeness)."""

from search import firstplace
from search.searchers import shared_searchers

from .conftest import numbers_found


def rule(number):
    return {"kind": "rule", "number": number, "id": f"rule:{number}"}


def numbers(page):
    return [r.get("number") for r in page]


LIKENESS = {"707.12": 0.2, "707.10": 0.9, "707.12a": 0.9, "702.9a": 0.1, "702.10a": 0.9, "708.2": 0.9, "707.13": 0.28}
LIKENESS["707.14"] = 0.25


def likeness(number):
    return LIKENESS.get(number, 0.0)


def test_a_neighbour_whose_ask_is_nearer_the_query_takes_the_first_place():
    page = [rule("707.12"), {"kind": "ruling", "id": "r"}, rule("707.10"), rule("707.2")]
    assert numbers(firstplace.nearer_neighbour_first(page, likeness)) == ["707.10", "707.12", None, "707.2"]


def test_a_sibling_a_keyword_rule_another_section_a_near_tie_or_a_rule_too_far_down_keeps_its_place():
    kept = [
        # A subrule of the first: the siblings' own rules order those.
        [rule("707.12"), rule("707.12a")],
        # Two rules of 702 are two keywords.
        [rule("702.9a"), rule("702.10a")],
        # Another section.
        [rule("707.12"), rule("708.2")],
        # Not NEIGHBOUR_MARGIN nearer (0.28 against 0.2), or not NEIGHBOUR_LIKENESS near (0.25 against nothing).
        [rule("707.12"), rule("707.13")],
        [rule("707.15"), rule("707.14")],
        # Below the fifth place.
        [rule("707.12"), rule("707.1"), rule("707.2"), rule("707.3"), rule("707.4"), rule("707.10")],
        [{"kind": "card", "id": "c"}, rule("707.10")],
    ]
    for page in kept:
        assert firstplace.nearer_neighbour_first(page, likeness) == page, numbers(page)


def test_the_likeness_of_an_ask_counts_the_question_s_own_words(today):
    # 707.10's ask is "Is a copy of a spell cast?"; 707.12's "Is a cast copy a spell that can be countered?" holds
    # the same rare word (copy): asked_share ties them, the whole question does not.
    finder = shared_searchers().finder
    near = finder.ask_likeness("is a copy of a spell cast")
    assert near("707.10") > 0.9
    assert near("707.10") > near("707.12") + firstplace.NEIGHBOUR_MARGIN
    assert finder.ask_likeness("")("707.10") == 0.0
    # A paragraph without players' questions.
    assert near(next(n for n in finder.numbers if n and n not in finder.asks)) == 0.0


def test_a_question_finds_first_the_neighbour_its_players_ask_about(today, monkeypatch):
    asked = {
        # 605.3b's asks "Can my opponent respond to me tapping a land for mana?", "Can a mana ability be countered?";
        # 605.4a (triggered mana abilities) came first.
        "Can a player respond to a mana ability?": "605.3b",
        # 401.2's ask "Can I look at the cards in my library?"; 401.4 (cards put on the bottom in an order) came first.
        "Can I look at the bottom card of my library if I put it there myself?": "401.2",
    }
    assert {q: numbers_found(q, 1)[0] for q in asked} == asked
    monkeypatch.setattr(firstplace, "NEIGHBOUR_FIRST", False)
    assert all(numbers_found(q, 1)[0] != now for q, now in asked.items())
