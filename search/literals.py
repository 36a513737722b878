"""The literal words a regular expression cannot match without: a substring test many times cheaper than the search.

A pattern like `\\bface[- ]down\\b|\\bturn(s|ed)? it face up\\b` matches no text that holds neither "face" nor "it
face up"; `needed` reads such a set of alternatives from the pattern's parse tree (re's own parser), and `may_match`
tests them in a text lowered. The set is only ever a necessary condition (what cannot be read is left out, a
pattern with no such set is always searched): skipping the search when the test fails changes no result.
"""

from re import _constants as sre
from re import _parser

# The characters outside ASCII that re's IGNORECASE matches to an ASCII letter (İ ı ſ K: every code point tried),
# which str.lower() does not turn into that letter: a text holding one is always searched.
_ODD = frozenset("\u0130\u0131\u017f\u212a")
_REPEATS = (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT)


def needed(pattern, flags=0):
    """A frozenset of lowercase strings, one of which every text the pattern matches holds (case ignored), or None
    when the pattern has no such set (an alternative that is no literal text)."""
    return _sequence(_parser.parse(pattern, flags).data)


def may_match(needs, text, lowered):
    """Whether the pattern of `needs` (needed()) can match text; lowered: text.lower()."""
    if needs is None or (not text.isascii() and not _ODD.isdisjoint(text)):
        return True
    return any(part in lowered for part in needs)


def _sequence(items):
    """The best set of alternatives one of the items needs: its shortest string the longest."""
    found, run = [], []
    for op, av in items:
        if op is sre.LITERAL and av < 128:
            run.append(chr(av).lower())
            continue
        if run:
            found.append(frozenset(["".join(run)]))
            run = []
        needs = _item(op, av)
        if needs:
            found.append(needs)
    if run:
        found.append(frozenset(["".join(run)]))
    return max(found, key=lambda needs: (min(map(len, needs)), -len(needs)), default=None)


def _item(op, av):
    if op is sre.SUBPATTERN:
        return _sequence(av[-1].data)
    if op is sre.ATOMIC_GROUP:
        return _sequence(av.data)
    if op in _REPEATS and av[0] >= 1:
        return _sequence(av[2].data)
    if op is sre.BRANCH:
        branches = [_sequence(branch.data) for branch in av[1]]
        if all(branches):
            return frozenset().union(*branches)
    return None
