"""scard43: the rules a named card's rulings rest on as candidates for a card question's rule
(bench/card_ruling_rests.py, the probe)."""

import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def probe(monkeypatch):
    monkeypatch.syspath_prepend(str(ROOT / "bench"))
    return importlib.import_module("card_ruling_rests")


@pytest.mark.parametrize(
    ("rank", "bucket"), [(None, "absent"), (1, "1"), (3, "2-3"), (5, "4-5"), (6, "6-10"), (10, "6-10"), (11, "11+")]
)
def test_a_rank_is_put_in_its_class(probe, rank, bucket):
    assert probe.bucket(rank) == bucket


def test_a_rulings_rests_are_ranked_by_the_questions_words(probe, today_searchers):
    finder = today_searchers.finder
    rests = {"fling": ["608.2h"], "copy": ["707"]}
    rulings = [("fling", frozenset({"sacrif", "power"})), ("copy", frozenset({"copi"}))]
    words = "does it use the power it had when it was sacrificed"
    by_finder, by_ruling = probe.ranked_rests(finder, rests, rulings, words)
    # A section is narrowed to one of its rules; the rule the words ask ranks first.
    assert "707" not in by_finder and any(number.startswith("707.") for number in by_finder)
    assert max(by_finder, key=by_finder.get) == "608.2h"
    assert by_ruling["608.2h"] > 0
