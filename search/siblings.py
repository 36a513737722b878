"""Which subrule of a rule comes first on page 1: the one that holds more of the question's rare words.

The fusion ranks a rule family well (702.49 Ninjutsu's subrules all on the first page) but orders its subrules by
the finder's and the index's ranks, in which a long subrule that repeats the keyword's name (702.49d) outscores the
one that says what the question asks (702.49a). Among subrules of one rule on the page, one that holds more of the
question's rare words (RuleFinder.held: the IDF of the rare words the paragraph's own words hold) takes the place of
an earlier sibling that holds fewer; the others keep their order. hybrid._titles_after_their_rules does the same for
a rule and its subrules.
"""

import re

from .pageentry import entered

# Only the first places are reordered: lower down, the order matters less and a sibling is a guess as good.
DEPTH = 10
# How many times more of the rare words a sibling below must hold: a word or two more of a long question is noise.
RATIO = 1.2
# The rare words counted are the question's less the names of the cards it names (no rules words).
WITHOUT_CARDS = True
# A French question's rare words are its words put into English by the lexicon (bilingual.py).
FRENCH = True
SUBRULE = re.compile(r"^(\d{3}\.\d+)[a-z]+$")
# In a question naming a card, a sibling lifted into the top places (firstplace.sibling_lifted) pushes out the last
# rule of another family there, not a sibling of its own that was last: it is lifted to stand beside its siblings,
# not to replace one (scard47; in every question it cost tuned top fives net: kept for card questions only).
KEEP_SIBLINGS = True


def parent(number):
    """The rule a subrule is under (702.49a: 702.49), None for a rule that is no lettered subrule."""
    found = SUBRULE.match(number or "")
    return found[1] if found else None


def by_words(page, held, depth=None):
    """Page 1 with the subrules of each rule in its first depth places reordered among the places they hold: in
    each, the one below that holds the most of the question's rare words, when that is more than RATIO times what
    the one there holds, takes its place and leaves it its own (the other results keep theirs)."""
    if not held:
        return page
    page = list(page)
    end = min(DEPTH if depth is None else depth, len(page))
    for at in range(end):
        family = _family(page[at])
        if family is None:
            continue
        below = [i for i in range(at + 1, end) if _family(page[i]) == family]
        best = max(below, key=lambda i: (held(page[i]["number"]), -i), default=None)
        if best is not None and held(page[best]["number"]) > RATIO * held(page[at]["number"]):
            page[at], page[best] = page[best], page[at]
    return page


def _family(item):
    return parent(item.get("number")) if item["kind"] == "rule" else None


def lifted_into(page, at, top, keep=True):
    """Page 1 with the subrule at place at (below the top places) moved to the last top place: the result pushed one
    place down, out of the top places, is the last rule there of another family than its own when the last top place
    holds one of its siblings (KEEP_SIBLINGS and keep: a question naming a card), else the last top result (the
    first place is never pushed; pageentry.entered places it)."""
    lifted, last = page[at], top - 1
    family = parent(lifted.get("number"))
    out = last
    if KEEP_SIBLINGS and keep and _family(page[last]) == family:
        others = [i for i in range(1, last) if page[i]["kind"] == "rule" and _family(page[i]) != family]
        out = others[-1] if others else last
    return entered(page, lifted, out=out, top=top)
