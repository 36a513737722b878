"""A French question's page 1 ordered by the players' questions: a nearer neighbour first, a nearer sibling fifth.

The English query's page goes through firstplace.nearer_neighbour_first and firstplace.sibling_lifted, both reading
how near each rule's nearest players' question is to the whole query (RuleFinder.ask_likeness). A French question's
words are not the English asks': it had the neighbour over the French players' questions (ask_likeness_fr) and no
sibling reordering (ssib1). Its sibling subrules are ordered here the same way, by its own words over the French
players' questions (ask_likeness_fr, asked_share_fr; sfr35). The reading of its words put into English by the
lexicon over the English asks was measured there and not kept (sfr36 removed it).
"""

from .firstplace import FRENCH_NEIGHBOUR_DEPTH, FRENCH_NEIGHBOUR_LIKENESS, nearer_neighbour_first, sibling_lifted


def ordered(page, finder, _french, text, skip):
    """Page 1 of a French question (text; skip: the words of the cards it names) with the nearer neighbour first
    (nearer_neighbour_first over the French asks, places 2-3) and a nearer sibling fifth (sibling_lifted over the
    French asks). _french (the lexicon, searchers.french) is not read: query.py still passes it."""
    likeness = finder.ask_likeness_fr(text, skip)
    page = nearer_neighbour_first(page, likeness, FRENCH_NEIGHBOUR_DEPTH, FRENCH_NEIGHBOUR_LIKENESS)
    return sibling_lifted(page, likeness, finder.asked_share_fr(text, skip))
