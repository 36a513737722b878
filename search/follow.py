"""Each node's search index follows the database: the change log's rows are applied here, in id order.

Every change search shows writes a row to the change log in its own transaction (dataversion.changelog,
search.receivers). A follower, one per index folder, reads the rows after the last one it applied, brings
its index up to date (`update_index` for the objects a row names, `sync_index` when a row says "compare
everything"), and then records the id of the last row applied in the index folder (follow.json). So:

- a node down while changes happen catches up when it comes back: its position is where it stopped;
- a node started with an empty index folder builds the index from the database, then follows from the
  newest row it saw before the build began (rows committed during the build are applied again: applying a
  row is idempotent, it rewrites documents from the database as they are now);
- an index that exists without a position (built by `rebuild_index` or `load_sample`) is compared with the
  database once (`sync_index`), then followed;
- a build damaged under the running node (a segment cut short or changed in place: search.damage, the check
  /healthz reads) is replaced at the next step, idle or not, by the spare copy an idle step made (search.spare),
  then the rows after the spare's position are applied; without a sound spare it is rebuilt from the database;
- a row is applied once: the position is written right after; a crash in between applies it again, which
  changes nothing.

Only one process per index folder follows: it holds an exclusive lock on follow.lock in the folder (fcntl,
released by the system when the process dies, so another process takes over). It runs as a thread in the
server (gunicorn.conf.py starts one in every worker; one wins the lock) or as `manage.py follow_index`.
"""

import errno
import fcntl
import json
import logging
import os
import shutil
import threading
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

from django.apps import apps
from django.conf import settings
from django.db import close_old_connections

from dataversion import changelog
from dataversion.models import ChangeLog

from .build import rebuild_index
from .damage import damage_problem
from .indexdir import current_path, index_root
from .spare import due, make_spare, restore_spare
from .update import sync_index, update_index

logger = logging.getLogger("search.follow")

STATE = "follow.json"
LOCK = "follow.lock"
BATCH = 500
REBUILD_AFTER = 3  # failed steps in a row before the follower rebuilds the index from the database
# After a step failed on a full disk, the free space is read every interval (a statfs) and the step is tried again
# as soon as this much more is free than at the failure (or after NO_SPACE_RETRY intervals whatever it says).
NO_SPACE_MARGIN = 1 << 20
NO_SPACE_RETRY = 30


@dataclass
class Step:
    """What one step of the follower did: `action` is "built", "restored", "synced", "updated" or None (nothing new)."""

    action: str | None
    rows: list = field(default_factory=list)  # ids of the change log rows applied, in order
    position: int | None = None
    seconds: float = 0.0


