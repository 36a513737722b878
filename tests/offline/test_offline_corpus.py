"""The offline bundle of the whole CR of 2025-11-14, WotC's own file (needs MTG_CORPUS)."""

import gzip
import json

import pytest
from pytest_django.asserts import assertInHTML

from rules.models import CRVersion, RuleParagraph
from rules.offline.bundle import bundle_gzip
from tests.markup import find_all

pytestmark = pytest.mark.corpus

LIMIT = 1.5 * 1024 * 1024  # compressed, the budget


def test_the_whole_cr_of_2025_11_14_fits_the_offline_budget(corpus_dir, db, record_property):
    from ingest.cr import import_cr_files

    [result] = import_cr_files([corpus_dir / "cr" / "MagicCompRules 20251114.txt"])
    assert result.ok, result.error
    version = CRVersion.current()
    assert version.effective_date.isoformat() == "2025-11-14"

    body = bundle_gzip(version)
    record_property("bundle_gzip_bytes", len(body))
    assert len(body) <= LIMIT, f"{len(body) / 1024:.0f} KB compressed"
    data = json.loads(gzip.decompress(body))
    numbers = set(RuleParagraph.objects.filter(version=version).values_list("number", flat=True))
    assert {rule["number"] for rule in data["rules"]} == numbers
    assert len(numbers) > 3000
    assert len(data["glossary"]) > 700
    rules = {rule["number"]: rule for rule in data["rules"]}
    assert rules["702.19"]["title"] == "Trample"
    links = find_all(rules["601.2f"]["html"], "a", class_="rule-ref")
    assert [a for a in links if dict(a.attributes)["href"].startswith("/rules/")]
    assertInHTML('<a class="term" href="/rules/glossary#trample">trample</a>', rules["702.19b"]["html"])
