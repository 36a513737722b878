"""MTGJSON importer: v3 set files, the French printed texts (*.fr.json) and v5 AllPrintings, plain or compressed.

Reading and writing are separate: the readers below turn a file into units
(ingest.importers.records: one set of cards each, or one printed-text file)
and check its shape; ingest.importers.writer stores them, one transaction
per file. A v5 AllPrintings file (several hundred MB, usually .xz) is read
as a stream, one set at a time (ijson), so its size does not matter: only
one set's cards are in memory at once.

Choices:
- A card is its Oracle name (or Scryfall's oracle_id, which v5 gives as
  identifiers.scryfallOracleId). Split, aftermath, flip and double-faced
  cards are one Card named "Front // Back" (the Oracle and Scryfall name); the
  front face gives the card's fields and every other face goes to
  Card.faces. Meld cards stay separate cards, as v5 and Scryfall keep them.
- Which source's data a card shows, whatever the order of imports: see the
  writer. A v3 set file counts as of its set's release date, a v5 file as of
  the day it was built (meta.date).
- Printed names and texts are kept face by face: the French of a transform
  card's back face, of each half of a split card.
"""

import json
from collections import defaultdict
from dataclasses import asdict, dataclass
from pathlib import Path

import ijson

from .common import DateFormatError, InputError, language_code, parse_date
from .records import (
    MTGJSON3,
    MTGJSON5,
    CardRecord,
    CardUnit,
    Printed,
    PrintedEntry,
    PrintedFace,
    PrintedTextUnit,
    RulingRecord,
    SetInfo,
    card_key,
    face_color_indicator,
    printed_key,
)
from .streams import STREAM_ERRORS, Progress, describe_stream_error, open_stream
from .v3names import v3_lettered, v3_name
from .writer import import_file
from .writing import Caches, ImportReport

MULTI_FACE = {"split", "aftermath", "flip", "double-faced", "transform", "modal_dfc", "adventure", "reversible_card"}
SET_FILE, PRINTED_TEXT, ALL_PRINTINGS, SCRYFALL_FILE = "set", "printed_text", "v5", "scryfall"
SUFFIXES = (".json", ".json.gz", ".json.xz", ".json.bz2")


# ---------------------------------------------------------------- checking shapes


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

    def integer(self, value, where):
        if value in (None, ""):
            return None
        try:
            return int(value)
        except (TypeError, ValueError):
            self.fail(where, f"expected a number, found {value!r}")

    def date(self, value, where, required=True):
        if value in (None, "") and not required:
            return None
        try:
            return parse_date(self.text(value, where, required=True))
        except DateFormatError as exc:
            self.fail(where, str(exc))


# ---------------------------------------------------------------- what a file is


@dataclass
class FileInfo:
    kind: str  # SET_FILE, PRINTED_TEXT, ALL_PRINTINGS or SCRYFALL_FILE
    code: str = ""
    release_date: str = ""
    language: str = ""


def in_import_order(files):
    """Sets before printed texts, which name cards the sets bring; the newest first within each.

    Any order gives the same cards (see the writer); newest first spares
    writing older data only to replace it, and gives a ruling the uid of its
    newest wording.
    """
    files = sorted(files, key=lambda item: (item[1].release_date or "0000", item[1].code), reverse=True)
    return sorted(files, key=lambda item: item[1].kind == PRINTED_TEXT)


def sniff(path):
    """What kind of MTGJSON file path is, from its first keys (the file is not read further)."""
    info = {}
    try:
        with open_stream(path) as stream:
            for prefix, event, value in ijson.parse(stream):
                if prefix == "" and event == "start_array":
                    return FileInfo(SCRYFALL_FILE)
                if prefix == "" and event == "map_key" and value in ("cards", "data"):
                    info[value] = True
                    break
                if prefix in ("code", "releaseDate", "language") and event in ("string", "number"):
                    info[prefix] = str(value)
    except STREAM_ERRORS:
        return FileInfo(SET_FILE)  # the full read says what is wrong, and where
    if "data" in info:
        return FileInfo(ALL_PRINTINGS)
    if info.get("language") and "releaseDate" not in info:
        return FileInfo(PRINTED_TEXT, info.get("code", "").upper(), "", info["language"])
    return FileInfo(SET_FILE, info.get("code", "").upper(), info.get("releaseDate", ""))


def read_json(path):
    """A whole (small) file as JSON: the errors say where."""
    path = Path(path)
    try:
        with open_stream(path) as stream:
            return json.loads(stream.read())
    except json.JSONDecodeError as exc:
        raise InputError(f"{path}: malformed JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}") from None
    except UnicodeDecodeError as exc:
        raise InputError(f"{path}: not UTF-8 text (byte {exc.start})") from None
    except STREAM_ERRORS as exc:
        raise describe_stream_error(path, exc) from None


