"""Fetch today's card data and import it when it is new: Scryfall's bulk files and MTGJSON's AllPrintings.

One run:
- Scryfall: the bulk-data list (https://api.scryfall.com/bulk-data), asked
  with the User-Agent and Accept headers Scryfall asks for and at most ten
  requests a second; for each wanted type (oracle_cards and rulings by
  default) its download_uri, whose name carries the time Scryfall made it
  (oracle-cards-20251120100409.json). A file already fetched is not asked for
  again.
- MTGJSON: Meta.json, then AllPrintings.json.xz only when Meta.json's version
  is not the one last imported.
- Downloads resume where an interrupted run stopped (Range, If-Range) and are
  kept as sent (Scryfall's gzip stays gzip: the importers read it).
- What was downloaded is imported in one transaction (import_scryfall,
  import_mtgjson), then moved into var/cards/scryfall/ or var/cards/mtgjson/
  (older files of the same kind are removed) and remembered.

Either all of that happens or nothing does: a failed download or import
leaves the database, the kept files and the remembered answers as they were
(an interrupted download's bytes wait in var/cards/.partial/ for the next run).
"""

import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import unquote, urlsplit

from django.conf import settings
from django.db import transaction

from fetching.models import FetchedSource
from ingest.importers.mtgjson import import_mtgjson_paths
from ingest.importers.scryfall import import_scryfall_paths

from .http import (
    DEFAULT_BACKOFF,
    DEFAULT_RETRIES,
    DEFAULT_TIMEOUT,
    FetchError,
    Http,
    checked,
    download_resumable,
    make_session,
    remember,
    validators,
)

SCRYFALL_BULK_URL = "https://api.scryfall.com/bulk-data"
MTGJSON_META_URL = "https://mtgjson.com/api/v5/Meta.json"
MTGJSON_ALL_URL = "https://mtgjson.com/api/v5/AllPrintings.json.xz"
SCRYFALL, MTGJSON = "scryfall", "mtgjson"
SOURCES = (SCRYFALL, MTGJSON)
# oracle_cards: one English printing per card; rulings. all_cards adds every printing in every language
# (printed French names and texts), several GB; MTGJSON's AllPrintings brings those too, smaller.
SCRYFALL_TYPES = ("oracle_cards", "rulings")
USER_AGENT = "mtg-rulings/1.0 (MTG Rulings knowledge base; fetches card data once a day)"
SCRYFALL_ACCEPT = "application/json;q=0.9,*/*;q=0.8"
SCRYFALL_PACE = 0.1  # seconds between requests: Scryfall asks for ten a second at most
DEFAULT_MAX_BYTES = 4 * 1024**3  # Scryfall's all_cards is about 2.5 GB
LIST_MAX_BYTES = 10 * 1024 * 1024
SAFE_NAME = re.compile(r"[^\w.+-]")

IMPORTED = "imported"
UP_TO_DATE = "up_to_date"


def default_dest():
    return Path(settings.BASE_DIR) / "var" / "cards"


@dataclass
class Wanted:
    """One file a source offers today."""

    source: str
    url: str
    name: str  # kept under this name in dest/<source>/
    kind: str  # oracle_cards, rulings, AllPrintings: older files of a kind are removed
    version: str = ""


@dataclass
class CardsFetchResult:
    status: str  # imported / up_to_date
    files: list = field(default_factory=list)  # names downloaded and imported
    up_to_date: list = field(default_factory=list)  # names already there
    report_lines: list = field(default_factory=list)
    changes: int = 0

    def describe(self):
        if self.status == UP_TO_DATE:
            return [f"up to date: {', '.join(self.up_to_date) or 'nothing offered'}; nothing to do"]
        return [f"imported {', '.join(self.files)}", *self.report_lines]


# --- what the sources offer ------------------------------------------------------------------------


@dataclass
class Answer:
    """A list or Meta.json as answered: remembered (and the list kept) only when the whole run succeeds."""

    url: str
    name: str
    headers: dict
    body: bytes = b""
    version: str = ""

    def keep(self, dest):
        if self.body:
            (dest / self.name).write_bytes(self.body)
        remember(self.url, self.name, "", self.headers, version=self.version)


def scryfall_offer(http, list_url, types, dest, answers):
    """The bulk files of the wanted types, from Scryfall's list (asked conditionally).

    The list is kept in dest itself, not with the files: `import_scryfall var/cards/scryfall` reads that folder.
    """
    kept = dest / "scryfall-bulk-data.json"
    state = FetchedSource.objects.filter(url=list_url).first()
    status, body, headers = http.read(list_url, validators(state) if kept.exists() else {}, LIST_MAX_BYTES)
    if status == 304:
        checked(state)
        body = kept.read_bytes()
    try:
        entries = json.loads(body)["data"]
        by_type = {entry["type"]: entry for entry in entries}
    except (ValueError, KeyError, TypeError) as exc:
        raise FetchError(f"{list_url}: not Scryfall's bulk-data list ({type(exc).__name__}: {exc})") from exc
    missing = [t for t in types if t not in by_type]
    if missing:
        raise FetchError(f"{list_url}: no bulk file of type {', '.join(missing)} (offered: {', '.join(by_type)})")
    if status != 304:
        answers.append(Answer(list_url, kept.name, dict(headers), body))
    return [Wanted(SCRYFALL, by_type[t]["download_uri"], file_name_of(by_type[t]["download_uri"]), t) for t in types]


