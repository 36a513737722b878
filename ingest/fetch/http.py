"""What every fetcher shares: a polite HTTP session, capped and retried downloads, conditional and resumable GETs.

fetch_rules (the Comprehensive Rules) and fetch_cards (Scryfall, MTGJSON)
both use it. A failure is a FetchError whose message says what went wrong;
nothing here touches the database except remember(), which records what a
successful download answered so the next run can ask "changed since?".
"""

import hashlib
import json
import os
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import requests
import urllib3
from django.utils import timezone
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from fetching.models import FetchedSource

USER_AGENT = "mtg-rulings/1.0 (MTG Rulings knowledge base; fetches the Comprehensive Rules once a day)"
DEFAULT_TIMEOUT = 30.0  # seconds, for connecting and for each wait on the server
DEFAULT_RETRIES = 3
DEFAULT_BACKOFF = 1.0  # seconds; retries wait 0, 2, 4, ... times this
RETRY_STATUSES = (500, 502, 503, 504)
CHUNK = 64 * 1024


class FetchError(Exception):
    """The run failed and changed nothing; str() says why."""


def make_session(retries=DEFAULT_RETRIES, backoff=DEFAULT_BACKOFF, user_agent=USER_AGENT, headers=None):
    """A session that names the site and retries connection errors and 5xx with exponential backoff."""
    retry = Retry(
        total=retries,
        backoff_factor=backoff,
        status_forcelist=RETRY_STATUSES,
        allowed_methods=frozenset({"GET"}),
        raise_on_status=False,  # the last 5xx is reported like any other status
        # A daily job: a long Retry-After would only stall it; tomorrow's run asks again.
        respect_retry_after_header=False,
    )
    session = requests.Session()
    adapter = HTTPAdapter(max_retries=retry)
    session.mount("http://", adapter)
    session.mount("https://", adapter)
    session.headers["User-Agent"] = user_agent
    session.headers.update(headers or {})
    return session


@dataclass
class Http:
    """A session with a timeout, a size cap and, when asked, a pace (min_interval seconds between requests)."""

    session: requests.Session
    timeout: float
    max_bytes: int
    min_interval: float = 0.0
    _last: float = 0.0

    @contextmanager
    def get(self, url, headers=None):
        """The streamed response to a GET, closed afterwards; network errors become FetchError."""
        self._pace()
        try:
            with self.session.get(url, headers=headers or {}, timeout=self.timeout, stream=True) as response:
                yield response
        except (requests.RequestException, urllib3.exceptions.HTTPError) as exc:
            # urllib3's own errors come from reading the raw body (a connection cut mid-file).
            raise FetchError(f"could not download {url}: {_reason(exc)}") from exc
        finally:
            # The pace counts from the end of this exchange, which the server saw begin before: the next request
            # then reaches it at least min_interval after this one, whatever delays the sending (counted from
            # before the send, a busy machine made it 0.092 s instead of 0.1).
            self._last = time.monotonic()

    def _pace(self):
        if self.min_interval:
            wait = self._last + self.min_interval - time.monotonic()
            if wait > 0:
                time.sleep(wait)

    def chunks(self, response, already=0, raw=False, max_bytes=None):
        """The body, refused as soon as it is known to exceed the cap (announced or counted).

        raw=True gives the bytes as sent (a gzip Content-Encoding kept), which a
        resumed download must append to: ranges count those bytes.
        """
        cap = max_bytes or self.max_bytes
        declared = response.headers.get("Content-Length", "")
        if declared.isdigit() and already + int(declared) > cap:
            raise FetchError(f"{response.url}: refused, {declared} bytes is over the {cap} byte limit")
        total = already
        source = response.raw.stream(CHUNK, decode_content=False) if raw else response.iter_content(CHUNK)
        for chunk in source:
            total += len(chunk)
            if total > cap:
                raise FetchError(f"{response.url}: refused, the body is over the {cap} byte limit")
            yield chunk

    def read(self, url, headers=None, max_bytes=None):
        """(status, body, response headers) of a small GET (a page, a JSON list), capped at max_bytes."""
        with self.get(url, headers) as response:
            if response.status_code == 304:
                return 304, b"", response.headers
            check_status(response)
            return response.status_code, b"".join(self.chunks(response, max_bytes=max_bytes)), response.headers


