"""MTGJSON importer: v3 set files, the French printed texts (*.fr.json) and the v5 AllPrintings shape.

Reading and writing are separate: parse_mtgjson_file() turns one file into
plain "units" (one set each) and checks its shape; import_mtgjson_paths()
writes them, one transaction per file, with bulk operations over caches of
the existing rows so the whole v3 corpus imports in well under a minute.

Choices:
- A card is its English name. Split, aftermath, flip and double-faced cards
  are one Card named "Front // Back" (the Oracle and Scryfall name); the
  front face gives the card's fields and every other face goes to Card.faces.
  Meld cards stay separate cards, as MTGJSON v5 and Scryfall keep them.
- When several inputs of one run disagree about a card (reprints with newer
  wording), the newest set wins; the same inputs therefore always give the
  same rows, and a second run changes nothing.
- Rulings are found by ruling_uid(date, "wotc", text) of their text and
  shared by every card that carries them; a card's rulings list comes from
  the newest input that has one, kept in its order (CardRuling.position, 1-based).
- A reworded ruling ("converted mana cost" -> "mana value") is the same
  ruling edited, not a new one: a text no row has yet, with the date and
  source of one of the card's rulings that no card of this run still wants
  and a near-identical match_key(), replaces that row's text. The row keeps
  its uid (assigned from the first text seen), its cards and translations;
  translations made from the old English become outdated (editor.services).
  The edit applies to the row, so every card sharing it shows the new text.
"""

import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from django.db import connection, transaction

from cards.models import Card, CardLocalization, CardSet, Printing, card_slug
from dataversion import cache as dataversion
from rulings.models import CardRuling, Ruling
from rulings.signals import outdated_count, ruling_texts_changed

from .common import (
    SAME_RULING_MIN,
    DateFormatError,
    InputError,
    free_ruling_uid,
    language_code,
    match_key,
    parse_date,
    ruling_uid,
    similarity,
)

MULTI_FACE = {"split", "aftermath", "flip", "double-faced", "transform", "modal_dfc", "adventure", "reversible_card"}
CARD_FIELDS = [
    "mana_cost",
    "mana_value",
    "type_line",
    "oracle_text",
    "layout",
    "power",
    "toughness",
    "loyalty",
    "faces",
]


# ---------------------------------------------------------------- reading


def read_json(path):
    path = Path(path)
    try:
        with path.open(encoding="utf-8-sig") as handle:
            return json.load(handle)
    except json.JSONDecodeError as exc:
        raise InputError(f"{path}: malformed JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}") from None
    except UnicodeDecodeError as exc:
        raise InputError(f"{path}: not UTF-8 text (byte {exc.start})") from None
    except OSError as exc:
        raise InputError(f"{path}: cannot read: {exc.strerror}") from None


class Shape:
    """Checks one JSON value and says where it went wrong."""

    def __init__(self, path):
        self.path = path

    def fail(self, where, message):
        raise InputError(f"{self.path}: {where}: {message}")

    def obj(self, value, where):
        if not isinstance(value, dict):
            self.fail(where, f"expected an object, found {type(value).__name__}")
        return value

    def items(self, value, where):
        if value is None:
            return []
        if not isinstance(value, list):
            self.fail(where, f"expected a list, found {type(value).__name__}")
        return value

    def text(self, value, where, required=False):
        if value is None or value == "":
            if required:
                self.fail(where, "missing")
            return ""
        if not isinstance(value, (str, int, float)) or isinstance(value, bool):
            self.fail(where, f"expected text, found {type(value).__name__}")
        return str(value)

    def number(self, value, where):
        if value is None or value == "":
            return 0.0
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            try:
                return float(value)
            except (TypeError, ValueError):
                self.fail(where, f"expected a number, found {value!r}")
        return float(value)

    def date(self, value, where, required=True):
        if value in (None, "") and not required:
            return None
        try:
            return parse_date(self.text(value, where, required=True))
        except DateFormatError as exc:
            self.fail(where, str(exc))


