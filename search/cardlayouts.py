"""Every card's layout read in one query per rule finder (a new index has a new finder), for the finder's kinds of
card (cardtypes.kind_rules).

The layout was read by a query per named card and question until sfast12 (its memo lived in the searchers'
cache, which a first-time question finds empty): about 1 ms a named card, 1.4-2.2 % of every question's time
(sfast12, unprofiled). The card table's 18,820 names and layouts read together take some tens of milliseconds, once.
"""

from cards.models import Card

from .finder_cache import FinderCache

_TABLES = FinderCache()


def card_layout(searchers, name):
    """A card's layout ("split", "flip", "meld"…; "normal", or "" for a card the database does not have): the card
    document does not store it. Card.name is unique, so each name's one row."""
    finder = searchers.finder
    table = _TABLES.get(finder)
    if table is None:
        table = _TABLES.put(finder, dict(Card.objects.values_list("name", "layout")))
    return table.get(name) or ""
