"""Analyzers for MTG text in English and French.

Every searched field shares one tokenizer and one stop list. Whoosh's
multi-field AND parser requires each query word in at least one field; a word
that one field drops as a stop word but another keeps becomes required where it
cannot match (`protection from`, `Jace, the Mind Sculptor` found nothing in the
measured prototype). So the stop list is the union of the English and French
lists, applied everywhere, and it keeps the words that carry rules meaning.
"""

import re

from whoosh.analysis import Filter, RegexTokenizer
from whoosh.lang.porter2 import stem as english_stem
from whoosh.lang.snowball.french import FrenchStemmer
from whoosh.support.charset import accent_map

# A mana symbol ({T}, {X}, {2/W}), a rule or plain number (702.125a, 613.8, 3),
# or a word with inner apostrophes (saheeli's, l'improvisation, can't).
TOKEN_PATTERN = r"\{[^{}\s]{1,8}\}|\d+(?:\.\d+)*[a-z]?|\w+(?:['\u2019]\w+)*"

# Kept on purpose: each, other, target, until, all, any, from, no, not, only,
# one, another, both, up, under, if, when, unless, before, after, instead, may,
# can, must, without, x -- they change what a rule or ruling says.
ENGLISH_STOP = frozenset(
    """a an the of to is are be been being was were it its it's this that these those and or as at by for in on
    with into than then so such there their they them he she his her i me my we our s have has had do does did
    will would also""".split()
)

# Kept: chaque (each), autre, cible, tout, tous, toute, toutes, jusqu, aucun, pas, sans, si, quand.
FRENCH_STOP = frozenset(
    """le la les l un une des du de d et ou à au aux en ce cet cette ces c il elle ils elles qui que qu dont se
    sa son ses leur leurs est sont par pour sur dans avec y ne vous votre vos nous notre nos lui""".split()
)

STOP_WORDS = ENGLISH_STOP | FRENCH_STOP

# French elisions (l'artefact, d'improvisation, qu'il) and typographic apostrophes.
ELISION = re.compile(r"^(?:[cdjlmnst]|qu)'(?=\w)", re.IGNORECASE)


# accent_map leaves ligatures alone: Æther and cœur must match aether and coeur.
FOLD_MAP = dict(accent_map)
FOLD_MAP.update({ord("æ"): "ae", ord("Æ"): "ae", ord("œ"): "oe", ord("Œ"): "oe"})


def fold(text):
    return text.translate(FOLD_MAP)


class MtgFilter(Filter):
    """Lower case, ’ as ', French elisions dropped, stop words removed, words stemmed, accents folded.

    One filter rather than a chain of five: the index build spends most of its
    Python time passing tokens between filters. Mana symbols and rule numbers
    are not stemmed. Accents are folded after stemming (the French stemmer needs them).
    """

    def __init__(self, stemfn=None):
        self.stemfn = stemfn
        self.cache = {}

    def __eq__(self, other):
        return other is not None and self.__class__ is other.__class__ and self.stemfn == other.stemfn

    def __getstate__(self):
        return {"stemfn": self.stemfn, "cache": {}}

    def __call__(self, tokens):
        cache, stop = self.cache, STOP_WORDS
        pos = 0
        for t in tokens:
            text = t.text.lower()
            if "'" in text or "\u2019" in text:
                text = ELISION.sub("", text.replace("\u2019", "'"))
            if text in stop:
                if not t.removestops:
                    t.text, t.stopped = text, True
                    yield t
                continue
            out = cache.get(text)
            if out is None:
                out = self._term(text)
            t.text, t.stopped = out, False
            if t.positions:
                t.pos = pos
            pos += 1
            yield t

    def _term(self, text):
        out = fold(self.stemfn(text)) if self.stemfn and (text.isalpha() or "'" in text) else fold(text)
        if len(self.cache) < 200000:
            self.cache[text] = out
        return out

    def term(self, raw):
        """What one token as written is indexed as (the same steps as above), or None for a stop word."""
        text = raw.lower()
        if "'" in text or "\u2019" in text:
            text = ELISION.sub("", text.replace("\u2019", "'"))
        if text in STOP_WORDS:
            return None
        out = self.cache.get(text)
        return out if out is not None else self._term(text)


_FRENCH_STEMMER = FrenchStemmer()


def french_stem(word):
    return _FRENCH_STEMMER.stem(word)


def folded_french_stem(word):
    """French stemming of a word with its accents folded first: `cimetiere` typed as `cimetière` is printed (the
    stemmer reads -ière otherwise than -iere), for texts compared with each other rather than with the cards."""
    return _FRENCH_STEMMER.stem(fold(word))


def _tokens():
    return RegexTokenizer(TOKEN_PATTERN)


def english_analyzer():
    """porter2 stemming (the default stemmer keeps `tapp` for tapped), then accent folding (Æther, Lim-Dûl)."""
    return _tokens() | MtgFilter(english_stem)


def french_analyzer():
    """French stemming, then accent folding: the stemmer needs the accents, the reader types `cout total`."""
    return _tokens() | MtgFilter(french_stem)


def folded_french_analyzer():
    """Accent folding, then French stemming (folded_french_stem): a question and the French players' questions
    (search/frenchasks.py) read alike, typed with accents or without."""
    return _tokens() | MtgFilter(folded_french_stem)


def name_analyzer():
    """Card names: no stemming, so `card:"Whir of Invention"` means that card, but the same stop list."""
    return _tokens() | MtgFilter(None)


# One analyzer of each kind per process for reading queries' words (shared()): a new one per call started with an
# empty stem cache and stemmed every word of a question again, in each of five modules (a thirtieth of its time).
_shared = {}


def shared(make):
    """The process's analyzer made by `make` (english_analyzer, name_analyzer…), its stems kept (bounded, as every
    MtgFilter's). Safe to share: each call makes its own tokens."""
    found = _shared.get(make)
    if found is None:
        found = _shared[make] = make()
    return found


SPELLING_WORD = re.compile(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)*")


def words(text):
    """Unstemmed, folded words for typo suggestions and prefixes.

    Fuzzy matching of stems finds nothing for `contraptoin`: the words as written are kept too.
    """
    found = []
    for word in SPELLING_WORD.findall(text or ""):
        word = word.lower()
        if "'" in word or "\u2019" in word:
            word = ELISION.sub("", word.replace("\u2019", "'"))
        if len(word) >= 3 and word not in STOP_WORDS:
            found.append(fold(word))
    return found
