"""The site's one cache: Django's cache framework, keyed by the data version.

Every answer worth keeping (a page's text linker, the rules a predicate cites,
keyword tables) is stored under a key that includes the current data version
(for those parts, the version every change but a translation's save moves).
Imports and saves advance the version in the same transaction as their change
(dataversion.announce), so a cached answer is never served after the data it was built
from changed, on any process or node: old keys simply stop being asked for and
expire. The cache backend is a setting (local memory by default, a shared one
such as Redis through CACHE_URL).

The version is read once per request (DataVersionMiddleware), once for a block
of work outside a request (read_once: an index build), and otherwise once per
call.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any, NamedTuple

from django.core.cache import cache
from django.db import DatabaseError

from dataversion.models import DataVersion, PageVersion
from dataversion.versions import request_version as _request_version
from rulings_site.postgresql import without_waiting

logger = logging.getLogger("dataversion.cache")
_MISSING = object()
# Cached answers expire by themselves too, so a cache without eviction never keeps old versions forever.
TIMEOUT = 24 * 3600


class Versions(NamedTuple):
    number: int  # every change
    parts: int  # every change but an editor's save of a translation
    rule_translations: int  # editors' saves of translations of rules
    ruling_translations: int  # editors' saves of translations of rulings


def _versions() -> Versions:
    """The request's versions (read once per request), else the database's."""
    versions = _request_version.get()
    return versions if versions is not None else read_versions()


def current() -> int:
    """The data version: every change moves it."""
    return _versions().number


def current_parts() -> int:
    """The version of what cached parts are built from: every change but an editor's save of a translation."""
    return _versions().parts


# While the database does not answer, nothing can change the data (every change bumps the version in the database,
# in its own transaction): the version this process read last is today's, if it read it just before the failure;
# a change committed by another node in between is the risk, so what was read longer than TRUSTED_BEFORE_FAILURE
# before it (an idle process) is not used, and its requests answer 503 as the view would (issue 24).
TRUSTED_BEFORE_FAILURE = 2.0
_last_read: list[Any] = [None, 0.0]  # the versions, when (monotonic)
_last_scopes: dict[str, tuple[int, float]] = {}  # scope -> (its PageVersion number, when)
_failing_since: list[float | None] = [None]  # the first failure to read the version since the last success


def read_versions() -> Versions:
    row = DataVersion.objects.filter(pk=1).values_list("number", "parts", *DataVersion.TRANSLATIONS).first()
    versions = Versions(*row) if row else Versions(0, 0, 0, 0)
    _last_read[:] = [versions, time.monotonic()]
    _failing_since[0] = None
    return versions


def _trusted(when: float) -> bool:
    """Whether what was read at `when` is still the database's while it does not answer."""
    failing_since = _failing_since[0]
    if failing_since is None:
        failing_since = _failing_since[0] = time.monotonic()
    return when >= failing_since - TRUSTED_BEFORE_FAILURE


def last_versions() -> Versions | None:
    """The versions this process read last, if they are still the database's (None otherwise)."""
    versions, when = _last_read
    return versions if versions is not None and _trusted(when) else None


def scope_version(scope: str) -> int:
    """PageVersion.of(scope); while the database does not answer, what this process last read of it, if trusted."""
    try:
        number = PageVersion.of(scope)
    except DatabaseError:
        last, when = _last_scopes.get(scope, (None, 0.0))
        if last is not None and _trusted(when):
            return last
        raise
    if len(_last_scopes) > 20_000:  # one entry per card page seen: bounded
        _last_scopes.clear()
    _last_scopes[scope] = (number, time.monotonic())
    return number


def read() -> int:
    return read_versions().number


def key(*parts: object, shows: Iterable[str] | None = None, scope: str | None = None) -> str:
    """A key that changes with every change of the data; with `shows` (whole pages, dataversion.pages), with
    every change but the saves of translations the page does not show: shows=() for none, else the names of
    the DataVersion.TRANSLATIONS counters of the translations it shows; scope: a PageVersion the page is also
    keyed by (one more query)."""
    if shows is None:
        return ":".join(["data", str(current()), *(str(part) for part in parts)])
    versions = _versions()
    stamp = [str(versions.parts), *(f"{name}={getattr(versions, name)}" for name in shows)]
    if scope is not None:
        stamp.append(f"{scope}@{scope_version(scope)}")
    return ":".join(["shows", *stamp, *(str(part) for part in parts)])


@contextmanager
def read_once() -> Iterator[None]:
    """The data version read once for the block, as a request reads it: work outside a request that makes thousands
    of cached lookups (an index build linking every ruling) then makes no query for each. The block's own changes
    are seen at once (dataversion.announce forgets the version read); another process's, after the block."""
    token = _request_version.set(read_versions())
    try:
        yield
    finally:
        _request_version.reset(token)


def parts_key(*parts: object) -> str:
    """A key that changes with every change but an editor's save of a translation (see cached)."""
    return ":".join(["parts", str(current_parts()), *(str(part) for part in parts)])


def cached(parts: Iterable[object], build: Callable[[], Any], *, timeout: int = TIMEOUT) -> Any:
    """The value cached under parts for today's data, built (and stored) when missing.

    For the parts pages are built from (text linkers, keyword tables, the rules a predicate cites): kept across
    editors' saves of translations, which are frequent, so a page rebuilt after a save reuses them. Never cache
    here anything that shows a translation's text: whole pages (dataversion.pages) are keyed by every change."""
    full_key = parts_key(*parts)
    value = get(full_key, _MISSING)
    if value is _MISSING:
        value = build()
        put(full_key, value, timeout)
    return value


# A shared cache that stops answering (Redis restarting) costs time, never a page: what it would have held is built.
_last_warning = [0.0]


def _cache_failed(action: str) -> None:
    now = time.monotonic()
    if now - _last_warning[0] > 10:  # once per 10 s, not once per request
        _last_warning[0] = now
        logger.warning("the cache does not answer (%s); building without it", action, exc_info=True)


def get(full_key: str, default: Any = None) -> Any:
    try:
        return cache.get(full_key, default)
    except Exception:  # whatever the backend's client raises (redis.exceptions.ConnectionError, TimeoutError)
        _cache_failed("get")
        return default


def put(full_key: str, value: Any, timeout: int = TIMEOUT) -> None:
    try:
        cache.set(full_key, value, timeout)
    except Exception:  # as in get()
        _cache_failed("set")


class DataVersionMiddleware:
    """Reads the data version once per request, so every cached lookup of the request agrees and costs no query.

    Without waiting for a database that does not answer: the version this process read just before is then today's
    (see _last_read), so the page cache still serves what it holds; a view that needs the database waits for it
    (rulings_site.postgresql) or answers 503."""

    def __init__(self, get_response: Callable[[Any], Any]) -> None:
        self.get_response = get_response

    def __call__(self, request: Any) -> Any:
        version: Versions | None
        try:
            with without_waiting():
                version = read_versions()
        except DatabaseError:
            # A database that does not answer is the view's to report (/healthz answers 503 with the reason), if
            # the page is not in the cache. Without a trusted version, every cached lookup of the request reads it
            # itself, and meets the same error.
            version = last_versions()
        token = _request_version.set(version)
        try:
            return self.get_response(request)
        finally:
            _request_version.reset(token)
