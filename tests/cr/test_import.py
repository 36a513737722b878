"""import_cr into the real database: lineage, idempotence, replacement, outdated translations, bad input."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from ingest.cr import import_cr_files
from rules.models import CRVersion, GlossaryEntry, RuleLineage, RuleParagraph
from rules.parser import decode_cr, parse_cr_file
from tests.builders import make_translation
from translations.models import Translation

from .conftest import NEW, NEWER, OLD, chains, para, variant


def snapshot():
    """Everything the CR import writes, to compare before and after."""
    return (
        list(CRVersion.objects.order_by("id").values_list("id", "effective_date", "checksum")),
        list(
            RuleParagraph.objects.order_by("id").values_list(
                "id", "version_id", "number", "parent_id", "title", "text", "examples", "lineage_id", "change"
            )
        ),
        list(GlossaryEntry.objects.order_by("id").values_list("id", "version_id", "term", "text")),
        list(RuleLineage.objects.order_by("id").values_list("id", "label")),
        list(Translation.objects.order_by("id").values_list("id", "rule_id", "status", "source_hash")),
    )


@pytest.mark.parametrize("order", [(OLD, NEW), (NEW, OLD)], ids=["chronological", "reversed"])
def test_lineage_of_the_excerpts(no_cr, order):
    results = import_cr_files(list(order))
    assert [r.status for r in results] == ["imported", "imported"]
    old_date, new_date = "2018-07-13", "2022-04-29"
    improvise = para("702.126a", new_date)
    assert improvise.lineage_id == para("702.125a", old_date).lineage_id
    assert improvise.change == "renumbered"
    undaunted = para("702.125a", new_date)
    assert undaunted.lineage_id == para("702.124a", old_date).lineage_id != improvise.lineage_id
    assert para("702.125", new_date).lineage_id != para("702.125", old_date).lineage_id
    assert para("702.125", new_date).lineage.label == "Undaunted"
    assert para("702.126", new_date).lineage.label == "Improvise"
    assert para("601.2f", new_date).lineage_id == para("601.2f", old_date).lineage_id
    assert para("601.2f", new_date).change == "unchanged"
    assert para("601.2h", new_date).change == "edited"
    assert set(RuleParagraph.objects.filter(version__effective_date=old_date).values_list("change", flat=True)) == {
        "added"
    }
    # 702.126 Aftermath of 2018 is not in the 2022 excerpt: its lineage ends.
    aftermath = para("702.126a", old_date)
    assert RuleParagraph.objects.filter(lineage_id=aftermath.lineage_id).count() == 1
    # Every lineage has at most one paragraph per version.
    for lineage_id in RuleLineage.objects.values_list("id", flat=True):
        versions = list(RuleParagraph.objects.filter(lineage_id=lineage_id).values_list("version_id", flat=True))
        assert len(versions) == len(set(versions))


def test_import_order_does_not_change_the_lineage(no_cr, tmp_path):
    middle = variant(
        tmp_path,
        NEW,
        "middle.txt",
        date="January 24, 2020",
        replace=[("Undaunted is a static ability", "Undaunted is a static ability (edited)")],
    )
    import_cr_files([OLD, middle, NEW])
    in_order = chains()
    CRVersion.objects.all().delete()
    RuleLineage.objects.all().delete()
    import_cr_files([NEW])
    import_cr_files([OLD])
    import_cr_files([middle])  # inserted between two imported versions
    assert chains() == in_order
    undaunted = para("702.125a", "2022-04-29")
    assert [
        p.change
        for p in RuleParagraph.objects.filter(lineage_id=undaunted.lineage_id).order_by("version__effective_date")
    ] == [
        "added",
        "renumbered_edited",
        "edited",
    ]


def test_replacing_a_middle_version_equals_importing_it_fresh(no_cr, tmp_path):
    middle = variant(tmp_path, NEW, "middle.txt", date="January 24, 2020")
    # The corrected file drops Improvise's last subrule and rewords Undaunted.
    corrected = variant(
        tmp_path,
        NEW,
        "middle-fixed.txt",
        date="January 24, 2020",
        replace=[
            ("Multiple instances of improvise on the same spell are redundant.", ""),
            ("Players who have left the game", "Players who left the game"),
        ],
    )
    import_cr_files([OLD, corrected, NEW])
    fresh = chains()
    CRVersion.objects.all().delete()
    RuleLineage.objects.all().delete()
    import_cr_files([OLD, middle, NEW])
    [result] = import_cr_files([corrected])
    assert result.status == "replaced"
    assert chains() == fresh


def test_reimport_changes_nothing(no_cr):
    import_cr_files([OLD, NEW])
    before = snapshot()
    results = import_cr_files([NEW, OLD])
    assert [r.status for r in results] == ["unchanged", "unchanged"]
    assert snapshot() == before


def test_command_reports_and_is_idempotent(no_cr, capsys):
    call_command("import_cr", str(OLD), str(NEW))
    out = capsys.readouterr().out
    assert "imported CR 2018-07-13" in out
    assert "imported CR 2022-04-29" in out
    before = snapshot()
    call_command("import_cr", str(NEW))
    assert "nothing changed" in capsys.readouterr().out
    assert snapshot() == before


def test_same_date_other_checksum_replaces_the_version(no_cr, tmp_path):
    import_cr_files([OLD, NEW])
    improvise_lineage = para("702.126a", "2022-04-29").lineage_id
    changed = variant(
        tmp_path, NEW, "fixed.txt", replace=[("Usually this is just the mana cost.", "Usually this is the mana cost.")]
    )
    [result] = import_cr_files([changed])
    assert result.status == "replaced"
    assert CRVersion.objects.filter(effective_date="2022-04-29").count() == 1
    assert CRVersion.objects.get(effective_date="2022-04-29").checksum == parse_cr_file(changed).checksum
    total_cost = para("601.2f", "2022-04-29")
    assert "Usually this is the mana cost." in total_cost.text
    assert total_cost.change == "edited"
    assert total_cost.lineage_id == para("601.2f", "2018-07-13").lineage_id
    assert para("702.126a", "2022-04-29").lineage_id == improvise_lineage
    assert RuleParagraph.objects.filter(version__effective_date="2022-04-29").count() == len(
        parse_cr_file(changed).paragraphs
    )


def _translation(paragraph, text="traduction", status=Translation.Status.APPROVED):
    english = paragraph.full_text
    return make_translation(
        text,
        rule=paragraph.lineage,
        origin=Translation.Origin.OFFICIAL,
        status=status,
        english=english,
        source_text=english,
    )


def test_changed_english_marks_translations_outdated(no_cr):
    import_cr_files([OLD])
    edited = _translation(para("601.2h", "2018-07-13"))
    same = _translation(para("601.2f", "2018-07-13"))
    renumbered = _translation(para("702.125a", "2018-07-13"))
    old_english = edited.source_text
    [result] = import_cr_files([NEW])
    assert result.outdated == 1
    edited.refresh_from_db()
    same.refresh_from_db()
    renumbered.refresh_from_db()
    assert edited.status == "outdated"
    assert edited.source_text == old_english
    assert edited.revision == 2  # a change like any other: an editor's form opened before it is stale
    assert same.status == "approved"
    assert renumbered.status == "approved"  # moved to 702.126a, same English


def test_older_version_imported_later_keeps_translations_in_place(no_cr):
    import_cr_files([NEW])
    translation = _translation(para("702.126a", "2022-04-29"))
    import_cr_files([OLD])
    translation.refresh_from_db()
    assert translation.rule_id == para("702.126a", "2022-04-29").lineage_id == para("702.125a", "2018-07-13").lineage_id
    assert translation.status == "approved"


def test_what_follows_a_version_is_called_in_its_transaction_not_through_a_signal(no_cr):
    """rules.store cannot store a version and forget the translations: the steps are an argument, called in order
    inside the version's transaction (a failing step rolls the version back)."""
    from ingest.cr import import_cr_files as import_with
    from rules import store
    from rules.parser import parse_cr_file

    with pytest.raises(TypeError):
        store.store_version(parse_cr_file(OLD))  # without the steps: refused

    class Failing:
        def lineages_moved(self, remap):
            pass

        def version_stored(self, version):
            assert CRVersion.objects.filter(pk=version.pk).exists()  # inside the transaction, the version is there
            raise RuntimeError("a step failed")

    [result] = import_with([OLD], steps=Failing())
    assert result.status == "failed" and "a step failed" in result.error
    assert not CRVersion.objects.exists()