def parse_mtgjson_file(path):
    """One MTGJSON file as a list of units: {code, name, release_date, set_type, kind, cards}.

    kind is "set" (v3 or v5 cards) or "printed_text" (a *.fr.json file of printed texts).
    Raises InputError naming the file and the place of the first problem.
    """
    path = Path(path)
    data = read_json(path)
    shape = Shape(path)
    shape.obj(data, "top level")
    if "data" in data and isinstance(data.get("data"), dict):
        return [
            _parse_set(shape, shape.obj(set_data, f"data.{code}"), f"data.{code}", v5=True)
            for code, set_data in data["data"].items()
        ]
    if "cards" not in data:
        shape.fail("top level", 'not an MTGJSON file: no "cards" list and no "data" object')
    if data.get("language") and "releaseDate" not in data:
        return [_parse_printed_texts(shape, data)]
    return [_parse_set(shape, data, "", v5=False)]


def _parse_set(shape, data, where, *, v5):
    prefix = f"{where}." if where else ""
    unit = {
        "kind": "set",
        "code": shape.text(data.get("code"), f"{prefix}code", required=True).upper(),
        "name": shape.text(data.get("name"), f"{prefix}name"),
        "release_date": shape.date(data.get("releaseDate"), f"{prefix}releaseDate", required=False),
        "set_type": shape.text(data.get("type"), f"{prefix}type"),
    }
    entries = []
    for index, raw in enumerate(shape.items(data.get("cards"), f"{prefix}cards")):
        entries.append(_parse_entry(shape, shape.obj(raw, f"{prefix}cards[{index}]"), f"{prefix}cards[{index}]", v5=v5))
    unit["cards"] = _group_faces(entries)
    return unit


def _parse_entry(shape, raw, where, *, v5):
    layout = shape.text(raw.get("layout"), f"{where}.layout")
    face_name = shape.text(raw.get("name"), f"{where}.name", required=True)
    if v5:
        full_name = face_name
        face_name = shape.text(raw.get("faceName"), f"{where}.faceName") or face_name
        mana_value = shape.number(raw.get("manaValue", raw.get("convertedManaCost")), f"{where}.manaValue")
    else:
        names = [shape.text(n, f"{where}.names") for n in shape.items(raw.get("names"), f"{where}.names")]
        full_name = " // ".join(names) if layout in MULTI_FACE and len(names) > 1 else face_name
        mana_value = shape.number(raw.get("cmc"), f"{where}.cmc")
    rulings = []
    for index, ruling in enumerate(shape.items(raw.get("rulings"), f"{where}.rulings")):
        ruling = shape.obj(ruling, f"{where}.rulings[{index}]")
        rulings.append(
            (
                shape.date(ruling.get("date"), f"{where}.rulings[{index}].date"),
                shape.text(ruling.get("text"), f"{where}.rulings[{index}].text", required=True),
            )
        )
    foreign = {}
    key = "foreignData" if v5 else "foreignNames"
    for index, entry in enumerate(shape.items(raw.get(key), f"{where}.{key}")):
        entry = shape.obj(entry, f"{where}.{key}[{index}]")
        lang = language_code(shape.text(entry.get("language"), f"{where}.{key}[{index}].language"))
        if lang and lang != "en" and lang not in foreign:
            foreign[lang] = {
                "name": shape.text(entry.get("name"), f"{where}.{key}[{index}].name"),
                "type_line": shape.text(entry.get("type"), f"{where}.{key}[{index}].type") if v5 else None,
                "text": shape.text(entry.get("text"), f"{where}.{key}[{index}].text") if v5 else None,
            }
    number = shape.text(raw.get("number"), f"{where}.number")
    multiverse = raw.get(
        "multiverseid",
        (raw.get("identifiers") or {}).get("multiverseId") if isinstance(raw.get("identifiers"), dict) else None,
    )
    try:
        multiverse = int(multiverse) if multiverse not in (None, "") else None
    except (TypeError, ValueError):
        shape.fail(f"{where}.multiverseid", f"expected a number, found {multiverse!r}")
    return {
        "full_name": full_name,
        "face_name": face_name,
        "side": shape.text(raw.get("side"), f"{where}.side"),
        "layout": layout,
        "mana_cost": shape.text(raw.get("manaCost"), f"{where}.manaCost"),
        "mana_value": mana_value,
        "type_line": shape.text(raw.get("type"), f"{where}.type"),
        "oracle_text": shape.text(raw.get("text"), f"{where}.text"),
        "power": shape.text(raw.get("power"), f"{where}.power"),
        "toughness": shape.text(raw.get("toughness"), f"{where}.toughness"),
        "loyalty": shape.text(raw.get("loyalty"), f"{where}.loyalty"),
        "number": number,
        "multiverse_id": multiverse,
        "rulings": rulings,
        "foreign": foreign,
    }


