"""Our PO and XLIFF files as translators' tools read them: gettext's msgfmt, and translate-toolkit (what Weblate,
Pootle and Virtaal read files with): counts by state, converters (xliff2po, po2xliff), and files a tool changed
coming back in."""

import shutil
import subprocess

import polib
import pytest
from translate.convert.po2xliff import po2xliff
from translate.convert.xliff2po import xliff2po
from translate.storage import po as ttk_po
from translate.storage import xliff as ttk_xliff
from translate.tools import pocount

from editor import checks as mtg_checks
from editor import exchange, selectors, services
from editor.models import TranslationRevision
from rules.models import RuleParagraph
from rulings.models import Ruling
from tests.builders import make_ruling
from translations.english import english_for
from translations.models import Translation, text_hash

from . import seed_texts as seeds
from .conftest import machine_french

pytestmark = pytest.mark.django_db

FR_WITH_SYMBOLS = (
    "L'improvisation ne peut pas payer les symboles de mana {W}, {U}, {B}, {R}, {G} ou {C} "
    "dans le coût total d'un sort."
)


@pytest.fixture
def every_state(machine_translation, rule_translation, symbol_ruling, editor_user, improvise_lineage):
    """The sample's French plus one translation in each state we have: machine, needs review (an editor's save),
    outdated (the English of an approved rule changed), untranslated (started, empty)."""
    services.translation_save(translation=symbol_ruling, user=editor_user, base_revision=1, text=FR_WITH_SYMBOLS)
    newest = RuleParagraph.objects.filter(lineage=improvise_lineage).order_by("-version__effective_date").first()
    newest.text += " (Changed.)"
    newest.save()
    services.mark_outdated_translations(queryset=Translation.objects.filter(pk=rule_translation.pk))
    not_started = Ruling.objects.exclude(translations__language="fr").exclude(text="").first()
    services.translation_start(user=editor_user, ruling=not_started)
    french = Translation.objects.filter(language="fr")
    assert set(french.values_list("status", flat=True)) == {
        "machine",
        "needs_review",
        "outdated",
        "untranslated",
        "approved",
    }
    return french


@pytest.fixture
def shared_english(editor_user, machine_translation):
    """Two more rulings whose English is the Whir ruling's, each with its own French: tools must keep them apart."""
    made = []
    for n in (1, 2):
        english = machine_translation.ruling
        ruling = make_ruling(None, english.date, english.text, uid=f"edtest-twin-{n}")
        made.append(machine_french(ruling, f"Jumeau {n}."))
    return made


def by_state(queryset):
    with_text = queryset.exclude(text="")
    return {
        "translated": with_text.filter(status="approved").count(),
        "fuzzy": with_text.exclude(status="approved").count(),
        "untranslated": queryset.filter(text="").count(),
    }


def write(tmp_path, name, content):
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    return path


def reimport(content, fmt, user):
    return exchange.import_translations(
        content if isinstance(content, str) else content.decode("utf-8"), fmt=fmt, user=user
    )


# --- counts by state ------------------------------------------------------------------------------


@pytest.mark.parametrize("fmt, name", [("po", "fr.po"), ("xliff", "fr.xlf")])
def test_pocount_counts_our_states(fmt, name, every_state, tmp_path):
    stats = pocount.calcstats(str(write(tmp_path, name, exchange.export(every_state, fmt))))
    assert {k: stats[k] for k in ("translated", "fuzzy", "untranslated")} == by_state(every_state)
    assert stats["translated"] >= 11
    assert stats["fuzzy"] >= 4


def test_pocount_reads_xliff_review_states(every_state, tmp_path):
    """approved="yes" + final is final; machine and needs-review texts are needs-review; outdated needs work."""
    stats = pocount.calcstats(str(write(tmp_path, "fr.xlf", exchange.export(every_state, "xliff"))))
    states = {state: value["units"] for state, value in stats["extended"].items()}
    expected = {
        "final": every_state.filter(status="approved").count(),
        "needs-review": every_state.filter(status__in=["machine", "needs_review"]).count(),
        "needs-work": every_state.filter(status="outdated").count(),
        "empty": every_state.filter(status="untranslated").count(),
    }
    assert states == expected
    assert stats["review"] == expected["needs-review"]


