"""Every request gets an id, and every log line written while it runs carries it.

The id is the X-Request-ID a trusted proxy sent (haproxy in front of several
nodes), else a new one; it is sent back in the response's X-Request-ID, so a
500 page's id, the access line and the traceback in the log can be matched.
"""

import contextvars
import logging
import re
import sys
import uuid

from django.db.utils import InterfaceError, OperationalError

from rulings_site.http import busy_database, database_down, unavailable_database

_request_id = contextvars.ContextVar("request_id", default="-")
# What a proxy may pass on: short, and nothing that could forge a log line.
_SAFE_ID = re.compile(r"^[A-Za-z0-9._:-]{1,64}$")
logger = logging.getLogger("rulings_site.requests")


def current_request_id():
    return _request_id.get()


class StderrHandler(logging.StreamHandler):
    """Writes to whatever sys.stderr is when a record is logged (a server or a test may replace it after start-up)."""

    def __init__(self):
        super().__init__(sys.stderr)

    @property
    def stream(self):
        return sys.stderr

    @stream.setter
    def stream(self, value):
        pass


class RequestIdFilter(logging.Filter):
    """Adds %(request_id)s to every record (a dash outside a request)."""

    def filter(self, record):
        record.request_id = _request_id.get()
        return True


class RequestIdMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        given = request.headers.get("X-Request-ID", "")
        request.id = given if _SAFE_ID.match(given) else uuid.uuid4().hex
        token = _request_id.set(request.id)
        try:
            response = self.get_response(request)
        finally:
            _request_id.reset(token)
        response["X-Request-ID"] = request.id
        return response

    def process_exception(self, request, exception):
        # A database busy with another writer (an import on SQLite) is not a bug: the visitor may retry.
        if isinstance(exception, OperationalError) and "locked" in str(exception).lower():
            logger.warning("database busy: %s %s answered 503", request.method, request.path)
            return busy_database(request)
        # A database restarting or down (PostgreSQL restarted, its host gone) is not a bug either: a 503 the
        # visitor may retry, logged once per request without a traceback. A query that fails on a live database
        # stays a 500.
        if isinstance(exception, (OperationalError, InterfaceError)) and database_down():
            logger.warning("database down: %s %s answered 503 (%s)", request.method, request.path, exception)
            return unavailable_database(request)
        return None
