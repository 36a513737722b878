"""A spare copy of the index, so that a build damaged under the running node heals in seconds, not in a full rebuild.

A full rebuild from the database takes 34-46 s of one core on the whole corpus when the machine is idle and two
minutes at a load of 3 (docs/production.md): too long for "healed within a minute". So the follower keeps a copy
of the current build beside it (`spare/` in the index folder, a real copy: a hard link would share the damaged
file), made at an idle step, with the change log position it holds. When the current build is damaged, the spare
becomes the current build (a rename and the atomic swap of the `current` link), and the follower applies the rows
after the spare's position as it applies any others: seconds. A full rebuild is left for when there is no sound
spare (a node's first build, a spare damaged too, a disk without room for one).

The copy is made by the follower (the only writer of the folder's index, holding its lock) at an idle step: after
each build, and when the spare is older than SEARCH_SPARE_SECONDS and the index moved since. It is checked before
it is kept (every part reads) and before it is used (each segment's size as copied).
"""

import logging
import os
import shutil
import time
import uuid
from pathlib import Path

from django.conf import settings

from .build import _swap
from .check import readable
from .indexdir import index_root
from .jsonfiles import read_json, write_json

logger = logging.getLogger("search.follow")

SPARE = "spare"
STATE = "spare.json"  # in the spare: {"position", "build", "copied_at", "segments": {name: size}}
_LEFTOVER = ".spare-"


def read_spare(root=None):
    """The spare's state, or None when there is no finished spare."""
    state = read_json(Path(root or index_root()) / SPARE / STATE, None)
    return state if isinstance(state, dict) and isinstance(state.get("position"), int) else None


def _segments(path):
    return {str(f.relative_to(path)): f.stat().st_size for f in Path(path).rglob("*.seg") if f.is_file()}


def _size(path):
    return sum(f.stat().st_size for f in Path(path).rglob("*") if f.is_file())


def due(build, position, root=None):
    """Whether the follower should copy `build` (the current build, at `position`) as the spare now."""
    if settings.SEARCH_SPARE_SECONDS <= 0:
        return False
    state = read_spare(root)
    if state is None or state.get("build") != Path(build).name:
        return True
    stale = time.time() - state.get("copied_at", 0) > settings.SEARCH_SPARE_SECONDS
    return stale and state["position"] != position


def make_spare(build, position, root=None):
    """Copy `build` into the spare, with the position it holds; returns the seconds it took, or None when the disk
    has no room for it beside HEALTH_INDEX_MIN_FREE_MB (the copy would turn the node red)."""
    started = time.perf_counter()
    root = Path(root or index_root())
    for leftover in root.glob(f"{_LEFTOVER}*"):  # a copy killed half-way (only this lock's holder makes them)
        shutil.rmtree(leftover, ignore_errors=True)
    old = root / SPARE
    room = shutil.disk_usage(root).free + (_size(old) if old.is_dir() else 0)
    if room < _size(build) + settings.HEALTH_INDEX_MIN_FREE_MB * 1e6:
        logger.warning("search follower: no room for a spare copy of the index on its disk; a damage means a rebuild")
        return None
    tmp = root / f"{_LEFTOVER}{uuid.uuid4().hex}.tmp"
    try:
        shutil.copytree(build, tmp, ignore=shutil.ignore_patterns("*LOCK", "*.lock", "*.tmp"))
        problem = readable(tmp)
        if problem:
            raise OSError(f"the copy does not read: {problem}")
        state = {"position": position, "build": Path(build).name, "copied_at": time.time(), "segments": _segments(tmp)}
        write_json(tmp / STATE, state)
        if old.is_dir():
            gone = root / f"{_LEFTOVER}{uuid.uuid4().hex}.old"
            os.rename(old, gone)
            shutil.rmtree(gone, ignore_errors=True)
        os.rename(tmp, old)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return time.perf_counter() - started


def restore_spare(damaged, record_position, root=None):
    """Make the spare the current build in place of `damaged` (removed); returns the position the spare holds, or
    None when there is no sound spare (nothing is changed then). `record_position` is called with it before the
    swap: a crash in between leaves the damaged build with an older position (rows applied again), never the spare
    with a newer one (rows missed)."""
    root = Path(root or index_root())
    spare = root / SPARE
    state = read_spare(root)
    if state is None:
        return None
    try:
        whole = _segments(spare) == state.get("segments")
    except OSError:
        whole = False
    if not whole:
        logger.error("search follower: the spare copy of the index is damaged too; removing it")
        shutil.rmtree(spare, ignore_errors=True)
        return None
    record_position(state["position"])
    name = f"build-{time.strftime('%Y%m%dT%H%M%S')}-{uuid.uuid4().hex[:6]}"
    (spare / STATE).unlink()
    os.rename(spare, root / name)
    _swap(root, name)
    # Readers still holding its files open keep them (POSIX); new readers follow `current`.
    shutil.rmtree(damaged, ignore_errors=True)
    return state["position"]
