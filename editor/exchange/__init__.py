"""Translations out to the files translators' tools read, and back in.

PO (gettext: Weblate, Pootle, Poedit, Lokalize, Virtaal) and XLIFF 1.2 (CAT tools, Weblate) go both ways; TMX 1.4
carries the approved French to CAT tools' translation memories. Every field needed to rebuild a translation travels
with it, in the places translate-toolkit's converters carry across. An import validates every entry first and writes
nothing if any is bad.

- entries: the Entry a file holds, references, metadata, what the tools' state markers mean
- po, xliff, tmx: one format each
- formats: the formats, export choices (ExportRequest) and the one way to export
- importing: planning an import (ImportPlan of Changes) and writing it, all or nothing
"""

from .entries import Entry, ExchangeError, ImportEntry, entries_for, new_entries
from .formats import (
    EXPORT_FORMATS,
    FILE_FORMATS,
    FORMATS,
    IMPORT_FORMATS,
    ExportedFile,
    ExportRequest,
    detect_format,
    export,
    export_file,
    export_problem,
    parse,
    translation_languages,
)
from .importing import Change, ImportPlan, ImportReport, apply_plan, import_translations, plan_import

__all__ = [
    "EXPORT_FORMATS",
    "FILE_FORMATS",
    "FORMATS",
    "IMPORT_FORMATS",
    "Change",
    "Entry",
    "ExchangeError",
    "ExportRequest",
    "ExportedFile",
    "ImportEntry",
    "ImportPlan",
    "ImportReport",
    "apply_plan",
    "detect_format",
    "entries_for",
    "export",
    "export_file",
    "export_problem",
    "import_translations",
    "new_entries",
    "parse",
    "plan_import",
    "translation_languages",
]
