"""Translations out to PO or XLIFF 1.2 files (what translators' tools read) and back in.

Every field needed to rebuild a translation travels with it: the id, the
state and origin, the hash and text of the English it was made from and the
revision it was exported at (PO: `#.` comments, `#|` previous msgid and the
fuzzy flag; XLIFF: a note and standard target states). An import validates
every entry first and writes nothing if any is bad.
"""

import re
import xml.etree.ElementTree as ET
from dataclasses import asdict, dataclass, field

import polib
from django.db import transaction as db_transaction

from rules.models import RuleLineage
from rulings.models import Ruling, Translation, text_hash

from . import checks as mtg_checks
from . import services
from .audit import audit
from .roles import is_editor, is_reviewer
from .selectors import not_started

Status = Translation.Status
Origin = Translation.Origin

XLIFF_NS = "urn:oasis:names:tc:xliff:document:1.2"
NOTE_FROM = "mtg-rulings"
PREVIOUS_FROM = "mtg-rulings-previous-source"
FORMATS = ("po", "xliff")

# XLIFF 1.2 target states that tools understand; our exact state is in the note.
XLIFF_STATE = {
    Status.UNTRANSLATED: "needs-translation",
    Status.MACHINE: "needs-review-translation",
    Status.NEEDS_REVIEW: "translated",
    Status.APPROVED: "final",
    Status.OUTDATED: "needs-adaptation",
}
XLIFF_STATE_BACK = {v: k for k, v in XLIFF_STATE.items()} | {"new": Status.UNTRANSLATED, "signed-off": Status.APPROVED}


@dataclass
class Entry:
    id: int  # None for a text with no translation yet (see NEW_REF)
    language: str
    target: str
    source: str  # today's English
    text: str
    status: str
    origin: str
    source_hash: str
    source_text: str  # the English the French was made from
    revision: int


@dataclass
class ImportReport:
    applied: list = field(default_factory=list)  # translation ids written
    unchanged: int = 0
    problems: list = field(default_factory=list)  # (entry reference, message)

    @property
    def ok(self):
        return not self.problems


class ExchangeError(Exception):
    pass


# A text not started yet travels under this reference instead of a translation id.
NEW_REF = re.compile(r"new:(ruling|rule-lineage):([\w-]{1,40})")


def new_entries(*, language="fr"):
    """Entries for the rulings and today's rule paragraphs with no translation in `language`: empty, untranslated."""
    rulings, paragraphs = not_started(language=language)
    entries = []
    for uid, text in rulings.values_list("uid", "text").iterator():
        entries.append(_new_entry(f"ruling:{uid}", language, text))
    for paragraph in paragraphs.only("lineage_id", "kind", "title", "text").iterator():
        entries.append(_new_entry(f"rule-lineage:{paragraph.lineage_id}", language, paragraph.full_text))
    return entries


def _new_entry(target, language, english):
    return Entry(
        id=None,
        language=language,
        target=target,
        source=english,
        text="",
        status=Status.UNTRANSLATED,
        origin=Origin.EDITOR,
        source_hash=text_hash(english),
        source_text=english,
        revision=0,
    )


def _context(entry):
    return f"translation:{entry.id}" if entry.id is not None else f"new:{entry.target}"


def entries_for(queryset):
    translations = list(queryset.select_related("ruling", "rule").order_by("pk"))
    english = services.current_english_by_translation(translations)
    entries = []
    for t in translations:
        entries.append(
            Entry(
                id=t.pk,
                language=t.language,
                target=_target_ref(t),
                source=english.get(t.pk) or "",
                text=t.text,
                status=t.status,
                origin=t.origin,
                source_hash=t.source_hash,
                source_text=t.source_text,
                revision=t.revision,
            )
        )
    return entries


def _target_ref(translation):
    if translation.ruling_id:
        return f"ruling:{translation.ruling.uid}"
    paragraph = services.current_paragraph(translation.rule)
    return f"rule:{paragraph.number}" if paragraph else f"rule-lineage:{translation.rule_id}"


def _meta_lines(entry):
    return [
        f"target: {entry.target}",
        f"state: {entry.status}",
        f"origin: {entry.origin}",
        f"source-hash: {entry.source_hash}",
        f"revision: {entry.revision}",
        f"language: {entry.language}",
    ]


