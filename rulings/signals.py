"""What the rulings side tells the rest of the site, without importing it."""

from django.dispatch import Signal

# Sent by an importer inside the transaction that reworded rulings, with `ruling_ids`.
# A receiver may answer with the number of translations it marked outdated.
ruling_texts_changed = Signal()


def outdated_count(responses):
    """The sum of the receivers' answers: how many translations became outdated."""
    return sum(answer for _, answer in responses if isinstance(answer, int))
