"""Each segment's posting lists as plain arrays, in a file of our own beside the segment (`<segment id>.postings`).

Whoosh stores a term's postings in blocks, each a zlib-compressed pickle of the block's document numbers, weights
and positions together: reading a common word's documents means decompressing and unpickling every block whole,
positions included, then undoing the numbers' delta coding, one Python object at a time. That was half of a
question's time the first time it is asked (docs/search.md, "Latency"). This file holds, for every term found in
MIN_DOCS documents or more, its document numbers (int32) and weights (float32, exactly Whoosh's: its blocks keep
them as float32 too) as two arrays, and an open-addressing hash table from a term to its place in them: opened by
mmap, nothing is decoded or loaded up front, and a term is read with two slices.

A segment never changes once written (deletions are kept apart, in the index's TOC), so the file is keyed by the
segment's id and stays valid as long as the segment exists; it names the segment and its document count, and a
file that does not match (or is damaged) is written again. Its name follows Whoosh's pattern for a segment's files,
so Whoosh's own clean-up removes it with its segment after a merge. It is written after every commit (build.py,
update.py) and, when missing, by the first process that opens the segment (`for_reader`); a folder that cannot be
written to keeps it in memory. Terms not in it (rarer ones) are read from Whoosh as before.
"""

import json
import logging
import mmap
import os
import sys
import threading
import zlib
from array import array
from collections import OrderedDict
from pathlib import Path

from whoosh.matching import FilterMatcher
from whoosh.reading import TermNotFound

from . import whooshfast

logger = logging.getLogger("search")

SUFFIX = ".postings"
MAGIC = b"MTGPOST\x01"
VERSION = 1
# Terms found in fewer documents are left to Whoosh: a single posting is one short read there, and leaving them out
# keeps the file small and quick to write (on the corpus, 36,000 terms of 100,000 hold 96 % of the postings).
MIN_DOCS = 2
_EMPTY = 0xFFFFFFFF  # a free slot of the hash table (its key length)


class SegmentPostings:
    """The posting file of one segment, opened (by mmap, or from bytes)."""

    def __init__(self, buffer, header, holder=None):
        self.header = header
        self.segment = header["segment"]
        self.docs = header["docs"]
        self.terms = header["terms"]
        self.holder = holder  # the mmap, kept open as long as the views over it
        view = memoryview(buffer)
        at = header["at"]
        self.slots = view[at["slots"] : at["keys"]].cast("I")
        self.keys = view[at["keys"] : at["ids"]]
        self.ids = view[at["ids"] : at["weights"]].cast("i")
        self.weights = view[at["weights"] : at["end"]].cast("f")
        self.mask = len(self.slots) // 4 - 1

    def get(self, fieldname, btext):
        """(document numbers, weights) of a term (lists, every document of the segment, deleted ones included),
        or None when the term is not in the file."""
        found = self.views(fieldname, btext)
        return None if found is None else (found[0].tolist(), found[1].tolist())

    def views(self, fieldname, btext):
        """(document numbers, weights) of a term as views over the file (nothing read yet), or None."""
        key = fieldname.encode("utf-8") + b"\x00" + btext
        slots, mask = self.slots, self.mask
        i = zlib.crc32(key) & mask
        while True:
            size = slots[4 * i + 1]
            if size == _EMPTY:
                return None
            if size == len(key):
                start = slots[4 * i]
                if self.keys[start : start + size] == key:
                    first, count = slots[4 * i + 2], slots[4 * i + 3]
                    end = first + count
                    return self.ids[first:end], self.weights[first:end]
            i = (i + 1) & mask

    @classmethod
    def open(cls, path, segment, docs):
        """The file at `path` when it is the posting file of this segment (id and document count), else None."""
        try:
            with open(path, "rb") as f:
                held = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
        except (OSError, ValueError):  # missing, or empty (mmap refuses an empty file)
            return None
        try:
            header = _header(held)
        except ValueError:
            logger.warning("search: %s is not a posting file of this version; written again", path)
            return None
        if header["segment"] != segment or header["docs"] != docs or header["at"]["end"] != len(held):
            return None
        return cls(held, header, held)


def _header(buffer):
    if bytes(buffer[:8]) != MAGIC:
        raise ValueError("not a posting file")
    size = int.from_bytes(buffer[8:12], "little")
    try:
        header = json.loads(bytes(buffer[12 : 12 + size]))
    except (UnicodeDecodeError, ValueError) as exc:
        raise ValueError("a damaged header") from exc
    if header.get("version") != VERSION or header.get("byteorder") != sys.byteorder:
        raise ValueError("another version")
    return header


