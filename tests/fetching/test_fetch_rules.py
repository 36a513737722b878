"""fetch_rules against a local stand-in for WotC's site: import, 304, new versions, and failures that change nothing."""

import hashlib
import re
from io import StringIO
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import CommandError, call_command

from fetching.models import FetchedSource
from ingest.cr import import_cr_files
from ingest.fetch import rules
from rules.models import CRVersion, GlossaryEntry, RuleLineage, RuleParagraph

from .conftest import LAST_MODIFIED, PAGE, PAGE_PATH, cr_bytes, cr_file, failing, respond, unannounced

FIRST = "MagicCompRules 20251114.txt"
SECOND = "MagicCompRules 20260206.txt"
FAST = {"backoff": 0.01, "timeout": 5}


def run(site, dest, **options):
    """The command as cron runs it; returns what it printed."""
    out = StringIO()
    call_command("fetch_rules", page_url=site.url(), dest=dest, stdout=out, stderr=StringIO(), **{**FAST, **options})
    return out.getvalue()


def fetch(site, dest, **options):
    return rules.fetch_rules(site.url(), dest=dest, **{**FAST, **options})


def state():
    """Everything in the database a run may change."""
    return (
        list(CRVersion.objects.order_by("id").values_list("id", "effective_date", "checksum", "source_name")),
        RuleParagraph.objects.count(),
        GlossaryEntry.objects.count(),
        RuleLineage.objects.count(),
        list(
            FetchedSource.objects.order_by("id").values_list(
                "url", "etag", "last_modified", "sha256", "file_name", "fetched_at", "checked_at"
            )
        ),
    )


def files(dest):
    """Every entry of the folder, hidden ones included (a left-over download would show)."""
    return sorted(path.name for path in dest.iterdir()) if dest.exists() else []


def publish(site, name, data):
    site.rules_page(name)
    return site.serve(name, cr_file(data))


# --- the page -----------------------------------------------------------------------------


def test_the_saved_wotc_page_links_its_txt():
    url = rules.find_rules_link(PAGE.read_text(encoding="utf-8"), rules.DEFAULT_PAGE_URL)
    assert url == "https://media.wizards.com/2025/downloads/MagicCompRules%2020251114.txt"
    assert rules.file_name_of(url) == "MagicCompRules 20251114.txt"


def test_relative_and_encoded_links_are_resolved_against_the_page():
    html = """<p><a href="MagicCompRules%2020240206.pdf">PDF</a> <a href="/notes.txt">notes</a>
      <a href="../downloads/MagicCompRules%2020240206.txt">TXT</a></p>"""
    assert (
        rules.find_rules_link(html, "https://example.test/en/rules")
        == "https://example.test/downloads/MagicCompRules%2020240206.txt"
    )


def test_a_base_element_and_several_versions():
    html = """<head><base href="https://cdn.example.test/dl/"></head>
      <a href="MagicCompRules%2020240206.txt">older</a><a href="MagicCompRules%2020250606.TXT">TXT</a>
      <a href="mailto:rules@example.test">mail</a>"""
    assert (
        rules.find_rules_link(html, "https://example.test/en/rules")
        == "https://cdn.example.test/dl/MagicCompRules%2020250606.TXT"
    )


def test_a_page_without_a_rules_txt_is_an_error():
    with pytest.raises(rules.FetchError, match="no link to a MagicCompRules"):
        rules.find_rules_link(
            '<a href="/MagicCompRules.pdf">PDF</a><a href="/readme.txt">readme</a>', "https://example.test/"
        )


@pytest.mark.parametrize(
    "link", ["MagicCompRules%2F..%2F..%2Fsettings.txt", "MagicCompRules%5C..%5Cx.txt", "MagicCompRules%00.txt"]
)
def test_a_file_name_that_could_leave_the_folder_is_refused(link):
    url = rules.find_rules_link(f'<a href="{link}">TXT</a>', "https://example.test/dl/")
    with pytest.raises(rules.FetchError, match="unusable file name"):
        rules.file_name_of(url)


def test_files_go_under_var_cr_by_default():
    assert rules.default_dest() == Path(settings.BASE_DIR) / "var" / "cr"


# --- fetching -------------------------------------------------------------------------------


