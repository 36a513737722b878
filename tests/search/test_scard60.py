"""scard60: the blind cards31 set (30 questions naming a card of MTGJSON v3, each asking the rule its situation rests
on): its expected rules are today's, the first of each one no earlier cards set expects, its cards are v3 cards; and
the finder's 2nd-3rd takes a named card's second ruling's top-five place unless the question asks what a ruling
answers (cardsown.FINDER_BACK, RULING_SHAPED)."""

import tomllib
from pathlib import Path
from types import SimpleNamespace

import pytest

from search import cardsown
from tests.search.conftest import family_rules_before, v3_cards

ROOT = Path(__file__).resolve().parents[2]
# The card each question names, as MTGJSON v3 spells it (the questions say some in lower case or misspelt).
CARDS = {
    "Pikemen", "Timber Wolves", "Reality Ripple", "Grab the Reins", "Ninja of the Deep Hours", "Memnite",
    "Cunning Wish", "Colfenor's Urn", "Kiki-Jiki, Mirror Breaker", "Sedge Troll", "Platinum Angel",
    "Mutagenic Growth", "Edgewalker", "Heart of Kiran", "Desperate Ritual", "Toxic Deluge", "Praetor's Grasp",
    "Nylea's Colossus", "Beacon of Destruction", "Future Sight", "Darkblast", "Circle of Protection: Red",
    "Painter's Servant", "Fling", "Goblin Bombardment", "Edgar Markov", "Student of Warfare", "Emperor Crocodile",
    "Siege-Gang Commander", "Brute Force", "Sylvan Library", "Earthbind", "Levitation",
}  # fmt: skip


def _cards31():
    return tomllib.loads((ROOT / "search/evaluation/cards31.toml").read_text(encoding="utf-8"))["question"]


def test_cards31_asks_thirty_card_questions_of_todays_rules(today_searchers):
    questions = _cards31()
    assert len(questions) == 30
    assert {q["group"] for q in questions} == {"cards"}
    for question in questions:
        for number in question["rules"]:
            assert number in today_searchers.finder.index, (number, question["q"])


def test_cards31_asks_rules_no_earlier_cards_set_expects():
    earlier = family_rules_before("cards31")
    assert earlier
    questions = _cards31()
    assert len({q["rules"][0] for q in questions}) == 30
    assert all(q["rules"][0] not in earlier for q in questions)
    # The second statements listed after a new rule, earlier sets' rules as the lead's note of session 38 allows.
    seconds = {n for q in questions for n in q["rules"][1:] if n in earlier}
    assert seconds == {"601.2b", "607.2a", "701.19a", "208.3", "903.9a", "603.8"}


def test_cards31_is_registered_after_cards30():
    from search.evaluation.sets import TOML_SETS

    assert TOML_SETS.index("cards31") == TOML_SETS.index("cards30") + 1


def test_cards31_names_mtgjson_v3_cards():
    printed = {card["name"] for card in v3_cards("the cards are")}
    assert CARDS <= printed, CARDS - printed


def _rule(number):
    return {"kind": "rule", "id": f"rule:{number}", "number": number, "snippet": "x"}


def _ruling(n):
    return {"kind": "ruling", "id": f"ruling:{n}", "cards": ["Daze"], "snippet": "x"}


# cards' Daze question (`If I cast Daze by returning an Island, what is its mana value on the stack?`) as page 1
# stood once the card's rulings were placed (the probe of scard60's section): 118.9c, the finder's 3rd, 7th under the
# card's best ruling third and its second ruling fifth; the finder's first, 202.3d, first.
DAZE = [_rule("202.3d"), _rule("107.3h"), _ruling(1), _rule("202.3e"), _ruling(2), _rule("107.3g"), _rule("118.9c")]
FIRSTS = ("202.3d", "202.3e", "118.9c", "107.3h", "107.3g")


def test_the_finders_third_takes_the_second_rulings_place_not_the_best_rulings():
    back = cardsown.finder_first_back(DAZE, "202.3d", FIRSTS[1:3], best=_ruling(1))
    assert [r.get("number") or r["id"] for r in back[:5]] == ["202.3d", "107.3h", "ruling:1", "202.3e", "118.9c"]
    assert len(back) == len(DAZE) and back[5]["id"] == "ruling:2"
    # The card's best ruling keeps its place: with only it in the top five, the page is unchanged.
    only_best = [r for r in DAZE if r["id"] != "ruling:2"] + [_rule("613.1")]
    assert cardsown.finder_first_back(only_best, "202.3d", FIRSTS[1:3], best=_ruling(1)) == only_best
    # No 2nd-3rd given (a ruling-shaped question, or main's call): the page unchanged.
    assert cardsown.finder_first_back(DAZE, "202.3d", (), best=_ruling(1)) == DAZE


@pytest.mark.parametrize(
    "text, shaped",
    [
        ("If I cast Daze by returning an Island, what is its mana value on the stack?", False),
        ("awakener druid gets killed in response to its ability, does my forest still become a 4/5?", True),
        ("locust god died and got exiled from my graveyard, does it come back to my hand?", True),
        ("Hypnotic Specter attacks and my opponent casts Holy Day, what happens to the discard?", True),
        ("How much do I pay to cast both halves of Turn // Burn with fuse?", False),
    ],
)
def test_a_question_asking_what_still_happens_is_ruling_shaped(text, shaped):
    assert bool(cardsown.RULING_SHAPED.search(text)) == shaped


@pytest.mark.parametrize("back", [3, 1])
def test_capped_puts_the_daze_rule_in_the_five_with_finder_back(monkeypatch, back):
    """capped (called last by hybrid.with_best_ruling) on the Daze page: 118.9c fifth with FINDER_BACK 3, not with 1
    (main's behaviour: only the finder's first is kept). The held words are not what this pins: none rises."""
    monkeypatch.setattr(cardsown, "FINDER_BACK", back)
    monkeypatch.setattr(cardsown, "_question_held", lambda *args: lambda number: 0.0)
    monkeypatch.setattr(cardsown, "_ruling_held", lambda *args: lambda result: 0.0)
    plan_ = SimpleNamespace(finder_first="202.3d", finder_firsts=FIRSTS)
    text = "If I cast Daze by returning an Island, what is its mana value on the stack?"
    found = [r.get("number") for r in cardsown.capped(DAZE, None, plan_, text, ["Daze"], _ruling(1))[:5]]
    assert ("118.9c" in found) == (back == 3), found
