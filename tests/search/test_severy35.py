"""Helper severy35: everyday26's expected rules are today's CR's and no earlier everyday set's; a question naming no
card reads situations.SITUATIONS' rows that need no card's text (search/plainsituations.py), which situations.py
read only beside a named card's text."""

import tomllib
from pathlib import Path
from types import SimpleNamespace

from search import plainsituations, situations
from search.rulefinder import Ranked
from tests.search.conftest import family_rules_before
from tests.search.test_set_shapes import todays_numbers

SETS = Path(__file__).resolve().parents[2] / "search" / "evaluation"


def _rules(name):
    return [q["rules"] for q in tomllib.loads((SETS / f"{name}.toml").read_text(encoding="utf-8"))["question"]]


def test_everyday26_asks_todays_rules_no_earlier_everyday_set_asks():
    asked = _rules("everyday26")
    assert len(asked) == 30
    assert {n for rules in asked for n in rules} <= todays_numbers()
    assert not {n for rules in asked for n in rules} & family_rules_before("everyday26")


def test_a_target_killed_in_response_reads_608_2b_without_a_card():
    # everyday5-1's kind: no card named, the words alone tell a spell checking its targets as it resolves.
    words = "My opponent killed my creature in response to my pump spell. Does my spell still do anything?"
    assert "608.2b" in plainsituations.situation_rules(words)


def test_a_told_row_reads_nothing_without_a_card():
    # A stolen creature's return: which duration it is, only the card that stole it says (CONTROL_TOLD); the card-free
    # reading leaves the row out, where situations.py with no card's text reads all three durations.
    words = "my opponent stole my creature. when do i get it back?"
    assert situations.situation_rules(words) and not plainsituations.situation_rules(words)


def _request(question=True):
    return SimpleNamespace(understanding=SimpleNamespace(question=question))


def _ranked():
    return [Ranked(n, 10.0 - i) for i, n in enumerate(("601.2", "608.2", "115.1", "701.8", "608.2c"))]


def test_the_rule_enters_the_finders_list_third_for_a_question_naming_no_card():
    ranked, boost = _ranked(), {}
    words = "they destroyed my creature in response, what happens to my aura spell?"
    plainsituations.entered(None, ranked, boost, {}, words, _request(), SimpleNamespace(french=False), [])
    assert ranked[plainsituations.PLACE].number == "608.2b"
    assert boost["608.2b"] == situations.BOOST


def test_a_question_naming_a_card_or_french_or_no_question_is_left_to_situations_py():
    words = "they destroyed my creature in response, what happens to my aura spell?"
    for request, plan_, named in (
        (_request(), SimpleNamespace(french=False), ["Pacifism"]),
        (_request(), SimpleNamespace(french=True), []),
        (_request(question=False), SimpleNamespace(french=False), []),
    ):
        ranked, boost = _ranked(), {}
        plainsituations.entered(None, ranked, boost, {}, words, request, plan_, named)
        assert [r.number for r in ranked] == [r.number for r in _ranked()] and not boost
