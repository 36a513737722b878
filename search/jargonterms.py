"""The entries of the jargon table (jargon.toml): a term of jargon (Term: its ways of saying it and its query) and a
number in the rules' structure (Numbered: its patterns and the rules it names). jargon.py parses the table into them
and reads a query with them. Split from jargon.py.
"""

import re
from dataclasses import dataclass
from functools import lru_cache

from .analysis import english_analyzer, shared
from .querywords import fold

NUMBER_WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}
ORDINAL_WORDS = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
}


def quote(phrase):
    """A way of saying a term as a query fragment: a bare word, or a phrase in quotes."""
    return phrase if re.fullmatch(r"[^\W_]+", phrase) else '"' + phrase.replace('"', "") + '"'


def _stems(phrase):
    """The set of a phrase's indexed words (English stems; mana symbols as written)."""
    return frozenset(t.text for t in shared(english_analyzer)(phrase))


def _words(phrase):
    """A way of saying a term as a query fragment: a word, or all the words of a phrase.

    Not a phrase query: the set algebra of counting.py answers an AND of cached words at once, a phrase
    needs Whoosh to walk word positions (tens of milliseconds the first time), and ranking already puts the
    documents with the words together first.
    """
    words = re.findall(r"\{[^{}\s]{1,8}\}|[^\W_]+(?:['\u2019][^\W_]+)*", phrase)
    inner = " ".join(f'"{w}"' if w.startswith("{") else w for w in words)
    return inner if len(words) == 1 else f"({inner})"


@dataclass(frozen=True)
class Term:
    """One [[term]] of jargon.toml."""

    says: tuple  # the ways of saying it, then its `cr` ways (the rule finder reads them all)
    also: tuple = ()
    fr: tuple = ()
    rule: str | None = None
    glossary: str | None = None
    cr: tuple = ()  # ways in the CR's words that do not name it
    slang: bool = False  # a player's word, no judge's: capitalized inside a sentence, it is part of a card's name
    names: frozenset = frozenset()  # ways of saying it (folded) that are also cards' names, at a sentence's start too
    when: tuple = ()  # (rule, pattern): the rule the term names when the query says what the pattern matches

    def rules_in(self, folded):
        """The rules the term names in a query (folded): the one its context words tell first (an Aura spell that
        fizzles is put into the graveyard by 608.3b, a permanent spell's resolution), then the defining one."""
        told = [rule for rule, pattern in self.when if pattern.search(folded)]
        return tuple(dict.fromkeys([*told, *([self.rule] if self.rule else [])]))

    @property
    def name(self):
        return self.says[0]

    @property
    def named_by(self):
        """The ways of saying it that name it when typed."""
        return tuple(p for p in self.says if p not in self.cr)

    @property
    def glossary_name(self):
        return self.glossary or self.says[0]

    def query(self, typed):
        """The words typed and every way of saying the term, as one OR group.

        A way that says more than another (`face-down creature` beside `face-down`) finds nothing more in an
        OR, and reading the postings of its common words (creature, spell) costs: it is left out.
        """
        kept = []
        for phrase in dict.fromkeys([typed, *self.says, *self.also]):
            words = _stems(phrase)
            if words and not any(other <= words for _, other in kept):
                kept = [(p, w) for p, w in kept if not words < w] + [(phrase, words)]
        return "(" + " OR ".join(dict.fromkeys(_words(p) for p, _ in kept)) + ")"


@lru_cache(maxsize=256)
def _patterns(says):
    """The regexes of a numbered entry's patterns (compiled once)."""
    compiled = []
    for pattern in says:
        regex = re.escape(fold(pattern))
        regex = regex.replace(r"\{n\}th", r"(?P<ordinal>\d{1,2}(?:st|nd|rd|th)|" + "|".join(ORDINAL_WORDS) + ")")
        regex = regex.replace(r"\{n\}", r"(?P<n>\d{1,2}|" + "|".join(NUMBER_WORDS) + r")")
        regex = regex.replace(r"\{x\}", r"(?P<x>[a-z])")
        regex = regex.replace(r"\ ", r"\s+")
        compiled.append(re.compile(r"(?<![\w.])" + regex + r"(?![\w.])"))
    return tuple(compiled)


@dataclass(frozen=True)
class Numbered:
    """One [[numbered]] of jargon.toml."""

    says: tuple
    rules: tuple
    n: tuple = (1, 9)
    x: str = ""
    search: str | None = None
    when: tuple = ()

    def patterns(self):
        return _patterns(self.says)

    def read(self, match):
        """(n, x) of a regex match when this entry covers them, else None."""
        groups = match.groupdict()
        if groups.get("ordinal"):
            word = groups["ordinal"]
            n = ORDINAL_WORDS.get(word) or int(re.match(r"\d+", word).group(0))
        else:
            word = groups.get("n")
            n = NUMBER_WORDS.get(word) or int(word)
        x = groups.get("x") or ""
        if not self.n[0] <= n <= self.n[1] or (x and x not in self.x) or (self.x and not x):
            return None
        return n, x

    def fill(self, template, n, x):
        return (
            template.replace("{n}", str(n)).replace("{x}", x).replace("{letter}", "abcdefghijklmnopqrstuvwxyz"[n - 1])
        )
