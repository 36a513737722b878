"""History, comments, check overrides and the audit trail of translation editing.

The Translation itself lives in rulings.models; everything here is about who
changed it, how and why.
"""

from django.conf import settings
from django.db import models

from translations.models import Translation


class TranslationRevision(models.Model):
    """One state of a translation, kept forever so any version can be restored.

    `number` is the Translation.revision the change produced; the baseline
    (the text as imported, before any editor touched it) is kept too.
    """

    class Action(models.TextChoices):
        BASELINE = "baseline"  # the text as it stood before the first recorded change
        SAVE = "save"
        APPROVE = "approve"
        REVERT = "revert"
        OUTDATE = "outdate"  # the English changed under the translation
        IMPORT = "import"  # from a PO/XLIFF file
        START = "start"  # an editor opened a translation of a text that had none

    translation = models.ForeignKey(Translation, on_delete=models.CASCADE, related_name="history")
    number = models.PositiveIntegerField()
    action = models.CharField(max_length=10, choices=Action.choices)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    old_text = models.TextField(blank=True)
    text = models.TextField(blank=True)
    old_status = models.CharField(max_length=15, blank=True)
    status = models.CharField(max_length=15, choices=Translation.Status.choices)
    origin = models.CharField(max_length=10, choices=Translation.Origin.choices)
    source_hash = models.CharField(max_length=64, blank=True)
    source_text = models.TextField(blank=True)
    # Names of the checks that failed on this text, e.g. ["symbols", "typography"].
    failed_checks = models.JSONField(default=list, blank=True)
    note = models.CharField(max_length=300, blank=True)

    class Meta:
        ordering = ["translation", "number", "id"]
        indexes = [models.Index(fields=["translation", "number"])]
        # The two roles (editor.roles): editing is what makes revisions. Groups get them in a data migration.
        permissions = [
            ("edit_translation", "Can edit and suggest French translations"),
            ("review_translation", "Can approve French translations and change approved ones"),
        ]

    def __str__(self):
        return f"{self.translation_id} r{self.number} {self.action}"


class CheckOverride(models.Model):
    """A reviewer approved a text although checks failed; the reason is required."""

    revision = models.OneToOneField(TranslationRevision, on_delete=models.CASCADE, related_name="override")
    reviewer = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    failed_checks = models.JSONField(default=list)
    reason = models.TextField()
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self):
        return f"override of {', '.join(self.failed_checks)} on {self.revision}"


class Comment(models.Model):
    translation = models.ForeignKey(Translation, on_delete=models.CASCADE, related_name="comments")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    text = models.TextField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "id"]

    def __str__(self):
        return f"comment on {self.translation_id} by {self.user_id}"


class AuditEntry(models.Model):
    """Who did what to which translation; also written to the `editor.audit` logger."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    action = models.CharField(max_length=40)
    translation = models.ForeignKey(Translation, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    detail = models.JSONField(default=dict, blank=True)
    ip = models.CharField(max_length=45, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        verbose_name_plural = "audit entries"

    def __str__(self):
        return f"{self.created_at:%Y-%m-%d %H:%M} {self.action}"
