"""manage.py rebuild_index, and a damaged index that heals (issue 12.6).

Each damage is made to a real index built in a throwaway folder: a truncated segment file, a document
missing from the index, the unfinished folder of a rebuild killed with SIGKILL.
"""

import logging
import os
import signal
import time
from io import StringIO

import pytest
from django.core.management import CommandError, call_command
from django.db import connections
from pytest_django.asserts import assertContains

from cards.models import Card
from rulings.models import Ruling
from search import build, indexdir, searchers
from search.index import current_path, index_root, rebuild_index
from search.query import search
from translations.models import Translation


def status_of():
    out = StringIO()
    call_command("rebuild_index", "--status", stdout=out)
    return out.getvalue()


def truncate_a_segment(part="main"):
    segment = next(current_path().joinpath(part).glob("*.seg"))
    with open(segment, "r+b") as f:
        f.truncate(segment.stat().st_size // 2)
    return segment


def test_rebuild_index_builds_and_reports(world, index_dir):
    out = StringIO()
    call_command("rebuild_index", stdout=out)
    assert current_path() is not None
    assert "Indexed" in out.getvalue()
    assert search("improvise")["total"] > 0
    status = status_of()
    assert "current_version: 2022-09-09" in status  # the world's NEW, after the sample's two versions
    assert "size_bytes" in status


def test_status_checks_that_the_index_reads_and_matches_the_database(built):
    status = status_of()
    # Today's CR is the world's NEW (5 paragraphs); the rulings, cards and translations are the sample's and
    # the world's (7 rulings, 1 new card, 2 translations).
    assert "documents rule: 5 (database: 5)" in status
    assert f"documents ruling: {Ruling.objects.count()} (database: {Ruling.objects.count()})" in status
    assert f"documents card: {Card.objects.count()} (database: {Card.objects.count()})" in status
    translations = Translation.objects.count()
    assert f"documents translation: {translations} (database: {translations})" in status
    assert "The index reads, and its documents match the database." in status


def test_status_says_when_the_index_misses_what_the_database_holds(built):
    cards = Card.objects.count()
    built["crank"].delete()  # the database changed and nobody synced
    expected = rf"card: {cards} documents in the index, {cards - 1} expected.*rebuild_index --sync"
    with pytest.raises(CommandError, match=expected):
        status_of()


def test_status_says_when_the_index_cannot_be_read(built):
    truncate_a_segment()
    with pytest.raises(CommandError, match="cannot be read.*rebuild_index --sync"):
        status_of()


def test_status_without_an_index_is_a_clear_error(world, index_dir):
    with pytest.raises(CommandError, match="rebuild_index"):
        call_command("rebuild_index", "--status")


def test_a_truncated_segment_answers_503_with_the_message_and_is_logged(built, client, caplog):
    searchers.forget_searchers()
    truncate_a_segment()
    with caplog.at_level(logging.ERROR, logger="search"):
        response = client.get("/api/search", {"q": "improvise"})
    assert response.status_code == 503
    assert response.json()["error"] == indexdir.UnreadableIndex.MESSAGE
    assert any(record.levelno >= logging.ERROR and record.exc_info for record in caplog.records)
    assertContains(client.get("/search", {"q": "improvise"}), "rebuild_index --sync", status_code=503)


def test_a_segment_damaged_after_the_searcher_opened_answers_503(built, client):
    assert search("improvise")["total"] > 0  # the process's searchers are open
    truncate_a_segment()
    searchers.forget_searchers()
    response = client.get("/api/search", {"q": "improvise colored mana"})
    assert response.status_code == 503


def test_a_bug_of_ours_is_a_logged_500_not_a_damaged_index(built, client, monkeypatch, caplog):
    # Issue 24: ValueError and KeyError are what a damaged index raises, but also what a bug raises. A bug made
    # to raise one in the middle of a search (the index sound): it must show as the bug it is, a 500 with its
    # traceback in the log, and the process keep its searchers; the index is read through once to decide.
    from search import query

    assert search("improvise")["total"] > 0
    kept = searchers.shared_searchers()

    def broken_plan(*args, **kwargs):
        raise KeyError("a bug in the planning")

    monkeypatch.setattr(query, "plan", broken_plan)
    client.raise_request_exception = False
    with caplog.at_level(logging.ERROR):
        response = client.get("/api/search", {"q": "improvise colored mana"})
    assert response.status_code == 500
    assert any("a bug in the planning" in str(r.exc_info[1]) for r in caplog.records if r.exc_info)
    assert searchers.shared_searchers() is kept
    with pytest.raises(KeyError):
        search("improvise colored mana white")
    # The same index damaged: the same kind of error is now the index's, a 503.
    truncate_a_segment()
    searchers.forget_searchers()
    monkeypatch.undo()
    with caplog.at_level(logging.ERROR):
        response = client.get("/api/search", {"q": "improvise colored mana"})
    assert response.status_code == 503


def test_sync_rebuilds_a_damaged_index(built):
    expected = search("improvise")["total"]
    damaged = current_path()
    truncate_a_segment()
    searchers.forget_searchers()
    out = StringIO()
    call_command("rebuild_index", "--sync", stdout=out)
    assert "Search index rebuilt" in out.getvalue()
    assert current_path() != damaged
    assert search("improvise")["total"] == expected
    assert "The index reads" in status_of()


def test_sync_of_a_sound_index_writes_only_changes(built):
    out = StringIO()
    call_command("rebuild_index", "--sync", stdout=out)
    assert "0 documents written, 0 removed" in out.getvalue()
    cranked = [r["id"] for r in search("kind:card crank", per_page=50)["results"]]
    assert "card:crank" in cranked  # beside the sample's Contraptions, which crank too
    built["crank"].delete()
    out = StringIO()
    call_command("rebuild_index", "--sync", stdout=out)
    # The card goes; its ruling, which named it, is rewritten without it.
    assert "1 documents written, 1 removed" in out.getvalue()
    assert [r["id"] for r in search("kind:card crank", per_page=50)["results"]] == [
        card for card in cranked if card != "card:crank"
    ]


_INHERITED = []


def _own_database_connection():
    """In a forked child: a connection of its own to a server database (the parent's socket must not be used
    or closed by it: the parent's session would end). Kept referenced so that no finalizer closes it; the
    child dies by SIGKILL or os._exit, which run none. SQLite's in-memory test database lives in the copied
    process memory: the inherited connection is the child's own."""
    for connection in connections.all():
        if connection.vendor != "sqlite" and connection.connection is not None:
            _INHERITED.append(connection.connection)
            connection.connection = None
            connection.in_atomic_block = False
            connection.savepoint_ids = []
            connection.atomic_blocks = []


def _fork_a_rebuild_and_kill_it(root):
    """A real rebuild in a child process (same database, same folder), killed with SIGKILL once it has begun
    writing its build folder. Returns the names of the folders it left."""
    pid = os.fork()
    if pid == 0:  # the child: rebuild, then leave without cleaning anything
        try:
            _own_database_connection()
            rebuild_index()
        finally:
            os._exit(0)
    deadline = time.monotonic() + 30
    left = []
    while time.monotonic() < deadline and not left:
        left = [p.name for p in root.iterdir() if p.name.startswith(".build-") and (p / "owner.json").exists()]
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    return [name for name in left if (root / name).exists()]


def test_a_killed_rebuild_leaves_its_folder_and_the_next_run_removes_it(built):
    root = index_root()
    left = _fork_a_rebuild_and_kill_it(root)
    assert left, "the child finished before it was killed"
    out = StringIO()
    call_command("rebuild_index", stdout=out)
    assert f"Removed 1 unfinished build(s) left by a rebuild that stopped: {left[0]}" in out.getvalue()
    assert not [p for p in root.iterdir() if p.name.startswith(".build-")]


def test_sync_also_removes_a_killed_rebuild_s_folder(built):
    root = index_root()
    left = _fork_a_rebuild_and_kill_it(root)
    assert left, "the child finished before it was killed"
    call_command("rebuild_index", "--sync", stdout=StringIO())
    assert not (root / left[0]).exists()


def test_a_build_in_progress_is_not_removed(built):
    root = index_root()
    building = root / ".build-20990101T000000-abcdef.tmp"
    building.mkdir()
    build._claim(building)  # this process, alive, is writing it
    assert build.remove_abandoned_builds(root) == []
    assert building.exists()


def test_keep_must_not_be_negative(world, index_dir):
    with pytest.raises(CommandError, match="--keep"):
        call_command("rebuild_index", "--keep", "-1")


def test_unwritable_index_folder_is_a_clear_error(world, settings, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    settings.SEARCH_INDEX_DIR = blocker / "index"
    with pytest.raises(CommandError, match="Cannot write the index"):
        call_command("rebuild_index")


def test_status_says_which_segments_have_their_posting_file(built):
    main = current_path() / "main"
    segments = len(list(main.glob("*.seg")))
    assert f"posting files main: {segments} of {segments} segments" in status_of()
    for posting_file in main.glob("*.postings"):
        posting_file.unlink()
    # Read through Whoosh until a search or the next commit writes them again.
    assert f"posting files main: 0 of {segments} segments" in status_of()
