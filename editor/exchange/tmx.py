"""TMX 1.4 translation memory of the approved French, for CAT tools to reuse; exported only, never imported.

One `tu` per text: the English the French was made from and the French, each a `tuv`; properties name what it
translates (`x-ruling` and `x-ruling-date`, or `x-rule` and `x-cr-date`, the date of the CR the number is read
in) and where the French came from (`x-origin`: official, machine or editor).
"""

import xml.etree.ElementTree as ET
from datetime import UTC

from django.utils import timezone

from .entries import Status, newest_paragraphs

XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def approved_translations(queryset):
    return queryset.filter(status=Status.APPROVED).exclude(text="").select_related("ruling").order_by("pk")


def export_tmx(queryset):
    translations = list(approved_translations(queryset))
    paragraphs = newest_paragraphs(t.rule_id for t in translations if t.rule_id)
    root = ET.Element("tmx", {"version": "1.4"})
    ET.SubElement(
        root,
        "header",
        {
            "creationtool": "mtg-rulings",
            "creationtoolversion": "1.0",
            "creationdate": _tmx_date(timezone.now()),
            "datatype": "plaintext",
            "segtype": "paragraph",
            "adminlang": "en",
            "srclang": "en",
            "o-tmf": "mtg-rulings",
        },
    )
    body = ET.SubElement(root, "body")
    for translation in translations:
        _tu(body, translation, paragraphs.get(translation.rule_id))
    ET.indent(root, space=" ")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def _tmx_date(moment):
    return moment.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")


def _tu(body, translation, paragraph):
    if translation.ruling_id:
        tuid = f"ruling:{translation.ruling.uid}"
        props = [("x-ruling", translation.ruling.uid), ("x-ruling-date", translation.ruling.date.isoformat())]
        english = translation.source_text or translation.ruling.text
    else:
        tuid = f"rule-lineage:{translation.rule_id}"
        props = []
        if paragraph is not None:
            props = [("x-rule", paragraph.number), ("x-cr-date", paragraph.version.effective_date.isoformat())]
        english = translation.source_text or (paragraph.full_text if paragraph else "")
    props.append(("x-origin", translation.origin))
    tu = ET.SubElement(body, "tu", {"tuid": tuid, "changedate": _tmx_date(translation.updated_at)})
    for kind, value in props:
        ET.SubElement(tu, "prop", {"type": kind}).text = value
    for lang, text in (("en", english), (translation.language, translation.text)):
        tuv = ET.SubElement(tu, "tuv", {XML_LANG: lang})
        ET.SubElement(tuv, "seg").text = text
