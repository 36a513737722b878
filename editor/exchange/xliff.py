"""XLIFF 1.2 files, as CAT tools (OmegaT, memoQ, Trados, Virtaal) and Weblate read them.

A unit's `id`, `resname` and location context-group all carry its reference, so converters (`xliff2po`) keep
shared English texts apart. States are the standard ones: approved units `approved="yes"` and `state="final"`,
machine translations `needs-review-translation` with `state-qualifier="mt-suggestion"`, texts needing review
`needs-review-translation`, outdated ones `needs-translation` with the English they were made from as an
`alt-trans origin="previous"`, untranslated ones `new`. Files are read with defusedxml: no entity expansion.
"""

import xml.etree.ElementTree as ET

from defusedxml import DefusedXmlException
from defusedxml import ElementTree as SafeET

from .entries import (
    DONE,
    EMPTY,
    UNFINISHED,
    ExchangeError,
    ImportEntry,
    Status,
    entry_from,
    find_ref,
    meta_lines,
    parse_meta,
    resolve_state,
)

XLIFF_NS = "urn:oasis:names:tc:xliff:document:1.2"
# translate-toolkit's po2xliff writes XLIFF 1.1, the same vocabulary for all we read.
READ_NAMESPACES = {"1.2": XLIFF_NS, "1.1": "urn:oasis:names:tc:xliff:document:1.1"}
XML_SPACE = "{http://www.w3.org/XML/1998/namespace}space"
NOTE_FROM = "developer"  # the note gettext converters turn into `#.` comments and back
OLD_NOTE_FROM = "mtg-rulings"  # files exported before notes were developer notes
OLD_PREVIOUS_FROM = "mtg-rulings-previous-source"

TARGET_STATE = {
    Status.UNTRANSLATED: "new",
    Status.MACHINE: "needs-review-translation",
    Status.NEEDS_REVIEW: "needs-review-translation",
    Status.APPROVED: "final",
    Status.OUTDATED: "needs-translation",
}
SIGNED = {"final", "signed-off"}
# Every state XLIFF 1.2 defines; anything else (x-...) means something we cannot know.
XLIFF_STATES = SIGNED | {
    "new",
    "translated",
    "needs-translation",
    "needs-adaptation",
    "needs-l10n",
    "needs-review-translation",
    "needs-review-adaptation",
    "needs-review-l10n",
}


def _q(tag):
    return f"{{{XLIFF_NS}}}{tag}"


def export_xliff(entries, *, language):
    ET.register_namespace("", XLIFF_NS)
    root = ET.Element(_q("xliff"), {"version": "1.2"})
    by_language = {}
    for entry in entries:
        by_language.setdefault(entry.language, []).append(entry)
    for file_language in sorted(by_language) or [language]:
        file_el = ET.SubElement(
            root,
            _q("file"),
            {
                "original": "mtg-rulings",
                "source-language": "en",
                "target-language": file_language,
                "datatype": "plaintext",
            },
        )
        body = ET.SubElement(file_el, _q("body"))
        for entry in by_language.get(file_language, []):
            _unit(body, entry)
    ET.indent(root, space=" ")
    # indent() adds whitespace only between elements, never inside the texts of source/target/note.
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def _unit(body, entry):
    attributes = {"id": entry.ref, "resname": entry.ref}
    if entry.status == Status.APPROVED and entry.text:
        attributes["approved"] = "yes"
    attributes[XML_SPACE] = "preserve"
    unit = ET.SubElement(body, _q("trans-unit"), attributes)
    ET.SubElement(unit, _q("source")).text = entry.source
    target = {"state": TARGET_STATE[entry.status]}
    if entry.status == Status.MACHINE:
        target["state-qualifier"] = "mt-suggestion"
    ET.SubElement(unit, _q("target"), target).text = entry.text
    # The reference as a location too: converters make gettext `#:` lines (and msgctxt for shared English) of it.
    group = ET.SubElement(unit, _q("context-group"), {"name": "reference", "purpose": "location"})
    ET.SubElement(group, _q("context"), {"context-type": "sourcefile"}).text = entry.ref
    ET.SubElement(unit, _q("note"), {"from": NOTE_FROM}).text = "\n".join(meta_lines(entry))
    if entry.source_text != entry.source:
        previous = ET.SubElement(unit, _q("alt-trans"), {"origin": "previous"})
        ET.SubElement(previous, _q("source")).text = entry.source_text
        ET.SubElement(previous, _q("target")).text = entry.text


