"""The admin site's saves announce before they write (dataversion.announce), as imports and editors' saves do.

Announcing locks the DataVersion row. An import takes it first and then writes rulings, cards and rules; an admin's
save wrote its row first and announced after (search.receivers, on the admin's LogEntry). With both at once, each
could wait for the other's row, and PostgreSQL would fail one of them. Taking the DataVersion row first keeps one
lock order for every writer (docs/dataflow.md).
"""

from typing import Any

from .announce import SYNC, announce


class AnnouncedFirst:
    """A ModelAdmin mixin: the change announced (a SYNC) before the object's row is written."""

    def save_model(self, request: Any, obj: Any, form: Any, change: bool) -> None:
        announce(SYNC)
        super().save_model(request, obj, form, change)  # type: ignore[misc]
