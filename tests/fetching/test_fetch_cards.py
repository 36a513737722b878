"""fetch_cards against a local stand-in for Scryfall and MTGJSON (conftest's server on 127.0.0.1, never the internet).

The files served are small ones in the real shapes (tests/importers/shapes.py);
the server honours If-None-Match, Range and If-Range, and can cut a download
short as a dropped connection would.
"""

import gzip
import hashlib
import json
import time
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from cards.models import Card, CardLocalization
from fetching.models import FetchedSource
from ingest.fetch import cards
from ingest.importers.scryfall import import_scryfall_paths
from rulings.models import Ruling
from tests.importers import shapes
from tests.importers.conftest import row_counts

from .conftest import respond

pytestmark = pytest.mark.django_db
FAST = {"backoff": 0.01, "timeout": 5}
STAMP, NEXT = "20250301090000", "20250302090000"
MTGJSON_VERSION = "5.2.2+20250201"


def etag_of(data):
    return f'"{hashlib.sha256(data).hexdigest()[:16]}"'


def ranged(data, *, cut_after=None, encoding=None, times=None):
    """A file answering If-None-Match, Range and If-Range; cut_after: the first answer stops after that many bytes."""
    etag = etag_of(data)
    cuts = [cut_after]

    def route(handler):
        if times is not None:
            times.append(time.monotonic())
        if handler.headers.get("If-None-Match") == etag:
            handler.send_response(304)
            handler.end_headers()
            return
        wanted, start = handler.headers.get("Range"), 0
        if wanted and handler.headers.get("If-Range") in (None, etag):
            start = int(wanted.split("=")[1].split("-")[0])
        body = data[start:]
        handler.send_response(206 if start else 200)
        handler.send_header("Content-Length", str(len(body)))
        handler.send_header("ETag", etag)
        handler.send_header("Accept-Ranges", "bytes")
        if start:
            handler.send_header("Content-Range", f"bytes {start}-{len(data) - 1}/{len(data)}")
        if encoding:
            handler.send_header("Content-Encoding", encoding)
        handler.end_headers()
        if cuts[0] is not None:
            handler.wfile.write(body[: cuts[0]])
            handler.wfile.flush()
            cuts[0] = None
            handler.close_connection = True
            return
        handler.wfile.write(body)

    route.etag = etag
    return route


class Publisher:
    """What Scryfall and MTGJSON publish today, served by the test's site."""

    def __init__(self, site, tmp_path):
        self.site, self.tmp_path, self.times = site, tmp_path, []
        self.files = {}

    def scryfall(self, stamp=STAMP, *, cut_after=None, rulings=True):
        folder = self.tmp_path / f"scryfall-{stamp}"
        folder.mkdir(parents=True, exist_ok=True)
        oracle, _, ruling_file = shapes.scryfall_files(folder, stamp)
        entries = []
        for kind, path in (("oracle_cards", oracle), ("rulings", ruling_file)):
            # Scryfall serves its bulk files gzip-encoded.
            data = gzip.compress(path.read_bytes())
            url_path = f"/file/{kind.replace('_', '-')}/{path.name}"
            self.site.routes[url_path] = ranged(data, encoding="gzip", times=self.times, cut_after=cut_after)
            self.files[path.name] = data
            entries.append(
                {
                    "object": "bulk_data",
                    "type": kind,
                    "updated_at": f"{stamp[:4]}-{stamp[4:6]}-{stamp[6:8]}T09:00:00.000+00:00",
                    "download_uri": self.site.url(url_path),
                    "content_type": "application/json",
                    "content_encoding": "gzip",
                }
            )
            cut_after = None  # only the first file is cut
        listing = json.dumps({"object": "list", "has_more": False, "data": entries}).encode()
        self.site.routes["/bulk-data"] = ranged(listing, times=self.times)

    def mtgjson(self, version=MTGJSON_VERSION):
        self.tmp_path.mkdir(parents=True, exist_ok=True)
        path = shapes.v5_all_printings(self.tmp_path / f"AllPrintings-{version}.json.xz", compress="xz")
        meta = {"meta": {"date": "2025-02-01", "version": version}, "data": {"date": "2025-02-01", "version": version}}
        self.site.routes["/api/v5/Meta.json"] = ranged(json.dumps(meta).encode())
        self.site.routes["/api/v5/AllPrintings.json.xz"] = ranged(path.read_bytes())
        self.files["AllPrintings"] = path.read_bytes()

    def requested(self, path):
        return [headers for p, headers in self.site.requests if p == path]


@pytest.fixture
def publisher(site, tmp_path):
    return Publisher(site, tmp_path / "published")


@pytest.fixture
def dest(tmp_path):
    return tmp_path / "cards"


def fetch(site, dest, sources=cards.SOURCES, **options):
    return cards.fetch_cards(
        sources,
        scryfall_url=site.url("/bulk-data"),
        mtgjson_meta_url=site.url("/api/v5/Meta.json"),
        mtgjson_url=site.url("/api/v5/AllPrintings.json.xz"),
        dest=dest,
        **{**FAST, **options},
    )