def mtgjson_offer(http, meta_url, all_url, answers):
    """AllPrintings, named after the version Meta.json gives today."""
    state = FetchedSource.objects.filter(url=meta_url).first()
    status, body, headers = http.read(meta_url, validators(state) if state and state.version else {}, LIST_MAX_BYTES)
    if status == 304:
        checked(state)
        version = state.version
    else:
        try:
            meta = json.loads(body)
            meta = meta.get("data") or meta.get("meta") or {}
            version = str(meta.get("version") or meta["date"])
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            raise FetchError(f"{meta_url}: not MTGJSON's Meta.json ({type(exc).__name__}: {exc})") from exc
        answers.append(Answer(meta_url, "Meta.json", dict(headers), version=version))
    name = file_name_of(all_url)
    stem, dot, suffix = name.partition(".")
    return [Wanted(MTGJSON, all_url, SAFE_NAME.sub("_", f"{stem}-{version}{dot}{suffix}"), stem, version)]


def file_name_of(url):
    name = unquote(urlsplit(url).path.rsplit("/", 1)[-1])
    if not name or name.startswith(".") or "/" in name or "\\" in name or "\0" in name:
        raise FetchError(f"{url}: unusable file name {name!r}")
    return name


def up_to_date(wanted, dest):
    """Fetched before (the same URL, and for MTGJSON the same version) and still kept."""
    state = FetchedSource.objects.filter(url=wanted.url).first()
    kept = dest / wanted.source / wanted.name
    return state is not None and state.file_name == wanted.name and state.version == wanted.version and kept.exists()


# --- one run -----------------------------------------------------------------------------------


def fetch_cards(
    sources=SOURCES,
    *,
    scryfall_url=SCRYFALL_BULK_URL,
    scryfall_types=SCRYFALL_TYPES,
    mtgjson_meta_url=MTGJSON_META_URL,
    mtgjson_url=MTGJSON_ALL_URL,
    dest=None,
    timeout=DEFAULT_TIMEOUT,
    retries=DEFAULT_RETRIES,
    backoff=DEFAULT_BACKOFF,
    max_bytes=DEFAULT_MAX_BYTES,
    pace=SCRYFALL_PACE,
    stdout=None,
):
    """Fetch the wanted sources into dest (default var/cards) and import what is new.

    Returns a CardsFetchResult; raises FetchError, having changed nothing, on
    any failure. The search index is not touched: the command calls
    search.index.sync_after_import after an import, as fetch_rules does.
    """
    dest = Path(dest) if dest is not None else default_dest()
    dest.mkdir(parents=True, exist_ok=True)
    offered, answers = [], []
    if SCRYFALL in sources:
        session = make_session(retries, backoff, USER_AGENT, {"Accept": SCRYFALL_ACCEPT})
        scryfall = Http(session, timeout, max_bytes, min_interval=pace)  # one pace for all of Scryfall
        offered += [(scryfall, w) for w in scryfall_offer(scryfall, scryfall_url, scryfall_types, dest, answers)]
    if MTGJSON in sources:
        mtgjson = Http(make_session(retries, backoff, USER_AGENT), timeout, max_bytes)
        offered += [(mtgjson, w) for w in mtgjson_offer(mtgjson, mtgjson_meta_url, mtgjson_url, answers)]
    new = [(http, w) for http, w in offered if not up_to_date(w, dest)]
    fresh = {w.name for _, w in new}
    result = CardsFetchResult(UP_TO_DATE, up_to_date=[w.name for _, w in offered if w.name not in fresh])
    if not new:
        for answer in answers:
            answer.keep(dest)
        return result
    return _download_and_import(new, answers, dest, result, stdout)


def _download_and_import(new, answers, dest, result, stdout):
    partial = dest / ".partial"
    partial.mkdir(exist_ok=True)
    downloads = []
    try:
        for http, wanted in new:
            if stdout is not None:
                stdout.write(f"downloading {wanted.url}")
            downloads.append((wanted, download_resumable(http, wanted.url, partial / wanted.name)))
        return _import(downloads, answers, dest, result)
    except FetchError:
        # Whole files are fetched again next time; only an interrupted download's bytes wait to be resumed.
        for _, downloaded in downloads:
            downloaded.path.unlink(missing_ok=True)
        raise


def _import(downloads, answers, dest, result):
    """Import the downloaded files in one transaction; keep and remember them only if it all worked."""
    by_source = {source: [d.path for w, d in downloads if w.source == source] for source in SOURCES}
    with transaction.atomic():
        for source, paths in by_source.items():
            if not paths:
                continue
            report = (import_scryfall_paths if source == SCRYFALL else import_mtgjson_paths)(paths)
            if report.failed:
                raise FetchError("not imported: " + "; ".join(report.failed))
            result.changes += report.changes
            result.report_lines += [f"{source}: {line}" for line in report.lines()]
        for wanted, downloaded in downloads:
            remember(wanted.url, wanted.name, downloaded.sha256, downloaded.headers, version=wanted.version)
        for answer in answers:
            answer.keep(dest)
        # Last steps of the transaction: if a move fails, the import is rolled back too.
        for wanted, downloaded in downloads:
            folder = dest / wanted.source
            folder.mkdir(exist_ok=True)
            os.replace(downloaded.path, folder / wanted.name)
    for wanted, _ in downloads:
        _prune(dest / wanted.source, wanted)
    result.status = IMPORTED
    result.files = [w.name for w, _ in downloads]
    return result


def _prune(folder, wanted):
    """Older files of the same kind go: oracle-cards-20251119… once oracle-cards-20251120… is imported."""
    kind = KIND.match(wanted.name)
    if kind is None:
        return
    for path in folder.iterdir():
        other = KIND.match(path.name)
        if path.name != wanted.name and other is not None and other.group(1) == kind.group(1):
            path.unlink(missing_ok=True)


# "oracle-cards" of oracle-cards-20251120100409.json, "AllPrintings" of AllPrintings-5.2.2+20251120.json.xz
KIND = re.compile(r"^(.+?)-(?=\d)")
