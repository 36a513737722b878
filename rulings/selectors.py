"""Read-side selectors for rulings: the rulings that rest on a rule, the cards carrying them (translations:
translations.selectors).

Arguments after the first are keyword-only; typed (mypy, `make lint`).
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Iterable, Sequence

from django.db.models import Q

from rules import memo
from rules.selectors import versions_in_order
from rulings.citations import read_citations
from rulings.concepts import Concept, concept_hints
from rulings.keyword_matching import LANDWALK_FORMS, may_name_keyword, search_stem
from rulings.links import concepts_resolving_to, linked_to, reminded_of
from rulings.models import CardRuling, Ruling


def rulings_resting_on(
    lineage_ids: Iterable[int | None], *, numbers: Iterable[str], keyword: str, limit: int | None = None
) -> list[Ruling]:
    """Rulings linked to one of these rules (rulings.links: a citation, a keyword, a concept), oldest first; the
    first limit of them when limit is given.

    A citation counts when the number named one of lineage_ids on the ruling's date: a 2018 ruling citing
    702.125a rests on Improvise (today's 702.126a), not on Undaunted, today's 702.125a. A keyword counts when a card
    carrying the ruling has it, names aside ("Rowdy Crew" is no Crew); a concept when its phrase names this rule
    in the CR of the ruling's date. numbers holds every number those rules had, to find the candidates.

    With a limit, the candidates are linked oldest first, a batch at a time, until that many are found: 601.2f
    has 2,235 candidates (rulings that name "cast") for 219 rulings, and linking them all cost its page 0.3 s of
    CPU; its first page (51 rulings) links about 860 of them.
    """
    lineage_ids = {i for i in lineage_ids if i}
    versions = versions_in_order()
    concepts = concepts_resolving_to(lineage_ids, versions)
    candidates = sifted(lineage_ids, numbers=numbers, keyword=keyword, versions=versions, concepts=concepts)
    if not lineage_ids:
        return _whole([r for r in read_citations(candidates) if set(numbers).intersection(r.cited)][:limit])
    if limit is None:
        return _whole(linked_to(candidates, lineage_ids, versions, keyword, concepts=concepts))
    found: list[Candidate] = []
    start = 0
    while start < len(candidates) and len(found) < limit:
        # The next batch: what the share of candidates linked so far says is needed, a quarter more (none linked
        # yet: twice as many as read so far).
        size = max(FIRST_BATCH, start if not found else (limit - len(found)) * start * 5 // (len(found) * 4))
        found += linked_to(candidates[start : start + size], lineage_ids, versions, keyword, concepts=concepts)
        start += size
    return _whole(found[:limit])


FIRST_BATCH = 150


class Candidate:
    """A ruling as the sift reads it: what linking needs (its id, date and text), not a model. 601.2f's 2,235
    candidates made into Ruling objects cost its page 0.05 s of CPU; only the rulings found are read whole."""

    def __init__(self, id: int, date: datetime.date, text: str) -> None:
        self.id, self.date, self.text = id, date, text


def _whole(found: Sequence[Candidate]) -> list[Ruling]:
    """The Ruling rows of these candidates, in their order, with what read_citations gave them."""
    rows = Ruling.objects.only("id", "uid", "date", "source", "text").in_bulk([c.id for c in found])
    rulings = []
    for candidate in found:
        ruling = rows[candidate.id]
        ruling.cited, ruling.cited_lineage = candidate.cited, candidate.cited_lineage  # type: ignore[attr-defined]
        ruling.version_id, ruling.linker = candidate.version_id, candidate.linker  # type: ignore[attr-defined]
        rulings.append(ruling)
    return rulings


def sifted(
    lineage_ids: set[int | None],
    *,
    numbers: Iterable[str],
    keyword: str,
    versions: Sequence[tuple[int, datetime.date]],
    concepts: Sequence[Concept] | None = None,
) -> list[Candidate]:
    """The candidates of rulings_resting_on, oldest first: the rulings that hold one of the numbers, the keyword's
    stem or a hint of a concept naming one of the rules, those found only by the stem kept when they could name the
    keyword (rulings.keyword_matching.may_name_keyword: "the combat phase" holds phasing's "phas" and names no
    Phasing)."""
    # "702.26" finds every text "702.26h" does: Phasing's page and its subrules' 66 numbers made a query of 66 LIKEs
    # that cost 0.07 s; the shortest numbers alone find the same rulings.
    numbers = sorted(set(numbers), key=len)
    sift_numbers = [n for i, n in enumerate(numbers) if not any(shorter in n for shorter in numbers[:i])]
    if concepts is None:
        concepts = concepts_resolving_to(lineage_ids, versions)
    hints = [hint for concept in concepts for hint in concept_hints(concept) or []]
    condition = Q()
    for number in sift_numbers:
        condition |= Q(text__contains=number)
    stem = search_stem(keyword).lower() if keyword else ""
    if keyword:
        # "was kicked" names Kicker as the card page links it: its past participle shares "kick".
        condition |= Q(text__icontains=stem)
    for hint in hints:
        if not (stem and stem in hint):  # a hint that holds the stem ("phases out", "phas"): its LIKE finds it already
            condition |= Q(text__icontains=hint)
    reminded = _reminded(keyword) if keyword else frozenset()
    if reminded:
        condition |= Q(id__in=reminded)
    if not condition:
        return []
    rows = Ruling.objects.filter(condition).order_by("date", "id").values_list("id", "date", "text")
    candidates = [Candidate(*row) for row in rows]
    if not keyword:
        return candidates
    keyword = keyword.lower()
    return [
        r
        for r in candidates
        if r.id in reminded
        or may_name_keyword(keyword, r.text)
        or any(n.lower() in r.text.lower() for n in sift_numbers)
        or any(hint in r.text.lower() for hint in hints)
    ]


def _reminded(keyword: str) -> frozenset[int]:
    """The rulings the linker joins to the keyword through the reminder text their card prints after it ("Snow
    landwalk (This creature can't be blocked ...)"): rulings.keyword_matching.keyword_reminded links such a ruling
    without the keyword's word (Zombie Musher's), which the sift's LIKEs cannot find. Read by the linker itself
    (rulings.links.reminded_of), so that the page lists what the card page links: on Flying's page, 99 rulings of
    cards printing flying with a reminder, 5 of them telling it again."""
    # Cached with the data version: a warm rule page asks the database nothing more for it. No space in the key
    # ("first strike"): Django's cache warns on a key memcached would refuse.
    key = "-".join(keyword.lower().split())
    return memo.cached(("keyword-reminded", key), lambda: frozenset(_read_reminded(keyword)))


def _read_reminded(keyword: str) -> set[int]:
    # The cards that print the keyword before a parenthesis on its line, or on another face (faces is JSON: its
    # newlines are "\\n", so a pattern there would not stop at a line's end): the candidates reminded_of reads.
    # A newline itself, not "\\n": the pattern is read by SQLite's Python REGEXP and by PostgreSQL's alike.
    pattern = re.escape(keyword.lower()) + "[^(\n]*[(]"
    printing = Q(card__oracle_text__icontains=keyword, card__oracle_text__iregex=pattern) | Q(
        card__faces__icontains=keyword
    )
    if keyword.lower() == "protection":
        # Protection told again by what it does, its word unnamed (keyword_matching._protection_retold), on a card
        # that has it whether or not it prints a reminder ("Protection from multicolored").
        printing |= Q(card__oracle_text__icontains="protection from")
    if keyword.lower() == "landwalk":
        # Its forms ("Swampwalk", "snow islandwalk": keyword_matching._landwalk_named); no "\\b", which PostgreSQL's
        # regular expressions read otherwise.
        printing |= Q(card__oracle_text__iregex=LANDWALK_FORMS)
    rows = CardRuling.objects.filter(printing).values_list("ruling_id", "ruling__date", "ruling__text").distinct()
    return {r.id for r in reminded_of([Candidate(*row) for row in rows], keyword.lower())}


def attach_cards(rulings: Sequence[Ruling]) -> Sequence[Ruling]:
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
