"""scard42: the blind cards22 set (its expected rules are today's) and the card misses' diagnosis
(bench/card_rule_misses.py)."""

import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


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
