"""Review means another person, through imports too: an entry a file approves is approved only if its importer may
approve it on the site (editor.services.approval_blocked_reason)."""

import polib
import pytest
from django.contrib.auth.models import User
from translate.storage import xliff as ttk_xliff

from editor import exchange, services
from editor.models import TranslationRevision
from translations.models import Translation

from .conftest import PASSWORD, make_user

pytestmark = pytest.mark.django_db

FR_WITH_SYMBOLS = (
    "L'improvisation ne peut pas payer les symboles de mana {W}, {U}, {B}, {R}, {G} ou {C} "
    "dans le coût total d'un sort."
)


def approved_in_a_tool(translation, *, text=None):
    """Our XLIFF export of one translation, approved in a tool as Weblate approves (approved="yes", final)."""
    store = ttk_xliff.xlifffile.parsestring(
        exchange.export(Translation.objects.filter(pk=translation.pk), "xliff").encode()
    )
    unit = store.units[0]
    if text is not None:
        unit.target = text
    unit.set_state_n(unit.statemap["final"])
    assert unit.isapproved()
    return bytes(store).decode("utf-8")


def saved_by(translation, user, text=FR_WITH_SYMBOLS):
    services.translation_save(translation=translation, user=user, base_revision=translation.revision, text=text)
    translation.refresh_from_db()
    return translation


@pytest.fixture
def second_reviewer(db):
    return make_user("rosa", "reviewer")


@pytest.fixture
def admin(db):
    return User.objects.create_superuser("ada", "ada@example.org", PASSWORD)


def history(translation):
    return list(TranslationRevision.objects.filter(translation=translation).values_list("action", "user__username"))


def test_reviewer_approves_in_a_file_the_text_an_editor_wrote(symbol_ruling, editor_user, reviewer_user):
    saved_by(symbol_ruling, editor_user)
    report = exchange.import_translations(approved_in_a_tool(symbol_ruling), fmt="xliff", user=reviewer_user)
    assert report.ok, report.problems
    symbol_ruling.refresh_from_db()
    assert (symbol_ruling.status, symbol_ruling.text) == ("approved", FR_WITH_SYMBOLS)
    assert history(symbol_ruling)[-1] == ("import", reviewer_user.username)


def test_reviewer_cannot_approve_in_a_file_a_text_they_wrote_last(symbol_ruling, machine_translation, reviewer_user):
    saved_by(symbol_ruling, reviewer_user)
    before = history(symbol_ruling), history(machine_translation)
    # One file: their own text approved, and a good change beside it. All or nothing.
    both = Translation.objects.filter(pk__in=[symbol_ruling.pk, machine_translation.pk])
    store = ttk_xliff.xlifffile.parsestring(exchange.export(both, "xliff").encode())
    for unit in store.units:
        if unit.xmlelement.get("resname") == f"translation:{symbol_ruling.pk}":
            unit.set_state_n(unit.statemap["final"])
        else:
            unit.target = "Un bon changement."
    report = exchange.import_translations(bytes(store).decode("utf-8"), fmt="xliff", user=reviewer_user)
    assert not report.ok
    assert report.problems == [
        (
            f"translation:{symbol_ruling.pk}",
            "state approved, but you wrote this text last: review means another person, "
            "so another reviewer must approve it.",
        )
    ]
    symbol_ruling.refresh_from_db()
    machine_translation.refresh_from_db()
    assert symbol_ruling.status == "needs_review"
    assert machine_translation.text != "Un bon changement."
    assert (history(symbol_ruling), history(machine_translation)) == before


def test_another_reviewer_approves_what_the_first_wrote(symbol_ruling, reviewer_user, second_reviewer):
    saved_by(symbol_ruling, reviewer_user)
    report = exchange.import_translations(approved_in_a_tool(symbol_ruling), fmt="xliff", user=second_reviewer)
    assert report.ok, report.problems
    symbol_ruling.refresh_from_db()
    assert symbol_ruling.status == "approved"
    assert symbol_ruling.updated_by == second_reviewer


def test_changing_and_approving_in_one_file_is_approving_ones_own_text(machine_translation, reviewer_user):
    content = approved_in_a_tool(machine_translation, text="Texte revu et approuvé d'un coup.")
    report = exchange.import_translations(content, fmt="xliff", user=reviewer_user)
    assert not report.ok
    assert "you wrote this text last" in report.problems[0][1]
    machine_translation.refresh_from_db()
    assert machine_translation.status == "machine"
    # The same text, not marked approved: a change that needs review by someone else.
    po = polib.pofile(exchange.export(Translation.objects.filter(pk=machine_translation.pk), "po"))
    po[0].msgstr = "Texte revu et approuvé d'un coup."
    report = exchange.import_translations(str(po), fmt="po", user=reviewer_user)
    assert report.ok, report.problems
    machine_translation.refresh_from_db()
    assert (machine_translation.status, machine_translation.origin) == ("needs_review", "editor")


def test_superuser_approving_their_own_text_is_an_admin_override(machine_translation, admin):
    content = approved_in_a_tool(machine_translation, text=FR_WITH_SYMBOLS)
    report = exchange.import_translations(content, fmt="xliff", user=admin)
    assert report.ok, report.problems
    revision = TranslationRevision.objects.filter(translation=machine_translation).latest("number")
    assert revision.status == "approved"
    assert revision.user == admin
    assert "admin override: approved by the author of the text" in revision.note


def test_editor_file_that_approves_is_refused(symbol_ruling, editor_user, reviewer_user):
    saved_by(symbol_ruling, reviewer_user)
    report = exchange.import_translations(approved_in_a_tool(symbol_ruling), fmt="xliff", user=editor_user)
    assert not report.ok
    assert report.problems[0][1] == "state approved, but only reviewers can approve translations."


def test_new_text_filled_and_approved_in_a_file_is_the_importers_own(ruling, reviewer_user, admin):
    content = exchange.export(Translation.objects.none(), "xliff", include_untranslated=True)
    store = ttk_xliff.xlifffile.parsestring(content.encode())
    unit = next(u for u in store.units if u.xmlelement.get("resname") == f"new:ruling:{ruling.uid}")
    unit.target = "Traduit et approuvé."
    unit.set_state_n(unit.statemap["final"])
    filled = bytes(store).decode("utf-8")
    report = exchange.import_translations(filled, fmt="xliff", user=reviewer_user)
    assert not report.ok
    assert "you wrote this text last" in dict(report.problems)[f"new:ruling:{ruling.uid}"]
    assert not Translation.objects.filter(ruling=ruling).exists()
    report = exchange.import_translations(filled, fmt="xliff", user=admin)
    assert report.ok, report.problems
    created = Translation.objects.get(ruling=ruling, language="fr")
    assert (created.status, created.text) == ("approved", "Traduit et approuvé.")
    assert [a for a, _ in history(created)] == ["start", "import"]
