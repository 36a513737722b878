"""Analyzers for MTG text in English and French.

Every searched field shares one tokenizer and one stop list. Whoosh's
multi-field AND parser requires each query word in at least one field; a word
that one field drops as a stop word but another keeps becomes required where it
cannot match (`protection from`, `Jace, the Mind Sculptor` found nothing in the
measured prototype). So the stop list is the union of the English and French
lists, applied everywhere, and it keeps the words that carry rules meaning.
"""
import re

from whoosh.analysis import CharsetFilter, Filter, LowercaseFilter, RegexTokenizer, StopFilter
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


class ApostropheFilter(Filter):
    """Turns ’ into ' and drops French elided articles, so `l'improvisation` is `improvisation`."""

    def __call__(self, tokens):
        for t in tokens:
            text = t.text.replace("\u2019", "'")
            t.text = ELISION.sub("", text)
            yield t


# accent_map leaves ligatures alone: Æther and cœur must match aether and coeur.
FOLD_MAP = dict(accent_map)
FOLD_MAP.update({ord("æ"): "ae", ord("Æ"): "ae", ord("œ"): "oe", ord("Œ"): "oe"})


class WordStemFilter(Filter):
    """Stems words only: mana symbols and rule numbers stay exact tokens."""

    def __init__(self, stemfn):
        self.stemfn = stemfn
        self.cache = {}

    def __eq__(self, other):
        return other is not None and self.__class__ is other.__class__ and self.stemfn == other.stemfn

    def __getstate__(self):
        return {"stemfn": self.stemfn, "cache": {}}

    def __call__(self, tokens):
        cache = self.cache
        stemfn = self.stemfn
        for t in tokens:
            if not t.stopped:
                text = t.text
                if text.isalpha() or "'" in text:
                    stemmed = cache.get(text)
                    if stemmed is None:
                        stemmed = stemfn(text)
                        if len(cache) < 100000:
                            cache[text] = stemmed
                    t.text = stemmed
            yield t


def french_stem(word, _stemmer=FrenchStemmer()):
    return _stemmer.stem(word)


def _tokens():
    return RegexTokenizer(TOKEN_PATTERN)


def english_analyzer():
    """porter2 stemming (the default stemmer keeps `tapp` for tapped), then accent folding (Æther, Lim-Dûl)."""
    return (
        _tokens()
        | LowercaseFilter()
        | ApostropheFilter()
        | StopFilter(stoplist=STOP_WORDS, minsize=1)
        | WordStemFilter(english_stem)
        | CharsetFilter(FOLD_MAP)
    )


def french_analyzer():
    """French stemming, then accent folding: the stemmer needs the accents, the reader types `cout total`."""
    return (
        _tokens()
        | LowercaseFilter()
        | ApostropheFilter()
        | StopFilter(stoplist=STOP_WORDS, minsize=1)
        | WordStemFilter(french_stem)
        | CharsetFilter(FOLD_MAP)
    )


def name_analyzer():
    """Card names: no stemming, so `card:"Whir of Invention"` means that card, but the same stop list."""
    return _tokens() | LowercaseFilter() | ApostropheFilter() | StopFilter(stoplist=STOP_WORDS, minsize=1) | CharsetFilter(FOLD_MAP)


def spelling_analyzer():
    """Unstemmed words for typo suggestions: fuzzy matching of stems finds nothing for `contraptoin`."""
    return (
        RegexTokenizer(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)*")
        | LowercaseFilter()
        | ApostropheFilter()
        | StopFilter(stoplist=STOP_WORDS, minsize=3)
        | CharsetFilter(FOLD_MAP)
    )


def words(text):
    """The words of a query as the spelling field sees them (for suggestions)."""
    return [t.text for t in spelling_analyzer()(text)]