def test_the_first_fetch_imports_the_file_under_wotc_name(no_cr, site, tmp_path):
    data = cr_bytes("November 14, 2025")
    served = publish(site, FIRST, data)
    dest = tmp_path / "var" / "cr"
    output = run(site, dest)
    assert output == "CR effective 2025-11-14 imported from MagicCompRules 20251114.txt: 9 added\n"
    version = CRVersion.objects.get()
    assert (version.effective_date.isoformat(), version.source_name) == ("2025-11-14", FIRST)
    assert version.checksum == hashlib.sha256(data).hexdigest()
    assert files(dest) == [FIRST]
    assert (dest / FIRST).read_bytes() == data
    source = FetchedSource.objects.get()
    assert source.url == site.url("/2025/downloads/MagicCompRules%2020251114.txt")
    assert (source.etag, source.last_modified, source.file_name, source.sha256) == (
        served.etag,
        LAST_MODIFIED,
        FIRST,
        version.checksum,
    )
    assert [path for path, _ in site.requests] == [PAGE_PATH, "/2025/downloads/" + FIRST]
    assert {headers["User-Agent"] for _, headers in site.requests} == {rules.USER_AGENT}
    assert "If-None-Match" not in site.requests_to(FIRST)[0]


def test_the_next_fetch_asks_if_changed_and_a_304_changes_nothing(no_cr, site, tmp_path):
    served = publish(site, FIRST, cr_bytes("November 14, 2025"))
    fetch(site, tmp_path)
    before, listing = state(), files(tmp_path)
    result = fetch(site, tmp_path)
    assert (result.status, result.file_name) == (rules.NOT_MODIFIED, FIRST)
    asked = site.requests_to(FIRST)[-1]
    assert (asked["If-None-Match"], asked["If-Modified-Since"]) == (served.etag, LAST_MODIFIED)
    after = state()
    assert after[:4] == before[:4]
    assert files(tmp_path) == listing
    # Of the remembered answer only the time of the last check moves.
    assert [row[:6] for row in after[4]] == [row[:6] for row in before[4]]
    assert after[4][0][6] >= before[4][0][6]
    assert run(site, tmp_path).startswith("not modified (304): MagicCompRules 20251114.txt is the file already fetched")


def test_a_new_version_on_the_page_is_imported_and_its_changes_printed(no_cr, site, tmp_path):
    publish(site, FIRST, cr_bytes("November 14, 2025"))
    run(site, tmp_path)
    publish(site, SECOND, cr_bytes("February 6, 2026", edited=True, added=True))
    output = run(site, tmp_path)
    assert (
        output == "CR effective 2026-02-06 imported from MagicCompRules 20260206.txt: 1 added, 1 edited, 8 unchanged\n"
    )
    assert files(tmp_path) == [FIRST, SECOND]
    assert [v.isoformat() for v in CRVersion.objects.values_list("effective_date", flat=True)] == [
        "2025-11-14",
        "2026-02-06",
    ]
    assert sorted(FetchedSource.objects.values_list("file_name", flat=True)) == [FIRST, SECOND]


def test_the_function_reports_what_it_imported(no_cr, site, tmp_path):
    publish(site, FIRST, cr_bytes("November 14, 2025"))
    result = fetch(site, tmp_path)
    assert (result.status, result.version, result.path) == (rules.IMPORTED, "2025-11-14", tmp_path / FIRST)
    assert result.import_result.changes == {"added": 9}
    assert result.describe() == "CR effective 2025-11-14 imported from MagicCompRules 20251114.txt: 9 added"


def test_a_file_already_imported_is_neither_stored_nor_imported_again(no_cr, site, tmp_path):
    data = cr_bytes("November 14, 2025")
    by_hand = tmp_path / "imported by hand.txt"
    by_hand.write_bytes(data)
    assert import_cr_files([by_hand])[0].status == "imported"
    before = state()[:4]
    publish(site, FIRST, data)
    dest = tmp_path / "cr"
    output = run(site, dest)
    assert (
        output
        == "already imported: MagicCompRules 20251114.txt is CR effective 2025-11-14 (same sha256); nothing to do\n"
    )
    assert state()[:4] == before
    assert files(dest) == []
    # Remembered all the same, so the next run costs a 304.
    assert fetch(site, dest).status == rules.NOT_MODIFIED


def test_a_version_deleted_since_is_downloaded_whole_again(no_cr, site, tmp_path):
    publish(site, FIRST, cr_bytes("November 14, 2025"))
    fetch(site, tmp_path)
    CRVersion.objects.all().delete()
    result = fetch(site, tmp_path)
    assert result.status == rules.IMPORTED
    assert "If-None-Match" not in site.requests_to(FIRST)[-1]
    assert CRVersion.objects.count() == 1


