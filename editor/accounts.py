"""Editor and reviewer accounts: the groups that give the roles, `manage.py create_editor`, and the username
the login lockout counts."""

from __future__ import annotations

import datetime
import unicodedata
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group, Permission
from django.contrib.auth.password_validation import validate_password
from django.http import HttpRequest

from .audit import client_ip
from .models import AuditEntry
from .roles import EDIT_PERMISSION, EDITOR_GROUP, REVIEW_PERMISSION, REVIEWER_GROUP

ROLES = (EDITOR_GROUP, REVIEWER_GROUP)
# The same grants as migration 0005_role_permissions; kept here too because a test database flushed between
# transactional tests has the permissions (recreated from the models) but not the groups' grants.
ROLE_PERMISSIONS = {
    EDITOR_GROUP: (EDIT_PERMISSION,),
    REVIEWER_GROUP: (EDIT_PERMISSION, REVIEW_PERMISSION),
}


def role_group(role: str) -> Group:
    """The group giving `role`, created if missing, holding exactly that role's permissions."""
    if role not in ROLES:
        raise ValueError(f"role must be one of {', '.join(ROLES)}")
    group, _ = Group.objects.get_or_create(name=role)
    codenames = [name.split(".", 1)[1] for name in ROLE_PERMISSIONS[role]]
    group.permissions.add(*Permission.objects.filter(content_type__app_label="editor", codename__in=codenames))
    return group


def create_editor(*, username: str, role: str, password: str) -> Any:
    """Create or update a user with exactly one editing role; the password is validated first."""
    if role not in ROLES:
        raise ValueError(f"role must be one of {', '.join(ROLES)}")
    User = get_user_model()
    user = User.objects.filter(username=username).first() or User(username=username)
    validate_password(password, user)  # raises ValidationError with Django's messages
    user.set_password(password)
    user.is_active = True
    user.save()
    groups = {name: role_group(name) for name in ROLES}
    user.groups.remove(*groups.values())
    user.groups.add(groups[role])
    return user


def login_key(username: Any) -> str | None:
    """The account a typed username names, as the lockout counts it.

    Django's login form strips the username and NFKC-normalises it (UsernameField), so `"ed2 "` and the full-width
    `ｅｄ２` log in as `ed2`; case is folded as well so that `ED2` spends the same five tries.
    """
    if not username:
        return None
    key = unicodedata.normalize("NFKC", str(username).strip()).strip().casefold()
    return key[:150] or None


def lockout_username(request: Any, credentials: dict[str, Any] | None = None) -> str | None:
    """AXES_USERNAME_CALLABLE: the login key from the credentials tried, or from the posted form."""
    if credentials and credentials.get("username") is not None:
        return login_key(credentials["username"])
    data = getattr(request, "POST", None) or {}
    return login_key(data.get("username"))


# The lockout's counts (settings AXES_LOCKOUT_PARAMETERS; docs/production.md "Logins and lockout").
PER_ACCOUNT = ["username", "ip_address"]  # five failures lock the account from everywhere, and the address
FROM_A_KNOWN_ADDRESS = [["username", "ip_address"], "ip_address"]  # only this account's failures from here count


def known_address(key: str | None, *, address: str) -> bool:
    """Whether the account `key` (login_key) logged in from `address` within LOCKOUT_KNOWN_ADDRESS_DAYS."""
    if not key or not address:
        return False
    since = datetime.datetime.now(datetime.UTC) - datetime.timedelta(days=settings.LOCKOUT_KNOWN_ADDRESS_DAYS)
    usernames = (
        AuditEntry.objects.filter(action="login", ip=address, created_at__gte=since, user__isnull=False)
        .values_list("user__username", flat=True)
        .distinct()[:100]
    )
    return any(login_key(username) == key for username in usernames)


def lockout_parameters(request_or_attempt: Any, credentials: dict[str, Any] | None = None) -> list[Any]:
    """AXES_LOCKOUT_PARAMETERS: what counts against a login attempt.

    From an address the account has logged in from before, only this account's failures from this address (and
    the address's own cap) count: strangers who spend the account's five tries elsewhere lock it for every other
    address, not for its editor at their usual place. From anywhere else, the account's failures from everywhere.
    """
    if isinstance(request_or_attempt, HttpRequest):
        key = lockout_username(request_or_attempt, credentials)
        if known_address(key, address=client_ip(request_or_attempt)):
            return FROM_A_KNOWN_ADDRESS
    return PER_ACCOUNT
