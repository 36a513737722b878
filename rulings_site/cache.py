"""The shared cache (Redis) failing open: a Redis that is dead or hangs costs a request at most one socket timeout,
and only the requests already asking it when it stopped answering.

Django's RedisCache waits on its socket as long as the kernel lets it: a Redis stopped rather than dead (SIGSTOP,
a full disk, a long fork) froze every request. Here each command gives up after redis-py's socket timeouts
(CACHE_TIMEOUT, 0.5 s, to connect and to read; redis-py retries nothing by default), and after one failure the
whole process stops asking for RETRY_SECONDS: a breaker per Redis and process, shared by every thread (Django
makes one cache object per thread: with a breaker each, every gunicorn thread paid its own timeout, and the
requests queued behind them waited too). Meanwhile what the process builds is kept in a small cache of its own
(FALLBACK_ENTRIES, local memory, shared by its threads; the keys carry the data version, so nothing stale is
served). Then the process asks Redis again in a thread of its own (PING): no visitor waits to find out, and Redis
is back at its first answer; the local copies are dropped. `problem()` says why Redis is skipped, for /healthz.

Each answer says in `Server-Timing: cache;dur=<ms>` how long its request spent in Redis commands
(CacheTimingMiddleware): what a hung Redis costs a request, measured by the cluster test's fault battery.
"""

import contextvars
import logging
import os
import threading
import time

from django.core.cache.backends.base import DEFAULT_TIMEOUT
from django.core.cache.backends.locmem import LocMemCache
from django.core.cache.backends.redis import RedisCache

logger = logging.getLogger("rulings_site.cache")
# The current request's [seconds spent waiting for Redis, cache commands asked or skipped] (CacheTimingMiddleware);
# None outside a request.
_request_wait: contextvars.ContextVar[list | None] = contextvars.ContextVar("cache_request_wait", default=None)


class _Breaker:
    """Whether a Redis is skipped, for every thread of the process."""

    def __init__(self):
        self.lock = threading.Lock()
        self.problem = None  # why Redis is skipped; None while it answers
        self.skip_until = 0.0
        # The process whose background PING is on its way (a pid: a worker forked meanwhile has no such thread).
        self.trying = None


_breakers: dict[str, _Breaker] = {}
_breakers_lock = threading.Lock()


def _breaker(location):
    with _breakers_lock:
        return _breakers.setdefault(location, _Breaker())


class FailOpenRedisCache(RedisCache):
    def __init__(self, server, params):
        options = dict(params.get("OPTIONS", {}))
        self.retry_seconds = float(options.pop("RETRY_SECONDS", 5))
        entries = int(options.pop("FALLBACK_ENTRIES", 100))
        super().__init__(server, {**params, "OPTIONS": options})
        self._state = _breaker(str(server))
        # Pages are 512 KB at most (dataversion.pages): 100 of them, 50 MB at worst per process, while Redis is out.
        # LocMemCache objects of one name share their entries: one fallback per process, not per thread.
        self._fallback = LocMemCache(f"failopen-{server}", {"OPTIONS": {"MAX_ENTRIES": entries, "CULL_FREQUENCY": 4}})

    def problem(self):
        """None while the cache answers; else what its last failure was (the cache is skipped meanwhile)."""
        return self._state.problem

    def _may_ask(self):
        state = self._state
        if not state.problem:
            return True
        with state.lock:
            if state.trying == os.getpid() or time.monotonic() < state.skip_until:
                return False
            state.trying = os.getpid()
        threading.Thread(target=self._try_again, name="cache-retry", daemon=True).start()
        return False

    def _try_again(self):
        """Asks Redis whether it answers again (one socket timeout at most), outside any request."""
        try:
            self._cache.get_client(write=True).ping()
        except Exception as exc:
            self._failed("ping", exc)
        else:
            self._answered()
        finally:
            self._state.trying = None

    def _failed(self, action, exc):
        state = self._state
        with state.lock:
            first = state.problem is None
            state.problem = f"{type(exc).__name__}: {exc}"
            state.skip_until = time.monotonic() + self.retry_seconds
        if first:
            logger.warning(
                "the cache does not answer (%s: %s); pages are built without it, tried again every %g s",
                action,
                state.problem,
                self.retry_seconds,
            )

    def _answered(self):
        if self._state.problem:
            logger.warning("the cache answers again")
            with self._state.lock:
                self._state.problem = None
            self._fallback.clear()

    def _call(self, name, skipped, *args, **kwargs):
        """The command's answer; while Redis is skipped, the local fallback's."""
        counted = _request_wait.get()
        if counted is not None:
            counted[1] += 1
        if not self._may_ask():
            return self._local(name, skipped, *args, **kwargs)
        started = time.monotonic()
        try:
            answer = getattr(super(), name)(*args, **kwargs)
        except Exception as exc:  # redis-py's ConnectionError, TimeoutError, a half-read reply...
            self._failed(name, exc)
            return self._local(name, skipped, *args, **kwargs)
        finally:
            if counted is not None:
                counted[0] += time.monotonic() - started
        self._answered()
        return answer

    def _local(self, name, skipped, *args, **kwargs):
        try:
            return getattr(self._fallback, name)(*args, **kwargs)
        except Exception:  # a value local memory cannot pickle: as if nothing was kept
            return skipped

    def get(self, key, default=None, version=None):
        return self._call("get", default, key, default, version)

    def get_many(self, keys, version=None):
        return self._call("get_many", {}, keys, version)

    def has_key(self, key, version=None):
        return self._call("has_key", False, key, version)

    def set(self, key, value, timeout=DEFAULT_TIMEOUT, version=None):
        self._call("set", None, key, value, timeout, version)

    def add(self, key, value, timeout=DEFAULT_TIMEOUT, version=None):
        return self._call("add", False, key, value, timeout, version)

    def set_many(self, data, timeout=DEFAULT_TIMEOUT, version=None):
        return self._call("set_many", list(data), data, timeout, version)

    def touch(self, key, timeout=DEFAULT_TIMEOUT, version=None):
        return self._call("touch", False, key, timeout, version)

    def delete(self, key, version=None):
        return self._call("delete", False, key, version)

    def delete_many(self, keys, version=None):
        self._call("delete_many", None, keys, version)

    def clear(self):
        return self._call("clear", False)


class CacheTimingMiddleware:
    """`Server-Timing: cache;dur=<ms>` on every answer whose request used the cache: the time it spent in Redis commands
    (a hung Redis: one socket timeout at most, and only for the requests that were asking when it stopped)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        counted = [0.0, 0]
        token = _request_wait.set(counted)
        try:
            response = self.get_response(request)
        finally:
            _request_wait.reset(token)
        if counted[1]:
            response["Server-Timing"] = f"cache;dur={counted[0] * 1000:.1f}"
        return response
