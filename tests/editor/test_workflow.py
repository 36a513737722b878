"""Every state change and who may make it, through editor.services on the real database."""

import io

import pytest
from django.contrib.auth.models import Group
from django.core.management import call_command

from editor import services
from editor.models import AuditEntry, CheckOverride, Comment, TranslationRevision
from ingest.importers.common import repair_symbols_by_gaps, symbol_groups
from rules.models import RuleParagraph
from tests.builders import make_translation
from translations.models import Translation, text_hash

from . import seed_texts as seeds

pytestmark = pytest.mark.django_db


def repaired(ruling):
    return repair_symbols_by_gaps(seeds.FR_WHIR_X_STRIPPED, symbol_groups(ruling.text))


def test_editor_saves_machine_text_it_needs_review_and_history_keeps_both(machine_translation, editor_user, ruling):
    t = machine_translation
    start = t.revision
    t, results = services.translation_save(translation=t, user=editor_user, text=repaired(ruling), base_revision=start)
    assert (t.status, t.origin, t.revision, t.updated_by) == ("needs_review", "editor", start + 1, editor_user)
    assert not [r for r in results if not r.ok]
    history = list(TranslationRevision.objects.filter(translation=t))
    assert [h.action for h in history] == ["baseline", "save"]
    assert history[0].text == seeds.FR_WHIR_X_STRIPPED
    assert history[0].status == "machine"
    assert history[1].old_text == seeds.FR_WHIR_X_STRIPPED
    assert history[1].text == t.text
    assert history[1].old_status == "machine"
    assert history[1].user == editor_user
    assert AuditEntry.objects.filter(action="translation.save", translation=t, user=editor_user).exists()


def test_save_records_failing_checks_but_still_saves(machine_translation, editor_user):
    t, results = services.translation_save(
        translation=machine_translation, user=editor_user, text=seeds.FR_WHIR_X_STRIPPED + " Fin.", base_revision=1
    )
    assert t.status == "needs_review"
    assert "symbols" in TranslationRevision.objects.get(translation=t, action="save").failed_checks


def test_reviewer_approves_clean_text(machine_translation, editor_user, reviewer_user, ruling):
    t, _ = services.translation_save(
        translation=machine_translation, user=editor_user, text=repaired(ruling), base_revision=1
    )
    t = services.translation_approve(translation=t, reviewer=reviewer_user)
    assert t.status == "approved"
    assert t.updated_by == reviewer_user
    assert not CheckOverride.objects.filter(revision__translation=t).exists()


def test_approving_failing_text_needs_a_reason_which_is_recorded(machine_translation, reviewer_user):
    with pytest.raises(services.ChecksFailed) as failed:
        services.translation_approve(translation=machine_translation, reviewer=reviewer_user)
    assert "symbols" in failed.value.message
    machine_translation.refresh_from_db()
    assert machine_translation.status == "machine"
    t = services.translation_approve(
        translation=machine_translation, reviewer=reviewer_user, override_reason="symbols restored by the scanner later"
    )
    assert t.status == "approved"
    override = CheckOverride.objects.get(revision__translation=t)
    assert override.reason == "symbols restored by the scanner later"
    assert "symbols" in override.failed_checks
    assert override.reviewer == reviewer_user


def test_editor_cannot_approve_and_reader_cannot_edit(machine_translation, editor_user, reader_user):
    with pytest.raises(services.NotAllowed):
        services.translation_approve(translation=machine_translation, reviewer=editor_user, override_reason="x")
    with pytest.raises(services.NotAllowed):
        services.translation_save(translation=machine_translation, user=reader_user, text="x", base_revision=1)
    with pytest.raises(services.NotAllowed):
        services.comment_add(translation=machine_translation, user=reader_user, text="hello")
    machine_translation.refresh_from_db()
    assert machine_translation.status == "machine"
    assert machine_translation.revision == 1


def test_only_reviewers_change_approved_text(rule_translation, editor_user, reviewer_user):
    with pytest.raises(services.NotAllowed):
        services.translation_save(
            translation=rule_translation, user=editor_user, text="Autre", base_revision=rule_translation.revision
        )
    fixed = rule_translation.text.replace("« ", "«\u00a0").replace(" »", "\u00a0»")
    t, _ = services.translation_save(
        translation=rule_translation, user=reviewer_user, text=fixed, base_revision=rule_translation.revision
    )
    assert t.status == "needs_review"
    assert t.text == fixed


def test_clearing_the_text_makes_it_untranslated(machine_translation, editor_user):
    t, _ = services.translation_save(translation=machine_translation, user=editor_user, text="  ", base_revision=1)
    assert t.status == "untranslated"
    assert t.text == ""


def test_revert_restores_any_version_text_and_origin(machine_translation, editor_user, reviewer_user, ruling):
    t, _ = services.translation_save(
        translation=machine_translation, user=editor_user, text=repaired(ruling), base_revision=1
    )
    t, _ = services.translation_save(
        translation=t, user=editor_user, text=repaired(ruling) + " Voilà.", base_revision=t.revision
    )
    t = services.translation_revert(translation=t, user=editor_user, to_number=1, base_revision=t.revision)
    assert t.text == seeds.FR_WHIR_X_STRIPPED
    assert t.origin == "machine"
    assert t.status == "needs_review"
    t = services.translation_revert(translation=t, user=editor_user, to_number=2, base_revision=t.revision)
    assert t.text == repaired(ruling)
    assert t.origin == "editor"
    actions = list(TranslationRevision.objects.filter(translation=t).values_list("action", flat=True))
    assert actions == ["baseline", "save", "save", "revert", "revert"]
    with pytest.raises(services.EditError):
        services.translation_revert(translation=t, user=editor_user, to_number=99, base_revision=t.revision)


