"""One number for the whole site's data, so that cached answers are never stale after a change."""

from django.db import models


class DataVersion(models.Model):
    """A single row: imports and editors' saves bump `number` in the transaction that changes the data."""

    number = models.PositiveBigIntegerField(default=0)
    changed_at = models.DateTimeField(auto_now=True)

    def __str__(self):
        return f"data version {self.number}"