def run(site, dest, *sources, **options):
    out = StringIO()
    source_options = {"source": list(sources)} if sources else {}
    call_command(
        "fetch_cards",
        scryfall_url=site.url("/bulk-data"),
        mtgjson_meta_url=site.url("/api/v5/Meta.json"),
        mtgjson_url=site.url("/api/v5/AllPrintings.json.xz"),
        dest=dest,
        stdout=out,
        stderr=StringIO(),
        **{**FAST, **source_options, **options},
    )
    return out.getvalue()


def kept(dest):
    """Every file kept, by folder (hidden ones included: a partial download would show)."""
    return sorted(str(p.relative_to(dest)) for p in dest.rglob("*") if p.is_file()) if dest.exists() else []


def state():
    return row_counts(), list(FetchedSource.objects.order_by("url").values_list("url", "etag", "sha256", "version"))


def test_first_run_downloads_imports_and_keeps_scryfalls_files(publisher, site, dest):
    publisher.scryfall()
    output = run(site, dest, "scryfall")
    assert output.startswith(f"imported oracle-cards-{STAMP}.json, rulings-{STAMP}.json\n")
    assert "scryfall: cards: 2 created" in output
    assert Card.objects.get(name="Fire // Ice").text_source == "Scryfall's bulk data of 2025-03-01"
    assert Ruling.objects.get(text__contains="names improvise").source == "scryfall"
    assert kept(dest) == [
        "scryfall-bulk-data.json",
        f"scryfall/oracle-cards-{STAMP}.json",
        f"scryfall/rulings-{STAMP}.json",
    ]
    # Kept as sent (gzip): the importers read it.
    assert (dest / "scryfall" / f"oracle-cards-{STAMP}.json").read_bytes() == publisher.files[
        f"oracle-cards-{STAMP}.json"
    ]
    remembered = FetchedSource.objects.get(url__endswith=f"oracle-cards-{STAMP}.json")
    assert remembered.sha256 == hashlib.sha256(publisher.files[f"oracle-cards-{STAMP}.json"]).hexdigest()
    # The kept folder is what import_scryfall reads, as is: nothing new in it.
    again = import_scryfall_paths([dest / "scryfall"])
    assert again.failed == []
    assert again.files == 2
    assert again.changes == 0


def test_scryfall_is_asked_as_it_asks_at_most_ten_times_a_second(publisher, site, dest):
    publisher.scryfall()
    fetch(site, dest, (cards.SCRYFALL,))
    (listing,) = publisher.requested("/bulk-data")
    assert listing["User-Agent"] == cards.USER_AGENT
    assert listing["Accept"] == "application/json;q=0.9,*/*;q=0.8"
    assert len(publisher.times) == 3
    gaps = [b - a for a, b in zip(publisher.times, publisher.times[1:], strict=False)]
    assert min(gaps) >= cards.SCRYFALL_PACE * 0.95


def test_the_next_run_asks_for_the_list_only_and_changes_nothing(publisher, site, dest):
    publisher.scryfall()
    fetch(site, dest, (cards.SCRYFALL,))
    before, files = state(), kept(dest)
    result = fetch(site, dest, (cards.SCRYFALL,))
    assert result.status == cards.UP_TO_DATE
    assert result.describe() == [f"up to date: oracle-cards-{STAMP}.json, rulings-{STAMP}.json; nothing to do"]
    # A conditional GET of the list (304), no file asked for again.
    assert publisher.requested("/bulk-data")[-1]["If-None-Match"] == etag_of(
        (dest / "scryfall-bulk-data.json").read_bytes()
    )
    assert len(publisher.requested(f"/file/oracle-cards/oracle-cards-{STAMP}.json")) == 1
    assert state()[0] == before[0]
    assert kept(dest) == files


def test_new_files_are_imported_and_replace_the_old_ones(publisher, site, dest):
    publisher.scryfall()
    fetch(site, dest, (cards.SCRYFALL,))
    publisher.scryfall(NEXT)
    result = fetch(site, dest, (cards.SCRYFALL,))
    assert result.status == cards.IMPORTED
    assert result.files == [f"oracle-cards-{NEXT}.json", f"rulings-{NEXT}.json"]
    assert Card.objects.get(name="Fire // Ice").text_source == "Scryfall's bulk data of 2025-03-02"
    assert kept(dest) == [
        "scryfall-bulk-data.json",
        f"scryfall/oracle-cards-{NEXT}.json",
        f"scryfall/rulings-{NEXT}.json",
    ]


