"""PO and XLIFF export/import: lossless round trips, all-or-nothing imports, the page and the commands."""

import io
import re

import polib
import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import CommandError, call_command

from editor import exchange, services
from editor.models import TranslationRevision
from rules.models import RuleParagraph
from tests.builders import make_translation
from translations.models import Translation

pytestmark = pytest.mark.django_db

FIELDS = ("id", "language", "text", "status", "origin", "source_hash", "source_text", "revision")


@pytest.fixture
def varied(machine_translation, rule_translation, symbol_ruling, improvise_lineage, editor_user, ruling):
    """Translations in several states, with tricky text: newlines, quotes, <&>, no-break spaces, an outdated one."""
    services.translation_save(
        translation=symbol_ruling,
        user=editor_user,
        base_revision=1,
        text='Ligne 1 « guillemets »\u00a0: "droits" <b>&amp;</b> \\ fin\n\nLigne 3 {W}{U}',
    )
    newest = RuleParagraph.objects.filter(lineage=improvise_lineage).order_by("-version__effective_date").first()
    newest.text += " (Changed.)"
    newest.save()
    services.mark_outdated_translations(queryset=Translation.objects.filter(pk=rule_translation.pk))
    untranslated = make_translation(
        "", ruling=ruling, language="it", origin="machine", status="untranslated", source_hash="a" * 64
    )
    return Translation.objects.filter(
        pk__in=[machine_translation.pk, rule_translation.pk, symbol_ruling.pk, untranslated.pk]
    )


def as_dicts(entries):
    return sorted(({f: getattr(e, f) for f in FIELDS} for e in entries), key=lambda d: d["id"])


def db_dicts(queryset):
    return sorted(({f: getattr(t, "pk" if f == "id" else f) for f in FIELDS} for t in queryset), key=lambda d: d["id"])


@pytest.mark.parametrize("fmt", ["po", "xliff"])
def test_round_trip_without_loss(fmt, varied):
    states = set(varied.values_list("status", flat=True))
    assert {"machine", "needs_review", "outdated", "untranslated"} <= states
    content = exchange.export(varied, fmt)
    parsed = exchange.parse(content, fmt)
    assert [p.problem for p in parsed] == [None] * len(parsed)
    assert as_dicts(p.entry for p in parsed) == db_dicts(varied)


def test_po_is_what_gettext_tools_read(varied):
    po = polib.pofile(exchange.export(varied, "po"))
    by_ctx = {e.msgctxt: e for e in po}
    outdated = varied.get(status="outdated")
    entry = by_ctx[f"translation:{outdated.pk}"]
    assert entry.previous_msgid == outdated.source_text
    assert entry.msgid != outdated.source_text
    assert "fuzzy" in entry.flags
    assert f"source-hash: {outdated.source_hash}" in entry.comment


def test_xliff_is_1_2_with_standard_states(varied):
    content = exchange.export(varied, "xliff")
    assert '<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">' in content
    assert 'state="needs-review-translation" state-qualifier="mt-suggestion"' in content
    assert 'target-language="fr"' in content
    assert 'target-language="it"' in content


@pytest.mark.parametrize("fmt", ["po", "xliff"])
def test_reimport_of_an_unchanged_export_writes_nothing(fmt, varied, reviewer_user):
    before = db_dicts(varied)
    history = TranslationRevision.objects.count()
    report = exchange.import_translations(exchange.export(varied, fmt), fmt=fmt, user=reviewer_user)
    assert report.ok
    assert report.applied == []
    assert report.unchanged == varied.count()
    assert db_dicts(varied) == before
    assert TranslationRevision.objects.count() == history


