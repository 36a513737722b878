"""Writing rulings and the cards' lists of them: one row per date and text, reworded rulings edited in place with
their translations marked outdated (see ingest.importers.writer)."""

from collections import defaultdict
from dataclasses import dataclass, field

from editor.services import mark_outdated_translations
from rules.typography import plain
from rulings.models import CardRuling, Ruling
from rulings.wording import match_key
from translations.models import Translation, text_hash

from .common import SAME_RULING_MIN, free_ruling_uid, similarity
from .writing import BATCH, content_key, insert_rows, preferred_text

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
