"""The counting's shortcuts give what the plain computation gives: documents with at least k of the words (counted
once for k, k - 1… of the same words), and the best of the scores (ties by document number)."""

import heapq
import random

import pytest
from whoosh import fields, index
from whoosh.analysis import StandardAnalyzer
from whoosh.query import Term

from search.counting import DocSets
from search.scoring import best_scores

pytestmark = pytest.mark.search

WORDS = [f"w{i}" for i in range(14)]


@pytest.fixture(scope="module")
def searcher(tmp_path_factory):
    folder = tmp_path_factory.mktemp("atleast")
    ix = index.create_in(str(folder), fields.Schema(id=fields.ID(stored=True), en=fields.TEXT(StandardAnalyzer())))
    rng = random.Random(3)
    with ix.writer() as writer:
        for n in range(1500):
            # Word i in about one document in i + 1: sets of very different sizes, as a question's words are.
            words = [w for i, w in enumerate(WORDS) if rng.random() < 1 / (i + 1) ** 0.7]
            writer.add_document(id=str(n), en=" ".join(words) or "none")
    with ix.searcher() as searcher:
        yield searcher


def brute(docsets, queries, k):
    sets = [set(docsets.of(q)) for q in queries]
    return {d for d in set().union(*sets) if sum(d in s for s in sets) >= k}


def test_documents_with_at_least_k_of_the_words(searcher):
    docsets = DocSets(searcher)
    rng = random.Random(8)
    checked = 0
    for _ in range(12):
        queries = [Term("en", w) for w in rng.sample(WORDS, rng.randint(6, 12))]
        # As a fallback asks: all but one, then fewer (the counts of the previous call reused), then more again.
        for k in [*range(len(queries) - 1, 1, -1), len(queries) - 2]:
            expected = brute(docsets, queries, k)
            assert docsets.at_least(queries, k) == expected, (queries, k)
            checked += bool(expected)
    assert checked > 30
    docsets.forget()
    assert docsets.tally is None


@pytest.mark.parametrize("limit", [1, 3, 10, 50])
def test_the_best_scores_highest_first_then_lowest_document(limit):
    rng = random.Random(limit)
    for _ in range(50):
        # Few distinct scores: many ties, broken by the document number.
        scores = {d: rng.choice([0.5, 1.25, 2.0, 3.5, 7.0]) for d in rng.sample(range(10_000), rng.randint(1, 300))}
        expected = heapq.nlargest(limit, scores.items(), key=lambda item: (item[1], -item[0]))
        assert best_scores(scores, limit) == expected
