"""gunicorn's configuration: `make serve` and the cluster nodes run `gunicorn -c gunicorn.conf.py`.

Every value can be changed from the environment (docs/production.md):

| variable | default | meaning |
|---|---|---|
| HOST, PORT | 127.0.0.1, 8000 | where to listen |
| WEB_WORKERS | the number of cores | processes; each answers WEB_THREADS requests at once |
| WEB_THREADS | 4 | threads per worker (a request mostly waits on the database or the index) |
| WEB_TIMEOUT | 30 | seconds before a silent worker is killed and replaced |
| WEB_MAX_REQUESTS | 0 (never) | replace a worker after this many requests (a bound on memory, if one is ever needed) |
| SEARCH_FOLLOW | on | a follower thread in each worker; one per index folder takes the lock (search.follow) |
| SEARCH_WARM | on | run the frequent searches before the first request (search.warm) |
| PAGE_WARM | as SEARCH_WARM | answer a page of each kind before the first request (rulings_site.warm) |
| MALLOC_ARENA_MAX | 2 | glibc's malloc arenas per process (its default, 8 per core, lets each thread keep its own) |
| WEB_TRIM_EVERY | 200 | give freed memory back to the system after this many requests of a worker (0: never) |

Graceful reload: `kill -HUP <master pid>` replaces the workers and lets the old ones finish their requests (up to
WEB_GRACEFUL seconds); with preload the code stays the master's, so new code is `kill -USR2` (a new master on the
new code beside the old) then `kill -TERM` of the old master, or one node at a time behind haproxy.
`kill -TERM` stops gracefully.
"""

import ctypes
import ctypes.util
import gc
import multiprocessing
import os
import sys
import time

# The master's start: the warm-up's budget (SEARCH_WARM_SECONDS) counts from here, the catch-up included.
_STARTED = time.perf_counter()

# Whatever the environment says is also what Django's settings read (they are loaded by preload below).
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulings_site.settings")
os.environ.setdefault("SEARCH_FOLLOW", "1")
os.environ.setdefault("SEARCH_WARM", "1")  # and PAGE_WARM, which follows it unless set

