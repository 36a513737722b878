"""The rules each ruling rests on, today's numbers, written with the rule finder's data (rules.json's "rests").

rulings/links.py links a ruling to the rules it rests on (a citation, a keyword of its card, a concept it names),
each read in the CR of the ruling's date and followed to today's number. A question naming a card asks, more often
than not, what one of the card's rulings answers, on a rule no word of the question names (finder_query: the rules
of the ruling that stands out for the question's words). Linking a ruling costs about 7 ms (the link tables, the
card's keywords), too much for a question: every ruling is linked once, when the finder's data is built.
"""

from collections import defaultdict

from cards.models import Card
from rules import memo
from rules.selectors import versions_in_order
from rulings.links import link_rulings
from rulings.models import CardRuling, Ruling


def table():
    """{ruling uid: [today's numbers of the rules it rests on]} for every ruling with a link to today's CR, each
    linked as its first card carries it (the first by name, as the index numbers a shared ruling)."""
    with memo.batch():
        return _table()


def _table():
    versions = versions_in_order()
    first = {}
    for ruling_id, card_id in CardRuling.objects.order_by("ruling_id", "card__name").values_list(
        "ruling_id", "card_id"
    ):
        first.setdefault(ruling_id, card_id)
    by_card = defaultdict(list)
    for ruling in Ruling.objects.only("id", "uid", "date", "text"):
        by_card[first.get(ruling.id)].append(ruling)
    cards = Card.objects.in_bulk([card_id for card_id in by_card if card_id is not None])
    rests = {}
    for card_id, rulings in by_card.items():
        for ruling in link_rulings(cards.get(card_id), rulings, versions):
            numbers = list(dict.fromkeys(link.now for link in ruling.links if link.now))
            if numbers:
                rests[ruling.uid] = numbers
    return rests