def test_translator_edit_in_po_is_imported_with_history(varied, machine_translation, reviewer_user, ruling):
    po = polib.pofile(exchange.export(varied, "po"))
    entry = next(e for e in po if e.msgctxt == f"translation:{machine_translation.pk}")
    entry.msgstr = "Texte revu par un traducteur."
    report = exchange.import_translations(str(po), fmt="po", user=reviewer_user)
    assert report.ok
    assert report.applied == [machine_translation.pk]
    machine_translation.refresh_from_db()
    # Rewritten machine text is editor work that needs review.
    assert (machine_translation.text, machine_translation.status, machine_translation.origin) == (
        "Texte revu par un traducteur.",
        "needs_review",
        "editor",
    )
    assert TranslationRevision.objects.filter(
        translation=machine_translation, action="import", user=reviewer_user
    ).exists()


def test_import_with_one_bad_entry_writes_nothing_and_lists_bad_entries(
    varied, machine_translation, symbol_ruling, reviewer_user
):
    po = polib.pofile(exchange.export(varied, "po"))
    for e in po:
        if e.msgctxt == f"translation:{machine_translation.pk}":
            e.msgstr = "Changement valable."
        if e.msgctxt == f"translation:{symbol_ruling.pk}":
            e.comment = e.comment.replace("state: needs_review", "state: perfect")
    po.append(
        polib.POEntry(msgctxt="translation:999999999", msgid="x", msgstr="y", comment="state: machine\norigin: machine")
    )
    po.append(polib.POEntry(msgctxt="bogus", msgid="z", msgstr="w"))
    before = db_dicts(varied)
    report = exchange.import_translations(str(po), fmt="po", user=reviewer_user)
    assert not report.ok
    assert report.applied == []
    refs = " | ".join(f"{ref}: {problem}" for ref, problem in report.problems)
    assert "unknown state 'perfect'" in refs
    assert "translation:999999999: no such translation" in refs
    assert "bogus" in refs
    assert db_dicts(varied) == before


def test_import_refuses_entries_changed_on_the_site_since_export(
    varied, machine_translation, editor_user, reviewer_user
):
    exported = exchange.export(varied, "xliff")
    services.translation_save(
        translation=machine_translation, user=editor_user, text="Modifié sur le site.", base_revision=1
    )
    edited = re.sub(
        rf"(<trans-unit id=\"translation:{machine_translation.pk}\".*?<target[^>]*>)(.*?)(</target>)",
        r"\1Texte du fichier.\3",
        exported,
        flags=re.S,
    )
    assert edited != exported
    report = exchange.import_translations(edited, fmt="xliff", user=reviewer_user)
    assert not report.ok
    assert any("changed on the site since the export" in p for _, p in report.problems)
    machine_translation.refresh_from_db()
    assert machine_translation.text == "Modifié sur le site."


@pytest.mark.parametrize(
    "content, fmt, message",
    [
        ("<xliff version='1.2'", "xliff", "Not well-formed XML"),
        ("<!DOCTYPE x [<!ENTITY a 'b'>]><xliff/>", "xliff", "DOCTYPE"),
        ("<xliff version='2.0' xmlns='urn:oasis:names:tc:xliff:document:2.0'/>", "xliff", "Not an XLIFF 1.2"),
        ('msgid "a"\nmsgstr "b"\nmsgid', "po", ""),
        ("", "po", "no translation entries"),
    ],
)
def test_broken_files_are_reported(content, fmt, message, reviewer_user):
    report = exchange.import_translations(content, fmt=fmt, user=reviewer_user)
    assert not report.ok
    assert message in report.problems[0][1]


def test_export_and_import_commands(varied, machine_translation, tmp_path, reviewer_user):
    path = tmp_path / "fr.xlf"
    call_command("export_translations", "--format", "xliff", "--output", str(path), stderr=io.StringIO())
    assert f'<trans-unit id="translation:{machine_translation.pk}"' in path.read_text(encoding="utf-8")
    out = io.StringIO()
    call_command("import_translations", str(path), "--user", reviewer_user.username, stdout=out)
    assert "Changed 0 translation(s)" in out.getvalue()
    path.write_text(path.read_text(encoding="utf-8").replace("state: machine", "state: bogus", 1), encoding="utf-8")
    with pytest.raises(CommandError, match="Nothing imported: 1 bad entry"):
        call_command("import_translations", str(path), "--user", reviewer_user.username)
    with pytest.raises(CommandError, match="Name the editor or reviewer"):
        call_command("import_translations", str(path))
    with pytest.raises(CommandError, match="Cannot read"):
        call_command("import_translations", str(tmp_path / "missing.po"), "--user", reviewer_user.username)
    with pytest.raises(CommandError, match="No user"):
        call_command("import_translations", str(path), "--user", "nobody-here")
    out = io.StringIO()
    call_command("export_translations", "--status", "machine", stdout=out)
    assert f"translation:{machine_translation.pk}" in out.getvalue()
    assert "state: approved" not in out.getvalue()


