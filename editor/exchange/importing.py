"""Imports: read a PO or XLIFF file, check every entry as a save or an approval on the site is checked, then write
them all in one transaction, or nothing.

The file says what the translator thinks; the site decides. A changed text is editor work needing review, made from
today's English, with its failing checks recorded as a save records them. An entry the file marks approved is
approved only if its importer may approve it on the site (services.approval_blocked_reason: reviewers only, and
never a text they wrote last). Nobody but a reviewer touches an approved text.
"""

from dataclasses import dataclass, field, replace

from django.db import transaction as db_transaction

from rules.models import RuleLineage
from rulings.models import Ruling
from translations.english import current_english_by_translation, current_paragraph
from translations.models import Translation, text_hash

from .. import checks as mtg_checks
from .. import selectors, services
from ..audit import audit
from ..rendering import CONTROL, control_problem, text_problem
from ..roles import is_editor, is_reviewer
from .entries import Entry, ExchangeError, Origin, Status
from .formats import parse


@dataclass
class Change:
    """One write an import will make: to a translation, or starting one for a text that had none."""

    entry: Entry
    translation: Translation | None  # None: start one for `start`
    text: str
    status: str
    origin: str
    source_hash: str
    source_text: str
    failed: list = field(default_factory=list)  # names of the checks the text fails
    note: str = ""
    start: tuple | None = None  # (ruling, rule lineage) of a text not started
    approves: bool = False


@dataclass
class ImportPlan:
    changes: list = field(default_factory=list)
    unchanged: int = 0
    problems: list = field(default_factory=list)  # (entry reference, message)


@dataclass
class ImportReport:
    applied: list = field(default_factory=list)  # translation ids written (references, in a dry run)
    unchanged: int = 0
    problems: list = field(default_factory=list)  # (entry reference, message)
    dry_run: bool = False

    @property
    def ok(self):
        return not self.problems


class ImportConflict(Exception):
    """A text not started at planning time was translated on the site before the import wrote it."""

    def __init__(self, ref):
        super().__init__(ref)
        self.ref = ref


def import_translations(content, *, fmt, user=None, dry_run=False):
    """Validate every entry, then write them all in one transaction, or nothing."""
    report = ImportReport(dry_run=dry_run)
    # Anywhere in the file, not only in texts: a NUL in a reference or a note fails PostgreSQL half-way through.
    problem = control_problem(content)
    if problem:
        line = content.count("\n", 0, CONTROL.search(content).start()) + 1
        report.problems.append(("file", f"line {line}: {problem.replace('the text', 'the file', 1)}"))
        return report
    try:
        parsed = parse(content, fmt)
    except ExchangeError as exc:
        report.problems.append(("file", str(exc)))
        return report
    if not parsed:
        report.problems.append(("file", "the file holds no translation entries"))
        return report
    if not is_editor(user):
        report.problems.append(("file", "an import must be made by an editor or reviewer account"))
        return report
    plan = plan_import(parsed, user=user)
    report.unchanged, report.problems = plan.unchanged, plan.problems
    if report.problems:
        return report
    if dry_run:
        report.applied = [c.translation.pk if c.translation else c.entry.ref for c in plan.changes]
        return report
    try:
        report.applied = apply_plan(plan, user=user)
    except services.StaleRevision as exc:
        report.problems.append((f"translation:{exc.current.pk}", "changed on the site during the import"))
    except ImportConflict as exc:
        report.problems.append((exc.ref, "translated on the site during the import"))
    if report.problems:
        return report
    audit(
        user=user,
        action="translations.import",
        format=fmt,
        applied=report.applied,
        unchanged=report.unchanged,
        approved=[pk for pk, c in zip(report.applied, plan.changes, strict=True) if c.approves],
    )
    return report


# --- planning: every check, no write ----------------------------------------------------------------


def plan_import(parsed, *, user):
    """What importing `parsed` (ImportEntry list) would write, and every reason it cannot."""
    plan = ImportPlan(problems=[(p.ref, p.problem) for p in parsed if p.problem])
    # A control character written as an escape or an XML reference is only seen in the parsed text.
    for read in parsed:
        problem = text_problem(read.entry.text) if read.entry is not None else None
        if problem:
            plan.problems.append((read.ref, problem))
    reads = _without_duplicates([p for p in parsed if p.entry is not None], plan)
    _plan_translations([r for r in reads if r.entry.id is not None], plan, user=user)
    _plan_starts([r for r in reads if r.entry.id is None], plan, user=user)
    return plan


