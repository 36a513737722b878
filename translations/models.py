"""Translations: a non-English text beside an English rule (its lineage, rules.RuleLineage) or ruling.

The table keeps its name from when the model lived in rulings (rulings_translation, migration
translations.0001): existing databases keep every row.
"""

from __future__ import annotations

import hashlib

from django.conf import settings
from django.db import models


def text_hash(text: str) -> str:
    """The hash a translation stores of the English it was made from."""
    return hashlib.sha256(" ".join(text.split()).encode("utf-8")).hexdigest()


class Translation(models.Model):
    """A non-English text standing beside an English rule paragraph or ruling.

    The English is authoritative. source_hash is the hash of the English the
    translation was made from; when the English changes the translation is
    outdated and source_text keeps the old English so the change can be shown.
    """

    class Origin(models.TextChoices):
        OFFICIAL = "official"
        MACHINE = "machine"
        EDITOR = "editor"

    class Status(models.TextChoices):
        UNTRANSLATED = "untranslated"
        MACHINE = "machine"
        NEEDS_REVIEW = "needs_review"
        APPROVED = "approved"
        OUTDATED = "outdated"

    language = models.CharField(max_length=8, default="fr")
    # Exactly one of rule / ruling is set.
    rule = models.ForeignKey(
        "rules.RuleLineage", null=True, blank=True, on_delete=models.CASCADE, related_name="translations"
    )
    ruling = models.ForeignKey(
        "rulings.Ruling", null=True, blank=True, on_delete=models.CASCADE, related_name="translations"
    )
    text = models.TextField(blank=True)
    origin = models.CharField(max_length=10, choices=Origin.choices)
    status = models.CharField(max_length=15, choices=Status.choices)
    source_hash = models.CharField(max_length=64)
    source_text = models.TextField(blank=True)
    # Problems found at import, e.g. ["symbols_stripped"] when mana symbols could not be repaired.
    flags = models.JSONField(default=list, blank=True)
    # Optimistic concurrency: a save must name the revision it was made from.
    revision = models.PositiveIntegerField(default=1)
    updated_at = models.DateTimeField(auto_now=True)
    updated_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    class Meta:
        db_table = "rulings_translation"
        constraints = [
            models.CheckConstraint(
                condition=(
                    models.Q(rule__isnull=False, ruling__isnull=True)
                    | models.Q(rule__isnull=True, ruling__isnull=False)
                ),
                name="translation_has_one_target",
            ),
            models.UniqueConstraint(
                fields=["rule", "language"], condition=models.Q(rule__isnull=False), name="unique_rule_translation"
            ),
            models.UniqueConstraint(
                fields=["ruling", "language"],
                condition=models.Q(ruling__isnull=False),
                name="unique_ruling_translation",
            ),
        ]

    def __str__(self) -> str:
        target = self.rule or self.ruling
        return f"[{self.language}] {target}"

    def is_current_for(self, english: str) -> bool:
        return self.source_hash == text_hash(english)