def test_exchange_page_download_and_upload(varied, machine_translation, reviewer_client, editor_client):
    download = editor_client.get("/editor/export?format=po")
    assert download.status_code == 200
    assert "attachment" in download["Content-Disposition"]
    assert editor_client.get("/editor/export?format=doc").status_code == 400
    po = polib.pofile(download.content.decode())
    entry = next(e for e in po if e.msgctxt == f"translation:{machine_translation.pk}")
    entry.msgstr = "Depuis Poedit."
    upload = SimpleUploadedFile("fr.po", str(po).encode("utf-8"))
    assert (
        editor_client.post("/editor/exchange", {"file": upload}).status_code == 403
    )  # editors export, reviewers import
    upload = SimpleUploadedFile("fr.po", str(po).encode("utf-8"))
    response = reviewer_client.post("/editor/exchange", {"file": upload})
    assert response.status_code == 200
    assert "1 translation(s) changed" in response.content.decode()
    machine_translation.refresh_from_db()
    assert machine_translation.text == "Depuis Poedit."
    bad = SimpleUploadedFile("fr.po", b"\xff\xfe garbage")
    response = reviewer_client.post("/editor/exchange", {"file": bad})
    assert response.status_code == 400
    assert "Nothing was imported" in response.content.decode()


def _po_with(queryset, translation, **changes):
    po = polib.pofile(exchange.export(queryset, "po"))
    entry = next(e for e in po if e.msgctxt == f"translation:{translation.pk}")
    if "text" in changes:
        entry.msgstr = changes["text"]
    if "state" in changes:
        entry.comment = re.sub(r"state: \w+", f"state: {changes['state']}", entry.comment)
    if "origin" in changes:
        entry.comment = re.sub(r"origin: \w+", f"origin: {changes['origin']}", entry.comment)
    return str(po)


def test_rewritten_approved_text_needs_review_whatever_the_file_says(rule_translation, reviewer_user):
    qs = Translation.objects.filter(pk=rule_translation.pk)
    # A reviewer's file that claims "official" for a new text: editor work, needing review.
    content = _po_with(qs, rule_translation, text="Nouveau texte officiel ?", state="needs_review", origin="official")
    report = exchange.import_translations(content, fmt="po", user=reviewer_user)
    assert report.ok, report.problems
    rule_translation.refresh_from_db()
    assert (rule_translation.status, rule_translation.origin) == ("needs_review", "editor")


def test_reviewer_import_marked_approved_is_approved_and_recorded(machine_translation, reviewer_user):
    """A reviewer's file approving a text nobody on the site wrote (machine French): approved, recorded as such."""
    qs = Translation.objects.filter(pk=machine_translation.pk)
    content = _po_with(qs, machine_translation, state="approved", origin="official")
    report = exchange.import_translations(content, fmt="po", user=reviewer_user)
    assert report.ok, report.problems
    machine_translation.refresh_from_db()
    # Approving keeps where the text came from.
    assert (machine_translation.status, machine_translation.origin) == ("approved", "machine")
    revision = TranslationRevision.objects.filter(translation=machine_translation, action="import").latest("id")
    assert revision.user == reviewer_user
    assert "approved in an import" in revision.note
    assert revision.failed_checks == ["symbols"]
    assert "although checks fail: symbols" in revision.note


