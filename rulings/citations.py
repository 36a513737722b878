"""Which rules a ruling rests on: the rule numbers its text cites, read in the
CR version in force on the ruling's date, and the keyword rules it names.

Shared by the card page and the card JSON so both say the same thing.
"""

import re

from dataversion import cache as dataversion
from rules.models import RuleParagraph
from rules.rule_refs import cited_ranges, cited_rule_numbers
from rules.selectors import versions_in_order
from rules.text import TextLinker


def in_force_at(versions, date):
    """(id, date) of the version in force on date among versions (oldest first); the oldest for earlier dates."""
    chosen = versions[0] if versions else None
    for v in versions:
        if v[1] > date:
            break
        chosen = v
    return chosen


def read_citations(rulings, versions=None):
    """Give each ruling the rules its text cites, read in the CR version in force on its date (versions: as
    versions_in_order gives them, read here unless given).

    r.cited: numbers in order; r.cited_lineage: {number: lineage id or None};
    r.linker: links its numbers to that version, so a 2018 "702.125a" opens
    Improvise as it was then (with a pointer to today's 702.126a).
    """
    versions = versions if versions is not None else versions_in_order()
    for r in rulings:
        r.cited = cited_rule_numbers(r.text)
        r.version_id, version_date = in_force_at(versions, r.date) or (None, None)
        r.linker = TextLinker(version_date=version_date.isoformat() if version_date else None)
    wanted = {n for r in rulings for n in r.cited}
    held = {}
    if wanted:
        held = {
            (n, v): lin
            for n, v, lin in RuleParagraph.objects.filter(number__in=wanted).values_list(
                "number", "version_id", "lineage_id"
            )
        }
    for r in rulings:
        r.cited_lineage = {n: held.get((n, r.version_id)) for n in r.cited}
    return rulings


# 701 keyword actions so common in card text that a ruling naming them does not "rest on" them.
EVERYDAY_ACTIONS = frozenset(
    "activate attach cast counter create destroy discard double exchange exile play reveal sacrifice search shuffle "
    "tap and untap".split()
)


KEYWORD_SECTION_TITLES = ("Keyword Actions", "Keyword Abilities")


def keyword_rules(version):
    """{keyword lower-cased: rule number} of a version's keyword rules ("improvise": "702.126"): the rules under
    its "Keyword Actions" and "Keyword Abilities" rules wherever they stand, 701 and 702 since July 2009, 501 and
    502 before (502.4 Flying)."""

    def build():
        sections = [
            number
            for number, title in RuleParagraph.objects.filter(version=version, kind=RuleParagraph.Kind.RULE)
            .filter(number__regex=r"^\d{3}$")
            .values_list("number", "title")
            if title and title.strip().lower() in {t.lower() for t in KEYWORD_SECTION_TITLES}
        ]
        if not sections:
            return {}
        rows = (
            RuleParagraph.objects.filter(version=version, kind=RuleParagraph.Kind.RULE)
            .filter(number__regex=rf"^({'|'.join(sections)})\.\d+$")
            .values_list("title", "number")
        )
        return {title.lower(): number for title, number in rows if title and title.lower() not in EVERYDAY_ACTIONS}

    return dataversion.cached(("keyword-rules", version.pk), build)


def card_keywords(card, version):
    """The keyword rules the card's own text names: a ruling that names one rests on that rule."""
    text = " ".join([card.oracle_text, *(f.get("oracle_text", "") for f in card.faces or [])]).lower()
    return {k: n for k, n in keyword_rules(version).items() if re.search(r"\b" + re.escape(k) + r"\b", text)}


def today_numbers(rulings, current):
    """Give each ruling .rules: [{number, now}]: each cited number and where that rule lives today."""
    lineages = {lin for r in rulings for lin in r.cited_lineage.values() if lin}
    today = {}
    if lineages and current is not None:
        today = dict(
            RuleParagraph.objects.filter(version=current, lineage_id__in=lineages).values_list("lineage_id", "number")
        )
    for r in rulings:
        r.rules = []
        for first, last in cited_ranges(r.text):
            now = today.get(r.cited_lineage.get(first), first)
            # A range keeps its letters when its first rule moved: 702.125a–c -> 702.126a–c.
            r.rules.append(
                {
                    "number": first + (f"–{last[-1]}" if last else ""),
                    "link": now,
                    "now": now + (f"–{last[-1]}" if last else ""),
                }
            )


def annotate_rules(card, rulings, current):
    """Give each of the card's rulings .keywords [(keyword, number)], .cited, .cited_lineage, .linker and .rules."""
    keywords = card_keywords(card, current) if current else {}
    for r in rulings:
        text = r.text.lower()
        r.keywords = [(k, n) for k, n in keywords.items() if re.search(r"\b" + re.escape(k) + r"\b", text)]
    read_citations(rulings)
    today_numbers(rulings, current)
    return rulings


def rules_payload(ruling):
    """The JSON form of an annotated ruling's rules: cited numbers with today's, then keyword rules."""
    cited = [{"number": ref["number"], "now": ref["now"], "via": "citation"} for ref in ruling.rules]
    named = [
        {"number": number, "now": number, "via": "keyword", "keyword": keyword} for keyword, number in ruling.keywords
    ]
    return cited + named
