"""Which documents of the index a set of saved, changed or deleted objects rewrites (update.py writes them)."""

from dataclasses import dataclass, field

from whoosh.query import And, Term

from cards.models import Card, CardLocalization
from rules.models import CRVersion, RuleParagraph
from rulings.models import CardRuling, Ruling
from translations.models import Translation

from .documents import card_doc_id, rule_doc_id, ruling_doc_id, translation_doc_id


@dataclass
class Changes:
    """What update_index was given, sorted by what each change rewrites."""

    versions: set = field(default_factory=set)  # effective dates of CR versions imported
    paragraphs: list = field(default_factory=list)  # (effective date, number) of paragraphs saved
    rulings: set = field(default_factory=set)  # ids of rulings to rewrite
    cards: set = field(default_factory=set)  # ids of cards to rewrite
    translations: set = field(default_factory=set)  # ids of translations to rewrite
    deletions: set = field(default_factory=set)  # document ids to remove

    def touches_history(self, newest):
        """Whether an older CR version changed (that part is then rewritten whole: few distinct paragraphs)."""
        return any(d.isoformat() != newest for d in self.versions) or any(
            d.isoformat() != newest for d, _ in self.paragraphs
        )


def _flatten(objects):
    items = []
    for obj in objects:
        if obj is None:
            continue
        if isinstance(obj, (list, tuple, set)) or hasattr(obj, "model") and hasattr(obj, "iterator"):
            items.extend(obj)
        else:
            items.append(obj)
    return items


def _note_paragraph(changes, paragraph):
    changes.paragraphs.append((paragraph.version.effective_date, paragraph.number))
    if paragraph.lineage_id:
        changes.translations.update(
            Translation.objects.filter(rule_id=paragraph.lineage_id).values_list("pk", flat=True)
        )


def _note_ruling(changes, ruling):
    if ruling.pk is None or not Ruling.objects.filter(pk=ruling.pk).exists():
        changes.deletions.add(ruling_doc_id(ruling.uid))
        return
    changes.rulings.add(ruling.pk)
    changes.translations.update(ruling.translations.values_list("pk", flat=True))


def _note_card(changes, obj):
    card = obj if isinstance(obj, Card) else obj.card
    if card.pk is None or not Card.objects.filter(pk=card.pk).exists():
        changes.deletions.add(card_doc_id(card.slug))
    else:
        changes.cards.add(card.pk)
        # A ruling's document carries the names of its cards.
        changes.rulings.update(CardRuling.objects.filter(card_id=card.pk).values_list("ruling_id", flat=True))
    if isinstance(obj, CardRuling) and obj.ruling_id:
        changes.rulings.add(obj.ruling_id)


def _note_translation(changes, translation):
    if translation.pk is not None and Translation.objects.filter(pk=translation.pk).exclude(text="").exists():
        changes.translations.add(translation.pk)
        return
    changes.deletions.add(
        translation_doc_id(
            translation.language,
            rule_lineage_id=translation.rule_id,
            ruling_uid=translation.ruling.uid if translation.ruling_id else None,
        )
    )


def collect_changes(objects):
    """Changes for the objects given to update_index (instances or querysets)."""
    changes = Changes()
    for obj in _flatten(objects):
        if isinstance(obj, CRVersion):
            changes.versions.add(obj.effective_date)
        elif isinstance(obj, RuleParagraph):
            _note_paragraph(changes, obj)
        elif isinstance(obj, Ruling):
            _note_ruling(changes, obj)
        elif isinstance(obj, (Card, CardLocalization, CardRuling)):
            _note_card(changes, obj)
        elif isinstance(obj, Translation):
            _note_translation(changes, obj)
        else:
            raise TypeError(f"update_index does not know how to index {type(obj).__name__}")
    if changes.rulings:
        # A translation's document repeats its ruling's card names and English text.
        changes.translations.update(
            Translation.objects.filter(ruling_id__in=changes.rulings).exclude(text="").values_list("pk", flat=True)
        )
    return changes


@dataclass
class MainWrite:
    """Documents to add or replace in the main part, and ids (or queries) to delete first."""

    docs: list = field(default_factory=list)
    deletes: list = field(default_factory=list)

    def __bool__(self):
        return bool(self.docs or self.deletes)


def main_write(changes, docs, *, newest, move_current):
    """What the main part needs for these changes."""
    write = MainWrite(deletes=list(changes.deletions))
    translations = set(changes.translations)
    if move_current:
        # A newer CR version arrived: today's rules change places, and every rule translation's original.
        write.deletes.append(And([Term("kind", "rule"), Term("lang", "en")]))
        if docs.current_version:
            write.docs.extend(docs.rules(docs.current_version, current=True))
        translations.update(
            Translation.objects.filter(rule__isnull=False).exclude(text="").values_list("pk", flat=True)
        )
    elif newest:
        numbers = {number for d, number in changes.paragraphs if d.isoformat() == newest}
        if numbers:
            found = list(docs.rules(docs.current_version, current=True, numbers=numbers))
            write.docs.extend(found)
            present = {d["number"] for d in found}
            write.deletes.extend(
                rule_doc_id(docs.current_version.effective_date, n) for n in numbers if n.lower() not in present
            )
    write.docs.extend(docs.rulings(changes.rulings) if changes.rulings else [])
    write.docs.extend(docs.cards(changes.cards) if changes.cards else [])
    write.docs.extend(docs.translations(translations) if translations else [])
    return write
