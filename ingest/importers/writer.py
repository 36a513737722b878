"""Storing card records (ingest.importers.records) from any source: cards, sets, printings, printed texts, rulings.

One card across sources. A record finds its card by Scryfall's oracle_id,
then by its Oracle name; a card first read without an oracle_id takes the
first one a source gives it.

The newest source wins, whatever the order of imports. Each stored value
keeps the key of the record it came from (Card.text_key and rulings_key,
CardSet.data_key, CardLocalization.origins); a record replaces a value only
when its key is at least as great. Importing A then B, or B then A, ends
with the same rows.

Printed names and texts are merged face by face and field by field: each
face keeps the newest printing's name, type line and text in that language,
except that a text or type line that is English is never stored as another
language's (ingest.importers.printed), and a name equal to the English name
counts only when no printing gives another.

Rulings are one row per date and text (typography set aside), whichever
sources list them. A source that says who wrote a ruling (Scryfall's
"source") sets Ruling.source; MTGJSON does not say, so its rulings are
WotC's until Scryfall says otherwise. A ruling's uid is ruling_uid(date,
"wotc", text) of the first text seen, whoever wrote it, so that it does not
depend on which source came first. A card's list comes from the newest source
that has one, WotC's rulings first and Scryfall's notes after them; rulings
that a scraped page added stay. A reworded ruling ("converted mana cost" ->
"mana value") is the same ruling edited: see _reworded().
"""

import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from django.db import connection, transaction

from cards.models import (
    Card,
    CardLocalization,
    CardName,
    CardSet,
    ForeignPrinting,
    Printing,
    card_slug,
    name_key,
    names_of,
    set_card_names,
)
from dataversion import cache as dataversion
from editor.services import mark_outdated_translations
from rules.typography import plain
from rulings.models import CardRuling, Ruling, Translation, text_hash
from rulings.wording import match_key

from . import crosslingual
from .common import SAME_RULING_MIN, InputError, free_ruling_uid, similarity
from .printed import PrintedFace, clean_name, looks_english, looks_english_type, same_text, split_whole_card_text
from .records import (
    CARD_FIELDS,
    HALVES_TOGETHER,
    MTGJSON3,
    CardUnit,
    Printed,
    PrintedTextUnit,
    RulingsUnit,
    printed_key,
)

CARD_ROW_FIELDS = [
    *CARD_FIELDS,
    *("name", "slug", "oracle_id", "text_key", "text_source", "rulings_key", "source_rulings"),
]
PRINTED_FIELDS = ("name", "type_line", "text")
BATCH = 500


def content_key(ruling_date, text):
    """What makes two rulings one: the date and the words, typography and spacing set aside."""
    day = ruling_date.isoformat() if hasattr(ruling_date, "isoformat") else str(ruling_date)
    return f"{day}|{plain(text)}"


def preferred_text(a, b):
    """Of two spellings of one ruling, the one kept: the more typographic (’ “ ” —), then the greater.

    A choice that does not depend on which source came first.
    """
    return max(a, b, key=lambda text: (sum(ord(c) > 127 for c in text), text))


# ---------------------------------------------------------------- the report


@dataclass
class ImportReport:
    """What an import did, counted by table; the card importers' and the page importer's report alike."""

    noun = "files"  # what `files` counts, for the first line

    files: int = 0
    failed: list = field(default_factory=list)  # messages
    created: Counter = field(default_factory=Counter)
    updated: Counter = field(default_factory=Counter)
    notes: list = field(default_factory=list)

    @property
    def changes(self):
        return sum(self.created.values()) + sum(self.updated.values())

    def lines(self):
        yield f"{self.noun}: {self.files} read, {len(self.failed)} failed"
        for name in sorted(set(self.created) | set(self.updated)):
            yield f"{name}: {self.created.get(name, 0)} created, {self.updated.get(name, 0)} updated"
        yield f"changes: {self.changes}"
        yield from self.notes


# ---------------------------------------------------------------- what is already stored


