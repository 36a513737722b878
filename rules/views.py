"""HTML pages for browsing the Comprehensive Rules: home, contents, glossary, rule, history, diff.

Views stay thin: each reads the request, calls the selectors below, renders.
"""

import re

from django.db.models import Q
from django.shortcuts import redirect, render
from django.urls import reverse

from dataversion import cache as dataversion
from predicates.links import predicates_for_rule
from rules import changes
from rules import selectors as rules
from rules.lineage import body as body_of
from rules.lineage import change_of
from rules.models import CRVersion, GlossaryEntry, RuleParagraph
from rules.text import TextLinker
from rulings.citations import read_citations
from rulings.models import CardRuling, Ruling, Translation
from rulings_site.http import BadRequest, NotFound, page

RULINGS_SHOWN = 50
FRENCH = "fr"
NO_RULES = "No Comprehensive Rules have been imported yet."


# ---------------------------------------------------------------- selectors


def parse_version_date(text):
    try:
        return rules.parse_version(text)
    except ValueError:
        raise BadRequest(f"“{text}” is not a date: write the version as YYYY-MM-DD, e.g. 2022-04-29.") from None


def requested_version(request):
    """(version, explicit): the ?version= asked for (any date picks the version then in force), else the newest."""
    text = request.GET.get("version", "").strip()
    if not text:
        return CRVersion.current(), False
    version = rules.version_in_effect(parse_version_date(text))
    if version is None:
        raise NotFound(f"No Comprehensive Rules version was in force on {text}.")
    return version, True


def all_versions():
    return list(CRVersion.objects.order_by("-effective_date").only("id", "effective_date"))


def linker_for(version, *, explicit):
    """The text linker of a version, cached: compiling its glossary terms takes milliseconds."""

    def build():
        terms = list(GlossaryEntry.objects.filter(version=version).values_list("term", flat=True))
        return TextLinker(version_date=version.effective_date.isoformat() if explicit else None, glossary_terms=terms)

    return dataversion.cached(("linker", version.pk, explicit), build)


def lineage_timeline(lineage_id):
    """[(number, first_date, last_date)] runs of the numbers one rule had, oldest first."""
    rows = (
        RuleParagraph.objects.filter(lineage_id=lineage_id)
        .order_by("version__effective_date")
        .values_list("number", "version__effective_date")
    )
    runs = []
    for number, date in rows:
        if runs and runs[-1][0] == number:
            runs[-1][2] = date
        else:
            runs.append([number, date, date])
    return [tuple(r) for r in runs]


def keyword_of(paragraph):
    """The keyword a 701/702 rule defines ("Improvise" for 702.126 and 702.126a), else ''."""
    if not paragraph.number.startswith(("701.", "702.")):
        return ""
    if paragraph.kind == RuleParagraph.Kind.RULE:
        return paragraph.title
    parent = paragraph.parent
    return parent.title if parent is not None and parent.kind == RuleParagraph.Kind.RULE else ""


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


def paragraph_for(number, version, explicit):
    """The paragraph shown at /rules/<number>, and whether it comes from an older version than asked.

    Without ?version=, a number missing from today's CR shows the newest version that had it.
    """
    base = RuleParagraph.objects.select_related("version", "lineage", "parent__parent__parent")
    paragraph = base.filter(version=version, number=number).first() if version else None
    if paragraph is None and not explicit:
        paragraph = base.filter(number=number).order_by("-version__effective_date").first()
        return paragraph, paragraph is not None
    return paragraph, False


def same_rule_in(number, version):
    """The paragraph of `version` that is the same rule as the newest paragraph numbered `number`, or None."""
    newest = (
        RuleParagraph.objects.filter(number=number, lineage__isnull=False)
        .order_by("-version__effective_date")
        .only("lineage_id")
        .first()
    )
    if newest is None:
        return None
    return RuleParagraph.objects.filter(version=version, lineage_id=newest.lineage_id).only("number").first()


def normalized_number(number):
    normalized = rules.normalize_number(number)
    if normalized is None:
        raise NotFound(f"“{number}” is not a rule number.")
    return normalized


# ---------------------------------------------------------------- views