def _group_faces(entries):
    """Entries of one set grouped into cards: the faces of a card meet under its full name."""
    groups = defaultdict(list)
    order = []
    for entry in entries:
        if entry["full_name"] not in groups:
            order.append(entry["full_name"])
        groups[entry["full_name"]].append(entry)
    cards = []
    for name in order:
        group = groups[name]
        face_names = name.split(" // ")
        multi = len(face_names) > 1

        def face_rank(entry):
            if entry["face_name"] in face_names:
                return face_names.index(entry["face_name"])
            return len(face_names)

        front_face = face_names[0] if multi else name
        fronts = [e for e in group if not multi or e["face_name"] == front_face] or group
        front = fronts[0]
        faces = {}
        if multi:
            for entry in sorted(group, key=face_rank):
                if entry["face_name"] != front_face and entry["face_name"] not in faces:
                    faces[entry["face_name"]] = {
                        "name": entry["face_name"],
                        "mana_cost": entry["mana_cost"],
                        "type_line": entry["type_line"],
                        "oracle_text": entry["oracle_text"],
                    }
        rulings = []
        for entry in sorted(group, key=face_rank):
            for ruling in entry["rulings"]:
                if ruling not in rulings:
                    rulings.append(ruling)
        foreign = {}
        for lang in front["foreign"]:
            names = []
            for face in face_names if multi else [name]:
                entry = next((e for e in group if (e["face_name"] == face or not multi) and lang in e["foreign"]), None)
                if entry:
                    names.append(entry["foreign"][lang]["name"])
            foreign_name = front["foreign"][lang]["name"]
            if multi and len(names) == len(face_names) and len(set(names)) > 1 and " // " not in foreign_name:
                foreign_name = " // ".join(names)
            foreign[lang] = {**front["foreign"][lang], "name": foreign_name}
        printings = []
        for entry in fronts:
            printing = (entry["number"], entry["multiverse_id"])
            if printing not in printings:
                printings.append(printing)
        cards.append(
            {
                "name": name,
                "mana_cost": front["mana_cost"],
                "mana_value": front["mana_value"],
                "type_line": front["type_line"],
                "oracle_text": front["oracle_text"],
                "layout": front["layout"],
                "power": front["power"],
                "toughness": front["toughness"],
                "loyalty": front["loyalty"],
                "faces": list(faces.values()),
                "printings": [{"number": n, "multiverse_id": m} for n, m in printings],
                "rulings": rulings,
                "localizations": foreign,
            }
        )
    return cards


def _parse_printed_texts(shape, data):
    lang = language_code(shape.text(data.get("language"), "language", required=True))
    if not lang:
        shape.fail("language", f"unknown language {data.get('language')!r}")
    cards, seen = [], set()
    for index, raw in enumerate(shape.items(data.get("cards"), "cards")):
        raw = shape.obj(raw, f"cards[{index}]")
        name = shape.text(raw.get("name"), f"cards[{index}].name", required=True)
        if name in seen:
            continue
        seen.add(name)
        cards.append(
            {
                "name": name,
                "english_type": shape.text(raw.get("type"), f"cards[{index}].type"),
                "localizations": {
                    lang: {
                        "name": None,
                        "type_line": shape.text(raw.get("originalType"), f"cards[{index}].originalType"),
                        "text": shape.text(raw.get("originalText"), f"cards[{index}].originalText"),
                    }
                },
            }
        )
    return {
        "kind": "printed_text",
        "code": shape.text(data.get("code"), "code", required=True).upper(),
        "language": lang,
        "name": shape.text(data.get("name"), "name"),
        "cards": cards,
    }


# ---------------------------------------------------------------- writing


@dataclass
class ImportReport:
    files: int = 0
    failed: list = field(default_factory=list)  # messages
    created: dict = field(default_factory=lambda: defaultdict(int))
    updated: dict = field(default_factory=lambda: defaultdict(int))
    notes: list = field(default_factory=list)

    @property
    def changes(self):
        return sum(self.created.values()) + sum(self.updated.values())

    def lines(self):
        yield f"files: {self.files} read, {len(self.failed)} failed"
        for name in sorted(set(self.created) | set(self.updated)):
            yield f"{name}: {self.created.get(name, 0)} created, {self.updated.get(name, 0)} updated"
        yield f"changes: {self.changes}"
        yield from self.notes


