"""The English a translation stands beside, as it is today, and the translations it has left behind."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rules.models import RuleParagraph
from translations.models import Translation, text_hash

if TYPE_CHECKING:
    from django.db.models import QuerySet

    from rules.models import RuleLineage


def current_paragraph(lineage: RuleLineage) -> RuleParagraph | None:
    """The newest paragraph of a rule lineage (its number and text today)."""
    return lineage.paragraphs.select_related("version").order_by("-version__effective_date").first()


def english_for(translation: Translation) -> str:
    """The authoritative English the translation stands beside, as it is today."""
    if translation.ruling_id:
        return translation.ruling.text
    paragraph = current_paragraph(translation.rule)
    return paragraph.full_text if paragraph else ""


def current_english_by_translation(translations: Sequence[Translation]) -> dict[int, str | None]:
    """{translation id: today's English} in two queries whatever the number of translations."""
    lineage_ids = {t.rule_id for t in translations if t.rule_id}
    latest = {}
    paragraphs = (
        RuleParagraph.objects.filter(lineage_id__in=lineage_ids)
        .order_by("version__effective_date")
        .only("lineage_id", "kind", "title", "text")
    )
    for paragraph in paragraphs.iterator():
        latest[paragraph.lineage_id] = paragraph.full_text
    return {t.pk: (t.ruling.text if t.ruling_id else latest.get(t.rule_id)) for t in translations}


def left_behind(*, queryset: QuerySet[Translation] | None = None) -> list[Translation]:
    """The translations (of `queryset`, default all) whose English changed since they were made, and that are not
    marked outdated yet: the editors' workflow marks them (editor.services.mark_outdated_translations), with history.

    An untranslated entry has nothing to go stale: it just follows the English, here.
    """
    queryset = Translation.objects.all() if queryset is None else queryset
    translations = list(queryset.select_related("ruling").exclude(status=Translation.Status.OUTDATED))
    english = current_english_by_translation(translations)
    found = []
    for translation in translations:
        today = english.get(translation.pk)
        if today is None or translation.source_hash == text_hash(today):
            continue
        if translation.status == Translation.Status.UNTRANSLATED and not translation.text.strip():
            Translation.objects.filter(pk=translation.pk).update(source_hash=text_hash(today), source_text=today)
            continue
        found.append(translation)
    return found
