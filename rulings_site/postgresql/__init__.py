"""PostgreSQL, as Django's backend, but a request waits for a restarting server instead of failing (issue 24).

`pg_ctl restart` takes 2-7 s under load. Django's backend fails every connection meanwhile: each request that
arrived during the restart was a 503 (78-167 of them in the cluster test's fault battery). Here a connection that is
refused (or "the database system is starting up": any OperationalError while connecting) is tried again every
RETRY_INTERVAL until DATABASE_CONNECT_WAIT seconds after the first refusal this process saw: a restart costs only
the requests whose connection it cut. An outage longer than that fails at once from then on (one attempt per
request), until a connection succeeds again, so a long outage does not hold every thread of every worker.

`without_waiting()` makes one attempt only: for what has something better to do than wait (/healthz, which haproxy
times out; the data version read before the page cache, which serves the pages it holds without the database).

ENGINE = "rulings_site.postgresql" (rulings_site.settings sets it for any postgres:// DATABASE_URL);
DATABASE_CONNECT_WAIT (10 s: `pg_ctl restart -m fast` took up to 7 s on the loaded 2-core test machine) is the
setting.
"""

import contextlib
import contextvars
import threading
import time

RETRY_INTERVAL = 0.2
_waiting = contextvars.ContextVar("database_waiting", default=True)
_lock = threading.Lock()
_refused_since = [None]  # monotonic time of the first refusal of the current outage, None while connections succeed


@contextlib.contextmanager
def without_waiting():
    token = _waiting.set(False)
    try:
        yield
    finally:
        _waiting.reset(token)


def connect_waiting(connect, wait):
    """connect() tried again while it raises `refused` errors, within `wait` seconds of the outage's first one."""
    from psycopg import OperationalError

    while True:
        try:
            connection = connect()
        except OperationalError:
            now = time.monotonic()
            with _lock:
                if _refused_since[0] is None:
                    _refused_since[0] = now
                since = _refused_since[0]
            if not _waiting.get() or now + RETRY_INTERVAL > since + wait:
                raise
            time.sleep(RETRY_INTERVAL)
            continue
        _refused_since[0] = None
        return connection
