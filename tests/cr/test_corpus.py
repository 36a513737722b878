"""The facts of the real corpus (needs MTG_CORPUS): WotC's own 49 CR files, 2017-01-19 to 2025-11-14, in one run.

One import for the whole module, of every file in shuffled order (about one to two minutes here), inside a
transaction rolled back at its end; every test reads it. The import's speed is the benchmark's business
(bench/import_bench.py); here it is only recorded (junit property cr_import_seconds).
"""

import datetime
import importlib.util
import random
import time

import pytest
from django.db import transaction

from rules import lineage as matching
from rules import selectors as rules
from rules.models import CRVersion, RuleLineage, RuleParagraph
from rules.parser import parse_cr_file
from rules.store import import_cr_files
from tests.builders import settle_constraints

from .conftest import FIXTURES, chains, para

pytestmark = pytest.mark.corpus

VERSIONS = 49
# File date -> effective date printed inside, where they differ; the other 36 files are effective on their date.
EFFECTIVE = {
    "20170119": "2017-01-20",
    "20170707": "2017-07-08",
    "20170925": "2017-09-29",
    "20190612": "2019-06-14",
    "20200122": "2020-01-24",
    "20210202": "2021-02-05",
    "20210224": "2021-02-15",
    "20210419": "2021-04-22",
    "20210609": "2021-06-18",
    "20210712": "2021-07-23",
    "20211115": "2021-11-19",
    "20240206": "2024-02-02",
    "20240802": "2024-07-30",
}
WINDOWS_1252 = {
    "20170119",
    "20170428",
    "20170605",
    "20170707",
    "20170825",
    "20170925",
    "20180713",
    "20180810",
    "20181005",
    "20190125",
    "20221007",
}  # 20190125 is ASCII but for a few bytes that are not UTF-8
UTF_16 = {"20221118"}


def file_date(path):
    return path.name.removeprefix("MagicCompRules ").removesuffix(".txt")


@pytest.fixture(scope="module")
def corpus_cr(corpus_dir, django_db_setup, django_db_blocker):
    """All versions imported once for the module, inside a transaction rolled back at its end."""
    files = sorted((corpus_dir / "cr").glob("MagicCompRules *.txt"))
    order = list(files)
    random.Random(7).shuffle(order)
    with django_db_blocker.unblock():
        outer = transaction.atomic()
        outer.__enter__()
        try:
            CRVersion.objects.all().delete()
            RuleLineage.objects.all().delete()
            started = time.perf_counter()
            results = import_cr_files(order)
            seconds = time.perf_counter() - started
            settle_constraints()
            yield {"files": files, "order": order, "results": results, "seconds": seconds}
        finally:
            transaction.set_rollback(True)
            outer.__exit__(None, None, None)


def numbers_by_version(paragraph):
    return [(entry["version"], entry["number"]) for entry in rules.lineage_of(paragraph)]


def test_every_version_imported_in_one_run(corpus_cr, db, record_property):
    record_property("cr_import_seconds", round(corpus_cr["seconds"], 1))
    results = corpus_cr["results"]
    assert len(corpus_cr["files"]) == VERSIONS
    assert all(result.status == "imported" for result in results), [r.error for r in results if not r.ok]
    assert [result.path for result in results] == [str(path) for path in corpus_cr["order"]]  # in the order given
    assert CRVersion.objects.count() == VERSIONS
    for path, result in zip(corpus_cr["order"], results, strict=True):
        date = file_date(path)
        effective = EFFECTIVE.get(date, f"{date[:4]}-{date[4:6]}-{date[6:]}")
        # The date inside the file wins over the name: "MagicCompRules 20210419.txt" is the 2021-04-22 version.
        assert result.version == effective, path.name
        assert CRVersion.objects.get(effective_date=effective).source_name == path.name
        encoding = "Windows-1252" if date in WINDOWS_1252 else "UTF-16" if date in UTF_16 else "UTF-8 with BOM"
        assert result.encoding == encoding, path.name
        assert f"(read as {encoding})" in result.describe()


def test_improvise_is_one_lineage_across_the_renumbering(corpus_cr, db):
    improvise = rules.get_paragraph("702.126a")
    assert improvise.text.startswith("Improvise")
    history = numbers_by_version(improvise)
    # Improvise (Aether Revolt) is in the first file already, and in every one since.
    assert len(history) == VERSIONS
    assert history[0] == ("2017-01-20", "702.125a")
    assert all(number == "702.125a" for date, number in history if date <= "2021-02-15")
    assert all(number == "702.126a" for date, number in history if date >= "2021-04-22")
    assert rules.get_paragraph("702.126").lineage.label == "Improvise"


def test_702_125_in_2022_is_undaunted_another_lineage(corpus_cr, db):
    undaunted = rules.get_paragraph("702.125")
    assert undaunted.title == "Undaunted"
    assert set(
        RuleParagraph.objects.filter(number="702.125", version__effective_date__gte="2022-01-01").values_list(
            "title", flat=True
        )
    ) == {"Undaunted"}
    old = para("702.125", "2018-07-13")
    assert old.title == "Improvise"
    assert undaunted.lineage_id != old.lineage_id
    assert old.lineage_id == rules.get_paragraph("702.126").lineage_id
    history = numbers_by_version(undaunted)
    assert len(history) == VERSIONS
    assert all(number == "702.124" for date, number in history if date <= "2021-02-15")
    assert all(number == "702.125" for date, number in history if date >= "2021-04-22")


