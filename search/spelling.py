"""The unstemmed words of each language, in memory: typo suggestions, prefixes, telling French from English.

Fuzzy matching of stems finds nothing for `contraptoin` or `mana abilty`, so
the index keeps every word as written (lower case, accents folded) with its
count, in words.json beside the index. Candidates within two edits are the
words of the sorted list that start with the kept letters and whose rest is within two Levenshtein edits of the
word's rest: the words Whoosh's Levenshtein automaton accepts, found by one dynamic program over all of them at
once (numpy arrays of the words' letters, built at a language's first correction).
"""

import bisect
import re

import numpy as np
from whoosh.support.levenshtein import damerau_levenshtein

from .analysis import ENGLISH_STOP

# The words are stored lower-cased with their accents folded.
# A word is mostly French when the French texts have it this many times as often as the English ones, for the same
# amount of text (planning.is_french reads a question's words so).
FRENCH_RATIO = 10
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
# How many times as likely a word spelt as it sounds is as one a slip away (Lexicon.correct, heard).
HEARD_ODDS = 4
# A word's first sound written with another letter that makes it (`fasing` phasing, `kombat` combat, `sircle` circle,
# `cicker` kicker): read before a nearer word (fading, Kemba, since, cinder) when the word so respelt is printed, or a
# slip from a printed word when the word as typed is near none (`komander`: commander).
SPELT_AS_HEARD = {"f": ("ph",), "k": ("c", "ch"), "c": ("k",), "s": ("c",)}
# A word the texts print with an apostrophe, typed without it (`cant`, `doesnt`), is that word (Lexicon.correct).
BARE_APOSTROPHES = True
# An unknown English word read as a known one with an ending added, its stem slipped (Lexicon._inflected).
INFLECTED = True
INFLECTIONS = ("ing", "ed", "es", "s", "er")
# An unknown English word near no word is two run together when both are printed this often (Lexicon._run_together).
RUN_TOGETHER = True
RUN_TOGETHER_COUNT = 20
# Of the words as many slips away, the word with an ending added or dropped is read before another (`guys` is guy,
# not the card Gus, as common and first in the alphabet), unless that one is printed HEARD_ODDS times as often
# (Lexicon.correct, _alike_first, ALIKE_FIRST_BY). A keyword sounding as the word does: termspelling.keyword_heard.
ALIKE_FIRST = True
# A word two neighbouring letters swapped from the nearest word (`cycel` cycle, `hexporof`) is that word, read before
# a word heard alike two slips away (`cycel` sounds as the card word Ciel does): a swap is a slip of the fingers, not
# of the ear (Lexicon.correct, _swapped).
SWAP_BEFORE_HEARD = True
# A word the English texts print fewer than this many times that is a grammar word (a stop word the index leaves out,
# four letters or more) with two neighbouring letters swapped (`dose`: does, printed 10 times, in card names and
# flavour) is that grammar word slipped, not the rare word: Lexicon.known says no, so the question's word is
# corrected as any unknown one (termspelling.grammar_slip). `three` (1,175 times, `there` swapped) stays a word.
# None: every word the texts print is known.
GRAMMAR_SWAP_RARE = 50
# {a grammar word with two neighbouring letters swapped: the grammar word}, looked up once per known word
# (a scan of the grammar words per word tripled known()'s 3 µs).
_GRAMMAR_SWAPS = {
    g[:i] + g[i + 1] + g[i] + g[i + 2 :]: g
    for g in sorted(w for w in ENGLISH_STOP if len(w) >= 4 and w.isalpha())
    for i in range(len(g) - 1)
    if g[i] != g[i + 1]
}