META_KEYS = ("target", "state", "origin", "source-hash", "revision", "language")
_META_LINE = re.compile(r"^\s*({})\s*:\s*(.*)$".format("|".join(META_KEYS)), re.IGNORECASE)


def _parse_meta(text):
    """key: value lines; tools re-wrap long comments, so other lines continue the previous value."""
    meta, last = {}, None
    for line in (text or "").splitlines():
        match = _META_LINE.match(line)
        if match:
            last = match.group(1).lower()
            meta[last] = match.group(2).strip()
        elif last and line.strip():
            joiner = "" if last in ("source-hash", "revision") or not meta[last] else " "
            meta[last] = meta[last] + joiner + line.strip()
    return meta


def _languages(entries):
    return sorted({e.language for e in entries}) or ["fr"]


# --- PO --------------------------------------------------------------------------------


def export_po(queryset, extra=()):
    entries = entries_for(queryset) + list(extra)
    po = polib.POFile(wrapwidth=0)
    po.metadata = {
        "Project-Id-Version": "mtg-rulings translations",
        "Language": ",".join(_languages(entries)),
        "MIME-Version": "1.0",
        "Content-Type": "text/plain; charset=UTF-8",
        "Content-Transfer-Encoding": "8bit",
    }
    for e in entries:
        po_entry = polib.POEntry(
            msgctxt=_context(e),
            msgid=e.source,
            msgstr=e.text,
            comment="\n".join(_meta_lines(e)),
            occurrences=[(e.target, "")],
        )
        if e.source_text != e.source:
            # The English the French was made from, as gettext tools show it for fuzzy entries.
            po_entry.previous_msgid = e.source_text
        if e.text and e.status != Status.APPROVED:
            po_entry.flags.append("fuzzy")
        po.append(po_entry)
    return str(po)


def parse_po(content):
    """[(reference, Entry or None, problem or None)] for every entry of a PO file."""
    try:
        po = polib.pofile(content, wrapwidth=0)
    except (OSError, ValueError, UnicodeError) as exc:
        raise ExchangeError(f"Not a readable PO file: {exc}") from exc
    parsed = []
    for po_entry in po:
        ref = po_entry.msgctxt or po_entry.msgid[:40]
        match = re.fullmatch(r"translation:(\d+)", po_entry.msgctxt or "")
        new = NEW_REF.fullmatch(po_entry.msgctxt or "")
        if not match and not new:
            parsed.append((ref, None, "msgctxt must be translation:<id> or new:ruling:<uid> / new:rule-lineage:<id>"))
            continue
        meta = _parse_meta(po_entry.comment)
        if "state" not in meta and po_entry.msgstr:
            meta["state"] = Status.NEEDS_REVIEW if "fuzzy" in po_entry.flags else Status.APPROVED
        if new:
            meta["target"] = f"{new.group(1)}:{new.group(2)}"
        pk = int(match.group(1)) if match else None
        parsed.append(_entry_from(ref, pk, meta, po_entry.msgid, po_entry.msgstr, po_entry.previous_msgid))
    return parsed


# --- XLIFF 1.2 -------------------------------------------------------------------------


