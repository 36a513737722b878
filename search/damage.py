"""Whether the current build's files were damaged under the running node: one check, read by /healthz
(rulings_site.health, to turn the node red for haproxy) and by the follower (search.follow, to rebuild the index
from the database), each second even when nothing changes.

Whoosh never rewrites a segment's file in place (a change writes new files and drops old ones), so one whose size
or time changed since this process first saw it was damaged (a truncated file read through mmap kills the worker
with SIGBUS); and a compound segment shorter than its own header says was cut short, even if this process never saw
it whole. Cheap: a stat of each file of the build and 12 bytes read from each segment.
"""

import os
import struct
import threading
from pathlib import Path

from .indexdir import current_path

# The files of a build as this process first saw them.
_seen = {}
_seen_lock = threading.Lock()
# (The JSON files beside them are replaced whole by a change, under the same name: not watched.)
_WRITTEN_ONCE = (".seg", ".toc")


def _stats(path):
    found = {}
    for file in Path(path).rglob("*"):
        if file.suffix in _WRITTEN_ONCE and file.is_file():
            stat = file.stat()
            found[str(file.relative_to(path))] = (stat.st_size, stat.st_mtime_ns)
    return found


# A compound segment file begins with where its directory starts and how long it is (whoosh.filedb.compound:
# a big-endian long and int), and ends with that directory.
_COMPOUND_HEAD = struct.Struct("!qi")


def _cut_short(file):
    """Whether a segment (a Whoosh compound file) ends before the directory its header points to: truncated, even
    if this process never saw it whole (a segment a save wrote a moment before the damage, a worker forked after)."""
    with open(file, "rb") as segment:
        head = segment.read(_COMPOUND_HEAD.size)
        size = os.fstat(segment.fileno()).st_size
    if len(head) < _COMPOUND_HEAD.size:
        return True
    directory_at, directory_length = _COMPOUND_HEAD.unpack(head)
    return size < directory_at + directory_length


def damage_problem(path=None):
    """Which file of the build at `path` (the current one by default) changed in place since this process first
    saw it, or was cut short; None when none (or when there is no build: that is not damage)."""
    path = Path(path) if path is not None else current_path()
    if path is None:
        return None
    try:
        now = _stats(path)
        cut = sorted(name for name in now if name.endswith(".seg") and _cut_short(path / name))
    except OSError:
        return None  # a change swapping builds meanwhile; the next check sees the new one
    if cut:
        return f"the search index was damaged while serving: {', '.join(cut[:3])} cut short"
    with _seen_lock:
        before = _seen.get(path)
        if before is None or len(_seen) > 8:
            _seen.clear()
        _seen[path] = {**(before or {}), **now}
        if before is None:
            return None
    changed = sorted(name for name, stat in now.items() if name in before and before[name] != stat)
    if changed:
        with _seen_lock:
            _seen[path].update({name: before[name] for name in changed})  # stays damaged until the build is replaced
        return f"the search index was damaged while serving: {', '.join(changed[:3])} changed in place"
    return None
