"""Roles are Django permissions: the groups give them, but checks ask the permission, not the group's name."""

import pytest
from django.contrib.auth.models import Group, Permission, User

from editor import services
from editor.roles import is_editor, is_reviewer, role_of

from . import seed_texts as seeds
from .conftest import PASSWORD, logged_in, make_user

pytestmark = pytest.mark.django_db


def permission(codename):
    return Permission.objects.get(content_type__app_label="editor", codename=codename)


def fresh(user):
    # ModelBackend caches a user's permissions on the object.
    return User.objects.get(pk=user.pk)


def test_the_groups_give_the_roles(editor_user, reviewer_user, reader_user):
    assert role_of(editor_user) == "editor"
    assert is_editor(editor_user)
    assert not is_reviewer(editor_user)
    assert role_of(reviewer_user) == "reviewer"
    assert role_of(reader_user) is None
    assert role_of(User.objects.create_superuser("root", password=PASSWORD)) == "reviewer"


def test_any_group_holding_the_permission_gives_the_role(machine_translation):
    lead = User.objects.create_user("lea", password=PASSWORD)
    group = Group.objects.create(name="traduction-chefs")
    group.permissions.add(permission("edit_translation"), permission("review_translation"))
    lead.groups.add(group)
    client = logged_in(lead)
    response = client.post(
        f"/editor/translations/{machine_translation.pk}/approve", {"base_revision": 1, "override_reason": "known gap"}
    )
    assert response.status_code == 302
    machine_translation.refresh_from_db()
    assert machine_translation.status == "approved"


def test_a_group_named_reviewer_without_the_permissions_gives_nothing(machine_translation):
    user = make_user("nemo", "reviewer")
    Group.objects.get(name="reviewer").permissions.clear()
    user = fresh(user)
    assert role_of(user) is None
    assert logged_in(user).get(f"/editor/translations/{machine_translation.pk}").status_code == 403
    with pytest.raises(services.NotAllowed):
        services.translation_save(translation=machine_translation, user=user, text="x", base_revision=1)


def test_a_permission_given_to_one_user_is_enough(machine_translation):
    user = User.objects.create_user("solo", password=PASSWORD)
    user.user_permissions.add(permission("edit_translation"))
    user = fresh(user)
    assert role_of(user) == "editor"
    t, _ = services.translation_save(
        translation=machine_translation, user=user, text=seeds.FR_WHIR_X_STRIPPED + " Fin.", base_revision=1
    )
    assert t.status == "needs_review"


def test_an_inactive_account_has_no_role(reviewer_user):
    reviewer_user.is_active = False
    reviewer_user.save()
    assert role_of(fresh(reviewer_user)) is None