def export_xliff(queryset, extra=()):
    entries = entries_for(queryset) + list(extra)
    ET.register_namespace("", XLIFF_NS)
    q = lambda tag: f"{{{XLIFF_NS}}}{tag}"  # noqa: E731
    root = ET.Element(q("xliff"), {"version": "1.2"})
    by_language = {}
    for e in entries:
        by_language.setdefault(e.language, []).append(e)
    for language in sorted(by_language) or ["fr"]:
        file_el = ET.SubElement(
            root,
            q("file"),
            {"original": "mtg-rulings", "source-language": "en", "target-language": language, "datatype": "plaintext"},
        )
        body = ET.SubElement(file_el, q("body"))
        for e in by_language.get(language, []):
            unit_id = str(e.id) if e.id is not None else _context(e)
            unit = ET.SubElement(
                body,
                q("trans-unit"),
                {"id": unit_id, "resname": e.target, "{http://www.w3.org/XML/1998/namespace}space": "preserve"},
            )
            ET.SubElement(unit, q("source")).text = e.source
            target_attrs = {"state": XLIFF_STATE[e.status]}
            if e.status == Status.MACHINE:
                target_attrs["state-qualifier"] = "mt-suggestion"
            ET.SubElement(unit, q("target"), target_attrs).text = e.text
            ET.SubElement(unit, q("note"), {"from": NOTE_FROM}).text = "\n".join(_meta_lines(e))
            if e.source_text != e.source:
                ET.SubElement(unit, q("note"), {"from": PREVIOUS_FROM}).text = e.source_text
    if not entries:
        file_el = ET.SubElement(
            root,
            q("file"),
            {"original": "mtg-rulings", "source-language": "en", "target-language": "fr", "datatype": "plaintext"},
        )
        ET.SubElement(file_el, q("body"))
    ET.indent(root, space=" ")
    # indent() adds whitespace only between elements, never inside the texts of source/target/note.
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def parse_xliff(content):
    if re.search(r"<!DOCTYPE|<!ENTITY", content, re.IGNORECASE):
        raise ExchangeError("XLIFF files with a DOCTYPE or entities are refused.")
    try:
        root = ET.fromstring(content)
    except ET.ParseError as exc:
        raise ExchangeError(f"Not well-formed XML: {exc}") from exc
    if root.tag != f"{{{XLIFF_NS}}}xliff" or root.get("version") != "1.2":
        raise ExchangeError('Not an XLIFF 1.2 document (expected <xliff version="1.2"> in its namespace).')
    ns = {"x": XLIFF_NS}
    parsed = []
    for file_el in root.findall("x:file", ns):
        language = file_el.get("target-language", "")
        for unit in file_el.iterfind("x:body/x:trans-unit", ns):
            ref = f"trans-unit {unit.get('id')}"
            new = NEW_REF.fullmatch(unit.get("id") or "")
            if not (unit.get("id") or "").isdigit() and not new:
                parsed.append(
                    (ref, None, "trans-unit id must be a translation id or new:ruling:<uid> / new:rule-lineage:<id>")
                )
                continue
            source_el, target_el = unit.find("x:source", ns), unit.find("x:target", ns)
            meta, previous = {}, None
            for note in unit.findall("x:note", ns):
                if note.get("from") == NOTE_FROM:
                    meta = _parse_meta(note.text)
                elif note.get("from") == PREVIOUS_FROM:
                    previous = "".join(note.itertext())
            text = "".join(target_el.itertext()) if target_el is not None else ""
            xliff_state = target_el.get("state") if target_el is not None else None
            if xliff_state is not None and xliff_state not in XLIFF_STATE_BACK:
                # A state we cannot map is refused rather than guessed (it could hide an unreviewed text).
                parsed.append((ref, None, f"unknown XLIFF state {xliff_state!r}"))
                continue
            if "state" not in meta and target_el is not None:
                meta["state"] = (
                    XLIFF_STATE_BACK[xliff_state]
                    if xliff_state
                    else (Status.NEEDS_REVIEW if text else Status.UNTRANSLATED)
                )
            meta.setdefault("language", language)
            if new:
                meta["target"] = f"{new.group(1)}:{new.group(2)}"
            source = "".join(source_el.itertext()) if source_el is not None else ""
            parsed.append(_entry_from(ref, None if new else int(unit.get("id")), meta, source, text, previous))
    return parsed


# --- both ------------------------------------------------------------------------------


def _entry_from(ref, pk, meta, source, text, previous):
    problems = []
    status, origin = meta.get("state", ""), meta.get("origin", Origin.EDITOR)
    if status not in Status.values:
        problems.append(f"unknown state {status!r}")
    if origin not in Origin.values:
        problems.append(f"unknown origin {origin!r}")
    source_hash = meta.get("source-hash", "")
    if source_hash and not re.fullmatch(r"[0-9a-f]{64}", source_hash):
        problems.append("source-hash is not a SHA-256 hex digest")
    revision = meta.get("revision", "")
    if revision and not revision.isdigit():
        problems.append("revision is not a number")
    if problems:
        return (ref, None, "; ".join(problems))
    entry = Entry(
        id=pk,
        language=meta.get("language") or "fr",
        target=meta.get("target", ""),
        source=source,
        text=text,
        status=status,
        origin=origin,
        source_hash=source_hash or text_hash(previous if previous is not None else source),
        source_text=previous if previous is not None else source,
        revision=int(revision) if revision else 0,
    )
    return (ref, entry, None)