def _without_duplicates(reads, plan):
    kept, seen = [], set()
    for read in reads:
        key = (read.ref, read.entry.language if read.entry.id is None else "")
        if key in seen:
            plan.problems.append((read.ref, "appears twice in the file"))
            continue
        seen.add(key)
        kept.append(read)
    return kept


def _plan_translations(reads, plan, *, user):
    found = Translation.objects.filter(pk__in=[r.entry.id for r in reads]).select_related("ruling", "rule")
    translations = {t.pk: t for t in found}
    english = current_english_by_translation(list(translations.values()))
    for read in reads:
        translation = translations.get(read.entry.id)
        if translation is None:
            plan.problems.append((read.ref, "no such translation on this site"))
            continue
        entry = replace(read.entry, status=read.requested_status(translation.status))
        change, problems = _plan_translation(entry, translation, english.get(translation.pk) or "", user=user)
        if problems:
            plan.problems.append((entry.ref, "; ".join(problems)))
        elif change is None:
            plan.unchanged += 1
        else:
            plan.changes.append(change)


def _clean(text):
    """A text as a save stores it."""
    return (text or "").replace("\r\n", "\n").strip()


def _same(a, b):
    return " ".join((a or "").split()) == " ".join((b or "").split())


def _mismatches(entry, translation, today):
    """Why the entry does not belong to this translation as the site knows it."""
    bad = []
    if entry.language != translation.language:
        bad.append(f"language {entry.language!r} but the translation is {translation.language!r}")
    if entry.status != Status.UNTRANSLATED and not entry.text.strip() and not translation.text.strip():
        bad.append(f"state {entry.status} but the entry has no text")
    if entry.source and not _same(entry.source, today):
        bad.append("the English changed since this file was exported; export again")
    if entry.source_hash not in {translation.source_hash, text_hash(today)}:
        bad.append("made from an English text this site does not know (source hash differs)")
    return bad


def _outcome(translation, entry, *, user):
    """(status, origin, refusal) the entry would give the translation."""
    changed = _clean(entry.text) != _clean(translation.text)
    if translation.status == Status.APPROVED and not is_reviewer(user) and (changed or entry.status != Status.APPROVED):
        return None, None, "the translation is approved: only a reviewer can change it"
    if not changed:
        # Same text: the state may move; where the text came from does not change.
        return entry.status, translation.origin, None
    if not _clean(entry.text):
        return Status.UNTRANSLATED, Origin.EDITOR, None
    return (Status.APPROVED if entry.status == Status.APPROVED else Status.NEEDS_REVIEW), Origin.EDITOR, None


def _approval_refusal(translation, user, *, new_text=None):
    """Why `user` may not approve the translation (with new_text, if the import also changes it), or None."""
    reason = services.approval_blocked_reason(translation, user=user, text=new_text)
    return f"state approved, but {reason[:1].lower()}{reason[1:]}" if reason else None


def _approval_note(translation, user, failed, *, new_text=None):
    notes = ["approved in an import" + (f" although checks fail: {', '.join(failed)}" if failed else "")]
    if services.is_own_text(translation, user=user, text=new_text):
        notes.append("admin override: approved by the author of the text")
    return "; ".join(notes)


def _plan_translation(entry, translation, today, *, user):
    """(Change or None if nothing changes, problems) for an entry of an existing translation."""
    bad = _mismatches(entry, translation, today)
    status, origin, refused = _outcome(translation, entry, user=user)
    changed = _clean(entry.text) != _clean(translation.text)
    if not bad and not refused and not changed and (status, origin) == (translation.status, translation.origin):
        return None, []
    if entry.revision != translation.revision:
        bad.append(
            f"changed on the site since the export (exported at revision {entry.revision}, now {translation.revision})"
        )
    new_text = _clean(entry.text) if changed else None
    approves = status == Status.APPROVED and (changed or translation.status != Status.APPROVED)
    if approves and not refused:
        refused = _approval_refusal(translation, user, new_text=new_text)
    if refused:
        bad.append(refused)
    if bad:
        return None, bad
    text = new_text if changed else translation.text
    failed = []
    if text and (changed or approves):
        failed = mtg_checks.failed_names(
            selectors.translation_checks(translation=translation, text=text, english=today)
        )
    # Kept outdated, it is still made from the old English; anything else is now made from today's, as a save is.
    made_from = (
        (translation.source_hash, translation.source_text) if status == Status.OUTDATED else (text_hash(today), today)
    )
    change = Change(
        entry=entry,
        translation=translation,
        text=text,
        status=status,
        origin=origin,
        source_hash=made_from[0],
        source_text=made_from[1],
        failed=failed,
        note=_approval_note(translation, user, failed, new_text=new_text) if approves else "",
        approves=approves,
    )
    return change, []