class Caches:
    """The rows an import compares against, read once per run (and again after a file failed)."""

    def __init__(self):
        self.cards_by_name, self.cards_by_oracle, self.cards_by_id, self.slugs = {}, {}, {}, set()
        for card in Card.objects.all():
            self._remember(card)
        self.faces = {}  # English face name -> (card name, face index)
        for name in self.cards_by_name:
            self._remember_faces(name)
        self.sets = {s.code: s for s in CardSet.objects.all()}
        # (card id, set id, number) -> multiverse id
        self.printings = {
            (card_id, set_id, number): mv
            for card_id, set_id, number, mv in Printing.objects.values_list(
                "card_id", "card_set_id", "number", "multiverse_id"
            )
        }
        self.rulings = {}  # content_key -> id
        self.ruling_rows = {}  # id -> (date, source, text)
        self.uids = set()
        for pk, uid, ruling_date, source, text in Ruling.objects.values_list("id", "uid", "date", "source", "text"):
            self.rulings.setdefault(content_key(ruling_date, text), pk)
            self.ruling_rows[pk] = (ruling_date, source, text)
            self.uids.add(uid)
        self.card_rulings = defaultdict(list)
        for card_id, ruling_id in CardRuling.objects.order_by("card_id", "position").values_list(
            "card_id", "ruling_id"
        ):
            self.card_rulings[card_id].append(ruling_id)
        self.foreign_printings = set(ForeignPrinting.objects.values_list("multiverse_id", flat=True))
        self.printed_state = {}  # (card id, language) -> write_printed's _state() of the stored row
        self.made_cards = set()  # ids of the cards this run created
        # Per language, read when a printed-text file needs them; forgotten when cards are written.
        self._foreign_ids = {}
        self._printed_names = {}

    def _remember(self, card):
        self.cards_by_name[card.name] = card
        if card.oracle_id:
            self.cards_by_oracle[card.oracle_id] = card
        if card.pk:
            self.cards_by_id[card.pk] = card
        self.slugs.add(card.slug)

    def _remember_faces(self, name):
        if " // " in name:
            for index, face in enumerate(name.split(" // ")):
                self.faces.setdefault(face, (name, index))

    def forget_printed(self):
        self._foreign_ids.clear()
        self._printed_names.clear()

    def foreign_ids(self, language):
        """Multiverse id of a printing in `language` -> (card id, face index)."""
        if language not in self._foreign_ids:
            rows = ForeignPrinting.objects.filter(language=language).values_list("multiverse_id", "card_id", "face")
            self._foreign_ids[language] = {mv: (card_id, face) for mv, card_id, face in rows}
        return self._foreign_ids[language]

    def printed_names(self, language):
        """name_key of a printed name (or face name) in `language` -> the ids of the cards printed so."""
        if language not in self._printed_names:
            found = defaultdict(list)
            for card_id, key in CardName.objects.filter(language=language).values_list("card_id", "key"):
                found[key].append(card_id)
            self._printed_names[language] = found
        return self._printed_names[language]


# ---------------------------------------------------------------- one file


@dataclass
class WriteContext:
    """What the functions writing one file share: the caches, the report, and what this file changed."""

    caches: Caches
    report: ImportReport
    created: Counter = field(default_factory=Counter)
    updated: Counter = field(default_factory=Counter)
    dirty_cards: dict = field(default_factory=dict)  # id -> Card with changes to save
    names: dict = field(default_factory=dict)  # (card id, language) -> the names to index (cards.CardName)

    @property
    def changes(self):
        return sum(self.created.values()) + sum(self.updated.values())

    def note(self, text):
        self.report.notes.append(text)


def import_file(path, units, caches, report, *, progress=None):
    """Write the units read from one file in one transaction: all of it, or (on any error) none of it.

    `units` may be a generator: the file is then read as it is written. Returns
    False when the file failed (its message is in the report; the caller must
    then read the caches again, since they may hold rolled-back rows).
    """
    ctx = WriteContext(caches, report)
    report.files += 1
    try:
        with transaction.atomic():
            for unit in units:
                write_unit(ctx, unit)
                if progress is not None:
                    progress(unit)
            if ctx.changes:
                dataversion.bump()  # cached pages built from the old data are never served again
    except InputError as exc:
        report.failed.append(str(exc))
        return False
    except Exception as exc:
        report.failed.append(f"{path}: not imported: {type(exc).__name__}: {exc}")
        return False
    report.created.update(ctx.created)
    report.updated.update(ctx.updated)
    return True


def write_unit(ctx, unit):
    if isinstance(unit, CardUnit):
        write_card_unit(ctx, unit)
    elif isinstance(unit, PrintedTextUnit):
        write_printed_text_unit(ctx, unit)
    elif isinstance(unit, RulingsUnit):
        write_rulings_unit(ctx, unit)
    else:
        raise TypeError(f"not a unit: {unit!r}")
    save_cards(ctx)
    if ctx.names:
        set_card_names(ctx.names)
        ctx.names.clear()


def write_card_unit(ctx, unit):
    sets = write_sets(ctx, unit.sets)
    pairs = resolve_cards(ctx, unit.cards)
    write_printings(ctx, pairs, sets)
    write_printed(ctx, [(card, printed) for record, card in pairs for printed in record.printed.values()])
    write_rulings(ctx, [(card, record.rulings, record.key) for record, card in pairs if record.rulings is not None])
    ctx.caches.forget_printed()


def write_printed_text_unit(ctx, unit):
    card_set = ctx.caches.sets.get(unit.code)
    set_date = card_set.release_date if card_set else None
    key = printed_key(MTGJSON3, set_date, set_date, unit.code, from_set_data=False)
    found, matches, missing = [], [], 0
    for entry in unit.entries:
        match = resolve_printed_entry(ctx, unit, entry)
        if match is None:
            missing += 1
            continue
        matches.append((entry, *match))
    for entry, card, face, by_printed_name in _halves_checked(ctx, unit, matches):
        found.append((card, _entry_printed(unit.language, entry, face, by_printed_name, key, card)))
    write_printed(ctx, found)
    if missing:
        ctx.note(f"{unit.code} ({unit.language}): {missing} printed texts skipped: card not imported yet")


def write_rulings_unit(ctx, unit):
    items, unknown = [], 0
    for oracle_id, rulings in unit.by_oracle_id.items():
        card = ctx.caches.cards_by_oracle.get(oracle_id)
        if card is None:
            unknown += 1
            continue
        items.append((card, rulings, unit.key))
    write_rulings(ctx, items)
    if unknown:
        ctx.note(f"{unit.label}: rulings of {unknown} cards skipped: no card with that oracle_id imported yet")


