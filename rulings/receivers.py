"""Rule translations follow their rule when the CR importer moves it to another lineage."""

from django.dispatch import receiver

from rules.signals import lineages_moved
from rulings.models import Translation


@receiver(lineages_moved, dispatch_uid="rulings-move-rule-translations")
def move_rule_translations(sender, *, remap, **kwargs):
    """Each translation moves unless the lineage that took the rule over already has one in that language."""
    for source, target in remap.items():
        taken = set(Translation.objects.filter(rule_id=target).values_list("language", flat=True))
        Translation.objects.filter(rule_id=source).exclude(language__in=taken).update(rule_id=target)
