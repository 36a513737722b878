"""Setting up editor and reviewer accounts (used by `manage.py create_editor`)."""

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.contrib.auth.password_validation import validate_password

from .roles import EDITOR_GROUP, REVIEWER_GROUP

ROLES = (EDITOR_GROUP, REVIEWER_GROUP)


def create_editor(*, username, role, password):
    """Create or update a user with exactly one editing role; the password is validated first."""
    if role not in ROLES:
        raise ValueError(f"role must be one of {', '.join(ROLES)}")
    User = get_user_model()
    user = User.objects.filter(username=username).first() or User(username=username)
    validate_password(password, user)  # raises ValidationError with Django's messages
    user.set_password(password)
    user.is_active = True
    user.save()
    groups = {name: Group.objects.get_or_create(name=name)[0] for name in ROLES}
    user.groups.remove(*groups.values())
    user.groups.add(groups[role])
    return user
