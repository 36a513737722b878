"""The two roles: group `editor` edits and suggests; group `reviewer` also approves and edits approved text."""

EDITOR_GROUP = "editor"
REVIEWER_GROUP = "reviewer"


def _groups(user):
    if not getattr(user, "is_authenticated", False) or not user.is_active:
        return set()
    cached = getattr(user, "_editor_groups", None)
    if cached is None:
        cached = set(user.groups.values_list("name", flat=True))
        user._editor_groups = cached
    return cached


def is_reviewer(user):
    return bool(getattr(user, "is_superuser", False) and user.is_active) or REVIEWER_GROUP in _groups(user)


def is_editor(user):
    """Editors and reviewers may edit; everyone else only reads."""
    return is_reviewer(user) or EDITOR_GROUP in _groups(user)


def role_of(user):
    if is_reviewer(user):
        return REVIEWER_GROUP
    if is_editor(user):
        return EDITOR_GROUP
    return None
