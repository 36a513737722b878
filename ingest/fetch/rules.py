"""Fetch the Comprehensive Rules from WotC's rules page and import them when they are new.

One run: read the rules page, find its link to the TXT version, download that
file (conditionally, capped, retried), keep it under var/cr with WotC's own
name and import it. Either all of that happens or nothing does: a failure
leaves no file behind, no CR change and the previous download's validators,
so the next run simply tries again.
"""

import os
import re
import shutil
import tempfile
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

from django.conf import settings
from django.db import transaction

from fetching.models import FetchedSource
from ingest.cr import ImportResult, import_cr_files
from rules.models import CRVersion
from rules.parser import CRParseError, parse_cr_bytes

from .http import (
    DEFAULT_BACKOFF,
    DEFAULT_RETRIES,
    DEFAULT_TIMEOUT,
    FetchError,
    Http,
    check_status,
    checked,
    download,
    make_session,
    remember,
    validators,
)
from .http import (
    USER_AGENT as USER_AGENT,  # named here by the tests and the docs
)

DEFAULT_PAGE_URL = "https://magic.wizards.com/en/rules"
DEFAULT_MAX_BYTES = 10 * 1024 * 1024  # a full CR is about 1 MB
RULES_FILE_RE = re.compile(r"^MagicCompRules.*\.txt$", re.IGNORECASE)

IMPORTED = "imported"
NOT_MODIFIED = "not_modified"
ALREADY_IMPORTED = "already_imported"
CHANGE_ORDER = ("added", "edited", "renumbered", "renumbered_edited", "unchanged")


@dataclass
class FetchResult:
    status: str  # imported / not_modified / already_imported
    url: str  # the TXT file's URL
    file_name: str  # WotC's name for it, decoded: "MagicCompRules 20251114.txt"
    path: Path | None = None  # where it is kept, when this run stored it
    sha256: str = ""
    version: str = ""  # effective date, YYYY-MM-DD, when known
    import_result: ImportResult | None = None

    def describe(self):
        if self.status == NOT_MODIFIED:
            return f"not modified (304): {self.file_name} is the file already fetched from {self.url}; nothing to do"
        if self.status == ALREADY_IMPORTED:
            return f"already imported: {self.file_name} is CR effective {self.version} (same sha256); nothing to do"
        result = self.import_result
        how = "imported" if result.status == "imported" else "imported, replacing the stored version of that date,"
        text = f"CR effective {self.version} {how} from {self.file_name}: {format_changes(result.changes)}"
        if result.outdated:
            text += f"; {result.outdated} translations now outdated"
        return text


def format_changes(changes):
    """ "19 added, 12 edited, ..." in a fixed order, whatever labels the importer uses."""
    labels = [label for label in CHANGE_ORDER if label in changes] + sorted(set(changes) - set(CHANGE_ORDER))
    return ", ".join(f"{changes[label]} {label}" for label in labels) or "no paragraphs"


def default_dest():
    return Path(settings.BASE_DIR) / "var" / "cr"


# --- finding the link ---------------------------------------------------------------------


class _LinkCollector(HTMLParser):
    def __init__(self):
        super().__init__()
        self.base = None
        self.hrefs = []

    def handle_starttag(self, tag, attrs):
        href = dict(attrs).get("href")
        if not href:
            return
        if tag == "base" and self.base is None:
            self.base = href.strip()
        elif tag == "a":
            self.hrefs.append(href.strip())


def find_rules_link(html, page_url):
    """The absolute URL of the TXT rules on the page; FetchError when there is none."""
    collector = _LinkCollector()
    collector.feed(html)
    collector.close()
    base = urljoin(page_url, collector.base) if collector.base else page_url
    links = [urljoin(base, href) for href in collector.hrefs]
    candidates = [
        url for url in links if urlsplit(url).scheme in ("http", "https") and RULES_FILE_RE.match(_last_segment(url))
    ]
    if not candidates:
        raise FetchError(f"{page_url}: no link to a MagicCompRules*.txt file on the page")
    # Should the page ever list several versions, the newest (by the date in its name) wins.
    return max(candidates, key=lambda url: re.findall(r"\d{8}", _last_segment(url)))


