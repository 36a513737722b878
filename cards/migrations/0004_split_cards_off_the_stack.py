"""Split and aftermath cards as they are off the stack, in databases imported before the importers made them so.

Today's rules (202.3d, 709.4b) give such a card both halves' mana cost and their summed mana value anywhere but on
the stack; MTGJSON v3 gives the front half's (Fire // Ice: {1}{R}, 2). The importers now store the whole card
(ingest.importers.records.off_stack); this gives the cards already stored the same values: `{1}{R} // {1}{U}`, 4.

The rule is written here, not imported from the importers: a migration must keep doing what it did.
"""

from django.db import migrations

from dataversion.announce import SYNC, announce
from predicates.engine.errors import RuleError
from predicates.engine.mana import mana_value

HALVES_TOGETHER = ("split", "aftermath")


def whole_card(mana_cost, faces):
    """(mana cost, mana value) of a split card off the stack, or None when a half's cost cannot be read."""
    costs = [mana_cost.split(" // ")[0], *(face.get("mana_cost", "") for face in faces)]
    try:
        return " // ".join(costs), float(sum(mana_value(cost) for cost in costs))
    except RuleError:  # a half-mana symbol of Unhinged: the source's own value stays
        return None


def split_cards_off_the_stack(apps, schema_editor):
    Card = apps.get_model("cards", "Card")
    changed = []
    for card in Card.objects.filter(layout__in=HALVES_TOGETHER).only("id", "mana_cost", "mana_value", "faces"):
        if not card.faces:
            continue
        whole = whole_card(card.mana_cost, card.faces)
        if whole is not None and whole != (card.mana_cost, card.mana_value):
            card.mana_cost, card.mana_value = whole
            changed.append(card)
    Card.objects.bulk_update(changed, ["mana_cost", "mana_value"], batch_size=500)
    if changed:
        # What an import does when it changes cards: pages built again, every node's index compared.
        announce(SYNC, apps=apps)


class Migration(migrations.Migration):
    dependencies = [
        ("cards", "0003_merge_v3_duplicate_names"),
    ]

    operations = [migrations.RunPython(split_cards_off_the_stack, migrations.RunPython.noop)]