# ---------------------------------------------------------------- sets


def write_sets(ctx, infos):
    """The sets of a unit, created or brought up to the newest source's description; code -> CardSet."""
    sets = {}
    for code, info in infos.items():
        card_set = ctx.caches.sets.get(code)
        values = {"name": info.name or code, "release_date": info.release_date, "set_type": info.set_type}
        if card_set is None:
            card_set = CardSet.objects.create(code=code, data_key=info.key, **values)
            ctx.caches.sets[code] = card_set
            ctx.created["sets"] += 1
        elif info.key >= card_set.data_key:
            if info.key == card_set.data_key and card_set.release_date and info.release_date:
                # One source, several printings' dates (Scryfall's promos): the set's is the earliest.
                values["release_date"] = min(card_set.release_date, info.release_date)
            values["data_key"] = info.key
            if any(getattr(card_set, k) != v for k, v in values.items()):
                for k, v in values.items():
                    setattr(card_set, k, v)
                card_set.save()
                ctx.updated["sets"] += 1
        sets[code] = card_set
    return sets


# ---------------------------------------------------------------- cards


def resolve_cards(ctx, records):
    """Each record with its card, found (oracle_id, then name), updated when the record is newer, or created."""
    pairs, new = [], []
    for record in records:
        card = find_record_card(ctx, record)
        if card is False:
            continue
        if card is None:
            card = _new_card(ctx, record)
            new.append(card)
        else:
            update_card(ctx, card, record)
        pairs.append((record, card))
    if new:
        Card.objects.bulk_create(new, batch_size=BATCH)
        for card in new:
            ctx.caches.cards_by_id[card.pk] = card
            ctx.caches.made_cards.add(card.pk)
            ctx.names[(card.pk, "en")] = names_of(card.name, card.faces)
        ctx.created["cards"] += len(new)
    return pairs


def find_record_card(ctx, record):
    """The card a record describes, None for a new one, False when its name belongs to another Oracle card.

    By oracle_id, then by Oracle name; a card of several faces also takes
    over a card known only by its front face's name, with no text (the one a
    scraped page makes from the name its rulings give: "Prowl, Stoic
    Strategist" is the front of "Prowl, Stoic Strategist // Prowl, Pursuit Vehicle").
    """
    caches = ctx.caches
    card = caches.cards_by_oracle.get(record.oracle_id) if record.oracle_id else None
    if card is None:
        card = caches.cards_by_name.get(record.name)
        if card is not None and record.oracle_id and card.oracle_id and card.oracle_id != record.oracle_id:
            ctx.note(
                f"{record.label}: {record.name!r} (oracle_id {record.oracle_id}) skipped: "
                f"that name is already the card with oracle_id {card.oracle_id}"
            )
            return False
    if card is None and " // " in record.name:
        front = caches.cards_by_name.get(record.name.split(" // ")[0])
        if front is not None and not (front.oracle_id or front.type_line or front.oracle_text or front.text_key):
            card = front
    return card


def _unique_slug(name, caches):
    base = card_slug(name)
    slug, n = base, 2
    while slug in caches.slugs:
        slug, n = f"{base}-{n}", n + 1
    return slug


def _new_card(ctx, record):
    card = Card(
        name=record.name,
        slug=_unique_slug(record.name, ctx.caches),
        oracle_id=record.oracle_id,
        text_key=record.key,
        text_source=record.label,
        **record.fields,
    )
    ctx.caches._remember(card)
    ctx.caches._remember_faces(card.name)
    return card


def update_card(ctx, card, record):
    """Take the record's oracle_id if the card has none, and its fields (and name) if the record is newer."""
    changed = set()
    if record.oracle_id and not card.oracle_id:
        card.oracle_id = record.oracle_id
        ctx.caches.cards_by_oracle[record.oracle_id] = card
        changed.add("oracle_id")
    if record.key >= card.text_key:
        if record.name != card.name:
            _rename(ctx, card, record, changed)
        values = {**record.fields, "text_key": record.key, "text_source": record.label}
        for name, value in values.items():
            if getattr(card, name) != value:
                setattr(card, name, value)
                changed.add(name)
        if changed & {"faces", "name"} and card.pk:
            ctx.names[(card.pk, "en")] = names_of(card.name, card.faces)
    if changed and card.pk:
        if card.pk not in ctx.dirty_cards:
            ctx.updated["cards"] += 1
        ctx.dirty_cards[card.pk] = card


def _rename(ctx, card, record, changed):
    """A newer source calls the Oracle card (same oracle_id) by a new name: the card takes it, its slug stays."""
    caches = ctx.caches
    if record.name in caches.cards_by_name:
        ctx.note(f"{record.label}: {card.name!r} not renamed {record.name!r}: another card has that name")
        return
    del caches.cards_by_name[card.name]
    if " // " in record.name and record.name.split(" // ")[0] == card.name and not card.text_key:
        # A card known only by its front face's name (a scraped page's) takes the whole card's address, the
        # one it has when the card source comes first; the old address redirects (pages.card).
        caches.slugs.discard(card.slug)
        card.slug = _unique_slug(record.name, caches)
        caches.slugs.add(card.slug)
        changed.add("slug")
    card.name = record.name
    caches.cards_by_name[card.name] = card
    caches._remember_faces(card.name)
    changed.add("name")


