"""Counting and ranking matches with set algebra over posting lists.

Whoosh counts a query's matches (for `total` and the facets) and finds the
best ones by walking its matcher tree one posting at a time in Python: 40-200 ms
for three common words over four fields on the corpus, most of a query's time
(profiled with cProfile: binary.py _find_next/skip_to). The same matches are
a few C-speed set intersections of the terms' document numbers, each read a
block at a time and kept until the index changes; only the matching documents
are then scored, with Whoosh's BM25F formula and its statistics.
"""

import heapq
import itertools
import math
from collections import defaultdict

from whoosh import query as wq
from whoosh.reading import TermNotFound

B, K1 = 0.75, 1.2  # Whoosh's BM25F defaults
# The fields a query's words are scored in (schema.DEFAULT_FIELDS).
SCORED_FIELDS = frozenset(("title", "card", "en", "fr"))


def _block_postings(matcher, weights=True):
    """{docnum: weight} of a leaf matcher (weights None when not asked for), a block at a time:
    the codec's arrays, not one call per posting."""
    if (
        not hasattr(matcher, "_read_ids")
        or not hasattr(matcher, "_read_weights")
        or not hasattr(matcher, "_next_block")
    ):
        postings = {}
        while matcher.is_active():
            postings[matcher.id()] = matcher.weight() if weights else None
            matcher.next()
        return postings
    postings = {}
    while matcher.is_active():
        if matcher._ids is None:
            matcher._read_ids()
        start = matcher._i
        if weights:
            if matcher._weights is None:
                matcher._read_weights()
            postings.update(zip(matcher._ids[start:], matcher._weights[start:], strict=False))
        else:
            postings.update(dict.fromkeys(matcher._ids[start:]))
        matcher._next_block()
    return postings


def term_postings(reader, fieldname, text, weights=True):
    """{docnum: weight} of a term over every segment, without deleted documents."""
    postings = {}
    for leaf, base in reader.leaf_readers():
        try:
            matcher = leaf.postings(fieldname, text)
        except TermNotFound:
            continue
        deleted = None
        if matcher.__class__.__name__ == "FilterMatcher":
            matcher, deleted = matcher.child, leaf.deleted_docs_set
        found = _block_postings(matcher, weights)
        for d in deleted or ():
            found.pop(d, None)
        postings.update(((d + base, w) for d, w in found.items()) if base else found)
    return postings


