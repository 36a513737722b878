"""A learned re-ranking of page 1's rules: a linear score over what the search already knows of each rule.

The fused page (hybrid.fuse, then firstplace and the best ruling) is ordered by hand-tuned weights. This module
scores each rule among page 1's first DEPTH places by a weighted sum of features the search has already computed
(its place on the page, the finder's rank and score, the index's rank, how much of the question's rare words it
holds, whether it is a title, a subrule, a keyword's rule, its section…) and puts the best one in the first place
a rule held, the others one rule place down: a card's page or ruling keeps its place, and so do the pinned results and the answer box
(query.py calls this on the fused page only).

The weights (search/data/ranker.json) are fitted by scripts/train_ranker.py on the tuned questions only
(search/evaluation/sets.py), pairwise: each expected rule against each other rule of the same page.
"""

import math
from functools import cache
from pathlib import Path

import numpy as np

from .jsonfiles import read_json
from .siblings import parent

WEIGHTS = Path(__file__).with_name("data") / "ranker.json"
SWITCH = True
# How many of page 1's first places are reordered (hit@5 and P@1 are read from the first five, MRR from ten).
DEPTH = 10
# RRF's K, as hybrid.fuse ranks.
K = 6
# A paragraph of this many terms or fewer says what kind of thing a keyword is (firstplace.SHORT).
SHORT = 12
FEATURES = (
    "place",
    "finder",
    "finder_share",
    "in_finder",
    "index",
    "held_share",
    "held_best",
    "title_only",
    "section",
    "subrule",
    "keyword",
    "short",
    "length",
    "family_count",
    "first_of_family",
    "parent_here",
    "question_subrule",
    *(f"s{digit}" for digit in range(1, 10)),
)


def candidates(page, depth=DEPTH):
    """The places among the first depth of page 1 that hold a rule of today's CR (a number, no translation)."""
    return [
        i
        for i, item in enumerate(page[:depth])
        if item["kind"] == "rule" and item.get("number") and not item.get("original")
    ]


def rows(page, places, ranked, index_ids, held, length, *, question=False):
    """One row of FEATURES per place of places (candidates); ranked: the finder's [Ranked] (hybrid.finder_rules);
    index_ids: the index's results' ids in its order, before the fusion; held: RuleFinder.held of the question
    (None for a French one); length: RuleFinder.length."""
    numbers = [page[i]["number"] for i in places]
    finder = {r.number: (rank, r.score) for rank, r in enumerate(ranked, 1)}
    top = ranked[0].score if ranked and ranked[0].score > 0 else 1.0
    index_rank = {doc_id: rank for rank, doc_id in enumerate(index_ids, 1)}
    helds = [held(n) if held else 0.0 for n in numbers]
    most = max(helds, default=0.0)
    families = [parent(n) or n for n in numbers]
    out = []
    for at, (place, number) in enumerate(zip(places, numbers, strict=True)):
        item = page[place]
        rank, score = finder.get(number, (None, 0.0))
        size = length(number)
        keyword = number.startswith(("701.", "702."))
        subrule = number[-1].isalpha()
        row = [
            1 / (1 + place),
            1 / (K + rank) if rank else 0.0,
            score / top,
            float(rank is not None),
            1 / (K + index_rank[item["id"]]) if item["id"] in index_rank else 0.0,
            helds[at] / most if most > 0 else 0.0,
            float(most > 0 and helds[at] == most),
            float(not item.get("snippet")),
            float(len(number) == 3),
            float(subrule),
            float(keyword),
            float(size is not None and size <= SHORT),
            math.log1p(size or 0) / 5,
            (families.count(families[at]) - 1) / DEPTH,
            float(families.index(families[at]) == at),
            float(parent(number) in numbers),
            float(question and subrule),
            *(float(number[0] == str(digit)) for digit in range(1, 10)),
        ]
        out.append(row)
    return np.array(out, dtype=float).reshape(len(out), len(FEATURES))


def placed(page, places, scores):
    """Page 1 with the best-scoring rule of places in the first of them, the rules it passes one rule place down:
    only the first place is the weights' (reordering the places below it moved rules a test pins and gained no first
    place in cross-validation)."""
    best = max(range(len(places)), key=lambda i: (scores[i], -i))
    rules = [page[places[best]], *(page[p] for i, p in enumerate(places) if i != best)]
    out = list(page)
    for place, item in zip(places, rules, strict=True):
        out[place] = item
    return out


@cache
def weights():
    """The fitted weights in FEATURES' order, or None when there are none (or they are of other features)."""
    data = read_json(WEIGHTS, {})
    if data.get("features") != list(FEATURES):
        return None
    return np.array(data["weights"], dtype=float)


def reorder(page, ranked, index_ids, held, length, *, named=False, question=False):
    """Page 1 with the best of its first DEPTH places' rules by the fitted weights first (rows, placed); a query naming a
    card as it was (named: its rules, the card's wordings and kinds, are placed by hybrid on purpose)."""
    w = weights()
    places = candidates(page)
    if not SWITCH or named or w is None or len(places) < 2:
        return page
    scores = rows(page, places, ranked, index_ids, held, length, question=question) @ w
    return placed(page, places, scores)
