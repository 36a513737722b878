"""Rulings as a bridge from a situation told in a player's words to the rules it asks about.

A question that names no card and no rules word tells only a situation (`My creature has 0 power, and I have a card
that says my creatures deal 1 more damage...`). The CR says the rule in its own words; the cards' rulings tell the same
situations in words nearer a player's ("If a creature with 0 power would deal damage, ..."), and rulings/links.py
links each ruling to the rules it rests on (rulingrests.py: about 80 % of the links are right). Session 3 tried this
with the links of then and every question; here only a question naming no card and no rules word is read, and only
a ruling that holds most of its rare words (HELD of their IDF) lends its rules, at a low weight: each such rule's
family ranks BOOST times higher in the finder, and its best rule for the question's words enters the finder's list at
PLACE when none of the family is in it.

Nothing here is tuned to a question: the rulings' texts, the links and the plain ranking's IDF make the table.
"""

import math
from collections import Counter, defaultdict
from datetime import date
from functools import lru_cache

from rules.models import RuleParagraph
from rulings.models import Ruling

from .plainterms import plain_terms

# Measured on /tmp/m26 (search-history.md, severy25) and left off: each moved the tuned figures by a few questions
# either way and the never-tuned ones not at all. ON: the finder's hook (lent_rules, shown_in_examples).
ON = False
# The rulings' rules (lent_rules): never-tuned 92.5 / 71.5 unchanged, tuned hit@5 +6 -3 questions, everyday16 P@1 -1.
# Only 289 rules are rested on by some ruling (707, 603 and 608.2b hold a third of the links): 12 of everyday16-18's
# 90 questions want one of them.
RULINGS_ON = False
# A ruling lends its rules when it holds this share (by IDF) of the question's rare words (rulefinder.rare) ...
HELD = 0.6
# ... and the question has this many rare words at least (one or two rare words are in hundreds of rulings).
MIN_RARE = 3
# The rulings read (best held first), the rules lent (most lent first), the family boost and the place entered.
RULINGS = 3
RULES = 2
BOOST = 1.3
PLACE = 8
# The CR's examples ("Example: A player casts ...") as a bridge too, for a long question (LONG words or more): a
# paragraph whose examples hold EXAMPLE_HELD of the question's rare words lends itself.
# (measured: no figure moved.)
EXAMPLES = False
EXAMPLE_HELD = 0.6
LONG = 15
# The rulings' words as a bridge: the rulings (any, linked or not) holding EXPAND_HELD or more of the question's rare
# words lend their rare CR words (finder IDF EXPAND_IDF or more) the question does not say, at EXPAND_WEIGHT × the
# share held (measured: never-tuned unchanged, tuned hit@5 +13 -10 questions, everyday18 +1; the rulings that hold a
# situation's rare words hold its colloquial ones, `already`, `after`, `out`: the words lent are another card's).
EXPAND = False
EXPAND_WEIGHT = 0.3
EXPAND_IDF = 2.5
EXPAND_HELD = 0.5
# The question's rare words weighed by their IDF among the rulings when a ruling's share is counted (measured with
# EXPAND: tuned +14 -11, everyday16-18 unchanged, never-tuned unchanged).
RULING_IDF = True


@lru_cache(maxsize=1)
def _postings(finder):
    """{plain term: [ruling uid]} of the rulings with links (finder.rests), read once per finder (its data changes
    with the index)."""
    rests = finder.rests or {}
    postings = defaultdict(list)
    if not rests:
        return postings
    for uid, text in Ruling.objects.values_list("uid", "text").iterator(chunk_size=5000):
        if uid in rests:
            for term in set(plain_terms(text)):
                postings[term].append(uid)
    return postings


def lent_rules(finder, words):
    """The rules (today's numbers, paragraphs and subrules only) that the rulings holding HELD or more of the words'
    rare terms rest on, most lent first; [] for words with fewer than MIN_RARE rare terms."""
    rare = finder.rare(words)
    total = sum(rare.values())
    if not RULINGS_ON or len(rare) < MIN_RARE or not total:
        return []
    postings = _postings(finder)
    held = Counter()
    for term, idf in rare.items():
        for uid in postings.get(term, ()):
            held[uid] += idf
    best = sorted(((h / total, uid) for uid, h in held.items() if h / total >= HELD), reverse=True)[:RULINGS]
    votes = Counter()
    for share, uid in best:
        for number in finder.rests.get(uid, ()):
            if "." in number:
                votes[number] += share
    return [number for number, _ in votes.most_common(RULES)]


@lru_cache(maxsize=2)
def _example_postings(finder, current):
    """{plain term: [paragraph number]} of today's paragraphs' examples, read once per finder and CR."""
    postings = defaultdict(list)
    if not current:
        return postings
    rows = RuleParagraph.objects.filter(version__effective_date=date.fromisoformat(current)).values_list(
        "number", "examples"
    )
    for number, examples in rows:
        for term in set(plain_terms(" ".join(examples or []))):
            postings[term].append(number)
    return postings


def shown_in_examples(finder, current, words):
    """The paragraphs (at most RULES) whose examples hold EXAMPLE_HELD or more of a long question's rare words."""
    rare = finder.rare(words)
    total = sum(rare.values())
    if len(words.split()) < LONG or len(rare) < MIN_RARE or not total:
        return []
    held = Counter()
    postings = _example_postings(finder, current)
    for term, idf in rare.items():
        for number in postings.get(term, ()):
            held[number] += idf
    best = sorted(((h / total, n) for n, h in held.items() if h / total >= EXAMPLE_HELD), reverse=True)
    return [n for _, n in best[:RULES]]


@lru_cache(maxsize=1)
def _rulings(finder):
    """({plain term: [ruling uid]}, {uid: text}) of every ruling, read once per finder."""
    postings, texts = defaultdict(list), {}
    for uid, text in Ruling.objects.values_list("uid", "text").iterator(chunk_size=5000):
        texts[uid] = text
        for term in set(plain_terms(text)):
            postings[term].append(uid)
    return postings, texts


def lent_words(finder, words, terms):
    """{finder term: weight} of the rare CR words that the rulings holding EXPAND_HELD or more of the words' rare
    terms say and the question's terms (the finder's) do not; {} for words with fewer than MIN_RARE rare terms."""
    rare = finder.rare(words)
    total = sum(rare.values())
    if not EXPAND or len(rare) < MIN_RARE or not total:
        return {}
    postings, texts = _rulings(finder)
    if RULING_IDF:
        # A word rare in the CR but said by many rulings (`already`, `after`, `out`) tells no ruling apart.
        rare = {t: math.log(len(texts) / len(postings[t])) for t in rare if postings.get(t)}
        total = sum(rare.values())
        if not total:
            return {}
    held = Counter()
    for term, idf in rare.items():
        for uid in postings.get(term, ()):
            held[uid] += idf
    best = sorted(((h / total, uid) for uid, h in held.items() if h / total >= EXPAND_HELD), reverse=True)
    lent = {}
    for share, uid in best[:RULINGS]:
        for term in finder.query_terms(texts[uid]):
            if term not in terms and finder.idf.get(term, 0.0) >= EXPAND_IDF:
                lent[term] = max(lent.get(term, 0.0), EXPAND_WEIGHT * share)
    return lent
