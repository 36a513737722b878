"""Of the spellings a misspelt word may stand for at the same distance, the one that makes a rules term with the
words around it: `workd rule` is the world rule (704.5k), not `word rule`, though `word` is the commoner word."""

import re

from whoosh.support.levenshtein import damerau_levenshtein

from . import answers, jargon
from .analysis import ENGLISH_STOP, SPELLING_WORD, fold
from .spelling import sound

# Candidates tried per misspelt word, the commonest first.
TRIED = 6


def terms_named(searchers, text):
    """The lower-cased terms of two words or more (the jargon's and the glossary's) a text names."""
    table = jargon.load()
    found = answers.named(table.understand(text), searchers.glossary, table)
    return {n.definition.term.lower() for n in found if len(n.definition.term.split()) >= 2}


def in_a_term(searchers, text, word, correction, replace):
    """correction, or another spelling of word at the same distance that names a term of two words or more with
    the text's other words when correction names none. replace(text, spelling): the text with word so spelt."""
    lexicon = searchers.lexicon
    near = lexicon.within(word, maxdist=2, prefix=1)
    distance = next((d for d, _, w in near if w == correction), None)
    if distance is None:
        return correction
    named = terms_named(searchers, replace(text, correction))
    others = [w for d, _, w in near if d == distance and w != correction]
    for other in list(dict.fromkeys(others))[:TRIED]:
        # The spelling itself one of the term's words (`counted` is no word of "counts as").
        if any(other in term.split() for term in terms_named(searchers, replace(text, other)) - named):
            return other
    return correction


# A misspelt word as many slips from a keyword's name as from its correction, sounding as that name does and the
# correction not (`feer`: fear, not the commoner fewer), is the keyword (suggestions(), keyword_heard).
KEYWORD_HEARD = True


def keyword_heard(searchers, word, correction):
    """The name of a keyword or keyword action (one word) as near word as correction that sounds as word does,
    when correction is no keyword and does not sound so; else correction."""
    if not correction or correction in searchers.finder.keywords or sound(correction) == sound(word):
        return correction
    distance = damerau_levenshtein(word, correction)
    near = searchers.lexicon.within(word, maxdist=distance, prefix=1, languages=("en",))
    heard = [w for d, _, w in near if d == distance and w in searchers.finder.keywords and sound(w) == sound(word)]
    return heard[0] if heard else correction


def patterns(text):
    """The prefixes and wildcards of a text (`improv*`, `improvi?e`): no misspelling, their letters matched as typed.
    A `?` ending a word of a question is its question mark (the question is read without them): `…become a
    creatire?` has a misspelt word, not a wildcard."""
    question = jargon.load().is_question(text)
    tokens = re.findall(r"[^\s()\"]*[*?][^\s()\"]*", text)
    return [t for t in tokens if "*" in t or not question]


# A word the texts do not print that is another one with an ending added is that word inflected (`conceded`,
# `murdered`, `Anthem's`), no slip of it.
ENDINGS = ("s", "es", "d", "ed", "ing", "er", "ers")


def slipped_letters(word, correction):
    """Whether a correction the stemmer reads as the word typed mends a slip of its letters (`replacment`,
    `freeruning`, `lifelinke`, `untill`), not an inflection or a possessive the texts do not print (`saheelis` is
    Saheeli's, `conceded` concede)."""
    if not correction:
        return False
    if " " in correction.strip():
        return True  # two words typed without the space between them (`untapstep`): a slip the stemmer cannot see
    typed, meant = (re.sub(r"[^a-z]", "", fold(w.lower())) for w in (word, correction))
    longer, shorter = sorted((typed, meant), key=len, reverse=True)
    return typed != meant and not (longer.startswith(shorter) and longer[len(shorter) :] in ENDINGS)


# The words of the jargon's phrases and of the English players' questions, as typed: (finder, words).
POSSESSIVE = re.compile(r"'s?$")
_said = (None, frozenset())


def said(searchers, word):
    """Whether the jargon or an English players' question (rules/plainwords) says a word as typed, accents folded:
    a word players use that no card or rule prints (`fizzle`, `outlet`, `cheaper`) is no misspelling."""
    global _said
    finder = searchers.finder
    seen, words = _said
    if seen is not finder or not words:
        phrases = [p for term in jargon.load().terms for p in term.named_by]
        asks = [ask for found in (finder.asks.values() if finder is not None else ()) for ask in found]
        words = frozenset(w for text in phrases + asks for w in re.findall(r"[^\W\d_]+", fold(text.lower())))
        _said = (finder, words)
    word = fold(word.lower()).replace("\u2019", "'")
    # A possessive is the word said (`opp's` is opp's, no slip of `opus`): the phrases' words are read without
    # their apostrophes, the typed word with them.
    return word in words or (POSSESSIVE.search(word) is not None and POSSESSIVE.sub("", word) in words)