def test_editor_import_cannot_touch_approved_text_or_approve(
    rule_translation, machine_translation, editor_user, tmp_path
):
    approved = Translation.objects.filter(pk=rule_translation.pk)
    content = _po_with(approved, rule_translation, text="Réécrit par un éditeur.", state="approved")
    report = exchange.import_translations(content, fmt="po", user=editor_user)
    assert not report.ok
    assert "only a reviewer can change it" in report.problems[0][1]
    # The command with --user of a mere editor is refused the same way.
    path = tmp_path / "fr.po"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(CommandError, match="only a reviewer can change it"):
        call_command("import_translations", str(path), "--user", editor_user.username)
    rule_translation.refresh_from_db()
    assert rule_translation.text != "Réécrit par un éditeur."
    assert rule_translation.status == "approved"
    # An editor may not approve from a file; rewriting machine text is fine and then needs review.
    machine = Translation.objects.filter(pk=machine_translation.pk)
    report = exchange.import_translations(
        _po_with(machine, machine_translation, text="Par l'éditeur.", state="approved"), fmt="po", user=editor_user
    )
    assert not report.ok
    assert "only reviewers can approve" in report.problems[0][1]
    report = exchange.import_translations(
        _po_with(machine, machine_translation, text="Par l'éditeur.", state="machine", origin="official"),
        fmt="po",
        user=editor_user,
    )
    assert report.ok, report.problems
    machine_translation.refresh_from_db()
    assert (machine_translation.text, machine_translation.status, machine_translation.origin) == (
        "Par l'éditeur.",
        "needs_review",
        "editor",
    )


def test_import_command_refuses_readers(machine_translation, reader_user, tmp_path):
    path = tmp_path / "fr.po"
    path.write_text(exchange.export(Translation.objects.filter(pk=machine_translation.pk), "po"), encoding="utf-8")
    with pytest.raises(CommandError, match="neither an editor nor a reviewer"):
        call_command("import_translations", str(path), "--user", reader_user.username)
    assert (
        exchange.import_translations(path.read_text(encoding="utf-8"), fmt="po", user=reader_user).problems[0][0]
        == "file"
    )


def test_unknown_xliff_state_is_a_bad_entry(machine_translation, symbol_ruling, reviewer_user):
    qs = Translation.objects.filter(pk__in=[machine_translation.pk, symbol_ruling.pk])
    content = exchange.export(qs, "xliff")
    # A tool set a standard XLIFF state we have no meaning for.
    content = re.sub(
        rf'(<trans-unit id="translation:{machine_translation.pk}".*?<target[^>]*state=")[^"]*(")',
        r"\1x-needs-polish\2",
        content,
        flags=re.S,
    )
    content = re.sub(
        rf'(<trans-unit id="translation:{symbol_ruling.pk}".*?<target[^>]*>)(.*?)(</target>)',
        r"\1Changé.\3",
        content,
        flags=re.S,
    )
    report = exchange.import_translations(content, fmt="xliff", user=reviewer_user)
    assert not report.ok
    assert report.problems == [(f"translation:{machine_translation.pk}", "unknown XLIFF state 'x-needs-polish'")]
    symbol_ruling.refresh_from_db()
    assert symbol_ruling.text != "Changé."


@pytest.fixture
def todays_rule(db):
    """A lineage of today's CR paragraphs with no French yet."""
    from rules.models import CRVersion

    paragraph = (
        RuleParagraph.objects.filter(version=CRVersion.current(), lineage__isnull=False, kind="subrule")
        .exclude(lineage__translations__language="fr")
        .select_related("lineage")
        .first()
    )
    if paragraph is None:
        pytest.skip("the sample has no rule without French")
    return paragraph.lineage


def _new_entry(po, ref):
    return next(e for e in po if e.msgctxt == f"new:{ref}")


