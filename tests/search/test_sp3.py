"""First place (helper sp3): in a question, a subrule first gives its place to an earlier sibling on page 1 that
holds as much of the question's rare words: a rule's first subrules state it, its later ones are special cases
(702.29a says what cycling is, 702.29c that cycling is no casting)."""

from search import firstplace, query
from tests.search.conftest import long_enough, numbers, rule


def test_the_earliest_sibling_holding_as_much_takes_the_first_place_and_the_rest_keep_theirs():
    held = {"702.29c": 8.0, "702.29a": 8.0, "702.29b": 9.0, "601.2": 20.0}.get
    page = [rule("702.29c"), rule("601.2"), rule("702.29b"), {"kind": "ruling", "id": "r"}, rule("702.29a")]
    ordered = firstplace.general_before_special_sibling(page, held, long_enough)
    assert numbers(ordered) == ["702.29a", "601.2", "702.29b", None, "702.29c"]


def test_a_sibling_holding_less_a_later_one_or_a_short_one_does_not_move():
    held = {"702.29c": 8.0, "702.29a": 7.9, "702.29d": 9.0}.get
    page = [rule("702.29c"), rule("702.29a"), rule("702.29d")]
    assert firstplace.general_before_special_sibling(page, held, long_enough) == page
    same = {"702.29c": 8.0, "702.29a": 8.0}.get
    short = {"702.29c": 30, "702.29a": 5}.get
    assert firstplace.general_before_special_sibling(page[:2], same, short) == page[:2]
    # 702.16z comes before 702.16aa in the CR.
    page = [rule("702.16aa"), rule("702.16z")]
    moved = firstplace.general_before_special_sibling(page, {"702.16aa": 1.0, "702.16z": 1.0}.get, long_enough)
    assert numbers(moved) == ["702.16z", "702.16aa"]
    back = [rule("702.16z"), rule("702.16aa")]
    assert firstplace.general_before_special_sibling(back, {"702.16aa": 1.0, "702.16z": 1.0}.get, long_enough) == back


def test_a_question_s_first_place_goes_to_the_subrule_that_states_the_keyword(without_asks, today, monkeypatch):
    # 702.110a: exploit lets you sacrifice a creature (itself among them); 702.110b, what "exploits a creature" means,
    # came first. 702.24a says what cumulative upkeep costs each turn; 702.24b, several age counters, came first.
    def top(q):
        return numbers(query.search(q)["results"][:2])

    assert top("Can my creature exploit itself?") == ["702.110a", "702.110b"]
    assert top("How much do I pay for cumulative upkeep each turn?") == ["702.24a", "702.24b"]
    monkeypatch.setattr(firstplace, "GENERAL_BEFORE_SPECIAL", False)
    query.forget_searchers()
    assert top("Can my creature exploit itself?") == ["702.110b", "702.110a"]
    assert top("How much do I pay for cumulative upkeep each turn?") == ["702.24b", "702.24a"]
