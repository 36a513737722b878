"""A French question's page 1 ordered by the players' questions: a nearer neighbour first, a nearer sibling fifth.

The English query's page goes through firstplace.nearer_neighbour_first and firstplace.sibling_lifted, both reading
how near each rule's nearest players' question is to the whole query (RuleFinder.ask_likeness). A French question's
words are not the English asks': it had the neighbour over the French players' questions (ask_likeness_fr) and no
sibling reordering (ssib1). Its sibling subrules are ordered here the same way, by one of two readings (SIBLINGS_BY):
its own words over the French players' questions (ask_likeness_fr, asked_share_fr), or its words put into English
by the lexicon (bilingual.py) over the English ones (sfr35).
"""

from .asksread import likeness_of, shares
from .firstplace import FRENCH_NEIGHBOUR_DEPTH, FRENCH_NEIGHBOUR_LIKENESS, nearer_neighbour_first, sibling_lifted
from .plainterms import plain_terms
from .rulefinder import ASKED_RARE, LIKENESS_FLOOR, RARE_IDF

# How a French question's sibling below is read against its siblings in the top five: "fr" (its own words over the
# French players' questions), "en" (its words put into English over the English players' questions), None (not
# lifted: ssib1's English questions only).
SIBLINGS_BY = "fr"


def ordered(page, finder, french, text, skip):
    """Page 1 of a French question (text; skip: the words of the cards it names) with the nearer neighbour first
    (nearer_neighbour_first over the French asks, places 2-3) and a nearer sibling fifth (sibling_lifted, read
    as SIBLINGS_BY says; french: the lexicon, searchers.french)."""
    likeness = finder.ask_likeness_fr(text, skip)
    page = nearer_neighbour_first(page, likeness, FRENCH_NEIGHBOUR_DEPTH, FRENCH_NEIGHBOUR_LIKENESS)
    if SIBLINGS_BY == "fr":
        return sibling_lifted(page, likeness, finder.asked_share_fr(text, skip))
    if SIBLINGS_BY == "en" and french is not None:
        return sibling_lifted(page, *english_asks(finder, french.translate(text, skip=skip, known=finder.idf)))
    return page


def english_asks(finder, terms):
    """(likeness, share) of a French question's English terms (bilingual's translate) over the English players'
    questions: RuleFinder.ask_likeness and asked_share of terms already read."""
    plain = finder.plain
    if not plain or not plain.numbers or not terms:
        return (lambda number: 0.0), (lambda number: 0.0)
    unseen = max(plain.idf.values(), default=0.0)
    asked = frozenset(terms)
    likeness = likeness_of(
        asked,
        lambda term: max(plain.idf.get(term, unseen), LIKENESS_FLOOR),
        finder._ask_terms,
        finder.asks,
        plain_terms,
    )
    rare = {t: plain.idf[t] for t in asked if plain.idf.get(t, 0.0) >= RARE_IDF}
    return likeness, shares(rare, finder._ask_terms, finder.asks, plain_terms, ASKED_RARE)
