"""GET /healthz: 200 only when this node can answer, 503 with the reason otherwise (haproxy's health check).

A node answers when its database answers a query and its search index opens, holds documents, was not changed in
place since this process first saw it (damaged under the running node), is not more than
HEALTH_INDEX_STALE_SECONDS behind the change log (a follower that cannot write), and its disk has
HEALTH_INDEX_MIN_FREE_MB free. The change
log position is shown for the operator (a node far behind still answers: its search is only older). So is the
shared cache: one that does not answer is skipped (rulings_site.cache), so the node still answers, and every node
shares it, so taking them out would not help; `cache` says so, the status stays 200.
"""

import datetime
import os
import shutil
import struct
import threading
from pathlib import Path

from django.conf import settings
from django.core.cache import cache
from django.db import DatabaseError, connection
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe

from dataversion.models import ChangeLog
from rulings_site.http import json_error, json_ok
from rulings_site.postgresql import without_waiting
from search.follow import no_index_message, read_position
from search.index import NoIndex, current_path, index_root, search_lock, shared_searchers


def database_problem():
    try:  # haproxy's check gives up after 3 s: no waiting for a restarting database here
        with without_waiting(), connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except DatabaseError as exc:
        return f"the database does not answer: {type(exc).__name__}: {exc}".strip()
    return None


def cache_problem():
    try:
        cache.get("healthz:probe")  # with rulings_site.cache, at most one socket timeout, and only when retrying
    except Exception as exc:  # a cache backend that does not fail open
        return f"the cache does not answer: {type(exc).__name__}: {exc}"
    problem = getattr(cache, "problem", lambda: None)()
    return f"the cache does not answer ({problem}); pages are built without it" if problem else None


def index_problem():
    """None when the index opens and holds documents; else why not. Returns (problem, documents)."""
    try:
        with search_lock:
            documents = shared_searchers().main.doc_count()
    except NoIndex as exc:
        return f"the search index does not answer: {no_index_message(exc)}", 0
    except Exception as exc:  # whatever a damaged index raises, the node must not be sent visitors
        return f"the search index does not answer: {type(exc).__name__}: {exc}", 0
    if not documents:
        return "the search index is empty", 0
    return None, documents


def stale_problem(position):
    """Why this node's search is too far behind the database (a follower that cannot write: a full disk, a damage
    the follower fails on), or None. A node without a position (being built) is index_problem's to judge."""
    if position is None:
        return None
    try:
        waiting = ChangeLog.objects.filter(pk__gt=position).order_by("pk").values_list("created_at", flat=True).first()
    except DatabaseError:
        return None  # database_problem says it
    if waiting is None:
        return None
    behind = (datetime.datetime.now(datetime.UTC) - waiting).total_seconds()
    if behind <= settings.HEALTH_INDEX_STALE_SECONDS:
        return None
    return (
        f"the search index is {behind:.0f} s behind the database (changes waiting since {waiting:%H:%M:%S} UTC; "
        f"at most {settings.HEALTH_INDEX_STALE_SECONDS:g} s): its follower cannot apply them"
    )


def disk_problem():
    """Why the index's disk cannot take the follower's next write, or None; and the free megabytes."""
    try:
        free = shutil.disk_usage(index_root()).free / 1e6
    except OSError:
        return None, None  # no folder yet: index_problem says it
    if free < settings.HEALTH_INDEX_MIN_FREE_MB:
        return f"the search index's disk has {free:.0f} MB free (at least {settings.HEALTH_INDEX_MIN_FREE_MB} MB)", free
    return None, free


# The files of a build as this process first saw them: Whoosh never rewrites a segment's file in place (a change
# writes new files and drops old ones), so one whose size or time changed was damaged under the running node
# (a truncated file read through mmap kills the worker with SIGBUS).
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


def damage_problem():
    """Which file of the current build changed in place since this process first saw it, or was cut short; None
    when none."""
    path = current_path()
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
            _seen[path].update({name: before[name] for name in changed})  # stays red until the build is replaced
        return f"the search index was damaged while serving: {', '.join(changed[:3])} changed in place"
    return None


@never_cache
@require_safe
def healthz(request):
    problems = []
    database = database_problem()
    if database:
        problems.append(database)
    index, documents = index_problem()
    position = read_position()
    disk, free = disk_problem()
    index = index or damage_problem() or disk or (None if database else stale_problem(position))
    if index:
        problems.append(index)
    state = {
        "database": database or "ok",
        "index": index or "ok",
        "documents": documents,
        "position": position,
        "index_disk_free_mb": round(free) if free is not None else None,
        "cache": cache_problem() or "ok",
    }
    if problems:
        return json_error("; ".join(problems), status=503, **state)
    return json_ok({"status": "ok", **state})
