"""The lineage facts of the real corpus (needs MTG_CORPUS): all 26 CR versions, imported out of order."""
import random

import pytest
from django.db import transaction

from rulings import rules
from rulings.importers import lineage as matching
from rulings.importers.cr import parse_cr_file
from rulings.importers.cr_store import import_cr_files
from rulings.models import CRVersion, RuleLineage, RuleParagraph

pytestmark = pytest.mark.corpus

FIRST = ["MagicCompRules-20220429.txt", "MagicCompRules-20180713.txt", "MagicCompRules-20210419.txt", "MagicCompRules-20210224.txt"]


@pytest.fixture(scope="module")
def corpus_cr(corpus_dir, django_db_setup, django_db_blocker):
    """All versions imported once for the module, inside a transaction rolled back at its end."""
    files = sorted((corpus_dir / "cr").glob("MagicCompRules-*.txt"))
    assert len(files) >= 20
    rest = [f for f in files if f.name not in FIRST]
    random.Random(7).shuffle(rest)
    # The four versions of the brief first, newest first, so most imports are insertions between versions.
    order = [corpus_dir / "cr" / name for name in FIRST] + rest
    with django_db_blocker.unblock():
        outer = transaction.atomic()
        outer.__enter__()
        try:
            CRVersion.objects.all().delete()
            RuleLineage.objects.all().delete()
            results = [import_cr_files([path])[0] for path in order]
            yield {"files": files, "results": results}
        finally:
            transaction.set_rollback(True)
            outer.__exit__(None, None, None)


def numbers_by_version(paragraph):
    return [(entry["version"], entry["number"]) for entry in rules.lineage_of(paragraph)]


def test_every_version_imported(corpus_cr, db):
    assert all(result.status == "imported" for result in corpus_cr["results"]), [r.error for r in corpus_cr["results"] if not r.ok]
    assert CRVersion.objects.count() == len(corpus_cr["files"])
    # "MagicCompRules-20210419.txt" says it is effective April 22, 2021: the date inside the file wins.
    assert CRVersion.objects.filter(effective_date="2021-04-22", source_name="MagicCompRules-20210419.txt").exists()


def test_improvise_is_one_lineage_across_the_renumbering(corpus_cr, db):
    improvise = rules.get_paragraph("702.126a")
    assert improvise.text.startswith("Improvise")
    history = numbers_by_version(improvise)
    assert len(history) == CRVersion.objects.count()
    assert all(number == "702.125a" for date, number in history if date <= "2021-02-15")
    assert all(number == "702.126a" for date, number in history if date >= "2021-04-22")
    assert history[0] == ("2017-08-25", "702.125a")
    assert rules.get_paragraph("702.126").lineage.label == "Improvise"


def test_702_125_in_2022_is_undaunted_another_lineage(corpus_cr, db):
    undaunted = rules.get_paragraph("702.125")
    assert undaunted.title == "Undaunted"
    old = RuleParagraph.objects.get(number="702.125", version__effective_date="2018-07-13")
    assert old.title == "Improvise"
    assert undaunted.lineage_id != old.lineage_id
    assert old.lineage_id == rules.get_paragraph("702.126").lineage_id


def test_601_2f_is_one_lineage_in_every_version(corpus_cr, db):
    history = numbers_by_version(rules.get_paragraph("601.2f"))
    assert len(history) == CRVersion.objects.count()
    assert {number for _, number in history} == {"601.2f"}


def test_former_holder_of_702_125a(corpus_cr, db, client):
    data = client.get("/api/rules/702.125a").json()
    assert data["text"].startswith("Undaunted")
    improvise = [f for f in data["former"] if f["name"] == "Improvise"]
    assert len(improvise) == 1
    assert (improvise[0]["from"], improvise[0]["until"]) == ("2017-08-25", "2021-02-15")
    assert improvise[0]["now"]["number"] == "702.126a"
    resolution = rules.resolve_number("702.125a")
    assert "Improvise" in resolution.note and "702.126a" in resolution.note


def test_out_of_order_import_equals_the_chronological_chain(corpus_cr, db):
    """The stored lineage is exactly what matching each version to its predecessor gives."""
    parsed = sorted((parse_cr_file(path) for path in corpus_cr["files"]), key=lambda p: p.effective_date)
    chain_of = {}  # (date, number) -> chain id
    changes = {}
    for index, version in enumerate(parsed):
        date = version.effective_date.isoformat()
        if index == 0:
            pairs, version_changes = {}, [matching.ADDED] * len(version.paragraphs)
        else:
            previous = parsed[index - 1]
            pairs = matching.match_versions(previous.paragraphs, version.paragraphs)
            version_changes = matching.changes(previous.paragraphs, version.paragraphs, pairs)
        for n, paragraph in enumerate(version.paragraphs):
            if n in pairs:
                chain_of[(date, paragraph.number)] = chain_of[(previous.effective_date.isoformat(), previous.paragraphs[pairs[n]].number)]
            else:
                chain_of[(date, paragraph.number)] = (date, paragraph.number)
            changes[(date, paragraph.number)] = version_changes[n]
    expected = {}
    for key, chain in chain_of.items():
        expected.setdefault(chain, set()).add((*key, changes[key]))
    stored = {}
    for lineage_id, date, number, change in RuleParagraph.objects.values_list("lineage_id", "version__effective_date", "number", "change"):
        stored.setdefault(lineage_id, set()).add((date.isoformat(), number, change))
    assert sorted(map(sorted, stored.values())) == sorted(map(sorted, expected.values()))


def test_reimport_is_unchanged(corpus_cr, db):
    before = RuleParagraph.objects.count(), RuleLineage.objects.count()
    [result] = import_cr_files([corpus_cr["files"][-1]])
    assert result.status == "unchanged"
    assert (RuleParagraph.objects.count(), RuleLineage.objects.count()) == before
