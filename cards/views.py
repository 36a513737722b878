"""The home page's card form (the card page, which draws on rulings, rules and predicates too, is in pages/)."""

from urllib.parse import urlencode

from django.shortcuts import redirect
from django.urls import reverse

from cards.selectors import find_card
from rulings_site.http import BadRequest, page


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
