"""Whether a named card's keyword that the question does not say is boosted (finder_query.KEYWORD_BOOST).

Every keyword of a named card ranks KEYWORD_BOOST higher in the finder, so that a card + "cost" question finds the
card's keyword rules. But a question naming a card often asks about something else its situation brings: Rancor's
trample boosted over the Aura's return, a cost reduction, an ability removed, life lost rather than damage dealt
(sfr49: French card questions whose keyword's rules held the top five; french28's card misses likewise). The
question's asking words — its terms that neither the named cards' names nor their texts say — tell what it asks: when
the rarest of them is a word no rule of the keyword's family says, the question asks about something the keyword's
rules do not speak of, and the keyword is no more than a word of the card's text.
"""

import functools

from rules.rule_refs import is_under

from .frenchasks import PREFIX as FRENCH_MARK

# The least IDF (the finder's) an asking word has to count: common words (creature, turn, card) say nothing of what
# is asked (rulefinder.RARE_IDF's level).
ASKING_IDF = 2.5


def asking_rarest(finder, terms, own_words):
    """The rarest of a card question's asking terms (terms less own_words: the named cards' texts' terms), None when
    none has ASKING_IDF."""
    asking = [
        t
        for t in terms
        if t not in own_words and not t.startswith(FRENCH_MARK) and finder.idf.get(t, 0.0) >= ASKING_IDF
    ]
    return max(asking, key=lambda t: (finder.idf[t], t), default=None)


def boosted(finder, family, rarest):
    """Whether a named card's unsaid keyword (family: its rule number, 702.19) keeps KEYWORD_BOOST: the question has
    no rare asking word (rarest None), or one of the family's rules (its paragraphs as the finder reads them: text,
    reminder, players' asks) says its rarest."""
    return rarest is None or rarest in family_words(finder, family)


@functools.lru_cache(maxsize=256)
def family_words(finder, family):
    """Every term of the finder's paragraphs of a keyword's family (the rule and its subrules), read once per finder."""
    return frozenset(t for number, i in finder.index.items() if is_under(number, family) for t in finder.docs[i])
