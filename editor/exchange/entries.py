"""A translation as it travels in an exchange file, and the words every format shares.

Every entry names itself by one reference, the same in every format and in every tool's copy of it:
`translation:<id>`, or `new:ruling:<uid>` / `new:rule-lineage:<id>` for a text with no translation yet. Its
metadata (target, state, origin, source hash, revision, language) travels as `key: value` lines in the comment
gettext tools call "extracted" (`#.`) and XLIFF tools a developer note, so converters carry it across.
"""

import re
from dataclasses import dataclass

from rules.models import RuleParagraph
from translations.english import current_english_by_translation
from translations.models import Translation, text_hash

from ..selectors import not_started

Status = Translation.Status
Origin = Translation.Origin


class ExchangeError(Exception):
    """A file or a choice that cannot be exported or read; the message is shown as is."""


REF = re.compile(r"translation:(?P<id>\d{1,12})|new:(?P<target>(?:ruling|rule-lineage):[\w-]{1,40})")


@dataclass
class Entry:
    """One translation in a file: enough to rebuild it, and to tell whether it changed since the export."""

    id: int | None  # None for a text with no translation yet (see `target`)
    language: str
    target: str  # what is translated: ruling:<uid>, rule:<number> (rule-lineage:<id> if it has none today)
    source: str  # today's English
    text: str
    status: str
    origin: str
    source_hash: str
    source_text: str  # the English the French was made from
    revision: int

    @property
    def ref(self):
        return f"translation:{self.id}" if self.id is not None else f"new:{self.target}"


@dataclass
class ImportEntry:
    """One entry as read from a file: the translation it carries, or why it cannot be used."""

    ref: str
    entry: Entry | None = None
    problem: str | None = None
    note_state: str | None = None  # the state line of our note, as the file has it

    def requested_status(self, site_status):
        """The state the file asks for, given the site's state now (UNTRANSLATED for a text not started).

        A state line that differs from the site's was edited by hand: that is the request. Otherwise the file
        asks for what its marker says (entry.status, see resolve_state).
        """
        if self.note_state in Status.values and self.note_state != site_status:
            return self.note_state
        return self.entry.status


# --- what the files' own state markers mean ------------------------------------------------------
#
# Tools know three conditions of an entry: empty, unfinished (PO fuzzy; XLIFF not approved) and done (PO not fuzzy;
# XLIFF approved="yes" or a final state). Converters keep these three, though not our five states, so the state line
# of our note decides while the marker still says what we wrote for it; when a tool changed the marker, the marker
# decides (see resolve_state).
EMPTY, UNFINISHED, DONE = "empty", "unfinished", "done"


def marker_for(status, text):
    """The condition our exports write for a translation in `status` with `text`."""
    if not text:
        return EMPTY
    return DONE if status == Status.APPROVED else UNFINISHED


def resolve_state(note_state, text, marker, marked_state):
    """Our state for an entry read from a file.

    note_state: the state line of our note (None if the note is gone); marker: the tool's condition of the entry;
    marked_state: our state for what the tool's marker says. The note is kept unless a tool changed the marker.
    """
    if note_state is None or marker_for(note_state, text) != marker:
        return marked_state
    return note_state


# --- references and metadata ----------------------------------------------------------------------


def find_ref(*candidates):
    """The first candidate that is one of our references, as (ref, translation id or None, new target or "")."""
    for candidate in candidates:
        match = REF.fullmatch((candidate or "").strip())
        if match:
            pk = int(match["id"]) if match["id"] else None
            return match.group(0), pk, match["target"] or ""
    return None


META_KEYS = ("target", "state", "origin", "source-hash", "revision", "language")
_META_LINE = re.compile(r"^\s*({})\s*:\s*(.*)$".format("|".join(META_KEYS)), re.IGNORECASE)


def meta_lines(entry):
    return [
        f"target: {entry.target}",
        f"state: {entry.status}",
        f"origin: {entry.origin}",
        f"source-hash: {entry.source_hash}",
        f"revision: {entry.revision}",
        f"language: {entry.language}",
    ]


def parse_meta(text):
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


def entry_from(ref, *, pk, new_target, meta, state, source, text, previous, language):
    """The ImportEntry for what a parser read; `state` is already resolved (resolve_state)."""
    problems = []
    origin = meta.get("origin", Origin.EDITOR)
    if state not in Status.values:
        problems.append(f"unknown state {state!r}")
    if origin not in Origin.values:
        problems.append(f"unknown origin {origin!r}")
    source_hash = meta.get("source-hash", "")
    if source_hash and not re.fullmatch(r"[0-9a-f]{64}", source_hash):
        problems.append("source-hash is not a SHA-256 hex digest")
    revision = meta.get("revision", "")
    if revision and not revision.isdigit():
        problems.append("revision is not a number")
    if problems:
        return ImportEntry(ref, problem="; ".join(problems), note_state=meta.get("state"))
    made_from = previous if previous is not None else source
    entry = Entry(
        id=pk,
        language=meta.get("language") or language or "fr",
        target=new_target or meta.get("target", ""),
        source=source,
        text=text,
        status=state,
        origin=origin,
        source_hash=source_hash or text_hash(made_from),
        source_text=made_from,
        revision=int(revision) if revision else 0,
    )
    return ImportEntry(ref, entry=entry, note_state=meta.get("state"))


# --- entries of the site's translations ----------------------------------------------------------


def newest_paragraphs(lineage_ids):
    """{lineage id: its newest paragraph (number, text, version date)} in one query."""
    newest = {}
    paragraphs = (
        RuleParagraph.objects.filter(lineage_id__in=set(lineage_ids))
        .select_related("version")
        .order_by("version__effective_date")
        .only("lineage_id", "number", "kind", "title", "text", "version__effective_date")
    )
    for paragraph in paragraphs.iterator():
        newest[paragraph.lineage_id] = paragraph
    return newest


def entries_for(queryset):
    """An Entry for every translation of `queryset`, with today's English, in a few queries."""
    translations = list(queryset.select_related("ruling").order_by("pk"))
    english = current_english_by_translation(translations)
    paragraphs = newest_paragraphs(t.rule_id for t in translations if t.rule_id)
    return [
        Entry(
            id=t.pk,
            language=t.language,
            target=_target_ref(t, paragraphs),
            source=english.get(t.pk) or "",
            text=t.text,
            status=t.status,
            origin=t.origin,
            source_hash=t.source_hash,
            source_text=t.source_text,
            revision=t.revision,
        )
        for t in translations
    ]


def _target_ref(translation, paragraphs):
    if translation.ruling_id:
        return f"ruling:{translation.ruling.uid}"
    paragraph = paragraphs.get(translation.rule_id)
    return f"rule:{paragraph.number}" if paragraph else f"rule-lineage:{translation.rule_id}"


def new_entries(*, language="fr"):
    """Entries for the rulings and today's rule paragraphs with no translation in `language`: empty, untranslated."""
    rulings, paragraphs = not_started(language=language)
    entries = [_new_entry(f"ruling:{uid}", language, text) for uid, text in rulings.values_list("uid", "text")]
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
