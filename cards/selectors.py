"""Reads about cards: find one by any of its names, or names close to one that found nothing (typed: mypy)."""

from __future__ import annotations

import difflib

from django.db.models import Count

from cards.models import Card, CardName, card_slug, name_key

MANY = 50  # names shared by more cards than this do not exist; the bound keeps a lookup one small read


def find_card(name: str | None) -> Card | None:
    """The card called `name`: its Oracle name, a face's, a printed name (or face) in another language, or its slug.

    One indexed lookup in CardName whatever the name: name_key() sets aside
    case, accents, full-width letters, curly apostrophes and no-break spaces.
    When several cards answer (two cards printed under one French name), an
    Oracle name wins, then the card printed most often (the misspelt "Sultai
    Ascendacy" of one starter deck is not the Sultai Ascendancy people mean),
    then the first by name.
    """
    name = " ".join((name or "").split())
    if not name or "\x00" in name:
        return None  # no name holds a NUL, and PostgreSQL refuses a query that does (a 500 before, through `cast`)
    key = name_key(name)
    hits = list(CardName.objects.filter(key=key).select_related("card")[:MANY])
    if len({hit.card_id for hit in hits}) > 1:
        printings = dict(
            Card.objects.filter(pk__in={hit.card_id for hit in hits})
            .annotate(n=Count("printings"))
            .values_list("pk", "n")
        )
        hits.sort(key=lambda hit: (hit.language != "en", -printings[hit.card_id], hit.card.name))
    if hits:
        return hits[0].card
    # An address rather than a name ("saheelis-directive"): two indexed lookups more, never a scan.
    return Card.objects.filter(slug=name.lower()).first() or Card.objects.filter(slug=card_slug(name)).first()


def cards_by_short_name(name: str) -> list[Card]:
    """The cards a short name stands for: "Thalia" is Thalia, Guardian of Thraben (and any other Thalia, ...), as
    judges say a legendary card's name. A range scan of CardName, bounded."""
    key = name_key(name)
    if not key or "," in key:
        return []
    prefix = key + ","
    rows = CardName.objects.filter(key__gte=prefix, key__lt=prefix + "\U0010ffff").select_related("card")[:MANY]
    return list({row.card_id: row.card for row in rows}.values())


def card_suggestions(name: str, *, limit: int = 5) -> list[str]:
    """Oracle names of the cards whose names (in any language) are close to one that found nothing.

    Candidates are the indexed names that start like it (three letters, then
    two, then one: a range scan of CardName, not a walk over every name).
    """
    key = name_key(name)
    if not key:
        return []
    names: dict[str, str] = {}  # key -> card name
    for size in (3, 2, 1):
        prefix = key[:size]
        rows = (
            CardName.objects.filter(key__gte=prefix, key__lt=prefix + "\U0010ffff")
            .order_by("key")
            .values_list("key", "card__name")[:CANDIDATES]
        )
        names.update((k, card) for k, card in rows if k not in names)
        close = difflib.get_close_matches(key, list(names), n=limit * 3, cutoff=0.6)
        if close:
            return list(dict.fromkeys(names[k] for k in close))[:limit]
    return []


CANDIDATES = 5000
