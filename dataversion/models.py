"""One number for the whole site's data, so that cached answers are never stale after a change; and the change log
that every node's search index follows (dataversion.changelog, search.follow)."""

from django.db import models
from django.db.models import F


class DataVersion(models.Model):
    """A single row: imports and editors' saves bump `number` in the transaction that changes the data."""

    number = models.PositiveBigIntegerField(default=0)
    # The version of what cached parts of pages are built from (rules, glossary, cards, rulings): every change
    # advances it except an editor's save of a translation, which no cached part shows (dataversion.cache.cached).
    parts = models.PositiveBigIntegerField(default=0)
    changed_at = models.DateTimeField(auto_now=True)

    def __str__(self):
        return f"data version {self.number}"

    @classmethod
    def advance(cls, *, parts=True):
        """Add one to the number (and to `parts` unless told not to), inside the caller's transaction.

        The UPDATE holds the row's lock until that transaction ends, so every transaction that advances the
        version (and then writes to the change log) runs its log writes one at a time, in commit order.
        """
        changes = {"number": F("number") + 1, **({"parts": F("parts") + 1} if parts else {})}
        if not cls.objects.filter(pk=1).update(**changes):
            cls.objects.create(pk=1, number=1, parts=1 if parts else 0)

    @classmethod
    def keep_parts(cls):
        """Take back the `parts` step of this transaction's own advance(): the change was one no part shows.
        Only inside the transaction that advanced it (it holds the row's lock)."""
        cls.objects.filter(pk=1, parts__gt=0).update(parts=F("parts") - 1)


class ChangeLog(models.Model):
    """A change that affects search, written in the same transaction as the change itself.

    Every node replays the rows it has not applied yet, in id order (search.follow). SYNC: something changed
    that the writer did not list (an import); a node compares its whole index with the database. OBJECTS:
    these objects changed (`items`: [{"model": "rulings.translation", "pk": 12}, ...]); a node rewrites their
    documents.
    """

    SYNC = "sync"
    OBJECTS = "objects"
    KINDS = [(SYNC, "compare the whole index with the database"), (OBJECTS, "rewrite these objects' documents")]

    kind = models.CharField(max_length=10, choices=KINDS, default=SYNC)
    items = models.JSONField(default=list, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]

    def __str__(self):
        return f"change {self.pk}: {self.kind} {self.items or ''}".strip()
