"""Import CR files and everything that follows from them, in order.

rules.store writes the versions and keeps the lineage whole; within each file's transaction it hands over to the
steps below, which touch what hangs off the rules but lives in other apps:

1. rule translations follow their rule when it moves to another lineage (before the emptied lineage is dropped);
2. translations whose English changed are marked outdated (the editors' workflow, with history).

After the commit, the command brings the search index up to date (search.index.sync_after_import).
"""

from editor.services import mark_outdated_translations
from rules import store
from rulings.models import Translation

ImportResult = store.ImportResult


class CRSteps:
    """What follows a stored CR version, called by rules.store in the version's transaction."""

    def lineages_moved(self, remap):
        """Each translation moves unless the lineage that took the rule over already has one in that language."""
        for source, target in remap.items():
            taken = set(Translation.objects.filter(rule_id=target).values_list("language", flat=True))
            Translation.objects.filter(rule_id=source).exclude(language__in=taken).update(rule_id=target)

    def version_stored(self, version):
        """The number of rule translations this version made outdated."""
        return mark_outdated_translations(queryset=Translation.objects.filter(rule__isnull=False))


def import_cr_files(paths, stdout=None):
    """rules.store.import_cr_files with the steps that follow: one ImportResult per path, in the order given."""
    return store.import_cr_files(paths, stdout=stdout, steps=CRSteps())
