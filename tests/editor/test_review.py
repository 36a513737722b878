"""Review means another person: a reviewer cannot approve a text they wrote last; a second reviewer can, and an
admin's approval of their own text is recorded as an override (issue 12, point 4)."""

import pytest
from django.contrib.auth.models import User
from pytest_django.asserts import assertInHTML

from editor import services
from editor.models import AuditEntry, TranslationRevision
from ingest.importers.common import repair_symbols_by_gaps, symbol_groups

from .conftest import PASSWORD, logged_in, make_user

pytestmark = pytest.mark.django_db

BLOCKED = "You wrote this text last: review means another person, so another reviewer must approve it."


@pytest.fixture
def written_by_reviewer(machine_translation, reviewer_user, ruling):
    """The reviewer rene corrects the machine text himself: it now needs review, by someone else."""
    text = repair_symbols_by_gaps(machine_translation.text, symbol_groups(ruling.text))
    translation, _ = services.translation_save(
        translation=machine_translation, user=reviewer_user, text=text, base_revision=1
    )
    return translation


def approve(client, translation):
    return client.post(f"/editor/translations/{translation.pk}/approve", {"base_revision": translation.revision})


def test_a_reviewer_cannot_approve_their_own_text(written_by_reviewer, reviewer_client):
    before = written_by_reviewer.revision
    response = approve(reviewer_client, written_by_reviewer)
    assert response.status_code == 403
    assertInHTML(f'<li class="msg-error" role="status">{BLOCKED}</li>', response.content.decode())
    written_by_reviewer.refresh_from_db()
    assert written_by_reviewer.status == "needs_review"
    assert written_by_reviewer.revision == before
    assert not TranslationRevision.objects.filter(translation=written_by_reviewer, action="approve").exists()
    assert not AuditEntry.objects.filter(action="translation.approve").exists()


def test_the_page_says_why_instead_of_offering_the_button(written_by_reviewer, reviewer_client):
    html = reviewer_client.get(f"/editor/translations/{written_by_reviewer.pk}").content.decode()
    assertInHTML(f'<p class="warning" id="approval-blocked">{BLOCKED}</p>', html)
    assertInHTML('<button type="submit" id="approve">Approve</button>', html, count=0)


def test_the_service_refuses_too(written_by_reviewer, reviewer_user):
    with pytest.raises(services.NotAllowed, match="another reviewer"):
        services.translation_approve(translation=written_by_reviewer, reviewer=reviewer_user)


def test_a_second_reviewer_approves_and_the_author_is_recorded(written_by_reviewer):
    second = make_user("rosa", "reviewer")
    response = approve(logged_in(second), written_by_reviewer)
    assert response.status_code == 302
    written_by_reviewer.refresh_from_db()
    assert written_by_reviewer.status == "approved"
    assert written_by_reviewer.updated_by == second
    entry = AuditEntry.objects.get(action="translation.approve")
    assert entry.user == second
    assert entry.detail["author"] == "rene"
    assert entry.detail["own_text_override"] is False
    assert services.last_text_author(written_by_reviewer).username == "rene"  # approving is not writing


def test_an_admin_may_approve_their_own_text_and_it_is_recorded(machine_translation, ruling):
    admin = User.objects.create_superuser("root", password=PASSWORD)
    text = repair_symbols_by_gaps(machine_translation.text, symbol_groups(ruling.text))
    translation, _ = services.translation_save(translation=machine_translation, user=admin, text=text, base_revision=1)
    client = logged_in(admin)
    page = client.get(f"/editor/translations/{translation.pk}").content.decode()
    assertInHTML(
        '<p class="warning" id="own-text-override">You wrote this text last: approving it is recorded as an admin '
        "override.</p>",
        page,
    )
    assert approve(client, translation).status_code == 302
    translation.refresh_from_db()
    assert translation.status == "approved"
    revision = TranslationRevision.objects.get(translation=translation, action="approve")
    assert revision.note == "admin override: approved by the author of the text"
    entry = AuditEntry.objects.get(action="translation.approve")
    assert entry.detail["own_text_override"] is True
    assert entry.detail["author"] == "root"


def test_the_last_text_change_decides_not_the_last_change(written_by_reviewer, editor_user, reviewer_user):
    """Whoever changed the text last is its author: another editor's edit frees the reviewer to approve."""
    assert services.last_text_author(written_by_reviewer) == reviewer_user
    t, _ = services.translation_save(
        translation=written_by_reviewer,
        user=editor_user,
        text=written_by_reviewer.text + " Fin.",
        base_revision=written_by_reviewer.revision,
    )
    assert services.last_text_author(t) == editor_user
    assert services.approval_blocked_reason(t, user=reviewer_user) is None


def test_machine_or_official_text_has_no_author(machine_translation, reviewer_user):
    assert services.last_text_author(machine_translation) is None
    assert services.approval_blocked_reason(machine_translation, user=reviewer_user) is None


def test_the_rule_for_imports_counts_a_changed_text_as_the_importers(machine_translation, reviewer_user, editor_user):
    """editor.exchange asks approval_blocked_reason(translation, user=..., text=...) before approving an import."""
    assert services.approval_blocked_reason(machine_translation, user=reviewer_user, text="Un texte à moi.") == BLOCKED
    assert (
        services.approval_blocked_reason(machine_translation, user=reviewer_user, text=machine_translation.text) is None
    )
    assert (
        services.approval_blocked_reason(machine_translation, user=editor_user)
        == "Only reviewers can approve translations."
    )
