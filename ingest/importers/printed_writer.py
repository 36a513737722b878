"""Writing printed names and texts in other languages: merged face by face and field by field, from card records
and from printed-text files (see ingest.importers.writer)."""

import sys

from django.db import connection

from cards.models import CardLocalization, ForeignPrinting, name_key, names_of

from . import crosslingual
from .printed import PrintedFace, clean_name, looks_english, looks_english_type, same_text, split_whole_card_text
from .records import HALVES_TOGETHER, MTGJSON3, Printed, printed_key
from .writing import BATCH, PRINTED_FIELDS, insert_rows, update_rows

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
