"""The Comprehensive Rules: versions, paragraphs, the lineage of each rule across versions, the glossary."""

from django.db import models
from django.urls import reverse


def rule_url(number, version_date=None):
    """The page of a rule: today's, or the one of the version in force on version_date."""
    url = reverse("rules:rule", args=[number])
    return f"{url}?version={version_date.isoformat()}" if version_date else url


class CRVersion(models.Model):
    effective_date = models.DateField(unique=True)
    source_name = models.CharField(max_length=200)
    checksum = models.CharField(max_length=64)
    imported_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        # The table kept its name when the model moved from rulings (no data copied).
        db_table = "rulings_crversion"
        ordering = ["effective_date"]
        get_latest_by = "effective_date"

    def __str__(self):
        return self.effective_date.isoformat()

    def get_absolute_url(self):
        return f"{reverse('rules:contents')}?version={self.effective_date.isoformat()}"

    @classmethod
    def current(cls):
        return cls.objects.order_by("-effective_date").first()


class RuleLineage(models.Model):
    """The identity of one rule across CR versions (same rule, renumbered or edited)."""

    # The rule's title or first words in the newest version it appears in, for display.
    label = models.CharField(max_length=200, blank=True)

    class Meta:
        # The table kept its name when the model moved from rulings (no data copied).
        db_table = "rulings_rulelineage"

    def __str__(self):
        return self.label or f"lineage {self.pk}"


class RuleParagraph(models.Model):
    class Kind(models.TextChoices):
        SECTION = "section"  # "7. Additional Rules"
        RULE = "rule"  # "702." and "702.126." (numbered, may have a title)
        SUBRULE = "subrule"  # "702.126a"

    class Change(models.TextChoices):
        ADDED = "added"
        UNCHANGED = "unchanged"
        EDITED = "edited"
        RENUMBERED = "renumbered"
        RENUMBERED_EDITED = "renumbered_edited"

    version = models.ForeignKey(CRVersion, on_delete=models.CASCADE, related_name="paragraphs")
    number = models.CharField(max_length=20)  # "702", "702.126", "702.126a"
    kind = models.CharField(max_length=10, choices=Kind.choices)
    parent = models.ForeignKey("self", null=True, blank=True, on_delete=models.CASCADE, related_name="children")
    title = models.CharField(max_length=200, blank=True)  # "Improvise" for 702.126
    text = models.TextField(blank=True)
    examples = models.JSONField(default=list, blank=True)
    # Phrases the file italicises (2008-2014 files mark them "_Magic_"); title, text and examples hold the words
    # without the marks, and pages italicise these phrases again (rules.text.emphasize).
    emphasis = models.JSONField(default=list, blank=True)
    position = models.PositiveIntegerField()  # order within the version
    lineage = models.ForeignKey(RuleLineage, null=True, on_delete=models.SET_NULL, related_name="paragraphs")
    # How this paragraph relates to its lineage's paragraph in the previous version.
    change = models.CharField(max_length=20, choices=Change.choices, default=Change.ADDED)

    class Meta:
        # The table kept its name when the model moved from rulings (no data copied).
        db_table = "rulings_ruleparagraph"
        ordering = ["version", "position"]
        constraints = [models.UniqueConstraint(fields=["version", "number"], name="unique_rule_number")]
        indexes = [
            models.Index(fields=["number"]),
            # The titled rules of every version (keywords, concepts' rules: rulings.link_tables): 29,000 of 225,000
            # paragraphs on the 106 versions, read in 0.035 s instead of a scan of the whole table in 0.12 s.
            models.Index(
                fields=["version", "position"],
                condition=models.Q(kind="rule") & ~models.Q(title=""),
                name="titled_rules",
            ),
        ]

    def __str__(self):
        return f"{self.number} ({self.version})"

    def get_absolute_url(self):
        return rule_url(self.number, self.version.effective_date)

    @property
    def full_text(self):
        return f"{self.title}" if self.kind != self.Kind.SUBRULE and self.title and not self.text else self.text


class RulePart(models.Model):
    """Words of one paragraph that went on into a paragraph of the next version that is not its continuation.

    A paragraph whose lineage ends with parts was merged (one target) or split (several); one whose lineage
    goes on and also has parts was split (712.7 of 2022-11-18 into 712.11, its continuation, and 712.11a and
    712.11b). Found by rules.parts.parts at import, between consecutive versions.
    """

    source = models.ForeignKey(RuleParagraph, on_delete=models.CASCADE, related_name="parts_to")
    target = models.ForeignKey(RuleParagraph, on_delete=models.CASCADE, related_name="parts_from")

    class Meta:
        constraints = [models.UniqueConstraint(fields=["source", "target"], name="unique_rule_part")]

    def __str__(self):
        return f"{self.source} -> {self.target}"


class GlossaryEntry(models.Model):
    version = models.ForeignKey(CRVersion, on_delete=models.CASCADE, related_name="glossary")
    term = models.CharField(max_length=200)
    text = models.TextField()
    emphasis = models.JSONField(default=list, blank=True)  # as RuleParagraph.emphasis
    position = models.PositiveIntegerField()

    class Meta:
        # The table kept its name when the model moved from rulings (no data copied).
        db_table = "rulings_glossaryentry"
        ordering = ["version", "position"]
        constraints = [models.UniqueConstraint(fields=["version", "term"], name="unique_glossary_term")]

    def __str__(self):
        return f"{self.term} ({self.version})"