def expand_paths(paths):
    files = []
    for path in paths:
        path = Path(path)
        if path.is_dir():
            files.extend(sorted(p for p in path.rglob("*.json") if p.is_file()))
        else:
            files.append(path)
    return files


def _unit_key(unit, set_dates):
    release = unit.get("release_date") or set_dates.get(unit["code"])
    return (unit["kind"] == "printed_text", release.isoformat() if release else "0000", unit["code"])


class _Localization:
    __slots__ = ("pk", "card_id", "language", "name", "type_line", "text")

    def __init__(self, pk, card_id, language, name, type_line, text):
        self.pk, self.card_id, self.language, self.name, self.type_line, self.text = (
            pk,
            card_id,
            language,
            name,
            type_line,
            text,
        )

    def model(self):
        return CardLocalization(
            id=self.pk,
            card_id=self.card_id,
            language=self.language,
            name=self.name,
            type_line=self.type_line,
            text=self.text,
        )


class _Caches:
    """The rows already in the database that an import compares against."""

    def __init__(self):
        self.cards = {}  # name -> Card
        self.slugs = set()
        for card in Card.objects.only("id", "name", "slug", *CARD_FIELDS):
            self.cards[card.name] = card
            self.slugs.add(card.slug)
        self.faces = {}  # face name -> full card name, for printed texts keyed by a face
        for name in self.cards:
            if " // " in name:
                for face in name.split(" // "):
                    self.faces.setdefault(face, name)
        self.sets = {s.code: s for s in CardSet.objects.all()}
        self.printings = set(Printing.objects.values_list("card_id", "card_set_id", "number"))
        # Plain rows, not model instances: there are over a hundred thousand of them.
        self.localizations = {
            (card_id, lang): _Localization(pk, card_id, lang, name, type_line, text)
            for pk, card_id, lang, name, type_line, text in CardLocalization.objects.values_list(
                "id", "card_id", "language", "name", "type_line", "text"
            )
        }
        by_id = {card.id: card.name for card in self.cards.values()}
        self.printed_names = defaultdict(set)  # (language, printed name) -> English names (a few are shared)
        for l in self.localizations.values():
            self.printed_names[(l.language, l.name)].add(by_id[l.card_id])
        # Keyed by the hash of today's text, not the stored uid: a reworded ruling keeps its first uid.
        self.rulings = {}  # ruling_uid(date, source, text) -> id
        self.ruling_rows = {}  # id -> (date, source, text)
        self.uids = set()
        for pk, uid, ruling_date, source, text in Ruling.objects.values_list("id", "uid", "date", "source", "text"):
            self.rulings.setdefault(ruling_uid(ruling_date, source, text), pk)
            self.ruling_rows[pk] = (ruling_date, source, text)
            self.uids.add(uid)
        self.card_rulings = defaultdict(list)
        for card_id, ruling_id in CardRuling.objects.order_by("card_id", "position").values_list(
            "card_id", "ruling_id"
        ):
            self.card_rulings[card_id].append(ruling_id)


class _Names:
    """Which card a printed-text entry speaks for: some files name it in English, others by its printed name."""

    def __init__(self, caches, units):
        self.english = set(caches.cards)
        self.faces = dict(caches.faces)
        self.types = {name: card.type_line for name, card in caches.cards.items()}
        self.printed = defaultdict(set)  # (language, printed name) -> English names (a few are shared)
        for key, english in caches.printed_names.items():
            self.printed[key] |= english
        for unit in units:
            if unit["kind"] != "set":
                continue
            for card in unit["cards"]:
                self.english.add(card["name"])
                self.types[card["name"]] = card["type_line"]
                for face in card["name"].split(" // ") if " // " in card["name"] else []:
                    self.faces.setdefault(face, card["name"])
                for lang, loc in card["localizations"].items():
                    if loc.get("name"):
                        self.printed[(lang, loc["name"])].add(card["name"])

    def card_name(self, unit, card):
        name = card["name"]
        if unit["kind"] == "set" or name in self.english:
            return name
        if name in self.faces:
            full = self.faces[name]
            # A back face's printed text is skipped: the front face speaks for the card.
            return full if full.startswith(name + " // ") else None
        candidates = sorted(self.printed.get((unit["language"], name), ()))
        if len(candidates) > 1:
            # Two cards printed under one French name (Savage Summoning, Feral Invocation): the English type decides.
            candidates = [c for c in candidates if self.types.get(c) == card.get("english_type")] or candidates
        return candidates[0] if candidates else name


