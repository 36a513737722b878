"""A term's postings and positions read over every segment (whooshfast.py reads the blocks), without the
deleted documents; the bounded least-recently-used map that keeps what was read."""

import bisect
import itertools
from array import array
from collections import OrderedDict

import numpy as np
from whoosh.matching import FilterMatcher
from whoosh.reading import TermNotFound

from . import whooshfast


def leaf_matchers(reader, fieldname, text):
    """(base, matcher, deleted docnums or None) of a term in each segment that has it: the raw matcher under
    Whoosh's deletion filter, whose blocks can be read whole."""
    for leaf, base in reader.leaf_readers():
        try:
            matcher = leaf.postings(fieldname, text)
        except TermNotFound:
            continue
        deleted = None
        if isinstance(matcher, FilterMatcher):
            matcher, deleted = matcher.child, leaf.deleted_docs_set
        yield base, matcher, deleted


def leaf_postings(leaf, fieldname, text, weights=True, file=None, *, views=False):
    """(document numbers, weights or None, deleted documents or None) of a term in one segment, the numbers the
    segment's own: from its posting file (postfile.py) when it holds the term, else from Whoosh's blocks. The
    deleted documents are among the numbers: the caller drops them. views: the posting file's numbers as its
    memoryview (int32), not made into a list."""
    deleted = getattr(leaf, "deleted_docs_set", None) or None
    if file is not None and fieldname in leaf.schema:
        found = file.views(fieldname, text if isinstance(text, bytes) else leaf.schema[fieldname].to_bytes(text))
        if found is not None:
            # The weights are turned into Python floats only when asked for.
            return (found[0] if views else found[0].tolist()), (found[1].tolist() if weights else None), deleted
    try:
        matcher = leaf.postings(fieldname, text)
    except TermNotFound:
        return (), None, None
    if isinstance(matcher, FilterMatcher):
        matcher = matcher.child
    found = whooshfast.postings(matcher, weights)
    return found.keys(), (found.values() if weights else None), deleted


def term_postings(reader, fieldname, text, weights=True, shared=None, leaves=None):
    """{docnum: weight} of a term over every segment, without deleted documents (weight None when not asked for).

    `leaves`: postfile.for_reader(reader), the segments with their posting files; without it, Whoosh's blocks
    only. With `shared` (Shared), its numbers and weights are the shared objects: a common word holds 20,000 of
    each, and every term read would otherwise make its own (28 and 24 bytes each).
    """
    if leaves is None:
        leaves = [(leaf, base, None) for leaf, base in reader.leaf_readers()]
    postings = {}
    for leaf, base, file in leaves:
        docnums, found, deleted = leaf_postings(leaf, fieldname, text, weights, file)
        if not docnums:
            continue
        if shared is not None:
            postings.update(shared.postings(docnums, found, base))
        else:
            postings.update(zip(map(base.__add__, docnums) if base else docnums, found or _nones(docnums), strict=True))
        for d in deleted or ():
            postings.pop(d + base, None)
    return postings


def weights_for(leaves, fieldname, text, docnums):
    """{docnum: weight} of a term for the documents of `docnums` (sorted, none deleted) that hold it, looked up in
    the posting files without reading the rest of the term; None when a segment with some of them has no file
    or not this term in it (a rare term: read it whole)."""
    found = {}
    for leaf, base, file in leaves:
        lo = bisect.bisect_left(docnums, base)
        hi = bisect.bisect_left(docnums, base + leaf.doc_count_all(), lo)
        if lo == hi:
            continue
        if file is None or fieldname not in leaf.schema:
            return None
        views = file.views(fieldname, text if isinstance(text, bytes) else leaf.schema[fieldname].to_bytes(text))
        if views is None:
            return None
        ids, weights = views
        size, at = len(ids), 0
        for d in docnums[lo:hi]:
            at = bisect.bisect_left(ids, d - base, at, size)
            if at == size:
                break
            if ids[at] == d - base:
                found[d] = weights[at]
    return found


def term_docs(reader, fieldname, text, shared=None, leaves=None):
    """The documents of a term over every segment, without deleted documents: a frozenset (with `shared`, of its
    numbers), built without the {docnum: None} dict term_postings would make first."""
    if leaves is None:
        leaves = [(leaf, base, None) for leaf, base in reader.leaf_readers()]
    docs = set()
    for leaf, base, file in leaves:
        docnums, _, deleted = leaf_postings(leaf, fieldname, text, False, file, views=shared is not None)
        if isinstance(docnums, memoryview):
            found = shared.of_view(docnums, base)
        else:
            found = map(base.__add__, docnums) if base else docnums
            found = map(shared.numbers.__getitem__, found) if shared is not None else found
        if len(leaves) == 1 and not deleted:
            # One segment (the corpus's main index after a rebuild): the frozenset made at once, not a set copied.
            return frozenset(found)
        docs.update(found)
        if deleted:
            docs.difference_update(map(base.__add__, deleted) if base else deleted)
    return frozenset(docs)


# Fewer numbers than this are mapped in Python: numpy's indexing costs a few microseconds whatever the size.
VIEW_MIN = 200


def _nones(docnums):
    return itertools.repeat(None, len(docnums))


