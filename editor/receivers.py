"""Every login, failed login and lockout, on any login form, goes to the audit trail.

(An import that changes English text outdates its translations by calling editor.services.mark_outdated_translations
itself, in its transaction: see ingest.)"""

from axes.signals import user_locked_out
from django.contrib.auth.signals import user_logged_in, user_login_failed
from django.dispatch import receiver

from editor.audit import audit


def _where(request):
    return request.path[:200] if request is not None else ""


def _who(request):
    # A wrong old password on the password change page comes from a logged-in user.
    return getattr(request, "user", None) if request is not None else None


@receiver(user_logged_in, dispatch_uid="editor-audit-login")
def audit_login(sender, request, user, **kwargs):
    audit(user=user, action="login", request=request, path=_where(request))


@receiver(user_login_failed, dispatch_uid="editor-audit-login-failed")
def audit_login_failed(sender, credentials, request=None, **kwargs):
    username = str(credentials.get("username") or "")[:150]
    audit(user=_who(request), action="login.failed", request=request, username=username, path=_where(request))


@receiver(user_locked_out, dispatch_uid="editor-audit-lockout")
def audit_lockout(sender, request, username, ip_address, **kwargs):
    # username is the login key counted (editor.accounts.login_key): the account, whatever way it was typed.
    audit(
        user=_who(request), action="login.rate_limited", request=request, username=username or "", path=_where(request)
    )
