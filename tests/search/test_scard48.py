"""scard48: the blind cards26 set (its expected rules are today's), and a named card's page after the top five of a
question when none of its rulings is there (hybrid.CARD_PAGE_ALONE_AFTER): the page alone kept the place of the
finder's fourth or fifth rule, the rule asked sixth."""

import tomllib
from pathlib import Path

import pytest

from search import hybrid
from search.index import search_lock, shared_searchers
from search.query import search

ROOT = Path(__file__).resolve().parents[2]


def test_cards26_asks_thirty_card_questions_of_todays_rules(today_searchers):
    questions = tomllib.loads((ROOT / "search/evaluation/cards26.toml").read_text(encoding="utf-8"))["question"]
    assert len(questions) == 30
    assert {q["group"] for q in questions} == {"cards"}
    for question in questions:
        for number in question["rules"]:
            assert number in today_searchers.finder.index, (number, question["q"])


def _page(*ids):
    return [
        {"kind": "card", "id": i, "title": i[5:]} if i.startswith("card:") else {"kind": "rule", "id": i, "number": i}
        for i in ids
    ]


@pytest.mark.parametrize(
    ("ids", "expected"),
    [
        # The named card's page third: it follows the top five, the rules below move up.
        (
            ("702.95a", "702.95b", "card:Silverblade Paladin", "702.4d", "702.95e", "702.95d", "611.2b"),
            ("702.95a", "702.95b", "702.4d", "702.95e", "702.95d", "card:Silverblade Paladin", "611.2b"),
        ),
        # Another card's page (not named) keeps its place; the named one sixth already stays.
        (
            ("702.95a", "card:Wolfir Silverheart", "702.4d", "702.95e", "702.95d", "card:Silverblade Paladin"),
            ("702.95a", "card:Wolfir Silverheart", "702.4d", "702.95e", "702.95d", "card:Silverblade Paladin"),
        ),
    ],
)
def test_a_named_cards_page_follows_the_top_five(ids, expected):
    page = hybrid.pages_after_top(_page(*ids), ["silverblade paladin"])
    assert [r["id"] for r in page] == list(expected)


def _kinds(question):
    with search_lock:
        shared_searchers().cache.clear()
    return [r["kind"] for r in search(question)["results"][:5]]


def test_a_question_naming_a_card_without_rulings_gives_its_page_no_top_five_place(today_with):
    today_with(
        (
            "Silverblade Paladin",
            "Creature — Human Knight",
            "Soulbond (You may pair this creature with another unpaired creature when either enters the battlefield."
            " They remain paired for as long as you control both of them.)\nAs long as Silverblade Paladin is"
            " paired with another creature, both creatures have double strike.",
        ),
    )
    question = "My Silverblade Paladin is paired with my Knight. Can my second soulbond creature pair with it too?"
    assert "card" not in _kinds(question)
    hybrid.CARD_PAGE_ALONE_AFTER = False
    try:
        assert "card" in _kinds(question)
    finally:
        hybrid.CARD_PAGE_ALONE_AFTER = True