def test_xliff_marks_states_as_tools_read_them(every_state):
    store = ttk_xliff.xlifffile.parsestring(exchange.export(every_state, "xliff").encode())
    by_ref = {unit.xmlelement.get("resname"): unit for unit in store.units}
    for translation in every_state:
        unit = by_ref[f"translation:{translation.pk}"]
        target = unit.xmlelement.find(unit.namespaced("target"))
        assert unit.isapproved() == (translation.status == "approved"), translation.status
        assert unit.isfuzzy() == (translation.status not in ("approved", "untranslated")), translation.status
        assert target.get("state-qualifier") == ("mt-suggestion" if translation.status == "machine" else None)
        expected = {
            "approved": "final",
            "machine": "needs-review-translation",
            "needs_review": "needs-review-translation",
            "outdated": "needs-translation",
            "untranslated": "new",
        }[translation.status]
        assert target.get("state") == expected
    outdated = every_state.get(status="outdated")
    previous = by_ref[f"translation:{outdated.pk}"].getalttrans(origin="previous")
    assert [alt.source for alt in previous] == [outdated.source_text]


def test_every_unit_has_a_context_of_its_own(every_state, shared_english):
    content = exchange.export(every_state, "xliff", include_untranslated=True)
    store = ttk_xliff.xlifffile.parsestring(content.encode())
    resnames = [unit.xmlelement.get("resname") for unit in store.units]
    locations = [tuple(unit.getlocations()) for unit in store.units]
    assert len(set(resnames)) == len(resnames) == len(store.units)
    assert [loc[0] for loc in locations] == resnames
    assert {len(loc) for loc in locations} == {1}
    # xliff2po keeps the shared English apart: one entry per unit, each (msgctxt, msgid) once.
    converted = xliff2po().convertstore(content.encode())
    entries = [u for u in converted.units if not u.isheader()]
    assert len(entries) == len(store.units)
    keys = [(u.getcontext(), u.source) for u in entries]
    assert len(set(keys)) == len(keys)
    twins = {u.getlocations()[0]: u.getcontext() for u in entries if u.source == shared_english[0].ruling.text}
    assert twins == {ref: ref for ref in twins}
    assert len(twins) >= 3


# --- msgfmt ------------------------------------------------------------------------------------------


@pytest.fixture
def msgfmt():
    path = shutil.which("msgfmt")
    if path is None:
        pytest.skip("msgfmt is not installed (Debian package gettext)")
    return path


@pytest.mark.parametrize("include_untranslated", [False, True])
def test_msgfmt_check_has_nothing_to_say(
    msgfmt, every_state, shared_english, editor_user, tmp_path, include_untranslated
):
    content = exchange.export(every_state, "po", include_untranslated=include_untranslated, user=editor_user)
    path = write(tmp_path, "fr.po", content)
    result = subprocess.run(
        [msgfmt, "--check", "--statistics", "-o", str(tmp_path / "fr.mo"), str(path)],
        capture_output=True,
        text=True,
        env={"LC_ALL": "C", "PATH": "/usr/bin:/bin"},
    )
    assert result.returncode == 0, result.stderr
    # --statistics is the one line msgfmt may say; no warning besides.
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "translated message" in lines[0], result.stderr


def test_po_header_is_complete(every_state, editor_user):
    editor_user.first_name, editor_user.last_name, editor_user.email = "Edith", "Piaf", "edith@example.org"
    po = polib.pofile(exchange.export(every_state, "po", user=editor_user))
    header = po.metadata
    assert header["Last-Translator"] == "Edith Piaf <edith@example.org>"
    assert header["Language-Team"].startswith("French")
    assert header["Language"] == "fr"
    assert header["Plural-Forms"] == "nplurals=2; plural=(n > 1);"
    assert header["X-Generator"].startswith("mtg-rulings")
    assert header["PO-Revision-Date"]
    assert header["POT-Creation-Date"]
    contexts = [e.msgctxt for e in po]
    assert len(set(contexts)) == len(contexts) == every_state.count()
    fuzzy = {e.msgctxt for e in po if "fuzzy" in e.flags}
    assert fuzzy == {f"translation:{t.pk}" for t in every_state.exclude(status__in=["approved", "untranslated"])}
    outdated = every_state.get(status="outdated")
    assert [e.previous_msgid for e in po if e.msgctxt == f"translation:{outdated.pk}"] == [outdated.source_text]


# --- round trips through the converters ---------------------------------------------------------------


def snapshot(queryset):
    return sorted(queryset.values_list("pk", "text", "status", "origin", "source_hash", "revision"))


def test_xliff2po_of_our_xliff_imports_back_with_nothing_changed(every_state, shared_english, reviewer_user):
    before, history = snapshot(every_state), TranslationRevision.objects.count()
    converted = xliff2po().convertstore(exchange.export(every_state, "xliff").encode())
    report = reimport(bytes(converted), "po", reviewer_user)
    assert report.ok, report.problems
    assert report.applied == []
    assert report.unchanged == every_state.count()
    assert snapshot(every_state) == before
    assert TranslationRevision.objects.count() == history


