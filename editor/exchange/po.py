"""Gettext PO files, as Weblate, Pootle, Poedit, Lokalize and Virtaal read them.

Each entry: `msgctxt` and the location (`#:`) are its reference (unique, so shared English texts stay apart),
`msgid` today's English, `msgstr` the French, `#.` our metadata, `#, fuzzy` unless approved, and `#|` the English
the French was made from when it changed since (tools show the difference). The header is complete, so
`msgfmt --check` has nothing to say.
"""

import polib
from django.utils import timezone
from django.utils.translation import get_language_info

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

GENERATOR = "mtg-rulings editor.exchange"

# gettext's Plural-Forms for the languages the site may hold; others get the Germanic rule.
PLURAL_FORMS = {
    "fr": "nplurals=2; plural=(n > 1);",
    "pt-br": "nplurals=2; plural=(n > 1);",
    "ja": "nplurals=1; plural=0;",
    "ko": "nplurals=1; plural=0;",
    "zh-hans": "nplurals=1; plural=0;",
    "zh-hant": "nplurals=1; plural=0;",
    "ru": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
}
DEFAULT_PLURAL_FORMS = "nplurals=2; plural=(n != 1);"


def export_po(entries, *, language, user=None, revised=None):
    """The PO file of `entries`; `user` is the Last-Translator, `revised` the newest change among them."""
    po = polib.POFile(wrapwidth=0)
    po.metadata = header(language=language, user=user, revised=revised)
    for entry in entries:
        po.append(_po_entry(entry))
    return str(po)


def header(*, language, user, revised):
    now = timezone.now()
    return {
        "Project-Id-Version": "mtg-rulings translations",
        "Report-Msgid-Bugs-To": "",
        "POT-Creation-Date": _po_date(now),
        "PO-Revision-Date": _po_date(revised or now),
        "Last-Translator": _translator(user),
        "Language-Team": f"{_language_name(language)} (mtg-rulings editors)",
        "Language": language,
        "MIME-Version": "1.0",
        "Content-Type": "text/plain; charset=UTF-8",
        "Content-Transfer-Encoding": "8bit",
        "Plural-Forms": PLURAL_FORMS.get(language.lower(), DEFAULT_PLURAL_FORMS),
        "X-Generator": GENERATOR,
    }


def _po_date(moment):
    return timezone.localtime(moment).strftime("%Y-%m-%d %H:%M%z")


def _translator(user):
    if user is None or not getattr(user, "is_authenticated", False):
        return "mtg-rulings"
    name = user.get_full_name().strip() or user.get_username()
    return f"{name} <{user.email}>" if user.email else name


def _language_name(language):
    try:
        return get_language_info(language)["name"]
    except KeyError:
        return language


def _po_entry(entry):
    po_entry = polib.POEntry(
        msgctxt=entry.ref,
        msgid=entry.source,
        msgstr=entry.text,
        comment="\n".join(meta_lines(entry)),
        occurrences=[(entry.ref, "")],
    )
    if entry.source_text != entry.source:
        # The English the French was made from: gettext tools show what changed for fuzzy entries.
        po_entry.previous_msgid = entry.source_text
    if entry.text and entry.status != Status.APPROVED:
        po_entry.flags.append("fuzzy")
    return po_entry


def parse_po(content):
    """An ImportEntry for every entry of a PO file (obsolete `#~` entries are not entries)."""
    try:
        po = polib.pofile(content, wrapwidth=0)
    except (OSError, ValueError, UnicodeError) as exc:
        raise ExchangeError(f"Not a readable PO file: {exc}") from exc
    language = po.metadata.get("Language", "")
    return [_read(po_entry, language) for po_entry in po if not po_entry.obsolete]


def _locations(po_entry):
    # polib splits "translation:12" into a file and a line, as gettext does: join them back.
    return [f"{path}:{line}" if line else path for path, line in po_entry.occurrences]


def _read(po_entry, language):
    found = find_ref(po_entry.msgctxt, *_locations(po_entry))
    if found is None:
        ref = po_entry.msgctxt or po_entry.msgid[:40]
        return ImportEntry(
            ref,
            problem="no reference: msgctxt or location must be translation:<id> or new:ruling:<uid> / "
            "new:rule-lineage:<id>",
        )
    ref, pk, new_target = found
    meta = parse_meta(po_entry.comment)
    text = po_entry.msgstr
    marker = EMPTY if not text else UNFINISHED if "fuzzy" in po_entry.flags else DONE
    # PO has no word for approved: a tool's "translated" (not fuzzy) is ours "needs review".
    marked = Status.UNTRANSLATED if not text else Status.NEEDS_REVIEW
    state = resolve_state(meta.get("state"), text, marker, marked)
    return entry_from(
        ref,
        pk=pk,
        new_target=new_target,
        meta=meta,
        state=state,
        source=po_entry.msgid,
        text=text,
        previous=po_entry.previous_msgid,
        language=language,
    )