def _reason(exc):
    # requests wraps urllib3's MaxRetryError, whose .reason is the error that ended the last try.
    cause = exc.args[0] if exc.args and isinstance(exc.args[0], Exception) else exc
    cause = getattr(cause, "reason", None) or cause
    return f"{type(cause).__name__}: {cause}"


def check_status(response, ok=(200,)):
    if response.status_code not in ok:
        retries = getattr(response.raw, "retries", None)  # urllib3's record of the retries it made
        tries = f" (after {len(retries.history) + 1} tries)" if retries and retries.history else ""
        raise FetchError(f"{response.url} answered HTTP {response.status_code} {response.reason}{tries}")


def download(http, response, path):
    """Stream the body into path, synced to disk; returns its sha256."""
    digest = hashlib.sha256()
    with open(path, "wb") as out:
        for chunk in http.chunks(response):
            digest.update(chunk)
            out.write(chunk)
        out.flush()
        os.fsync(out.fileno())
    return digest.hexdigest()


def sha256_of(path):
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        while chunk := handle.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()


# --- resumable downloads -----------------------------------------------------------------------


@dataclass
class Downloaded:
    path: Path
    sha256: str
    headers: dict
    resumed_from: int = 0  # bytes already there from an interrupted run


def download_resumable(http, url, partial):
    """Download url into `partial`, continuing an interrupted download of the same file if there is one.

    The bytes are kept as the server sends them (a gzip Content-Encoding is not
    undone: the importers read gzip). Beside the partial file, partial.json
    keeps the URL and the validators of the response it came from; a resumed
    GET sends Range and If-Range with them, so a file that changed meanwhile
    comes back whole (200) instead of as a wrong tail. A failure leaves the
    partial file to resume from next time.
    """
    partial = Path(partial)
    note = partial.with_name(partial.name + ".json")
    have = _resumable_size(partial, note, url)
    headers = {"Accept-Encoding": "gzip"}  # whatever the session asks for, one encoding a range can refer to
    if have:
        validator = json.loads(note.read_text())["validator"]
        headers.update({"Range": f"bytes={have}-", "If-Range": validator})
    with http.get(url, headers) as response:
        if response.status_code == 416 and have:
            # The kept part is no start of today's file (or is all of it): start afresh, once.
            note.unlink(missing_ok=True)
            partial.unlink(missing_ok=True)
            return download_resumable(http, url, partial)
        resumed = response.status_code == 206 and have and _range_start(response) == have
        if not resumed:
            check_status(response)
            have = 0
        validator = response.headers.get("ETag") or response.headers.get("Last-Modified") or ""
        note.write_text(json.dumps({"url": url, "validator": validator}))
        with open(partial, "ab" if resumed else "wb") as out:
            for chunk in http.chunks(response, already=have, raw=True):
                out.write(chunk)
            out.flush()
            os.fsync(out.fileno())
        answered = dict(response.headers)
    note.unlink(missing_ok=True)
    return Downloaded(partial, sha256_of(partial), answered, have)


def _resumable_size(partial, note, url):
    """Bytes of an interrupted download of url that a Range request can continue (0: start afresh)."""
    try:
        kept = json.loads(note.read_text())
    except (OSError, ValueError):
        return 0
    if kept.get("url") != url or not kept.get("validator") or not partial.exists():
        return 0
    return partial.stat().st_size


def _range_start(response):
    """Where a 206's Content-Range starts ("bytes 100-199/200" -> 100), or None."""
    value = response.headers.get("Content-Range", "")
    try:
        return int(value.split()[1].split("-")[0])
    except (IndexError, ValueError):
        return None


# --- the remembered state ---------------------------------------------------------------------


def validators(state):
    """If-None-Match / If-Modified-Since from what the last download of a URL answered."""
    headers = {}
    if state is not None and state.etag:
        headers["If-None-Match"] = state.etag
    if state is not None and state.last_modified:
        headers["If-Modified-Since"] = state.last_modified
    return headers


def remember(url, name, digest, response_headers, **extra):
    now = timezone.now()
    FetchedSource.objects.update_or_create(
        url=url,
        defaults={
            "etag": response_headers.get("ETag", ""),
            "last_modified": response_headers.get("Last-Modified", ""),
            "sha256": digest,
            "file_name": name,
            "fetched_at": now,
            "checked_at": now,
            **extra,
        },
    )


def checked(state):
    """The server answered 304 for what `state` remembers."""
    FetchedSource.objects.filter(pk=state.pk).update(checked_at=timezone.now())