def french_slips(searchers, text, skipped=(), named=lambda: ()):
    """{word: English word} for the words of an English question printed mostly in French texts one slip from an
    English word (spelling.Lexicon.english_slip: `equipement`, `controle`, `artefact`): typed in English, the
    French texts of cards matched them. A word typed with French accents is French on purpose, one of a card's name
    the card's (Zur the Enchanter); named(): the names of the cards the text names, read when needed. A slip is one
    word: a question with two French words or more is French words said on purpose, or French read as English."""
    lexicon = searchers.lexicon
    scale = lexicon.total("en") / lexicon.total("fr")
    french = [fold(w.lower()) for w in SPELLING_WORD.findall(text or "")]
    french = [w for w in dict.fromkeys(french) if len(w) >= 4 and lexicon.mostly_french(w, scale)]
    if len(french) != 1:
        return {}
    found = {}
    for word in french:
        written = next(w for w in SPELLING_WORD.findall(text) if fold(w.lower()) == word)
        if word in skipped or word != written.lower() or said(searchers, word):
            continue
        english = lexicon.english_slip(word, scale)
        if english:
            found[word] = english
    if found:
        names = {w for name in named() for w in SPELLING_WORD.findall(fold(name.lower()))}
        found = {w: e for w, e in found.items() if w not in names}
    return found


# A rules word written as two (`hex proof`, `grave yard`, `deth touch`): joined, it is one of the glossary's and the
# keywords' one-word terms. Only where one of the two words is one no text prints as typed, so two right words that
# happen to make a term (`after life`, `kind red`) are left as typed; but two printed words that make a keyword's
# name (`death touch`, `life link`, `flash back`, `sun burst`: a phone's keyboard splits the words it does not know)
# are the keyword, unless one is a grammar word or a particle (`after life gain`) or shorter than three letters.
WORD = re.compile(r"[^\W\d_]+")
KEYWORD_SPLIT = True
# Words that make a phrase with the word they stand beside (`after life gain`, `out last turn`, `hide away from`):
# beside another, they are no half of a keyword.
PARTICLES = frozenset(("after", "before", "out", "off", "over", "under", "up", "down", "away", "into", "onto", "upon"))


def joined(glossary, text, unknown, corrected):
    """{(first, second): term} for the pairs of neighbouring words of text, one of them in unknown (lower-cased,
    accents folded), that make a one-word term of the glossary written as one word, as typed or with the unknown
    word as corrected ({word: correction}) reads it (`deth touch`: death touch, deathtouch)."""
    found = {}
    tokens = list(WORD.finditer(text or ""))
    for left, right in zip(tokens, tokens[1:], strict=False):
        if text[left.end() : right.start()].strip():
            continue  # not neighbours: a comma or a hyphen between them
        pair = tuple(fold(m.group(0).lower()) for m in (left, right))
        printed = not any(w in unknown for w in pair)
        if printed and not (
            KEYWORD_SPLIT and all(len(w) >= 3 and w not in ENGLISH_STOP and w not in PARTICLES for w in pair)
        ):
            continue
        for first in dict.fromkeys((pair[0], corrected.get(pair[0], pair[0]))):
            for second in dict.fromkeys((pair[1], corrected.get(pair[1], pair[1]))):
                term = glossary.get(first + second)
                if term is None or " " in term.term or not term.term.isalpha():
                    continue
                if not printed or answers.is_keyword(term.rule):
                    found.setdefault(pair, term.term.lower())
    return found


# The grammar words of four letters or more (`their`, `with`): the index leaves them out, so the lexicon has no count
# of them and a slip of one (`thier`, `wiht`) was read as the nearest word it has (three, wight).
_GRAMMAR = tuple(sorted(w for w in ENGLISH_STOP if len(w) >= 4 and w.isalpha()))


def grammar_slip(word):
    """The grammar word (a stop word) one slip from word (`thier` their, `wiht` with), when there is only one, else
    None. The grammar words are the commonest words of a question: one slip from one, the word is that one."""
    found = [w for w in _GRAMMAR if abs(len(w) - len(word)) <= 1 and damerau_levenshtein(word, w) == 1]
    return found[0] if len(found) == 1 else None


# The words of the jargon's phrases by first letter: (table, {letter: words}).
_jargon_words = (None, {})


def jargon_word(word, nearer_than):
    """The word of the jargon's phrases (players' words no card or rule prints: `fizzle`, `mull`) within two slips
    of word, keeping its first letter, when it is nearer than nearer_than (the lexicon's correction's distance); else
    None. A word the texts never print has no count in the lexicon, so `fizzel` was corrected into nothing."""
    global _jargon_words
    table = jargon.load()
    seen, words = _jargon_words
    if seen is not table:
        words = {}
        for term in table.terms:
            for phrase in term.named_by:
                for w in re.findall(r"[^\W\d_]+", fold(phrase.lower())):
                    if len(w) >= 4:
                        words.setdefault(w[0], set()).add(w)
        _jargon_words = (table, words)
    found = sorted(
        (damerau_levenshtein(word, w), w) for w in words.get(word[:1], ()) if abs(len(w) - len(word)) <= 2 and w != word
    )
    return found[0][1] if found and found[0][0] <= 2 and found[0][0] < nearer_than else None