def _english_of(target):
    """(ruling or None, rule lineage or None, today's English) of a new:<target> reference, or None if unknown."""
    kind, _, key = target.partition(":")
    if kind == "ruling":
        ruling = Ruling.objects.filter(uid=key).first()
        return (ruling, None, ruling.text) if ruling else None
    if kind == "rule-lineage" and key.isdigit():
        lineage = RuleLineage.objects.filter(pk=int(key)).first()
        paragraph = current_paragraph(lineage) if lineage else None
        return (None, lineage, paragraph.full_text) if paragraph else None
    return None


def _plan_starts(reads, plan, *, user):
    """Entries for texts that had no translation at export: filled ones start one; empty ones change nothing."""
    for read in reads:
        entry = replace(read.entry, status=read.requested_status(Status.UNTRANSLATED))
        if not entry.text.strip():
            plan.unchanged += 1
            continue
        change, problems = _plan_start(entry, user=user)
        if problems:
            plan.problems.append((entry.ref, "; ".join(problems)))
        else:
            plan.changes.append(change)


def _plan_start(entry, *, user):
    found = _english_of(entry.target)
    if found is None:
        return None, ["no such ruling or rule on this site"]
    ruling, lineage, today = found
    bad = []
    if entry.source and not _same(entry.source, today):
        bad.append("the English changed since this file was exported; export again")
    target = {"ruling": ruling} if ruling else {"rule": lineage}
    existing = Translation.objects.filter(language=entry.language, **target).first()
    if existing is not None and (existing.text.strip() or existing.status != Status.UNTRANSLATED):
        bad.append(f"translated on the site since the export (translation {existing.pk}); export again")
    # Not saved: what the checks and the approval rule need to know of the translation to be.
    draft = existing or Translation(language=entry.language, text="", **target)
    text = _clean(entry.text)
    approves = entry.status == Status.APPROVED
    refused = _approval_refusal(draft, user, new_text=text) if approves else None
    if refused:
        bad.append(refused)
    if bad:
        return None, bad
    failed = mtg_checks.failed_names(selectors.translation_checks(translation=draft, text=text, english=today))
    change = Change(
        entry=entry,
        translation=None,
        text=text,
        status=Status.APPROVED if approves else Status.NEEDS_REVIEW,
        origin=Origin.EDITOR,
        source_hash=text_hash(today),
        source_text=today,
        failed=failed,
        note=_approval_note(draft, user, failed, new_text=text) if approves else "",
        start=(ruling, lineage),
        approves=approves,
    )
    return change, []


# --- applying: all or nothing ----------------------------------------------------------------------


def apply_plan(plan, *, user):
    """Write every change of the plan in one transaction; the ids of the translations written."""
    with db_transaction.atomic():
        return [_write(change, user=user) for change in plan.changes]


def _write(change, *, user):
    translation, base_revision = change.translation, change.entry.revision
    if translation is None:
        ruling, lineage = change.start
        translation, created = services.translation_start(
            user=user, ruling=ruling, rule=lineage, language=change.entry.language
        )
        if not created and (translation.text.strip() or translation.status != Status.UNTRANSLATED):
            raise ImportConflict(change.entry.ref)
        base_revision = translation.revision
    services.translation_import_entry(
        translation=translation,
        user=user,
        text=change.text,
        status=change.status,
        origin=change.origin,
        source_hash=change.source_hash,
        source_text=change.source_text,
        base_revision=base_revision,
        failed=change.failed,
        note=change.note,
    )
    return translation.pk
