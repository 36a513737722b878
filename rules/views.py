"""HTML pages for browsing the Comprehensive Rules: home, contents, glossary, history, diff (the rule page, which
shows rulings and predicates too, is pages.rule).

Views stay thin: each reads the request, calls the selectors below, renders.
"""

from dataclasses import dataclass
from urllib.parse import urlencode

from django.shortcuts import redirect, render
from django.urls import reverse

from dataversion.pages import shows
from rules import changes, memo
from rules import selectors as rules
from rules.models import CRVersion, GlossaryEntry, RuleParagraph
from rules.text import TextLinker
from rulings_site.http import BadRequest, NotFound, page

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
    """The text linker of a version, cached and kept in the process (rules.memo): its pattern of the glossary's
    terms is compiled again by each unpickling, 0.06-0.1 s of every rule page when read from the shared cache."""

    def build():
        terms = list(GlossaryEntry.objects.filter(version=version).values_list("term", flat=True))
        return TextLinker(version_date=version.effective_date.isoformat() if explicit else None, glossary_terms=terms)

    return memo.cached(("linker", version.pk, explicit), build)


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


@shows()
@page
def history(request, number):
    number = normalized_number(number)
    version, explicit = requested_version(request)
    paragraph, _ = rules.paragraph_for(number, version=version, explicit=explicit)
    if paragraph is None:
        raise NotFound(f"There is no rule {number}.")
    events = rules.history_events(paragraph.lineage_id, paragraph=paragraph)
    current = CRVersion.current()
    return render(
        request,
        "rules/history.html",
        {
            "paragraph": paragraph,
            "events": events,
            "current": current,
            "holders": rules.former_rules(number, version=paragraph.version),
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
        # Any date names the version in force on it; the page lives at the effective dates, oldest first. Only
        # the page's own parameters follow, so the page cache keys stay few.
        kept = urlencode([(key, request.GET[key]) for key in ("show", "page") if key in request.GET])
        return redirect(f"{canonical}?{kept}" if kept else canonical)
    result = changes.compare(old_version, new_version)
    # Versions years apart differ by thousands of paragraphs: each kind lists its first SHOWN_CHANGES, and
    # ?show=<kind> lists that kind whole, PAGED_CHANGES a page (&page=<n>), so no page is a megabyte of word diffs.
    show = request.GET.get("show", "")
    number = page_number(request.GET.get("page", "1"))
    sections = [
        DiffSection(kind, heading, result.changes[kind], page=number if show == kind else 0)
        for kind, heading in DIFF_SECTIONS
    ]
    retouched = DiffSection(
        "retouched", "Unchanged, printed differently", result.retouched, page=number if show == "retouched" else 0
    )
    for section in [*sections, retouched]:
        if section.page > section.pages:
            raise NotFound(f"There are {section.pages} pages of {section.heading.lower()} paragraphs, not {number}.")
    return render(
        request,
        "rules/diff.html",
        {
            "old": old_version,
            "new": new_version,
            # Each change links its rule at its version: the dates once here, not a date filter per change.
            "old_date": old_version.effective_date.isoformat(),
            "new_date": new_version.effective_date.isoformat(),
            "sections": sections,
            "retouched": retouched,
            "counts": result.counts,
            "versions": all_versions(),
        },
    )


SHOWN_CHANGES = 100
# 2,764 paragraphs were added from 2003 to 2025: listed whole, a page of 1.5 MB and 0.5 s of CPU. 300 of the costliest
# kind (word diffs of edited rules) took 0.5 s under load on the corpus (2026-12-02): 200 keep a page under the bound.
PAGED_CHANGES = 200


def page_number(value):
    """The n of ?page=n: a positive number, else 400."""
    if not value.isdigit() or len(value) > 6 or int(value) < 1:
        raise BadRequest("page must be a page number: 1, 2, 3...")
    return int(value)


@dataclass
class DiffSection:
    kind: str
    heading: str
    changes: list
    page: int = 0  # 0: the first SHOWN_CHANGES; n: the kind whole, its nth page of PAGED_CHANGES

    @property
    def whole(self):
        return self.page > 0

    @property
    def pages(self):
        return max(1, -(-len(self.changes) // PAGED_CHANGES))

    @property
    def shown(self):
        if not self.page:
            return self.changes[:SHOWN_CHANGES]
        return self.changes[(self.page - 1) * PAGED_CHANGES : self.page * PAGED_CHANGES]

    @property
    def hidden(self):
        return 0 if self.page else len(self.changes) - len(self.shown)

    @property
    def previous_page(self):
        return self.page - 1 if self.page > 1 else None

    @property
    def next_page(self):
        return self.page + 1 if self.page and self.page < self.pages else None
