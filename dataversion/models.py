"""One number for the whole site's data, so that cached answers are never stale after a change; and the change log
that every node's search index follows (dataversion.changelog, search.follow)."""

from django.db import models


class DataVersion(models.Model):
    """A single row: every change advances `number` in its own transaction (dataversion.announce)."""

    number = models.PositiveBigIntegerField(default=0)
    # The version of what cached parts of pages are built from (rules, glossary, cards, rulings): every change
    # advances it except an editor's save of a translation, which no cached part shows (dataversion.cache.cached).
    parts = models.PositiveBigIntegerField(default=0)
    # What an editor's save of a translation advances instead of `parts`: the translations of rules (shown by
    # rule pages) or of rulings (shown by card pages). A whole page is keyed by `parts` and the translations it
    # shows (dataversion.pages), so a save rebuilds only the pages of its kind.
    rule_translations = models.PositiveBigIntegerField(default=0)
    ruling_translations = models.PositiveBigIntegerField(default=0)
    # The id of the newest change-log row deleted by dataversion.changelog.prune: a node whose position is older
    # has missed rows it can no longer read, and compares its whole index with the database instead.
    log_pruned_through = models.PositiveBigIntegerField(default=0)
    changed_at = models.DateTimeField(auto_now=True)

    TRANSLATIONS = ("rule_translations", "ruling_translations")

    def __str__(self) -> str:
        return f"data version {self.number}"


class PageVersion(models.Model):
    """A version of one page's own data (`scope`, e.g. "card:whir-of-invention"): an editor's save of a ruling's
    translation advances the scope of each card carrying the ruling, in the save's transaction, so only those
    cards' pages are rebuilt (dataversion.pages.shows(scope=...))."""

    scope = models.CharField(max_length=255, unique=True)
    number = models.PositiveBigIntegerField(default=0)

    def __str__(self) -> str:
        return f"{self.scope} at {self.number}"

    @classmethod
    def of(cls, scope: str) -> int:
        return cls.objects.filter(scope=scope).values_list("number", flat=True).first() or 0


class ChangeLog(models.Model):
    """A change that affects search, written in the same transaction as the change itself.

    Every node replays the rows it has not applied yet, in id order (search.follow). SYNC: something changed
    that the writer did not list (an import); a node compares its whole index with the database. OBJECTS:
    these objects changed (`items`: [{"model": "translations.translation", "pk": 12}, ...]); a node rewrites their
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

    def __str__(self) -> str:
        return f"change {self.pk}: {self.kind} {self.items or ''}".strip()
