"""Storing card records (ingest.importers.records) from any source: cards, sets, printings, printed texts, rulings.

This module writes one file (import_file) unit by unit, in order; each job is a module of its own:
cards_writer (sets, cards, printings), printed_writer (printed names and texts in other languages),
rulings_writer (rulings and the cards' lists), over what they share in writing (the report, the caches, SQL).

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
"mana value") is the same ruling edited: see rulings_writer._reworded().
"""

from django.db import transaction

from cards.models import set_card_names
from dataversion.announce import SYNC, announce

from .cards_writer import resolve_cards, save_cards, write_printings, write_sets
from .common import InputError
from .printed_writer import write_printed, write_printed_text_unit
from .records import CardUnit, PrintedTextUnit, RulingsUnit
from .rulings_writer import write_rulings, write_rulings_unit
from .writing import WriteContext


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
                announce(SYNC)  # cached pages built from the old data are never served again
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