def detect_format(name, content):
    lowered = (name or "").lower()
    if lowered.endswith((".po", ".pot")):
        return "po"
    if lowered.endswith((".xlf", ".xliff", ".xml")):
        return "xliff"
    return "xliff" if content.lstrip().startswith("<") else "po"


def export(queryset, fmt, *, include_untranslated=False, language="fr"):
    """The file of `queryset`; with include_untranslated, also the texts with no translation yet (empty targets)."""
    if fmt not in FORMATS:
        raise ExchangeError(f"Unknown format {fmt!r}: use po or xliff.")
    extra = new_entries(language=language) if include_untranslated else []
    return export_po(queryset, extra) if fmt == "po" else export_xliff(queryset, extra)


def parse(content, fmt):
    if fmt not in FORMATS:
        raise ExchangeError(f"Unknown format {fmt!r}: use po or xliff.")
    return parse_po(content) if fmt == "po" else parse_xliff(content)


def _same(a, b):
    return " ".join((a or "").split()) == " ".join((b or "").split())


def _outcome(t, entry, *, reviewer):
    """(status, origin, problem) an entry would give translation t, imported by a reviewer or not.

    The file says what the translator thinks; the site decides: a changed text
    is editor work needing review, unless a reviewer imports it as approved.
    Nobody but a reviewer approves, or touches an approved text.
    """
    if t.status == Status.APPROVED and not reviewer and (entry.text != t.text or entry.status != t.status):
        return None, None, "the translation is approved: only a reviewer can change it"
    if entry.text != t.text:
        if not entry.text.strip():
            return Status.UNTRANSLATED, Origin.EDITOR, None
        if entry.status == Status.APPROVED:
            if not reviewer:
                return None, None, "state approved: only a reviewer can approve"
            return Status.APPROVED, Origin.EDITOR, None
        return Status.NEEDS_REVIEW, Origin.EDITOR, None
    # Same text: the state may move (a reviewer may approve); where the text came from does not change.
    if entry.status == Status.APPROVED and t.status != Status.APPROVED and not reviewer:
        return None, None, "state approved: only a reviewer can approve"
    return entry.status, t.origin, None


def _plan(parsed, *, reviewer=False):
    """Check every entry against the database: (changes, unchanged count, problems)."""
    problems = [(ref, problem) for ref, entry, problem in parsed if problem]
    entries = [entry for _, entry, problem in parsed if entry is not None and entry.id is not None]
    starts, unchanged = _plan_new(
        [e for _, e, _ in parsed if e is not None and e.id is None], problems, reviewer=reviewer
    )
    seen = set()
    for entry in entries:
        if entry.id in seen:
            problems.append((f"translation {entry.id}", "appears twice in the file"))
        seen.add(entry.id)
    translations = {t.pk: t for t in Translation.objects.filter(pk__in=seen).select_related("ruling", "rule")}
    english = services.current_english_by_translation(list(translations.values()))
    changes = starts
    for entry in entries:
        ref = f"translation {entry.id}"
        t = translations.get(entry.id)
        if t is None:
            problems.append((ref, "no such translation on this site"))
            continue
        bad = []
        if entry.language != t.language:
            bad.append(f"language {entry.language!r} but the translation is {t.language!r}")
        # An untranslated entry a translator filled in is simply translated now (see _outcome).
        if entry.status != Status.UNTRANSLATED and not entry.text.strip():
            bad.append(f"state {entry.status} but the entry has no text")
        today = english.get(t.pk) or ""
        if entry.source and not _same(entry.source, today):
            bad.append("the English changed since this file was exported; export again")
        if entry.source_hash not in {t.source_hash, text_hash(today)}:
            bad.append("made from an English text this site does not know (source hash differs)")
        status, origin, refused = _outcome(t, entry, reviewer=reviewer)
        same_content = (
            entry.text == t.text and status == t.status and origin == t.origin and entry.source_hash == t.source_hash
        )
        if not bad and not refused and same_content:
            unchanged += 1
            continue
        if entry.revision != t.revision:
            bad.append(
                f"changed on the site since the export (exported at revision {entry.revision}, now {t.revision})"
            )
        if refused:
            bad.append(refused)
        if bad:
            problems.append((ref, "; ".join(bad)))
            continue
        changes.append((t, entry, status, origin))
    return changes, unchanged, problems


