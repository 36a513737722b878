"""Questions made from the rulings (bench/ruling_pairs.py) and the finder's own BM25 constants."""

import importlib
from pathlib import Path

import pytest

from search import rulefinder
from search.rulefinder import RuleFinder

BENCH = Path(__file__).resolve().parents[2] / "bench"


@pytest.fixture
def pairs_script(monkeypatch):
    monkeypatch.syspath_prepend(str(BENCH))
    return importlib.import_module("ruling_pairs")


def test_a_rulings_citation_is_taken_out_of_its_question(pairs_script):
    question_of = pairs_script.question_of
    assert question_of("You don't lose the game if you're at or below 0 life. (704.5a)") == (
        "You don't lose the game if you're at or below 0 life."
    )
    assert question_of("It's put into the graveyard, as per rule 704.5g, and can't be regenerated.") == (
        "It's put into the graveyard, as, and can't be regenerated."
    )
    assert question_of("See rules 601.2a–h and 601.2f for the total cost.") == "for the total cost."
    assert question_of("It costs 100 life.") == "It costs 100 life."  # a count is no rule number


def test_the_plain_ranking_keeps_the_baselines_constants_whatever_the_finders(monkeypatch):
    # The plain ranking stands for FTS5 (k1 1.2, b 0.75): trying other k1 and b for the finder must not move it.
    plain = {"numbers": ["1", "2"], "docs": [{"die": 1.0}, {"die": 1.0, "x": 9.0}], "df": {"die": 2, "x": 1}}
    data = {"numbers": ["1"], "docs": [{"die": 1.0}], "df": {"die": 1}, "plain": plain}
    before = RuleFinder(data).plain.rank({"die": 1.0})
    monkeypatch.setattr(rulefinder, "K1", 0.4)
    monkeypatch.setattr(rulefinder, "B", 0.2)
    finder = RuleFinder(data)
    assert (finder.k1, finder.b) == (0.4, 0.2)
    assert finder.plain.rank({"die": 1.0}) == before
