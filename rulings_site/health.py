"""GET /healthz: 200 only when this node can answer, 503 with the reason otherwise (haproxy's health check).

A node answers when its database answers a query and its search index opens and holds documents. The change
log position is shown for the operator (a node far behind still answers: its search is only older). So is the
shared cache: one that does not answer is skipped (rulings_site.cache), so the node still answers, and every node
shares it, so taking them out would not help; `cache` says so, the status stays 200.
"""

from django.core.cache import cache
from django.db import DatabaseError, connection
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe

from rulings_site.http import json_error, json_ok
from search.follow import no_index_message, read_position
from search.index import NoIndex, search_lock, shared_searchers


def database_problem():
    try:
        with connection.cursor() as cursor:
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


@never_cache
@require_safe
def healthz(request):
    problems = []
    database = database_problem()
    if database:
        problems.append(database)
    index, documents = index_problem()
    if index:
        problems.append(index)
    state = {
        "database": database or "ok",
        "index": index or "ok",
        "documents": documents,
        "position": read_position(),
        "cache": cache_problem() or "ok",
    }
    if problems:
        return json_error("; ".join(problems), status=503, **state)
    return json_ok({"status": "ok", **state})