def read_units(path, info=None, *, counter=None):
    """The units of one MTGJSON file, read as they are asked for (v5 streams set by set)."""
    path = Path(path)
    info = info or sniff(path)
    if info.kind == SCRYFALL_FILE:
        raise InputError(f"{path}: top level: expected an object, found a list (a Scryfall bulk file? import_scryfall)")
    if info.kind == ALL_PRINTINGS:
        yield from read_all_printings(path, counter=counter)
        return
    data = read_json(path)
    shape = Shape(path)
    shape.obj(data, "top level")
    if "cards" not in data:
        shape.fail("top level", 'not an MTGJSON file: no "cards" list and no "data" object')
    if data.get("language") and "releaseDate" not in data:
        yield parse_printed_texts(shape, data)
    else:
        yield parse_set(shape, data, "", source=MTGJSON3)


def parse_mtgjson_file(path):
    """One MTGJSON file as a list of units; raises InputError naming the file and the place of the first problem."""
    return list(read_units(path))


def unit_as_json(unit):
    """A unit as plain JSON values (the golden files of the parser tests)."""
    return json.loads(json.dumps(asdict(unit), default=str))


# ---------------------------------------------------------------- v5, streamed


def read_all_printings(path, *, counter=None):
    """Each set of a v5 AllPrintings file (or of a v5 one-set file), parsed as the stream reaches it."""
    shape = Shape(path)
    try:
        with open_stream(path) as stream:
            meta = next(ijson.items(stream, "meta"), None) or {}
        built = shape.date(meta.get("date"), "meta.date", required=False) if isinstance(meta, dict) else None
        with open_stream(path, counter) as stream:
            if _one_set(path):
                yield parse_set(shape, next(ijson.items(stream, "data", use_float=True)), "data", MTGJSON5, built)
                return
            for code, set_data in ijson.kvitems(stream, "data", use_float=True):
                yield parse_set(shape, shape.obj(set_data, f"data.{code}"), f"data.{code}", MTGJSON5, built)
    except STREAM_ERRORS as exc:
        raise describe_stream_error(path, exc) from None


def _one_set(path):
    """A v5 set file has the set itself under "data" (its keys are fields), AllPrintings has set codes."""
    with open_stream(path) as stream:
        for prefix, event, value in ijson.parse(stream):
            if prefix == "data" and event == "map_key":
                return value in ("cards", "baseSetSize", "block", "booster", "code", "name", "releaseDate", "type")
            if prefix == "data" and event == "end_map":
                return False
    return False


# ---------------------------------------------------------------- a set of cards


def parse_set(shape, data, where, source, built=None):
    prefix = f"{where}." if where else ""
    code = shape.text(data.get("code"), f"{prefix}code", required=True).upper()
    name = shape.text(data.get("name"), f"{prefix}name")
    release = shape.date(data.get("releaseDate"), f"{prefix}releaseDate", required=False)
    source_date = (built or release) if source == MTGJSON5 else release
    key = card_key(source, source_date, release, code)
    if source == MTGJSON5:
        label = f"MTGJSON v5 of {source_date or 'unknown date'}, {name or code} ({code})"
    else:
        label = f"MTGJSON v3, {name or code} ({code}) of {release or 'unknown date'}"
    info = SetInfo(code, name or code, release, shape.text(data.get("type"), f"{prefix}type"), key)
    raw_cards = shape.items(data.get("cards"), f"{prefix}cards")
    lettered = v3_lettered(raw_cards) if source != MTGJSON5 else frozenset()
    entries = [
        parse_entry(
            shape,
            shape.obj(raw, f"{prefix}cards[{i}]"),
            f"{prefix}cards[{i}]",
            v5=source == MTGJSON5,
            lettered=lettered,
        )
        for i, raw in enumerate(raw_cards)
    ]
    keys = {"key": key, "label": label, "printed": printed_key(source, source_date, release, code)}
    # A set whose cards carry rulings says, of a card without, that it has none (CM2's Lhurgoyf: DKM's
    # ruling of 2008 is not on it). A set with no rulings at all (UGL, promos) says nothing of them.
    keys["lists_rulings"] = any(entry["rulings"] for entry in entries)
    return CardUnit(label, {code: info}, group_faces(entries, code, keys))


