"""Helper severy34 (its everyday25 set is measured in SETS.md): everyday25's expected rules are today's CR's and no
earlier everyday set's; a lettered sibling below the top five that holds a rare word of the question none of its
siblings above holds is lifted into the fifth place, the last rule of another family going down (search/ownwords.py).
"""

import tomllib
from pathlib import Path

import pytest

from search import ownwords
from tests.search.test_set_shapes import todays_numbers

SETS = Path(__file__).resolve().parents[2] / "search" / "evaluation"
# everyday12's 38th question (a tuned miss before: 506.3, which says `artifact`, sixth behind 506.3b).
ARTIFACT = "Can my artifact that isn't a creature attack? Can I attack my opponent's enchantment?"


def _rules(name):
    return [q["rules"] for q in tomllib.loads((SETS / f"{name}.toml").read_text(encoding="utf-8"))["question"]]


def test_everyday25_asks_todays_rules_no_earlier_everyday_set_asks():
    asked = _rules("everyday25")
    assert len(asked) == 30
    assert {n for rules in asked for n in rules} <= todays_numbers()
    earlier = {
        n for path in SETS.glob("everyday*.toml") if path.stem != "everyday25" for r in _rules(path.stem) for n in r
    }
    assert not {rules[0] for rules in asked} & earlier


def _page(*numbers):
    return [{"kind": "rule", "id": n, "number": n} for n in numbers]


class _Plain:
    def __init__(self, docs):
        self.numbers = list(docs)
        self.index = {n: i for i, n in enumerate(docs)}
        self.docs = [set(words) for words in docs.values()]


class _Finder:
    """The finder's plain ranking and rare words, as much as ownwords reads."""

    def __init__(self, docs, rare):
        self.plain = _Plain(docs)
        self._rare = rare

    def rare(self, text):
        return dict(self._rare)


DOCS = {
    "120.1a": {"attack"},
    "506.3b": {"attack", "oppon"},
    "506.3": {"attack", "artifact"},
    "310.8c": {"attack"},
    "303.4e": {"enchant"},
    "508.7c": {"oppon"},
}
RARE = {"artifact": 3.5, "enchant": 3.5, "oppon": 3.1, "attack": 2.8}


def test_the_sibling_holding_a_word_its_siblings_above_lack_is_lifted_fifth():
    page = _page("120.1a", "508.7c", "303.4e", "506.3b", "310.8c", "506.3")
    lifted = [r["number"] for r in ownwords.lifted(page, _Finder(DOCS, RARE), ARTIFACT)]
    # 310.8c, the last top rule of another family, goes down; 506.3b, its sibling, stays.
    assert lifted == ["120.1a", "508.7c", "303.4e", "506.3b", "506.3", "310.8c"]


def test_no_lift_when_the_sibling_below_holds_nothing_its_siblings_above_lack():
    page = _page("120.1a", "508.7c", "303.4e", "506.3b", "310.8c", "506.3")
    docs = {**DOCS, "506.3b": {"attack", "artifact"}}
    assert ownwords.lifted(page, _Finder(docs, RARE), ARTIFACT) == page


def test_no_lift_when_only_siblings_could_give_their_place():
    # 702.16f fifth, the right sibling, was pushed sixth by a sibling lifted over it: a sibling never gives its place.
    page = _page("702.16b", "702.16e", "702.16m", "702.16j", "702.16f", "702.16k")
    docs = {n: {"protect"} for n in ("702.16b", "702.16e", "702.16m", "702.16j", "702.16f")}
    docs["702.16k"] = {"protect", "block"}
    assert ownwords.lifted(page, _Finder(docs, {"protect": 4.2, "block": 3.3}), "x") == page


def test_the_switch_turns_it_off(monkeypatch):
    page = _page("120.1a", "508.7c", "303.4e", "506.3b", "310.8c", "506.3")
    monkeypatch.setattr(ownwords, "SWITCH", False)
    assert ownwords.lifted(page, _Finder(DOCS, RARE), ARTIFACT) == page


@pytest.mark.search
@pytest.mark.django_db
def test_the_finder_of_todays_cr_tells_506_3_by_artifact(today_searchers):
    page = _page("120.1a", "508.7c", "303.4e", "506.3b", "310.8c", "506.3")
    lifted = [r["number"] for r in ownwords.lifted(page, today_searchers.finder, ARTIFACT)]
    assert lifted[:5] == ["120.1a", "508.7c", "303.4e", "506.3b", "506.3"]
