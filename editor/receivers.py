"""The editors' workflow follows imports (a changed English text outdates its translations, with history), and
every login, failed login and lockout, on any login form, goes to the audit trail."""

from axes.signals import user_locked_out
from django.contrib.auth.signals import user_logged_in, user_login_failed
from django.dispatch import receiver

from editor.audit import audit
from editor.services import mark_outdated_translations
from rules.signals import cr_version_stored
from rulings.models import Translation
from rulings.signals import ruling_texts_changed


@receiver(cr_version_stored, dispatch_uid="editor-outdate-rule-translations")
def outdate_rule_translations(sender, **kwargs):
    return mark_outdated_translations(queryset=Translation.objects.filter(rule__isnull=False))


@receiver(ruling_texts_changed, dispatch_uid="editor-outdate-ruling-translations")
def outdate_ruling_translations(sender, *, ruling_ids, **kwargs):
    return mark_outdated_translations(queryset=Translation.objects.filter(ruling_id__in=ruling_ids))


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
