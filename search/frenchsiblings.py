"""A French question's page 1 ordered by the players' questions: a nearer neighbour first, a nearer sibling fifth.

The English query's page goes through firstplace.nearer_neighbour_first and firstplace.sibling_lifted, both reading
how near each rule's nearest players' question is to the whole query (RuleFinder.ask_likeness). A French question's
words are not the English asks': it had the neighbour over the French players' questions (ask_likeness_fr) and no
sibling reordering (ssib1). Its sibling subrules are ordered here the same way, by its own words over the French
players' questions (ask_likeness_fr, asked_share_fr; sfr35). The reading of its words put into English by the
lexicon over the English asks was measured there and not kept (sfr36 removed it). A rule of the same section as
rules in the top five, nearer than each of them, enters fifth too (sfr37).
"""

from .firstplace import (
    DEPTH,
    FRENCH_NEIGHBOUR_DEPTH,
    FRENCH_NEIGHBOUR_LIKENESS,
    KEYWORD_SECTIONS,
    nearer_neighbour_first,
    sibling_lifted,
)
from .pageentry import entered
from .siblings import parent

SECTION_NEIGHBOUR_LIFTED = True
# How many times nearer (ask_likeness_fr) the rule below must be than each rule of its section in the top places.
# Simulated over the 937 tuned French-language questions' top tens (sfr37): 1.0-1.05 +3 / -0 top fives, 1.1-1.2 +2 / -0;
# without the asks' share condition +5 / -3.
SECTION_NEAREST = 1.0


def ordered(page, finder, text, skip):
    """Page 1 of a French question (text; skip: the words of the cards it names) with the nearer neighbour first
    (nearer_neighbour_first over the French asks, places 2-3), a nearer sibling fifth (sibling_lifted over the
    French asks), then a nearer section neighbour fifth (section_neighbour_lifted)."""
    likeness = finder.ask_likeness_fr(text, skip)
    share = finder.asked_share_fr(text, skip)
    page = nearer_neighbour_first(page, likeness, FRENCH_NEIGHBOUR_DEPTH, FRENCH_NEIGHBOUR_LIKENESS)
    return section_neighbour_lifted(sibling_lifted(page, likeness, share), likeness, share)


def _rule(number):
    return parent(number) or number


def section_neighbour_lifted(page, likeness, share, depth=DEPTH, top=5):
    """Page 1 with the rule below the top places (within depth) whose nearest French players' question is more than
    SECTION_NEAREST times nearer the question (likeness) than each rule of its section in the top places that is not
    its own rule or subrule, and whose asks hold at least as much of the rare words (share), moved to the last top
    place (the others one place down). The question's words reach a section's rules alike (`la pile` in 117.1,
    117.2e and 117.3c; `mulligan` in 103.6, 103.6a-c and 103.5); the players' questions tell which of them is asked.
    Not in the keyword sections (two rules of 702 are two keywords); the first place is never taken; one rule
    moved, the nearest."""
    if not SECTION_NEIGHBOUR_LIFTED or len(page) <= top:
        return page
    numbers = [item.get("number") or "" if item["kind"] == "rule" else "" for item in page[:depth]]
    best, best_likeness = None, 0.0
    for at in range(top, len(numbers)):
        number = numbers[at]
        if "." not in number or number[:3] in KEYWORD_SECTIONS:
            continue
        above = [n for n in numbers[:top] if n[:3] == number[:3] and "." in n and _rule(n) != _rule(number)]
        if not above:
            continue
        found = likeness(number)
        if (
            found > best_likeness
            and found > SECTION_NEAREST * max(likeness(n) for n in above)
            and share(number) >= max(share(n) for n in above)
        ):
            best, best_likeness = at, found
    if best is None:
        return page
    return entered(page, page[best], out=top - 1, top=top)
