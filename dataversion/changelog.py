"""The change log: one row for each change that affects search, written in that change's own transaction.

Each node keeps its own search index and replays the rows it has not applied yet, in id order
(search.follow). Writers:

- `record_sync()`: something changed that the writer does not list (an import; a deletion). Called by
  `dataversion.cache.bump()`, which every import calls inside its transaction. One SYNC row per atomic
  block is enough: a node that syncs compares its whole index with the database.
- `record_objects(objs)`: these objects changed (an editor's save, through search.receivers). When the last
  thing the same atomic block did was a bump() that wrote a SYNC row of its own, that row is narrowed to
  these objects instead: an editor's save (bump, then the `translation_changed` signal, in one block) costs
  a node one document, not a whole comparison. A SYNC row shared by two changes of the block (an import
  that also saved a translation) stays SYNC.

Order: every write first advances the DataVersion row, whose lock is held until the transaction ends, so
ids are handed out in commit order (on PostgreSQL; SQLite has one writer at a time anyway). A follower that
has applied up to id N never later sees a smaller id commit.
"""

from django.db import connection, transaction
from django.db.models import Max
from django.db.models.functions import Greatest

from dataversion.models import ChangeLog, DataVersion, PageVersion


class _Written:
    """A row this open transaction wrote, registered with on_commit: it is still in the connection's
    run_on_commit list exactly while its transaction (and savepoint) is open."""

    def __init__(self, pk, kind):
        self.pk = pk
        self.kind = kind
        # Only a SYNC row written by the transaction's last bump() may be narrowed to the objects that follow.
        self.narrowable = kind == ChangeLog.SYNC

    def __call__(self):
        pass  # nothing to do at commit: the marker only tells what the open transaction wrote


def _written():
    """The rows written in the innermost open atomic block, oldest first (none outside a transaction).

    Scoped to the block, not the whole transaction: an editor's save opens its own block, so its bump and its
    signal pair up even inside a caller's larger transaction (an import, a test)."""
    if not connection.in_atomic_block:
        return []
    block = set(connection.savepoint_ids)
    return [entry[1] for entry in connection.run_on_commit if isinstance(entry[1], _Written) and entry[0] == block]


def _write(kind, items):
    row = ChangeLog.objects.create(kind=kind, items=items)
    marker = _Written(row.pk, kind)
    if connection.in_atomic_block:
        transaction.on_commit(marker)
    return marker


def record_sync():
    """A change the nodes must find by comparing their index with the database. Returns the row's id."""
    DataVersion.advance()
    written = _written()
    for marker in written:
        if marker.kind == ChangeLog.SYNC:
            marker.narrowable = False  # shared by two changes now: it must stay a SYNC
            return marker.pk
    return _write(ChangeLog.SYNC, []).pk


def reference(obj):
    """How a row names an object: its model's label and its primary key."""
    return {"model": obj._meta.label_lower, "pk": obj.pk}


def record_objects(objs, *, translations=None, scopes=()):
    """These objects changed: their search documents must be rewritten. Returns the row's id.

    translations: the objects are translations of rules or of rulings ("rule_translations" or
    "ruling_translations", DataVersion.TRANSLATIONS). No cached part of a page shows them, so the version that
    keys those parts (DataVersion.parts) does not move: that counter does, and only the whole pages showing that
    kind of translation are rebuilt (dataversion.pages). scopes: the pages of their own that show them
    ("card:<slug>", PageVersion), advanced too."""
    items = [reference(obj) for obj in objs]
    _advance_scopes(scopes)
    written = _written()
    last = written[-1] if written else None
    if last is not None and last.narrowable:
        ChangeLog.objects.filter(pk=last.pk).update(kind=ChangeLog.OBJECTS, items=items)
        last.kind, last.narrowable = ChangeLog.OBJECTS, False
        if translations is not None:
            DataVersion.narrow_to(translations)  # the bump of this block was for these objects only
        return last.pk
    for marker in written:
        if marker.kind == ChangeLog.SYNC:
            return marker.pk  # the transaction's SYNC row covers these objects too
    # The lock that keeps ids in commit order (and cached pages are rebuilt).
    DataVersion.advance(parts=translations is None, translations=translations)
    return _write(ChangeLog.OBJECTS, items).pk


def _advance_scopes(scopes):
    if scopes:
        # The lock that orders writers, taken first as every writer does (its advance() below takes it again).
        list(DataVersion.objects.select_for_update().filter(pk=1))
        PageVersion.advance(scopes)


def rows_after(position, limit=500):
    """The committed rows after id `position`, oldest first."""
    return list(ChangeLog.objects.filter(pk__gt=position or 0).order_by("pk")[:limit])


def last_id():
    """The id of the newest committed row (0 when the log is empty)."""
    return ChangeLog.objects.order_by("-pk").values_list("pk", flat=True).first() or 0


def pruned_through():
    """The id of the newest row deleted by prune() (0 when none was): a position before it has missed rows."""
    return DataVersion.objects.filter(pk=1).values_list("log_pruned_through", flat=True).first() or 0


def prune(*, before):
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
