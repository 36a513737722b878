"""A lettered sibling below the top five whose own words hold a rare word of the question none of its siblings above
holds, lifted into the fifth place.

The near miss is the everyday questions' largest class: the question finds the right rule's family and page 1 puts
a lettered sibling first and the asked one 6th-10th (severy34's probe of the tuned everyday misses: 63 of 410 with a
sibling or the parent of the asked rule in the top five). siblings.by_words already puts first, among the siblings
on page 1, the one holding MORE of the question's rare words (RuleFinder.held, by IDF sum), and
firstplace.sibling_lifted the one whose players' questions are nearer; neither sees a sibling that holds FEWER rare
words but one the siblings above all lack (`Can my artifact that isn't a creature attack?`: 506.3 says `artifact`,
506.3b only `attack`, `opponent`). That word is what tells the siblings apart: the words they all share say only the
family. Only in an English question naming no card (the card's words tell its own subrule: scard47).
"""

from .pageentry import entered
from .siblings import parent

SWITCH = True
# The first page's top ten: below it a sibling is another topic as often as the one asked.
DEPTH = 10
TOP = 5


def lifted(page, finder, text, depth=DEPTH, top=TOP):
    """Page 1 with, for each rule whose lettered subrules (or the rule itself) stand both in the top places and
    below them within depth places, the one below holding the most IDF of the question's rare words
    (RuleFinder.rare) that no member of its family in the top places holds, moved to the last top place
    (pageentry.entered), the last top rule of another family going down (none: no lift; the first place never)."""
    plain = getattr(finder, "plain", None) if SWITCH else None
    if plain is None or not plain.numbers or len(page) <= top:
        return page
    rare = finder.rare(text)
    if not rare:
        return page
    page = list(page)
    for family in dict.fromkeys(_family(item) for item in page[:top]):
        if family is None:
            continue
        places = [at for at in range(min(depth, len(page))) if _family(page[at]) == family]
        above = [at for at in places if at < top]
        below = [at for at in places if at >= top]
        # A family none of whose members is left in the top places (one pushed down by an earlier family's lift)
        # is not lifted back over it.
        if not above or not below:
            continue
        seen = set().union(*(_holds(plain, rare, page[at]["number"]) for at in above))
        own = {at: sum(rare[t] for t in _holds(plain, rare, page[at]["number"]) - seen) for at in below}
        best = max(below, key=lambda at: (own[at], -at))
        # The last top rule of ANOTHER family gives its place, never a sibling: pushing the right sibling from
        # fifth to sixth made each of the lift's tuned losses (severy34's probe); none, no lift.
        out = [at for at in range(1, top) if page[at]["kind"] == "rule" and _family(page[at]) != family]
        if own[best] > 0 and out:
            page = entered(page, page[best], out=out[-1], top=top)
    return page


def _family(item):
    """The rule a rule result stands for with its lettered subrules (702.49a and 702.49: 702.49), None otherwise."""
    if item["kind"] != "rule" or not item.get("number"):
        return None
    return parent(item["number"]) or item["number"]


def _holds(plain, rare, number):
    """The question's rare terms the paragraph's own words hold in the plain ranking."""
    i = plain.index.get(number)
    return {t for t in rare if t in plain.docs[i]} if i is not None else set()
