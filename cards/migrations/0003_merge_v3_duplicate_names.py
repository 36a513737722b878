"""MTGJSON v3's own names merged into the card they name, in databases imported before the importers knew them.

v3 stores GRN's guildgates printed with two arts as "Boros Guildgate (a)" and "(b)", and CP2 misspells
"Sultai Ascendacy": imported before, they made 11 cards of their own. The importers now read them as the card
they name (ingest.importers.v3names.v3_name); this gives the cards already stored the same shape: each extra
card's printings, French printings, printed texts and rulings go to the card it names (or, when no such card is
stored, the extra card takes its name), and the extra card goes.

Only printings of one card are merged: an "(a)" card whose Oracle text differs from the card it would name is
another card and stays (Unstable's six Everythingamajigs, Ineffable Blessings, Sly Spies... are six cards each,
told apart by v3 with the same letters).

The names are written here, not imported from the importers: a migration must keep doing what it did.
"""

import re

from django.db import migrations
from django.db.models import Max
from django.utils.text import slugify

from cards.models import name_key, names_of
from dataversion.announce import SYNC, announce

ART_SUFFIX = re.compile(r" \([a-z]\)$")
MISSPELT = {"Sultai Ascendacy": "Sultai Ascendancy"}


def named(name):
    name = ART_SUFFIX.sub("", name)
    return MISSPELT.get(name, name)


def same_text(a, b):
    return " ".join((a or "").split()) == " ".join((b or "").split())


def merge_v3_duplicate_names(apps, schema_editor):
    Card = apps.get_model("cards", "Card")
    candidates = Card.objects.filter(name__regex=r" \([a-z]\)$") | Card.objects.filter(name__in=list(MISSPELT))
    groups = {}
    for extra in candidates.order_by("name"):
        if named(extra.name) != extra.name:
            groups.setdefault(named(extra.name), []).append(extra)
    touched = set()
    for target_name, extras in groups.items():
        target = Card.objects.filter(name=target_name).first()
        texts = [card.oracle_text for card in extras] + ([target.oracle_text] if target else [])
        misspelt = all(card.name in MISSPELT for card in extras)
        if not misspelt and not all(same_text(text, texts[0]) for text in texts):
            continue  # different cards that v3 told apart by a letter
        touched.update(_merge(apps, target_name, target, extras))
    _index_names(apps, touched)
    if touched:
        _announce(apps)


def _announce(apps):
    """What an import does when it changes cards, through the one way a change announces itself: the data version
    advances (cached pages of the merged cards are built again) and the change log asks every node's search index
    to compare itself with the database. With the historical models (dataversion.announce takes them)."""
    announce(SYNC, apps=apps)


def _merge(apps, target_name, target, extras):
    """The extra cards made into the card of that name (the first of them becomes it when none is stored)."""
    touched = set()
    for extra in extras:
        if target is None:
            # No card of that name yet: the first of its extra cards becomes it.
            extra.name, extra.slug = target_name, slugify(target_name.replace("'", "")) or "card"
            extra.save(update_fields=["name", "slug"])
            target = extra
            touched.add(extra.pk)
            continue
        _move(apps, extra, target)
        extra.delete()
        touched.add(target.pk)
    return touched


def _move(apps, extra, target):
    Printing = apps.get_model("cards", "Printing")
    CardLocalization = apps.get_model("cards", "CardLocalization")
    ForeignPrinting = apps.get_model("cards", "ForeignPrinting")
    CardRuling = apps.get_model("rulings", "CardRuling")
    held = set(Printing.objects.filter(card=target).values_list("card_set_id", "number"))
    for printing in Printing.objects.filter(card=extra):
        if (printing.card_set_id, printing.number) not in held:
            printing.card = target
            printing.save(update_fields=["card"])
            held.add((printing.card_set_id, printing.number))
    ForeignPrinting.objects.filter(card=extra).update(card=target)
    for localization in CardLocalization.objects.filter(card=extra):
        mine = CardLocalization.objects.filter(card=target, language=localization.language).first()
        if mine is None:
            localization.card = target
            localization.save(update_fields=["card"])
            continue
        # The card's own printed text stays; the extra card's fills only what it lacks.
        changed = [f for f in ("name", "type_line", "text") if not getattr(mine, f) and getattr(localization, f)]
        for field in changed:
            setattr(mine, field, getattr(localization, field))
        if changed:
            mine.save(update_fields=changed)
    carried = set(CardRuling.objects.filter(card=target).values_list("ruling_id", flat=True))
    last = CardRuling.objects.filter(card=target).aggregate(last=Max("position"))["last"] or 0
    for card_ruling in CardRuling.objects.filter(card=extra).order_by("position"):
        if card_ruling.ruling_id not in carried:
            last += 1
            CardRuling.objects.create(card=target, ruling_id=card_ruling.ruling_id, position=last)
            carried.add(card_ruling.ruling_id)


def _index_names(apps, card_ids):
    """The cards' rows of the name index, rebuilt as cards.models.index_card_names does."""
    Card = apps.get_model("cards", "Card")
    CardLocalization = apps.get_model("cards", "CardLocalization")
    CardName = apps.get_model("cards", "CardName")
    keys = set()
    for pk, name, faces in Card.objects.filter(pk__in=card_ids).values_list("id", "name", "faces"):
        keys.update((pk, "en", name_key(n)) for n in names_of(name, faces))
    rows = CardLocalization.objects.filter(card_id__in=card_ids).values_list("card_id", "language", "name", "faces")
    for pk, language, name, faces in rows:
        keys.update((pk, language, name_key(n)) for n in names_of(name, faces))
    CardName.objects.filter(card_id__in=card_ids).delete()
    CardName.objects.bulk_create(
        [CardName(card_id=pk, language=language, key=key) for pk, language, key in sorted(keys) if key]
    )


class Migration(migrations.Migration):
    dependencies = [
        ("cards", "0002_card_sources_oracle_id_printed_faces_name_index"),
        ("rulings", "0003_move_rules_models_to_rules"),
        ("dataversion", "0006_page_version"),
    ]

    operations = [migrations.RunPython(merge_v3_duplicate_names, migrations.RunPython.noop)]
