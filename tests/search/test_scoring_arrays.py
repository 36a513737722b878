"""The rule finder's ranking over arrays (scoring.finder_best) is its Python loop's: the same paragraphs, the same
float scores, ties in the same order, with boosts."""

import random

import pytest

from search import rulefinder
from search.rulefinder import RuleFinder

pytestmark = pytest.mark.search

TERMS = [f"t{i}" for i in range(40)]


def _finder(rng):
    docs = []
    for n in range(600):
        if n % 7 == 0 and docs:
            docs.append(dict(docs[-1]))  # the same words as the one before: tied scores
            continue
        chosen = rng.sample(TERMS, rng.randint(1, 12))
        docs.append({t: round(rng.choice([1, 2, 3, rng.random() * 4]), 3) for t in chosen})
    df = {t: sum(t in d for d in docs) for t in TERMS}
    return RuleFinder({"numbers": [f"{100 + n // 10}.{n % 10 + 1}" for n in range(len(docs))], "docs": docs, "df": df})


def _ranks(finder, fast, queries):
    before, rulefinder.FAST = rulefinder.FAST, fast
    try:
        return [finder.rank(terms, limit=limit, boost=boost) for terms, limit, boost in queries]
    finally:
        rulefinder.FAST = before


def test_the_ranking_over_arrays_is_the_loop_s():
    rng = random.Random(5)
    finder = _finder(rng)
    queries = []
    for _ in range(200):
        terms = {t: rng.choice([1, 1, 2, 0.5]) for t in rng.sample(TERMS + ["unknown"], rng.randint(1, 9))}
        boost = {rng.choice(finder.numbers): rng.choice([1.5, 2.0, 0.5]) for _ in range(rng.randint(0, 4))}
        boost["999.9"] = 3.0  # a number the finder does not have
        queries.append((terms, rng.choice([1, 5, 30, 1000]), boost or None))
    loop, arrays = _ranks(finder, False, queries), _ranks(finder, True, queries)
    assert arrays == loop
    assert sum(len(r) for r in loop) > 5000
    tied = [r for r in loop if len(r) > 1 and any(a.score == b.score for a, b in zip(r, r[1:], strict=False))]
    assert tied  # the ties' order is checked too


def test_tied_paragraphs_keep_the_order_the_loop_first_scored_them_in():
    # 100.2 (b) and 100.1 (a) tie; the question's words are b then a: the loop scores 100.2 first, and Python's
    # stable sort keeps it first, not the lower index.
    finder = RuleFinder(
        {
            "numbers": ["100.1", "100.2", "100.3", "100.4"],
            "docs": [{"a": 1}, {"b": 1}, {"c": 1}, {"a": 1, "b": 1}],
            "df": {"a": 2, "b": 2, "c": 1},
        }
    )
    (loop,), (arrays,) = (
        _ranks(finder, False, [({"b": 1, "a": 1}, 3, None)]),
        _ranks(finder, True, [({"b": 1, "a": 1}, 3, None)]),
    )
    assert [r.number for r in loop] == ["100.4", "100.2", "100.1"]
    assert arrays == loop
