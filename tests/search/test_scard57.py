"""scard57: the blind cards30 set (30 questions naming a card, each asking the rule its situation rests on): its
expected rules are today's, the first of each one no earlier cards set expects; and the finder's first rule takes
back its place in page 1's top five once a named card's rulings are placed (cardsown.FINDER_FIRST_BACK)."""

import tomllib
from pathlib import Path

import pytest

from search import cardsown
from tests.search.conftest import family_rules_before

ROOT = Path(__file__).resolve().parents[2]


def _cards30():
    return tomllib.loads((ROOT / "search/evaluation/cards30.toml").read_text(encoding="utf-8"))["question"]


def test_cards30_asks_thirty_card_questions_of_todays_rules(today_searchers):
    questions = _cards30()
    assert len(questions) == 30
    assert {q["group"] for q in questions} == {"cards"}
    for question in questions:
        for number in question["rules"]:
            assert number in today_searchers.finder.index, (number, question["q"])


def test_cards30_asks_rules_no_earlier_cards_set_expects():
    earlier = family_rules_before("cards30")
    assert earlier
    questions = _cards30()
    # Each question's first rule is new; a second statement of today's CR listed after it may be an earlier set's
    # (119.9 beside 702.15e, 511.2 beside 500.5a), as the lead's note of session 38 asks.
    assert all(q["rules"][0] not in earlier for q in questions)
    seconds = {n for q in questions for n in q["rules"][1:] if n in earlier}
    assert seconds == {"119.9", "511.2"}


def test_cards30_is_registered_after_cards29():
    from search.evaluation.sets import TOML_SETS

    assert TOML_SETS.index("cards30") == TOML_SETS.index("cards29") + 1


def _rule(number):
    return {"kind": "rule", "id": f"rule:{number}", "number": number, "snippet": "x"}


def _ruling(n):
    return {"kind": "ruling", "id": f"ruling:{n}", "cards": ["Awakener Druid"], "snippet": "x"}


def test_the_finders_first_below_the_top_five_takes_its_fifth_place_back():
    page = [_rule("613.6"), _ruling(1), _rule("205.1b"), _rule("613.5"), _rule("701.8b"), _ruling(2), _rule("611.2b")]
    back = cardsown.finder_first_back(page, "611.2b")
    assert [r.get("number") or r["id"] for r in back[:5]] == ["613.6", "ruling:1", "205.1b", "613.5", "611.2b"]
    assert len(back) == len(page)
    # In the top five already, or a subrule of it there, or no first: the page unchanged.
    assert cardsown.finder_first_back(page, "613.5") == page
    assert cardsown.finder_first_back(page, "205.1") == page
    assert cardsown.finder_first_back(page, None) == page


@pytest.mark.parametrize("back", [True, False])
def test_capped_puts_the_finders_first_back_after_the_rulings(monkeypatch, back):
    """cards15's Awakener Druid question as the corpus's page 1 stood once the card's rulings were placed (the probe of
    docs/search-history.md's scard57 section): the finder's first, 611.2b, 8th under a ruling third and the finder's
    2nd-5th. capped (called last by hybrid.with_best_ruling) puts it fifth with FINDER_FIRST_BACK, not without (main's
    behaviour). The held words are not what this pins: none rises."""
    from types import SimpleNamespace

    monkeypatch.setattr(cardsown, "FINDER_FIRST_BACK", back)
    monkeypatch.setattr(cardsown, "_question_held", lambda *args: lambda number: 0.0)
    monkeypatch.setattr(cardsown, "_ruling_held", lambda *args: lambda result: 0.0)
    page = [_rule("613.6"), _ruling(1), _rule("205.1b"), _rule("613.5"), _rule("701.8b"), _ruling(2), _ruling(3)]
    page += [_rule("611.2b")]
    plan_ = SimpleNamespace(finder_first="611.2b", finder_firsts=("611.2b",))
    found = [r.get("number") for r in cardsown.capped(page, None, plan_, "", ["Awakener Druid"], None)[:5]]
    assert ("611.2b" in found) == back, found


def test_finder_rules_notes_its_first_rule_on_the_plan(monkeypatch):
    from types import SimpleNamespace

    from search import finder_query

    ranked = [SimpleNamespace(number="611.2b"), SimpleNamespace(number="613.6")]
    monkeypatch.setattr(finder_query, "_finder_rules", lambda *args, **kwargs: ranked)
    plan_ = SimpleNamespace()
    assert finder_query.finder_rules(None, plan_, None, None) is ranked
    assert plan_.finder_first == "611.2b"
    assert plan_.finder_firsts == ("611.2b", "613.6")
    monkeypatch.setattr(finder_query, "_finder_rules", lambda *args, **kwargs: [])
    finder_query.finder_rules(None, plan_, None, None)
    assert plan_.finder_first is None