class Lexicon:
    def __init__(self, counts):
        self.counts = {language: dict(table) for language, table in (counts or {}).items()}
        self.sorted = {language: sorted(table) for language, table in self.counts.items()}
        self._letters = {}  # per language, read at its first correction: a lexicon without typos never needs them
        self._corrections = {}
        self._totals = {}
        self._sounds = {}  # {first letter: {sound: [English words]}}, read at a correction heard

    def count(self, language, word):
        return self.counts.get(language, {}).get(word, 0)

    def total(self, language):
        """Every count of a language's words added up: two languages' counts compared (the French texts are a
        fifth of the English)."""
        if language not in self._totals:
            self._totals[language] = sum(self.counts.get(language, {}).values()) or 1
        return self._totals[language]

    def known(self, word):
        """Whether the texts print word (any language), unless it is a rare grammar word swapped
        (GRAMMAR_SWAP_RARE)."""
        if not any(word in table for table in self.counts.values()):
            return False
        return not (GRAMMAR_SWAP_RARE and self.grammar_swapped(word))

    def grammar_swapped(self, word):
        """The grammar word that word is with two neighbouring letters swapped, when the texts print word fewer
        than GRAMMAR_SWAP_RARE times in every language (`dose`: does), else None."""
        grammar = _GRAMMAR_SWAPS.get(word)
        if grammar is None or any(self.count(language, word) >= GRAMMAR_SWAP_RARE for language in self.counts):
            return None
        return grammar

    def prefixed(self, prefix, limit=64):
        """The most frequent words (any language) starting with prefix: [(word, count)]."""
        found = {}
        for language, words in self.sorted.items():
            i = bisect.bisect_left(words, prefix)
            while i < len(words) and words[i].startswith(prefix):
                found[words[i]] = max(found.get(words[i], 0), self.counts[language][words[i]])
                i += 1
        ranked = sorted(found.items(), key=lambda item: -item[1])
        return ranked if limit is None else ranked[:limit]

    def within(self, word, maxdist=2, prefix=1, languages=None):
        """Words within maxdist edits of word, keeping the first `prefix` letters: [(distance, -count, word)].

        The words Whoosh's `levenshtein_automaton(word, maxdist, prefix)` accepts (the first letters as typed, the
        rest within maxdist insertions, deletions and substitutions), sorted by Damerau-Levenshtein distance.
        Walking that automaton over the word list took 8 ms a call on the corpus's lexicon (2 now), a third of the
        French questions' time: they often have a word the lexicon does not know. languages: only those
        languages' words (all by default)."""
        head, rest = word[:prefix], word[prefix:]
        found = []
        for language, words in self.sorted.items():
            if languages is not None and language not in languages:
                continue
            if language not in self._letters:
                self._letters[language] = _letters(words)
            codes, lengths = self._letters[language]
            start = bisect.bisect_left(words, head)
            end = bisect.bisect_left(words, head + "\U0010ffff", start)
            near = start + np.flatnonzero(np.abs(lengths[start:end] - len(word)) <= maxdist)
            if not len(near):
                continue
            distances = _levenshtein(rest, codes[near, prefix:], lengths[near] - prefix)
            for i in near[distances <= maxdist].tolist():
                match = words[i]
                found.append((damerau_levenshtein(word, match), -self.counts[language][match], match))
        return sorted(found)

    def correct(self, word, heard=False):
        """The best correction of an unknown word, or None.

        Typos rarely touch the first two letters, and keeping them walks a
        tenth of the word list; only when that finds nothing is the second letter free.
        heard (English questions): a word spelt as it sounds (`pertection`, `monark`, `counterd`) is the English
        word within two edits that sounds the same (sound()), when there is one, before a nearer word that does
        not (perfection, monk, counter).
        """
        key = (word, heard)
        if key in self._corrections:
            return self._corrections[key]
        candidates = sorted(self.within(word, prefix=2) + self._second_letter_slips(word)) or self.within(
            word, prefix=1
        )
        if BARE_APOSTROPHES:
            # A word typed without its apostrophe (on a phone, the rule): `cant` is can't, not the commoner cast.
            # Not a possessive: `bolts` is as likely the plural or the verb as bolt's.
            bare = [c for c in candidates if c[2].replace("'", "") == word and not c[2].endswith("'s")]
            candidates = bare or candidates
        if heard and INFLECTED:
            # `trampeling` is trample with -ing, its stem slipped: two slips from traveling, one from its stem.
            inflected = self._inflected(word)
            if inflected and (not candidates or inflected[0] < candidates[0][0]):
                candidates = [inflected]
        if heard and RUN_TOGETHER and not candidates:
            # `untapstep`, `doublestrike`: two printed words typed without the space, near no word of their own.
            candidates = self._run_together(word)
        if heard and SPELT_AS_HEARD and word[:1] in SPELT_AS_HEARD:
            # `fasing`, `kombat`: the word written with another letter for its first sound is a printed word, nearer
            # than the nearest word kept its first letter (fading, Kemba): the first sound written as heard.
            respelt = self._first_sound_respelt(word)
            if respelt and (not candidates or respelt[0] < candidates[0][0]):
                candidates = [respelt]
        if heard and ALIKE_FIRST and candidates:
            candidates = _alike_first(word, candidates)
        if heard and len(word) >= 5 and not (candidates and _alike_or_swapped(word, candidates[0][2])):
            alike = self._heard(word)
            # A word that sounds the same is likelier than a nearer one that does not, unless that one is printed
            # many times as often (`cobat` is combat, not Cabot; `creatute` creature, not create).
            if alike and (not candidates or -alike[0][1] * HEARD_ODDS >= -candidates[0][1]):
                candidates = alike
        correction = candidates[0][2] if candidates else None
        if len(self._corrections) > 5000:
            self._corrections.clear()
        self._corrections[key] = correction
        return correction

    def _first_sound_respelt(self, word):
        """(distance, -count, word) for the nearest English word that is word with its first letter written as the
        letters of SPELT_AS_HEARD for the same sound, as typed otherwise (distance 0: `fasing` phasing) or one slip
        from it (1: `komander`, comander, commander), the distance counted from the word respelt; else None."""
        found = []
        for letters in SPELT_AS_HEARD[word[:1]]:
            respelt = letters + word[1:]
            near = self.within(respelt, maxdist=1, prefix=len(letters) + 1, languages=("en",))
            found.extend((d, count, w) for d, count, w in near if w.startswith(letters))
        return min(found) if found else None

    def _inflected(self, word):
        """(distance, -count, word) for the nearest known word that word is with an English ending added (`-ing`,
        `-ed`, `-s`, `-er`), the stem typed as printed or one slip from it, else None. The texts print `trample`, not
        `trampling`: a slip of the inflected form is two or more from every word the texts print, one from its stem."""
        found = []
        for ending in INFLECTIONS:
            stem = word[: -len(ending)]
            if not word.endswith(ending) or len(stem) < 4:
                continue
            for base in dict.fromkeys((stem, stem + "e")):
                found.extend(c for c in self.within(base, maxdist=2, prefix=2) if c[0] <= 1 and c[2] != word)
        return min(found) if found else None

    def _run_together(self, word):
        """[(1, -count, "first second")] for the split of word into two English words the texts print often (each
        RUN_TOGETHER_COUNT times or more, of three letters or more), the split whose rarer word is the commonest."""
        english = self.counts.get("en", {})
        splits = [
            (min(english.get(word[:i], 0), english.get(word[i:], 0)), f"{word[:i]} {word[i:]}")
            for i in range(3, len(word) - 2)
        ]
        count, split = max(splits, default=(0, ""))
        return [(1, -count, split)] if count >= RUN_TOGETHER_COUNT else []

    def _heard(self, word):
        """The English words that sound as word does, within two edits (three for a word of eight letters or more:
        `tuffness`, toughness): [(distance, -count, word)]."""
        # Read per first letter, kept as typed (as within() keeps it): the words of one letter are a twentieth.
        head = word[:1]
        if head not in self._sounds:
            words = self.sorted.get("en", [])
            start = bisect.bisect_left(words, head)
            sounds = self._sounds[head] = {}
            for known in words[start : bisect.bisect_left(words, head + "\U0010ffff", start)]:
                sounds.setdefault(sound(known), []).append(known)
        found = []
        for known in self._sounds[head].get(sound(word), ()):
            distance = damerau_levenshtein(word, known)
            if known != word and distance <= (3 if len(word) >= 8 else 2):
                found.append((distance, -self.counts["en"][known], known))
        return sorted(found)

    def mostly_french(self, word, scale):
        """Whether the French texts print a word FRENCH_RATIO times as often as the English ones, for the same amount
        of text (scale: the English texts' size over the French ones')."""
        return self.count("fr", word) * scale > self.count("en", word) * FRENCH_RATIO

    def english_slip(self, word, scale):
        """The English word one slip away that a word of an English question printed mostly in French texts stands
        for (`equipement`: 554 times in the French texts, twice in the English ones, one letter from equipment), or
        None. scale: the English texts' size over the French ones' (their counts compared for the same amount of
        text). The English word must be mostly English itself, and printed as often as the French one (a word
        one letter from a rare English one is more likely French said on purpose)."""
        if not self.mostly_french(word, scale):
            return None
        french = self.count("fr", word)
        near = [
            (d, count, w)
            for d, count, w in self.within(word, maxdist=1, prefix=1, languages=("en",))
            if w != word and -count >= french and self.count("fr", w) * scale * FRENCH_RATIO < -count
        ]
        return min(near)[2] if near else None

    def _second_letter_slips(self, word):
        """Known words one slip away at the second letter (`satck` for stack, `sack` a dropped one), which keeping
        the first two letters misses: [(distance, -count, word)], as within() gives them."""
        if len(word) < 3:
            return []
        head, tail = word[0], word[1:]
        edits = {head + tail[1] + tail[0] + tail[2:], head + tail[1:]}
        edits.update(head + c + tail for c in _LETTERS)
        edits.update(head + c + tail[1:] for c in _LETTERS)
        edits.discard(word)
        return [
            (damerau_levenshtein(word, edit), -self.counts[language][edit], edit)
            for edit in edits
            for language in self.counts
            if edit in self.counts[language]
        ]

    def clear_caches(self):
        self._corrections.clear()


