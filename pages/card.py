"""The card page: the card with its rulings, their translations, the rules they rest on and their predicates."""

from django.db.models import Prefetch
from django.shortcuts import redirect, render

from cards.models import Card, CardLocalization, Printing, card_scope, card_slug
from cards.selectors import card_suggestions
from dataversion.pages import shows
from predicates.links import predicates_for_ruling
from rules.models import CRVersion
from rulings.links import link_rulings
from rulings.models import CardRuling, Ruling
from rulings_site.http import page
from translations.models import Translation

FRENCH = "fr"


@shows(scope=lambda kwargs: card_scope(kwargs["slug"]))
@page
def card(request, slug):
    found = (
        Card.objects.filter(slug=slug)
        .prefetch_related(
            Prefetch(
                "printings",
                queryset=Printing.objects.select_related("card_set").order_by(
                    "card_set__release_date", "card_set__code"
                ),
            ),
            Prefetch("localizations", queryset=CardLocalization.objects.filter(language=FRENCH)),
        )
        .first()
    )
    if found is None:
        return _card_not_found(request, slug)
    current = CRVersion.current()
    placements = list(
        CardRuling.objects.filter(card=found)
        .select_related("ruling")
        .prefetch_related(
            Prefetch("ruling__translations", queryset=Translation.objects.filter(language=FRENCH), to_attr="french")
        )
        .order_by("position")
    )
    rulings = []
    for placement in placements:
        r = placement.ruling
        r.position = placement.position
        r.french = r.french[0] if r.french else None
        r.predicates = predicates_for_ruling(r)
        rulings.append(r)
    link_rulings(found, rulings)
    sets = []
    for printing in found.printings.all():
        if printing.card_set not in sets:
            sets.append(printing.card_set)
    french = found.localizations.all()
    french = french[0] if french else None
    faces = _faces(found, french)
    return render(
        request,
        "cards/card.html",
        {
            "card": found,
            "french": french,
            "faces": faces,
            "french_text": bool(french and (french.text or french.type_line)) or any(f["french"] for f in faces),
            "sets": sets,
            # WotC's rulings, and Scryfall's own notes apart: they are not rulings.
            "rulings": [r for r in rulings if r.source != Ruling.Source.SCRYFALL],
            "notes": [r for r in rulings if r.source == Ruling.Source.SCRYFALL],
            "current": current,
        },
    )


def _faces(card, french):
    """The other faces, each with its French (name, type line, text) when the printed data has it."""
    printed = (french.faces if french else None) or []
    return [
        {**face, "french": printed[index] if index < len(printed) and any(printed[index].values()) else None}
        for index, face in enumerate(card.faces or [])
    ]


def _card_not_found(request, slug):
    # An old or hand-typed address ("Saheeli's Directive", "saheelis_directive") may still name a card.
    fixed = card_slug(slug.replace("_", " "))
    if fixed != slug and Card.objects.filter(slug=fixed).exists():
        return redirect("cards:card", slug=fixed)
    # A card once known by its front face's name alone (a scraped page's Prowl, Stoic Strategist) has since
    # taken its whole name's address.
    for whole in Card.objects.filter(slug__startswith=f"{fixed}-", name__contains=" // ").only("name", "slug"):
        if card_slug(whole.name.split(" // ")[0]) == fixed:
            return redirect("cards:card", slug=whole.slug)
    names = card_suggestions(slug.replace("-", " ").replace("_", " "))
    suggestions = list(Card.objects.filter(name__in=names).only("name", "slug"))
    return render(
        request,
        "404.html",
        {"path": request.path, "message": f"No card has the address “{slug}”.", "suggestions": suggestions},
        status=404,
    )
