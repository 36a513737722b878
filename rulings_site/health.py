"""GET /healthz: 200 only when this node can answer, 503 with the reason otherwise (haproxy's health check).

A node answers when its database answers a query and its search index opens, holds documents, was not damaged
under the running node (search.damage, the check the follower rebuilds the index on), is not more than
HEALTH_INDEX_STALE_SECONDS behind the change log (a follower that cannot write), and its disk has
HEALTH_INDEX_MIN_FREE_MB free. The change log position is shown for the operator (a node far behind still answers:
its search is only older). So is the shared cache: one that does not answer is skipped (rulings_site.cache), so
the node still answers, and every node shares it, so taking them out would not help; `cache` says so, the status
stays 200.
"""

import datetime
import shutil

from django.conf import settings
from django.core.cache import cache
from django.db import DatabaseError, connection
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe

from dataversion.models import ChangeLog
from rulings_site.http import json_error, json_ok
from rulings_site.postgresql import without_waiting
from search.damage import damage_problem  # also read by gunicorn.conf.py
from search.follow import no_index_message, read_position
from search.index import NoIndex, index_root, search_lock, shared_searchers


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
