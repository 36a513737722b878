"""Reads for the editor pages: the queue with its filters and counts (keyword-only, typed: mypy in `make lint`)."""

from __future__ import annotations

from typing import Any

from django.db.models import Case, Count, Exists, IntegerField, OuterRef, Q, QuerySet, Value, When

from rules.models import CRVersion, RuleParagraph
from rulings.models import Ruling
from translations.models import Translation

# Work first: what went stale, then what awaits review, then machine text; approved last.
PRIORITY = ["outdated", "needs_review", "machine", "untranslated", "approved"]


def _section_q(section: str) -> Q:
    if "." in section or len(section) == 1:
        return Q(rule__paragraphs__number__startswith=section)
    return Q(rule__paragraphs__number=section) | Q(rule__paragraphs__number__startswith=section + ".")


def translation_queue(
    *,
    language: str = "fr",
    status: str = "",
    origin: str = "",
    card: str = "",
    set: str = "",
    section: str = "",
    q: str = "",
) -> tuple[QuerySet[Translation], list[tuple[str, str, int]]]:
    """Translations matching the filters (state excluded from `counts`, see status_counts)."""
    qs = Translation.objects.filter(language=language)
    if origin:
        qs = qs.filter(origin=origin)
    if card:
        qs = qs.filter(
            Q(ruling__cards__name__icontains=card)
            | Q(ruling__cards__slug=card)
            | Q(ruling__cards__localizations__name__icontains=card)
        )
    if set:
        qs = qs.filter(ruling__cards__printings__card_set__code__iexact=set)
    if section:
        qs = qs.filter(_section_q(section))
    if q:
        qs = qs.filter(
            Q(text__icontains=q)
            | Q(source_text__icontains=q)
            | Q(ruling__text__icontains=q)
            | Q(rule__paragraphs__number=q)
            | Q(rule__label__icontains=q)
        )
    # Joins through cards and paragraphs repeat rows: keep one per translation.
    ids = qs.values("pk").distinct()
    base = Translation.objects.filter(pk__in=ids)
    counts = status_counts(base)
    if status:
        base = base.filter(status=status)
    priority = Case(
        *[When(status=s, then=Value(i)) for i, s in enumerate(PRIORITY)],
        default=Value(len(PRIORITY)),
        output_field=IntegerField(),
    )
    return base.select_related("ruling", "rule", "updated_by").order_by(priority, "-updated_at", "pk"), counts


def status_counts(queryset: QuerySet[Translation]) -> list[tuple[str, str, int]]:
    found = dict(queryset.values_list("status").annotate(n=Count("pk")).order_by())
    return [(value, label, found.get(value, 0)) for value, label in Translation.Status.choices]


def not_started(
    *,
    language: str = "fr",
    origin: str = "",
    card: str = "",
    set: str = "",
    section: str = "",
    q: str = "",
    **_: Any,
) -> tuple[QuerySet[Ruling], QuerySet[RuleParagraph]]:
    """(rulings, paragraphs of today's CR) with no translation in `language` yet: the rest of the untranslated state.

    Both are lazy querysets (NOT EXISTS on indexed keys), for counting and paging
    without loading the corpus. A text not started has no origin, so an origin
    filter leaves nothing; card/set filters only match rulings, a section only rules.
    """
    none = Ruling.objects.none(), RuleParagraph.objects.none()
    if origin:
        return none
    rulings = Ruling.objects.filter(~Exists(Translation.objects.filter(ruling=OuterRef("pk"), language=language)))
    current = CRVersion.current()
    paragraphs = RuleParagraph.objects.none()
    if current is not None:
        paragraphs = RuleParagraph.objects.filter(version=current, lineage__isnull=False).filter(
            ~Exists(Translation.objects.filter(rule=OuterRef("lineage_id"), language=language))
        )
    if card or set:
        narrowed = Ruling.objects.all()
        if card:
            narrowed = narrowed.filter(
                Q(cards__name__icontains=card) | Q(cards__slug=card) | Q(cards__localizations__name__icontains=card)
            )
        if set:
            narrowed = narrowed.filter(cards__printings__card_set__code__iexact=set)
        rulings = rulings.filter(pk__in=narrowed.values("pk"))
        paragraphs = RuleParagraph.objects.none()
    if section:
        rulings = Ruling.objects.none()
        if "." in section or len(section) == 1:
            paragraphs = paragraphs.filter(number__startswith=section)
        else:
            paragraphs = paragraphs.filter(Q(number=section) | Q(number__startswith=section + "."))
    if q:
        rulings = rulings.filter(text__icontains=q)
        paragraphs = paragraphs.filter(Q(text__icontains=q) | Q(title__icontains=q) | Q(number=q))
    return rulings.order_by("-date", "pk"), paragraphs.order_by("position")