def _winners(units, keys, names):
    """For each card (and language), the unit whose data counts: the newest set that has it."""
    fields_winner, rulings_winner, name_winner, text_winner = {}, {}, {}, {}
    for index in sorted(range(len(units)), key=lambda i: keys[i]):
        unit = units[index]
        for card in unit["cards"]:
            if unit["kind"] == "set":
                fields_winner[card["name"]] = index
                if card["rulings"]:
                    rulings_winner[card["name"]] = index
            card_name = names.card_name(unit, card)
            for lang, loc in card["localizations"].items():
                if loc.get("name"):
                    name_winner[(card_name, lang)] = index
                if loc.get("text") is not None or loc.get("type_line") is not None:
                    text_winner[(card_name, lang)] = index
    return fields_winner, rulings_winner, name_winner, text_winner


def import_mtgjson_paths(paths, *, stdout=None):
    """Import MTGJSON files or folders; returns an ImportReport (failed files listed, others kept)."""
    report = ImportReport()
    parsed = []  # (path, units)
    for path in paths:
        path = Path(path)
        if path.is_dir() and not expand_paths([path]):
            report.failed.append(f"{path}: no MTGJSON files (*.json) in this folder")
    for path in expand_paths(paths):
        report.files += 1
        try:
            parsed.append((path, parse_mtgjson_file(path)))
        except InputError as exc:
            report.failed.append(str(exc))
    set_dates = {s.code: s.release_date for s in CardSet.objects.all()}
    for _, units in parsed:
        for unit in units:
            if unit.get("release_date"):
                set_dates[unit["code"]] = unit["release_date"]
    all_units = [unit for _, units in parsed for unit in units]
    keys = [_unit_key(unit, set_dates) for unit in all_units]
    caches = _Caches()
    names = _Names(caches, all_units)
    winners = _winners(all_units, keys, names)
    wanted_keys = _wanted_ruling_keys(all_units, winners[1])
    unit_index = {id(unit): i for i, unit in enumerate(all_units)}
    # Sets before printed texts, oldest set first, so printed texts find their cards.
    order = sorted(
        parsed, key=lambda item: min(keys[unit_index[id(u)]] for u in item[1]) if item[1] else (False, "", "")
    )
    for path, units in order:
        counts = defaultdict(int), defaultdict(int)
        try:
            with transaction.atomic():
                for unit in units:
                    _write_unit(unit, unit_index[id(unit)], winners, names, caches, counts, report, wanted_keys)
                if any(counts[0].values()) or any(counts[1].values()):
                    dataversion.bump()  # cached pages built from the old data are never served again
        except Exception as exc:
            report.failed.append(f"{path}: not imported: {exc}")
            caches = _Caches()  # the rolled-back rows must leave the caches too
            continue
        for name, count in counts[0].items():
            report.created[name] += count
        for name, count in counts[1].items():
            report.updated[name] += count
        if stdout is not None:
            stdout.write(f"{path}: {sum(counts[0].values())} created, {sum(counts[1].values())} updated")
    return report


def _wanted_ruling_keys(units, rulings_winner):
    """The rulings (by ruling_uid of their text) that some card of this run carries: never reworded away."""
    keys = set()
    for index, unit in enumerate(units):
        for card in unit["cards"] if unit["kind"] == "set" else []:
            if rulings_winner.get(card["name"]) == index:
                keys.update(ruling_uid(d, Ruling.Source.WOTC, t) for d, t in card["rulings"])
    return keys


def _reworded(existing, position, ruling_date, text, caches, wanted_keys, edited):
    """The id of the card's ruling that `text` rewords, or None (see the module's notes)."""
    key = match_key(text)
    best, best_rank = None, None
    for pos, rid in enumerate(existing):
        old_date, old_source, old_text = caches.ruling_rows[rid]
        if rid in edited or old_date != ruling_date or old_source != Ruling.Source.WOTC:
            continue
        if ruling_uid(old_date, old_source, old_text) in wanted_keys:
            continue
        score = similarity(match_key(old_text), key)
        rank = (score, pos == position)  # the same position breaks a tie
        if score >= SAME_RULING_MIN and (best_rank is None or rank > best_rank):
            best, best_rank = rid, rank
    return best


