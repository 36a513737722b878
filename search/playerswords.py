"""The players' words of the asks (rules/plainwords) that the CR never says, read as the CR words of the rules the
asks say them of: `pick` as choose, `float` as mana pool.

A question's word that only the asks say reaches the rules whose asks say it, not the rules that answer it in the
CR's words (`do I pick its targets before I pay?`: 601.2c says "choice", its asks "choose"). search/data/
players-words.json (made by scripts/make_players_words.py from the asks and today's CR) gives each such word the CR
words most of those rules' texts hold; the question's word then also searches them, at WEIGHT of its own weight.
"""

import json
from functools import cache
from pathlib import Path

SHIPPED = Path(__file__).parent / "data" / "players-words.json"
WEIGHT = 0.5


@cache
def bridge():
    """{players' stem: [CR stem, ...]}."""
    try:
        data = json.loads(SHIPPED.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    return {word: [term for term, _ in near] for word, near in data.items()}


def bridged(terms):
    """{CR term: weight} for the question's terms (a Counter of the finder's) that the bridge holds, those the
    question says itself left out."""
    table = bridge()
    found = {}
    for word, weight in terms.items():
        for term in table.get(word, ()):
            if term not in terms:
                found[term] = max(found.get(term, 0.0), WEIGHT * weight)
    return found