def save_cards(ctx):
    if ctx.dirty_cards:
        cards = list(ctx.dirty_cards.values())
        update_rows(Card, CARD_ROW_FIELDS, [(card.pk, [getattr(card, f) for f in CARD_ROW_FIELDS]) for card in cards])
        ctx.dirty_cards.clear()


def update_rows(model, field_names, rows):
    """UPDATE each (pk, values) row: one parameterized statement run many times.

    bulk_update's CASE expressions cost far more for thousands of rows.
    """
    quote = connection.ops.quote_name
    fields = [model._meta.get_field(name) for name in field_names]
    assignments = ", ".join(f"{quote(f.column)} = %s" for f in fields)
    sql = f"UPDATE {quote(model._meta.db_table)} SET {assignments} WHERE {quote(model._meta.pk.column)} = %s"
    params = [[*values, pk] for (pk, _), values in zip(rows, _prepared(fields, [v for _, v in rows]), strict=True)]
    with connection.cursor() as cursor:
        cursor.executemany(sql, params)


# ---------------------------------------------------------------- printings


def write_printings(ctx, pairs, sets):
    printings = ctx.caches.printings
    new = []
    for record, card in pairs:
        card_set = sets.get(record.set_code)
        if card_set is None:
            continue
        for number, multiverse_id in record.printings:
            key = (card.pk, card_set.pk, number)
            if key not in printings:
                printings[key] = multiverse_id
                new.append([card.pk, card_set.pk, number, multiverse_id])
            elif printings[key] is None and multiverse_id is not None:
                # Whichever source came first, the printing ends up with its multiverse id.
                printings[key] = multiverse_id
                Printing.objects.filter(card=card, card_set=card_set, number=number).update(multiverse_id=multiverse_id)
                ctx.updated["printings"] += 1
    if new:
        insert_rows(Printing, ["card_id", "card_set_id", "number", "multiverse_id"], new)
        ctx.created["printings"] += len(new)


# ---------------------------------------------------------------- printed names and texts


def english_faces(card):
    """The card's faces in English: [(name, type line, text)], front first."""
    names = card.name.split(" // ") if " // " in card.name else [card.name]
    faces = [(names[0], card.type_line, card.oracle_text)]
    for index, face in enumerate(card.faces or [], 1):
        name = face.get("name") or (names[index] if index < len(names) else "")
        faces.append((name, face.get("type_line", ""), face.get("oracle_text", "")))
    for index in range(len(faces), len(names)):
        faces.append((names[index], "", ""))
    return faces


class PrintedRow:
    """A CardLocalization being merged, face by face: faces[i] = {name, type_line, text}, origins alike."""

    __slots__ = ("pk", "card_id", "language", "faces", "origins", "stored")

    def __init__(self, card_id, language, pk=None, stored=None, faces=None, origins=None):
        self.pk, self.card_id, self.language = pk, card_id, language
        self.faces = faces or []
        self.origins = origins or {}
        self.stored = stored  # the column values as read, to tell whether anything changed

    @classmethod
    def from_values(cls, pk, card_id, language, name, type_line, text, faces, origins):
        names = name.split(" // ") if " // " in name else [name]
        full = [{"name": names[0], "type_line": type_line, "text": text}]
        for index, face in enumerate(faces or [], 1):
            full.append(
                {
                    "name": face.get("name") or (names[index] if index < len(names) else ""),
                    "type_line": face.get("type_line", ""),
                    "text": face.get("text", ""),
                }
            )
        stored = (name, type_line, text, faces or [], origins or {})
        # Copies: the merge changes these, `stored` must stay as read.
        origins = {field: list(keys) for field, keys in (origins or {}).items()}
        return cls(card_id, language, pk, stored, full, origins)

    def fit(self, english):
        """One entry per English face; a row stored before origins were kept loses values that are English."""
        legacy = self.pk is not None and not self.origins
        while len(self.faces) < len(english):
            self.faces.append({"name": "", "type_line": "", "text": ""})
        for name in PRINTED_FIELDS:
            origins = self.origins.setdefault(name, [])
            origins.extend([""] * (len(english) - len(origins)))
        if legacy:
            for face, (_, _, english_text) in zip(self.faces, english, strict=False):
                if looks_english(face["text"], [english_text]):
                    face["text"] = ""
                if looks_english_type(face["type_line"]):
                    face["type_line"] = ""

    def offer(self, index, name, value, rank):
        if index < len(self.faces) and rank >= self.origins[name][index]:
            self.faces[index][name] = value
            self.origins[name][index] = rank

    def columns(self, english):
        """(name, type_line, text, faces, origins) as stored; name is the whole card's."""
        names = [face["name"] for face in self.faces]
        if len(self.faces) > 1:
            name = " // ".join(n or e[0] for n, e in zip(names, english, strict=False)) if any(names) else ""
        else:
            name = names[0] if names else ""
        others = [dict(face) for face in self.faces[1:]]
        if not any(any(face.values()) for face in others):
            others = []
        front = self.faces[0] if self.faces else {"type_line": "", "text": ""}
        return (name, front["type_line"], front["text"], others, self.origins)

    def empty(self):
        return not any(any(face.values()) for face in self.faces)


PRINTED_COLUMNS = ["name", "type_line", "text", "faces", "origins"]