def test_po2xliff_of_our_po_imports_back_with_nothing_changed(every_state, shared_english, reviewer_user):
    before, history = snapshot(every_state), TranslationRevision.objects.count()
    pofile = ttk_po.pofile(exchange.export(every_state, "po").encode())
    converted = po2xliff().convertstore(pofile)
    assert b'version="1.1"' in converted[:200]  # translate-toolkit writes XLIFF 1.1: read as well
    report = reimport(converted, "xliff", reviewer_user)
    assert report.ok, report.problems
    assert report.applied == []
    assert report.unchanged == every_state.count()
    assert snapshot(every_state) == before
    assert TranslationRevision.objects.count() == history


def test_toolkit_rewrite_of_our_xliff_imports_back_with_nothing_changed(every_state, reviewer_user):
    """A tool that only opens and saves the file (translate-toolkit re-indents it) changes nothing."""
    before = snapshot(every_state)
    store = ttk_xliff.xlifffile.parsestring(exchange.export(every_state, "xliff", include_untranslated=True).encode())
    report = reimport(bytes(store), "xliff", reviewer_user)
    assert report.ok, report.problems
    assert report.applied == []
    assert snapshot(every_state) == before


def test_translator_edits_made_through_the_converters_are_checked_as_saves(
    every_state, machine_translation, symbol_ruling, editor_user
):
    """XLIFF → xliff2po → a translator edits two entries → imported: each is a save (needs review, editor, failing
    checks recorded as a save records them)."""
    converted = xliff2po().convertstore(exchange.export(every_state, "xliff").encode())
    fixed = seeds.FR_WHIR_X_STRIPPED.replace(
        "sort avec dans", "sort avec {X} dans"
    )  # one symbol put back, others still lost
    for unit in converted.units:
        if unit.getlocations() == [f"translation:{machine_translation.pk}"]:
            unit.target = fixed
            unit.markfuzzy(False)
        if unit.getlocations() == [f"translation:{symbol_ruling.pk}"]:
            unit.target = FR_WITH_SYMBOLS.replace("sort.", "sort !")  # a typography slip
    expected_failed = {
        t.pk: mtg_checks.failed_names(selectors.translation_checks(translation=t, text=text))
        for t, text in ((machine_translation, fixed), (symbol_ruling, FR_WITH_SYMBOLS.replace("sort.", "sort !")))
    }
    assert fixed != seeds.FR_WHIR_X_STRIPPED
    assert expected_failed[machine_translation.pk]
    assert expected_failed[symbol_ruling.pk]
    report = reimport(bytes(converted), "po", editor_user)
    assert report.ok, report.problems
    assert sorted(report.applied) == sorted(expected_failed)
    for pk, failed in expected_failed.items():
        translation = Translation.objects.get(pk=pk)
        assert (translation.status, translation.origin, translation.updated_by) == (
            "needs_review",
            "editor",
            editor_user,
        )
        assert translation.source_hash == text_hash(english_for(translation))
        revision = translation.history.latest("number")
        assert (revision.action, revision.user, revision.failed_checks) == ("import", editor_user, failed)


def test_translator_edit_made_through_po2xliff_is_imported(every_state, machine_translation, editor_user):
    converted = po2xliff().convertstore(ttk_po.pofile(exchange.export(every_state, "po").encode()))
    store = ttk_xliff.xlifffile.parsestring(converted)
    unit = next(u for u in store.units if u.getlocations() == [f"translation:{machine_translation.pk}"])
    unit.target = "Texte d'un outil de TAO."
    report = reimport(bytes(store), "xliff", editor_user)
    assert report.ok, report.problems
    assert report.applied == [machine_translation.pk]
    machine_translation.refresh_from_db()
    assert (machine_translation.text, machine_translation.status) == ("Texte d'un outil de TAO.", "needs_review")


def test_outdated_text_updated_through_xliff2po_is_made_from_todays_english(
    every_state, rule_translation, reviewer_user
):
    """xliff2po drops the previous English (alt-trans): our metadata still carries the hash, and a new French is
    made from today's English, as a save is."""
    converted = xliff2po().convertstore(exchange.export(every_state, "xliff").encode())
    unit = next(u for u in converted.units if u.getlocations() == [f"translation:{rule_translation.pk}"])
    unit.target = seeds.FR_702_125A + " (Modifié.)"
    report = reimport(bytes(converted), "po", reviewer_user)
    assert report.ok, report.problems
    rule_translation.refresh_from_db()
    english = english_for(rule_translation)
    assert rule_translation.status == "needs_review"
    assert english.endswith("(Changed.)")
    assert (rule_translation.source_hash, rule_translation.source_text) == (text_hash(english), english)


