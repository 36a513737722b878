"""A question naming no card read against the rulings' sentences, each as a players' question of the rules it rests on.

A ruling says a general rule in a card's situation ("If the creature leaves the battlefield before the ability
resolves, ..."), closer to a table's words than the CR's paragraph; rulings/links.py links each ruling to the rules it
rests on (search/rulingrests.py, the finder's "rests"). A question naming no card tells a situation in such words:
the ruling nearest to it (the Dice overlap of their words weighed by IDF, as RuleFinder.ask_likeness reads the
players' questions) names the rule it asks. Only rulings sharing MIN_SHARED or more of the question's rare words
are read (an inverted index of those words, built once per finder), so a question costs a few set intersections.

Measured by severy37 (session 37): see docs/search-history.md.
"""

from collections import Counter, defaultdict

from rulings.models import Ruling

from .plainterms import plain_terms
from .rulefinder import LIKENESS_FLOOR, QUESTION_WORDS, RARE_IDF

# Whether a question naming no card reads the rulings' sentences (plainsituations.entered calls nearest()).
READ = True
# The nearest ruling's likeness to the question from which its rules are read.
FLOOR = 0.5
# The question's rare words (RARE_IDF or more in the plain ranking) a ruling must share to be read.
MIN_SHARED = 2
# Where the nearest ruling's rules enter the finder's list: below a card-free situation's (plainsituations.PLACE).
PLACE = 5

_QUESTION_TERMS = frozenset(t for w in QUESTION_WORDS for t in plain_terms(w))
_table = {"rests": None, "rulings": [], "postings": {}}


def _read(finder):
    """[(terms, rules)] of every ruling that rests on a rule, and {rare term: [ruling index]}, for this finder."""
    if _table["rests"] is finder.rests:
        return _table["rulings"], _table["postings"]
    idf = finder.plain.idf if finder.plain else {}
    texts = dict(Ruling.objects.filter(uid__in=list(finder.rests)).values_list("uid", "text"))
    rulings, postings = [], defaultdict(list)
    for uid, rules in finder.rests.items():
        if uid not in texts:
            continue
        terms = frozenset(plain_terms(texts[uid])) - _QUESTION_TERMS
        for term in terms:
            if idf.get(term, 0.0) >= RARE_IDF:
                postings[term].append(len(rulings))
        rulings.append((terms, rules))
    _table.update(rests=finder.rests, rulings=rulings, postings=dict(postings))
    return rulings, _table["postings"]


def nearest(finder, text):
    """The rules of the ruling nearest to text (likeness FLOOR or more, MIN_SHARED rare words shared), or []."""
    if not READ or not finder.rests or not finder.plain:
        return []
    rulings, postings = _read(finder)
    rare = finder.rare(text)
    shared = Counter(i for term in rare for i in postings.get(term, ()))
    candidates = [i for i, count in shared.items() if count >= MIN_SHARED]
    if not candidates:
        return []
    idf = finder.plain.idf
    unseen = max(idf.values(), default=0.0)

    def weight(term):
        return max(idf.get(term, unseen), LIKENESS_FLOOR)

    asked = frozenset(plain_terms(text)) - _QUESTION_TERMS
    asked_weight = sum(weight(t) for t in asked)
    best, rules = 0.0, []
    for i in candidates:
        terms, its_rules = rulings[i]
        likeness = 2 * sum(weight(t) for t in asked & terms) / (asked_weight + sum(weight(t) for t in terms))
        if likeness > best:
            best, rules = likeness, its_rules
    return list(rules) if best >= FLOOR else []
