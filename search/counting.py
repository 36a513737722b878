"""Counting and ranking matches with set algebra over posting lists.

Whoosh counts a query's matches (for `total` and the facets) and finds the
best ones by walking its matcher tree one posting at a time in Python: 40-200 ms
for three common words over four fields on the corpus, most of a query's time
(profiled with cProfile: binary.py _find_next/skip_to). The same matches are
a few C-speed set intersections of the terms' document numbers, each read a
block at a time (whooshfast.py, the one module reading Whoosh's private fields)
and kept until the index changes (then carried over where the change left them
valid, Carry); only the matching documents are then scored, with Whoosh's BM25F
formula and its statistics.
"""

import itertools
import math
import time
from collections import Counter

from whoosh import query as wq

from . import postfile
from .carry import Carry
from .postings import (
    Bounded,
    Shared,
    holding,
    read_positions,
    term_docs,
    term_positions,
    term_postings,
    weights_for,
)
from .schema import DEFAULT_FIELDS
from .scoring import field_lengths, rank_arrays, rank_loop

SCORED_FIELDS = frozenset(DEFAULT_FIELDS)  # the fields a query's words are scored in
# The bounds of a searcher's caches (DocSets), least recently used first out. Terms: in documents held, a term
# with its weights counting twice (about 20 bytes a unit then, 45 for a filter's set: tracemalloc, docs/search.md);
# phrases, ranges and OR groups a sixth of that each; words' positions read on demand: in documents (about 100
# bytes each).
MAX_POSTINGS = 1_500_000
MAX_POSITIONS = 100_000
# The positions of the words with at least this many documents in these fields are loaded whole ahead (warm.py,
# in the gunicorn master before the fork): a phrase of common words then reads nothing. On the corpus: 440 words,
# 0.9 million positions, about 10 MB in arrays, read in 1.2 s.
PRELOAD_MIN_DOCS = 300
# A word ranked among documents this many times fewer than the documents it is in has its weights looked up for
# those documents only (a question's rarer words match a few dozen documents; its common words, 20,000).
LOOKUP_BELOW = 16
PRELOAD_FIELDS = ("en", "fr")
MAX_SEEN = 256  # the groups found by identity (DocSets.seen): a few searches' worth
MAX_FREQUENCIES = 100_000  # the terms' document counts kept (DocSets.frequency): emptied beyond


def _is_kind(key):
    return key[0] == "kind"


