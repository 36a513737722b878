"""A question's verbs, which name no card of one word (cardnames)."""

import re

# A question's verb: the word after its auxiliary's subject (`does the bonus shrink?`, `when does a dependency
# override timestamp order`, `does the damage on my creature heal`, `do they cancel out`), typed in lower case, is
# that subject's verb, not a card's one-word name (Shrink, Override, Heal, Cancel). A player's own verb (`can I
# Stifle`, `can i duress myself`) is a spell cast, and stays a name; a name after a subject's possessive
# (`does the creature's pacifism`) or a small word is the name.
AUXILIARIES = frozenset(
    "do does did will would can could should shall may might must doesn't don't didn't won't can't couldn't".split()
)
ARTICLES = frozenset("the a an this that these those each every".split())
# A possessive before the subject's noun is its article too (`does my creature heal`, `will their token die`), but for
# a player named as the subject (`can my opponent stifle it`): a player's verb is a spell cast, as `can I Stifle`.
POSSESSIVES = frozenset("my your his her its our their".split())
PLAYERS = frozenset("opponent opponents teammate teammates friend friends partner player players".split())
POSSESSIVE_SUBJECTS = True
# The small words a subject's noun is never (`does the copy of my electrolyze`, `does the bolt on tarmogoyf`).
NOT_NOUNS = ARTICLES | frozenset(
    "my your his her its our their opponent's of on in with by from for to at and or not".split()
)
TEXT_WORD = re.compile(r"[\w'’/+-]+")


def verbs_of(text):
    """The lower-case words a question says as its auxiliary's subject's verb (AUXILIARIES): the word after `it`
    or `they`, after an article and a noun (`the bonus shrink`), or after an article, a noun and a place (`the
    damage on my creature heal`)."""
    if not text:
        return frozenset()
    typed = TEXT_WORD.findall(text.replace("’", "'"))
    lowered = [w.lower() for w in typed]
    found = set()
    for k, word in enumerate(lowered):
        if word not in AUXILIARIES or k + 2 >= len(typed):
            continue
        if lowered[k + 1] in ("it", "they"):
            found.add(k + 2)
        elif _article(lowered[k + 1], lowered[k + 2]) and _noun(lowered[k + 2]):
            found.add(k + 3)
            if k + 5 < len(typed) and lowered[k + 3] in ("on", "of", "in", "with", "from") and _noun(lowered[k + 5]):
                found.add(k + 6)
    return frozenset(
        typed[j]
        for j in found
        if j < len(typed) and typed[j].isalpha() and typed[j].islower() and _noun(lowered[j - 1])
    )


def _noun(word):
    """Whether a typed word may be a subject's noun: a word of letters, no small word, no possessive."""
    return word.isalpha() and word not in NOT_NOUNS


def _article(word, noun):
    """Whether a word is the article of a subject whose noun follows: an article, or a possessive before a noun
    that is no player (POSSESSIVE_SUBJECTS)."""
    return word in ARTICLES or (POSSESSIVE_SUBJECTS and word in POSSESSIVES and noun not in PLAYERS)