def load_printed_rows(card_ids, languages=None):
    """(card id, language) -> PrintedRow for these cards' stored localizations (plain SQL: thousands per set)."""
    rows = {}
    card_ids = list(card_ids)
    only = sorted(languages) if languages else []
    in_languages = f" AND {connection.ops.quote_name('language')} IN ({', '.join(['%s'] * len(only))})" if only else ""
    quote = connection.ops.quote_name
    faces_field, origins_field = (CardLocalization._meta.get_field(name) for name in ("faces", "origins"))
    columns = ", ".join(quote(c) for c in ["id", "card_id", "language", *PRINTED_COLUMNS])
    with connection.cursor() as cursor:
        for start in range(0, len(card_ids), BATCH):
            chunk = card_ids[start : start + BATCH]
            cursor.execute(
                f"SELECT {columns} FROM {quote(CardLocalization._meta.db_table)} "
                f"WHERE {quote('card_id')} IN ({', '.join(['%s'] * len(chunk))}){in_languages}",
                [*chunk, *only],
            )
            for pk, card_id, language, name, type_line, text, faces, origins in cursor.fetchall():
                faces = faces_field.from_db_value(faces, None, connection)
                origins = origins_field.from_db_value(origins, None, connection)
                rows[(card_id, language)] = PrintedRow.from_values(
                    pk, card_id, language, name, type_line, text, faces, origins
                )
    return rows


def printed_offers(english, printed):
    """What one printing offers a card's localization: [(face index, field, value, rank)].

    English texts and type lines are refused; a name that is the English one
    ranks below any other name, whatever its date.
    """
    offers = []
    for index, face in _faces_of(printed.faces, len(english)):
        english_name, _, english_text = english[index]
        name = clean_name(face.name)
        if name and " // " not in name:
            offers.append((index, "name", name, f"{0 if same_text(name, english_name) else 1}|{printed.key}"))
        if face.type_line and not looks_english_type(face.type_line):
            offers.append((index, "type_line", face.type_line.strip(), printed.key))
        if face.text and not looks_english(face.text, [english_text]):
            offers.append((index, "text", face.text.strip(), printed.key))
    return offers


def _faces_of(faces, count):
    """(index, PrintedFace) of the faces a printing gives; a text printing the whole split card gives each half."""
    for index, face in enumerate(faces[:count]):
        if face is None:
            continue
        whole = split_whole_card_text(face.text) if count > 1 else None
        if not whole:
            yield index, face
            continue
        for part_index, part in enumerate(whole[:count]):
            if part_index == index:
                # What the printing says of its own face beside the text: its name, its type line.
                part = PrintedFace(part.name or face.name, part.type_line or face.type_line, part.text)
            yield part_index, part


def merge_printed(row, english, offers):
    row.fit(english)
    for index, name, value, rank in offers:
        row.offer(index, name, value, rank)


def _state(row):
    """What a row holds, compactly: (face, field) -> (rank, hash of the value); kept for the whole run."""
    return {
        (index, name): (sys.intern(row.origins[name][index]), hash(face[name]))
        for index, face in enumerate(row.faces)
        for name in PRINTED_FIELDS
        if row.origins[name][index] or face[name]
    }


def _changes_something(state, offers):
    for index, name, value, rank in offers:
        stored_rank, stored_hash = state.get((index, name), ("", None))
        if rank > stored_rank or (rank == stored_rank and hash(value) != stored_hash):
            return True
    return False


def write_printed(ctx, items):
    """Merge (card, Printed) pairs into the cards' localizations; write what changed."""
    if not items:
        return
    write_foreign_printings(ctx, items)
    wanted = _offers_that_count(ctx, items)
    if wanted:
        _save_printed_rows(ctx, _merged_rows(wanted))


def _offers_that_count(ctx, items):
    """[(card, language, English faces, offers, stored?)] for the printings that would change a row.

    Most printings of a card offer nothing new (an older printing, or the same
    file again): the run keeps each row's ranks and value hashes, and reads a
    row from the database only when an offer would change it.
    """
    states, wanted = ctx.caches.printed_state, []
    for card, printed in items:
        english = english_faces(card)
        offers = printed_offers(english, printed)
        state = states.get((card.pk, printed.language))
        if offers and (state is None or _changes_something(state, offers)):
            # A card this run made has no row in a language the run has not written yet: nothing to read.
            stored = not (state is None and card.pk in ctx.caches.made_cards)
            wanted.append((card, printed.language, english, offers, stored))
    return wanted


def _merged_rows(wanted):
    """(card id, language) -> (PrintedRow with the offers merged in, the card's English faces)."""
    rows = load_printed_rows(
        {card.pk for card, _, _, _, stored in wanted if stored},
        {language for _, language, _, _, stored in wanted if stored},
    )
    touched = {}
    for card, language, english, offers, _ in wanted:
        key = (card.pk, language)
        row = rows.setdefault(key, rows.get(key) or PrintedRow(card.pk, language))
        merge_printed(row, english, offers)
        touched[key] = (row, english)
    return touched