class DocSets:
    """Document-number sets of queries on one searcher, with the terms' sets cached."""

    def __init__(self, searcher, max_terms=5000, max_postings=1_500_000):
        self.searcher = searcher
        self.reader = searcher.reader()
        self.terms = {}
        self.held = 0
        self.max_terms = max_terms
        self.max_postings = max_postings
        self.others = {}
        self.compound = {}
        self.compound_held = 0
        self.lengths = {}
        self._all = None

    def all(self):
        if self._all is None:
            self._all = set(self.reader.all_doc_ids())
        return self._all

    def postings(self, fieldname, text):
        """{docnum: weight} of a scoring term."""
        key = (fieldname, text)
        found = self.terms.get(key)
        if found is None or found[1] is None:
            postings = term_postings(self.reader, fieldname, text)
            found = self._keep(key, (frozenset(postings), postings))
        return found[1]

    def scored(self, fieldname, text):
        """The documents holding a scoring term, its weights read at the same time (ranking will want them)."""
        self.postings(fieldname, text)
        return self.terms[(fieldname, text)][0]

    def term(self, fieldname, text):
        """The documents holding a term. A word of the searched text fields is read with its weights, once:
        ranking scores it next (reading the ids, then again for the weights, doubled the first-time cost);
        a filter's term (kind, lang, day…) is read without."""
        if fieldname in SCORED_FIELDS:
            return self.scored(fieldname, text)
        key = (fieldname, text)
        found = self.terms.get(key)
        if found is None:
            found = self._keep(key, (frozenset(term_postings(self.reader, fieldname, text, weights=False)), None))
        return found[0]

    def _keep(self, key, found):
        # Bounded by postings held, not terms: a common word holds 20,000 (about 2 MB with its weights).
        size = len(found[0]) * (2 if found[1] is not None else 1)
        if len(self.terms) >= self.max_terms or self.held + size > self.max_postings:
            self.forget()
        self.terms[key] = found
        self.held += size
        return found

    def forget(self):
        """Drops what one query read (its terms' postings, phrase matches), keeping the kinds' sets:
        what a query costs the first time it is asked (the benchmark's cold figures)."""
        self.terms = {k: v for k, v in self.terms.items() if k[0] == "kind"}
        self.held = sum(len(v[0]) for v in self.terms.values())
        self.others.clear()
        self.compound.clear()
        self.compound_held = 0

    def day_range(self, start, end):
        """Documents dated from start to end (datetimes, either None: open), from the `day` terms."""
        key = ("day-range", start, end)
        docs = self.others.get(key)
        if docs is None:
            low = start.date().isoformat() if start else ""
            high = end.date().isoformat() if end else "9999-12-31"
            found = set()
            for btext, _ in self.reader.iter_field("day", low):
                day = btext.decode("utf-8") if isinstance(btext, bytes) else btext
                if day > high:
                    break
                found |= self.term("day", day)
            docs = self.others[key] = frozenset(found)
        return docs

    def at_least(self, queries, k):
        """Documents matching at least k of the queries (most of a question's words, not all)."""
        sets = sorted((self.of(q) for q in queries), key=len)
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
        # A document in k of the n sets is in one of the n - k + 1 smallest: only those are counted.
        candidates = set().union(*sets[: len(sets) - k + 1])
        return {d for d in candidates if sum(d in docs for docs in sets) >= k}

    def family(self, number):
        """The documents of a rule and of every rule under it (702.19: 702.19a…; 704: 704.1, 704.5j…)."""
        if "family" in self.reader.schema:
            return self.term("family", number)
        # An index built before the `family` field: the rules numbered under it, one term each.
        key = ("family", number)
        docs = self.others.get(key)
        if docs is None:
            found = set()
            for btext in self.reader.expand_prefix("number", number):
                text = btext.decode("utf-8") if isinstance(btext, bytes) else btext
                rest = text[len(number) :]
                if not rest or (rest[0] == "." if "." not in number else rest.isalpha()):
                    found |= self.term("number", text)
            docs = self.others[key] = frozenset(found)
        return docs

    def length(self, fieldname):
        """docnum -> the field's length in that document, read once per document."""
        lengths = self.lengths.get(fieldname)
        if lengths is None:
            reader = self.reader

            class Lengths(dict):
                def __missing__(self, docnum):
                    value = self[docnum] = reader.doc_field_length(docnum, fieldname) or 1
                    return value

            lengths = self.lengths[fieldname] = Lengths()
        return lengths

    def rank(self, docs, terms, limit, priors=()):
        """The `limit` best of `docs` for the scoring terms [(field, text, boost)]: [(docnum, score)].

        BM25F as Whoosh scores (its idf and average field lengths), times the
        factor of each (members, factor) prior the document belongs to;
        documents no term scores keep the index order (rules in order, rulings by date).
        """
        scores = defaultdict(float)
        searcher = self.searcher
        for fieldname, text, boost in terms:
            postings = self.postings(fieldname, text)
            if not postings:
                continue
            common = (
                docs & self.term(fieldname, text) if len(postings) > len(docs) else [d for d in postings if d in docs]
            )
            idf = searcher.idf(fieldname, text) * boost
            avg = searcher.avg_field_length(fieldname) or 1.0
            lengths = self.length(fieldname)
            for d in common:
                tf = postings[d]
                scores[d] += idf * (tf * (K1 + 1)) / (tf + K1 * ((1 - B) + B * lengths[d] / avg))
        if not scores:
            return [(d, 0.0) for d in heapq.nsmallest(limit, docs)]
        for members, factor in priors:
            for d in members & scores.keys() if len(members) > len(scores) else [d for d in members if d in scores]:
                scores[d] *= factor
        best = heapq.nlargest(limit, scores.items(), key=lambda item: (item[1], -item[0]))
        if len(best) < limit and len(scores) < len(docs):
            best += [(d, 0.0) for d in heapq.nsmallest(limit - len(best), (d for d in docs if d not in scores))]
        return best

    def of(self, q):
        if isinstance(q, wq.Term):
            return self.term(q.fieldname, q.text)
        if isinstance(q, type(wq.NullQuery)):
            return set()
        if isinstance(q, wq.Every):
            return self.all()
        if isinstance(q, wq.AndNot):
            return self.of(q.a) - self.of(q.b)
        if isinstance(q, wq.AndMaybe):
            return self.of(q.a)
        if isinstance(q, wq.Not):
            return self.all() - self.of(q.query)
        if isinstance(q, (wq.Or, wq.And, wq.DisjunctionMax)) and not isinstance(q, wq.Ordered):
            # A judge's jargon expands into OR groups that a search reads several times (matches, most of the
            # words, what comes first): each group's set is kept like a term's.
            docs = self.compound.get(q)
            if docs is None:
                docs = frozenset(self._compound(q))
                if len(self.compound) >= 2000 or self.compound_held + len(docs) > self.max_postings // 3:
                    self.compound.clear()
                    self.compound_held = 0
                self.compound[q] = docs
                self.compound_held += len(docs)
            return docs
        return self._leaf(q)

    def _compound(self, q):
        if isinstance(q, (wq.Or, wq.DisjunctionMax)):
            docs = set()
            for sub in q.subqueries:
                docs |= self.of(sub)
            return docs
        # An AND: negations inside it subtract; the rarest part first (by the index's counts, before reading
        # any postings), and nothing more is read once no document is left.
        positives = sorted((s for s in q.subqueries if not isinstance(s, wq.Not)), key=self.estimate)
        negatives = [s.query for s in q.subqueries if isinstance(s, wq.Not)]
        docs = set(self.of(positives[0])) if positives else set(self.all())
        for other in positives[1:]:
            docs &= self.of(other)
            if not docs:
                return docs
        for negative in negatives:
            docs -= self.of(negative)
        return docs

    def estimate(self, q):
        """About how many documents a query matches, from the term counts alone (an upper bound)."""
        if isinstance(q, wq.Term):
            try:
                return self.reader.doc_frequency(q.fieldname, q.text)
            except (KeyError, ValueError):
                return 0
        if isinstance(q, (wq.Or, wq.DisjunctionMax)):
            return sum(self.estimate(s) for s in q.subqueries)
        if isinstance(q, wq.And):
            return min((self.estimate(s) for s in q.subqueries if not isinstance(s, wq.Not)), default=0)
        if isinstance(q, wq.Phrase):
            return min((self.estimate(wq.Term(q.fieldname, w)) for w in q.words), default=0)
        return self.reader.doc_count_all()

    def _leaf(self, q):
        if isinstance(q, wq.DateRange) and q.fieldname == "date" and "day" in self.reader.schema:
            return self.day_range(q.startdate, q.enddate)
        if isinstance(q, wq.Phrase):
            # Only documents with every word can hold the phrase.
            for word in q.words:
                if not self.term(q.fieldname, word):
                    return set()
        # Phrases, ranges, fuzzy terms: Whoosh's own walk, kept like the terms.
        key = repr(q)
        docs = self.others.get(key)
        if docs is None:
            docs = frozenset(self.searcher.docs_for_query(q))
            if len(self.others) >= 500 or sum(map(len, self.others.values())) + len(docs) > self.max_postings // 3:
                self.others.clear()
            self.others[key] = docs
        return docs
