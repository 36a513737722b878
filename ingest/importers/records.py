"""What every card source is read into, whatever its shape: sets of cards, printed texts, rulings lists.

The readers (mtgjson, scryfall) turn files into these plain records; the
writer (writer) stores them. Each record carries the keys that order it
against the same data from other sources, so the writer can let the newest
win in whatever order files are imported:

- card_key: Oracle fields and rulings lists. The source's own date first (the
  day MTGJSON v5 or Scryfall built the file; a v3 set file's release date),
  then the source (v3 < v5 < Scryfall on the same day), then the printing.
- printed_key: printed names and texts. The printing's date first (the newest
  printing's French wins), then the source's date and rank, then whether the
  value comes from the set data (1) or a separate printed-text file (0).

Keys are strings compared as strings: ISO dates and one-digit ranks sort right.
"""

from dataclasses import dataclass, field
from datetime import date

from predicates.engine.errors import RuleError
from predicates.engine.mana import mana_value

from .printed import PrintedFace

MTGJSON3, MTGJSON5, SCRYFALL = "mtgjson3", "mtgjson5", "scryfall"
RANKS = {MTGJSON3: 1, MTGJSON5: 2, SCRYFALL: 3}
NO_DATE = "0000-00-00"
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


def iso(value):
    if isinstance(value, date):
        return value.isoformat()
    return value or NO_DATE


# Before any card_key: the Oracle fields of a printing in another language (Scryfall's all-cards) count only while
# no Oracle source has given the card's (its English can be cut short: Prowl's back face as "Living metal").
NOT_ORACLE = "!"


def card_key(source, source_date, printing_date, code, *, oracle=True):
    return f"{'' if oracle else NOT_ORACLE}{iso(source_date)}|{RANKS[source]}|{iso(printing_date)}|{code}"


def printed_key(source, source_date, printing_date, code, *, from_set_data=True):
    return f"{iso(printing_date)}|{iso(source_date)}|{RANKS[source]}|{int(from_set_data)}|{code}"


@dataclass
class RulingRecord:
    date: date
    text: str
    source: str | None = None  # None: the source does not say (MTGJSON); "wotc" or "scryfall" when it does


@dataclass
class Printed:
    """A card's names and texts in one language as one printing shows them, face by face (front first)."""

    language: str
    faces: list  # PrintedFace or None, aligned with the card's faces
    key: str
    multiverse_ids: list = field(default_factory=list)  # per face, None where unknown


@dataclass
class CardRecord:
    """One card as one printing of one source describes it."""

    name: str  # the Oracle name, "Front // Back" for cards of several faces
    fields: dict  # CARD_FIELDS
    key: str
    label: str  # where the fields come from, in words
    set_code: str = ""
    oracle_id: str = ""
    printings: list = field(default_factory=list)  # (collector number, multiverse id or None)
    rulings: list | None = None  # RulingRecord, in the source's order; None when the source has no list
    printed: dict = field(default_factory=dict)  # language -> Printed

    def __post_init__(self):
        self.fields = off_stack(self.fields)

    def face_names(self):
        faces = self.name.split(" // ") if " // " in self.name else [self.name]
        faces += [f["name"] for f in self.fields.get("faces", [])[len(faces) - 1 :] if f.get("name")]
        return faces


# Layouts whose halves are one card off the stack: its mana cost is both halves' and its mana value their sum
# (CR 202.3d, 709.4b in 2025; fuse cards are "split"). Flip, transform and adventure cards keep the front's.
HALVES_TOGETHER = frozenset({"split", "aftermath"})


COLOR_LETTERS = {"White": "W", "Blue": "U", "Black": "B", "Red": "R", "Green": "G"}


def indicator_colors(values):
    """A colour indicator's colours as letters (CR 204), from a source's list of colour names or letters."""
    letters = [COLOR_LETTERS.get(v, v) for v in values if isinstance(v, str)] if isinstance(values, list) else []
    return [c for c in letters if c in COLOR_LETTERS.values()]


def face_color_indicator(raw, *, v5):
    """An MTGJSON face's colour indicator: v5 names it (colorIndicator, only on a face that has one: None when
    absent, unknown); v3 gives only the face's colours, which for a face without a mana cost (Avacyn, the
    Purifier; Insectile Aberration) are its indicator's."""
    if v5:
        return indicator_colors(raw["colorIndicator"]) if raw.get("colorIndicator") else None
    return [] if raw.get("manaCost") else indicator_colors(raw.get("colors"))


def off_stack(fields):
    """A split or aftermath card's fields as the card is off the stack: `{1}{R} // {1}{U}`, mana value 4.

    Sources disagree (MTGJSON v3 gives the front half's cost and value; Scryfall the whole card's value), so every
    source's record is brought to the same values here, whatever order they are imported in.
    """
    if fields.get("layout") not in HALVES_TOGETHER or not fields.get("faces"):
        return fields
    costs = [fields.get("mana_cost", "").split(" // ")[0], *(face.get("mana_cost", "") for face in fields["faces"])]
    try:
        total = sum(mana_value(cost) for cost in costs)
    except RuleError:  # a half-mana symbol of Unhinged: the source's own value stays
        total = fields.get("mana_value", 0)
    return {**fields, "mana_cost": " // ".join(costs), "mana_value": float(total)}


@dataclass
class SetInfo:
    code: str
    name: str
    release_date: date | None
    set_type: str
    key: str


@dataclass
class CardUnit:
    """Cards to store together: one set of MTGJSON, or a batch of Scryfall's cards (of any sets)."""

    label: str
    sets: dict  # code -> SetInfo
    cards: list  # CardRecord


@dataclass
class PrintedEntry:
    """One card of a printed-text file (*.fr.json): named in English or by its printed name."""

    name: str
    multiverse_id: int | None
    english_type: str
    english_text: str
    type_line: str
    text: str


@dataclass
class PrintedTextUnit:
    code: str
    language: str
    name: str
    entries: list  # PrintedEntry


@dataclass
class RulingsUnit:
    """Scryfall's rulings file: each Oracle card's rulings, in the file's order."""

    label: str
    key: str
    by_oracle_id: dict  # oracle_id -> [RulingRecord]


__all__ = [
    "CARD_FIELDS",
    "MTGJSON3",
    "MTGJSON5",
    "SCRYFALL",
    "CardRecord",
    "CardUnit",
    "Printed",
    "PrintedEntry",
    "PrintedFace",
    "PrintedTextUnit",
    "RulingRecord",
    "RulingsUnit",
    "SetInfo",
    "card_key",
    "printed_key",
]
