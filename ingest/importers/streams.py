"""Reading big input files: plain or compressed (gzip, xz, bzip2), as a stream, with progress.

The compression is recognised by the file's first bytes, not its name, so a
download kept under any name still reads. Progress counts the bytes read from
the file on disk (compressed), which is what a terminal bar can measure
against the file's size.
"""

import bz2
import gzip
import lzma
import time
from contextlib import contextmanager
from pathlib import Path

import ijson

from .common import InputError

MAGIC = [
    (b"\x1f\x8b", gzip.open),
    (b"\xfd7zXZ\x00", lzma.open),
    (b"BZh", bz2.open),
]
STREAM_ERRORS = (OSError, EOFError, lzma.LZMAError, ijson.JSONError, ijson.IncompleteJSONError, UnicodeDecodeError)


class CountingReader:
    """A binary file that counts the bytes read from it."""

    def __init__(self, raw):
        self.raw = raw
        self.done = 0

    def read(self, size=-1):
        data = self.raw.read(size)
        self.done += len(data)
        return data

    def readinto(self, buffer):
        count = self.raw.readinto(buffer)
        self.done += count or 0
        return count

    def readable(self):
        return True

    def close(self):
        self.raw.close()

    @property
    def closed(self):
        return self.raw.closed


def compression(path):
    """ "gzip", "xz", "bzip2" or "" from the file's first bytes."""
    with Path(path).open("rb") as handle:
        head = handle.read(6)
    for magic, opener in MAGIC:
        if head.startswith(magic):
            return {gzip.open: "gzip", lzma.open: "xz", bz2.open: "bzip2"}[opener]
    return ""


@contextmanager
def open_stream(path, counter=None):
    """The decompressed bytes of path, as a binary stream; counter (a CountingReader) sees the raw bytes read."""
    path = Path(path)
    try:
        raw = path.open("rb")
    except OSError as exc:
        raise InputError(f"{path}: cannot read: {exc.strerror}") from None
    counting = CountingReader(raw)
    if counter is not None:
        counter.append(counting)
    head = raw.read(6)
    raw.seek(0)
    opener = next((opener for magic, opener in MAGIC if head.startswith(magic)), None)
    stream = opener(counting, "rb") if opener else counting
    try:
        yield stream
    finally:
        stream.close()
        raw.close()


def describe_stream_error(path, exc):
    """An InputError naming the file and what went wrong while streaming it."""
    if isinstance(exc, (ijson.IncompleteJSONError, ijson.JSONError)):
        return InputError(f"{path}: malformed JSON: {exc}")
    if isinstance(exc, UnicodeDecodeError):
        return InputError(f"{path}: not UTF-8 text (byte {exc.start})")
    return InputError(f"{path}: cannot read: {exc}")


class Progress:
    """A bar redrawn in place on a terminal; elsewhere (a log, cron) one line per step.

    `out` is anything with write() (a management command's stdout); None says
    nothing at all.
    """

    WIDTH = 30

    def __init__(self, out=None, *, tty=None, every=0.2):
        self.out = out
        self.tty = bool(out is not None and (tty if tty is not None else _isatty(out)))
        self.every = every
        self._last = 0.0
        self._drawn = False

    def step(self, label, done=None, total=None):
        """One step done (a set, a batch of cards): a line, or the bar moved on."""
        if self.out is None:
            return
        fraction = f" {100 * done / total:5.1f}%" if done is not None and total else ""
        if not self.tty:
            _write(self.out, f"{label}{fraction}\n")
            return
        now = time.monotonic()
        if now - self._last < self.every and not (total and done is not None and done >= total):
            return
        self._last = now
        filled = int(self.WIDTH * min(done / total, 1.0)) if done is not None and total else 0
        bar = "#" * filled + "-" * (self.WIDTH - filled)
        _write(self.out, f"\r[{bar}]{fraction} {label[:60]:<60}")
        _flush(self.out)
        self._drawn = True

    def done(self):
        """Ends the bar's line, so what is written next starts on a line of its own."""
        if self.tty and self._drawn:
            _write(self.out, "\n")
            self._drawn = False


def _write(out, text):
    try:
        out.write(text, ending="")  # a management command's stdout would add a line end of its own
    except TypeError:
        out.write(text)


def _flush(out):
    if hasattr(out, "flush"):
        out.flush()


def _isatty(out):
    try:
        return out.isatty()
    except (AttributeError, ValueError):
        return False
