"""Rulings: dated official statements shared by the cards that carry them (their translations: translations.models)."""

from django.db import models


class Ruling(models.Model):
    """One dated official statement, shared by every card that carries it."""

    class Source(models.TextChoices):
        WOTC = "wotc"
        SCRYFALL = "scryfall"

    uid = models.CharField(
        max_length=16, unique=True
    )  # stable public id from the first text seen, see ingest.importers.common.ruling_uid
    date = models.DateField()
    source = models.CharField(max_length=10, choices=Source.choices, default=Source.WOTC)
    text = models.TextField()
    # Problems found at import: ["symbols_stripped"] when a scraped English ruling lost its mana
    # symbols and no English original could repair it.
    flags = models.JSONField(default=list, blank=True)
    cards = models.ManyToManyField("cards.Card", through="CardRuling", related_name="rulings")

    class Meta:
        ordering = ["date", "id"]

    def __str__(self):
        return f"{self.date} {self.text[:60]}"


class CardRuling(models.Model):
    card = models.ForeignKey("cards.Card", on_delete=models.CASCADE, related_name="card_rulings")
    ruling = models.ForeignKey(Ruling, on_delete=models.CASCADE, related_name="card_rulings")
    position = models.PositiveIntegerField()  # judges cite "ruling 3"

    class Meta:
        ordering = ["card", "position"]
        constraints = [
            models.UniqueConstraint(fields=["card", "ruling"], name="unique_card_ruling"),
        ]

    def __str__(self):
        return f"{self.card_id} ruling {self.position}"