def parse_entry(shape, raw, where, *, v5, lettered=frozenset()):
    """One card entry (one face of a card of several) as a plain dict."""
    layout = shape.text(raw.get("layout"), f"{where}.layout")
    face_name = shape.text(raw.get("name"), f"{where}.name", required=True)
    identifiers = raw.get("identifiers") if isinstance(raw.get("identifiers"), dict) else {}
    if v5:
        full_name = face_name
        face_name = shape.text(raw.get("faceName"), f"{where}.faceName") or face_name
        if layout == "meld":
            full_name = face_name  # each meld part is a card of its own
        mana_value = shape.number(raw.get("manaValue", raw.get("convertedManaCost")), f"{where}.manaValue")
    else:
        face_name = v3_name(face_name, lettered)
        names = [
            v3_name(shape.text(n, f"{where}.names"), lettered) for n in shape.items(raw.get("names"), f"{where}.names")
        ]
        full_name = " // ".join(names) if layout in MULTI_FACE and len(names) > 1 else face_name
        mana_value = shape.number(raw.get("cmc"), f"{where}.cmc")
    rulings = []
    for index, ruling in enumerate(shape.items(raw.get("rulings"), f"{where}.rulings")):
        ruling = shape.obj(ruling, f"{where}.rulings[{index}]")
        rulings.append(
            RulingRecord(
                shape.date(ruling.get("date"), f"{where}.rulings[{index}].date"),
                shape.text(ruling.get("text"), f"{where}.rulings[{index}].text", required=True),
            )
        )
    multiverse = raw["multiverseid"] if "multiverseid" in raw else identifiers.get("multiverseId")
    return {
        "full_name": full_name,
        "face_name": face_name,
        "oracle_id": shape.text(identifiers.get("scryfallOracleId"), f"{where}.identifiers.scryfallOracleId"),
        "layout": layout,
        "mana_cost": shape.text(raw.get("manaCost"), f"{where}.manaCost"),
        "mana_value": mana_value,
        "type_line": shape.text(raw.get("type"), f"{where}.type"),
        "oracle_text": shape.text(raw.get("text"), f"{where}.text"),
        "color_indicator": face_color_indicator(raw, v5=v5),
        "power": shape.text(raw.get("power"), f"{where}.power"),
        "toughness": shape.text(raw.get("toughness"), f"{where}.toughness"),
        "loyalty": shape.text(raw.get("loyalty"), f"{where}.loyalty"),
        "number": shape.text(raw.get("number"), f"{where}.number"),
        "multiverse_id": shape.integer(multiverse, f"{where}.multiverseid"),
        "rulings": rulings,
        "foreign": parse_foreign(shape, raw, where, v5=v5),
    }


def parse_foreign(shape, raw, where, *, v5):
    """language -> {name, face_name, type_line, text, multiverse_id} of one entry (the first of each language)."""
    foreign = {}
    key = "foreignData" if v5 else "foreignNames"
    for index, entry in enumerate(shape.items(raw.get(key), f"{where}.{key}")):
        here = f"{where}.{key}[{index}]"
        entry = shape.obj(entry, here)
        lang = language_code(shape.text(entry.get("language"), f"{here}.language"))
        if not lang or lang == "en" or lang in foreign:
            continue
        identifiers = entry.get("identifiers") if isinstance(entry.get("identifiers"), dict) else {}
        multiverse = entry.get("multiverseid", entry.get("multiverseId", identifiers.get("multiverseId")))
        foreign[lang] = {
            "name": shape.text(entry.get("name"), f"{here}.name"),
            "face_name": shape.text(entry.get("faceName"), f"{here}.faceName"),
            "type_line": shape.text(entry.get("type"), f"{here}.type"),
            "text": shape.text(entry.get("text"), f"{here}.text"),
            "multiverse_id": shape.integer(multiverse, f"{here}.multiverseid"),
        }
    return foreign


def group_faces(entries, code, keys):
    """Entries of one set grouped into cards: the faces of a card meet under its full name."""
    groups = defaultdict(list)
    for entry in entries:
        groups[entry["full_name"]].append(entry)
    return [_card_record(name, group, code, keys) for name, group in groups.items()]


def _card_record(name, group, code, keys):
    face_names = name.split(" // ") if " // " in name else [name]

    def face_rank(entry):
        return face_names.index(entry["face_name"]) if entry["face_name"] in face_names else len(face_names)

    group = sorted(group, key=face_rank)  # stable: the file's order within a face
    multi = len(face_names) > 1
    fronts = [e for e in group if not multi or e["face_name"] == face_names[0]] or group
    front = fronts[0]
    faces = {}
    for entry in group if multi else []:
        if entry["face_name"] != face_names[0] and entry["face_name"] not in faces:
            faces[entry["face_name"]] = {
                "name": entry["face_name"],
                "mana_cost": entry["mana_cost"],
                "type_line": entry["type_line"],
                "oracle_text": entry["oracle_text"],
                # 202.2e, 204: a face without a mana cost (a back face) has its colour indicator's colours ([]: none,
                # colourless), not its front's mana cost's.
                **(
                    {}
                    if entry["mana_cost"] or entry["color_indicator"] is None
                    else {"color_indicator": entry["color_indicator"]}
                ),
            }
    rulings = []
    for entry in group:
        rulings.extend(r for r in entry["rulings"] if r not in rulings)
    fields = {k: front[k] for k in ("mana_cost", "mana_value", "type_line", "oracle_text", "layout", "power")}
    fields.update(toughness=front["toughness"], loyalty=front["loyalty"], faces=list(faces.values()))
    return CardRecord(
        name=name,
        fields=fields,
        key=keys["key"],
        label=keys["label"],
        set_code=code,
        oracle_id=next((e["oracle_id"] for e in group if e["oracle_id"]), ""),
        printings=list(dict.fromkeys((e["number"], e["multiverse_id"]) for e in fronts)),
        rulings=rulings if rulings or keys.get("lists_rulings") else None,
        printed=_printed(face_names, group, keys["printed"]),
    )


