"""One number for the whole site's data, so that cached answers are never stale after a change; and the change log
that every node's search index follows (dataversion.changelog, search.follow)."""

from django.db import models
from django.db.models import F
from django.db.models.functions import Greatest


class DataVersion(models.Model):
    """A single row: imports and editors' saves bump `number` in the transaction that changes the data."""

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

    def __str__(self):
        return f"data version {self.number}"

    @classmethod
    def advance(cls, *, parts=True, translations=None):
        """Add one to the number (and to `parts` unless told not to; to the `translations` counter named),
        inside the caller's transaction.

        The UPDATE holds the row's lock until that transaction ends, so every transaction that advances the
        version (and then writes to the change log) runs its log writes one at a time, in commit order.
        """
        changes = {"number": F("number") + 1, **({"parts": F("parts") + 1} if parts else {})}
        if translations is not None:
            changes[cls._translations(translations)] = F(translations) + 1
        if not cls.objects.filter(pk=1).update(**changes):
            cls.objects.create(pk=1, number=1, parts=1 if parts else 0, **({translations: 1} if translations else {}))

    @classmethod
    def narrow_to(cls, translations):
        """Turn this transaction's own advance() into one of `translations` only (rule_translations or
        ruling_translations): the change was a translation's, which no cached part shows and only the pages
        showing that kind of translation show. Only inside the transaction that advanced it (it holds the lock)."""
        cls.objects.filter(pk=1).update(
            parts=Greatest(F("parts") - 1, 0), **{cls._translations(translations): F(translations) + 1}
        )

    @classmethod
    def _translations(cls, name):
        if name not in cls.TRANSLATIONS:
            raise ValueError(f"translations must be one of {cls.TRANSLATIONS}, not {name!r}")
        return name


class PageVersion(models.Model):
    """A version of one page's own data (`scope`, e.g. "card:whir-of-invention"): an editor's save of a ruling's
    translation advances the scope of each card carrying the ruling, in the save's transaction, so only those
    cards' pages are rebuilt (dataversion.pages.shows(scope=...))."""

    scope = models.CharField(max_length=255, unique=True)
    number = models.PositiveBigIntegerField(default=0)

    def __str__(self):
        return f"{self.scope} at {self.number}"

    @classmethod
    def advance(cls, scopes):
        """Inside the caller's transaction, which holds the DataVersion row's lock (so no two create one scope)."""
        for scope in sorted(set(scopes)):
            if not cls.objects.filter(scope=scope).update(number=F("number") + 1):
                cls.objects.create(scope=scope, number=1)

    @classmethod
    def of(cls, scope):
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

    def __str__(self):
        return f"change {self.pk}: {self.kind} {self.items or ''}".strip()
