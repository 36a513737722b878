"""Read-side selectors for Comprehensive Rules paragraphs and their lineage.

Pages, search and the JSON API all call these; none of them writes. Arguments after the first are keyword-only,
and every function is typed (mypy and scripts/check_typed.py, `make lint`).
"""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass, field
from typing import Any, TypeAlias

from rules import lineage as lineage_matching
from rules.lineage import body as body_of
from rules.lineage import change_of
from rules.models import CRVersion, RuleParagraph, RulePart

# "7", "702", "702.126", "702.126a"; a trailing dot as printed in the CR ("702.126.") is accepted.
NUMBER_RE = re.compile(r"^(\d|\d{3}|\d{3}\.\d+|\d{3}\.\d+[a-z])\.?$")
VERSION_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
# A CR version as callers name it: its effective date, the version itself, or None for the newest.
Version: TypeAlias = datetime.date | CRVersion | None


def normalize_number(text: str | None) -> str | None:
    """ "702.126a." / " 702.126A " -> "702.126a"; None when it is not a rule number."""
    text = (text or "").strip().lower()
    match = NUMBER_RE.match(text)
    return match.group(1) if match else None


def parse_version(text: str | None) -> datetime.date:
    """ "2022-04-29" -> date; raises ValueError for anything else."""
    message = f"version must be a date written YYYY-MM-DD, not {text!r}"
    if not VERSION_RE.match(text or ""):
        raise ValueError(message)
    try:
        return datetime.date.fromisoformat(text or "")
    except ValueError:
        raise ValueError(message) from None


def version_dates() -> list[datetime.date]:
    """Every imported CR version's effective date, oldest first."""
    return list(CRVersion.objects.order_by("effective_date").values_list("effective_date", flat=True))


def versions_in_order() -> list[tuple[int, datetime.date]]:
    """Every imported CR version as (id, effective date), oldest first: what dating a ruling reads."""
    return list(CRVersion.objects.order_by("effective_date").values_list("id", "effective_date"))


def get_version(version: Version = None) -> CRVersion | None:
    """The CRVersion for a date (exactly its effective date), a CRVersion, or None for the newest."""
    if isinstance(version, CRVersion):
        return version
    if version is None:
        return CRVersion.current()
    return CRVersion.objects.filter(effective_date=version).first()


def version_in_effect(date: datetime.date) -> CRVersion | None:
    """The CR version in effect on a date (the newest effective on or before it), or None."""
    return CRVersion.objects.filter(effective_date__lte=date).order_by("-effective_date").first()


def get_paragraph(number: str | None, *, version: Version = None) -> RuleParagraph | None:
    """The paragraph with this number in a version (a date, a CRVersion, or None: the newest); None if absent."""
    number = normalize_number(number)
    cr = get_version(version)
    if number is None or cr is None:
        return None
    return (
        RuleParagraph.objects.select_related("version", "parent", "lineage").filter(version=cr, number=number).first()
    )


def lineage_of(paragraph: RuleParagraph) -> list[dict[str, Any]]:
    """This rule in every imported version it appears in, oldest first: [{version, number, change}].

    Where words of the rule went on into rules of the next version that do not continue it (a split or a
    merge), the entry has "parts_into" [{version, number}]; where it took words from rules of the previous
    version besides its own predecessor, "parts_from".
    """
    if paragraph.lineage_id is None:
        rows = [(paragraph.id, paragraph.version.effective_date, paragraph.number, paragraph.change)]
    else:
        rows = (
            RuleParagraph.objects.filter(lineage_id=paragraph.lineage_id)
            .order_by("version__effective_date")
            .values_list("id", "version__effective_date", "number", "change")
        )
    entries = {
        pk: {"version": date.isoformat(), "number": number, "change": change} for pk, date, number, change in rows
    }
    for key, other, related in (("parts_into", "target", "source_id"), ("parts_from", "source", "target_id")):
        found = RulePart.objects.filter(**{f"{related}__in": list(entries)}).order_by(f"{other}__position")
        for pk, date, number in found.values_list(related, f"{other}__version__effective_date", f"{other}__number"):
            entries[pk].setdefault(key, []).append({"version": date.isoformat(), "number": number})
    return list(entries.values())


