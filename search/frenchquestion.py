"""A French question as the rule finder reads it: whether it reads the French players' questions
(asked_as_question), its words the lexicon reads (french_words), its words put into English (english_words) and
its rare ones (asked_rare). Split from finder_query.py.
"""

import re

from .planning import words_unnamed
from .questioncards import named_words, without_cards

# ... in a question only: a French term alone (`improvisation`) asks for the rule and its French translation, which
# the French asks of its subrules pushed out of the top five (tests/search/test_corpus.py).
QUESTIONS_ONLY = True
# ... or a sentence: a French player types a question without its question mark or a question word first (`meuler 3
# cartes alors qu'il m'en reste 2 dans la bibliothèque`, `le bonus du Dragon shivân il dure jusqu'à quand`); a query
# of this many words or more is no term alone.
SENTENCE = 5
# A French question's jargon terms said in French are read as the term, not word by word (french_words).
FRENCH_TERMS = True
# A French question naming a card reads the card's ruling it asks about and the rule that ruling rests on by its words
# put into English, its cards' French names out (asked_rare), as an English one by its own words, and the card's page
# follows the top five (hybrid.with_best_ruling; sfrcard): rulings and rules are English, which those words are.
FRENCH_CARDS = True


def asked_as_question(understanding):
    """Whether a French query reads the French players' questions (QUESTIONS_ONLY, SENTENCE above)."""
    return understanding.question or not QUESTIONS_ONLY or bool(SENTENCE and understanding.words >= SENTENCE)


def french_words(understanding, text):
    """A French question's words the lexicon reads: less the French ways of saying a jargon term (FRENCH_TERMS),
    which the term's CR words stand for. The lexicon reads `l'initiative` as the keyword the cards print
    (first strike) in `prendre l'initiative` (725), and a lone `bataille` as the battlefield of "champ de bataille"."""
    if not FRENCH_TERMS:
        return text
    for match in understanding.matches:
        if match.french and match.term is not None:
            text = re.sub(re.escape(match.typed), " ", text, count=1, flags=re.IGNORECASE)
    return text


def asked_rare(searchers, plan_, text, named):
    """{term: IDF} of a question's rare words less the names of the cards it names (RuleFinder.rare): of a French
    one's words put into English (english_words; none without FRENCH_CARDS)."""
    finder = searchers.finder
    if not plan_.french:
        return finder.rare(without_cards(text, named))
    # The lexicon's English stems are the finder's (`destroy`); rare reads them as the plain ranking's (`destroi`).
    return finder.rare(" ".join(english_words(searchers, plan_, text))) if FRENCH_CARDS else {}


def english_words(searchers, plan_, text):
    """A French question's words put into English (bilingual.Lexicon.translate), its cards' names out: the French
    names as the question says them (planning.words_unnamed), the English ones as named_words."""
    skip = named_words(plan_)
    return searchers.french.translate(words_unnamed(searchers, text), skip=skip, known=searchers.finder.idf)
