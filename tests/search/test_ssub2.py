"""Helper ssub2: a subrule first goes second, after its own rule on the page, when the rule says something and holds
more of the question's rare words (firstplace.parent_before_its_subrule): the rule states the general case (106.4,
mana empties between steps), the subrule a special case (106.4a) that the ranking put first."""

from search import firstplace


def _page(*numbers):
    return [{"kind": "rule", "number": n, "id": n, "snippet": "text"} for n in numbers]


def _numbers(page):
    return [r["number"] for r in page]


LONG = {"106.4": 40, "106.4a": 30, "121.2": 3}.get


def test_the_rule_holding_more_goes_before_its_subrule():
    page = _page("106.4a", "605.2", "703.4q", "106.4", "118.3a")
    held = {"106.4a": 3.5, "106.4": 3.7}
    placed = firstplace.parent_before_its_subrule(page, lambda n: held.get(n, 0.0), LONG)
    assert _numbers(placed) == ["106.4", "106.4a", "605.2", "703.4q", "118.3a"]


def test_on_a_tie_or_when_the_subrule_holds_more_it_stays_first():
    page = _page("106.4a", "605.2", "106.4")
    assert _numbers(firstplace.parent_before_its_subrule(page, lambda n: 6.2, LONG)) == _numbers(page)
    held = {"106.4a": 9.0, "106.4": 6.2}
    assert _numbers(firstplace.parent_before_its_subrule(page, held.get, LONG)) == _numbers(page)


def test_a_short_rule_or_another_rule_s_subrule_stays_where_it_is():
    # 121.2 is three terms here: a title-like rule says nothing the question asks.
    held = {"121.2b": 3.5, "121.2": 7.8}
    page = _page("121.2b", "101.2", "121.2")
    assert _numbers(firstplace.parent_before_its_subrule(page, held.get, LONG)) == _numbers(page)
    page = _page("106.4a", "118.3", "106.5")
    assert _numbers(firstplace.parent_before_its_subrule(page, lambda n: 6.0, LONG)) == _numbers(page)