def parts_of(lineage_id: int) -> dict[int, dict[str, list[RuleParagraph]]]:
    """{paragraph id: {"into": [RuleParagraph], "from": [RuleParagraph]}} for the paragraphs of one lineage."""
    found: dict[int, dict[str, list[RuleParagraph]]] = {}
    rows = RulePart.objects.filter(source__lineage_id=lineage_id).select_related("target__version")
    for part in rows.order_by("target__position"):
        found.setdefault(part.source_id, {"into": [], "from": []})["into"].append(part.target)
    rows = RulePart.objects.filter(target__lineage_id=lineage_id).select_related("source__version")
    for part in rows.order_by("source__position"):
        found.setdefault(part.target_id, {"into": [], "from": []})["from"].append(part.source)
    return found


def rule_name(paragraph: RuleParagraph) -> str:
    """What the rule says of itself: its title ("Improvise" for 702.126), else the first words of its own text.

    Never the parent's title: 601.3 is not "Casting Spells", it is "A player can begin to cast a spell…".
    """
    return lineage_matching.label_for(paragraph)


def former_rules(number: str | None, *, version: Version = None) -> list[dict[str, Any]]:
    """The rules that held this number in versions before `version` (None: the newest) but are another rule there.

    Each: {"name", "number", "from", "until", "versions", "now"}; "now" is
    {"number", "version"} where that rule lives in `version`, or None when it
    is gone, with "last" then telling where it was last seen.
    """
    number = normalize_number(number)
    cr = get_version(version)
    if number is None or cr is None:
        return []
    holders = (
        RuleParagraph.objects.select_related("version", "parent", "lineage")
        .filter(number=number, version__effective_date__lte=cr.effective_date)
        .order_by("version__effective_date")
    )
    current = next((p for p in holders if p.version_id == cr.id), None)
    by_lineage: dict[int | None, list[RuleParagraph]] = {}
    for paragraph in holders:
        if paragraph.version_id == cr.id or (current is not None and paragraph.lineage_id == current.lineage_id):
            continue
        by_lineage.setdefault(paragraph.lineage_id, []).append(paragraph)
    former = []
    for lineage_id, held in by_lineage.items():
        latest_held = held[-1]
        entry = {
            "name": rule_name(latest_held),
            "number": number,
            "from": held[0].version.effective_date.isoformat(),
            "until": latest_held.version.effective_date.isoformat(),
            "versions": [p.version.effective_date.isoformat() for p in held],
            "now": None,
        }
        if lineage_id is not None:
            later = (
                RuleParagraph.objects.filter(lineage_id=lineage_id, version__effective_date__lte=cr.effective_date)
                .order_by("-version__effective_date")
                .select_related("version")
                .first()
            )
            if later.version_id == cr.id:
                entry["now"] = {"number": later.number, "version": cr.effective_date.isoformat()}
            else:
                entry["last"] = {"number": later.number, "version": later.version.effective_date.isoformat()}
        former.append(entry)
    former.sort(key=lambda entry: entry["from"])
    return former


def former_note(entry: dict[str, Any]) -> str:
    """One sentence for a former holder:
    "702.125a was “Improvise is a static ability…” from 2017-01-20 until 2021-02-15; today it is 702.126a." """
    text = f"{entry['number']} was “{entry['name']}” from {entry['from']} until {entry['until']}"
    if entry["now"]:
        return f"{text}; today it is {entry['now']['number']}."
    if entry.get("last"):
        return f"{text}; it was removed after {entry['last']['version']} (last numbered {entry['last']['number']})."
    return f"{text}."


@dataclass
class Resolution:
    """Where a rule number typed by a user leads in the newest CR."""

    number: str | None  # the number as normalized, None when the text is not a rule number
    paragraph: RuleParagraph | None = None  # today's paragraph to show
    note: str = ""  # why the paragraph shown has another number, or what the number used to be
    former: list = field(default_factory=list)  # former_rules(number)
    old_paragraph: RuleParagraph | None = (
        None  # the newest older paragraph that held the number, when it is not current
    )

    @property
    def moved(self) -> bool:
        return self.old_paragraph is not None


def resolve_number(number: str | None) -> Resolution:
    """A query that is a rule number goes straight to that rule, an old number through its lineage.

    Today's number: that paragraph (with a note when the number used to belong
    to another rule). A number that exists only in older versions: today's
    paragraph of the same rule, with a note saying it moved; paragraph None
    when that rule was removed.
    """
    normalized = normalize_number(number)
    resolution = Resolution(number=normalized)
    current_version = CRVersion.current()
    if normalized is None or current_version is None:
        return resolution
    resolution.former = former_rules(normalized, version=current_version)
    paragraph = get_paragraph(normalized, version=current_version)
    if paragraph is not None:
        resolution.paragraph = paragraph
        resolution.note = " ".join(former_note(entry) for entry in resolution.former)
        return resolution
    old = (
        RuleParagraph.objects.select_related("version", "parent", "lineage")
        .filter(number=normalized)
        .order_by("-version__effective_date")
        .first()
    )
    if old is None:
        return resolution
    resolution.old_paragraph = old
    today = None
    if old.lineage_id is not None:
        today = get_paragraph_in_lineage(old.lineage_id, version=current_version)
    old_date = old.version.effective_date.isoformat()
    if today is not None:
        resolution.paragraph = today
        resolution.note = f"{normalized} (CR {old_date}) is now {today.number}."
    else:
        resolution.note = f"{normalized} ({rule_name(old)}) was removed after CR {old_date}."
    return resolution