def _printed(face_names, group, key):
    """language -> Printed: each face's foreign name, type line and text, from that face's entry."""
    languages = list(dict.fromkeys(lang for entry in group for lang in entry["foreign"]))
    printed = {}
    for lang in languages:
        faces, ids = [], []
        for index, face in enumerate(face_names):
            entry = next(
                (e for e in group if (e["face_name"] == face or len(face_names) == 1) and lang in e["foreign"]), None
            )
            if entry is None:
                faces.append(None)
                ids.append(None)
                continue
            foreign = entry["foreign"][lang]
            faces.append(PrintedFace(_face_name(foreign, index), foreign["type_line"], foreign["text"]))
            ids.append(foreign["multiverse_id"])
        printed[lang] = Printed(lang, faces, key, ids)
    return printed


def _face_name(foreign, index):
    """A face's own name: v5 gives faceName, or the whole card's "Feu // Glace" to cut."""
    if foreign["face_name"]:
        return foreign["face_name"]
    parts = foreign["name"].split(" // ")
    if len(parts) == 1:
        return foreign["name"]
    return parts[index] if index < len(parts) else ""


# ---------------------------------------------------------------- printed-text files


def parse_printed_texts(shape, data):
    lang = language_code(shape.text(data.get("language"), "language", required=True))
    if not lang:
        shape.fail("language", f"unknown language {data.get('language')!r}")
    entries = []
    raw_cards = shape.items(data.get("cards"), "cards")
    lettered = v3_lettered(raw_cards)
    for index, raw in enumerate(raw_cards):
        raw = shape.obj(raw, f"cards[{index}]")
        where = f"cards[{index}]"
        entries.append(
            PrintedEntry(
                name=v3_name(shape.text(raw.get("name"), f"{where}.name", required=True), lettered),
                multiverse_id=shape.integer(raw.get("multiverseid"), f"{where}.multiverseid"),
                english_type=shape.text(raw.get("type"), f"{where}.type"),
                english_text=shape.text(raw.get("text"), f"{where}.text"),
                type_line=shape.text(raw.get("originalType"), f"{where}.originalType"),
                text=shape.text(raw.get("originalText"), f"{where}.originalText"),
            )
        )
    code = shape.text(data.get("code"), "code", required=True).upper()
    return PrintedTextUnit(code, lang, shape.text(data.get("name"), "name"), entries)


# ---------------------------------------------------------------- importing


def expand_paths(paths):
    files = []
    for path in paths:
        path = Path(path)
        if path.is_dir():
            files.extend(sorted(p for p in path.rglob("*") if p.is_file() and p.name.endswith(SUFFIXES)))
        else:
            files.append(path)
    return files


def import_mtgjson_paths(paths, *, stdout=None, progress=None):
    """Import MTGJSON files or folders; returns an ImportReport (failed files listed, others kept).

    stdout gets a line per file; progress (a streams.Progress) a step per set.
    """
    report = ImportReport()
    for path in paths:
        path = Path(path)
        if path.is_dir() and not expand_paths([path]):
            report.failed.append(f"{path}: no MTGJSON files (*.json, .json.gz, .json.xz, .json.bz2) in this folder")
    files = [(path, sniff(path) if path.is_file() else FileInfo(SET_FILE)) for path in expand_paths(paths)]
    files = in_import_order(files)
    caches = Caches()
    progress = progress or Progress(None)
    for path, info in files:
        counter = []
        total = path.stat().st_size if path.is_file() else None

        def step(unit, path=path, counter=counter, total=total):
            done = counter[0].done if counter else None
            progress.step(f"{path.name}: {unit.label if hasattr(unit, 'label') else unit.code}", done, total)

        before = report.changes
        if not import_file(path, read_units(path, info, counter=counter), caches, report, progress=step):
            caches = Caches()  # the rolled-back rows must leave the caches too
            continue
        progress.done()
        if stdout is not None:
            stdout.write(f"{path}: {report.changes - before} changes")
    return report
