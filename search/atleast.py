"""Documents matching at least k of a question's parts (DocSets.at_least), an OR group counted over candidates.

A judge's jargon expands a word into an OR group of tens of alternatives. The fallback asking for most of a
question's words (fallbacks._most_words) read each group's whole set (the union of its alternatives, copied into a
frozenset and kept) only to count, per document, how many parts it is in. A document in k of the n parts misses at
most n - k of them, so it is in ANY n - k + 1 of them, not only in the smallest: the candidates are the union of
n - k + 1 parts whose sets are at hand (terms, groups read already), and a group not read yet is counted over those
candidates only, each alternative's documents intersected with them: the group's union is never built nor copied.
The documents returned are the same (tests/search/test_sfast8.py).
"""

import itertools
import math
from collections import Counter

from whoosh import query as wq

# Whether a group not read yet is counted over the candidates (False: every part's whole set, as before sfast8).
# A module constant read at each call: the interleaved A/B switched it per question.
WITHIN = True


def at_least(docsets, queries, k):
    """Documents matching at least k of the queries (DocSets.at_least)."""
    if WITHIN and k > 1:
        unread = [q for q in queries if _unread_group(docsets, q)]
        if unread:
            at_hand = [q for q in queries if not any(q is u for u in unread)]
            if len(at_hand) >= len(queries) - k + 1:
                return _over_candidates(docsets, queries, at_hand, unread, k)
    return _whole(docsets, queries, k)


def _unread_group(docsets, q):
    """Whether q is an OR group whose set is not kept yet (of() would build its union now)."""
    if not isinstance(q, (wq.Or, wq.DisjunctionMax)) or isinstance(q, wq.Ordered):
        return False
    seen = docsets.seen.get(id(q))
    if seen is not None and seen[0] is q:
        return False
    return docsets.compound.get(q) is None


def _over_candidates(docsets, queries, at_hand, unread, k):
    """The candidates from the smallest n - k + 1 parts at hand; every part counted over them, the unread groups
    alternative by alternative (DocSets.within of each, never the group's union)."""
    sets = sorted((docsets.of(q) for q in at_hand), key=len)
    candidates = set().union(*sets[: len(queries) - k + 1])
    # A fallback asks for k, then k - 1… of the same queries: the documents already counted are not counted again.
    key = tuple(queries)
    counted, counts = set(), Counter()
    if docsets.tally is not None and docsets.tally[0] == key and docsets.tally[1] <= candidates:
        _, counted, counts = docsets.tally
    fresh = candidates - counted if counted else candidates
    if fresh:
        for docs in sets:
            counts.update(docs & fresh)
        for group in unread:
            found = set()
            for sub in group.subqueries:
                found |= docsets.within(sub, fresh)
            counts.update(found)
        counted = counted | fresh
    docsets.tally = (key, counted, counts)
    return {d for d, n in counts.items() if n >= k}


def _whole(docsets, queries, k):
    """Every part's whole set (of() builds and keeps each group's union)."""
    sets = sorted((docsets.of(q) for q in queries), key=len)
    if k <= 1:
        return set().union(*sets)
    if math.comb(len(sets), k) <= 20:
        # Few combinations: the union of their intersections, all set operations in C.
        found = set()
        for chosen in itertools.combinations(sets, k):  # each smallest first: the intersections shrink fast
            common = chosen[0]
            for other in chosen[1:]:
                common = common & other
            found |= common
        return found
    # A document in k of the n sets is in one of the n - k + 1 smallest: only those are counted, each set's
    # share of them counted in C. A fallback asks for k, then k - 1… of the same queries: the documents
    # already counted are not counted again.
    candidates = set().union(*sets[: len(sets) - k + 1])
    key = tuple(queries)
    counted, counts = set(), Counter()
    if docsets.tally is not None and docsets.tally[0] == key and docsets.tally[1] <= candidates:
        _, counted, counts = docsets.tally
    fresh = candidates - counted if counted else candidates
    if fresh:
        for docs in sets:
            counts.update(docs & fresh)
        counted = counted | fresh
    docsets.tally = (key, counted, counts)
    return {d for d, n in counts.items() if n >= k}
