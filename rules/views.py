"""HTML pages for browsing the Comprehensive Rules: home, contents, glossary, rule, history, diff.

Views stay thin: each reads the request, calls the selectors below, renders.
"""

from dataclasses import dataclass

from django.shortcuts import redirect, render
from django.urls import reverse

from dataversion import cache as dataversion
from dataversion.pages import shows
from predicates.links import predicates_for_rule
from rules import changes
from rules import selectors as rules
from rules.models import CRVersion, GlossaryEntry, RuleParagraph, rule_url
from rules.text import TextLinker
from rulings.selectors import attach_cards, rulings_resting_on, translations_by_lineage
from rulings_site.http import BadRequest, NotFound, page

RULINGS_SHOWN = 50
NO_RULES = "No Comprehensive Rules have been imported yet."


# ---------------------------------------------------------------- reading the request


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


@shows()
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


@shows()
@page
def glossary(request):
    version, explicit = requested_version(request)
    if version is None:
        raise NotFound(NO_RULES)
    entries = GlossaryEntry.objects.filter(version=version).only("term", "text", "emphasis")  # all it shows
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


def rule_or_redirect(number, version, explicit):
    """(paragraph, from_older) shown at /rules/<number>, or a redirect to the same rule under its number then."""
    paragraph, from_older = rules.paragraph_for(number, version, explicit)
    if paragraph is None and explicit:
        # The version picker on 702.126a asks for 2019: show the same rule there (then 702.125a).
        same_rule = rules.same_rule_in(number, version)
        if same_rule is not None:
            return redirect(rule_url(same_rule.number, version.effective_date))
    if paragraph is None:
        raise NotFound(f"There is no rule {number}" + (f" in the {version} Comprehensive Rules." if explicit else "."))
    return paragraph, from_older


@dataclass
class RulePage:
    """What the rule page shows beside the paragraph itself."""

    paragraph: RuleParagraph
    children: list
    full_children: bool  # a rule with subrules shows them in full; a section or a top rule lists its rules
    rulings: list
    keyword: str

    @classmethod
    def build(cls, paragraph, number):
        children = list(paragraph.children.select_related("lineage").order_by("position"))
        full_children = paragraph.kind == RuleParagraph.Kind.RULE and "." in paragraph.number
        translations = translations_by_lineage([paragraph.lineage_id, *(c.lineage_id for c in children)])
        for p in [paragraph, *children]:
            p.french = translations.get(p.lineage_id)
        keyword = rules.keyword_of(paragraph)
        lineage_ids = {paragraph.lineage_id} | ({c.lineage_id for c in children} if full_children else set())
        numbers = {number} | set(
            RuleParagraph.objects.filter(lineage_id__in=[i for i in lineage_ids if i])
            .values_list("number", flat=True)
            .distinct()
        )
        rulings = rulings_resting_on(lineage_ids, numbers, keyword)
        return cls(paragraph, children, full_children, rulings, keyword)

    def crumbs(self):
        crumbs = []
        parent = self.paragraph.parent
        while parent is not None:
            crumbs.insert(0, parent)
            parent = parent.parent
        return crumbs

    def today(self, current):
        """Today's paragraph of this rule when the page shows an older version."""
        if not self.paragraph.lineage_id or self.paragraph.version == current:
            return None
        return (
            RuleParagraph.objects.filter(version=current, lineage_id=self.paragraph.lineage_id).only("number").first()
        )


@shows("rule_translations")
@page
def rule(request, number):
    number = normalized_number(number)
    version, explicit = requested_version(request)
    found = rule_or_redirect(number, version, explicit)
    if not isinstance(found, tuple):
        return found
    paragraph, from_older = found
    shown = paragraph.version
    current = CRVersion.current()
    data = RulePage.build(paragraph, number)
    timeline = rules.lineage_timeline(paragraph.lineage_id) if paragraph.lineage_id else []
    context = {
        "paragraph": paragraph,
        "children": data.children,
        "full_children": data.full_children,
        "crumbs": data.crumbs(),
        "version": shown,
        "explicit": explicit or from_older,
        "from_older": from_older,
        "current": current,
        "today": data.today(current),
        "versions": all_versions(),
        "timeline": timeline if len(timeline) > 1 else [],
        "holders": rules.former_rules(number, shown),
        "rulings": attach_cards(data.rulings[:RULINGS_SHOWN]),
        "rulings_total": len(data.rulings),
        "keyword": data.keyword,
        "predicates": predicates_for_rule(paragraph),
        "linker": linker_for(shown, explicit=explicit or from_older),
    }
    return render(request, "rules/rule.html", context)


@shows()
@page
def history(request, number):
    number = normalized_number(number)
    version, explicit = requested_version(request)
    paragraph, _ = rules.paragraph_for(number, version, explicit)
    if paragraph is None:
        raise NotFound(f"There is no rule {number}.")
    events = rules.history_events(paragraph.lineage_id, paragraph)
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
    ("split", "Split"),
    ("merged", "Merged into another rule"),
    ("edited", "Edited"),
    ("renumbered", "Renumbered"),
    ("renumbered_edited", "Renumbered and edited"),
)


@shows()
@page
def diff(request, old, new):
    old_version, new_version = version_by_date(old), version_by_date(new)
    canonical = diff_url(old_version, new_version)
    if canonical != request.path:
        # Any date names the version in force on it; the page lives at the effective dates, oldest first.
        return redirect(canonical)
    result = changes.compare(old_version, new_version)
    # Versions years apart differ by thousands of paragraphs: each kind lists its first SHOWN_CHANGES, and
    # ?show=<kind> lists that kind whole, so no page is a megabyte of word diffs.
    show = request.GET.get("show", "")
    sections = [DiffSection(kind, heading, result.changes[kind], whole=show == kind) for kind, heading in DIFF_SECTIONS]
    retouched = DiffSection("retouched", "Unchanged, printed differently", result.retouched, whole=show == "retouched")
    return render(
        request,
        "rules/diff.html",
        {
            "old": old_version,
            "new": new_version,
            "sections": sections,
            "retouched": retouched,
            "counts": result.counts,
            "versions": all_versions(),
        },
    )


SHOWN_CHANGES = 150


@dataclass
class DiffSection:
    kind: str
    heading: str
    changes: list
    whole: bool = False

    @property
    def shown(self):
        return self.changes if self.whole else self.changes[:SHOWN_CHANGES]

    @property
    def hidden(self):
        return len(self.changes) - len(self.shown)
