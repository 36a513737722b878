"""The rules concepts a named card's text names, read as the rulings' links read them (rulings/concepts.py).

A card's text says "cost {1} more" (the total cost, 601.2f), "as a copy of" (Copying Objects, 707), "make all
decisions for the player" (Controlling Another Player, 722): the phrases by which rulings/links.py links a ruling
to the rule it rests on without citing a number name the same concepts in a card's own text, reminder text
included (Mindslaver's names 722 only there). Each concept is resolved to today's rule as the links resolve it
(rulings.links.version_table: by its rule's title or its words), nothing written for a question.

The paragraph that quotes a card's wording often sends to the rule that governs it ("(See rule 604.3.)" after
208.2a's "[This creature's] power is equal to . . ."): cited_by reads those citations in today's paragraphs.
"""

import re
from datetime import date

from rules.models import CRVersion, RuleParagraph
from rules.rule_refs import cited_rule_numbers
from rulings.concepts import CONCEPTS
from rulings.links import version_table

from .finder_cache import FinderCache
from .literals import may_match, needed

# Each concept with its phrases' pattern, the literal words one of which it needs (literals.needed: tested first, a
# substring test spares most of the 162 searches of a card's text, about 1 ms a text) and its `unless` pattern.
_PHRASES = [
    (
        c,
        re.compile(c.phrases, re.IGNORECASE),
        needed(c.phrases, re.IGNORECASE),
        re.compile(c.unless, re.IGNORECASE) if c.unless else None,
    )
    for c in CONCEPTS
]
# {concept: (number, lineage)} of today's CR, kept with the rule finder of the index it was read for (a new index, a
# new finder: read again). version_table asks the shared cache at every call (5-10 ms on the corpus), too much for
# a question.
_TODAY = FinderCache()


def today_concepts(finder, current):
    """{concept name: (number, lineage)} of the CR in force on current (ISO date), read once per finder."""
    kept = _TODAY.get(finder, current)
    if kept is None:
        version_id = (
            CRVersion.objects.filter(effective_date=date.fromisoformat(current)).values_list("id", flat=True).first()
        )
        kept = _TODAY.put(finder, version_table(version_id)["concepts"] if version_id is not None else {}, current)
    return kept


def concept_rules(text, concepts):
    """Today's rule numbers of the concepts a card's text names; concepts: today_concepts()."""
    found = []
    text = text or ""
    lowered = text.lower()
    for concept, pattern, needs, unless in _PHRASES:
        if (
            concept.name in concepts
            and may_match(needs, text, lowered)
            and pattern.search(text)
            and not (unless and unless.search(text))
        ):
            found.append(concepts[concept.name][0])
    return list(dict.fromkeys(found))


PARAGRAPH = re.compile(r"\d{3}\.\d+[a-z]?")
# {finder: (current, {number: [the rules its text cites]})}: the CR's own "(See rule 604.3.)" after a wording.
_CITED = FinderCache()


def cited_by(finder, current, numbers):
    """The rules that today's paragraphs of numbers cite, each once, in order: 208.2a, the rule of the wording
    "[This creature's] power is equal to . . .", says "(See rule 604.3.)", the characteristic-defining abilities
    that govern it."""
    known = _cites(finder, current, numbers)
    # A paragraph's rule, not a section's title ("see rule 702" is every keyword's).
    return list(dict.fromkeys(n for number in numbers for n in known[number] if PARAGRAPH.fullmatch(n)))


def cites(finder, current, number):
    """Every rule and section today's paragraph number cites (`See rule 704.`, `see rule 306.5b`), in order."""
    return _cites(finder, current, [number])[number]


def _cites(finder, current, numbers):
    """{number: the rules its paragraph cites} for numbers, each paragraph read once per finder and CR."""
    known = _CITED.get(finder, current)
    if known is None:
        known = _CITED.put(finder, {}, current)
    if not known:
        # Every paragraph of the CR at once (tens of milliseconds, once per index): a query per question's
        # paragraphs cost each question about a millisecond.
        rows = RuleParagraph.objects.filter(version__effective_date=date.fromisoformat(current)).values_list(
            "number", "text"
        )
        for number, text in rows:
            known[number] = [n for n in cited_rule_numbers(text) if n != number]
    for number in numbers:
        known.setdefault(number, [])
    return known
