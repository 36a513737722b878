"""Scryfall's bulk data: card files (oracle-cards, default-cards, all-cards) and the rulings file, plain or gzip.

Each file is one JSON list, read as a stream (ijson), a batch of cards at a
time: all-cards, every printing in every language, is gigabytes.

- A card object is one printing. Its Oracle fields (oracle_text, type_line,
  mana_cost, cmc…) are the card's; for cards of several faces they are on
  card_faces, the front face giving the card's fields as MTGJSON's do.
  Tokens, emblems and art cards are not cards of the game and are skipped.
- A printing in another language (lang "fr"…) gives the card's printed name,
  type line and text in that language (printed_name, printed_type_line,
  printed_text; per face on card_faces).
- The rulings file lists {oracle_id, source, published_at, comment}. source
  "scryfall" marks Scryfall's own notes, kept as Ruling.Source.SCRYFALL and
  shown apart from WotC's rulings.
- A file counts as of the date in its name (Scryfall names its downloads
  oracle-cards-20251120100409.json), else of its modification day: the newest
  file's Oracle text wins over older files and MTGJSON's (see the writer).
"""

import re
from collections import defaultdict
from datetime import date, datetime
from pathlib import Path

import ijson

from .common import DateFormatError, InputError, parse_date
from .records import (
    SCRYFALL,
    CardRecord,
    CardUnit,
    Printed,
    PrintedFace,
    RulingRecord,
    RulingsUnit,
    SetInfo,
    card_key,
    indicator_colors,
    printed_key,
)
from .streams import STREAM_ERRORS, Progress, describe_stream_error, open_stream
from .writer import import_file
from .writing import Caches, ImportReport

BATCH = 2000
NOT_CARDS = {"token", "double_faced_token", "emblem", "art_series"}
# Scryfall's language codes where they differ from the ISO codes MTGJSON's names map to (common.LANGUAGES).
LANGUAGES = {"zhs": "zh-Hans", "zht": "zh-Hant"}
FILE_DATE = re.compile(r"(?<!\d)(20\d{2})(\d{2})(\d{2})(?:\d{6})?(?!\d)")
CARDS, RULINGS = "cards", "rulings"


def file_date(path):
    """The day a bulk file was made: from its name when Scryfall's, else its modification day."""
    match = FILE_DATE.search(Path(path).name)
    if match:
        try:
            return date(*(int(g) for g in match.groups()))
        except ValueError:
            pass
    return datetime.fromtimestamp(Path(path).stat().st_mtime).date()


def sniff(path):
    """CARDS or RULINGS, from the first object of the list."""
    try:
        with open_stream(path) as stream:
            events = ijson.parse(stream)
            prefix, event, _ = next(events)
            if event != "start_array":
                raise InputError(f"{path}: not a Scryfall bulk file (a JSON list): is it an MTGJSON file?")
            for prefix, event, value in events:
                if prefix == "item.object" and event == "string":
                    if value in ("card", "ruling"):
                        return CARDS if value == "card" else RULINGS
                    raise InputError(f"{path}: a list of {value!r} objects, not cards or rulings")
                if prefix == "" and event == "end_array":
                    return CARDS  # an empty list: nothing to import
    except StopIteration:
        raise InputError(f"{path}: empty file") from None
    except STREAM_ERRORS as exc:
        raise describe_stream_error(path, exc) from None
    raise InputError(f'{path}: no "object" field in the list\'s objects: not a Scryfall bulk file')


class Reader:
    """Checks values of one object and names the place of a problem: "cards.json: item 12 (Fire // Ice): cmc: …"."""

    def __init__(self, path, index, obj):
        self.path, self.index, self.obj = path, index, obj

    def fail(self, field, message):
        name = self.obj.get("name") if isinstance(self.obj, dict) else None
        where = f"item {self.index}" + (f" ({name})" if isinstance(name, str) else "")
        raise InputError(f"{self.path}: {where}: {field}: {message}")

    def text(self, value, field, required=False):
        if value is None or value == "":
            if required:
                self.fail(field, "missing")
            return ""
        if not isinstance(value, str):
            self.fail(field, f"expected text, found {type(value).__name__}")
        return value

    def number(self, value, field):
        if value is None:
            return 0.0
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            self.fail(field, f"expected a number, found {value!r}")
        return float(value)

    def date(self, value, field, required=False):
        if value in (None, "") and not required:
            return None
        try:
            return parse_date(self.text(value, field, required=True))
        except DateFormatError as exc:
            self.fail(field, str(exc))

    def list(self, value, field):
        if value is None:
            return []
        if not isinstance(value, list):
            self.fail(field, f"expected a list, found {type(value).__name__}")
        return value


