"""sfast12: two costs of the rule finder's step (finder_query.finder_rules), each keeping every result.

- scoring.finder_best (RuleFinder.rank over arrays) sorted every paragraph a question's words score (1,600 of the
  3,300 for a long question) to read its best 10 or 60, and kept each paragraph's first-scored order term by term;
  now the tie order is read at the end for the paragraphs at or above the limit-th score only (np.partition), and a
  term's denominator is kept with its arrays. The same lists, ties and boosts included (test_scoring_arrays too).
- The named cards' layouts (cardtypes.kind_rules) were one database query per named card and question (a memo
  a first-time question found empty); cardlayouts.card_layout reads the card table once per finder.

Before (main 6b44d54): no search.cardlayouts (collection error), and finder_best's lexsort read every paragraph
scored (test_the_best_are_sorted_alone fails)."""

import random

import numpy as np
import pytest

from cards.models import Card
from search import cardlayouts, rulefinder, scoring
from search.rulefinder import RuleFinder
from tests.builders import make_card

pytestmark = pytest.mark.search

TERMS = [f"t{i}" for i in range(12)]


def _finder(rng, size=400):
    docs = []
    for n in range(size):
        if n % 3 == 0 and docs:
            docs.append(dict(docs[rng.randrange(len(docs))]))  # the words of an earlier one: tied scores
            continue
        docs.append({t: rng.choice([1, 2]) for t in rng.sample(TERMS, rng.randint(1, 4))})
    df = {t: sum(t in d for d in docs) for t in TERMS}
    return RuleFinder({"numbers": [f"{100 + n // 10}.{n % 10 + 1}" for n in range(len(docs))], "docs": docs, "df": df})


def _ranked(finder, fast, terms, limit, boost):
    before, rulefinder.FAST = rulefinder.FAST, fast
    try:
        return finder.rank(terms, limit=limit, boost=boost)
    finally:
        rulefinder.FAST = before


def test_many_ties_at_the_limit_keep_the_loop_s_order():
    # Few words, weights 1 or 2: scores repeat, and the limit-th score is shared by many paragraphs scored first by
    # different terms; the loop's order (first term to score a paragraph, then its place in that term's postings).
    rng = random.Random(12)
    finder = _finder(rng)
    cut_in_ties = 0
    for _ in range(300):
        terms = {t: rng.choice([1, 0.5]) for t in rng.sample(TERMS, rng.randint(1, 6))}
        boost = {rng.choice(finder.numbers): rng.choice([1.5, 0.5]) for _ in range(rng.randint(0, 3))} or None
        limit = rng.choice([1, 3, 10, 60])
        arrays = _ranked(finder, True, terms, limit, boost)
        assert arrays == _ranked(finder, False, terms, limit, boost)
        whole = _ranked(finder, False, terms, 10_000, boost)
        cut_in_ties += len(whole) > limit and whole[limit].score == whole[limit - 1].score
    assert cut_in_ties > 50  # the limit falls inside a tie in many of them


def test_the_best_are_sorted_alone(monkeypatch):
    # 400 paragraphs, most scored by the question's words: the sort reads the 10 best and those tied with the 10th.
    finder = _finder(random.Random(3))
    sorted_sizes = []
    lexsort = np.lexsort

    def recorded(keys):
        sorted_sizes.append(len(keys[0]))
        return lexsort(keys)

    monkeypatch.setattr(scoring.np, "lexsort", recorded)
    terms = dict.fromkeys(TERMS, 1.0)
    ranked = _ranked(finder, True, terms, 10, None)
    scores = [r.score for r in _ranked(finder, False, terms, 10_000, None)]
    tied = sum(s == ranked[-1].score for s in scores)
    assert len(scores) > 300
    assert sorted_sizes == [10 - sum(r.score == ranked[-1].score for r in ranked) + tied]


def test_a_term_s_arrays_are_made_once_per_finder():
    finder = _finder(random.Random(4))
    finder.rank({"t1": 1.0, "t2": 1.0}, limit=5)
    kept = finder._arrays["t1"]
    finder.rank({"t1": 2.0}, limit=5)
    assert finder._arrays["t1"] is kept
    ids, weights, denominators = kept
    assert np.array_equal(denominators, weights + finder._arrays[None][ids])


class _Searchers:
    def __init__(self, finder):
        self.finder = finder
        self.cache = {}


@pytest.mark.django_db
def test_the_layouts_are_read_once_per_finder_as_the_query_reads_them(django_assert_num_queries):
    make_card("Bushi Tenderfoot", layout="flip")
    make_card("Chittering Host", layout="meld")
    make_card("Llanowar Elves", layout="normal")
    make_card("Odd One", layout="")
    names = ["Bushi Tenderfoot", "Chittering Host", "Llanowar Elves", "Odd One", "No Such Card"]
    searchers = _Searchers(RuleFinder({"numbers": ["100.1"], "docs": [{"a": 1}], "df": {"a": 1}}))
    expected = ["flip", "meld", "normal", "", ""]
    with django_assert_num_queries(1):
        assert [cardlayouts.card_layout(searchers, name) for name in names] == expected
        assert [cardlayouts.card_layout(searchers, name) for name in names] == expected
    # A new index's finder reads the table anew: a layout changed since is read.
    Card.objects.filter(name="Llanowar Elves").update(layout="meld")
    with django_assert_num_queries(1):
        assert cardlayouts.card_layout(_Searchers(RuleFinder({"numbers": ["1"]})), "Llanowar Elves") == "meld"