# Letters written for the same sound, in the order they are read: `ph` is f, `ch` a k, a `c` before e, i, y an s,
# else a k. An h after a vowel or an x is silent (`exaust` is exhaust); another is heard (`slell` is no shell,
# `tiing` no thing: a slipped key, not a sound).
_SOUNDS = (
    (re.compile("(?<=[aeiouyx])h"), ""),
    (re.compile("ph"), "f"),
    (re.compile("gh"), "f"),
    (re.compile("ck|ch|q|c(?![eiy])"), "k"),
    (re.compile("c"), "s"),
    (re.compile("x"), "ks"),
    (re.compile("z"), "s"),
)
_SILENT = re.compile("[aeiouy]")
# A word with an ending added or dropped (`cracks`, `triggerd`): an inflection, whose ending a slipped key may have
# written as well as a sound (`attackd` for attacks as for attacked).
_ENDINGS = ("", "s", "es", "d", "ed")


def _alike(word, nearest):
    """Whether the nearest correction is as good as one heard: it sounds as the word does, or it is the word with
    an ending added or dropped."""
    return sound(word) == sound(nearest) or _inflection(word, nearest)


def _alike_or_swapped(word, nearest):
    """Whether the nearest correction is as good as one heard: alike (_alike), or the word with two neighbouring
    letters swapped (SWAP_BEFORE_HEARD)."""
    return _alike(word, nearest) or (SWAP_BEFORE_HEARD and _swapped(word, nearest))


