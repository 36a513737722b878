"""Rankings' scores: BM25F as Whoosh scores it over a DocSets' documents (a loop, or numpy arrays over the posting
files: the same floats), the rule finder's over arrays, and the best of the scores."""

import heapq
from collections import defaultdict

import numpy as np
from whoosh.util.numeric import byte_to_length

from . import whooshfast
from .postings import leaf_postings

B, K1 = 0.75, 1.2  # Whoosh's BM25F defaults
# Sets of at least this many documents have their boolean mask kept (mask_of), at most MAX_MASKS of them.
MASK_KEPT_FROM = 1000
MAX_MASKS = 16
# Whoosh's length byte -> the length doc_field_length gives, 1 for none (DocSets.length's `or 1`).
_LENGTH_OF_BYTE = np.array([byte_to_length(i) or 1 for i in range(256)], dtype=np.float64)
_LENGTH_OF_BYTE[0] = 1.0


def rank_loop(docsets, docs, terms, limit, priors):
    """DocSets.rank over Python dicts: a term's weights read whole (or looked up for a few documents)."""
    scores = defaultdict(float)
    searcher = docsets.searcher
    ordered = []  # docs sorted, once, if a word's weights are looked up
    for fieldname, text, boost in terms:
        postings = docsets.few_weights(fieldname, text, docs, ordered)
        if postings is not None:
            common = postings.keys()
        else:
            postings = docsets.postings(fieldname, text)
            common = (
                docs & docsets.term(fieldname, text)
                if len(postings) > len(docs)
                else [d for d in postings if d in docs]
            )
        if not postings:
            continue
        idf = searcher.idf(fieldname, text) * boost
        avg = searcher.avg_field_length(fieldname) or 1.0
        lengths = docsets.length(fieldname)
        # The formula below, its operations in the same order (the same floats), with the constants and the
        # lookups taken out of the loop: a long question scores thousands of documents per word.
        k1, b, k1_1, b_1 = K1, B, K1 + 1, 1 - B
        tfs, field_lengths_ = map(postings.__getitem__, common), map(lengths.__getitem__, common)
        for d, tf, length in zip(common, tfs, field_lengths_, strict=True):
            scores[d] += idf * (tf * k1_1) / (tf + k1 * (b_1 + b * length / avg))
    if not scores:
        return [(d, 0.0) for d in heapq.nsmallest(limit, docs)]
    for members, factor in priors:
        for d in members & scores.keys() if len(members) > len(scores) else [d for d in members if d in scores]:
            scores[d] *= factor
    best = best_scores(scores, limit)
    if len(best) < limit and len(scores) < len(docs):
        best += [(d, 0.0) for d in heapq.nsmallest(limit - len(best), (d for d in docs if d not in scores))]
    return best


def rank_arrays(docsets, docs, terms, limit, priors):
    """rank_loop over the posting files' arrays (numpy): every operation of the formula done on whole arrays, in
    the same order and in the same float64 as Python's (a word's float32 weight widened exactly), so the same
    scores; per word a few array operations instead of a Python loop over its thousands of documents."""
    size = docsets.reader.doc_count_all()
    wanted = mask_of(docsets, docs)
    scores = np.zeros(size)
    scored = np.zeros(size, dtype=bool)
    searcher = docsets.searcher
    k1, b, k1_1, b_1 = K1, B, K1 + 1, 1 - B
    for fieldname, text, boost in terms:
        ids, tf = term_arrays(docsets.leaves, fieldname, text)
        if not len(ids):
            continue
        keep = wanted[ids]
        # Widened to float64 here, for the few documents ranked: a common word holds 20,000 of them.
        ids, tf = ids[keep], tf[keep].astype(np.float64)
        idf = searcher.idf(fieldname, text) * boost
        avg = searcher.avg_field_length(fieldname) or 1.0
        length = docsets.length_array(fieldname)[ids]
        scores[ids] += idf * (tf * k1_1) / (tf + k1 * (b_1 + b * length / avg))
        scored[ids] = True
    found = np.flatnonzero(scored)
    if not len(found):
        return [(d, 0.0) for d in heapq.nsmallest(limit, docs)]
    for members, factor in priors:
        if members:
            scores[mask_of(docsets, members) & scored] *= factor
    values = scores[found]
    if len(found) > limit:
        floor = np.partition(values, len(values) - limit)[len(values) - limit]
        keep = values >= floor
        found, values = found[keep], values[keep]
    order = np.lexsort((found, -values))[:limit]  # by score, then document number, as by_score
    best = list(zip(found[order].tolist(), values[order].tolist(), strict=True))
    if len(best) < limit and int(scored.sum()) < len(docs):
        best += [(d, 0.0) for d in heapq.nsmallest(limit - len(best), (d for d in docs if not scored[d]))]
    return best