def test_601_2f_is_one_lineage_in_every_version(corpus_cr, db):
    history = numbers_by_version(rules.get_paragraph("601.2f"))
    assert len(history) == VERSIONS
    assert {number for _, number in history} == {"601.2f"}


def test_former_holder_of_702_125a(corpus_cr, db, client):
    data = client.get("/api/rules/702.125a").json()
    assert data["text"].startswith("Undaunted")
    # A former rule is named by its own words: "Improvise is a static ability…".
    improvise = [f for f in data["former"] if f["name"].startswith("Improvise")]
    assert len(improvise) == 1
    assert (improvise[0]["from"], improvise[0]["until"]) == ("2017-01-20", "2021-02-15")
    assert improvise[0]["now"]["number"] == "702.126a"
    resolution = rules.resolve_number("702.125a")
    assert "Improvise" in resolution.note
    assert "702.126a" in resolution.note


def test_stored_text_keeps_wotc_curly_quotes_whatever_the_encoding(corpus_cr, db, corpus_dir):
    cr = corpus_dir / "cr"
    assert b"improvise ability isn\x92t" in (cr / "MagicCompRules 20180713.txt").read_bytes()
    assert "improvise ability isn’t".encode() in (cr / "MagicCompRules 20220429.txt").read_bytes()
    from_1252 = para("702.125b", "2018-07-13").text
    from_utf8 = para("702.126b", "2022-04-29").text
    from_utf16 = para("702.126b", "2022-11-18").text
    assert "isn\u2019t an additional" in from_1252
    assert from_1252 == from_utf8 == from_utf16
    assert "becomes \u201clocked in.\u201d" in para("601.2f", "2018-07-13").text  # 0x93, 0x94
    assert "becomes \u201clocked in.\u201d" in para("601.2f", "2025-11-14").text


def test_typography_alone_is_not_an_edit(corpus_cr, db):
    """2019-01-25 was published with straight quotes between two versions with curly ones; 2022-04-29 turned
    601.4's hyphen into an en dash. Same words: not an edit, and each version keeps its own typography."""
    assert "becomes \u201clocked in.\u201d" in para("601.2f", "2018-10-05").text
    assert 'becomes "locked in."' in para("601.2f", "2019-01-25").text
    assert "601.2f-h" in para("601.4", "2022-02-18").text
    assert "601.2f\u2013h" in para("601.4", "2022-04-29").text
    for number, date in [
        ("601.2f", "2019-01-25"),
        ("601.2f", "2019-05-03"),
        ("100.1b", "2019-01-25"),
        ("702.125b", "2019-01-25"),
        ("702.125b", "2019-05-03"),
        ("601.4", "2022-04-29"),
    ]:
        assert para(number, date).change not in ("edited", "renumbered_edited"), (number, date)


def test_one_run_equals_the_chronological_chain(corpus_cr, db):
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
                before = (previous.effective_date.isoformat(), previous.paragraphs[pairs[n]].number)
                chain_of[(date, paragraph.number)] = chain_of[before]
            else:
                chain_of[(date, paragraph.number)] = (date, paragraph.number)
            changes[(date, paragraph.number)] = version_changes[n]
    expected = {}
    for key, chain in chain_of.items():
        expected.setdefault(chain, set()).add((*key, changes[key]))
    assert chains() == {tuple(sorted(group)) for group in expected.values()}


def test_a_version_imported_between_two_others_joins_their_chains(corpus_cr, db, corpus_dir):
    """The renumbering version arriving last, between its neighbours, gives the same lineage as in order."""
    before = chains()
    CRVersion.objects.get(effective_date="2021-04-22").delete()
    [result] = import_cr_files([corpus_dir / "cr" / "MagicCompRules 20210419.txt"])
    assert result.status == "imported"
    assert chains() == before


def test_reimport_is_unchanged(corpus_cr, db):
    before = RuleParagraph.objects.count(), RuleLineage.objects.count()
    [result] = import_cr_files([corpus_cr["files"][-1]])
    assert result.status == "unchanged"
    assert (RuleParagraph.objects.count(), RuleLineage.objects.count()) == before


def test_fixture_excerpts_are_cut_from_the_real_files(corpus_dir):
    """fixtures/cr/make_excerpts.py still gives the excerpts on disk, byte for byte."""
    spec = importlib.util.spec_from_file_location("make_excerpts", FIXTURES / "make_excerpts.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for date, folder, rule_patterns, terms in module.EXCERPTS:
        source = (corpus_dir / "cr" / f"MagicCompRules {date}.txt").read_bytes()
        excerpt = module.excerpt_path(date, folder)
        assert module.cut(source, rule_patterns, terms) == excerpt.read_bytes(), excerpt.name
        parsed = parse_cr_file(excerpt)
        assert parsed.effective_date == datetime.date.fromisoformat(
            EFFECTIVE.get(date, f"{date[:4]}-{date[4:6]}-{date[6:]}")
        )