# --- the states tools write, read back -----------------------------------------------------------------


def _xliff_with(translation, *, approved=None, state=None, text=None):
    """Our export of one translation, changed as a tool changes it (attributes written as the tool writes them)."""
    store = ttk_xliff.xlifffile.parsestring(
        exchange.export(Translation.objects.filter(pk=translation.pk), "xliff").encode()
    )
    unit = store.units[0]
    if text is not None:
        unit.target = text
    target = unit.xmlelement.find(unit.namespaced("target"))
    if approved is None:
        unit.xmlelement.attrib.pop("approved", None)
    else:
        unit.xmlelement.set("approved", approved)
    target.attrib.pop("state-qualifier", None)
    if state is None:
        target.attrib.pop("state", None)
    else:
        target.set("state", state)
    return bytes(store).decode("utf-8")


@pytest.fixture
def written_by_editor(symbol_ruling, editor_user):
    """A text an editor wrote on the site: it needs review, and a reviewer other than its author may approve it."""
    services.translation_save(translation=symbol_ruling, user=editor_user, base_revision=1, text=FR_WITH_SYMBOLS)
    symbol_ruling.refresh_from_db()
    return symbol_ruling


@pytest.mark.parametrize(
    "approved, state, expected",
    [
        ("yes", "final", "approved"),  # Weblate's approved
        (None, "signed-off", "approved"),
        ("yes", None, "approved"),
        ("yes", "translated", "needs_review"),  # translate-toolkit's "not fuzzy" (Virtaal, po2xliff): no review
        (None, "translated", "needs_review"),  # Weblate's "waiting for review"
        (None, "needs-review-translation", "needs_review"),
        (None, "needs-review-l10n", "needs_review"),
        (None, "needs-translation", "needs_review"),  # Weblate's "needs editing"
        (None, "new", "needs_review"),
        ("no", "final", "needs_review"),  # not approved, whatever the state
    ],
)
def test_states_tools_write_map_to_ours(approved, state, expected, written_by_editor, reviewer_user):
    report = reimport(_xliff_with(written_by_editor, approved=approved, state=state), "xliff", reviewer_user)
    assert report.ok, report.problems
    written_by_editor.refresh_from_db()
    assert written_by_editor.status == expected
    assert report.applied == ([written_by_editor.pk] if expected != "needs_review" else [])


def test_state_a_tool_left_alone_keeps_ours(machine_translation, reviewer_user):
    """A machine translation is needs-review-translation for tools; untouched, it stays machine (our note)."""
    report = reimport(_xliff_with(machine_translation, state="needs-review-translation"), "xliff", reviewer_user)
    assert report.ok
    assert report.applied == []
    assert report.unchanged == 1
    machine_translation.refresh_from_db()
    assert machine_translation.status == "machine"


def test_text_a_tool_emptied_is_untranslated(written_by_editor, reviewer_user):
    report = reimport(_xliff_with(written_by_editor, state="new", text=""), "xliff", reviewer_user)
    assert report.ok, report.problems
    written_by_editor.refresh_from_db()
    assert (written_by_editor.text, written_by_editor.status) == ("", "untranslated")


def test_unapproving_in_a_tool_needs_a_reviewer(rule_translation, editor_user, reviewer_user):
    content = _xliff_with(rule_translation, approved="no", state="needs-translation")
    report = reimport(content, "xliff", editor_user)
    assert not report.ok
    assert "only a reviewer can change it" in report.problems[0][1]
    report = reimport(content, "xliff", reviewer_user)
    assert report.ok, report.problems
    rule_translation.refresh_from_db()
    assert (rule_translation.status, rule_translation.origin) == ("needs_review", "official")


def test_po_fuzzy_flag_from_a_tool(written_by_editor, rule_translation, reviewer_user):
    """PO has no word for approved: removing fuzzy is "translated", which is ours needs review; adding it to an
    approved text takes the approval back."""
    qs = Translation.objects.filter(pk__in=[written_by_editor.pk, rule_translation.pk])
    po = polib.pofile(exchange.export(qs, "po"))
    for entry in po:
        if entry.msgctxt == f"translation:{written_by_editor.pk}":
            entry.flags.remove("fuzzy")
        else:
            entry.flags.append("fuzzy")
    report = reimport(str(po), "po", reviewer_user)
    assert report.ok, report.problems
    assert report.applied == [rule_translation.pk]
    assert report.unchanged == 1
    assert Translation.objects.get(pk=written_by_editor.pk).status == "needs_review"
    assert Translation.objects.get(pk=rule_translation.pk).status == "needs_review"
