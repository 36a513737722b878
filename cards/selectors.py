"""Reads about cards: find one by any of its names, or names close to one that found nothing."""

import difflib
import re

from cards.models import Card, CardLocalization, card_slug


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
    localization = (
        CardLocalization.objects.filter(name__iexact=name).select_related("card").order_by("card__name").first()
    )
    if localization is None and not name.isascii():
        # SQLite folds only ASCII case: narrow by the longest ASCII run, then compare folded in Python.
        runs = sorted(re.findall(r"[ -~]+", name), key=len, reverse=True)
        rows = CardLocalization.objects.filter(name__icontains=runs[0]) if runs else CardLocalization.objects.all()
        wanted = name.casefold()
        localization = next(
            (loc for loc in rows.select_related("card").order_by("card__name") if loc.name.casefold() == wanted), None
        )
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
