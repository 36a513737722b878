"""Where the words of an old CR paragraph went in the next version, beyond its own continuation (pure Python):
the sentences and clauses of a paragraph, with rule numbers masked, and the parts of splits and merges that
rules.lineage stores between consecutive versions (docs/rules.md, "Splits and merges").
"""

import re
from difflib import SequenceMatcher
from functools import lru_cache

from rules.typography import cr_plain

# Rule numbers inside text: "rule 702.126a", "see 601.2f", "section 7" is left alone.
REFERENCE_RE = re.compile(r"\b\d{3}(?:\.\d+[a-z]?)?\b")


@lru_cache(maxsize=1 << 17)
def masked(text):
    return REFERENCE_RE.sub("#", cr_plain(text))


# A sentence shared by two paragraphs that are not the same rule: long enough not to be boilerplate
# ("See rule 601, “Casting Spells.”"), and nearly all of the shorter one found in the longer.
PART_MIN_WORDS = 8
PART_CONTAINMENT = 0.8
PART_OF_LONGER = 0.6
# A word in more old sentences than this says nothing about which sentence a new one comes from.
COMMON_WORD_HITS = 40
_SENTENCE_END = re.compile(r"(?<=[.!?”\"])\s+(?=[A-Z“\"(])")


_WORD = re.compile(r"\w+(?:'\w+)*")


def _sentences(paragraph, *, clauses=False):
    return _text_sentences(paragraph.text) + (_text_clauses(paragraph.text) if clauses else ())


@lru_cache(maxsize=1 << 16)
def _text_sentences(text):
    """The sentences of a text long enough to be a part, as word tuples. Cached: an import reads each paragraph's
    against both neighbours, in the matching and again for the parts it stores."""
    return tuple(words for sentence in _SENTENCE_END.split(cr_plain(text)) if (words := _part_words(sentence)))


@lru_cache(maxsize=1 << 16)
def _text_clauses(text):
    """The clauses of a text's sentences of several clauses (split at a semicolon), long enough to be a part."""
    found = []
    for sentence in _SENTENCE_END.split(cr_plain(text)):
        clauses = _CLAUSE_END.split(sentence)
        if len(clauses) > 1:
            found += [words for clause in clauses if (words := _part_words(clause))]
    return tuple(found)


def _part_words(text):
    tokens = _WORD.findall(masked(text).casefold())
    return tuple(tokens) if len(tokens) >= PART_MIN_WORDS else ()


_CLAUSE_END = re.compile(r";\s+")


def _contains(a, b):
    """Whether two sentences (word tuples) are one: nearly all of the shorter in the longer, in order."""
    shorter, longer = sorted((len(a), len(b)))
    if len(set(a) & set(b)) < PART_CONTAINMENT * len(set(a) if len(a) == shorter else set(b)):
        return False  # cheap bound: the shorter's distinct words must mostly be in the longer
    blocks = SequenceMatcher(None, a, b, autojunk=False).get_matching_blocks()
    matched = sum(block.size for block in blocks)
    return matched >= PART_CONTAINMENT * shorter and matched >= PART_OF_LONGER * longer


def _sharing_most(words, index):
    """{(o, sentence): distinct words shared} for the old sentences that share most of these words."""
    distinct = set(words)
    shared = {}
    for word in distinct:
        for hit in index.get(word, ()):
            shared[hit] = shared.get(hit, 0) + 1
    return {hit: count for hit, count in shared.items() if count >= PART_CONTAINMENT * len(distinct)}


