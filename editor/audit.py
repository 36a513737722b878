"""The audit trail: a row per editor action, also sent to the `editor.audit` logger."""

import json
import logging

from .models import AuditEntry

logger = logging.getLogger("editor.audit")


def client_ip(request):
    # REMOTE_ADDR only: X-Forwarded-For is set by the client unless a trusted proxy rewrites it.
    return (request.META.get("REMOTE_ADDR") or "")[:45] if request is not None else ""


def audit(*, user, action, translation=None, request=None, **detail):
    entry = AuditEntry.objects.create(
        user=user if getattr(user, "is_authenticated", False) else None,
        action=action,
        translation=translation,
        detail=detail,
        ip=client_ip(request),
    )
    logger.info(
        "%s user=%s translation=%s %s",
        action,
        user.get_username() if getattr(user, "is_authenticated", False) else "-",
        translation.pk if translation is not None else "-",
        json.dumps(detail, ensure_ascii=False, default=str),
    )
    return entry
