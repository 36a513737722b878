"""Whoosh's private internals, fenced: the only module of the project that reads them (scripts/check_whoosh_private.py,
in `make lint`, checks it).

Two shortcuts make the corpus's searches fast, and both go under Whoosh's public API:

- Reading a term's posting list a block at a time: the whoosh3 codec's leaf matcher keeps a block's document
  numbers, weights and values in private arrays (`_ids`, `_weights`, `_values`, `_i`, `_maxid`, read by
  `_read_ids`… and moved on by `_next_block`). Taking them whole is C-speed; the public `id()`/`next()` walk is a
  Python call per posting (counting.py's figures in docs/search.md).
- Reading a compound segment's parts from its mmap (SharedBufferFile) rather than through Whoosh's BufferFile,
  which copies each part into a BytesIO: 50 MB of the corpus's index in every process otherwise.

Both were written for one release of Whoosh (WRITTEN_FOR; whoosh-reloaded is pinned in requirements.txt). At
import, the installed release is compared with it: another release, whose private fields may mean something
else, gets the public API only, slower but right, and a warning in the log. `use_private(False)` switches the
same way at run time (tests/search/test_whoosh_fence.py runs both paths on one index and compares them).
"""

import bisect
import logging
from contextlib import contextmanager
from importlib import metadata

import whoosh
from whoosh.codec.whoosh3 import LENGTHS_COLUMN, W3LeafMatcher
from whoosh.filedb import compound as whoosh_compound
from whoosh.filedb.structfile import BufferFile

logger = logging.getLogger("search")

# The Whoosh release the private reads below were written against (and checked on, tests included).
WRITTEN_FOR = "2.7.5"
# The private methods the block reads call: a release without one of them is not the release of WRITTEN_FOR.
_MATCHER_METHODS = ("_read_ids", "_read_weights", "_read_values", "_next_block")


def installed_version():
    """The installed Whoosh's release: whoosh-reloaded's (the pinned fork), else Whoosh's own version string."""
    try:
        return metadata.version("whoosh-reloaded")
    except metadata.PackageNotFoundError:
        return whoosh.versionstring()


def written_for_installed():
    """Whether the installed Whoosh is the release this module was written for."""
    return installed_version() == WRITTEN_FOR and all(hasattr(W3LeafMatcher, m) for m in _MATCHER_METHODS)


class _State:
    private = False


_state = _State()


def private_enabled():
    """Whether the private shortcuts are in use (see use_private)."""
    return _state.private


def use_private(enabled=True):
    """Use Whoosh's private internals (True: only honoured when the installed Whoosh is WRITTEN_FOR) or its public
    API only (False). Searchers opened before keep the files they opened: callers drop them (forget_searchers).
    Returns whether the private path is now in use."""
    _state.private = bool(enabled) and written_for_installed()
    # The compound segments' parts are opened through this name (CompoundStorage.open_file): replaced for the
    # whole process, since that is where Whoosh looks it up.
    whoosh_compound.BufferFile = SharedBufferFile if _state.private else BufferFile
    return _state.private


@contextmanager
def private(enabled):
    """use_private(enabled) for a block, the previous choice restored after it."""
    before = _state.private
    use_private(enabled)
    try:
        yield _state.private
    finally:
        use_private(before)


def reads_blocks(matcher):
    """Whether a leaf matcher's postings are read a block at a time (the private path) rather than one by one."""
    # Exactly the codec's leaf matcher: a subclass or another codec's may keep its blocks otherwise.
    return _state.private and type(matcher) is W3LeafMatcher


# --- posting lists a block at a time ------------------------------------------------------------------------------


def postings(matcher, weights=True):
    """{docnum: weight} of a leaf matcher's postings (weight None when not asked for), from where it stands."""
    found = {}
    if not reads_blocks(matcher):
        while matcher.is_active():
            found[matcher.id()] = matcher.weight() if weights else None
            matcher.next()
        return found
    while matcher.is_active():
        if matcher._ids is None:
            matcher._read_ids()
        start = matcher._i
        if weights:
            if matcher._weights is None:
                matcher._read_weights()
            found.update(zip(matcher._ids[start:], matcher._weights[start:], strict=False))
        else:
            found.update(dict.fromkeys(matcher._ids[start:]))
        matcher._next_block()
    return found


def values(matcher):
    """(docnum, encoded value) of every posting of a leaf matcher, from where it stands."""
    if not reads_blocks(matcher):
        while matcher.is_active():
            yield matcher.id(), matcher.value()
            matcher.next()
        return
    while matcher.is_active():
        if matcher._ids is None:
            matcher._read_ids()
        if matcher._values is None:
            matcher._read_values()
        yield from zip(matcher._ids[matcher._i :], matcher._values[matcher._i :], strict=False)
        matcher._next_block()