def _save_printed_rows(ctx, touched):
    new, changed = [], []
    for key, (row, english) in touched.items():
        columns = row.columns(english)
        ctx.caches.printed_state[key] = _state(row)
        if row.pk is None and not row.empty():
            new.append((row, columns))
        elif row.pk is not None and columns != row.stored:
            changed.append((row, columns))
        else:
            continue
        if row.pk is None or columns[0] != row.stored[0] or columns[3] != row.stored[3]:
            ctx.names[key] = names_of(columns[0], columns[3])
    if new:
        insert_rows(
            CardLocalization,
            ["card_id", "language", *PRINTED_COLUMNS],
            [[row.card_id, row.language, *columns] for row, columns in new],
        )
        ctx.created["localizations"] += len(new)
    if changed:
        update_rows(CardLocalization, PRINTED_COLUMNS, [(row.pk, list(columns)) for row, columns in changed])
        ctx.updated["localizations"] += len(changed)


def write_foreign_printings(ctx, items):
    """Remember which card and face each printing in another language shows, by its multiverse id."""
    known, rows = ctx.caches.foreign_printings, []
    for card, printed in items:
        for face, multiverse_id in enumerate(printed.multiverse_ids):
            if multiverse_id is not None and multiverse_id not in known:
                known.add(multiverse_id)
                rows.append([multiverse_id, card.pk, printed.language, face])
    if rows:
        insert_rows(ForeignPrinting, ["multiverse_id", "card_id", "language", "face"], rows)


def insert_rows(model, field_names, rows):
    """INSERT each row (a list of values): a plain statement run many times, for rows whose ids nobody needs."""
    quote = connection.ops.quote_name
    fields = [model._meta.get_field(name) for name in field_names]
    sql = (
        f"INSERT INTO {quote(model._meta.db_table)} ({', '.join(quote(f.column) for f in fields)}) "
        f"VALUES ({', '.join(['%s'] * len(fields))})"
    )
    with connection.cursor() as cursor:
        cursor.executemany(sql, _prepared(fields, rows))


def _prepared(fields, rows):
    """The values as the database takes them; only JSON needs the field's help (text and numbers go as they are)."""
    json_at = [i for i, f in enumerate(fields) if f.get_internal_type() == "JSONField"]
    if not json_at:
        return [list(values) for values in rows]
    adapt = connection.ops.adapt_json_value  # what JSONField.get_db_prep_save ends in, without its layers
    prepared = []
    for values in rows:
        values = list(values)
        for i in json_at:
            values[i] = adapt(values[i], fields[i].encoder)
        prepared.append(values)
    return prepared


# ---------------------------------------------------------------- printed-text files


def resolve_printed_entry(ctx, unit, entry):
    """(card, face index, named by its printed name?) for one entry of a printed-text file, or None.

    By the multiverse id of the printing in that language when both files
    carry it (the misspelt "Sultai Ascendacy" shares its French name with
    Sultai Ascendancy; the id does not), then the English name or face name,
    then the printed name, typography set aside ("Branle-bas de combat !"
    with a no-break space); two cards printed under one name are told apart
    by a printing in this set, then the English type.
    """
    caches = ctx.caches
    if entry.multiverse_id is not None:
        hit = caches.foreign_ids(unit.language).get(entry.multiverse_id)
        if hit is not None and hit[0] in caches.cards_by_id:
            card = caches.cards_by_id[hit[0]]
            face = _english_face_index(card, entry.name)
            return card, hit[1] if face is None else face, face is None
    card = caches.cards_by_name.get(entry.name)
    if card is not None:
        return card, 0, False
    if entry.name in caches.faces:
        full, index = caches.faces[entry.name]
        return caches.cards_by_name[full], index, False
    key = name_key(entry.name)
    candidates = [
        caches.cards_by_id[pk] for pk in caches.printed_names(unit.language).get(key, ()) if pk in caches.cards_by_id
    ]
    if not candidates:
        return None
    card = _choose(ctx, unit, entry, candidates)
    return card, _printed_face_index(card, unit.language, key), True


# How much better another half's English must match an entry's French than its own half's before the entry is
# taken for that half's (crosslingual.score: about 1 for a translation, 0 or below for an unrelated text).
OTHER_HALF_MARGIN = 0.3


def _halves_checked(ctx, unit, matches):
    """The matches, each French text on the half whose English it translates.

    Invasion's French file gives Deliver the French of Stand ("Prévenez … 2 blessures"), Malice Spite's and Wane
    Wax's, while each entry's own English is its half's. Such an entry goes to the half its French translates;
    when that half has French of its own in the file, the entry is refused. Either way the report names it.
    """
    if unit.language != "fr":
        return matches
    claimed = {
        (card.pk, face)
        for entry, card, face, _ in matches
        if entry.text and not looks_english(entry.text, [t for _, _, t in english_faces(card)])
    }
    checked = []
    for entry, card, face, by_printed_name in matches:
        other = _translated_half(card, face, entry.text)
        if other is not None:
            halves = english_faces(card)
            where = f"{unit.code} ({unit.language}): {entry.name!r} (multiverse id {entry.multiverse_id})"
            if (card.pk, other) in claimed:
                ctx.note(f"{where} refused: its French translates {halves[other][0]!r}, which has its own")
                continue
            ctx.note(f"{where}: its French translates {halves[other][0]!r}, stored for that half")
            claimed.add((card.pk, other))
            face = other
        checked.append((entry, card, face, by_printed_name))
    return checked


