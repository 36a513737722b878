"""A card name's word typed as another word (cardnames.MISTYPED_NAMES: `serra angle`, `rest in piece`, `wrath of
gad`): whether the typed word is a slip of the name's, how often the texts print a word, and whether the typed
words say a rules term instead."""

from whoosh.support.levenshtein import damerau_levenshtein

from . import jargon
from .spelling import sound


def slip(typed, word, shortest):
    """Whether a typed word is a slip of a name's word: one edit (`angle`, `gad`), or two that sound alike in a word
    longer than shortest + 1 letters (`piece`; in four, two edits change half the word: `mais` is no Maze)."""
    if typed == word:
        return False
    distance = damerau_levenshtein(typed, word)
    return distance == 1 or (distance == 2 and len(typed) > shortest + 1 and sound(typed) == sound(word))


def count(word, lexicon):
    """How often the texts print a word, in English and French (a slip is of the commoner word: MISTYPED_RARER)."""
    return lexicon.count("en", word) + lexicon.count("fr", word)


def rules_phrase(typed, j):
    """Whether the typed words say a rules term (jargon.toml) holding the slipped word typed[j]: `double strike` is
    the keyword, whatever card it is a slip of; `wrath` (a board wipe) in `wrath of gad` holds no `gad`."""
    folded = [jargon.fold(w) for w in typed]
    start = sum(len(w) + 1 for w in folded[:j])
    end = start + len(folded[j])
    return any(m.start() < end and start < m.end() for m in jargon.load().term_pattern.finditer(" ".join(folded)))
