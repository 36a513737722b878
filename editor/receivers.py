"""The editors' workflow follows imports: a changed English text outdates its translations, with history."""

from django.dispatch import receiver

from editor.services import mark_outdated_translations
from rules.signals import cr_version_stored
from rulings.models import Translation
from rulings.signals import ruling_texts_changed


@receiver(cr_version_stored, dispatch_uid="editor-outdate-rule-translations")
def outdate_rule_translations(sender, **kwargs):
    return mark_outdated_translations(queryset=Translation.objects.filter(rule__isnull=False))


@receiver(ruling_texts_changed, dispatch_uid="editor-outdate-ruling-translations")
def outdate_ruling_translations(sender, *, ruling_ids, **kwargs):
    return mark_outdated_translations(queryset=Translation.objects.filter(ruling_id__in=ruling_ids))