def _bad_files(tmp_path):
    truncated = tmp_path / "truncated.txt"
    data = NEW.read_bytes()
    truncated.write_bytes(data[: data.rfind(b"\r", 0, len(data) * 2 // 3) + 1])  # at a line end, not inside a character
    not_cr = tmp_path / "not-a-cr.json"
    not_cr.write_text('{"data": {"KLD": {"cards": []}}}', encoding="utf-8")
    french_date = variant(
        tmp_path,
        NEW,
        "french-date.txt",
        replace=[("effective as of April 29, 2022.", "effective as of 29 avril 2022.")],
    )
    no_date = variant(tmp_path, NEW, "no-date.txt", replace=[("These rules are effective as of April 29, 2022.", "")])
    latin1 = tmp_path / "latin1.txt"
    latin1.write_bytes(NEW.read_bytes() + "Coût".encode("latin-1"))  # a UTF-8 BOM promises UTF-8 throughout
    return {
        truncated: "truncated",
        not_cr: "no effective date",
        french_date: "unknown date format",
        no_date: "no effective date",
        latin1: "not UTF-8",
    }


def test_bad_files_fail_alone_and_leave_the_database_as_it_was(no_cr, tmp_path):
    import_cr_files([OLD])
    bad = _bad_files(tmp_path)
    for path, message in bad.items():
        before = snapshot()
        [result] = import_cr_files([path])
        assert result.status == "failed"
        assert str(path) in result.error
        assert message in result.error
        assert snapshot() == before


def test_command_fails_with_the_bad_file_named_but_imports_the_others(no_cr, tmp_path, capsys):
    truncated = next(path for path, message in _bad_files(tmp_path).items() if message == "truncated")
    with pytest.raises(CommandError) as error:
        call_command("import_cr", str(truncated), str(NEW))
    assert str(truncated) in str(error.value)
    assert "1 of 2 files failed" in str(error.value)
    assert "truncated" in capsys.readouterr().err
    assert CRVersion.objects.filter(effective_date="2022-04-29").exists()
    assert CRVersion.objects.count() == 1


def test_command_reads_a_folder(no_cr, capsys):
    call_command("import_cr", str(OLD.parent))
    assert sorted(d.isoformat() for d in CRVersion.objects.values_list("effective_date", flat=True)) == [
        "2018-07-13",
        "2022-04-29",
    ]


def test_exit_status_is_not_zero(tmp_path):
    root = Path(__file__).resolve().parents[2]
    junk = tmp_path / "junk.txt"
    junk.write_text("hello\n", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "manage.py", "import_cr", "--skip-checks", str(junk)],
        cwd=root,
        capture_output=True,
        text=True,
        env={**os.environ, "DATABASE_URL": f"sqlite:///{tmp_path / 'db.sqlite3'}"},
    )
    assert done.returncode != 0
    assert str(junk) in done.stderr
    assert "Traceback" not in done.stderr


def rows_of(date):
    paragraphs = RuleParagraph.objects.filter(version__effective_date=date).order_by("position")
    return list(paragraphs.values_list("number", "title", "text", "examples", "lineage_id", "change"))


def test_official_form_of_the_same_version_replaces_it_without_changing_any_rule(no_cr):
    golden_inputs = Path(__file__).parent / "data" / "in"
    import_cr_files([OLD, golden_inputs / "indented_form.txt"])
    before = rows_of("2022-04-29")
    [result] = import_cr_files([golden_inputs / "official_form.txt"])
    assert result.status == "replaced"
    assert rows_of("2022-04-29") == before


@pytest.mark.parametrize("source", [OLD, NEW, *NEWER], ids=lambda path: path.name)
def test_variants_keep_the_encoding_and_line_ends_of_their_source(tmp_path, source):
    assert variant(tmp_path, source, "same.txt").read_bytes() == source.read_bytes()
    moved = variant(tmp_path, source, "moved.txt", date="January 2, 2030")
    (text, encoding), (moved_text, moved_encoding) = decode_cr(source.read_bytes()), decode_cr(moved.read_bytes())
    assert moved_encoding == encoding
    assert moved.read_bytes()[:2] == source.read_bytes()[:2]
    assert re.findall(r"\r\n|\r|\n", moved_text) == re.findall(r"\r\n|\r|\n", text)
    assert str(parse_cr_file(moved).effective_date) == "2030-01-02"