def _translated_half(card, face, text):
    """The index of the other half whose English `text` plainly translates, else None.

    Only the halves of split and aftermath cards: a flip card's French prints both halves in one text.
    """
    halves = english_faces(card)
    if (
        card.layout not in HALVES_TOGETHER
        or len(halves) < 2
        or not text
        or "//" in text
        or face >= len(halves)
        or looks_english(text)
    ):
        return None
    scores = [crosslingual.score(text, english) if english else 0.0 for _, _, english in halves]
    best = max(range(len(halves)), key=lambda i: scores[i])
    if best != face and scores[best] >= crosslingual.MIN_SCORE and scores[best] - scores[face] >= OTHER_HALF_MARGIN:
        return best
    return None


def _english_face_index(card, name):
    names = card.name.split(" // ") if " // " in card.name else [card.name]
    return names.index(name) if name in names else None


def _choose(ctx, unit, entry, candidates):
    if len(candidates) == 1:
        return candidates[0]
    card_set = ctx.caches.sets.get(unit.code)
    printed_here = {
        card_id for card_id, set_id, _ in ctx.caches.printings if card_set is not None and set_id == card_set.pk
    } & {c.pk for c in candidates}
    ranked = sorted(
        candidates,
        key=lambda c: (c.pk not in printed_here, c.type_line != entry.english_type, c.name),
    )
    return ranked[0]


def _printed_face_index(card, language, key):
    row = load_printed_rows([card.pk]).get((card.pk, language))
    if row is not None:
        for index, face in enumerate(row.faces):
            if face["name"] and name_key(face["name"]) == key:
                return index
    return 0


def _entry_printed(language, entry, face, by_printed_name, key, card):
    """The Printed of one printed-text entry: the face it prints (its text may print the whole card)."""
    count = len(english_faces(card))
    face = min(face, count - 1)
    faces = [None] * count
    faces[face] = PrintedFace(entry.name if by_printed_name else "", entry.type_line, entry.text)
    multiverse_ids = [entry.multiverse_id if index == face else None for index in range(count)]
    return Printed(language, faces, key, multiverse_ids)


# ---------------------------------------------------------------- rulings


@dataclass
class RulingChanges:
    """What one unit's rulings lists change, gathered before anything is written."""

    wanted: set  # content keys some card of the unit lists: never reworded away
    in_unit: set  # ids of the unit's cards
    new: dict = field(default_factory=dict)  # content key -> unsaved Ruling
    edited: dict = field(default_factory=dict)  # id -> reworded text
    sources: dict = field(default_factory=dict)  # id -> the source a source that says so gives
    retyped: dict = field(default_factory=dict)  # id -> another spelling of the same words, kept instead


def write_rulings(ctx, items):
    """Set each card's list of rulings from (card, [RulingRecord], key) when the key is the newest yet."""
    items = [(card, rulings, key) for card, rulings, key in items if key >= card.rulings_key]
    if not items:
        return
    changes = RulingChanges(
        wanted={content_key(r.date, r.text) for _, rulings, _ in items for r in rulings},
        in_unit={card.pk for card, _, _ in items},
    )
    lists = {}
    for card, rulings, key in items:
        existing = ctx.caches.card_rulings.get(card.pk, [])
        keys = [_place(ctx, changes, existing, position, ruling, key) for position, ruling in enumerate(rulings)]
        lists[card.pk] = (card, list(dict.fromkeys(keys)), key)
    _save_edits(ctx, changes.edited)
    _save_sources(ctx, changes.sources)
    _save_retyped(ctx, changes.retyped)
    _save_new_rulings(ctx, changes.new)
    _save_lists(ctx, lists.values())


def _place(ctx, changes, existing, position, ruling, key):
    """Find the row a card's ruling is (or rewords, or will be); returns its content key."""
    caches = ctx.caches
    ckey = content_key(ruling.date, ruling.text)
    rid = caches.rulings.get(ckey)
    if rid is None and ckey in changes.new:
        unsaved = changes.new[ckey]
        unsaved.text = preferred_text(unsaved.text, ruling.text)
        unsaved.source = ruling.source or unsaved.source
    elif rid is None:
        rid = _reworded(ctx, existing, position, ruling, changes, key)
        if rid is not None:
            _edit(caches, rid, ruling, ckey, changes.edited)
            changes.new.pop(ckey, None)  # an earlier card of this unit wanted it: it gets the edited row
        else:
            changes.new[ckey] = _new_ruling(caches, ruling)
    else:
        if ruling.source and caches.ruling_rows[rid][1] != ruling.source:
            changes.sources[rid] = ruling.source
        stored = changes.retyped.get(rid, caches.ruling_rows[rid][2])
        if ruling.text != stored and rid not in changes.edited and preferred_text(stored, ruling.text) != stored:
            changes.retyped[rid] = ruling.text
    return ckey


def _save_new_rulings(ctx, new):
    if not new:
        return
    Ruling.objects.bulk_create(list(new.values()), batch_size=BATCH * 2)
    for ckey, ruling in new.items():
        ctx.caches.rulings[ckey] = ruling.pk
        ctx.caches.ruling_rows[ruling.pk] = (ruling.date, ruling.source, ruling.text)
    ctx.created["rulings"] += len(new)