def values_for(matcher, wanted):
    """(docnum, encoded value) of a leaf matcher for the sorted documents wanted: on the private path, blocks past
    which no document is wanted are skipped unread (their headers give their last document)."""
    if not reads_blocks(matcher):
        for docnum in wanted:  # the matcher's own skipping
            if not matcher.is_active():
                break
            matcher.skip_to(docnum)
            if matcher.is_active() and matcher.id() == docnum:
                yield docnum, matcher.value()
        return
    i = 0
    while matcher.is_active() and i < len(wanted):
        if wanted[i] > matcher._maxid:
            matcher._next_block()
            continue
        if matcher._ids is None:
            matcher._read_ids()
        if matcher._values is None:
            matcher._read_values()
        ids, found = matcher._ids, matcher._values
        while i < len(wanted) and wanted[i] <= matcher._maxid:
            k = bisect.bisect_left(ids, wanted[i])
            if k < len(ids) and ids[k] == wanted[i]:
                yield wanted[i], found[k]
            i += 1
        matcher._next_block()


# --- a field's lengths, every document at once -------------------------------------------------------------------


def length_bytes(leaf, fieldname):
    """The bytes of a field's length column in one segment (one byte per document, Whoosh's byte_to_length
    coding; documents past its end have none), or None: read them one by one (doc_field_length). The column
    reader's file and offset are private; its public reads are a Python call per document (7 µs: 0.3 s for a
    field of the corpus's main segment)."""
    if not _state.private or not hasattr(leaf, "_perdoc") or fieldname not in leaf.schema:
        return None
    perdoc = leaf._perdoc
    lenfield = f"_{fieldname}_len"
    if not (hasattr(perdoc, "_cached_reader") and hasattr(perdoc, "has_column")):
        return None
    if not perdoc.has_column(lenfield):
        return b""
    reader = perdoc._cached_reader(lenfield, LENGTHS_COLUMN)
    if reader is None or getattr(reader, "_fixedlen", None) != 1:
        return None
    return bytes(reader._dbfile.get(reader._basepos, reader._count))


# --- a segment's parts from its mmap ------------------------------------------------------------------------------


class Window:
    """A read-only file over a memoryview: what Whoosh's BufferFile reads a segment's parts through. Whoosh wraps
    the memoryview of the segment's mmap in a BytesIO, which copies it: 50 MB of the corpus's index copied into
    each process that opens it (and into each worker again when it reopens the index after a change), where the
    mmap's pages are shared by every process and read only as needed."""

    __slots__ = ("buffer", "pos", "closed")

    def __init__(self, buf):
        self.buffer = buf
        self.pos = 0
        self.closed = False

    def read(self, n=-1):
        start, size = self.pos, len(self.buffer)
        end = size if n is None or n < 0 else min(size, start + n)
        if end <= start:
            return b""
        self.pos = end
        return bytes(self.buffer[start:end])

    def readinto(self, b):
        data = self.read(len(b))
        b[: len(data)] = data
        return len(data)

    def readline(self, size=-1):
        buf = self.buffer
        start, end = self.pos, len(buf) if size is None or size < 0 else min(len(buf), self.pos + size)
        at = start
        while at < end:
            chunk = bytes(buf[at : min(end, at + 4096)])
            newline = chunk.find(b"\n")
            if newline >= 0:
                end = at + newline + 1
                break
            at += len(chunk)
        return self.read(end - start)

    def seek(self, position, whence=0):
        base = (0, self.pos, len(self.buffer))[whence]
        self.pos = max(0, base + position)
        return self.pos

    def tell(self):
        return self.pos

    def close(self):
        self.closed = True


class SharedBufferFile(BufferFile):
    """Whoosh's BufferFile over a segment's part, without the copy (Window)."""

    def __init__(self, buf, name=None, onclose=None):
        super().__init__(b"", name=name, onclose=onclose)
        self._buf = buf
        self.file = Window(buf)


def reads_from_mmap(part):
    """Whether a segment's part (a file opened from its compound storage) is read through a Window over the mmap."""
    return isinstance(part, SharedBufferFile) and isinstance(part.file, Window) and isinstance(part._buf, memoryview)


if not use_private(True):
    logger.warning(
        "Whoosh %s is installed, search/whooshfast.py was written for %s: its public API only (slower searches)",
        installed_version(),
        WRITTEN_FOR,
    )