def test_export_can_include_texts_not_started_and_import_creates_them(ruling, todays_rule, reviewer_user, editor_user):
    assert not Translation.objects.filter(ruling=ruling).exists()
    plain = polib.pofile(exchange.export(Translation.objects.filter(language="fr"), "po"))
    assert not [e for e in plain if e.msgctxt.startswith("new:")]
    po = polib.pofile(exchange.export(Translation.objects.filter(language="fr"), "po", include_untranslated=True))
    entry = _new_entry(po, f"ruling:{ruling.uid}")
    assert entry.msgid == ruling.text
    assert entry.msgstr == ""
    assert "state: untranslated" in entry.comment
    rule_entry = _new_entry(po, f"rule-lineage:{todays_rule.pk}")
    assert rule_entry.msgstr == ""
    # Importing the untouched file writes nothing.
    report = exchange.import_translations(str(po), fmt="po", user=editor_user)
    assert report.ok
    assert report.applied == []
    assert not Translation.objects.filter(ruling=ruling).exists()
    entry.msgstr = "Texte du traducteur."
    report = exchange.import_translations(str(po), fmt="po", user=editor_user)
    assert report.ok, report.problems
    created = Translation.objects.get(ruling=ruling, language="fr")
    assert report.applied == [created.pk]
    assert (created.text, created.status, created.origin, created.source_text) == (
        "Texte du traducteur.",
        "needs_review",
        "editor",
        ruling.text,
    )
    assert list(TranslationRevision.objects.filter(translation=created).values_list("action", flat=True)) == [
        "start",
        "import",
    ]


def test_import_of_new_entries_is_all_or_nothing(ruling, todays_rule, editor_user):
    po = polib.pofile(exchange.export(Translation.objects.filter(language="fr"), "po", include_untranslated=True))
    _new_entry(po, f"ruling:{ruling.uid}").msgstr = "Bon texte."
    _new_entry(po, f"rule-lineage:{todays_rule.pk}").msgstr = "Approuvé ?"
    rule = _new_entry(po, f"rule-lineage:{todays_rule.pk}")
    rule.comment = rule.comment.replace("state: untranslated", "state: approved")
    po.append(polib.POEntry(msgctxt="new:ruling:no-such-uid", msgid="x", msgstr="y", comment="state: untranslated"))
    report = exchange.import_translations(str(po), fmt="po", user=editor_user)
    assert not report.ok
    refs = dict(report.problems)
    assert "only reviewers can approve" in refs[f"new:rule-lineage:{todays_rule.pk}"]
    assert "no such ruling" in refs["new:ruling:no-such-uid"]
    assert not Translation.objects.filter(ruling=ruling).exists()
    assert not Translation.objects.filter(rule=todays_rule).exists()


def test_new_entries_in_xliff_and_the_english_must_not_have_changed(ruling, reviewer_user):
    content = exchange.export(Translation.objects.filter(language="fr"), "xliff", include_untranslated=True)
    unit = f'<trans-unit id="new:ruling:{ruling.uid}"'
    assert unit in content
    filled = re.sub(
        rf"({re.escape(unit)}.*?<target[^>]*)(?:/>|>\s*</target>)",
        r"\1>Traduit.</target>",
        content,
        count=1,
        flags=re.S,
    )
    assert filled != content
    ruling.text += " (Amended.)"
    ruling.save()
    report = exchange.import_translations(filled, fmt="xliff", user=reviewer_user)
    assert not report.ok
    assert "English changed" in dict(report.problems)[f"new:ruling:{ruling.uid}"]
    ruling.text = ruling.text.replace(" (Amended.)", "")
    ruling.save()
    report = exchange.import_translations(filled, fmt="xliff", user=reviewer_user)
    assert report.ok, report.problems
    assert Translation.objects.get(ruling=ruling, language="fr").text == "Traduit."


def test_filled_untranslated_entry_of_an_existing_translation_is_imported(ruling, editor_user):
    translation, _ = services.translation_start(user=editor_user, ruling=ruling)
    po = polib.pofile(exchange.export(Translation.objects.filter(pk=translation.pk), "po"))
    po[0].msgstr = "Rempli dans Poedit."
    report = exchange.import_translations(str(po), fmt="po", user=editor_user)
    assert report.ok, report.problems
    translation.refresh_from_db()
    assert (translation.text, translation.status) == ("Rempli dans Poedit.", "needs_review")


