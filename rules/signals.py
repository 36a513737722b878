"""What the CR side tells the rest of the site, without importing it."""

from django.dispatch import Signal

# Sent by rules.store inside the transaction that stored a version, with `version`.
# A receiver may answer with the number of translations it marked outdated.
cr_version_stored = Signal()

# Sent by rules.store when the lineages of `remap` ({old lineage id: new lineage id}) lost their paragraphs to
# other lineages, inside the import's transaction: whatever hangs off a lineage follows its rule.
lineages_moved = Signal()
