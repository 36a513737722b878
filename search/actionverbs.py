"""A player's verb said for a keyword action of 701 (`find` for search), mined from the cards whose text says the
action and whose rulings say the other word.

search/data/action-verbs.json (made by scripts/make_action_verbs.py from MTGJSON v3's rulings and the CR's 701
titles) gives each rulings' word the actions whose cards' distinct rulings hold it often (a share of them, many times
more often than rulings at large). A question's word of the table also searches the action's CR word, at WEIGHT of
its own weight, when the question does not say it (finder_query).
"""

import json
from functools import cache
from pathlib import Path

SHIPPED = Path(__file__).parent / "data" / "action-verbs.json"
WEIGHT = 0.5


@cache
def table():
    """{rulings' word: [action verb, ...]}."""
    try:
        data = json.loads(SHIPPED.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    return {word: [verb for verb, _ in verbs] for word, verbs in data.items()}


def stems(finder):
    """{finder stem of a rulings' word: {CR stem of its actions, ...}}."""
    found = getattr(finder, "_action_verbs", None)
    if found is None:
        found = {}
        for word, verbs in table().items():
            terms = set(finder.query_terms(word))
            cr = {t for verb in verbs for t in finder.query_terms(verb) if t in finder.idf} - terms
            if len(terms) == 1 and cr:
                found.setdefault(terms.pop(), set()).update(cr)
        finder._action_verbs = found
    return found


def bridged(finder, terms):
    """{CR term: weight} for the question's terms (a Counter of the finder's) that say a keyword action in a
    player's word, those the question says itself left out."""
    table_ = stems(finder)
    found = {}
    for word, weight in terms.items():
        for term in table_.get(word, ()):
            if term not in terms:
                found[term] = max(found.get(term, 0.0), WEIGHT * weight)
    return found