def test_include_untranslated_in_command_and_page(ruling, editor_client):
    out = io.StringIO()
    call_command("export_translations", "--include-untranslated", stdout=out)
    assert f"new:ruling:{ruling.uid}" in out.getvalue()
    out = io.StringIO()
    call_command("export_translations", "--include-untranslated", "--status", "approved", stdout=out)
    assert "new:ruling:" not in out.getvalue()
    assert 'name="include_untranslated"' in editor_client.get("/editor/exchange").content.decode()
    with_new = editor_client.get("/editor/export", {"format": "po", "include_untranslated": "1"}).content.decode()
    assert f"new:ruling:{ruling.uid}" in with_new
    assert "new:ruling:" not in editor_client.get("/editor/export", {"format": "po"}).content.decode()


# --- XML read with defusedxml -------------------------------------------------------------------------

LAUGHS = (
    '<?xml version="1.0"?><!DOCTYPE xliff [<!ENTITY a "ha"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">'
    '<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>'
    '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file><body>'
    '<trans-unit id="translation:1"><source>&c;</source><target>x</target></trans-unit></body></file></xliff>'
)
EXTERNAL = (
    '<?xml version="1.0"?><!DOCTYPE xliff [<!ENTITY secret SYSTEM "file:///etc/passwd">]>'
    '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file><body>'
    '<trans-unit id="translation:1"><source>&secret;</source><target>x</target></trans-unit></body></file></xliff>'
)


@pytest.mark.parametrize("content", [LAUGHS, EXTERNAL], ids=["billion-laughs", "external-entity"])
def test_entities_are_refused(content, reviewer_user):
    report = exchange.import_translations(content, fmt="xliff", user=reviewer_user)
    assert report.problems == [
        ("file", "XLIFF files that declare entities (<!ENTITY> in a DOCTYPE) are refused (EntitiesForbidden).")
    ]


def test_a_doctype_naming_the_xliff_dtd_is_read(machine_translation, reviewer_user):
    """Older tools name the XLIFF DTD; nothing is fetched, and the file reads as any other."""
    content = exchange.export(Translation.objects.filter(pk=machine_translation.pk), "xliff")
    doctype = (
        '<!DOCTYPE xliff PUBLIC "-//XLIFF//DTD XLIFF//EN" '
        '"http://www.oasis-open.org/committees/xliff/documents/xliff.dtd">\n'
    )
    content = content.replace("<xliff ", doctype + "<xliff ", 1)
    report = exchange.import_translations(content, fmt="xliff", user=reviewer_user)
    assert report.ok
    assert report.unchanged == 1


def test_xliff_exported_before_references_still_imports(machine_translation, reviewer_user):
    """Files of older exports: a bare id, resname of the target, our note from="mtg-rulings", no location."""
    content = exchange.export(Translation.objects.filter(pk=machine_translation.pk), "xliff")
    ref = f"translation:{machine_translation.pk}"
    old = re.sub(r"\s*<context-group.*?</context-group>", "", content, flags=re.S)
    old = old.replace(f'id="{ref}" resname="{ref}"', f'id="{machine_translation.pk}" resname="ruling:edtest-whir-x"')
    old = old.replace('from="developer"', 'from="mtg-rulings"').replace(">Quand vous", ">Texte ancien. Quand vous")
    assert ref not in old
    report = exchange.import_translations(old, fmt="xliff", user=reviewer_user)
    assert report.ok
    assert report.applied == [machine_translation.pk]
    # Without our note, a bare number is nobody's reference: a tool's own numbering must not pick a translation.
    report = exchange.import_translations(
        old.replace('from="mtg-rulings"', 'from="someone"'), fmt="xliff", user=reviewer_user
    )
    assert not report.ok
    assert "no reference" in report.problems[0][1]
