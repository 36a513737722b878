"""What a judge sees of each match: title, escaped snippet with <mark>s, link, the English beside a translation.

The shapes here are the JSON of /api/search (docs/api.md): `Hit` is one result, `Jump` the rule a number
query names. query.py finds the documents; this module turns their stored fields into results.
"""

from datetime import date
from typing import NotRequired, TypedDict

from django.utils.html import format_html

from cards.models import card_url
from rules import selectors as rules
from rules.models import rule_url

from .analysis import fold
from .documents import rule_doc_id
from .snippets import plain_snippet, snippet


class Original(TypedDict):
    id: str
    title: str
    text: str
    url: str
    authoritative: bool


class Hit(TypedDict):
    kind: str
    id: str
    title: str
    snippet: str  # HTML, safe (escaped, then mark_safe): matched words in <mark>, everything else escaped
    url: str
    language: str
    authoritative: bool
    score: float | None
    date: NotRequired[str]
    source: NotRequired[str]
    number: NotRequired[str]
    version: NotRequired[str]
    in_force: NotRequired[bool]  # False: a rule no longer in today's CR, found in a search of today's
    cards: NotRequired[list]
    original: NotRequired[Original]
    note: NotRequired[str]


class Moved(TypedDict):
    number: str
    url: str
    title: str
    text: str
    id: str
    note: str


class Jump(TypedDict):
    number: str
    exists: bool
    url: str | None
    title: str | None
    text: str
    id: str | None
    moved: list[Moved]


# --- one result -----------------------------------------------------------------------------


def hit(fields, score, words_by_field, *, version=None, current_version=None, cards_named=(), later=False) -> Hit:
    """The result for a document's stored fields.

    version: the older CR version searched (its rule links name it). current_version: today's CR (the index's),
    in a search of today's: a rule of another version there (the translation of a rule that is no longer in
    today's CR, which stands beside the last version that had it) is marked `in_force: False`. cards_named:
    folded card names the query names; a ruling several cards share is then numbered and linked for the first of
    them it carries. later: the snippet is made by snippets_now, for the results a fusion keeps (a tenth of a
    question's time went to snippets of results it then dropped).
    """
    language = "fr" if fields["lang"] == "fr" else "en"
    text = "" if later else _snippet_of(fields, words_by_field, language)
    item: Hit = {
        "kind": fields["kind"],
        "id": fields["id"],
        "title": fields.get("title", ""),
        "snippet": text,
        "url": fields.get("url", ""),
        "language": language,
        "authoritative": language == "en",
        "score": round(float(score or 0.0), 3),
    }
    if version and fields["kind"] == "rule":
        # An older CR's paragraph is one document for every version that printed it: link the one searched.
        item["url"] = f"{item['url']}?version={version}"
        item["version"] = version
    elif current_version and fields["kind"] == "rule" and fields.get("version", current_version) != current_version:
        item["in_force"] = False
    if fields.get("date"):
        item["date"] = fields["date"].date().isoformat()
    for key in ("source", "number", "version"):
        if fields.get(key) and key not in item:
            item[key] = fields[key]
    if fields.get("cards"):
        item["cards"] = list(fields["cards"])
    if fields.get("original"):
        original = dict(fields["original"])
        original["text"] = original.get("text", "")
        original["authoritative"] = True
        item["original"] = original
    if cards_named and fields.get("placements"):
        _place_for_named_card(item, fields, cards_named)
    if later:
        item[LATER] = (fields, words_by_field)  # type: ignore[literal-required]
    return item


LATER = "_snippet_later"


def _snippet_of(fields, words_by_field, language):
    field = "fr" if language == "fr" else "en"
    text = snippet(fields, field, words_by_field.get(field))
    if not text and field != "fr":
        text = snippet(fields, "fr", words_by_field.get("fr"))
    return text or plain_snippet(fields.get(field) or fields.get("en") or fields.get("fr") or "")


def snippets_now(items):
    """The snippets of results made with later=True, for these results only."""
    for item in items:
        later = item.pop(LATER, None)
        if later is not None:
            item["snippet"] = _snippet_of(*later, item["language"])
    return items


