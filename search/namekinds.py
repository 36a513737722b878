"""A word of card names said for the kind of card those cards are: `the sword` for an Equipment, `my wall` for a
creature with defender, `the umbra` for an Aura. The rules never say the player's word; the cards' names and types do.

search/data/name-kinds.json (made by scripts/make_name_kinds.py from MTGJSON v3's cards and the CR's keyword
titles) gives each name word the kinds most cards named with it have (a keyword ability, a noncreature artifact's or
enchantment's subtype, a card type). A question's word of the table that the CR says rarely or never (finder IDF at
least RARE_IDF, or none) and that names no keyword or kind itself (`ward`) also searches its kinds' CR words, at
WEIGHT of its own weight: the kind is then named, and its rules are not weighed down as unnamed (finder_query).
"""

import json
from functools import cache
from pathlib import Path

from .finder_cache import FinderCache

SHIPPED = Path(__file__).parent / "data" / "name-kinds.json"
WEIGHT = 1.0
RARE_IDF = 5.5
# {finder: {finder stem: {CR stem}}}, read once per finder.
_STEMS = FinderCache()


@cache
def table():
    """{name word: [kind, ...]}."""
    try:
        data = json.loads(SHIPPED.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    return {word: [kind for kind, _ in kinds] for word, kinds in data.items()}


def stems(finder):
    """{finder stem of a name word: {CR stem of its kinds, ...}} for the words that are no keyword's or kind's name."""
    found = _STEMS.get(finder)
    if found is None:
        named = {t for name in {**finder.keywords, **finder.kinds} for t in finder.query_terms(name)}
        found = {}
        for word, kinds in table().items():
            terms = set(finder.query_terms(word))
            if len(terms) != 1 or terms & named:
                continue
            cr = {t for kind in kinds for t in finder.query_terms(kind) if t in finder.idf}
            if cr:
                found.setdefault(terms.pop(), set()).update(cr)
        found = _STEMS.put(finder, found)
    return found


def bridged(finder, terms):
    """{CR term: weight} for the question's terms (a Counter of the finder's) that name a kind of card by a word of
    its cards' names, those the question says itself left out."""
    table_ = stems(finder)
    found = {}
    for word, weight in terms.items():
        if word not in table_ or finder.idf.get(word, RARE_IDF) < RARE_IDF:
            continue
        for term in table_[word]:
            if term not in terms:
                found[term] = max(found.get(term, 0.0), WEIGHT * weight)
    return found
