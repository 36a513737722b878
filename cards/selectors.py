"""Reads about cards: find one by any of its names, and the payload the API and pages show."""
import difflib
import re

from django.db.models import Prefetch

from cards.models import Card, CardLocalization, card_slug
from rulings.citations import annotate_rules, rules_payload
from rules.models import CRVersion
from rulings.models import CardRuling, Translation


def find_card(name):
    """The card called `name`: English name (any case), slug, one face of "A // B", or a printed name in another language."""
    name = " ".join((name or "").split())
    if not name:
        return None
    card = Card.objects.filter(name__iexact=name).first() or Card.objects.filter(slug=name.lower()).first()
    if card:
        return card
    card = Card.objects.filter(slug=card_slug(name)).first()
    if card:
        return card
    for pattern in (f"{name} // ", f" // {name}"):
        lookup = "name__istartswith" if pattern.endswith(" ") else "name__iendswith"
        card = Card.objects.filter(**{lookup: pattern}).order_by("name").first()
        if card:
            return card
    # SQLite compares non-ASCII case-sensitively, so printed names are also compared folded in Python.
    localization = CardLocalization.objects.filter(name__iexact=name).select_related("card").order_by("card__name").first()
    if localization is None and not name.isascii():
        # SQLite folds only ASCII case: narrow by the longest ASCII run, then compare folded in Python.
        runs = sorted(re.findall(r"[ -~]+", name), key=len, reverse=True)
        rows = CardLocalization.objects.filter(name__icontains=runs[0]) if runs else CardLocalization.objects.all()
        wanted = name.casefold()
        localization = next((loc for loc in rows.select_related("card").order_by("card__name") if loc.name.casefold() == wanted), None)
    return localization.card if localization else None


def card_suggestions(name, limit=5):
    """Close English names for a name that found no card."""
    name = " ".join((name or "").split())
    if not name:
        return []
    names = list(Card.objects.filter(name__istartswith=name[:2]).values_list("name", flat=True)[:5000])
    if len(names) < limit:
        names += list(Card.objects.filter(name__icontains=name[:4]).values_list("name", flat=True)[:5000])
    by_fold = {n.casefold(): n for n in names}
    close = difflib.get_close_matches(name.casefold(), list(by_fold), n=limit, cutoff=0.6)
    if not close:
        everything = {n.casefold(): n for n in Card.objects.values_list("name", flat=True)}
        close = difflib.get_close_matches(name.casefold(), list(everything), n=limit, cutoff=0.6)
        by_fold = everything
    return [by_fold[c] for c in close]


def _predicates_of(ruling):
    """Predicates encoding this ruling, from the predicates feature (predicates.links) when present."""
    try:
        from predicates.links import predicates_for_ruling
    except ImportError:
        return []
    return list(predicates_for_ruling(ruling))


def card_payload(card):
    """The card as the JSON API and the card page show it; rulings in the card's order."""
    card_rulings = list(
        CardRuling.objects.filter(card=card)
        .select_related("ruling")
        .prefetch_related(Prefetch("ruling__translations", queryset=Translation.objects.order_by("language")))
        .order_by("position")
    )
    localizations = list(card.localizations.order_by("language"))
    annotate_rules(card, [cr.ruling for cr in card_rulings], CRVersion.current())
    return {
        "name": card.name,
        "slug": card.slug,
        "mana_cost": card.mana_cost,
        "mana_value": card.mana_value,
        "type_line": card.type_line,
        "oracle_text": card.oracle_text,
        "layout": card.layout,
        "power": card.power,
        "toughness": card.toughness,
        "loyalty": card.loyalty,
        "faces": card.faces,
        "sets": [{"code": s.code, "name": s.name} for s in card.sets.order_by("release_date", "code").distinct()],
        "names": {"en": card.name, **{loc.language: loc.name for loc in localizations if loc.name}},
        "texts": {"en": card.oracle_text, **{loc.language: loc.text for loc in localizations if loc.text}},
        "rulings": [
            {
                "id": cr.ruling.uid,
                "position": cr.position,
                "date": cr.ruling.date.isoformat(),
                "source": cr.ruling.source,
                "text": cr.ruling.text,
                "flags": cr.ruling.flags,
                "translations": [
                    {"language": t.language, "text": t.text, "origin": t.origin, "status": t.status, "flags": t.flags}
                    for t in cr.ruling.translations.all()
                ],
                "rules": rules_payload(cr.ruling),
                "predicates": _predicates_of(cr.ruling),
            }
            for cr in card_rulings
        ],
    }
