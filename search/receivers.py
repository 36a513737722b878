"""The search index follows the editors' saves, once they commit."""

from django.dispatch import receiver

from editor.signals import translation_changed
from search.index import update_index_on_commit


@receiver(translation_changed, dispatch_uid="search-follow-translation")
def follow_translation(sender, *, translation, **kwargs):
    update_index_on_commit(translation)
