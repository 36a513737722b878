"""A French question read in its own words against the French players' questions (rules/plainwords/fr).

The lexicon (bilingual.py) puts a French question into English word by word, from the words the cards print: the
everyday French of a question (`tout de suite`, `se faire bloquer`, `mon tour d'après`) is no card's. The French
players' questions are written for the paragraphs they ask about; the rule finder reads them as a field of its
documents (rulefinder.build), each term marked with PREFIX: an English question's terms never are, so no English
question reads them, and a paragraph's length is counted without them (RuleFinder.lengths), so an English
question's scores are what they were without them.

Both sides are read alike: accents folded, then French stemming (analysis.folded_french_analyzer), the question's
own words (je, peux, est-ce que, comment) dropped.
"""

import re

from .analysis import ELISION, fold, folded_french_analyzer, shared
from .bilingual import EUPHONIC_T, GRAMMAR

PREFIX = "fr:"
# Words of a question beyond the lexicon's GRAMMAR (which keeps `peut` for the cards' "can't"): here they say only
# that a question is asked.
ASKING = frozenset("peux peut peuvent pouvoir puis quoi pourquoi".split())


def terms(text, skip=frozenset()):
    """The PREFIX-marked French terms of a text, in order (a term said twice is there twice); skip: terms to leave
    out (a named card's words)."""
    found = []
    for token in shared(folded_french_analyzer)(text or "", keeporiginal=True):
        typed = fold(ELISION.sub("", token.original.lower().replace("\u2019", "'")))
        if token.stopped or token.text in skip or typed in skip or typed == EUPHONIC_T:
            continue
        if typed in GRAMMAR or typed in ASKING or token.text.isdigit():
            continue
        found.append(PREFIX + token.text)
    return found


# The words of the last finder's French players' questions, as typed (accents folded): (finder, words).
_typed = (None, frozenset())


def asked_as_typed(finder, word):
    """Whether a French players' question of the finder says word as typed, accents folded, not stemmed: `meuler` is
    asked; `surveill` (a slip for surveil) is not, though its stem is surveillance's."""
    global _typed
    seen, said = _typed
    if seen is not finder:
        asks = (ask for found in finder.asks_fr.values() for ask in found)
        said = frozenset(w for ask in asks for w in re.findall(r"[^\W\d_]+", fold(ask.lower())))
        _typed = (finder, said)
    return fold(word.lower()) in said