def read_position(root=None):
    """The id of the last row applied to the index in this folder, or None when unknown."""
    try:
        return int(json.loads((Path(root or index_root()) / STATE).read_text())["position"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def write_position(position, root=None):
    root = Path(root or index_root())
    tmp = root / f".follow-{uuid.uuid4().hex}"
    tmp.write_text(json.dumps({"position": position, "applied_at": time.time()}))
    os.replace(tmp, root / STATE)


def lag(root=None):
    """How many committed rows this folder's index has not applied yet (None when its position is unknown)."""
    position = read_position(root)
    if position is None:
        return None
    return ChangeLog.objects.filter(pk__gt=position).count()


def _objects(rows):
    """The objects the rows name, as they are in the database now (deleted ones come with SYNC rows); None when a
    row names a model this code does not know (a node on another release, during a rolling deploy, named it)."""
    wanted = {}
    for row in rows:
        for item in row.items:
            wanted.setdefault(item.get("model", ""), set()).add(item.get("pk"))
    found = []
    for label, pks in wanted.items():
        try:
            model = apps.get_model(label)
        except (LookupError, ValueError):
            logger.warning("The change log names a model this release does not know (%r): the index is synced.", label)
            return None
        found.extend(model.objects.filter(pk__in=pks))
    return found


def step(batch=BATCH, *, rebuild=False):
    """Bring the index of settings.SEARCH_INDEX_DIR one step closer to the database; returns a Step.
    rebuild=True builds a new index from the database whatever the folder holds; so does a build damaged under
    the running node (search.damage), with or without new rows."""
    started = time.perf_counter()
    root = index_root()
    root.mkdir(parents=True, exist_ok=True)
    path = current_path(root)
    # Checked at every step, idle ones included: a damaged build otherwise stays (and /healthz red) until a change
    # comes and fails REBUILD_AFTER times; and applying a change to it could read the damage (SIGBUS).
    damage = None if rebuild or path is None else damage_problem(path)
    if damage:
        # The spare copy, then the rows after its position (seconds); a full rebuild only without a sound spare.
        position = restore_spare(path, write_position, root)
        if position is not None:
            logger.error("search follower: %s; the spare copy of the index replaces it", damage)
            return Step("restored", position=position, seconds=time.perf_counter() - started)
        logger.error("search follower: %s; rebuilding the index from the database", damage)
    if rebuild or path is None or damage:
        # Rows committed from here on are applied after the build, whether the build saw them or not.
        top = changelog.last_id()
        rebuild_index()  # the searchers of this process see the new build on their next query
        write_position(top)
        return Step("built", position=top, seconds=time.perf_counter() - started)
    position = read_position(root)
    # Unknown, or before rows pruned from the log (a node down for longer than the log is kept): whatever it
    # missed is found by comparing the whole index with the database.
    if position is None or position < changelog.pruned_through():
        top = changelog.last_id()
        sync_index()
        write_position(top)
        return Step("synced", position=top, seconds=time.perf_counter() - started)
    rows = changelog.rows_after(position, batch)
    if not rows:
        _keep_spare(path, position)
        return Step(None, position=position)
    objects = None if any(row.kind == ChangeLog.SYNC for row in rows) else _objects(rows)
    if objects is None:
        # A comparison with the database covers every row read before it began, whatever they named.
        sync_index()
        action = "synced"
    else:
        update_index(*objects)
        action = "updated"
    write_position(rows[-1].pk)
    return Step(action, rows=[row.pk for row in rows], position=rows[-1].pk, seconds=time.perf_counter() - started)


def _keep_spare(path, position):
    """At an idle step: copy the current build as the spare when one is due (search.spare). A copy that fails (a
    full disk) leaves the index as it was: a damage would then mean a full rebuild, as without a spare."""
    try:
        if due(path, position):
            seconds = make_spare(path, position)
            if seconds is not None:
                logger.info("search follower: spare copy of the index made at position %s (%.1f s)", position, seconds)
    except Exception:
        logger.warning("search follower: the spare copy of the index could not be made", exc_info=True)


def catch_up(batch=BATCH):
    """Apply every committed row (steps until there is nothing new); returns the steps that did something."""
    done = []
    while True:
        result = step(batch)
        if result.action is None:
            return done
        done.append(result)


class FolderLock:
    """The exclusive right to write this index folder's index from the change log (one follower per folder)."""

    def __init__(self, root=None):
        self.root = Path(root or index_root())
        self.file = None

    def acquire(self):
        """True when this process now holds the lock (never waits)."""
        if self.file is not None:
            return True
        self.root.mkdir(parents=True, exist_ok=True)
        handle = open(self.root / LOCK, "a+")  # held open for as long as the lock is
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            handle.close()
            return False
        handle.seek(0)
        handle.truncate()
        handle.write(f"{os.getpid()}\n")
        handle.flush()
        self.file = handle
        return True

    def release(self):
        if self.file is not None:
            fcntl.flock(self.file, fcntl.LOCK_UN)
            self.file.close()
            self.file = None


BUILDING = "The search index is being built from the database; search answers again in a few minutes."


def building(root=None):
    """True when there is no index yet and a follower holds this folder's lock (so it is building one)."""
    root = Path(root or index_root())
    if current_path(root) is not None or not (root / LOCK).exists():
        return False
    probe = FolderLock(root)
    if probe.acquire():
        probe.release()
        return False
    return True


def no_index_message(exc):
    """What a visitor is told when there is no index: that it is being built, when a follower is at it."""
    return BUILDING if building() else str(exc)


def no_space(exc):
    """Whether an exception (or one it was raised from) is the disk's being full: not the index's fault."""
    seen = set()
    while exc is not None and id(exc) not in seen:
        seen.add(id(exc))
        if isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EDQUOT):
            return True
        exc = exc.__cause__ or exc.__context__
    return False


def free_bytes(root=None):
    try:
        return shutil.disk_usage(root or index_root()).free
    except OSError:
        return 0


def wait_for_space(stop, interval, before, root=None):
    """After a step failed on a full disk: wait until more than NO_SPACE_MARGIN bytes are free beyond the `before`
    the failure left (or NO_SPACE_RETRY intervals), reading only the free space meanwhile. True when stopped."""
    for _ in range(NO_SPACE_RETRY):
        if free_bytes(root) > before + NO_SPACE_MARGIN:
            return False
        if stop.wait(interval):
            return True
    return stop.is_set()


def _say(out, result):
    if out is None or result.action is None:
        return
    what = {
        "built": "index built",
        "restored": "the spare copy of the index restored",
        "synced": "index compared with the database",
        "updated": "documents rewritten",
    }
    rows = f" for rows {result.rows[0]}..{result.rows[-1]}" if result.rows else ""
    out.write(f"{what[result.action]}{rows}: position {result.position} ({result.seconds:.2f} s)")


def follow(*, interval=None, stop=None, out=None, wait_for_lock=True, after_change=None):
    """Follow the change log until `stop` (a threading.Event) is set: take the folder's lock (waiting for it
    when another process holds it, unless wait_for_lock is False), then apply new rows every `interval` s.
    Errors (a database restarting, a full disk) are logged and retried; they never end the loop.
    `after_change` (no arguments) is called after each step that applied rows: the server builds there what its
    pages build from the data (rulings_site.warm.warm_tables), so no visitor's request pays for it."""
    interval = settings.SEARCH_FOLLOW_INTERVAL if interval is None else interval
    stop = stop or threading.Event()
    lock = FolderLock()
    try:
        while not lock.acquire():
            if not wait_for_lock:
                return False
            if stop.wait(max(interval, 1.0) * 5):
                return False
        logger.info("following the change log into %s (pid %s)", lock.root, os.getpid())
        failures = 0
        full = None  # the free bytes a failure on a full disk left, until a step succeeds
        while not stop.is_set():
            if full is not None and wait_for_space(stop, interval, full, lock.root):
                break
            try:
                # An index that keeps failing (one written by an older schema, a damaged file the comparison cannot
                # repair) is rebuilt from the database: the truth is there, the index is only a copy.
                rebuild = failures >= REBUILD_AFTER and failures % REBUILD_AFTER == 0
                if rebuild:
                    logger.error(
                        "search follower: %s failures in a row; rebuilding the index from the database", failures
                    )
                result = step(rebuild=rebuild)
                failures, full = 0, None
                _say(out, result)
                if result.action is not None:
                    _after(after_change)
                    continue  # more rows may be waiting
            except Exception as exc:
                if no_space(exc):
                    # A full disk is no fault of the index: a rebuild would need more room than the step did, and
                    # the doubled waits would hold the node back long after the space is back. So the step is tried
                    # again as soon as space is freed (/healthz is red meanwhile: search.health's disk check).
                    full = free_bytes(lock.root)
                    logger.error(
                        "search follower: the index's disk is full (%s); trying again when space is freed", exc
                    )
                    continue
                failures += 1
                logger.exception("search follower: applying the change log failed (attempt %s); retrying", failures)
            finally:
                close_old_connections()
            stop.wait(interval * min(2**failures, 30))
        return True
    finally:
        lock.release()


def _after(after_change):
    if after_change is None:
        return
    try:
        after_change()
    except Exception:  # a warm-up that fails leaves the work to the next request, as without it
        logger.warning("search follower: the warm-up after a change failed", exc_info=True)


_thread = None
_stop = threading.Event()


def start_in_background(after_change=None):
    """Start the follower as a daemon thread of this process (once); it follows when it wins the lock."""
    global _thread
    if _thread is not None and _thread.is_alive():
        return _thread
    _stop.clear()
    _thread = threading.Thread(
        target=follow, kwargs={"stop": _stop, "after_change": after_change}, name="search-follower", daemon=True
    )
    _thread.start()
    return _thread


def stop_background(timeout=10):
    _stop.set()
    if _thread is not None:
        _thread.join(timeout)