@page
def home(request):
    current = CRVersion.current()
    sections = (
        RuleParagraph.objects.filter(version=current, kind=RuleParagraph.Kind.SECTION).only("number", "title", "text")
        if current
        else []
    )
    return render(request, "home.html", {"current": current, "sections": sections})


@page
def contents(request):
    version, explicit = requested_version(request)
    if version is None:
        raise NotFound(NO_RULES)
    rows = RuleParagraph.objects.filter(
        version=version, kind__in=[RuleParagraph.Kind.SECTION, RuleParagraph.Kind.RULE]
    ).only("number", "kind", "title", "text", "parent_id")
    sections = []
    for row in rows:
        if row.kind == RuleParagraph.Kind.SECTION:
            row.rules = []
            sections.append(row)
        elif "." not in row.number and sections:
            sections[-1].rules.append(row)
    return render(
        request,
        "rules/contents.html",
        {
            "version": version,
            "explicit": explicit,
            "versions": all_versions(),
            "sections": sections,
            "has_glossary": GlossaryEntry.objects.filter(version=version).exists(),
        },
    )


@page
def glossary(request):
    version, explicit = requested_version(request)
    if version is None:
        raise NotFound(NO_RULES)
    entries = GlossaryEntry.objects.filter(version=version).only("term", "text")
    return render(
        request,
        "rules/glossary.html",
        {
            "version": version,
            "explicit": explicit,
            "versions": all_versions(),
            "entries": entries,
            "linker": linker_for(version, explicit=explicit),
        },
    )


@page
def rule(request, number):
    number = normalized_number(number)
    version, explicit = requested_version(request)
    paragraph, from_older = paragraph_for(number, version, explicit)
    if paragraph is None and explicit:
        # The version picker on 702.126a asks for 2019: show the same rule there (then 702.125a).
        same_rule = same_rule_in(number, version)
        if same_rule is not None:
            return redirect(
                f"{reverse('rules:rule', args=[same_rule.number])}?version={version.effective_date.isoformat()}"
            )
    if paragraph is None:
        raise NotFound(f"There is no rule {number}" + (f" in the {version} Comprehensive Rules." if explicit else "."))
    shown = paragraph.version
    current = CRVersion.current()
    children = list(paragraph.children.select_related("lineage").order_by("position"))
    # A rule with subrules shows them in full; a section or a top rule lists its rules.
    full_children = paragraph.kind == RuleParagraph.Kind.RULE and "." in paragraph.number
    translations = translations_by_lineage([paragraph.lineage_id, *(c.lineage_id for c in children)])
    for p in [paragraph, *children]:
        p.french = translations.get(p.lineage_id)

    timeline = lineage_timeline(paragraph.lineage_id) if paragraph.lineage_id else []
    today = None
    if paragraph.lineage_id and shown != current:
        today = RuleParagraph.objects.filter(version=current, lineage_id=paragraph.lineage_id).only("number").first()
    lineage_ids = {paragraph.lineage_id} | ({c.lineage_id for c in children} if full_children else set())
    numbers = {number} | set(
        RuleParagraph.objects.filter(lineage_id__in=[i for i in lineage_ids if i])
        .values_list("number", flat=True)
        .distinct()
    )
    rulings = rulings_resting_on(lineage_ids, numbers, keyword_of(paragraph))
    crumbs = []
    parent = paragraph.parent
    while parent is not None:
        crumbs.insert(0, parent)
        parent = parent.parent
    context = {
        "paragraph": paragraph,
        "children": children,
        "full_children": full_children,
        "crumbs": crumbs,
        "version": shown,
        "explicit": explicit or from_older,
        "from_older": from_older,
        "current": current,
        "today": today,
        "versions": all_versions(),
        "timeline": timeline if len(timeline) > 1 else [],
        "holders": rules.former_rules(number, shown),
        "rulings": attach_cards(rulings[:RULINGS_SHOWN]),
        "rulings_total": len(rulings),
        "keyword": keyword_of(paragraph),
        "predicates": predicates_for_rule(paragraph),
        "linker": linker_for(shown, explicit=explicit or from_older),
    }
    return render(request, "rules/rule.html", context)


