"""The formats, and the one way to export: the choices the exchange page and export_translations both offer."""

from dataclasses import dataclass

from django.db.models import Max

from translations.models import Translation

from .entries import ExchangeError, entries_for, new_entries
from .po import export_po, parse_po
from .tmx import approved_translations, export_tmx
from .xliff import export_xliff, parse_xliff

Status = Translation.Status


@dataclass(frozen=True)
class FileFormat:
    name: str
    label: str
    extension: str
    media_type: str
    tools: str  # which tools it suits, as the page and the docs say it
    importable: bool


FILE_FORMATS = {
    f.name: f
    for f in (
        FileFormat(
            "po",
            "PO (gettext)",
            "po",
            "text/x-gettext-translation",
            "Weblate, Pootle, Poedit, Lokalize, Virtaal: translation platforms and gettext editors.",
            True,
        ),
        FileFormat(
            "xliff",
            "XLIFF 1.2",
            "xlf",
            "application/x-xliff+xml",
            "CAT tools: OmegaT, memoQ, Trados Studio, Virtaal; Weblate and Pootle read it too.",
            True,
        ),
        FileFormat(
            "tmx",
            "TMX 1.4 (translation memory)",
            "tmx",
            "application/x-tmx+xml",
            "The approved French as a translation memory for any CAT tool (OmegaT, memoQ, Trados) or Weblate; "
            "not imported back.",
            False,
        ),
    )
}
EXPORT_FORMATS = tuple(FILE_FORMATS)
IMPORT_FORMATS = tuple(name for name, f in FILE_FORMATS.items() if f.importable)
FORMATS = IMPORT_FORMATS  # the formats that go both ways


@dataclass
class ExportRequest:
    """What to export: the same choices on the exchange page and in export_translations."""

    format: str = "po"
    language: str = "fr"
    status: str = ""  # only translations in this state; "" for all
    include_untranslated: bool = False  # also the texts with no translation yet, as empty entries


@dataclass
class ExportedFile:
    body: str
    filename: str
    media_type: str
    translations: int  # how many of the site's translations it holds (texts not started aside)


def export_problem(choice):
    """Why these choices cannot be exported, or None."""
    if choice.format not in FILE_FORMATS:
        return f"Unknown format {choice.format!r}: use {', '.join(EXPORT_FORMATS)}."
    if choice.status and choice.status not in Status.values:
        return f"Unknown state {choice.status!r}."
    if choice.format == "tmx" and choice.status not in ("", Status.APPROVED):
        return "A TMX file holds the approved translations only: choose no state."
    if choice.format == "tmx" and choice.include_untranslated:
        return "A TMX file holds the approved translations only: texts not started have nothing to remember."
    return None


def export_file(choice, *, user=None):
    """The file for `choice` (an ExportRequest); `user` signs a PO file as its Last-Translator."""
    problem = export_problem(choice)
    if problem:
        raise ExchangeError(problem)
    queryset = Translation.objects.filter(language=choice.language)
    if choice.status:
        queryset = queryset.filter(status=choice.status)
    fmt = FILE_FORMATS[choice.format]
    if fmt.name == "tmx":
        body, count = export_tmx(queryset), approved_translations(queryset).count()
    else:
        # Texts not started are untranslated: they belong to no other state.
        with_new = choice.include_untranslated and choice.status in ("", Status.UNTRANSLATED)
        body = export(queryset, fmt.name, include_untranslated=with_new, language=choice.language, user=user)
        count = queryset.count()
    return ExportedFile(body, f"translations-{choice.language}.{fmt.extension}", fmt.media_type, count)


def export(queryset, fmt, *, include_untranslated=False, language="fr", user=None):
    """The file of `queryset`; with include_untranslated, also the texts with no translation yet (empty targets)."""
    if fmt == "tmx":
        return export_tmx(queryset)
    if fmt not in IMPORT_FORMATS:
        raise ExchangeError(f"Unknown format {fmt!r}: use {', '.join(EXPORT_FORMATS)}.")
    entries = entries_for(queryset)
    if include_untranslated:
        entries += new_entries(language=language)
    if fmt == "xliff":
        return export_xliff(entries, language=language)
    return export_po(entries, language=language, user=user, revised=queryset.aggregate(last=Max("updated_at"))["last"])


def parse(content, fmt):
    """An ImportEntry for every entry of a PO or XLIFF file (ExchangeError if the file cannot be read at all)."""
    if fmt == "tmx":
        raise ExchangeError("TMX files are translation memories for CAT tools; import the PO or XLIFF file instead.")
    if fmt not in IMPORT_FORMATS:
        raise ExchangeError(f"Unknown format {fmt!r}: use {' or '.join(IMPORT_FORMATS)}.")
    return parse_po(content) if fmt == "po" else parse_xliff(content)


def detect_format(name, content):
    lowered = (name or "").lower()
    if lowered.endswith((".po", ".pot")):
        return "po"
    if lowered.endswith((".xlf", ".xliff")):
        return "xliff"
    if lowered.endswith(".tmx"):
        return "tmx"
    start = content.lstrip()[:2000]
    if start.startswith("<"):
        return "tmx" if "<tmx" in start else "xliff"
    return "po"


def translation_languages():
    """The languages the site holds translations in."""
    return list(Translation.objects.order_by().values_list("language", flat=True).distinct())