def encode(leaf, min_docs=MIN_DOCS):
    """The bytes of a segment's posting file, read from Whoosh (its postings, deleted documents included)."""
    segment = leaf.segment().segment_id()
    keys, places = bytearray(), []
    ids, weights = array("i"), array("f")
    for fieldname, btext in leaf.all_terms():
        try:
            if leaf.doc_frequency(fieldname, btext) < min_docs:
                continue
            matcher = leaf.postings(fieldname, btext)
        except TermNotFound:
            continue
        if isinstance(matcher, FilterMatcher):
            matcher = matcher.child  # every posting, deleted documents included: they are filtered when read
        found = whooshfast.postings(matcher)
        values = list(found.values())
        stored = array("f", values)
        if stored.tolist() != values:
            continue  # a weight float32 cannot hold exactly (none in Whoosh's codec): left to Whoosh
        key = fieldname.encode("utf-8") + b"\x00" + btext
        places.append((zlib.crc32(key), len(keys), len(key), len(ids), len(found)))
        keys += key
        ids.extend(found.keys())
        weights.extend(stored)
    size = 8
    while size < 2 * len(places):
        size *= 2
    slots = array("I", [0, _EMPTY, 0, 0] * size)
    for crc, start, length, first, count in places:
        i = crc & (size - 1)
        while slots[4 * i + 1] != _EMPTY:
            i = (i + 1) & (size - 1)
        slots[4 * i : 4 * i + 4] = array("I", (start, length, first, count))
    parts = [slots.tobytes(), bytes(keys), ids.tobytes(), weights.tobytes()]
    header = {
        "version": VERSION,
        "byteorder": sys.byteorder,
        "segment": segment,
        "docs": leaf.doc_count_all(),
        "terms": len(places),
        "postings": len(ids),
        "min_docs": min_docs,
    }
    # The header holds the offsets of the parts, which depend on the header's own length: padded to a fixed size.
    head = 12 + 1024
    at, offset = {}, head
    for name, part in zip(("slots", "keys", "ids", "weights"), parts, strict=True):
        at[name] = offset
        offset += _padded(len(part))
    at["end"] = offset
    header["at"] = at
    text = json.dumps(header).encode()
    if len(text) > head - 12:
        raise ValueError("posting file header too long")
    out = bytearray(MAGIC + len(text).to_bytes(4, "little") + text)
    out += bytes(head - len(out))
    for part in parts:
        out += part + bytes(_padded(len(part)) - len(part))
    return bytes(out), header


def _padded(n):
    return (n + 7) // 8 * 8


def folder_of(leaf):
    """The folder a segment's files are in, or None (an index in memory)."""
    storage = leaf.storage()
    storage = getattr(storage, "b", storage)  # a compound segment: its parts over the folder's storage
    folder = getattr(storage, "folder", None)
    return Path(folder) if folder else None


def path_of(leaf):
    folder = folder_of(leaf)
    return None if folder is None else folder / f"{leaf.segment().segment_id()}{SUFFIX}"


def write(leaf):
    """Writes (atomically) the posting file of a segment and returns it opened; in memory when the folder cannot
    be written to."""
    data, header = encode(leaf)
    path = path_of(leaf)
    if path is not None:
        # A name Whoosh's clean-up leaves alone (a dot first) until it is in place.
        tmp = path.with_name(f".{path.name}.{os.getpid()}-{threading.get_ident()}.tmp")
        try:
            tmp.write_bytes(data)
            os.replace(tmp, path)
        except OSError as exc:
            logger.warning("search: cannot write %s (%s): kept in memory", path, exc)
            tmp.unlink(missing_ok=True)
        else:
            opened = SegmentPostings.open(path, header["segment"], header["docs"])
            if opened is not None:
                return opened
    return SegmentPostings(data, _header(data))


class _State:
    enabled = True


_state = _State()
_lock = threading.Lock()
# (folder, segment id) -> SegmentPostings: the files opened in this process (the newest few segments').
_opened = OrderedDict()
MAX_OPENED = 32


def use(enabled=True):
    """Read terms from the posting files (True, the default) or from Whoosh's blocks only (False: tests compare
    both); DocSets made afterwards follow it. Returns the previous choice."""
    before, _state.enabled = _state.enabled, bool(enabled)
    return before


def enabled():
    return _state.enabled


def of_leaf(leaf, create=True):
    """The posting file of a segment: opened once per process, written first when missing (or stale) and
    `create`; None when there is none."""
    segment, docs = leaf.segment().segment_id(), leaf.doc_count_all()
    folder = folder_of(leaf)
    key = (str(folder), segment)
    with _lock:
        found = _opened.get(key)
        if found is not None and found.docs == docs:
            _opened.move_to_end(key)
            return found
        path = path_of(leaf)
        found = SegmentPostings.open(path, segment, docs) if path is not None else None
        if found is None and create:
            found = write(leaf)
        if found is not None:
            _opened[key] = found
            while len(_opened) > MAX_OPENED:
                _opened.popitem(last=False)
        return found


def for_reader(reader, create=True):
    """[(leaf reader, base, SegmentPostings or None)] of a reader's segments; no files when use(False)."""
    leaves = reader.leaf_readers()
    if not _state.enabled:
        return [(leaf, base, None) for leaf, base in leaves]
    return [(leaf, base, of_leaf(leaf, create) if _segmented(leaf) else None) for leaf, base in leaves]


def _segmented(leaf):
    """Whether a leaf reader reads one segment (an empty index's reader has none)."""
    return getattr(leaf, "segment", None) is not None and leaf.segment() is not None


def write_missing(index):
    """Writes the posting files an index's segments lack, after a commit, so that no search waits for them;
    returns how many segments have one. Never fails the write it follows: a search writes a missing file too."""
    try:
        with index.reader() as reader:
            return sum(
                of_leaf(leaf) is not None
                for leaf, _ in reader.leaf_readers()
                if _segmented(leaf) and leaf.doc_count_all()
            )
    except Exception:
        logger.warning("search: the posting files of %s were not written", index, exc_info=True)
        return 0