def get_paragraph_in_lineage(lineage_id: int, *, version: Version = None) -> RuleParagraph | None:
    cr = get_version(version)
    if cr is None:
        return None
    return (
        RuleParagraph.objects.select_related("version", "parent", "lineage")
        .filter(lineage_id=lineage_id, version=cr)
        .first()
    )


def lineage_timeline(lineage_id: int) -> list[tuple[str, datetime.date, datetime.date]]:
    """[(number, first_date, last_date)] runs of the numbers one rule had, oldest first."""
    rows = (
        RuleParagraph.objects.filter(lineage_id=lineage_id)
        .order_by("version__effective_date")
        .values_list("number", "version__effective_date")
    )
    runs: list[list[Any]] = []
    for number, date in rows:
        if runs and runs[-1][0] == number:
            runs[-1][2] = date
        else:
            runs.append([number, date, date])
    return [tuple(r) for r in runs]


def keyword_of(paragraph: RuleParagraph) -> str:
    """The keyword a 701/702 rule defines ("Improvise" for 702.126 and 702.126a), else ''."""
    if not paragraph.number.startswith(("701.", "702.")):
        return ""
    if paragraph.kind == RuleParagraph.Kind.RULE:
        return paragraph.title
    parent = paragraph.parent
    return parent.title if parent is not None and parent.kind == RuleParagraph.Kind.RULE else ""


def paragraph_for(number: str, *, version: CRVersion | None, explicit: bool) -> tuple[RuleParagraph | None, bool]:
    """The paragraph shown at /rules/<number>, and whether it comes from an older version than asked.

    Without ?version=, a number missing from today's CR shows the newest version that had it.
    """
    base = RuleParagraph.objects.select_related("version", "lineage", "parent__parent__parent")
    paragraph = base.filter(version=version, number=number).first() if version else None
    if paragraph is None and not explicit:
        paragraph = base.filter(number=number).order_by("-version__effective_date").first()
        return paragraph, paragraph is not None
    return paragraph, False


def same_rule_in(number: str, *, version: CRVersion) -> RuleParagraph | None:
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


def history_events(lineage_id: int | None, *, paragraph: RuleParagraph) -> list[dict[str, Any]]:
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
    parts = parts_of(lineage_id) if lineage_id else {}
    events: list[dict[str, Any]] = []
    previous = None
    kind: str | None
    for index, v in enumerate(versions):
        p = by_version.get(v.id)
        if p is None:
            if previous is not None:
                # Its words went on into other rules: a split (several) or a merge (one), not a removal.
                into = parts.get(previous.id, {}).get("into", [])
                kind = "removed" if not into else ("split" if len(into) > 1 else "merged")
                events.append({"kind": kind, "version": v, "paragraph": None, "previous": previous, "into": into})
                previous = None
            continue
        p.version = v
        p.body = body_of(p)
        if previous is None:
            kind = "first" if index == 0 and not events else ("restored" if events else "created")
        else:
            change = p.change if lineage_id else change_of(previous, p)
            kind = None if change == RuleParagraph.Change.UNCHANGED else change
            if kind == RuleParagraph.Change.EDITED and previous.title and p.title and previous.title != p.title:
                kind = "renamed" if previous.text == p.text else kind
        # Words of the previous version's paragraph that went into other rules (712.7 into 712.11a and b), and
        # words this one took from other rules.
        split_into: list[RuleParagraph] = parts.get(previous.id, {}).get("into", []) if previous is not None else []
        taken_from = parts.get(p.id, {}).get("from", [])
        if kind is None and (split_into or taken_from):
            kind = "split" if split_into else "merged_from"
        if kind is None:
            events[-1]["unchanged_until"] = v
        else:
            events.append(
                {
                    "kind": kind,
                    "version": v,
                    "paragraph": p,
                    "previous": previous,
                    "unchanged_until": None,
                    "into": split_into,
                    "taken_from": taken_from,
                }
            )
        previous = p
    return events
