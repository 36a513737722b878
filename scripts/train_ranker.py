"""Fits search/ranker.py's weights on the tuned questions only, and prints their k-fold cross-validated figure.

    DATABASE_URL=sqlite:////tmp/corpus-final.sqlite3 SEARCH_INDEX_DIR=/tmp/INDEX \
        .venv/bin/python scripts/train_ranker.py [--rows ROWS.pkl] [--write]

Each tuned case of search/evaluation/sets.py (never a never-tuned one) is searched once with the re-ranking off;
for each, the rules among page 1's first ranker.DEPTH places, their feature rows (ranker.rows) and which of them the
question accepts are kept (--rows: kept in a file and read from it next time). A linear score is fitted pairwise
(logistic loss on each expected rule's score minus each other rule's of the same page, each question weighing
the same, L2). Printed: P@1, hit@5 and MRR@10 of the pages as they are and re-ranked, each question re-ranked by
weights fitted without its fold (a question's slipped copy in the same fold). --write fits on every tuned case and
writes search/data/ranker.json.
"""

import argparse
import os
import pickle
import sys
import zlib
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulings_site.settings")

FOLDS = 5
L2 = 0.001
STEPS = 3000
RATE = 1.0


def collect():
    """[(case id, [accepted] per page place, places, rows)] for every tuned case whose page 1 is re-ranked."""
    import django

    django.setup()
    from search import ranker
    from search.evaluation.sets import TUNED, all_cases
    from search.index import shared_searchers
    from search.query import QueryError, search

    seen = {}

    def record(page, ranked, index_ids, held, length, *, named, question):
        if named:
            return page  # not re-ranked (ranker.reorder)
        places = ranker.candidates(page)
        seen["page"] = list(page)
        seen["rows"] = ranker.rows(page, places, ranked, index_ids, held, length, question=question)
        seen["places"] = places
        return page

    ranker.reorder = record
    out = []
    for case in [c for c in all_cases() if c.part == TUNED]:
        seen.clear()
        shared_searchers().cache.clear()
        try:
            search(case.question.q)
        except QueryError:
            continue
        if not seen:
            continue
        accepted = [case.question.accepts(item) for item in seen["page"][:10]]
        out.append((case.id, accepted, seen["places"], seen["rows"]))
    return out


def fold_of(case_id):
    return zlib.crc32(case_id.removeprefix("typos-").encode()) % FOLDS


def pairs(data):
    """(differences, weights): each accepted rule's row minus each other rule's, each question weighing 1."""
    diffs, weights = [], []
    for _, accepted, places, rows in data:
        good = [i for i, p in enumerate(places) if accepted[p]]
        bad = [i for i, p in enumerate(places) if not accepted[p]]
        if not good or not bad:
            continue
        for g in good:
            for b in bad:
                diffs.append(rows[g] - rows[b])
                weights.append(1 / (len(good) * len(bad)))
    return np.array(diffs), np.array(weights)


def fit(data, l2=L2):
    x, sample = pairs(data)
    w = np.zeros(x.shape[1])
    for _ in range(STEPS):
        margin = x @ w
        grad = -(x.T @ (sample / (1 + np.exp(margin)))) / sample.sum() + l2 * w
        w -= RATE * grad
    return w


def first_rank(accepted, places, scores=None):
    from search.ranker import placed

    order = list(range(len(accepted)))
    if scores is not None and len(places) > 1:
        order = placed(order, places, scores)
    return next((r for r, i in enumerate(order, 1) if accepted[i]), None)


def figures(ranks, n):
    return (
        sum(r == 1 for r in ranks) / n,
        sum(r is not None and r <= 5 for r in ranks) / n,
        sum(1 / r for r in ranks if r) / n,
    )


def cross_validated(data, l2=L2):
    before, after = [], []
    for k in range(FOLDS):
        train = [d for d in data if fold_of(d[0]) != k]
        w = fit(train, l2)
        for case_id, accepted, places, rows in data:
            if fold_of(case_id) == k:
                before.append(first_rank(accepted, places))
                after.append(first_rank(accepted, places, rows @ w if len(places) else None))
    return before, after


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", help="keep the collected rows in this file (read from it when it exists)")
    parser.add_argument("--write", action="store_true", help="write search/data/ranker.json")
    args = parser.parse_args()
    if args.rows and Path(args.rows).exists():
        data = pickle.loads(Path(args.rows).read_bytes())
    else:
        data = collect()
        if args.rows:
            Path(args.rows).write_bytes(pickle.dumps(data))
    from search import ranker

    print(f"{len(data)} tuned cases re-ranked; features: {len(ranker.FEATURES)}")
    for l2 in (0.0, L2, 0.01):
        before, after = cross_validated(data, l2)
        b, a = figures(before, len(data)), figures(after, len(data))
        print(
            f"L2 {l2}: {FOLDS}-fold CV, tuned re-ranked pages: P@1 {b[0]:.1%} -> {a[0]:.1%}, "
            f"hit@5 {b[1]:.1%} -> {a[1]:.1%}, MRR@10 {b[2]:.3f} -> {a[2]:.3f}"
        )
    if args.write:
        w = fit(data)
        for name, value in zip(ranker.FEATURES, w, strict=True):
            print(f"  {name:18} {value:+.3f}")
        from search.jsonfiles import write_json

        write_json(
            ranker.WEIGHTS,
            {"features": list(ranker.FEATURES), "weights": [round(float(v), 4) for v in w], "cases": len(data)},
        )
        print(f"wrote {ranker.WEIGHTS}")


if __name__ == "__main__":
    main()