def parts(old, new, pairs, *, clauses=True):
    """[(index in old, index in new)]: a sentence of an old paragraph that a new paragraph, not its
    continuation, carries on. One such new paragraph is a merge (100.3 of May 2009 went into 100.2 of July
    2009); several are a split (712.7 into 712.11, 712.11a and 712.11b on 2023-04-14).

    A sentence still in the old paragraph's own continuation did not leave it: two rules that go on and
    share a sentence are parallel wordings (716.1a and 716.2a), not a split.

    A clause (a sentence's part between semicolons) counts too, but only into a new paragraph that continues
    none: a rewording may keep one clause of a sentence and leave the rest. 212.6b of 2007-09-07 ("A player may
    play only one land card during each of his or her own turns. ...") went on as 212.6e and into the new 212.6c
    ("A player may normally play only one land card during his or her turn; however, ..."). Between two rules
    that both go on, a shared clause is a parallel wording ("the game returns to the moment before ...").
    clauses=False leaves clauses out (the matching's last pass: a clause says where words went, not which rule
    a rule became).
    """
    continuation = {o: n for n, o in pairs.items()}
    index = {}  # word -> [(o, sentence)]
    old_sentences = {}
    clause_from = {}  # o -> index of its first clause in old_sentences[o]
    for o, p in enumerate(old):
        if not p.text:
            continue
        if o in continuation and cr_plain(new[continuation[o]].text) == cr_plain(p.text):
            continue
        kept = _sentences(new[continuation[o]], clauses=clauses) if o in continuation else []
        old_sentences[o] = _sentences(p, clauses=clauses)
        clause_from[o] = len(_text_sentences(p.text))
        for k, words in enumerate(old_sentences[o]):
            if any(_contains(words, other) for other in kept):
                continue
            for word in set(words):
                index.setdefault(word, []).append((o, k))
    if not index:
        return []
    rare = {}  # (o, sentence) -> how many of its distinct words are rare enough to index on
    for hits in index.values():
        if len(hits) <= COMMON_WORD_HITS:
            for hit in hits:
                rare[hit] = rare.get(hit, 0) + 1
    found = []
    for n, p in enumerate(new):
        if not p.text or (n in pairs and cr_plain(old[pairs[n]].text) == cr_plain(p.text)):
            continue
        sources = set()
        free = n not in pairs
        sentences = _sentences(p, clauses=clauses and free)
        for words in sentences:
            # Candidates share most of their rarer words: "the" or "player" would make every sentence one.
            shared = {}
            rare_here = 0
            for word in set(words):
                hits = index.get(word, ())
                if len(hits) > COMMON_WORD_HITS:
                    continue
                rare_here += 1
                for hit in hits:
                    shared[hit] = shared.get(hit, 0) + 1
            everyone = free and clauses and rare_here < 2
            if everyone:
                # A sentence of common words only ("An ability can be an activated or triggered ability on the
                # stack.", 112.1b of July 2009, from 200.7): read against every old sentence sharing most of them.
                shared = _sharing_most(words, index)
            for hit, count in shared.items():
                o = hit[0]
                if o in sources or pairs.get(n) == o:
                    continue
                if not everyone and (count < 2 or count * 2 < min(rare_here, rare.get(hit, 0))):
                    continue
                if not free and hit[1] >= clause_from[o]:
                    continue
                if _contains(old_sentences[o][hit[1]], words):
                    sources.add(o)
        found.extend((o, n) for o in sorted(sources))
    if clauses:
        found += _between_pieces(old, new, pairs, found)
    return found


# Function words, and "see rule": what is left of a sentence says what it is about.
_FUNCTION_WORDS = frozenset(
    """a an the and or of to in on at by for from with as is are be been being was were it its it's this that these
    those there their they them he she his her him you your we our i if then than so such any each all some no not can
    can't may might must would will shall do does doesn't don't isn't aren't which who whom whose what when where while
    other another same one also only even see rule""".split()
)
# A sentence of an old paragraph and a new paragraph between two pieces of it: this much of its content words in it.
BETWEEN_CONTAINMENT = 0.6
BETWEEN_MIN_WORDS = 4


@lru_cache(maxsize=1 << 16)
def content_words(text):
    """The words of a text that say what it is about: no function words, rule numbers masked, other numbers alike,
    plurals and possessives as the word ("Effects" is "effect")."""
    found = set()
    for word in _WORD.findall(masked(text).casefold()):
        if word in _FUNCTION_WORDS:
            continue
        if word.isdigit():
            word = "0"
        word = word.removesuffix("'s")
        if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
            word = word[:-1]
        found.add(word)
    return frozenset(found)


def _between_pieces(old, new, pairs, found):
    """[(o, n)]: a new paragraph left over between two pieces of one old paragraph (its continuation or its parts)
    that carries on, reworded, a sentence of it. 212.6b of 2007-09-07 went on as 212.6e and into 212.6c; its last
    sentence ("A player may not play a land unless it's his or her turn, even if an effect would seem to allow the
    player to do so.") became 212.6d, between them ("A player can't play a land, for any reason, if it isn't his or
    her turn. ..."). Over the 105 pairs of consecutive versions this finds three, each read (docs/rules.md)."""
    pieces = {}  # o -> the new paragraphs that carry its words on
    for n, o in pairs.items():
        pieces.setdefault(o, set()).add(n)
    for o, n in found:
        pieces.setdefault(o, set()).add(n)
    origin = {}
    for o, ns in pieces.items():
        for n in ns:
            origin.setdefault(n, set()).add(o)
    extra = []
    for n in range(1, len(new) - 1):
        p = new[n]
        if n in origin or not p.text or not new[n - 1].kind == p.kind == new[n + 1].kind:
            continue
        here = content_words(p.text)
        for o in sorted(origin.get(n - 1, set()) & origin.get(n + 1, set())):
            for sentence in _SENTENCE_END.split(cr_plain(old[o].text)):
                words = content_words(sentence)
                if len(words) >= BETWEEN_MIN_WORDS and len(words & here) >= BETWEEN_CONTAINMENT * len(words):
                    extra.append((o, n))
                    break
    return extra
