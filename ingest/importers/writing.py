"""What the writers of ingest.importers.writer share: the report, the caches of what is stored, one file's
context, the ruling keys, and plain SQL for many rows."""

from collections import Counter, defaultdict
from dataclasses import dataclass, field

from django.db import connection

from cards.models import Card, CardName, CardSet, ForeignPrinting, Printing
from rules.typography import plain
from rulings.models import CardRuling, Ruling

from .records import CARD_FIELDS

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


# ---------------------------------------------------------------- plain SQL for many rows


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