def _english_of(target):
    """(ruling or None, rule lineage or None, today's English) of a new:<target> reference, or None if unknown."""
    kind, _, key = target.partition(":")
    if kind == "ruling":
        ruling = Ruling.objects.filter(uid=key).first()
        return (ruling, None, ruling.text) if ruling else None
    if kind == "rule-lineage" and key.isdigit():
        lineage = RuleLineage.objects.filter(pk=int(key)).first()
        paragraph = services.current_paragraph(lineage) if lineage else None
        return (None, lineage, paragraph.full_text) if paragraph else None
    return None


def _plan_new(entries, problems, *, reviewer):
    """Entries for texts that had no translation at export: filled ones start one. Returns (changes, unchanged)."""
    changes, unchanged, seen = [], 0, set()
    for entry in entries:
        ref = f"new:{entry.target}"
        if (entry.target, entry.language) in seen:
            problems.append((ref, "appears twice in the file"))
            continue
        seen.add((entry.target, entry.language))
        if not entry.text.strip():
            unchanged += 1  # still not translated: nothing to write
            continue
        found = _english_of(entry.target)
        if found is None:
            problems.append((ref, "no such ruling or rule on this site"))
            continue
        ruling, lineage, today = found
        bad = []
        if entry.source and not _same(entry.source, today):
            bad.append("the English changed since this file was exported; export again")
        existing = Translation.objects.filter(
            language=entry.language, **({"ruling": ruling} if ruling else {"rule": lineage})
        ).first()
        if existing is not None and (existing.text.strip() or existing.status != Status.UNTRANSLATED):
            bad.append(f"translated on the site since the export (translation {existing.pk}); export again")
        status, origin = Status.NEEDS_REVIEW, Origin.EDITOR
        if entry.status == Status.APPROVED:
            if reviewer:
                status = Status.APPROVED
            else:
                bad.append("state approved: only a reviewer can approve")
        if bad:
            problems.append((ref, "; ".join(bad)))
            continue
        # Made from today's English, whatever hash the file carries.
        entry.source_hash, entry.source_text = text_hash(today), today
        changes.append(((ruling, lineage), entry, status, origin))
    return changes, unchanged


def import_translations(content, *, fmt, user=None, dry_run=False):
    """Validate every entry, then write them all in one transaction, or nothing."""
    report = ImportReport()
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
    changes, report.unchanged, report.problems = _plan(parsed, reviewer=is_reviewer(user))
    if report.problems:
        return report
    if dry_run:
        # What would be written; a text not started yet has no id, so its reference stands for it.
        report.applied = [t.pk if isinstance(t, Translation) else f"new:{e.target}" for t, e, *_ in changes]
        return report
    approved = []
    try:
        with db_transaction.atomic():
            for translation, entry, status, origin in changes:
                if not isinstance(translation, Translation):
                    ruling, lineage = translation
                    translation, _ = services.translation_start(
                        user=user, ruling=ruling, rule=lineage, language=entry.language
                    )
                    entry.revision = translation.revision
                failed, note = [], ""
                if status == Status.APPROVED and translation.status != Status.APPROVED:
                    # Approved from a file: recorded like an approval, with the checks that fail.
                    failed = mtg_checks.failed_names(
                        services.translation_checks(translation=translation, text=entry.text)
                    )
                    note = "approved in an import" + (f" although checks fail: {', '.join(failed)}" if failed else "")
                    approved.append(translation.pk)
                services.translation_import_entry(
                    translation=translation,
                    user=user,
                    text=entry.text,
                    status=status,
                    origin=origin,
                    source_hash=entry.source_hash,
                    source_text=entry.source_text,
                    base_revision=entry.revision,
                    failed=failed,
                    note=note,
                )
                report.applied.append(translation.pk)
    except services.StaleRevision as exc:
        report.applied = []
        report.problems.append(
            (f"translation {exc.current.pk}", "changed on the site during the import; nothing was written")
        )
        return report
    audit(
        user=user,
        action="translations.import",
        format=fmt,
        applied=report.applied,
        unchanged=report.unchanged,
        approved=approved,
    )
    return report


def entry_dicts(entries):
    return [asdict(e) for e in entries]
