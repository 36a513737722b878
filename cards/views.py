"""HTML pages for cards: the card with its rulings, and the lookup form of the home page."""

from urllib.parse import urlencode

from django.db.models import Prefetch
from django.shortcuts import redirect, render
from django.urls import reverse

from cards.models import Card, CardLocalization, Printing, card_slug
from cards.selectors import card_suggestions, find_card
from predicates.links import predicates_for_ruling
from rules.models import CRVersion
from rulings.citations import annotate_rules
from rulings.models import CardRuling, Translation
from rulings_site.http import BadRequest, page

FRENCH = "fr"


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
    annotate_rules(found, rulings, current)
    sets = []
    for printing in found.printings.all():
        if printing.card_set not in sets:
            sets.append(printing.card_set)
    french = found.localizations.all()
    return render(
        request,
        "cards/card.html",
        {"card": found, "french": french[0] if french else None, "sets": sets, "rulings": rulings, "current": current},
    )


def _card_not_found(request, slug):
    # An old or hand-typed address ("Saheeli's Directive", "saheelis_directive") may still name a card.
    fixed = card_slug(slug.replace("_", " "))
    if fixed != slug and Card.objects.filter(slug=fixed).exists():
        return redirect("cards:card", slug=fixed)
    names = card_suggestions(slug.replace("-", " ").replace("_", " "))
    suggestions = list(Card.objects.filter(name__in=names).only("name", "slug"))
    return render(
        request,
        "404.html",
        {"path": request.path, "message": f"No card has the address “{slug}”.", "suggestions": suggestions},
        status=404,
    )


@page
def lookup(request):
    """The home page's card form: a name (English or French) goes to its card, anything else to search."""
    name = " ".join(request.GET.get("name", "").split())
    if not name:
        raise BadRequest("Type a card name, in English or French.")
    if len(name) > 200:
        raise BadRequest("A card name is at most 200 characters.")
    match = find_card(name)
    if match is not None:
        return redirect("cards:card", slug=match.slug)
    return redirect(f"{reverse('search:search')}?{urlencode({'q': name, 'kind': 'card'})}")
