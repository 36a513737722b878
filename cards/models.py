from django.db import models
from django.urls import reverse
from django.utils.text import slugify


def card_url(slug):
    return reverse("cards:card", args=[slug])


class CardSet(models.Model):
    code = models.CharField(max_length=16, unique=True)
    name = models.CharField(max_length=200)
    release_date = models.DateField(null=True, blank=True)
    set_type = models.CharField(max_length=40, blank=True)

    class Meta:
        ordering = ["release_date", "code"]

    def __str__(self):
        return f"{self.name} ({self.code})"


class Card(models.Model):
    """One card, deduplicated by its English name across printings."""

    name = models.CharField(max_length=200, unique=True)
    slug = models.SlugField(max_length=220, unique=True)
    mana_cost = models.CharField(max_length=100, blank=True)
    # Un-sets have half mana values (e.g. 0.5), so not an integer.
    mana_value = models.FloatField(default=0)
    type_line = models.CharField(max_length=200, blank=True)
    oracle_text = models.TextField(blank=True)
    layout = models.CharField(max_length=40, blank=True)
    power = models.CharField(max_length=10, blank=True)
    toughness = models.CharField(max_length=10, blank=True)
    loyalty = models.CharField(max_length=10, blank=True)
    # Other faces of split/flip/transform cards: [{name, mana_cost, type_line, oracle_text}]
    faces = models.JSONField(default=list, blank=True)
    sets = models.ManyToManyField(CardSet, through="Printing", related_name="cards")

    class Meta:
        ordering = ["name"]

    def __str__(self):
        return self.name

    def get_absolute_url(self):
        return card_url(self.slug)

    def save(self, *args, **kwargs):
        if not self.slug:
            self.slug = card_slug(self.name)
        super().save(*args, **kwargs)

    def localized(self, language):
        return self.localizations.filter(language=language).first()


def card_slug(name):
    return slugify(name.replace("'", "")) or "card"


class Printing(models.Model):
    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="printings")
    card_set = models.ForeignKey(CardSet, on_delete=models.CASCADE, related_name="printings")
    number = models.CharField(max_length=20, blank=True)
    multiverse_id = models.IntegerField(null=True, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["card", "card_set", "number"], name="unique_printing")]


class CardLocalization(models.Model):
    """A card's printed name, type line and text in another language (official)."""

    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="localizations")
    language = models.CharField(max_length=8)  # ISO 639-1: fr, de, it, ...
    name = models.CharField(max_length=200)
    type_line = models.CharField(max_length=200, blank=True)
    text = models.TextField(blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["card", "language"], name="unique_card_language")]
        indexes = [models.Index(fields=["language", "name"])]

    def __str__(self):
        return f"{self.card.name} [{self.language}] {self.name}"
