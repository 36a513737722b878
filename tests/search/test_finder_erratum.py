"""An erratum to today's CR, imported under the same date (a new checksum, rules/store.py), reaches the rule
finder at the next sync: rules.json is rewritten because the versions' signature holds each version's checksum,
not only its date."""

import pytest

from rules.models import CRVersion, RuleParagraph
from search.index import search_lock, shared_searchers, sync_index

pytestmark = pytest.mark.search


def finder_ranks(text):
    with search_lock:
        finder = shared_searchers().finder
    return [ranked.number for ranked in finder.rank(finder.query_terms(text))]


def test_an_erratum_under_todays_date_reaches_the_finder(built):
    today = CRVersion.current()
    paragraph = RuleParagraph.objects.get(version=today, number="702.126a")
    assert "702.126a" not in finder_ranks("zyzzyvaword")
    paragraph.text += " Zyzzyvaword."
    paragraph.save()
    today.checksum = "erratum"
    today.save()
    sync_index()
    assert "702.126a" in finder_ranks("zyzzyvaword")
