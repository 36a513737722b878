"""The situations a question naming NO card tells, read from situations.SITUATIONS' rows that need no card's text.

situations.py reads a question's situation (a target gone in response, a creature dying of damage marked earlier,
two replacement effects' order...) only when it names a card (finder_query reads it beside the cards' text). Most
of its rows need no card: their words alone tell the situation ("my opponent killed it in response, does my spell
still do anything?" is 608.2b whoever's card it was). A Told row's rules are what a named card's text says (a
stolen creature's duration, a devoid card's colour): with no card there is nothing to read, so those rows are left
out, as is tokens_sent (a named card's token type). The copy rows' words, written for a card question, are read
narrower here (_LOOSE); page 1 keeps the rules read in its top (kept_in_top), as situations.py a named card's.
"""

import re

from . import situations
from .situations import _COMPILED, NARROWER, enter_rules
from .situationtexts import Told

# Whether a question naming no card reads the card-free rows.
READ = True
# Where their rules enter the finder's list (situations.PLACE is a named card's).
PLACE = 3
# Whether page 1 keeps their first rule among situations.KEPT_TOP, as a named card's situation (kept_in_top).
KEPT = True

_FREE = tuple((says, rules) for says, rules in _COMPILED if not isinstance(rules, Told))

# Whether the copy rows read a question naming no card only when its words do not say another copy (_LOOSE; severy36:
# tuned +1, everyday19-6, never tuned unchanged).
NARROW = True
# The copy rows' words were written for a card question, whose card tells what is copied; a question naming no card
# says it, and a row whose rule these words contradict is not read (its wider 707, the subrule its words score best,
# is): 707.10's copy of a spell said in a question about a copy of a creature or other permanent ("my spell makes a
# token that's a copy of a creature" is 111.12/707.2's, not 707.10's), 707.2's counters said entering with them
# (707.5: an object entering as a copy takes what modifies how the copied one enters, not the counters put on it).
_LOOSE = {
    "707.10": re.compile(
        r"\bcop(?:y|ies) of (?:a |an |the |that |this |my |your |his |her |their |its |target |one )?(?:[\w'’]+ )?"
        r"(?:creature|permanent|land|artifact|enchantment|planeswalker|battle|token)s?\b"
    ),
    "707.2": re.compile(
        r"\b(?:enters?|entering|entered|(?:comes?|coming|came) (?:in|into play|onto the battlefield))\b[^.?]*"
        r"\bwith\b[^.?]*\bcounters?\b"
    ),
}


def _loose(rules, text):
    """Whether a card-free row's rules are one whose words the question contradicts (_LOOSE)."""
    return NARROW and any(n in _LOOSE and _LOOSE[n].search(text) for n in rules)


def situation_rules(words):
    """The rules of the card-free situations words tell (the question), in situations.situation_rules' order: a rule
    a Told row reads (with no card, its untold rules) still leaves out the wider ones it is NARROWER than (a stolen
    creature's "when do I get it back" is its duration's, not "you" (109.5)), but is not read itself; a row _loose
    reads nothing and leaves out nothing."""
    text = (words or "").lower()
    free = {n for says, rules in _FREE if all(p.search(text) for p in says) and not _loose(rules, text) for n in rules}
    if not free:
        return []
    read = (
        n
        for says, rules in _COMPILED
        if all(p.search(text) for p in says) and not (not isinstance(rules, Told) and _loose(rules, text))
        for n in (rules.untold if isinstance(rules, Told) else rules)
    )
    found = list(dict.fromkeys(read))
    out = {wider for n in found for wider in NARROWER.get(n, ())}
    return [n for n in found if n not in out and n in free]


def entered(finder, ranked, boost, terms, words, request, plan_, named):
    """The card-free situations' rules words tell, of an English question (request's, plan_ not French) naming no
    card (named: the cards it names), boosted and entered in the finder's list ranked at PLACE."""
    if READ and request.understanding.question and not named and not plan_.french:
        enter_rules(finder, ranked, boost, terms, situation_rules(words), PLACE)


def kept_in_top(page, words, named, french):
    """Page 1 with the first rule of the card-free situations words tell (a question naming no card: named, the
    cards it names, empty; not French) kept among the first situations.KEPT_TOP, as a named card's situation is
    kept (situations.kept_in_top): the fusion's other hits, not the finder's list, fill page 1's top."""
    if not (READ and KEPT) or named or french:
        return page
    return situations.kept_in_top(page, words, bases=situation_rules(words))
