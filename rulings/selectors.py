"""Read-side selectors for rulings: the rulings that rest on a rule, the cards carrying them, translations."""

import re

from django.db.models import Q

from rulings.citations import read_citations
from rulings.models import CardRuling, Ruling, Translation

FRENCH = "fr"


def rulings_resting_on(lineage_ids, numbers, keyword):
    """Rulings whose text cites one of these rules, or names the keyword, oldest first.

    A citation counts when the number named one of lineage_ids on the
    ruling's date: a 2018 ruling citing 702.125a rests on Improvise (today's
    702.126a), not on Undaunted, today's 702.125a. numbers holds every number
    those rules had, to find the candidates.
    """
    lineage_ids = {i for i in lineage_ids if i}
    numbers = set(numbers)
    condition = Q()
    for number in numbers:
        condition |= Q(text__contains=number)
    keyword_re = None
    if keyword:
        condition |= Q(text__icontains=keyword)
        keyword_re = re.compile(r"\b" + re.escape(keyword) + r"\b", re.IGNORECASE)
    if not condition:
        return []
    candidates = read_citations(list(Ruling.objects.filter(condition).only("id", "uid", "date", "source", "text")))
    found = []
    for r in candidates:
        if lineage_ids:
            cites = bool(lineage_ids.intersection(r.cited_lineage.values()))
        else:
            cites = bool(numbers.intersection(r.cited))
        if cites or (keyword_re and keyword_re.search(r.text)):
            found.append(r)
    return found


def attach_cards(rulings):
    """Give each ruling .placements: [(card, position)] of the cards that carry it."""
    by_id = {r.id: r for r in rulings}
    for r in rulings:
        r.placements = []
    for cr in (
        CardRuling.objects.filter(ruling_id__in=by_id)
        .select_related("card")
        .only("ruling_id", "position", "card__name", "card__slug")
        .order_by("card__name")
    ):
        by_id[cr.ruling_id].placements.append((cr.card, cr.position))
    return rulings


def translations_by_lineage(lineage_ids, language=FRENCH):
    return {
        t.rule_id: t for t in Translation.objects.filter(rule_id__in=[i for i in lineage_ids if i], language=language)
    }