def test_transient_server_errors_are_retried(no_cr, site, tmp_path):
    site.rules_page(FIRST)
    site.serve(FIRST, failing(2, cr_file(cr_bytes("November 14, 2025"))))
    result = fetch(site, tmp_path, retries=3)
    assert result.status == rules.IMPORTED
    assert len(site.requests_to(FIRST)) == 3
    assert files(tmp_path) == [FIRST]


def test_a_failing_page_is_retried_too(no_cr, site, tmp_path):
    publish(site, FIRST, cr_bytes("November 14, 2025"))
    site.routes[PAGE_PATH] = failing(1, site.routes[PAGE_PATH], status=503)
    assert fetch(site, tmp_path, retries=1).status == rules.IMPORTED


# --- failures: nothing changes, the command exits non-zero -------------------------------------


def server_errors(site):
    site.rules_page(SECOND)
    site.serve(SECOND, failing(99, None))
    return {"retries": 2}, "answered HTTP 500 Internal Server Error (after 3 tries)", 3


def hangs(site):
    site.rules_page(SECOND)
    site.hang(SECOND)
    return {"retries": 0, "timeout": 0.3}, "Read timed out", 1


def announces_too_much(site):
    site.rules_page(SECOND)
    site.serve(SECOND, respond(b"x" * 50_000))
    return {"max_bytes": 20_000}, "refused, 50000 bytes is over the 20000 byte limit", 1


def streams_too_much(site):
    site.rules_page(SECOND)
    site.serve(SECOND, unannounced(50_000))
    return {"max_bytes": 20_000}, "refused, the body is over the 20000 byte limit", 1


def page_without_txt(site):
    site.routes[PAGE_PATH] = respond(
        b"<html><body><h1>Down for maintenance</h1><a href='/en'>Home</a></body></html>", "text/html"
    )
    return {}, "no link to a MagicCompRules*.txt file on the page", 0


def page_gone(site):
    del site.routes[PAGE_PATH]
    return {}, "answered HTTP 404", 0


def not_a_cr_file(site):
    publish(site, SECOND, b"<html><body>Access denied</body></html>")
    return {}, "not imported: MagicCompRules 20260206.txt: no effective date", 1


def truncated_cr_file(site):
    publish(site, SECOND, cr_bytes("February 6, 2026").split(b"Glossary\r\n\r\nAbandon")[0])
    return {}, "not imported: MagicCompRules 20260206.txt, line ", 1


FAILURES = [
    server_errors,
    hangs,
    announces_too_much,
    streams_too_much,
    page_without_txt,
    page_gone,
    not_a_cr_file,
    truncated_cr_file,
]


@pytest.mark.parametrize("failure", FAILURES, ids=[f.__name__ for f in FAILURES])
def test_a_failure_changes_nothing_and_exits_non_zero(no_cr, site, tmp_path, failure):
    publish(site, FIRST, cr_bytes("November 14, 2025"))
    run(site, tmp_path)
    before, listing = state(), files(tmp_path)
    options, message, downloads = failure(site)
    with pytest.raises(CommandError, match=re.escape(message)) as caught:
        run(site, tmp_path, **options)
    assert str(caught.value).startswith("fetch_rules failed, nothing changed: ")
    assert state() == before
    assert files(tmp_path) == listing
    assert len(site.requests_to(SECOND)) == downloads


def test_the_function_raises_fetch_error(no_cr, site, tmp_path):
    site.rules_page(FIRST)
    site.serve(FIRST, respond(b"x" * 5_000))
    with pytest.raises(rules.FetchError, match="over the 1000 byte limit"):
        fetch(site, tmp_path, max_bytes=1_000)
    assert files(tmp_path) == []
    assert not FetchedSource.objects.exists()


# --- a real file --------------------------------------------------------------------------------


@pytest.mark.corpus
def test_a_real_wotc_file_is_fetched_and_imported(no_cr, site, tmp_path, corpus_dir):
    real = max((corpus_dir / "cr").glob("MagicCompRules*.txt"), key=lambda path: re.findall(r"\d{8}", path.name))
    publish(site, real.name, real.read_bytes())
    result = fetch(site, tmp_path)
    assert (result.status, result.file_name) == (rules.IMPORTED, real.name)
    assert (tmp_path / real.name).read_bytes() == real.read_bytes()
    assert CRVersion.objects.get().source_name == real.name
    assert result.import_result.paragraphs > 1000
