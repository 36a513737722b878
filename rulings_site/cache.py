"""The shared cache (Redis) failing open: a Redis that is dead or hangs costs a request at most one socket timeout.

Django's RedisCache waits on its socket as long as the kernel lets it: a Redis stopped rather than dead (SIGSTOP,
a full disk, a long fork) froze every request. Here each command gives up after the socket timeouts of the
settings (CACHE_TIMEOUT, 0.5 s), and after one failure the process stops asking for RETRY_SECONDS: until then it
keeps what it builds in a small cache of its own (FALLBACK_ENTRIES, local memory; the keys carry the data version,
so nothing stale is served), so its busiest pages are not all built again for every request. Then one request tries
Redis again (the others keep going without) and Redis is back at its first answer; the local copies are dropped.
`problem()` says why Redis is skipped, for /healthz.
"""

import logging
import threading
import time

from django.core.cache.backends.base import DEFAULT_TIMEOUT
from django.core.cache.backends.locmem import LocMemCache
from django.core.cache.backends.redis import RedisCache

logger = logging.getLogger("rulings_site.cache")


class FailOpenRedisCache(RedisCache):
    def __init__(self, server, params):
        options = dict(params.get("OPTIONS", {}))
        self.retry_seconds = float(options.pop("RETRY_SECONDS", 5))
        entries = int(options.pop("FALLBACK_ENTRIES", 100))
        super().__init__(server, {**params, "OPTIONS": options})
        # Pages are 512 KB at most (dataversion.pages): 100 of them, 50 MB at worst per process, while Redis is out.
        self._fallback = LocMemCache(f"failopen-{id(self)}", {"OPTIONS": {"MAX_ENTRIES": entries, "CULL_FREQUENCY": 4}})
        self._lock = threading.Lock()
        self._skip_until = 0.0
        self._problem = None

    def problem(self):
        """None while the cache answers; else what its last failure was (the cache is skipped meanwhile)."""
        return self._problem

    def _may_ask(self):
        if not self._problem:
            return True
        with self._lock:
            now = time.monotonic()
            if now < self._skip_until:
                return False
            self._skip_until = now + self.retry_seconds  # this request tries; the others keep skipping meanwhile
            return True

    def _failed(self, action, exc):
        with self._lock:
            first = self._problem is None
            self._problem = f"{type(exc).__name__}: {exc}"
            self._skip_until = time.monotonic() + self.retry_seconds
        if first:
            logger.warning(
                "the cache does not answer (%s: %s); pages are built without it, tried again every %g s",
                action,
                self._problem,
                self.retry_seconds,
            )

    def _answered(self):
        if self._problem:
            logger.warning("the cache answers again")
            with self._lock:
                self._problem = None
            self._fallback.clear()

    def _call(self, name, skipped, *args, **kwargs):
        """The command's answer; while Redis is skipped, the local fallback's."""
        if not self._may_ask():
            return self._local(name, skipped, *args, **kwargs)
        try:
            answer = getattr(super(), name)(*args, **kwargs)
        except Exception as exc:  # redis-py's ConnectionError, TimeoutError, a half-read reply...
            self._failed(name, exc)
            return self._local(name, skipped, *args, **kwargs)
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
