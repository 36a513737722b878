"""scard42: the blind cards22 set (its expected rules are today's) and the card misses' diagnosis
(bench/card_rule_misses.py)."""

import importlib
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CARDS22 = ROOT / "search" / "evaluation" / "cards22.toml"


@pytest.fixture
def misses_script(monkeypatch):
    monkeypatch.syspath_prepend(str(ROOT / "bench"))
    return importlib.import_module("card_rule_misses")


@pytest.mark.parametrize(
    ("rank", "bucket"),
    [(None, "absent"), (1, "1-5"), (5, "1-5"), (6, "6-10"), (10, "6-10"), (11, "11-30"), (30, "11-30"), (31, "31-60")],
)
def test_a_rank_is_put_in_its_class(misses_script, rank, bucket):
    assert misses_script.bucket(rank) == bucket


def test_the_first_accepted_number_is_found_by_its_place(misses_script):
    wanted = {"702.77a"}.__contains__
    assert misses_script.first_at(["513.1", "506.7e", "702.77a", "702.77a"], wanted) == 3
    assert misses_script.first_at(["513.1"], wanted) is None


def test_cards22_asks_thirty_card_questions_of_todays_rules(today_searchers):
    questions = tomllib.loads(CARDS22.read_text(encoding="utf-8"))["question"]
    assert len(questions) == 30
    assert {q["group"] for q in questions} == {"cards"}
    for question in questions:
        assert question["rules"], question["q"]
        for number in question["rules"]:
            assert number in today_searchers.finder.index, (number, question["q"])