def test_an_interrupted_download_changes_nothing_and_the_next_run_resumes_it(publisher, site, dest):
    publisher.scryfall(cut_after=100)
    before = state()
    with pytest.raises(cards.FetchError, match="could not download .*oracle-cards"):
        fetch(site, dest, (cards.SCRYFALL,), retries=0)
    assert state()[0] == before[0]
    assert not Card.objects.filter(name="Fire // Ice").exists()
    assert not list((dest / "scryfall").glob("*cards*"))  # nothing kept but the list
    name = f"oracle-cards-{STAMP}.json"
    assert (dest / ".partial" / name).stat().st_size == 100

    result = fetch(site, dest, (cards.SCRYFALL,))
    assert result.status == cards.IMPORTED
    resumed = publisher.requested(f"/file/oracle-cards/{name}")[-1]
    assert resumed["Range"] == "bytes=100-"
    assert resumed["If-Range"] == etag_of(publisher.files[name])
    assert (dest / "scryfall" / name).read_bytes() == publisher.files[name]
    assert Card.objects.filter(name="Fire // Ice").exists()
    assert not (dest / ".partial" / name).exists()


def test_a_file_that_changed_meanwhile_comes_back_whole(publisher, site, dest):
    publisher.scryfall(cut_after=100)
    with pytest.raises(cards.FetchError):
        fetch(site, dest, (cards.SCRYFALL,), retries=0)
    name = f"oracle-cards-{STAMP}.json"
    changed = gzip.compress(gzip.decompress(publisher.files[name]).replace(b"Fire deals 2", b"Fire deals two"))
    site.routes[f"/file/oracle-cards/{name}"] = ranged(changed, encoding="gzip")
    assert fetch(site, dest, (cards.SCRYFALL,)).status == cards.IMPORTED
    assert publisher.requested(f"/file/oracle-cards/{name}")[-1]["Range"] == "bytes=100-"
    assert (dest / "scryfall" / name).read_bytes() == changed  # 200 to a stale If-Range: the whole new file
    assert Card.objects.get(name="Fire // Ice").oracle_text.startswith("Fire deals two")


def test_mtgjson_is_downloaded_only_when_meta_json_has_a_new_version(publisher, site, dest):
    publisher.mtgjson()
    result = fetch(site, dest, (cards.MTGJSON,))
    assert result.files == [f"AllPrintings-{MTGJSON_VERSION}.json.xz"]
    assert CardLocalization.objects.get(card__name="Fire // Ice", language="fr").name == "Feu // Glace"
    assert kept(dest) == [f"mtgjson/AllPrintings-{MTGJSON_VERSION}.json.xz"]
    assert fetch(site, dest, (cards.MTGJSON,)).status == cards.UP_TO_DATE
    assert len(publisher.requested("/api/v5/AllPrintings.json.xz")) == 1
    assert publisher.requested("/api/v5/Meta.json")[-1].get("If-None-Match")  # asked conditionally

    publisher.mtgjson("5.2.2+20250301")
    assert fetch(site, dest, (cards.MTGJSON,)).files == ["AllPrintings-5.2.2+20250301.json.xz"]
    assert kept(dest) == ["mtgjson/AllPrintings-5.2.2+20250301.json.xz"]


def test_both_sources_in_one_run(publisher, site, dest):
    publisher.scryfall()
    publisher.mtgjson()
    output = run(site, dest)
    assert "AllPrintings-5.2.2+20250201.json.xz" in output.splitlines()[0]
    assert "scryfall: changes:" in output
    fire = Card.objects.get(name="Fire // Ice")
    assert Card.objects.filter(oracle_id=fire.oracle_id).count() == 1  # one card across both
    assert fire.text_source == "Scryfall's bulk data of 2025-03-01"  # newer than MTGJSON's 2025-02-01


@pytest.mark.parametrize(
    "break_it, message",
    [
        (lambda site: site.routes.update({"/bulk-data": respond(b"oops", status=503)}), "answered HTTP 503"),
        (lambda site: site.routes.update({"/bulk-data": respond(b"<html>")}), "not Scryfall's bulk-data list"),
        (
            lambda site: site.routes.update(
                {f"/file/rulings/rulings-{STAMP}.json": respond(gzip.compress(b'[{"object": "ruling"'))}
            ),
            "not imported: ",
        ),
        (lambda site: site.routes.pop(f"/file/rulings/rulings-{STAMP}.json"), "answered HTTP 404"),
    ],
)
def test_a_failure_exits_non_zero_and_changes_nothing(publisher, site, dest, break_it, message):
    publisher.scryfall()
    break_it(site)
    before = state()
    with pytest.raises(CommandError) as error:
        run(site, dest, "scryfall", retries=0)
    assert str(error.value).startswith("fetch_cards failed, nothing changed:")
    assert message in str(error.value)
    assert state() == before
    assert not [f for f in kept(dest) if f.endswith(".json") and "bulk-data" not in f]


def test_a_file_over_the_cap_is_refused(publisher, site, dest):
    publisher.scryfall()
    with pytest.raises(cards.FetchError, match="over the 500 byte limit"):
        fetch(site, dest, (cards.SCRYFALL,), max_bytes=500)
    assert not Card.objects.filter(name="Fire // Ice").exists()
