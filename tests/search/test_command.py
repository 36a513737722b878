"""manage.py rebuild_index."""

from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from search.index import current_path
from search.query import search


def test_rebuild_index_builds_and_reports(world, index_dir):
    out = StringIO()
    call_command("rebuild_index", stdout=out)
    assert current_path() is not None and "Indexed" in out.getvalue()
    assert search("improvise")["total"] > 0
    status = StringIO()
    call_command("rebuild_index", "--status", stdout=status)
    assert "current_version: 2018-07-13" in status.getvalue() and "size_bytes" in status.getvalue()


def test_status_without_an_index_is_a_clear_error(world, index_dir):
    with pytest.raises(CommandError, match="rebuild_index"):
        call_command("rebuild_index", "--status")


def test_keep_must_not_be_negative(world, index_dir):
    with pytest.raises(CommandError, match="--keep"):
        call_command("rebuild_index", "--keep", "-1")


def test_unwritable_index_folder_is_a_clear_error(world, settings, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    settings.SEARCH_INDEX_DIR = blocker / "index"
    with pytest.raises(CommandError, match="Cannot write the index"):
        call_command("rebuild_index")


def test_sync_writes_only_changes(built):
    out = StringIO()
    call_command("rebuild_index", "--sync", stdout=out)
    assert "0 documents written, 0 removed" in out.getvalue()
    built["crank"].delete()
    out = StringIO()
    call_command("rebuild_index", "--sync", stdout=out)
    assert "0 documents written, 1 removed" in out.getvalue() or "removed" in out.getvalue()
    assert search("kind:card crank")["total"] == 0
