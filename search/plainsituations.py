"""The situations a question naming NO card tells, read from situations.SITUATIONS' rows that need no card's text.

situations.py reads a question's situation (a target gone in response, a creature dying of damage marked earlier,
two replacement effects' order...) only when it names a card (finder_query reads it beside the cards' text). Most
of its rows need no card: their words alone tell the situation ("my opponent killed it in response, does my spell
still do anything?" is 608.2b whoever's card it was). A Told row's rules are what a named card's text says (a
stolen creature's duration, a devoid card's colour): with no card there is nothing to read, so those rows are left
out, as is tokens_sent (a named card's token type).
"""

from . import situations
from .situations import _COMPILED, enter_rules
from .situationtexts import Told

# Whether a question naming no card reads the card-free rows.
READ = True
# Where their rules enter the finder's list (situations.PLACE is a named card's).
PLACE = 3

_FREE = tuple((says, rules) for says, rules in _COMPILED if not isinstance(rules, Told))


def situation_rules(words):
    """The rules of the card-free situations words tell (the question), in situations.situation_rules' order: a rule
    a Told row reads (with no card, its untold rules) still leaves out the wider ones it is NARROWER than (a stolen
    creature's "when do I get it back" is its duration's, not "you" (109.5)), but is not read itself."""
    text = (words or "").lower()
    free = {n for says, rules in _FREE if all(p.search(text) for p in says) for n in rules}
    return [n for n in situations.situation_rules(words) if n in free] if free else []


def entered(finder, ranked, boost, terms, words, request, plan_, named):
    """The card-free situations' rules words tell, of an English question (request's, plan_ not French) naming no
    card (named: the cards it names), boosted and entered in the finder's list ranked at PLACE."""
    if READ and request.understanding.question and not named and not plan_.french:
        enter_rules(finder, ranked, boost, terms, situation_rules(words), PLACE)


def kept_in_top(page, words, named, french):
    """Page 1 with the first rule of the card-free situations words tell (a question naming no card: named, the
    cards it names, empty; not French) kept among the first situations.KEPT_TOP, as a named card's situation is
    kept (situations.kept_in_top): the fusion's other hits, not the finder's list, fill page 1's top."""
    if not READ or named or french:
        return page
    return situations.kept_in_top(page, words, bases=situation_rules(words))
