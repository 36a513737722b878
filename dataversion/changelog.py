"""The search index's outbox: one ChangeLog row for each change that affects search, written in that change's own
transaction by dataversion.announce (the one way a change announces itself), after it advanced the page-cache
versions (dataversion.versions).

Each node keeps its own search index and replays the rows it has not applied yet, in id order (search.follow).

- `write_sync()`: something changed that the announcer does not list (an import, a deletion, a migration). One SYNC
  row per atomic block is enough: a node that syncs compares its whole index with the database.
- `write_objects(objects=...)`: these objects changed (an editor's save): a node rewrites their documents only. A
  SYNC row already written by the same atomic block covers them (an import that also saved a translation).

Order: every announcer first advances the DataVersion row, whose lock is held until the transaction ends, so ids
are handed out in commit order (on PostgreSQL; SQLite has one writer at a time anyway). A follower that has applied
up to id N never later sees a smaller id commit.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable
from typing import Any

from django.db import connection, transaction
from django.db.models import Max
from django.db.models.functions import Greatest

from dataversion.models import ChangeLog, DataVersion
from dataversion.versions import Models

SYNC, OBJECTS = ChangeLog.SYNC, ChangeLog.OBJECTS


class _Written:
    """A row this open transaction wrote, registered with on_commit: it is still in the connection's
    run_on_commit list exactly while its transaction (and savepoint) is open."""

    def __init__(self, pk: int, kind: str) -> None:
        self.pk = pk
        self.kind = kind

    def __call__(self) -> None:
        pass  # nothing to do at commit: the marker only tells what the open transaction wrote


def _written() -> list[_Written]:
    """The rows written in the innermost open atomic block, oldest first (none outside a transaction).

    Scoped to the block, not the whole transaction: an editor's save opens its own block, so it writes its own
    OBJECTS row even inside a caller's larger transaction (an import, a test)."""
    if not connection.in_atomic_block:
        return []
    block = set(connection.savepoint_ids)
    return [entry[1] for entry in connection.run_on_commit if isinstance(entry[1], _Written) and entry[0] == block]


def _sync_written() -> int | None:
    return next((marker.pk for marker in _written() if marker.kind == SYNC), None)


def _write(models: Models, kind: str, items: list[dict[str, Any]]) -> int:
    row = models.change_log.objects.create(kind=kind, items=items)
    if connection.in_atomic_block:
        transaction.on_commit(_Written(row.pk, kind))
    return row.pk


def reference(obj: Any) -> dict[str, Any]:
    """How a row names an object: its model's label and its primary key."""
    return {"model": obj._meta.label_lower, "pk": obj.pk}


def write_sync(models: Models) -> int:
    """A change the nodes must find by comparing their index with the database. Returns the row's id."""
    written = _sync_written()
    return written if written is not None else _write(models, SYNC, [])


def write_objects(models: Models, *, objects: Iterable[Any]) -> int:
    """These objects changed: their search documents must be rewritten. Returns the row's id."""
    written = _sync_written()
    return written if written is not None else _write(models, OBJECTS, [reference(obj) for obj in objects])


def relabel(models: Models, *, old: str, new: str) -> None:
    """Rows naming a model by its old label (`app.model`) name it by its new one: for a migration that moves a model
    to another app (translations.0001), with its historical models (dataversion.versions.models(apps))."""
    for row in models.change_log.objects.filter(kind=OBJECTS).only("pk", "items").iterator():
        items = [{**item, "model": new} if item.get("model") == old else item for item in row.items]
        if items != row.items:
            models.change_log.objects.filter(pk=row.pk).update(items=items)


def rows_after(position: int | None, limit: int = 500) -> list[ChangeLog]:
    """The committed rows after id `position`, oldest first."""
    return list(ChangeLog.objects.filter(pk__gt=position or 0).order_by("pk")[:limit])


def last_id() -> int:
    """The id of the newest committed row (0 when the log is empty)."""
    return ChangeLog.objects.order_by("-pk").values_list("pk", flat=True).first() or 0


def pruned_through() -> int:
    """The id of the newest row deleted by prune() (0 when none was): a position before it has missed rows."""
    return DataVersion.objects.filter(pk=1).values_list("log_pruned_through", flat=True).first() or 0


def prune(*, before: datetime.datetime) -> int:
    """Delete the rows written before `before` (a datetime), never the newest row; returns how many went.

    A node that was down since before them compares its whole index with the database when it comes back
    (search.follow), so nothing it missed is lost; every other node has applied them long ago."""
    with transaction.atomic():
        # The version row's lock, which every writer of a row takes first: none is written meanwhile.
        list(DataVersion.objects.select_for_update().filter(pk=1))
        newest = last_id()
        through = ChangeLog.objects.filter(created_at__lt=before, pk__lt=newest).aggregate(top=Max("pk"))["top"]
        if through is None:
            return 0
        deleted, _ = ChangeLog.objects.filter(pk__lte=through).delete()
        DataVersion.objects.filter(pk=1).update(log_pruned_through=Greatest("log_pruned_through", through))
    return deleted
