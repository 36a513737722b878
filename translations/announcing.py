"""What a changed translation announces (dataversion.announce): its kind, so only the pages showing that kind of
translation are rebuilt, and for a ruling's, the pages of the cards carrying the ruling (their PageVersion scopes)."""

from __future__ import annotations

from cards.models import Card, card_scope
from dataversion.announce import RULE_TRANSLATIONS, RULING_TRANSLATIONS, announce
from translations.models import Translation


def announce_changed(translation: Translation) -> None:
    """Call inside the transaction that changed `translation` (its text, status or origin)."""
    if translation.rule_id:
        announce(RULE_TRANSLATIONS, translation)
        return
    slugs = Card.objects.filter(rulings=translation.ruling_id).values_list("slug", flat=True)
    announce(RULING_TRANSLATIONS, translation, scopes=[card_scope(slug) for slug in slugs])