# ---------------------------------------------------------------- cards


def read_card_units(path, *, counter=None, batch=BATCH):
    """The cards of a card file, CARD batches at a time, as the stream reaches them."""
    made = file_date(path)
    # One label for all card files of a day: they give the same Oracle text, and a label that named the file
    # would flip with each import of another.
    label = f"Scryfall's bulk data of {made.isoformat()}"
    cards, sets = [], {}
    try:
        with open_stream(path, counter) as stream:
            for index, obj in enumerate(ijson.items(stream, "item", use_float=True)):
                record, info = parse_card(Reader(path, index, obj), made, label)
                if record is None:
                    continue
                cards.append(record)
                sets[info.code] = _earlier(sets.get(info.code), info)
                if len(cards) >= batch:
                    yield CardUnit(f"{_kind(path)}, cards to #{index}", sets, cards)
                    cards, sets = [], {}
    except STREAM_ERRORS as exc:
        raise describe_stream_error(path, exc) from None
    if cards:
        yield CardUnit(f"{_kind(path)}, {'last cards' if index >= batch else 'all cards'}", sets, cards)


def _kind(path):
    """oracle-cards, default-cards, all-cards… from Scryfall's file name; "bulk file" otherwise."""
    match = re.match(r"([a-z]+(?:-[a-z]+)*)-\d{8}", Path(path).name)
    return match.group(1) if match else "bulk file"


def _earlier(known, info):
    if known is None or (info.release_date and (known.release_date is None or info.release_date < known.release_date)):
        return info
    return known


def parse_card(reader, made, label):
    """(CardRecord, SetInfo) of one card object, or (None, None) for what is not a card of the game."""
    obj = reader.obj
    if not isinstance(obj, dict):
        reader.fail("item", f"expected an object, found {type(obj).__name__}")
    layout = reader.text(obj.get("layout"), "layout")
    if obj.get("object") != "card" or layout in NOT_CARDS:
        return None, None
    faces = [f for f in reader.list(obj.get("card_faces"), "card_faces") if isinstance(f, dict)]
    code = reader.text(obj.get("set"), "set", required=True).upper()
    released = reader.date(obj.get("released_at"), "released_at")
    ids = [i for i in reader.list(obj.get("multiverse_ids"), "multiverse_ids") if isinstance(i, int)]
    lang = reader.text(obj.get("lang"), "lang") or "en"
    lang = LANGUAGES.get(lang, lang)
    record = CardRecord(
        name=reader.text(obj.get("name"), "name", required=True),
        fields=oracle_fields(reader, obj, faces, layout),
        key=card_key(SCRYFALL, made, released, code, oracle=lang == "en"),
        label=label,
        set_code=code,
        # A reversible card has its oracle_id on its faces.
        oracle_id=reader.text(obj.get("oracle_id") or (faces[0] if faces else {}).get("oracle_id"), "oracle_id"),
        # The printing is the English one's; a printing in another language lends it no multiverse id.
        printings=[
            (reader.text(obj.get("collector_number"), "collector_number"), ids[0] if ids and lang == "en" else None)
        ],
    )
    if lang != "en":
        record.printed[lang] = printed_faces(
            reader, faces or [obj], lang, printed_key(SCRYFALL, made, released, code), ids
        )
    info = SetInfo(
        code,
        reader.text(obj.get("set_name"), "set_name") or code,
        released,
        reader.text(obj.get("set_type"), "set_type"),
        card_key(SCRYFALL, made, None, ""),
    )
    return record, info


def _indicator(face):
    indicator = indicator_colors(face.get("color_indicator"))
    return {"color_indicator": indicator} if indicator else {}


