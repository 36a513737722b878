"""The unstemmed words of each language, in memory: typo suggestions, prefixes, telling French from English.

Fuzzy matching of stems finds nothing for `contraptoin` or `mana abilty`, so
the index keeps every word as written (lower case, accents folded) with its
count, in words.json beside the index. Candidates within two edits come from
Whoosh's Levenshtein automaton walked over the sorted word list (bisect), which
is several times faster than walking Whoosh's on-disk term table.
"""

import bisect

from whoosh.automata.fsa import find_all_matches
from whoosh.automata.lev import levenshtein_automaton
from whoosh.support.levenshtein import damerau_levenshtein

# The words are stored lower-cased with their accents folded.
_LETTERS = "abcdefghijklmnopqrstuvwxyz"


class Lexicon:
    def __init__(self, counts):
        self.counts = {language: dict(table) for language, table in (counts or {}).items()}
        self.sorted = {language: sorted(table) for language, table in self.counts.items()}
        self._dfas = {}
        self._corrections = {}
        self._totals = {}

    def count(self, language, word):
        return self.counts.get(language, {}).get(word, 0)

    def total(self, language):
        """Every count of a language's words added up: two languages' counts compared (the French texts are a
        fifth of the English)."""
        if language not in self._totals:
            self._totals[language] = sum(self.counts.get(language, {}).values()) or 1
        return self._totals[language]

    def known(self, word):
        return any(word in table for table in self.counts.values())

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

    def within(self, word, maxdist=2, prefix=1):
        """Words within maxdist edits of word, keeping the first `prefix` letters: [(distance, -count, word)]."""
        dfa = self._dfas.get((word, maxdist, prefix))
        if dfa is None:
            dfa = levenshtein_automaton(word, maxdist, prefix).to_dfa()
            if len(self._dfas) > 1000:
                self._dfas.clear()
            self._dfas[word, maxdist, prefix] = dfa
        found = []
        for language, words in self.sorted.items():

            def first_at_least(text, words=words):
                i = bisect.bisect_left(words, text)
                return words[i] if i < len(words) else None

            for match in find_all_matches(dfa, first_at_least):
                found.append((damerau_levenshtein(word, match), -self.counts[language][match], match))
        return sorted(found)

    def correct(self, word):
        """The best correction of an unknown word, or None.

        Typos rarely touch the first two letters, and keeping them walks a
        tenth of the word list; only when that finds nothing is the second letter free.
        """
        if word in self._corrections:
            return self._corrections[word]
        candidates = sorted(self.within(word, prefix=2) + self._second_letter_slips(word)) or self.within(
            word, prefix=1
        )
        correction = candidates[0][2] if candidates else None
        if len(self._corrections) > 5000:
            self._corrections.clear()
        self._corrections[word] = correction
        return correction

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
        self._dfas.clear()
        self._corrections.clear()