wsgi_app = "rulings_site.wsgi:application"
bind = [f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"]
workers = int(os.environ.get("WEB_WORKERS") or multiprocessing.cpu_count())
worker_class = "gthread"
threads = int(os.environ.get("WEB_THREADS", "4"))
timeout = int(os.environ.get("WEB_TIMEOUT", "30"))
graceful_timeout = int(os.environ.get("WEB_GRACEFUL", "30"))
keepalive = 5
max_requests = int(os.environ.get("WEB_MAX_REQUESTS", "0"))
max_requests_jitter = max_requests // 10
# The application (Django, the URL map, templates, the warmed search caches) is loaded once in the master and
# shared by the forked workers, page for page, until a worker writes to it.
preload_app = True

# Logs: all on stderr, one access line per request with its time in ms and the request id (the same id the
# application's own log lines carry, rulings_site.requestlog).
accesslog = "-" if os.environ.get("ACCESS_LOG") == "stdout" else "/dev/stderr"
errorlog = "-"
loglevel = os.environ.get("GUNICORN_LOG_LEVEL", "info")
access_log_format = '%(h)s "%(r)s" %(s)s %(b)s %(M)sms rid=%({x-request-id}o)s %(p)s'
proc_name = "rulings"
# Signals are the interface (HUP reloads, TERM stops); several nodes on one machine would share the control socket.
control_socket_disable = True


# Memory (issue 13.5, bench/worker_memory.py): a worker's threads each get a malloc arena of their own by default,
# and what a big answer (a diff of two distant CR versions) frees stays in the arenas. Two arenas and a periodic
# malloc_trim keep a worker's resident memory close to what it holds.
_M_ARENA_MAX = -8  # glibc's malloc.h
try:
    _libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
    _libc.mallopt(_M_ARENA_MAX, int(os.environ.get("MALLOC_ARENA_MAX", "2")))
except (OSError, AttributeError):  # not glibc: its allocator has its own ways
    _libc = None
trim_every = int(os.environ.get("WEB_TRIM_EVERY", "200"))


def _close_database_connections():
    # A connection opened in the master must never be shared by forked workers (both would speak on one socket).
    from django.db import connections

    connections.close_all()


def when_ready(server):
    """In the master, after the preload, before the first worker is forked: apply what the change log holds
    (a node coming back catches up before it serves), then warm the search caches and answer a page of each kind,
    so every worker starts with them (shared by fork) instead of each paying for them. The index's segments are read
    through mmap, so the forked workers share the opened searchers; each reopens its own when the index changes, and
    one forked after a segment was damaged in place drops them (post_fork)."""
    from django.conf import settings

    if settings.SEARCH_FOLLOW:
        _catch_up(server)
    if settings.SEARCH_WARM:
        from search.warm import warm

        try:
            # A node restarted under load (a crash, a deploy) serves within SEARCH_WARM_SECONDS of its start:
            # what the catch-up took is taken from the warm-up, whose rarer words then start cold.
            outcome = warm(since=_STARTED)
            server.log.info("search warmed in the master: %(queries)s queries in %(seconds).1f s", outcome)
        except Exception:  # a node still building its index serves everything else meanwhile
            server.log.exception("search warm-up failed; workers start cold")
    if settings.PAGE_WARM:
        from rulings_site.warm import warm_pages

        outcome = warm_pages()
        server.log.info("pages warmed in the master: %(pages)s in %(seconds).1f s %(statuses)s", outcome)
    # The index's files as the master mapped them: a worker forked after one was damaged in place sees it (post_fork).
    from rulings_site.health import damage_problem

    damage_problem()
    _close_database_connections()
    # What the master holds now is shared by every worker; kept out of the collector's passes, its pages are
    # not copied into each worker by the collector's own writes.
    gc.freeze()


def _catch_up(server):
    from search.follow import FolderLock, catch_up
    from search.index import current_path

    if current_path() is None:
        return  # an empty folder is built by the workers' follower, while the node answers 503 on /healthz
    lock = FolderLock()
    if not lock.acquire():
        return  # `manage.py follow_index` (or another server) follows this folder
    try:
        steps = catch_up()
        if steps:
            server.log.info("search index caught up to change %s before serving", steps[-1].position)
    except Exception:
        server.log.exception("search index catch-up failed; the workers' follower retries")
    finally:
        lock.release()


def pre_fork(server, worker):
    _close_database_connections()


def post_fork(server, worker):
    """In each worker: the search follower thread (one per index folder wins the lock; the others wait and
    take over when its worker dies), so the index follows the database without a process beside the server.

    A worker forked after a file of the master's index was damaged in place (truncated by a disk fault) drops the
    searchers it inherited before reading them: their mmap is the master's, of the file as it was, and a read past
    its new end kills the worker (SIGBUS). Before, every new worker died at its first search (or said 200 on
    /healthz, its view of the files being taken after the damage), so the follower never reached the failures
    that rebuild the index, and haproxy kept sending the node visitors (issue 24, N9)."""
    from django.conf import settings

    from rulings_site.health import damage_problem

    damage = damage_problem()
    if damage:
        from search.index import forget_searchers

        server.log.warning("worker %s: %s; the master's searchers are not used", worker.pid, damage)
        forget_searchers()
    if settings.SEARCH_FOLLOW:
        from rulings_site.warm import warm_tables
        from search.follow import start_in_background

        start_in_background(after_change=warm_tables)


def post_request(worker, req, environ, resp):
    if _libc is None or not trim_every:
        return
    worker.requests_since_trim = getattr(worker, "requests_since_trim", 0) + 1
    if worker.requests_since_trim >= trim_every:
        worker.requests_since_trim = 0
        _libc.malloc_trim(0)


def worker_abort(worker):
    # A worker killed for its timeout: say which request held it (the access line never comes).
    print(f"worker {worker.pid} aborted after {timeout} s", file=sys.stderr, flush=True)
