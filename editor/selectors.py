"""Reads for the editor pages: the queue with its filters and counts; what the English is and what the MTG checks
need to know of it (keyword-only, typed: mypy in `make lint`)."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from django.db.models import Case, Count, Exists, IntegerField, OuterRef, Q, QuerySet, Value, When

from cards.models import Card, CardLocalization
from rules.models import CRVersion, RuleParagraph
from rulings.citations import in_force_at
from rulings.models import Ruling
from translations.english import current_paragraph, english_for
from translations.models import Translation

from . import checks as mtg_checks

if TYPE_CHECKING:
    from .checks import CheckResult

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


# --- what the English is, and what the checks need to know -------------------------------


def target_label(translation: Translation) -> str:
    if translation.ruling_id:
        cards = ", ".join(c.name for c in translation.ruling.cards.all()[:3])
        return f"Ruling {translation.ruling.uid} ({translation.ruling.date}){' · ' + cards if cards else ''}"
    paragraph = current_paragraph(translation.rule)
    return f"Rule {paragraph.number}" if paragraph else str(translation.rule)


def _name_candidates(english: str) -> set[str]:
    """Capitalised word runs of the English that could be card names."""
    words = re.findall(r"[\w'’,-]+", english)
    candidates = set()
    for i, word in enumerate(words):
        if not word[:1].isupper():
            continue
        for n in range(1, 8):
            chunk = words[i : i + n]
            if len(chunk) < n:
                break
            candidates.add(" ".join(chunk).rstrip(",").replace("’", "'"))
    return candidates


def card_names_for(translation: Translation, *, english: str) -> dict[str, str | None]:
    """{English card name: official French name or None} for the cards the English mentions."""
    language = translation.language
    cards = set()
    if translation.ruling_id:
        cards |= set(translation.ruling.cards.all())
    candidates = _name_candidates(english)
    if candidates:
        sentence_starts = {m.group(1) for m in re.finditer(r"(?:^|[.!?:]\s+|\n)([\w'’-]+)", english)}
        for card in Card.objects.filter(name__in=candidates):
            # A one-word card name opening a sentence is more likely an ordinary word ("Shock").
            if " " not in card.name and card.name in sentence_starts and card not in cards:
                continue
            cards.add(card)
    names: dict[str, str | None] = {card.name: None for card in cards}
    for loc in CardLocalization.objects.filter(card__in=cards, language=language).select_related("card"):
        names[loc.card.name] = loc.name
    return names


def english_version_id(translation: Translation) -> int | None:
    """The CR version the English is read in: the rule's newest paragraph, or the version in force on the ruling's
    date."""
    if translation.ruling_id:
        versions = list(CRVersion.objects.order_by("effective_date").values_list("id", "effective_date"))
        chosen = in_force_at(versions, translation.ruling.date)
        return chosen[0] if chosen else None
    paragraph = current_paragraph(translation.rule)
    return paragraph.version_id if paragraph else None


def same_rule_for(*, english: str, french: str, version_id: int | None = None) -> Callable[[str, str], bool]:
    """same_rule(english number, french number), lineage-aware by version.

    The English number is read in its own CR version (version_id); a French
    number is fine if, in some imported version, it named that same rule.
    So for a 2022 English citing 702.126a (Improvise) the French may cite
    702.125a (Improvise in 2018), but not for one citing 702.125a (Undaunted
    in 2022). An English number its version lacks falls back to any lineage it had.
    """
    numbers = set(mtg_checks.RULE_RE.findall(english)) | set(mtg_checks.RULE_RE.findall(french))
    ever = defaultdict(set)
    named = {}
    rows = RuleParagraph.objects.filter(number__in=numbers).values_list("number", "lineage_id", "version_id")
    for number, lineage_id, paragraph_version in rows:
        if lineage_id:
            ever[number].add(lineage_id)
        if version_id is not None and paragraph_version == version_id:
            named[number] = lineage_id

    def same_rule(a: str, b: str) -> bool:
        if a == b:
            return True
        if a in named:
            return named[a] is not None and named[a] in ever[b]
        return bool(ever[a] & ever[b])

    return same_rule


def translation_checks(
    *, translation: Translation, text: str | None = None, english: str | None = None
) -> list[CheckResult]:
    """The MTG checks of `text` (default: the stored French) against today's English."""
    english = english_for(translation) if english is None else english
    text = translation.text if text is None else text
    return mtg_checks.run_checks(
        english,
        text,
        french_names=card_names_for(translation, english=english),
        same_rule=same_rule_for(english=english, french=text, version_id=english_version_id(translation)),
    )