def test_stale_save_is_refused_and_nothing_is_overwritten(machine_translation, editor_user, reviewer_user, ruling):
    first, _ = services.translation_save(
        translation=machine_translation, user=editor_user, text=repaired(ruling), base_revision=1
    )
    with pytest.raises(services.StaleRevision) as stale:
        services.translation_save(
            translation=Translation.objects.get(pk=first.pk), user=reviewer_user, text="Mon texte", base_revision=1
        )
    assert stale.value.status_code == 409
    assert "edith" in stale.value.message
    assert any(op == "insert" and "{X}" in text for op, text in stale.value.diff)
    first.refresh_from_db()
    assert first.text == repaired(ruling)
    assert first.revision == 2


def test_comments(machine_translation, editor_user):
    services.comment_add(translation=machine_translation, user=editor_user, text="Le coût manque.")
    assert Comment.objects.get(translation=machine_translation).text == "Le coût manque."
    with pytest.raises(services.EditError):
        services.comment_add(translation=machine_translation, user=editor_user, text="   ")


def test_changed_english_outdates_translations_and_keeps_the_old_english(
    rule_translation, machine_translation, improvise_lineage
):
    old_english = rule_translation.source_text
    # Only ours: the sample data may hold other translations.
    mine = Translation.objects.filter(pk__in=[rule_translation.pk, machine_translation.pk])
    assert services.mark_outdated_translations(queryset=mine) == 0
    newest = RuleParagraph.objects.filter(lineage=improvise_lineage).order_by("-version__effective_date").first()
    newest.text = old_english.replace(
        "you may tap an untapped artifact", "you may tap an untapped artifact or creature"
    )
    newest.save()
    assert services.mark_outdated_translations(queryset=mine) == 1
    rule_translation.refresh_from_db()
    assert rule_translation.status == "outdated"
    assert rule_translation.source_text == old_english
    assert rule_translation.source_hash == text_hash(old_english)
    machine_translation.refresh_from_db()
    assert machine_translation.status == "machine"
    assert TranslationRevision.objects.filter(
        translation=rule_translation, action="outdate", old_status="approved"
    ).exists()
    # Running again changes nothing more.
    assert services.mark_outdated_translations(queryset=mine) == 0


def test_outdated_translation_saved_again_follows_todays_english(rule_translation, improvise_lineage, reviewer_user):
    newest = RuleParagraph.objects.filter(lineage=improvise_lineage).order_by("-version__effective_date").first()
    newest.text += " Extra."
    newest.save()
    services.mark_outdated_translations()
    rule_translation.refresh_from_db()
    t, _ = services.translation_save(
        translation=rule_translation,
        user=reviewer_user,
        text=rule_translation.text + " Extra.",
        base_revision=rule_translation.revision,
    )
    assert t.status == "needs_review"
    assert t.source_text == newest.text
    assert t.is_current_for(newest.text)


def test_untranslated_entries_follow_the_english_without_going_outdated(ruling):
    t = make_translation("", ruling=ruling, origin="machine", status="untranslated", english="old", source_text="old")
    assert services.mark_outdated_translations(queryset=Translation.objects.filter(pk=t.pk)) == 0
    t.refresh_from_db()
    assert t.status == "untranslated"
    assert t.source_hash == text_hash(ruling.text)


def test_saving_the_same_text_again_is_not_a_new_revision(machine_translation, editor_user):
    t, _ = services.translation_save(
        translation=machine_translation, user=editor_user, text="Même texte.", base_revision=1
    )
    t, _ = services.translation_save(translation=t, user=editor_user, text="Même texte.", base_revision=t.revision)
    assert t.revision == 2
    assert TranslationRevision.objects.filter(translation=t, action="save").count() == 1


def test_groups_and_their_permissions_exist_from_the_migrations():

    granted = {
        group.name: set(group.permissions.values_list("codename", flat=True))
        for group in Group.objects.filter(name__in=["editor", "reviewer"])
    }
    assert granted == {"editor": {"edit_translation"}, "reviewer": {"edit_translation", "review_translation"}}


def test_reviewer_approves_an_outdated_text_against_todays_english(rule_translation, improvise_lineage, reviewer_user):
    newest = RuleParagraph.objects.filter(lineage=improvise_lineage).order_by("-version__effective_date").first()
    newest.text += " Extra."
    newest.save()
    services.mark_outdated_translations(queryset=Translation.objects.filter(pk=rule_translation.pk))
    rule_translation.refresh_from_db()
    assert rule_translation.status == "outdated"
    t = services.translation_approve(
        translation=rule_translation,
        reviewer=reviewer_user,
        override_reason="still right: the addition changes nothing",
    )
    assert t.status == "approved"
    assert t.is_current_for(newest.text)
    assert t.source_text == newest.text
    assert services.mark_outdated_translations(queryset=Translation.objects.filter(pk=t.pk)) == 0


def test_approving_twice_or_empty_text_is_refused(rule_translation, ruling, reviewer_user):
    with pytest.raises(services.EditError, match="already approved"):
        services.translation_approve(translation=rule_translation, reviewer=reviewer_user)
    empty = make_translation("", ruling=ruling, language="de", origin="machine", status="untranslated")
    with pytest.raises(services.EditError, match="no text"):
        services.translation_approve(translation=empty, reviewer=reviewer_user)


def test_mark_outdated_command(rule_translation, improvise_lineage):

    newest = RuleParagraph.objects.filter(lineage=improvise_lineage).order_by("-version__effective_date").first()
    newest.text += " Changed."
    newest.save()
    out = io.StringIO()
    call_command("mark_outdated", stdout=out)
    rule_translation.refresh_from_db()
    assert rule_translation.status == "outdated"
    assert int(out.getvalue().split()[0]) >= 1
