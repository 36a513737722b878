"""Changes made without a word to anyone (a deletion, the admin site's) announce themselves here
(dataversion.announce), in the change's own transaction; each node's follower (search.follow) then updates its own
index. Nothing touches the index inside a request (issue 12.5). An editor's save announces itself
(translations.announcing), as does every import."""

from django.contrib.admin.models import LogEntry
from django.db.models.signals import post_save, pre_delete
from django.dispatch import receiver

from cards.models import Card
from dataversion.announce import SYNC, announce
from rulings.models import Ruling
from translations.models import Translation


def log_deletion(sender, **kwargs):
    # A deleted object's documents (and the ones that quote it: a card's name in its rulings) are found by a
    # node's comparison of its index with the database; one SYNC row per transaction, however many rows go.
    # Before the delete: announcing locks the DataVersion row, which every writer of translations takes before the
    # translation's row (editor.services._change); the other order could deadlock with an editor's save.
    announce(SYNC)


for _model in (Translation, Ruling, Card):
    pre_delete.connect(log_deletion, sender=_model, dispatch_uid=f"search-follow-delete-{_model._meta.label_lower}")


# What the admin site may change that search (or a cached page) shows. The admin writes its LogEntry in the same
# transaction as the change, so the change log's row commits with it.
ADMIN_MODELS = {
    "rulings.ruling",
    "cards.card",
    "cards.cardset",
    "cards.cardlocalization",
    "rules.ruleparagraph",
    "rules.crversion",
}


@receiver(post_save, sender=LogEntry, dispatch_uid="search-follow-admin")
def log_admin_change(sender, instance, created, **kwargs):
    content_type = instance.content_type
    if created and content_type is not None and f"{content_type.app_label}.{content_type.model}" in ADMIN_MODELS:
        announce(SYNC)
