"""tests.builders.built_index: the index a test's set-up gets is the one its data builds, a copy only when the data
is the same as a build's of this session (a stale copy would let a ranking test pass or fail on another's data)."""

import os

import pytest
from django.db import connection

from search.index import current_path
from tests.builders import built_index, make_card, make_ruling

from .conftest import numbers_found

pytestmark = pytest.mark.search


def _titles(q):
    from search.query import search

    return [r.get("title", "") for r in search(q)["results"]]


@pytest.mark.skipif(connection.vendor != "sqlite", reason="PostgreSQL always rebuilds (its sequences move on)")
def test_the_same_data_gets_the_same_build_and_other_data_its_own(world, index_dir):
    built_index()
    first = os.readlink(index_dir / "current")
    built_index()
    assert os.readlink(index_dir / "current") == first

    card = make_card("Zymurgist of the Copy", type_line="Creature", oracle_text="Flying")
    built_index()
    assert os.readlink(index_dir / "current") != first
    assert any("Zymurgist of the Copy" in t for t in _titles("zymurgist"))

    make_ruling(card, "2024-05-02", "The zymurgist's brew is checked once.")
    built_index()
    assert any("zymurgist" in t.lower() for t in _titles("brew checked"))


def test_a_copy_answers_as_the_build_it_copies(world, index_dir, tmp_path, settings):
    built_index()
    built = numbers_found("improvise")
    settings.SEARCH_INDEX_DIR = tmp_path / "again"
    built_index()
    assert current_path().parent == tmp_path / "again"
    assert numbers_found("improvise") == built and built