class Shared:
    """One int object per document number and one float object per weight, for every term a searcher's cache
    holds (the mapping is done by C iterators: no Python loop per posting)."""

    def __init__(self, doc_count):
        self.numbers = list(range(doc_count))
        # The same int objects in a numpy array, made with the searcher: a common word's 20,000 numbers are then
        # picked by one indexing in C (twice as fast as a map over the list, the first time a question reads them).
        self.objects = np.array(self.numbers, dtype=object)
        self.weights = {}

    def of_view(self, docnums, base):
        """The shared numbers of a posting file's memoryview of a segment's numbers (from `base`), in its order."""
        if len(docnums) < VIEW_MIN:
            return map(self.numbers.__getitem__, map(base.__add__, docnums) if base else docnums)
        ids = np.frombuffer(docnums, dtype=np.int32)
        return self.objects[ids + base if base else ids].tolist()

    def postings(self, docnums, weights, base):
        """(docnum, weight) pairs of a segment's postings (its own numbers, from `base`); weights None: Nones."""
        numbers = map(self.numbers.__getitem__, map(base.__add__, docnums) if base else docnums)
        if weights is None:
            return zip(numbers, _nones(docnums), strict=True)
        return zip(numbers, map(self.weights.setdefault, weights, weights), strict=True)


class Bounded:
    """A least-recently-used map bounded by the total size of its values (postings, positions) and by its
    number of entries. The newest entry always stays, and keys for which `pinned(key)` is true are never
    evicted (the kinds' sets, which every query reads)."""

    def __init__(self, max_size, max_items, pinned=None):
        self.max_size = max_size
        self.max_items = max_items
        self.pinned = pinned
        self.items = OrderedDict()  # key -> (value, size)
        self.held = 0

    def __contains__(self, key):
        return key in self.items

    def __len__(self):
        return len(self.items)

    def get(self, key):
        found = self.items.get(key)
        if found is None:
            return None
        self.items.move_to_end(key)
        return found[0]

    def put(self, key, value, size):
        old = self.items.pop(key, None)
        if old is not None:
            self.held -= old[1]
        self.items[key] = (value, size)
        self.held += size
        if self.held > self.max_size or len(self.items) > self.max_items:
            self._evict(key)
        return value

    def _evict(self, newest):
        victims = []
        held, count = self.held, len(self.items)
        for key, (_, size) in self.items.items():
            if held <= self.max_size and count <= self.max_items:
                break
            # The newest is the dict's own key object (put stores it): identity, not a compound tree's equality.
            if key is newest or (self.pinned is not None and self.pinned(key)):
                continue
            victims.append(key)
            held -= size
            count -= 1
        for key in victims:
            del self.items[key]
        self.held = held

    def keep_only(self, wanted):
        """Drops every entry but those `wanted(key)` accepts."""
        self.items = OrderedDict((k, v) for k, v in self.items.items() if wanted(k))
        self.held = sum(size for _, size in self.items.values())

    def clear(self):
        self.keep_only(lambda key: False)

    def keys(self):
        return self.items.keys()

    def values(self):
        return (value for value, _ in self.items.values())


class TermPositions:
    """Every position of a term in every document, in three arrays (compact, and one object each: a forked
    worker reading them does not copy the master's pages, as it would touching millions of small objects)."""

    __slots__ = ("docs", "starts", "positions")

    def __init__(self):
        self.docs = array("i")
        self.starts = array("i", [0])
        self.positions = array("i")

    def add(self, docnum, positions):
        self.docs.append(docnum)
        self.positions.extend(positions)
        self.starts.append(len(self.positions))

    def get(self, docnum, default=()):
        k = bisect.bisect_left(self.docs, docnum)
        if k == len(self.docs) or self.docs[k] != docnum:
            return default
        return self.positions[self.starts[k] : self.starts[k + 1]]

    def __len__(self):
        return len(self.positions)


def term_positions(reader, fieldname, text):
    """TermPositions of a term over every segment, without deleted documents."""
    stored = TermPositions()
    decode = reader.schema[fieldname].format.decode_positions
    for base, matcher, deleted in leaf_matchers(reader, fieldname, text):
        for docnum, value in whooshfast.values(matcher):
            if not deleted or docnum not in deleted:
                stored.add(docnum + base, decode(value))
    return stored


def read_positions(reader, fieldname, text, docnums):
    """{docnum: positions} of a term in the sorted documents given (which must hold it), over every segment;
    only the posting blocks that hold them are read."""
    found = {}
    decode = reader.schema[fieldname].format.decode_positions
    for leaf, base in reader.leaf_readers():
        stop = base + leaf.doc_count_all()
        wanted = [d - base for d in docnums[bisect.bisect_left(docnums, base) : bisect.bisect_left(docnums, stop)]]
        if not wanted:
            continue
        try:
            matcher = leaf.postings(fieldname, text)
        except TermNotFound:
            continue
        if isinstance(matcher, FilterMatcher):
            matcher = matcher.child  # deleted documents are never asked for: the candidates come from the sets
        for docnum, value in whooshfast.values_for(matcher, wanted):
            found[docnum + base] = decode(value)
    return found


def holding(docnums, positions, slop):
    """The documents where each word's positions ({docnum: positions} per word, in the phrase's order) follow
    the previous word's within slop."""
    first, rest = positions[0], positions[1:]
    for d in docnums:
        reach = first.get(d, ())
        for following in rest:
            if slop == 1:
                reach = {p + 1 for p in reach}.intersection(following.get(d, ()))
            else:
                reach = [p for p in following.get(d, ()) if any(0 < p - r <= slop for r in reach)]
            if not reach:
                break
        if reach:
            yield d
