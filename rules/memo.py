"""Tables built from the data, kept in this process as well as in the shared cache.

dataversion.cached answers from the shared cache (Redis in production): every read is a round trip and an
unpickling of the whole value. A rule page reads the ruling-link tables of every CR version and the predicates'
tables: hundreds of reads per page. Here a table read once stays in the process under the same key, which carries
the data version, so a change of the data is never missed.

A cleared cache with the same data version (tests roll the database back and clear the cache between tests; an
operator may flush Redis) must drop these copies too: the shared cache holds a mark, a random token for the data
version, and a copy is used only while the mark it was read under is still there. The mark is read once per
request (once per call outside a request: a test or a command calling the functions directly).
"""

import threading
import uuid
from contextlib import contextmanager

from django.core.signals import got_request_exception, request_finished, request_started

from dataversion import cache as dataversion

_copies = {}  # parts -> (full key, mark, value)
MAX_COPIES = 2000  # one per CR version and per predicate table: a few hundred at most; a bound all the same
_request = threading.local()  # .mark: the mark read during the current request (gunicorn runs threads)


def cached(parts, build):
    """dataversion.cached(parts, build), kept in the process. The value is shared: never mutate it."""
    key = dataversion.parts_key(*parts)
    mark = _mark()
    copy = _copies.get(parts)
    if copy is not None and copy[0] == key and copy[1] == mark:
        return copy[2]
    value = dataversion.cached(parts, build)
    if len(_copies) >= MAX_COPIES:
        _copies.clear()
    _copies[parts] = (key, mark, value)
    return value


@contextmanager
def batch():
    """A block of work outside a request that reads many tables (an index build linking every ruling): the data
    version and the mark read once for the block, as a request reads them."""
    was = getattr(_request, "active", False), getattr(_request, "mark", None)
    _request.active, _request.mark = True, None
    try:
        with dataversion.read_once():
            yield
    finally:
        _request.active, _request.mark = was


def _mark():
    mark = getattr(_request, "mark", None)
    if mark is not None:
        return mark
    key = dataversion.parts_key("process-copies-mark")
    mark = dataversion.get(key)
    if mark is None:
        # A cache that does not answer gives no mark: a fresh one each time, so no copy is trusted meanwhile.
        mark = uuid.uuid4().hex
        dataversion.put(key, mark)
    if getattr(_request, "active", False):
        _request.mark = mark
    return mark


def _started(**kwargs):
    _request.active, _request.mark = True, None


def _finished(**kwargs):
    _request.active, _request.mark = False, None


request_started.connect(_started, dispatch_uid="rules.memo.started")
request_finished.connect(_finished, dispatch_uid="rules.memo.finished")
# A request whose view raised may never be closed (the test client re-raises): its mark must not outlive it.
got_request_exception.connect(_finished, dispatch_uid="rules.memo.failed")
