"""The two roles, as Django permissions: editors edit and suggest; reviewers also approve and change approved text.

Groups remain the way to give a role (`editor`, `reviewer`: editor.accounts.role_group keeps their permissions),
but every check asks the permission, so a role can be granted by any group, or to one user, in the admin.
Superusers have every permission.
"""

from __future__ import annotations

from typing import Any

EDITOR_GROUP = "editor"
REVIEWER_GROUP = "reviewer"

# Declared on editor.models.TranslationRevision (Meta.permissions): editing is what makes revisions.
EDIT_PERMISSION = "editor.edit_translation"
REVIEW_PERMISSION = "editor.review_translation"


def _has(user: Any, permission: str) -> bool:
    # has_perm is False for anonymous and inactive users; ModelBackend caches the user's permissions on the object.
    return bool(getattr(user, "is_authenticated", False)) and user.has_perm(permission)


def is_reviewer(user: Any) -> bool:
    return _has(user, REVIEW_PERMISSION)


def is_editor(user: Any) -> bool:
    """Editors and reviewers may edit; everyone else only reads."""
    return _has(user, EDIT_PERMISSION) or is_reviewer(user)


def role_of(user: Any) -> str | None:
    if is_reviewer(user):
        return REVIEWER_GROUP
    if is_editor(user):
        return EDITOR_GROUP
    return None
