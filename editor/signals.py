"""What the editors' workflow tells the rest of the site, without importing it."""

from django.dispatch import Signal

# Sent by editor.services when a translation's text or status changed, with `translation`.
# The search index listens (search.receivers).
translation_changed = Signal()