def history_events(lineage_id, paragraph):
    """The life of one rule through every imported version: created, edited, renumbered, removed.

    [{kind, version, paragraph, previous, unchanged_until}] oldest first; a run of
    unchanged versions folds into the event before it. Between consecutive
    versions the kind is the label stored at import (RuleParagraph.change), so
    the history, the diff and the API say the same thing.
    """
    versions = list(CRVersion.objects.order_by("effective_date").only("id", "effective_date"))
    if lineage_id:
        rows = RuleParagraph.objects.filter(lineage_id=lineage_id)
    else:
        rows = RuleParagraph.objects.filter(number=paragraph.number)
    by_version = {
        p.version_id: p for p in rows.only("id", "version_id", "number", "title", "text", "examples", "change")
    }
    events = []
    previous = None
    for index, v in enumerate(versions):
        p = by_version.get(v.id)
        if p is None:
            if previous is not None:
                events.append({"kind": "removed", "version": v, "paragraph": None, "previous": previous})
                previous = None
            continue
        p.version = v
        p.body = body_of(p)
        if previous is None:
            kind = "first" if index == 0 and not events else ("restored" if events else "created")
        else:
            change = p.change if lineage_id else change_of(previous, p)
            kind = None if change == RuleParagraph.Change.UNCHANGED else change
        if kind is None:
            events[-1]["unchanged_until"] = v
        else:
            events.append({"kind": kind, "version": v, "paragraph": p, "previous": previous, "unchanged_until": None})
        previous = p
    return events


@page
def history(request, number):
    number = normalized_number(number)
    version, explicit = requested_version(request)
    paragraph, _ = paragraph_for(number, version, explicit)
    if paragraph is None:
        raise NotFound(f"There is no rule {number}.")
    events = history_events(paragraph.lineage_id, paragraph)
    current = CRVersion.current()
    return render(
        request,
        "rules/history.html",
        {
            "paragraph": paragraph,
            "events": events,
            "current": current,
            "holders": rules.former_rules(number, paragraph.version),
            "linker": linker_for(paragraph.version, explicit=False),
        },
    )


@page
def diff_form(request):
    """/rules/diff/?old=&new= from the version pickers: forward to the shareable URL."""
    old, new = request.GET.get("old", "").strip(), request.GET.get("new", "").strip()
    if not old or not new:
        versions = all_versions()
        if len(versions) < 2:
            raise NotFound("Two Comprehensive Rules versions are needed for a comparison.")
        old, new = versions[1].effective_date.isoformat(), versions[0].effective_date.isoformat()
    old_version, new_version = version_by_date(old), version_by_date(new)
    return redirect(diff_url(old_version, new_version))


def version_by_date(text):
    """The version in force on a date (any date, not only an effective one)."""
    version = rules.version_in_effect(parse_version_date(text))
    if version is None:
        oldest = CRVersion.objects.order_by("effective_date").first()
        if oldest is None:
            raise NotFound(NO_RULES)
        raise NotFound(
            f"No Comprehensive Rules version was in force on {text}: the oldest imported took effect on {oldest}."
        )
    return version


def diff_url(old_version, new_version):
    first, second = sorted([old_version, new_version], key=lambda v: v.effective_date)
    return reverse("rules:diff", args=[first.effective_date.isoformat(), second.effective_date.isoformat()])


DIFF_SECTIONS = (
    ("added", "Added"),
    ("removed", "Removed"),
    ("edited", "Edited"),
    ("renumbered", "Renumbered"),
    ("renumbered_edited", "Renumbered and edited"),
)


@page
def diff(request, old, new):
    old_version, new_version = version_by_date(old), version_by_date(new)
    canonical = diff_url(old_version, new_version)
    if canonical != request.path:
        # Any date names the version in force on it; the page lives at the effective dates, oldest first.
        return redirect(canonical)
    result = changes.compare(old_version, new_version)
    sections = [(kind, heading, result.changes[kind]) for kind, heading in DIFF_SECTIONS]
    return render(
        request,
        "rules/diff.html",
        {
            "old": old_version,
            "new": new_version,
            "sections": sections,
            "retouched": result.retouched,
            "counts": result.counts,
            "versions": all_versions(),
        },
    )
