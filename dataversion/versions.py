"""The page-cache versions a change advances (dataversion.announce): the DataVersion counters every cached page and
part is keyed by (dataversion.cache.key, dataversion.pages), and the PageVersion of a page's own scope."""

from __future__ import annotations

import contextvars
from collections.abc import Iterable
from typing import Any, NamedTuple

from django.apps import apps as project_apps
from django.db.models import F

RULE_TRANSLATIONS = "rule_translations"
RULING_TRANSLATIONS = "ruling_translations"

# The versions read once per request (dataversion.cache.DataVersionMiddleware); a change forgets them.
request_version: contextvars.ContextVar = contextvars.ContextVar("data_version", default=None)


class Models(NamedTuple):
    data_version: Any
    page_version: Any
    change_log: Any


def models(apps: Any = None) -> Models:
    """dataversion's models, from a migration's historical registry when given (they have no methods of ours)."""
    registry = apps or project_apps
    return Models(*(registry.get_model("dataversion", name) for name in ("DataVersion", "PageVersion", "ChangeLog")))


def advance(models: Models, *, kind: str, scopes: Iterable[str] = ()) -> None:
    """Inside the caller's transaction: `number` always; the counter of the translations of `kind` for a translation
    kind (no cached part shows a translation), else `parts`; then each scope's PageVersion.

    The UPDATE holds the DataVersion row's lock until the transaction ends: every announcer advances first, so the
    outbox's rows are written one transaction at a time, in commit order (dataversion.changelog).
    """
    counter = kind if kind in (RULE_TRANSLATIONS, RULING_TRANSLATIONS) else "parts"
    rows = models.data_version.objects.filter(pk=1)
    if not rows.update(number=F("number") + 1, **{counter: F(counter) + 1}):
        models.data_version.objects.create(pk=1, number=1, **{counter: 1})
    # The row's lock, taken above, keeps two announcers from creating one scope.
    for scope in sorted(set(scopes)):
        if not models.page_version.objects.filter(scope=scope).update(number=F("number") + 1):
            models.page_version.objects.create(scope=scope, number=1)


def forget_request_version() -> None:
    """The request's own change: its later cached lookups read the new versions."""
    request_version.set(None)
