"""Writing sets, cards and printings from card records (see ingest.importers.writer for the rules every source
follows)."""

from cards.models import Card, CardSet, Printing, card_slug, names_of

from .writing import BATCH, CARD_ROW_FIELDS, insert_rows, update_rows

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
