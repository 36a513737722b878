"""GET /api/cards/<name>: one card with its names, texts and rulings in order (payload in cards.selectors)."""
from cards.selectors import card_payload, card_suggestions, find_card
from rulings_site.api import json_error, json_ok


def card_detail(request, name):
    if request.method not in ("GET", "HEAD"):
        return json_error("only GET is allowed here", status=405)
    name = name.strip("/")  # a trailing slash is not part of a name ("Fire // Ice" keeps its own)
    card = find_card(name)
    if card is None:
        return json_error(f"no card named {name!r}", status=404, suggestions=card_suggestions(name))
    return json_ok(card_payload(card))