class DocSets:
    """Document-number sets of queries on one searcher, with the terms' sets cached.

    The caches are bounded (least recently used first out), by postings held rather than entries: a common
    word holds 20,000 documents (about 2 MB with its weights), a rare one a handful. Whatever is evicted is read
    again from the index when asked, so the bounds cost speed, never results.
    """

    def __init__(
        self, searcher, max_terms=5000, max_postings=MAX_POSTINGS, max_positions=MAX_POSITIONS, *, carry_from=None
    ):
        """carry_from: the DocSets of the searcher this one replaces (same index, before a change): what it read
        is taken over, as it is asked for, where the change left it valid (Carry)."""
        self.searcher = searcher
        self.reader = searcher.reader()
        self.max_postings = max_postings
        # {(field, text): (its documents, {docnum: weight} or None)}: the documents are a frozenset, or the
        # weights' keys (a set-like view) when the weights are kept; the size of an entry is its documents,
        # twice with the weights.
        self.terms = Bounded(max_postings, max_terms, pinned=_is_kind)
        # Phrases, ranges, fuzzy terms (by repr), and the OR / AND groups a judge's jargon expands into.
        self.others = Bounded(max_postings // 6, 500)
        self.compound = Bounded(max_postings // 6, 2000)
        # {id(query): (query, documents)}: the groups asked for lately, by identity (of()).
        self.seen = {}
        # {(field, text): {docnum: positions}}: a phrase's words' positions, read for its candidates only.
        self.positions = Bounded(max_positions, 2000)
        # {(field, text): TermPositions}: every position of the common words, loaded ahead (preload_positions).
        self.stored = {}
        self.lengths = {}
        # Per searcher, kept across queries (a segment never changes): each field's lengths as an array, and the
        # boolean masks of the large sets kept (the kinds', a common word's) that ranking multiplies by.
        self.length_arrays = {}
        self.masks = {}
        self._all = None
        self.shared = Shared(self.reader.doc_count_all())
        # Each segment with its posting file (postfile.py: a term's documents and weights as arrays), written
        # here when missing.
        self.leaves = postfile.for_reader(self.reader)
        self.arrays = all(file is not None for _, _, file in self.leaves)
        self.carry = Carry.between(carry_from, self.reader, self.leaves) if carry_from is not None else None
        # (queries, how many of their smallest sets counted, documents counted, Counter) of the last at_least.
        self.tally = None
        # {(field, text): the index's document count}: one search sorts the same words by their counts again and
        # again (each AND, each fallback, the cost check); Whoosh looks each up in every segment's hashed table.
        self.frequencies = {}

    @property
    def held(self):
        return self.terms.held

    def all(self):
        if self._all is None:
            carried = self.carry.all() if self.carry is not None else None
            self._all = carried if carried is not None else set(self.reader.all_doc_ids())
        return self._all

    def _carried_term(self, key, weights):
        """A term's entry taken over from the previous searcher's DocSets, or None (then it is read)."""
        if self.carry is None:
            return None
        entry = self.carry.term(key, weights, self.shared)
        if entry is None:
            return None
        size = len(entry[0]) * (2 if entry[1] is not None else 1)
        return self.terms.put(key, entry, size)

    def postings(self, fieldname, text):
        """{docnum: weight} of a scoring term."""
        key = (fieldname, text)
        found = self.terms.get(key)
        if found is None or found[1] is None:
            found = self._carried_term(key, weights=True)
        if found is None or found[1] is None:
            postings = term_postings(self.reader, fieldname, text, shared=self.shared, leaves=self.leaves)
            # The dict's keys are the term's set (set operations take them as they are): no second copy.
            found = self.terms.put(key, (postings.keys(), postings), 2 * len(postings))
        return found[1]

    def scored(self, fieldname, text):
        """The documents holding a scoring term, its weights read at the same time (ranking will want them)."""
        key = (fieldname, text)
        found = self.terms.get(key)
        if found is None or found[1] is None:
            self.postings(fieldname, text)
            found = self.terms.get(key)
        return found[0]

    def term(self, fieldname, text):
        """The documents holding a term. From Whoosh's blocks, a word of the searched text fields is read with its
        weights, once (ranking scores it next: reading the blocks twice doubled the first-time cost); from the
        posting files, its documents only, as a filter's term (kind, lang…) is (ranking reads what it needs)."""
        if fieldname in SCORED_FIELDS and not self.arrays:
            return self.scored(fieldname, text)
        key = (fieldname, text)
        found = self.terms.get(key)
        if found is None:
            found = self._carried_term(key, weights=False)
        if found is None:
            docs = term_docs(self.reader, fieldname, text, shared=self.shared, leaves=self.leaves)
            found = self.terms.put(key, (docs, None), len(docs))
        return found[0]

    def forget(self):
        """Drops what queries read (terms' postings and positions, phrase matches, groups), keeping the kinds'
        sets: what a query costs the first time it is asked (the benchmark's cold figures)."""
        self.terms.keep_only(_is_kind)
        kept = {id(entry[0][0]) for entry in self.terms.items.values()}
        self.masks = {key: found for key, found in self.masks.items() if key in kept}
        self.tally = None
        self.others.clear()
        self.compound.clear()
        self.seen.clear()
        self.positions.clear()
        self.frequencies.clear()

    def frequency(self, fieldname, text):
        """The index's count of the documents holding a term (0 for a word it does not know)."""
        key = (fieldname, text)
        found = self.frequencies.get(key)
        if found is None:
            try:
                found = self.reader.doc_frequency(fieldname, text)
            except (KeyError, ValueError):
                found = 0
            if len(self.frequencies) >= MAX_FREQUENCIES:
                self.frequencies.clear()
            self.frequencies[key] = found
        return found

    def preload_positions(self, fields=PRELOAD_FIELDS, min_docs=PRELOAD_MIN_DOCS, deadline=None):
        """Loads every position of the words of `fields` found in `min_docs` documents or more (the common
        words a phrase of a judge's is made of), until `deadline` (time.perf_counter()); returns how many
        positions are held."""
        reader = self.reader
        for fieldname in fields:
            if fieldname not in reader.schema or not self._has_positions(fieldname):
                continue
            for text in list(reader.field_terms(fieldname)):
                if deadline is not None and time.perf_counter() > deadline:
                    return self.stored_held
                key = (fieldname, text)
                if key not in self.stored and reader.doc_frequency(fieldname, text) >= min_docs:
                    self.stored[key] = term_positions(reader, fieldname, text)
        return self.stored_held

    @property
    def stored_held(self):
        return sum(map(len, self.stored.values()))

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
            docs = self.others.put(key, frozenset(found), len(found))
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
        # A document in k of the n sets is in one of the n - k + 1 smallest: only those are counted, in C. A fallback
        # asks k, k - 1… of the same queries: the sets after the tally's bring the new ones (the union rebuilt: 1 %).
        wanted, key = len(sets) - k + 1, tuple(queries)
        taken, counted, counts = 0, set(), Counter()
        if self.tally is not None and self.tally[0] == key and self.tally[1] <= wanted:
            _, taken, counted, counts = self.tally
        fresh = set().union(*sets[taken:wanted]) - counted if taken else set().union(*sets[:wanted])
        if fresh:
            for docs in sets:
                counts.update(docs & fresh)
            if taken:
                counted |= fresh  # the tally's own set (made here), grown in place, not copied
            else:
                counted = fresh
        self.tally = (key, wanted, counted, counts)
        return {d for d, n in counts.items() if n >= k}

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
            docs = self.others.put(key, frozenset(found), len(found))
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
            if self.carry is not None:
                lengths.update(self.carry.lengths(fieldname))
        return lengths

    def rank(self, docs, terms, limit, priors=()):
        """The `limit` best of `docs` for the scoring terms [(field, text, boost)]: [(docnum, score)].

        BM25F as Whoosh scores (its idf and average field lengths), times the
        factor of each (members, factor) prior the document belongs to;
        documents no term scores keep the index order (rules in order, rulings by date).
        Over the posting files' arrays when every segment has one (scoring.rank_arrays), else a loop.
        """
        if self.arrays:
            return rank_arrays(self, docs, terms, limit, priors)
        return rank_loop(self, docs, terms, limit, priors)

    def length_array(self, fieldname):
        """The field's length in every document as an array (scoring.field_lengths), read once per searcher."""
        if fieldname not in self.length_arrays:
            self.length_arrays[fieldname] = field_lengths(self.reader, fieldname)
        return self.length_arrays[fieldname]

    def few_weights(self, fieldname, text, docs, ordered):
        """The weights of a term not read yet in the few documents ranked (looked up in the posting files,
        the rest of a common word left unread), or None: read the term whole."""
        entry = self.terms.items.get((fieldname, text))
        if (entry and entry[0][1] is not None) or len(docs) * LOOKUP_BELOW > self.estimate(wq.Term(fieldname, text)):
            return None
        ordered[:] = ordered or sorted(docs)
        return weights_for(self.leaves, fieldname, text, ordered)

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
            # The same query object is asked for again and again by one search (its matches, its scoring words,
            # most of its words): found by identity first, without hashing and comparing its whole tree.
            seen = self.seen.get(id(q))
            if seen is not None and seen[0] is q:
                return seen[1]
            docs = self.compound.get(q)
            if docs is None:
                docs = frozenset(self._compound(q))
                self.compound.put(q, docs, len(docs))
            if len(self.seen) >= MAX_SEEN:
                self.seen.clear()
            self.seen[id(q)] = (q, docs)  # the query held, so that its id is not another's
            return docs
        return self._leaf(q)

    def _compound(self, q):
        if isinstance(q, (wq.Or, wq.DisjunctionMax)):
            # Built as the frozenset of() keeps (frozenset() of a frozenset is the same object): a judge's jargon
            # group holds thousands of documents, and copying its union cost 1.8 % of a question (sfast11).
            return frozenset().union(*[self.of(sub) for sub in q.subqueries])
        # An AND: negations inside it subtract; the rarest part first (by the index's counts, before reading
        # any postings), and nothing more is read once no document is left. Parts with a phrase come last:
        # their words' positions are then read only for the documents the other parts leave.
        positives = sorted((s for s in q.subqueries if not isinstance(s, wq.Not)), key=self.estimate)
        positives.sort(key=_positional)
        negatives = [s.query for s in q.subqueries if isinstance(s, wq.Not)]
        docs = set(self.of(positives[0])) if positives else set(self.all())
        for other in positives[1:]:
            docs = self.within(other, docs)
            if not docs:
                return docs
        for negative in negatives:
            docs -= self.of(negative)
        return docs

    def within(self, q, docs):
        """The documents of `docs` that q matches (a set). A phrase's positions are read for those only, and
        what is computed for a part of them is not kept (its positions are)."""
        if not _positional(q):
            return docs & self.of(q)
        known = self._known(q)
        if known is not None:
            return docs & known
        if isinstance(q, wq.Phrase) and self._has_positions(q.fieldname):
            return self.phrase(q.fieldname, q.words, q.slop, within=docs)
        if isinstance(q, (wq.Or, wq.DisjunctionMax)):
            found = set()
            for sub in q.subqueries:
                found |= self.within(sub, docs)
            return found
        if isinstance(q, wq.And) and not isinstance(q, wq.Ordered):
            parts = sorted((s for s in q.subqueries if not isinstance(s, wq.Not)), key=self.estimate)
            parts.sort(key=_positional)
            found = set(docs)
            for part in parts:
                found = self.within(part, found)
                if not found:
                    return found
            for negative in (s.query for s in q.subqueries if isinstance(s, wq.Not)):
                found -= self.of(negative)
            return found
        return docs & self.of(q)

    def _known(self, q):
        """q's documents when they are already cached, else None."""
        if isinstance(q, (wq.Or, wq.And, wq.DisjunctionMax)) and not isinstance(q, wq.Ordered):
            return self.compound.get(q)
        return self.others.get(repr(q))

    def exists(self, q):
        """Whether any document matches q: a phrase stops at the first document that holds it."""
        if isinstance(q, wq.Phrase) and self._has_positions(q.fieldname):
            known = self._known(q)
            if known is not None:
                return bool(known)
            return bool(self.phrase(q.fieldname, q.words, q.slop, first=True))
        return bool(self.of(q))

    def estimate(self, q):
        """About how many documents a query matches, from the term counts alone (an upper bound)."""
        if isinstance(q, wq.Term):
            return self.frequency(q.fieldname, q.text)
        if isinstance(q, (wq.Or, wq.DisjunctionMax)):
            return sum(self.estimate(s) for s in q.subqueries)
        if isinstance(q, wq.And):
            return min((self.estimate(s) for s in q.subqueries if not isinstance(s, wq.Not)), default=0)
        if isinstance(q, wq.Phrase):
            return min((self.frequency(q.fieldname, w) for w in q.words), default=0)
        return self.reader.doc_count_all()

    def _leaf(self, q):
        if isinstance(q, wq.DateRange) and q.fieldname == "date" and "day" in self.reader.schema:
            return self.day_range(q.startdate, q.enddate)
        if isinstance(q, wq.Phrase):
            # Only documents with every word can hold the phrase.
            for word in q.words:
                if not self.term(q.fieldname, word):
                    return set()
        # Phrases, ranges, fuzzy terms, kept like the terms.
        key = repr(q)
        docs = self.others.get(key)
        if docs is None:
            docs = frozenset(self._walk(q))
            self.others.put(key, docs, len(docs))
        return docs

    def _walk(self, q):
        if isinstance(q, wq.Phrase) and self._has_positions(q.fieldname):
            return self.phrase(q.fieldname, q.words, q.slop)
        return self.searcher.docs_for_query(q)  # Whoosh's own walk

    def _has_positions(self, fieldname):
        field = self.reader.schema[fieldname] if fieldname in self.reader.schema else None
        return field is not None and field.format is not None and field.format.supports("positions")

    def phrase(self, fieldname, words, slop=1, *, within=None, first=False):
        """The documents holding the words in this order, each within `slop` positions after the one before
        (Whoosh's Phrase, as its SpanNear2 matcher reads it); only among `within` when given; only the first
        found when `first`.

        Whoosh walks the words' posting lists together, one document at a time, and unpickles the positions of
        every document where they meet: 30-60 ms the first time for a phrase of common words. Here the candidates
        are the intersection of the words' cached sets (and of `within`), and only their positions are read, a
        block at a time, and kept (MAX_POSITIONS).
        """
        sets = sorted((self.term(fieldname, w) for w in set(words)), key=len)
        if within is not None:
            sets.insert(0, within)
        if not sets:
            return set()
        candidates = set(sets[0])
        for other in sets[1:]:
            candidates &= other
        ordered = sorted(candidates)
        found = set()
        # In growing chunks, so a phrase asked only whether it occurs at all reads few positions.
        start, size = 0, (16 if first else len(ordered))
        while start < len(ordered):
            chunk = ordered[start : start + size]
            positions = {w: self.positions_of(fieldname, w, chunk) for w in set(words)}
            found.update(holding(chunk, [positions[w] for w in words], slop))
            if first and found:
                break
            start, size = start + size, size * 4
        return found

    def positions_of(self, fieldname, text, docnums):
        """{docnum: positions} of a term for the (sorted) documents asked, read once and kept."""
        key = (fieldname, text)
        stored = self.stored.get(key)
        if stored is None and self.carry is not None:
            stored = self.carry.positions(key, fieldname)
            if stored is not None:
                self.stored[key] = stored
        if stored is not None:
            return stored
        known = self.positions.get(key)
        if known is None:
            known = {}
        missing = [d for d in docnums if d not in known]
        if missing:
            known.update(read_positions(self.reader, fieldname, text, missing))
            self.positions.put(key, known, len(known))
        return known


def _positional(q):
    """Whether a query has a phrase (its words' positions are read)."""
    return isinstance(q, wq.Phrase) or any(isinstance(leaf, wq.Phrase) for leaf in q.leaves())
