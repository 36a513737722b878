"""The best of a ranking's scores."""

import heapq


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
