"""HTML pages for cards: the card with its rulings, and the lookup form of the home page."""
import re
from urllib.parse import urlencode

from django.db.models import Prefetch
from django.shortcuts import redirect, render

from cards.models import Card, CardLocalization, Printing, card_slug
from cards.selectors import card_suggestions, find_card
from rulings.models import CardRuling, CRVersion, RuleParagraph, Translation
from rulings.pages import BadRequest, page, read_citations
from rulings.predicate_links import predicates_for_ruling
from rulings.rule_refs import cited_ranges

FRENCH = "fr"
# 701 keyword actions so common in card text that a ruling naming them does not "rest on" them.
EVERYDAY_ACTIONS = frozenset(
    "activate attach cast counter create destroy discard double exchange exile play reveal sacrifice search shuffle tap and untap".split()
)

_keywords = {}


def keyword_rules(version):
    """{keyword lower-cased: rule number} of the 701/702 rules of a version ("improvise": "702.126")."""
    key = (version.pk, version.imported_at)
    if key not in _keywords:
        rows = RuleParagraph.objects.filter(version=version, kind=RuleParagraph.Kind.RULE).filter(number__regex=r"^70[12]\.\d+$").values_list("title", "number")
        _keywords[key] = {title.lower(): number for title, number in rows if title and title.lower() not in EVERYDAY_ACTIONS}
    return _keywords[key]


def card_keywords(card, version):
    """The keyword rules the card's own text names: a ruling that names one rests on that rule."""
    text = " ".join([card.oracle_text, *(f.get("oracle_text", "") for f in card.faces or [])]).lower()
    return {k: n for k, n in keyword_rules(version).items() if re.search(r"\b" + re.escape(k) + r"\b", text)}


def today_numbers(rulings, current):
    """Give each ruling .rules: [{number, now}]: each cited number and where that rule lives today."""
    lineages = {lin for r in rulings for lin in r.cited_lineage.values() if lin}
    today = {}
    if lineages and current is not None:
        today = dict(RuleParagraph.objects.filter(version=current, lineage_id__in=lineages).values_list("lineage_id", "number"))
    for r in rulings:
        r.rules = []
        for first, last in cited_ranges(r.text):
            now = today.get(r.cited_lineage.get(first), first)
            # A range keeps its letters when its first rule moved: 702.125a–c -> 702.126a–c.
            r.rules.append({"number": first + (f"–{last[-1]}" if last else ""), "link": now, "now": now + (f"–{last[-1]}" if last else "")})


@page
def card(request, slug):
    found = Card.objects.filter(slug=slug).prefetch_related(
        Prefetch("printings", queryset=Printing.objects.select_related("card_set").order_by("card_set__release_date", "card_set__code")),
        Prefetch("localizations", queryset=CardLocalization.objects.filter(language=FRENCH)),
    ).first()
    if found is None:
        return _card_not_found(request, slug)
    current = CRVersion.current()
    keywords = card_keywords(found, current) if current else {}
    placements = list(
        CardRuling.objects.filter(card=found)
        .select_related("ruling")
        .prefetch_related(Prefetch("ruling__translations", queryset=Translation.objects.filter(language=FRENCH), to_attr="french"))
        .order_by("position")
    )
    rulings = []
    for placement in placements:
        r = placement.ruling
        r.position = placement.position
        r.french = r.french[0] if r.french else None
        text = r.text.lower()
        r.keywords = [(k, n) for k, n in keywords.items() if re.search(r"\b" + re.escape(k) + r"\b", text)]
        r.predicates = predicates_for_ruling(r)
        rulings.append(r)
    read_citations(rulings)
    today_numbers(rulings, current)
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
        return redirect("card", slug=fixed)
    names = card_suggestions(slug.replace("-", " ").replace("_", " "))
    suggestions = list(Card.objects.filter(name__in=names).only("name", "slug"))
    return render(request, "404.html", {"path": request.path, "message": f"No card has the address “{slug}”.", "suggestions": suggestions}, status=404)


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
        return redirect("card", slug=match.slug)
    return redirect("/search?" + urlencode({"q": name, "kind": "card"}))