def _new_ruling(caches, ruling):
    """An unsaved Ruling; its uid hashes the words with typography set aside, so any source's spelling gives it."""
    uid = free_ruling_uid(ruling.date, Ruling.Source.WOTC, plain(ruling.text), caches.uids)
    caches.uids.add(uid)
    return Ruling(uid=uid, date=ruling.date, source=ruling.source or Ruling.Source.WOTC, text=ruling.text)


def _save_retyped(ctx, retyped):
    """Another spelling of the same words (typography only) is not a new English: translations follow it."""
    if not retyped:
        return
    for rid, text in retyped.items():
        day, source, old = ctx.caches.ruling_rows[rid]
        Ruling.objects.filter(pk=rid).update(text=text)
        Translation.objects.filter(ruling_id=rid, source_hash=text_hash(old)).update(
            source_hash=text_hash(text), source_text=text
        )
        ctx.caches.ruling_rows[rid] = (day, source, text)
    ctx.updated["rulings"] += len(retyped)


def _edit(caches, rid, ruling, ckey, edited):
    old_date, old_source, old_text = caches.ruling_rows[rid]
    caches.rulings.pop(content_key(old_date, old_text), None)
    caches.rulings[ckey] = rid
    caches.ruling_rows[rid] = (old_date, old_source, ruling.text)
    edited[rid] = ruling.text


def _reworded(ctx, existing, position, ruling, changes, key):
    """The id of the card's ruling that `ruling` rewords, or None.

    A text no row has yet replaces the text of one of the card's rulings when
    that ruling has the same date and writer, their match_key()s are at least
    SAME_RULING_MIN alike, and nobody still wants the old text: no card of
    this unit lists it, and no other card whose list is as new as this one
    carries it. The row keeps its uid, cards and translations.
    """
    caches = ctx.caches
    source = ruling.source or Ruling.Source.WOTC
    wanted_key = match_key(ruling.text)
    best, best_rank = None, None
    for pos, rid in enumerate(existing):
        old_date, old_source, old_text = caches.ruling_rows[rid]
        if rid in changes.edited or old_date != ruling.date or old_source != source:
            continue
        if content_key(old_date, old_text) in changes.wanted:
            continue
        score = similarity(match_key(old_text), wanted_key)
        rank = (score, pos == position)  # the same position breaks a tie
        if score >= SAME_RULING_MIN and (best_rank is None or rank > best_rank):
            if not _carried_elsewhere(caches, rid, changes.in_unit, key):
                best, best_rank = rid, rank
    return best


def _carried_elsewhere(caches, rid, in_unit, key):
    others = CardRuling.objects.filter(ruling_id=rid).exclude(card_id__in=in_unit).values_list("card_id", flat=True)
    return any(caches.cards_by_id[c].rulings_key >= key for c in others if c in caches.cards_by_id)


def _save_edits(ctx, edited):
    if not edited:
        return
    rows = list(Ruling.objects.filter(pk__in=edited))
    for row in rows:
        row.text = edited[row.pk]
        # The source's text is not scraped: whatever a page lost, this one has.
        row.flags = [f for f in row.flags if f != "symbols_stripped"]
    Ruling.objects.bulk_update(rows, ["text", "flags"])
    ctx.updated["rulings"] += len(rows)
    # Their translations become outdated in this transaction: the editors' queue shows them with the old English.
    outdated = mark_outdated_translations(queryset=Translation.objects.filter(ruling_id__in=list(edited)))
    ctx.note(
        f"{len(rows)} rulings reworded (uids kept): {', '.join(sorted(r.uid for r in rows))}"
        + (f"; {outdated} translations now outdated" if outdated else "")
    )


def _save_sources(ctx, sources):
    """A source that says who wrote a ruling (Scryfall) corrects the WotC default of one that does not."""
    by_source = defaultdict(list)
    for rid, source in sources.items():
        by_source[source].append(rid)
        date, _, text = ctx.caches.ruling_rows[rid]
        ctx.caches.ruling_rows[rid] = (date, source, text)
    for source, ids in by_source.items():
        Ruling.objects.filter(pk__in=ids).update(source=source)
        ctx.updated["rulings"] += len(ids)


def _save_lists(ctx, lists):
    caches = ctx.caches
    replaced, links = [], []
    for card, keys, key in lists:
        ids = list(dict.fromkeys(caches.rulings[k] for k in keys))
        existing = caches.card_rulings.get(card.pk, [])
        listed_before = set(card.source_rulings or [])
        # Rulings a scraped page added stay, after the source's own.
        extras = [rid for rid in existing if rid not in ids and rid not in listed_before]
        final = sorted(ids + extras, key=lambda rid: caches.ruling_rows[rid][1] == Ruling.Source.SCRYFALL)
        if final != existing:
            if existing:
                replaced.append(card.pk)
            links.extend([card.pk, rid, position] for position, rid in enumerate(final, 1))
            caches.card_rulings[card.pk] = final
        if card.rulings_key != key or card.source_rulings != ids:
            card.rulings_key, card.source_rulings = key, ids
            ctx.dirty_cards[card.pk] = card
    if replaced:
        CardRuling.objects.filter(card_id__in=replaced).delete()
        ctx.updated["card rulings"] += len(replaced)
    if links:
        insert_rows(CardRuling, ["card_id", "ruling_id", "position"], links)
        ctx.created["card ruling links"] += len(links)
