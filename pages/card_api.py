"""GET /api/cards/<name>: one card with its names, texts and rulings in order."""

from django.db.models import Prefetch

from cards.selectors import card_suggestions, find_card
from dataversion.pages import shows
from predicates.links import predicates_for_ruling
from rulings.links import link_rulings
from rulings.models import CardRuling
from rulings_site.http import json_error, json_ok
from translations.models import Translation


@shows("ruling_translations")
def card_detail(request, name):
    if request.method not in ("GET", "HEAD"):
        return json_error("only GET is allowed here", status=405)
    name = name.strip("/")  # a trailing slash is not part of a name ("Fire // Ice" keeps its own)
    card = find_card(name)
    if card is None:
        return json_error(f"no card named {name!r}", status=404, suggestions=card_suggestions(name))
    return json_ok(card_payload(card))


def card_payload(card):
    """The card as the JSON API and the card page show it; rulings in the card's order."""
    card_rulings = list(
        CardRuling.objects.filter(card=card)
        .select_related("ruling")
        .prefetch_related(Prefetch("ruling__translations", queryset=Translation.objects.order_by("language")))
        .order_by("position")
    )
    localizations = list(card.localizations.order_by("language"))
    link_rulings(card, [cr.ruling for cr in card_rulings])
    return {
        "name": card.name,
        "slug": card.slug,
        "mana_cost": card.mana_cost,
        "mana_value": card.mana_value,
        "type_line": card.type_line,
        "oracle_text": card.oracle_text,
        # The English (name, Oracle text, rulings) rules; every French text beside it says false.
        "authoritative": True,
        "layout": card.layout,
        "power": card.power,
        "toughness": card.toughness,
        "loyalty": card.loyalty,
        "faces": card.faces,
        "oracle_id": card.oracle_id or None,
        "text_source": card.text_source,
        "sets": [{"code": s.code, "name": s.name} for s in card.sets.order_by("release_date", "code").distinct()],
        "names": {"en": card.name, **{loc.language: loc.name for loc in localizations if loc.name}},
        "texts": {"en": card.oracle_text, **{loc.language: loc.text for loc in localizations if loc.text}},
        # Which of the languages of names, texts and printed is authoritative: English only.
        "authoritative_languages": {"en": True, **{loc.language: False for loc in localizations}},
        # Every face's printed name, type line and text, by language (front face first).
        "printed": {loc.language: printed_faces(card, loc) for loc in localizations},
        "rulings": [
            {
                "id": cr.ruling.uid,
                "position": cr.position,
                "date": cr.ruling.date.isoformat(),
                # "wotc": an official ruling; "scryfall": one of Scryfall's own notes, not a ruling.
                "source": cr.ruling.source,
                "text": cr.ruling.text,
                "authoritative": True,
                "flags": cr.ruling.flags,
                "translations": [
                    {
                        "language": t.language,
                        "text": t.text,
                        "origin": t.origin,
                        "status": t.status,
                        "flags": t.flags,
                        "authoritative": False,
                    }
                    for t in cr.ruling.translations.all()
                ],
                # The rules it rests on: each link's number on the ruling's date, today's, and how it was made.
                "rules": [link.as_dict() for link in cr.ruling.links],
                "predicates": list(predicates_for_ruling(cr.ruling)),
            }
            for cr in card_rulings
        ],
    }


def printed_faces(card, localization):
    """[{name, type_line, text}] of each face in one language, front first; "" where the printings say nothing."""
    names = localization.name.split(" // ") if " // " in localization.name else [localization.name]
    faces = [{"name": names[0], "type_line": localization.type_line, "text": localization.text, "authoritative": False}]
    others = localization.faces or [{} for _ in card.faces or []]
    for index, face in enumerate(others, 1):
        faces.append(
            {
                "name": face.get("name") or (names[index] if index < len(names) else ""),
                "type_line": face.get("type_line", ""),
                "text": face.get("text", ""),
                "authoritative": False,
            }
        )
    return faces
