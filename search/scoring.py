"""The best of a ranking's scores."""

import heapq

import numpy as np


def best_scores(scores, limit):
    """The `limit` best (docnum, score) of {docnum: score}: highest score first, then lowest docnum.

    heapq.nlargest with a key of (score, -docnum) builds a tuple per scored document (a long question scores tens
    of thousands); the floats alone are compared in C, and only the documents at or above the limit-th score are
    sorted."""
    if len(scores) <= limit:
        return sorted(scores.items(), key=by_score)
    floor = heapq.nlargest(limit, scores.values())[-1]
    return sorted([item for item in scores.items() if item[1] >= floor], key=by_score)[:limit]


def by_score(item):
    return -item[1], item[0]


def finder_best(finder, terms, boost, limit, k1, b):
    """RuleFinder.rank's best [(paragraph, score)] over numpy arrays: each term's postings as arrays (made once per
    finder, which never changes), every operation of its formula on whole arrays in the same order and float64 as
    its Python loop (the same scores), the best by score, ties in the order the loop first scored them (Python's
    sort is stable over the dict's insertion order)."""
    arrays = finder.__dict__.setdefault("_arrays", {})
    size = len(finder.lengths)
    norms = arrays.get(None)
    if norms is None:
        lengths = np.array(finder.lengths, dtype=np.float64)
        norms = arrays[None] = k1 * (1 - b + b * lengths / finder.average)
    scores = np.zeros(size)
    first = np.zeros(size, dtype=np.int64)  # the order each paragraph was first scored in
    scored = np.zeros(size, dtype=bool)
    count = 0
    for term, qweight in terms.items():
        idf = finder.idf.get(term)
        if idf is None:
            continue
        found = arrays.get(term)
        if found is None:
            postings = finder.postings.get(term, ())
            ids = np.array([i for i, _ in postings], dtype=np.int64)
            weights = np.array([w for _, w in postings], dtype=np.float64)
            found = arrays[term] = (ids, weights)
        ids, weights = found
        if not len(ids):
            continue
        scores[ids] += qweight * idf * weights * (k1 + 1) / (weights + norms[ids])
        new = ids[~scored[ids]]
        first[new] = np.arange(count, count + len(new))
        count += len(new)
        scored[new] = True
    for i, factor in boost:
        if scored[i]:
            scores[i] *= factor
    chosen = np.flatnonzero(scored)
    order = np.lexsort((first[chosen], -scores[chosen]))[:limit]
    return list(zip(chosen[order].tolist(), scores[chosen][order].tolist(), strict=True))
