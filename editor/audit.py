"""The audit trail: a row per editor action, also sent to the `editor.audit` logger."""

from __future__ import annotations

import ipaddress
import json
import logging
from typing import Any

from django.conf import settings

from .models import AuditEntry

logger = logging.getLogger("editor.audit")


def _address(text: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    try:
        return ipaddress.ip_address(text.strip())
    except ValueError:
        return None


def _trusted_networks() -> list[ipaddress.IPv4Network | ipaddress.IPv6Network]:
    networks: list[ipaddress.IPv4Network | ipaddress.IPv6Network] = []
    for entry in getattr(settings, "TRUSTED_PROXIES", ()):
        try:
            networks.append(ipaddress.ip_network(entry.strip(), strict=False))
        except ValueError:
            continue  # a typo in the setting trusts nothing rather than failing every request
    return networks


def client_ip(request: Any) -> str:
    """The client's address: REMOTE_ADDR, or, when that is one of settings.TRUSTED_PROXIES, read from X-Forwarded-For.

    The header is walked from the right: each trusted proxy appends the address it received from, while anything
    to the left of the first untrusted hop was written by the client and proves nothing. Also the login lockout's
    AXES_CLIENT_IP_CALLABLE, so audit lines and lockouts name the same address.
    """
    if request is None:
        return ""
    remote = (request.META.get("REMOTE_ADDR") or "")[:45]
    trusted = _trusted_networks()
    if not trusted or not _is_trusted(_address(remote), trusted):
        return remote
    hops = [hop for hop in request.headers.get("x-forwarded-for", "").split(",") if hop.strip()]
    for hop in reversed(hops):
        address = _address(hop)
        if address is None:
            return remote  # a proxy that writes garbage is not one to believe further
        if not _is_trusted(address, trusted):
            return str(address)
    return str(_address(hops[0])) if hops else remote


def _is_trusted(
    address: ipaddress.IPv4Address | ipaddress.IPv6Address | None,
    networks: list[ipaddress.IPv4Network | ipaddress.IPv6Network],
) -> bool:
    return address is not None and any(address in network for network in networks)


def audit(*, user: Any, action: str, translation: Any = None, request: Any = None, **detail: Any) -> AuditEntry:
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