def _update_localizations(rows):
    """One parameterized UPDATE per row: bulk_update's CASE expressions are far slower for 10,000 rows."""
    quote = connection.ops.quote_name
    sql = (
        f"UPDATE {quote(CardLocalization._meta.db_table)} SET {quote('name')} = %s, {quote('type_line')} = %s, "
        f"{quote('text')} = %s WHERE {quote('id')} = %s"
    )
    with connection.cursor() as cursor:
        cursor.executemany(sql, [(row.name, row.type_line, row.text, row.pk) for row in rows])


def _unique_slug(name, caches):
    base = card_slug(name)
    slug, n = base, 2
    while slug in caches.slugs:
        slug, n = f"{base}-{n}", n + 1
    caches.slugs.add(slug)
    return slug


def _write_unit(unit, index, winners, names, caches, counts, report, wanted_keys=frozenset()):
    created, updated = counts
    fields_winner, rulings_winner, name_winner, text_winner = winners
    card_set = None
    if unit["kind"] == "set":
        card_set = caches.sets.get(unit["code"])
        values = {
            "name": unit["name"] or unit["code"],
            "release_date": unit["release_date"],
            "set_type": unit["set_type"],
        }
        if card_set is None:
            card_set = CardSet.objects.create(code=unit["code"], **values)
            caches.sets[unit["code"]] = card_set
            created["sets"] += 1
        elif any(getattr(card_set, k) != v for k, v in values.items()):
            for k, v in values.items():
                setattr(card_set, k, v)
            card_set.save()
            updated["sets"] += 1

    # Cards
    new_cards, changed_cards = [], []
    for data in unit["cards"] if unit["kind"] == "set" else []:
        card = caches.cards.get(data["name"])
        values = {k: data[k] for k in CARD_FIELDS}
        if card is None:
            card = Card(name=data["name"], slug=_unique_slug(data["name"], caches), **values)
            caches.cards[card.name] = card
            for face in card.name.split(" // ") if " // " in card.name else []:
                caches.faces.setdefault(face, card.name)
            new_cards.append(card)
        elif fields_winner.get(data["name"]) == index and any(getattr(card, k) != v for k, v in values.items()):
            for k, v in values.items():
                setattr(card, k, v)
            changed_cards.append(card)
    if new_cards:
        Card.objects.bulk_create(new_cards, batch_size=500)
        created["cards"] += len(new_cards)
    if changed_cards:
        Card.objects.bulk_update(changed_cards, CARD_FIELDS, batch_size=500)
        updated["cards"] += len(changed_cards)

    # Printings
    if card_set is not None:
        new_printings = []
        for data in unit["cards"]:
            card = caches.cards[data["name"]]
            for printing in data["printings"]:
                key = (card.id, card_set.id, printing["number"])
                if key not in caches.printings:
                    caches.printings.add(key)
                    new_printings.append(
                        Printing(
                            card=card,
                            card_set=card_set,
                            number=printing["number"],
                            multiverse_id=printing["multiverse_id"],
                        )
                    )
        if new_printings:
            Printing.objects.bulk_create(new_printings, batch_size=1000)
            created["printings"] += len(new_printings)

    # Names and texts in other languages
    new_locs, changed_locs, missing = [], {}, 0
    for data in unit["cards"]:
        name = names.card_name(unit, data)
        if name is None:
            continue
        card = caches.cards.get(name)
        if card is None:
            missing += 1
            continue
        for lang, loc in data["localizations"].items():
            row = caches.localizations.get((card.id, lang))
            wants = {}
            if loc.get("name") and name_winner.get((name, lang)) == index:
                wants["name"] = loc["name"]
            if text_winner.get((name, lang)) == index:
                if loc.get("type_line") is not None:
                    wants["type_line"] = loc["type_line"]
                if loc.get("text") is not None:
                    wants["text"] = loc["text"]
            if row is None:
                if not loc.get("name"):
                    missing += 1  # no printed name known yet: the English set file brings it
                    continue
                row = _Localization(None, card.id, lang, loc["name"], wants.get("type_line", ""), wants.get("text", ""))
                caches.localizations[(card.id, lang)] = row
                caches.printed_names[(lang, loc["name"])].add(card.name)
                new_locs.append(row)
            elif any(getattr(row, k) != v for k, v in wants.items()):
                for k, v in wants.items():
                    setattr(row, k, v)
                if row.pk:
                    changed_locs[row.pk] = row
    if new_locs:
        models = [row.model() for row in new_locs]
        CardLocalization.objects.bulk_create(models, batch_size=1000)
        for row, model in zip(new_locs, models, strict=False):
            row.pk = model.pk
        created["localizations"] += len(new_locs)
    if changed_locs:
        _update_localizations(changed_locs.values())
        updated["localizations"] += len(changed_locs)
    if missing and unit["kind"] == "printed_text":
        report.notes.append(
            f"{unit['code']} ({unit['language']}): {missing} printed texts skipped: card or its printed name not imported yet"
        )

    # Rulings, shared, in each card's order
    if unit["kind"] != "set":
        return
    wanted = {}
    new_rulings = {}
    edited = {}  # ruling id -> its new text
    for data in unit["cards"]:
        if rulings_winner.get(data["name"]) != index:
            continue
        card_id = caches.cards[data["name"]].id
        existing = caches.card_rulings.get(card_id, [])
        keys = []
        for position, (ruling_date, text) in enumerate(data["rulings"]):
            key = ruling_uid(ruling_date, Ruling.Source.WOTC, text)
            if key not in caches.rulings:
                rid = _reworded(existing, position, ruling_date, text, caches, wanted_keys, edited)
                if rid is not None:
                    old_key = ruling_uid(*caches.ruling_rows[rid])
                    caches.rulings.pop(old_key, None)
                    caches.rulings[key] = rid
                    caches.ruling_rows[rid] = (ruling_date, Ruling.Source.WOTC, text)
                    edited[rid] = text
                    new_rulings.pop(key, None)  # an earlier card of this unit wanted it: it gets the edited row
                elif key not in new_rulings:
                    uid = free_ruling_uid(ruling_date, Ruling.Source.WOTC, text, caches.uids)
                    caches.uids.add(uid)
                    new_rulings[key] = Ruling(uid=uid, date=ruling_date, source=Ruling.Source.WOTC, text=text)
            if key not in keys:
                keys.append(key)
        wanted[card_id] = keys
    if edited:
        rows = list(Ruling.objects.filter(pk__in=edited))
        for row in rows:
            row.text = edited[row.pk]
            # MTGJSON's text is not scraped: whatever a page lost, this one has.
            row.flags = [f for f in row.flags if f != "symbols_stripped"]
        Ruling.objects.bulk_update(rows, ["text", "flags"])
        updated["rulings"] += len(rows)
        outdated = outdated_count(ruling_texts_changed.send(sender=Ruling, ruling_ids=list(edited)))
        report.notes.append(
            f"{unit['code']}: {len(rows)} rulings reworded (uids kept): {', '.join(sorted(r.uid for r in rows))}"
            + (f"; {outdated} translations now outdated" if outdated else "")
        )
    if new_rulings:
        Ruling.objects.bulk_create(list(new_rulings.values()), batch_size=1000)
        for key, ruling in new_rulings.items():
            caches.rulings[key] = ruling.id
            caches.ruling_rows[ruling.id] = (ruling.date, ruling.source, ruling.text)
        created["rulings"] += len(new_rulings)
    replaced, links = [], []
    for card_id, keys in wanted.items():
        ids = list(dict.fromkeys(caches.rulings[key] for key in keys))
        existing = caches.card_rulings.get(card_id, [])
        if existing[: len(ids)] != ids:
            # Rulings added from scraped pages stay, after MTGJSON's own.
            ids += [rid for rid in existing if rid not in ids]
            if existing:
                replaced.append(card_id)
            links.extend(CardRuling(card_id=card_id, ruling_id=rid, position=pos) for pos, rid in enumerate(ids, 1))
            caches.card_rulings[card_id] = ids
    if replaced:
        CardRuling.objects.filter(card_id__in=replaced).delete()
        updated["card rulings"] += len(replaced)
    if links:
        CardRuling.objects.bulk_create(links, batch_size=1000)
        created["card ruling links"] += len(links)
