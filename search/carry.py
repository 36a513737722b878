"""What a searcher's caches carry over to the next searcher after a change of the index (counting.DocSets)."""

import bisect
import itertools

from . import whooshfast
from .postings import leaf_matchers, leaf_postings


def _leaves(reader):
    """(segment id, base, documents, deleted documents) of each segment of a reader; None for a reader without
    segments (an empty index)."""
    leaves = reader.leaf_readers()
    if not all(hasattr(leaf, "segment") and hasattr(leaf, "deleted_docs_set") for leaf, _ in leaves):
        return None
    return [(leaf.segment().segment_id(), base, leaf.doc_count_all(), leaf.deleted_docs_set) for leaf, base in leaves]


class Carry:
    """What a new searcher's DocSets takes over from the previous searcher's, after a change of the index.

    An editor's save rewrites one document: Whoosh marks the old one deleted in its segment and writes the new
    one into a new small segment at the end (merging small segments at the end into one, at times). The
    segments before those keep their documents and their numbers, so what was read of them stays true, but for
    the documents deleted since; only the new segments at the end are read. Entries are moved, not copied (the
    previous DocSets is dropped), and only when asked for. When the segments kept are not a prefix of the
    previous ones (a bigger merge), or documents came back, nothing is carried.
    """

    # Each carried term drops the documents of the previous searcher's rewritten segments one by one: past this
    # many (a merge of bigger segments), reading a common word afresh costs about as much.
    MAX_DROPPED = 2_000

    def __init__(self, previous, reader, kept_end, old_end, removed, tail):
        """tail: [(leaf reader, base, posting file or None)] of the segments at or after kept_end."""
        self.terms = previous.terms
        self.stored = previous.stored
        self.old_lengths = previous.lengths
        self.old_all = previous._all
        self.reader = reader
        self.kept_end = kept_end  # documents below this number are the same documents as before
        self.old_end = old_end  # the previous searcher's document count
        self.removed = removed  # documents below kept_end deleted since
        self.tail = tail

    @classmethod
    def between(cls, previous, reader, leaves=None):
        """leaves: postfile.for_reader(reader), the new segments' posting files (read instead of Whoosh's
        blocks)."""
        old, new = _leaves(previous.reader), _leaves(reader)
        if not old or not new:
            return None
        kept = 0
        while kept < min(len(old), len(new)) and old[kept][:3] == new[kept][:3]:
            kept += 1
        removed = set()
        for (_, base, _, was_deleted), (_, _, _, deleted) in zip(old[:kept], new[:kept], strict=True):
            if not was_deleted <= deleted:
                return None  # a document came back: nothing here expects it
            removed.update(base + d for d in deleted - was_deleted)
        kept_end = old[kept - 1][1] + old[kept - 1][2] if kept else 0
        old_end = old[-1][1] + old[-1][2] if old else 0
        if kept == 0 or old_end - kept_end > cls.MAX_DROPPED:
            return None
        if leaves is None:
            leaves = [(leaf, base, None) for leaf, base in reader.leaf_readers()]
        tail = [(leaf, base, file) for leaf, base, file in leaves if base >= kept_end]
        return cls(previous, reader, kept_end, old_end, frozenset(removed), tail)

    def _dropped(self):
        """Document numbers no longer meaning what they meant: deleted since, or in the segments rewritten."""
        return itertools.chain(self.removed, range(self.kept_end, self.old_end))

    def term(self, key, weights, shared):
        """The term's (documents, postings or None) for the new searcher, or None when nothing is carried (or
        its weights are wanted and were not read)."""
        entry = self.terms.items.get(key)
        if entry is None or (weights and entry[0][1] is None):
            return None  # never read, or read without the weights now wanted: read afresh
        (docs, postings), _ = self.terms.items.pop(key)
        fieldname, text = key
        if postings is not None:
            for d in self._dropped():
                postings.pop(d, None)
            for leaf, base, file in self.tail:
                docnums, found, deleted = leaf_postings(leaf, fieldname, text, True, file)
                postings.update(shared.postings(docnums, found, base))
                for d in deleted or ():
                    postings.pop(d + base, None)
            return postings.keys(), postings
        fresh = set()
        for leaf, base, file in self.tail:
            docnums, _, deleted = leaf_postings(leaf, fieldname, text, False, file)
            fresh.update(d + base for d in docnums if not deleted or d not in deleted)
        return frozenset(docs.difference(self._dropped()).union(fresh)), None

    def positions(self, key, fieldname):
        """A preloaded term's TermPositions for the new searcher (its documents deleted since are kept: no query
        asks for a deleted document), or None."""
        stored = self.stored.pop(key, None)
        if stored is None:
            return None
        cut = bisect.bisect_left(stored.docs, self.kept_end)
        if cut < len(stored.docs):
            del stored.positions[stored.starts[cut] :]
            del stored.starts[cut + 1 :]
            del stored.docs[cut:]
        decode = self.reader.schema[fieldname].format.decode_positions
        for base, matcher, deleted in _tail_matchers(self.tail, fieldname, key[1]):
            for docnum, value in whooshfast.values(matcher):
                if not deleted or docnum not in deleted:
                    stored.add(docnum + base, decode(value))
        return stored

    def lengths(self, fieldname):
        """The field lengths read before, of the documents that are still the same documents."""
        old = self.old_lengths.pop(fieldname, None)
        if not old:
            return {}
        kept = dict(old)
        for d in self._dropped():
            kept.pop(d, None)
        return kept

    def all(self):
        """Every document of the new searcher, from the previous set, or None when it was never read."""
        if self.old_all is None:
            return None
        docs = self.old_all.difference(self._dropped())
        for leaf, base, _ in self.tail:
            docs.update(base + d for d in leaf.all_doc_ids())
        self.old_all = None
        return docs


def _tail_matchers(tail, fieldname, text):
    for leaf, base, _ in tail:
        for _, matcher, deleted in leaf_matchers(leaf, fieldname, text):
            yield base, matcher, deleted