def _place_for_named_card(item, fields, cards_named):
    """A shared ruling numbered and linked as the card the query names carries it (Whir's ruling 4, not
    Barricade Breaker's ruling 2)."""
    placements = fields["placements"]
    chosen = next(
        (p for name in cards_named for p in placements if name in (fold(p[1].lower()), fold((p[3] or "").lower()))),
        None,
    )
    if chosen is None or chosen == placements[0]:
        return
    position, name, slug, _ = chosen
    others = [p[1] for p in placements if p is not chosen]
    names = [name, *others]
    shown = ", ".join(names[:3]) + (f" (+{len(names) - 3})" if len(names) > 3 else "")
    item["title"] = f"{shown} — ruling {position}"
    # A translation's document stands for its ruling: the anchor is the ruling's own uid.
    uid = ((fields.get("original") or {}).get("id") or fields["id"]).partition(":")[2]
    item["url"] = f"{card_url(slug)}#ruling-{uid}"
    if item.get("original"):
        item["original"]["title"], item["original"]["url"] = item["title"], item["url"]


def english_first(results):
    """A translation never ranks above its own English source on the same page."""
    for translation in [r for r in results if r.get("original")]:
        ids = [r["id"] for r in results]
        source = translation["original"]["id"]
        if source in ids and ids.index(source) > ids.index(translation["id"]):
            english = results.pop(ids.index(source))
            results.insert(ids.index(translation["id"]), english)


def beside_its_source(pinned, results):
    """For a French query, a translation on the page stands right after its English source, pinned or ranked: a
    French keyword's name (`improvisation`) pins the keyword's English rule and definition first, and their
    translations fell off the first five. Both lists are changed in place."""
    for translation in [r for r in results if r.get("original")]:
        source = translation["original"]["id"]
        pinned_ids, ids = [p["id"] for p in pinned], [r["id"] for r in results]
        if source in pinned_ids:
            pinned.insert(pinned_ids.index(source) + 1, results.pop(ids.index(translation["id"])))
        elif source in ids and ids.index(translation["id"]) > ids.index(source) + 1:
            results.insert(ids.index(source) + 1, results.pop(ids.index(translation["id"])))


# --- rule numbers ----------------------------------------------------------------------------


def rule_jump(number) -> Jump | None:
    """Where a rule number leads today, with the rules that once had this number and now live elsewhere.

    `moved` is found through their lineage (rules.selectors.former_rules), so `702.125a` also reaches
    Improvise, today 702.126a.
    """
    current = rules.get_version()
    if current is None:
        return None
    holder = rules.get_paragraph(number)
    jump: Jump = {
        "number": number,
        "exists": holder is not None,
        "url": rule_url(number) if holder else None,
        "title": f"{holder.number} {rules.rule_name(holder)}".strip() if holder else None,
        "text": holder.full_text if holder else "",
        "id": rule_doc_id(current.effective_date, number) if holder else None,
        "moved": [],
    }
    for entry in rules.former_rules(number):
        jump["moved"].append(_moved(entry, number, current))
    return jump


def _moved(entry, number, current) -> Moved:
    note = rules.former_note(entry)
    if entry["now"]:
        now = rules.get_paragraph(entry["now"]["number"])
        return {
            "number": now.number,
            "url": rule_url(now.number),
            "title": f"{now.number} {entry['name']}",
            "text": now.full_text,
            "id": rule_doc_id(current.effective_date, now.number),
            "note": note,
        }
    last = entry.get("last") or {"number": number, "version": entry["until"]}
    old = rules.get_paragraph(last["number"], version=last["version"])
    return {
        "number": last["number"],
        "url": rule_url(last["number"], date.fromisoformat(last["version"])),
        "title": f"{last['number']} {entry['name']} (removed)",
        "text": old.full_text if old else "",
        "id": f"rule:{last['version']}:{last['number']}",
        "note": note,
    }


def jump_hits(jump) -> list[Hit]:
    """The rule a number names today first, then the rules it once named, each saying where it lives now."""
    entries = []
    if jump["exists"]:
        entries.append({**jump, "note": "This number in today's Comprehensive Rules." if jump["moved"] else ""})
    entries += jump["moved"]
    items = []
    for entry in entries:
        note = entry["note"]
        item: Hit = {
            "kind": "rule",
            "id": entry["id"],
            "title": entry["title"],
            "snippet": format_html("<strong>{}</strong> {}", note, plain_snippet(entry["text"]))
            if note
            else plain_snippet(entry["text"]),
            "url": entry["url"],
            "language": "en",
            "authoritative": True,
            "score": None,
        }
        if note:
            item["note"] = note
        items.append(item)
    return items


def put_first(results, first):
    """`first` at the top of results, each once."""
    known = {item["id"] for item in first}
    return list(first) + [r for r in results if r["id"] not in known]