def parse_xliff(content):
    """An ImportEntry for every trans-unit of an XLIFF 1.2 (or 1.1) file."""
    try:
        root = SafeET.fromstring(content)
    except DefusedXmlException as exc:
        raise ExchangeError(
            f"XLIFF files that declare entities (<!ENTITY> in a DOCTYPE) are refused ({type(exc).__name__})."
        ) from exc
    except ET.ParseError as exc:
        raise ExchangeError(f"Not well-formed XML: {exc}") from exc
    ns = READ_NAMESPACES.get(root.get("version", ""))
    if ns is None or root.tag != f"{{{ns}}}xliff":
        raise ExchangeError('Not an XLIFF 1.2 document (expected <xliff version="1.2"> in its namespace).')
    parsed = []
    for file_el in root.iter(f"{{{ns}}}file"):
        language = file_el.get("target-language", "")
        for unit in file_el.iter(f"{{{ns}}}trans-unit"):
            # po2xliff writes the gettext header as a unit of its own.
            if unit.get("restype") != "x-gettext-domain-header":
                parsed.append(_read(unit, ns, language))
    return parsed


def _text(element):
    return "".join(element.itertext()) if element is not None else ""


def _locations(unit, ns):
    """The unit's locations as translate-toolkit reads them: sourcefile[:linenumber] of each location group."""
    locations = []
    for group in unit.iter(f"{{{ns}}}context-group"):
        if group.get("purpose") != "location":
            continue
        parts = {context.get("context-type"): _text(context) for context in group.iter(f"{{{ns}}}context")}
        if parts.get("sourcefile"):
            line = parts.get("linenumber")
            locations.append(f"{parts['sourcefile']}:{line}" if line else parts["sourcefile"])
    return locations


def _notes(unit, ns):
    """(our metadata, the English the French was made from or None)."""
    meta, previous = {}, None
    for note in unit.findall(f"{{{ns}}}note"):
        if note.get("from") in (NOTE_FROM, OLD_NOTE_FROM) and not meta:
            meta = parse_meta(_text(note))
        elif note.get("from") == OLD_PREVIOUS_FROM:
            previous = _text(note)
    for alt in unit.findall(f"{{{ns}}}alt-trans"):
        if alt.get("origin") == "previous" and alt.find(f"{{{ns}}}source") is not None:
            previous = _text(alt.find(f"{{{ns}}}source"))
    return meta, previous


def _reference(unit, ns, meta):
    unit_id = unit.get("id") or ""
    found = find_ref(unit.get("resname"), *_locations(unit, ns), unit_id)
    if found is None and unit_id.isdigit() and meta:
        # Our exports before references: the bare translation id, with our note beside it.
        found = (f"translation:{unit_id}", int(unit_id), "")
    return found


def _read(unit, ns, language):
    meta, previous = _notes(unit, ns)
    found = _reference(unit, ns, meta)
    if found is None:
        return ImportEntry(
            f"trans-unit {unit.get('id')}",
            problem="no reference: resname, location or id must be translation:<id> or new:ruling:<uid> / "
            "new:rule-lineage:<id>",
        )
    ref, pk, new_target = found
    target = unit.find(f"{{{ns}}}target")
    text = _text(target)
    xliff_state = target.get("state") if target is not None else None
    if xliff_state is not None and xliff_state not in XLIFF_STATES:
        # A state we cannot map is refused rather than guessed (it could hide an unreviewed text).
        return ImportEntry(ref, problem=f"unknown XLIFF state {xliff_state!r}")
    marker, marked = _marker(unit.get("approved"), xliff_state, text)
    return entry_from(
        ref,
        pk=pk,
        new_target=new_target,
        meta=meta,
        state=resolve_state(meta.get("state"), text, marker, marked),
        source=_text(unit.find(f"{{{ns}}}source")),
        text=text,
        previous=previous,
        language=language,
    )


def _marker(approved, xliff_state, text):
    """(the tool's condition of the unit, our state for it).

    Approval is approved="yes" with a final state (Weblate), or approved="yes" alone; translate-toolkit's tools
    (Virtaal, po2xliff) write approved="yes" with state="translated" for "not fuzzy", which is not a review.
    """
    if not text:
        return EMPTY, Status.UNTRANSLATED
    signed = xliff_state in SIGNED and approved != "no"
    done = approved == "yes" or signed
    if signed or (approved == "yes" and xliff_state is None):
        return DONE, Status.APPROVED
    return (DONE if done else UNFINISHED), Status.NEEDS_REVIEW