def mask_of(docsets, docs):
    """A boolean array over every document, true for `docs`. The kinds' sets and other large sets kept in the
    caches are asked for again by every query: their masks are kept beside them (DocSets.masks, by identity, the
    set held so that its id is not reused)."""
    key = id(docs)
    known = docsets.masks.get(key)
    if known is not None and known[0] is docs:
        return known[1]
    mask = np.zeros(docsets.reader.doc_count_all(), dtype=bool)
    if docs:
        mask[np.fromiter(docs, dtype=np.int64, count=len(docs))] = True
    if isinstance(docs, frozenset) and len(docs) >= MASK_KEPT_FROM:
        docsets.masks[key] = (docs, mask)
        while len(docsets.masks) > MAX_MASKS:
            docsets.masks.pop(next(iter(docsets.masks)))
    return mask


def term_arrays(leaves, fieldname, text):
    """(document numbers, weights) of a scoring term over every segment as numpy arrays, deleted documents included
    (ranking asks only for documents that are not): from the posting files (int32 and float32 as they are there,
    the numbers int64 from the second segment on: the caller widens the weights exactly into float64), or Whoosh's
    blocks for a segment whose file lacks the term (int64, float64; found once in it). `leaves`: postfile.for_reader's.
    """
    ids, weights = [], []
    for leaf, base, file in leaves:
        if fieldname not in leaf.schema:
            continue
        views = file.views(fieldname, text if isinstance(text, bytes) else leaf.schema[fieldname].to_bytes(text))
        if views is not None:
            found = np.frombuffer(views[0], dtype=np.int32).astype(np.int64)  # numpy indexes with int64 (intp)
            found = found + base if base else found
            tf = np.frombuffer(views[1], dtype=np.float32)
        else:
            docnums, values, _ = leaf_postings(leaf, fieldname, text)
            if not docnums:
                continue
            found = np.fromiter(docnums, dtype=np.int64, count=len(docnums)) + base
            tf = np.fromiter(values, dtype=np.float64, count=len(docnums))
        ids.append(found)
        weights.append(tf)
    if len(ids) == 1:
        return ids[0], weights[0]
    if not ids:
        return np.zeros(0, dtype=np.int64), np.zeros(0)
    return np.concatenate(ids), np.concatenate(weights)


def field_lengths(reader, fieldname):
    """A field's length in every document of a reader (float64; 1 where Whoosh has none): each segment's length
    column read whole (whooshfast.length_bytes), else document by document."""
    lengths = np.ones(reader.doc_count_all())
    for leaf, base in reader.leaf_readers():
        count = leaf.doc_count_all()
        raw = whooshfast.length_bytes(leaf, fieldname)
        if raw is None:
            lengths[base : base + count] = [leaf.doc_field_length(d, fieldname) or 1 for d in range(count)]
        else:
            raw = raw[:count]
            lengths[base : base + len(raw)] = _LENGTH_OF_BYTE[np.frombuffer(raw, dtype=np.uint8)]
    return lengths


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
    sort is stable over the dict's insertion order).

    That order is the first term (in the terms' order) that scores a paragraph, then its place in the term's
    postings, which list the paragraphs in ascending order (RuleFinder.__init__): read at the end, for the few
    paragraphs at or above the limit-th score only (np.partition), not kept term by term for every paragraph and
    sorted over all of them (a long question scores 1,600 of the 3,300; sfast12: 2.6 times faster, the same lists)."""
    arrays = finder.__dict__.setdefault("_arrays", {})
    size = len(finder.lengths)
    norms = arrays.get(None)
    if norms is None:
        lengths = np.array(finder.lengths, dtype=np.float64)
        norms = arrays[None] = k1 * (1 - b + b * lengths / finder.average)
    scores = np.zeros(size)
    scored = np.zeros(size, dtype=bool)
    seen = []  # each scoring term's paragraphs, in the terms' order
    for term, qweight in terms.items():
        idf = finder.idf.get(term)
        if idf is None:
            continue
        found = arrays.get(term)
        if found is None:
            postings = finder.postings.get(term, ())
            ids = np.array([i for i, _ in postings], dtype=np.int64)
            weights = np.array([w for _, w in postings], dtype=np.float64)
            # The formula's denominator (weights + norms[ids]) depends on the finder alone: kept with the arrays.
            found = arrays[term] = (ids, weights, weights + norms[ids])
        ids, weights, denominators = found
        if not len(ids):
            continue
        scores[ids] += qweight * idf * weights * (k1 + 1) / denominators
        scored[ids] = True
        seen.append(ids)
    for i, factor in boost:
        if scored[i]:
            scores[i] *= factor
    chosen = np.flatnonzero(scored)
    values = scores[chosen]
    if len(chosen) > limit:
        # Every paragraph tied with the limit-th stays: the tie is broken below.
        floor = np.partition(values, len(values) - limit)[len(values) - limit]
        keep = values >= floor
        chosen, values = chosen[keep], values[keep]
    first = np.empty(size, dtype=np.int64)
    for t in range(len(seen) - 1, -1, -1):  # the earliest term last: its index stays
        first[seen[t]] = t
    order = np.lexsort((chosen, first[chosen], -values))[:limit]
    return list(zip(chosen[order].tolist(), values[order].tolist(), strict=True))