def _swapped(word, nearest):
    """Whether nearest is word with two neighbouring letters swapped (`cycel` and cycle)."""
    if len(word) != len(nearest):
        return False
    differ = [i for i, (a, b) in enumerate(zip(word, nearest, strict=True)) if a != b]
    return (
        len(differ) == 2
        and differ[1] == differ[0] + 1
        and word[differ[0]] == nearest[differ[1]]
        and word[differ[1]] == nearest[differ[0]]
    )


def _alike_first(word, candidates):
    """candidates ((distance, -count, word), sorted) with the commonest of the nearest ones alike to word (each
    likeness of ALIKE_FIRST_BY in turn) first, when the first is not and is printed less than HEARD_ODDS times as
    often."""
    for alike_enough in ALIKE_FIRST_BY:
        first = candidates[0]
        if alike_enough(word, first[2]):
            continue
        alike = [c for c in candidates if c[0] == first[0] and alike_enough(word, c[2])]
        if alike and -alike[0][1] * HEARD_ODDS >= -first[1]:
            candidates = [alike[0], *(c for c in candidates if c is not alike[0])]
    return candidates


def _inflection(word, nearest):
    """Whether nearest is word with an ending (_ENDINGS) added or dropped (`guys` and guy)."""
    longer, shorter = sorted((w.replace("'", "") for w in (word, nearest)), key=len, reverse=True)
    return longer.startswith(shorter) and longer[len(shorter) :] in _ENDINGS


def sound(word):
    """A word as heard, roughly: its first letter, then its consonants with the letters written for the same sound
    made one and doubled ones single (`pertection` and protection, `monark` and monarch, `libary` and library,
    `counterd` and countered sound alike; perfection, monk and counter do not)."""
    word = word.lower()
    for pattern, letters in _SOUNDS:
        word = pattern.sub(letters, word)
    return re.sub(r"(.)\1+", r"\1", word[:1] + _SILENT.sub("", word[1:]))


def _letters(words):
    """The sorted words' letters as code points, one row a word padded with zeros, and their lengths."""
    width = max(map(len, words), default=0) or 1
    codes = np.array(words, dtype=f"<U{width}").view(np.int32).reshape(len(words), width)
    return codes, np.fromiter(map(len, words), dtype=np.int64, count=len(words))


def _levenshtein(text, codes, lengths):
    """Each row's Levenshtein distance to text, the row being `codes[i, :lengths[i]]` (insertions, deletions and
    substitutions each one edit). One row of the dynamic program per letter of text, over every word at once;
    a word's insertions are the running minimum of (cost - column) along its row, plus the column."""
    width = int(lengths.max(initial=0))
    letters = codes[:, :width]
    columns = np.arange(width + 1)
    row = np.broadcast_to(columns, (len(codes), width + 1))
    for i, letter in enumerate(text, 1):
        best = np.empty_like(row)
        best[:, 0] = i
        best[:, 1:] = np.minimum(row[:, :-1] + (letters != ord(letter)), row[:, 1:] + 1)
        row = np.minimum.accumulate(best - columns, axis=1) + columns
    return row[np.arange(len(codes)), lengths]


# The likenesses _alike_first reads, in order. The sound as well (_alike after _inflection: `feer` fear, not fewer)
# was measured and not kept (smix17: typos never tuned hit@5 -1).
ALIKE_FIRST_BY = (_inflection,)
