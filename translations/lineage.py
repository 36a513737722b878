"""Rule translations follow their rule when a CR import moves it to another lineage (rules.store keeps the
lineage whole; ingest.cr calls this inside the version's transaction, before the emptied lineage is dropped)."""

from __future__ import annotations

from collections.abc import Mapping

from translations.models import Translation


def follow_lineages(remap: Mapping[int, int]) -> None:
    """{old lineage id: new}: each translation moves unless the new lineage already has one in that language."""
    for source, target in remap.items():
        taken = set(Translation.objects.filter(rule_id=target).values_list("language", flat=True))
        Translation.objects.filter(rule_id=source).exclude(language__in=taken).update(rule_id=target)