def _last_segment(url):
    return unquote(urlsplit(url).path.rsplit("/", 1)[-1])


def file_name_of(url):
    """WotC's file name, decoded; refused when it could name anything but a file in the destination folder."""
    name = _last_segment(url)
    if not name or name.startswith(".") or "/" in name or "\\" in name or "\0" in name:
        raise FetchError(f"{url}: unusable file name {name!r}")
    return name


# --- HTTP (ingest.fetch.http) ---------------------------------------------------------------------


def read_page(http, page_url):
    """The page's text and its final URL (after redirects, which relative links are relative to)."""
    with http.get(page_url) as response:
        check_status(response)
        body = b"".join(http.chunks(response))
        # Links are ASCII (percent-encoded), so a wrong guess at the charset cannot change them.
        return body.decode("utf-8", errors="replace"), response.url


# --- the remembered state ---------------------------------------------------------------------


def conditional_headers(state):
    """If-None-Match / If-Modified-Since from the last download of this URL."""
    # A 304 for a file whose version was deleted since would hide it for good: ask for the whole file then.
    if state is None or not CRVersion.objects.filter(checksum=state.sha256).exists():
        return {}
    return validators(state)


# --- one run ------------------------------------------------------------------------------------


def fetch_rules(
    page_url=DEFAULT_PAGE_URL,
    *,
    dest=None,
    timeout=DEFAULT_TIMEOUT,
    retries=DEFAULT_RETRIES,
    backoff=DEFAULT_BACKOFF,
    max_bytes=DEFAULT_MAX_BYTES,
    session=None,
):
    """Fetch the current CR from page_url into dest (default var/cr) and import it if it is new.

    Returns a FetchResult; raises FetchError, having changed nothing, on any
    failure. The search index is not touched: callers that import call
    search.index.sync_after_import, as the command does.
    """
    http = Http(session or make_session(retries, backoff), timeout, max_bytes)
    url = find_rules_link(*read_page(http, page_url))
    name = file_name_of(url)
    dest = Path(dest) if dest is not None else default_dest()
    dest.mkdir(parents=True, exist_ok=True)
    # Downloaded under its final name in a private folder, so the import records WotC's name,
    # then renamed into dest: dest never holds a partial or refused file.
    incoming = Path(tempfile.mkdtemp(prefix=".incoming-", dir=dest))
    try:
        return _fetch_file(http, url, incoming / name, dest / name)
    finally:
        shutil.rmtree(incoming, ignore_errors=True)


def _fetch_file(http, url, incoming, final):
    name = final.name
    state = FetchedSource.objects.filter(url=url).first()
    conditional = conditional_headers(state)
    with http.get(url, conditional) as response:
        if response.status_code == 304 and conditional:
            checked(state)
            return FetchResult(NOT_MODIFIED, url, name, sha256=state.sha256)
        check_status(response)
        digest = download(http, response, incoming)
        headers = response.headers
    known = CRVersion.objects.filter(checksum=digest).first()
    if known:
        # Remembered all the same, so the next run gets a cheap 304.
        remember(url, name, digest, headers)
        return FetchResult(ALREADY_IMPORTED, url, name, sha256=digest, version=known.effective_date.isoformat())
    return _import(url, incoming, final, digest, headers)


def _import(url, incoming, final, digest, headers):
    name = final.name
    try:
        # Parsed once up front so a bad file is reported by WotC's name, not the private folder's path.
        parse_cr_bytes(incoming.read_bytes(), name)
    except CRParseError as exc:
        raise FetchError(f"not imported: {exc}") from exc
    with transaction.atomic():
        result = import_cr_files([incoming])[0]
        if not result.ok:
            raise FetchError(f"not imported: {result.error}")
        remember(url, name, digest, headers)
        # Last step of the transaction: if the rename fails, the import is rolled back too.
        os.replace(incoming, final)
    return FetchResult(IMPORTED, url, name, path=final, sha256=digest, version=result.version, import_result=result)
