"""A French question as the rule finder reads it: whether it reads the French players' questions
(asked_as_question), its words the lexicon reads (french_words), its words put into English (english_words) and
its rare ones (asked_rare). Split from finder_query.py.
"""

import re
from difflib import SequenceMatcher

from . import frenchphrases, jargon
from .analysis import fold, name_analyzer, shared
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
# A French question's card names of two words or more are no rules words: the lexicon read `Cœur d'argent wolfir` as
# heart, silver and wolf, `Ravageur de la lande` as land, `Vies parallèles` as life, and the French asks' words
# (`fr:coeur`) too. A one-word name stays (`Régénération`, `Explorer`, `Contresort`: a card's and the rules' word;
# sfr19 measured every name's words left out: six tuned top fives lost, all of one-word names).
LONG_NAMES_OUT = True
# ... counted in words of this many letters or more: `Brawl à deux joueurs` names Brawl, one word and `à`.
NAME_WORD = 3
# (scard41) ... read in the words typed, their question words dropped after: a question word may begin a name
# (`Marche des machines`: `marche`, of `comment marche`), which the plain words drop first, leaving `des machines`
# to the lexicon.
NAMES_BEFORE_QUESTION_WORDS = True
# (sfr36) The lexicon reads the plain words (question words dropped), and a question word may be a word of a phrase
# frenchphrases reads as one idea: `quand même` (anyway, read as nothing) lost its `quand` and left `même`, read as
# same (five of the tuned French misses: `se résout-elle quand même`, `est détruit quand même`), `règle des légendes`
# its `règle`. A phrase of frenchphrases.PHRASES the typed question says whose words the plain ones keep only in
# part is put back whole where its kept words stand.
PHRASES_AS_TYPED = True


def phrases_as_typed(typed, text):
    """text (a question's plain words) with each phrase of frenchphrases.PHRASES that typed says and text keeps only
    without its question words (jargon.toml's) put back whole in place of the words kept."""
    question_words = jargon.load().question_words
    for pattern, _ in frenchphrases.PHRASES:
        for found in pattern.finditer(typed or ""):
            said = found.group(0)
            kept = [word for word in said.split() if fold(word.lower()) not in question_words]
            if not kept or len(kept) == len(said.split()) or pattern.search(text):
                continue
            spot = re.compile(r"(?<!\w)" + r"\s+".join(map(re.escape, kept)) + r"(?!\w)", re.IGNORECASE)
            text = spot.sub(lambda _, said=said: said, text, count=1)
    return text


def asked_as_question(understanding):
    """Whether a French query reads the French players' questions (QUESTIONS_ONLY, SENTENCE above)."""
    return understanding.question or not QUESTIONS_ONLY or bool(SENTENCE and understanding.words >= SENTENCE)


def french_words(understanding, text):
    """A French question's words the lexicon reads: less the French ways of saying a jargon term (FRENCH_TERMS),
    which the term's CR words stand for. The lexicon reads `l'initiative` as the keyword the cards print
    (first strike) in `prendre l'initiative` (725), and a lone `bataille` as the battlefield of "champ de bataille".
    Its French phrases are read whole, as typed (PHRASES_AS_TYPED)."""
    if PHRASES_AS_TYPED:
        text = phrases_as_typed(understanding.typed, text)
    if not FRENCH_TERMS:
        return text
    for match in understanding.matches:
        if match.french and match.term is not None:
            text = re.sub(re.escape(match.typed), " ", text, count=1, flags=re.IGNORECASE)
    return text


def long_names_out(searchers, text):
    """A French text less the words of the card names of two words or more it says (LONG_NAMES_OUT), as typed
    otherwise (its accents kept for the lexicon): the names are those planning.words_unnamed leaves out."""
    if not LONG_NAMES_OUT or not text:
        return text
    # (Whoosh gives one token object, changed in place: its places are copied as they come.)
    tokens = [
        (fold(t.text), t.startchar, t.endchar) for t in shared(name_analyzer)(text, removestops=False, chars=True)
    ]
    words = [word for word, _, _ in tokens]
    kept = words_unnamed(searchers, text).split()
    if len(kept) == len(words):
        return text
    cut = []
    for op, i1, i2, _, _ in SequenceMatcher(None, words, kept, autojunk=False).get_opcodes():
        if op in ("delete", "replace") and sum(len(word) >= NAME_WORD for word in words[i1:i2]) >= 2:
            cut.append((tokens[i1][1], tokens[i2 - 1][2]))
    for start, end in reversed(cut):
        text = text[:start] + " " + text[end:]
    return text


def names_out(searchers, understanding, given, text):
    """long_names_out of the words read (text); when they are the plain words (question words dropped), of the words
    typed (given), their question words dropped after (NAMES_BEFORE_QUESTION_WORDS)."""
    if NAMES_BEFORE_QUESTION_WORDS and understanding.question and text != given and text == understanding.plain:
        typed = long_names_out(searchers, given)
        if typed != given:
            return " ".join(jargon.load().drop_question_words(typed).split())
    return long_names_out(searchers, text)


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