def oracle_fields(reader, obj, faces, layout):
    """The card's fields as MTGJSON's give them: the front face's, the other faces in "faces"."""
    front = faces[0] if faces else obj

    def text(name):
        return reader.text(front.get(name, obj.get(name)), name)

    return {
        "mana_cost": text("mana_cost"),
        "mana_value": reader.number(obj.get("cmc", front.get("cmc")), "cmc"),
        "type_line": text("type_line"),
        "oracle_text": text("oracle_text"),
        "layout": layout,
        "power": text("power"),
        "toughness": text("toughness"),
        "loyalty": text("loyalty"),
        "faces": [
            {
                **{
                    name: reader.text(face.get(name), f"card_faces[{i}].{name}")
                    for name in ("name", "mana_cost", "type_line", "oracle_text")
                },
                # 204: a back face's colour indicator (Scryfall's letters), as the MTGJSON importer keeps it; Scryfall
                # writes the field only for a face that has one.
                **_indicator(face),
            }
            for i, face in enumerate(faces[1:], 1)
        ],
    }


def printed_faces(reader, parts, lang, key, ids):
    """A printing in another language: each face's printed name, type line and text."""
    printed = [
        PrintedFace(
            reader.text(part.get("printed_name"), "printed_name"),
            reader.text(part.get("printed_type_line"), "printed_type_line"),
            reader.text(part.get("printed_text"), "printed_text"),
        )
        for part in parts
    ]
    return Printed(lang, printed, key, [ids[0] if ids else None] + [None] * (len(parts) - 1))


# ---------------------------------------------------------------- rulings


def read_rulings_unit(path, *, counter=None):
    """The rulings file as one unit: every Oracle card's rulings (a few MB), in the file's order."""
    made = file_date(path)
    label = f"Scryfall rulings of {made.isoformat()}"
    by_oracle = defaultdict(list)
    try:
        with open_stream(path, counter) as stream:
            for index, obj in enumerate(ijson.items(stream, "item")):
                reader = Reader(path, index, obj)
                if not isinstance(obj, dict):
                    reader.fail("item", f"expected an object, found {type(obj).__name__}")
                if obj.get("object") != "ruling":
                    continue
                source = reader.text(obj.get("source"), "source") or "wotc"
                if source not in ("wotc", "scryfall"):
                    reader.fail("source", f"unknown source {source!r} (known: wotc, scryfall)")
                ruling = RulingRecord(
                    reader.date(obj.get("published_at"), "published_at", required=True),
                    reader.text(obj.get("comment"), "comment", required=True),
                    source,
                )
                by_oracle[reader.text(obj.get("oracle_id"), "oracle_id", required=True)].append(ruling)
    except STREAM_ERRORS as exc:
        raise describe_stream_error(path, exc) from None
    yield RulingsUnit(label, card_key(SCRYFALL, made, None, "rulings"), dict(by_oracle))


# ---------------------------------------------------------------- importing


def expand_paths(paths):
    files = []
    for path in paths:
        path = Path(path)
        if path.is_dir():
            files.extend(sorted(p for p in path.rglob("*") if p.is_file() and p.name.endswith((".json", ".json.gz"))))
        else:
            files.append(path)
    return files


def import_scryfall_paths(paths, *, stdout=None, progress=None):
    """Import Scryfall bulk files (card files first, then rulings, which name cards by oracle_id)."""
    report = ImportReport()
    progress = progress or Progress(None)
    kinds = []
    for path in expand_paths(paths):
        try:
            kinds.append((path, sniff(path)))
        except InputError as exc:
            report.files += 1
            report.failed.append(str(exc))
    kinds.sort(key=lambda item: (item[1] == RULINGS, file_date(item[0]), str(item[0])))
    caches = Caches()
    for path, kind in kinds:
        counter = []
        total = path.stat().st_size

        def step(unit, path=path, counter=counter, total=total):
            progress.step(f"{path.name}: {unit.label}", counter[0].done if counter else None, total)

        units = read_rulings_unit(path, counter=counter) if kind == RULINGS else read_card_units(path, counter=counter)
        before = report.changes
        if not import_file(path, units, caches, report, progress=step):
            caches = Caches()
            continue
        progress.done()
        if stdout is not None:
            stdout.write(f"{path}: {report.changes - before} changes")
    return report
