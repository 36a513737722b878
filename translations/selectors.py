"""Read-side selectors for translations. Arguments after the first are keyword-only; typed (mypy, `make lint`)."""

from __future__ import annotations

from collections.abc import Iterable

from translations.models import Translation

FRENCH = "fr"


def translations_by_lineage(lineage_ids: Iterable[int | None], *, language: str = FRENCH) -> dict[int, Translation]:
    """{lineage id: its translation in `language`} for the rule lineages given (None ids are skipped)."""
    return {
        t.rule_id: t for t in Translation.objects.filter(rule_id__in=[i for i in lineage_ids if i], language=language)
    }
