"""Short keyword queries (helper sshort): a term whose first sense is a whole section of the CR (`face up`: "See section 4") is not put first in a longer
query that asks something else of it."""

from pathlib import Path

import pytest

from search import query

TODAY = Path(__file__).resolve().parents[2] / "fixtures" / "cr-today"


@pytest.fixture
def today(db, index_dir):
    """The whole CR of today, imported as the site imports it, and indexed."""
    from ingest.cr import import_cr_files
    from search.index import rebuild_index

    assert all(r.ok for r in import_cr_files(sorted(TODAY.glob("*.txt"))))
    rebuild_index()


def first(q):
    return [r.get("number") for r in query.search(q)["results"][:5]]


def test_a_term_whose_rule_is_a_section_is_not_put_first_in_a_longer_query(today):
    # `face up` alone is the glossary's first sense, section 4 (Zones); `morph face up` asks about morph.
    assert first("face up")[:1] == ["4"]
    assert first("morph face up")[:1] == ["702.37e"]
