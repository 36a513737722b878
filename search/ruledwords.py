"""The words of the rulings each rule rests on, as the rule finder's field "ruled" (document expansion).

A player asks in the words the Gatherer rulings use ("it's still blocking", "the spell resolves anyway"), not the
CR's; rulings/links.py links each ruling to the rules it rests on (rulingrests.table, read once at build), so the
rulings of a rule say how players meet it. Before this, a ruling's words reached a rule only when the question
named the ruling's card (finder_query's rests); the rule's own document held none of them (severy41: of 290 tuned
everyday misses whose expected rule is outside the finder's ten, 21 miss a rare question word that only the rule's
rulings say).

A rule with many rulings (707 has about a thousand) would hold every word some card's ruling says; each word is
counted by the SHARE of the rule's rulings that say it, so the words its rulings say again and again are what they
lend, and the whole field weighs about as much as one ruling's words.
"""

from collections import Counter, defaultdict

from rulings.models import Ruling

# The field's weight in BM25F (rulefinder.WEIGHTS' scale: examples 0.5, the players' asks 2.0).
WEIGHT = 0.5
# A word is lent when at least this many of the rule's rulings say it: one ruling's words are its card's (a name,
# a mana cost), not how the rule is met.
SEEN = 2


def ruled_terms(rests, terms):
    """{rule number: Counter(term: share of the rule's rulings saying it)}; rests: {ruling uid: [rule numbers]},
    terms: a text's finder terms (rulefinder._terms)."""
    said = {}
    for uid, text in Ruling.objects.filter(uid__in=list(rests)).values_list("uid", "text"):
        said[uid] = set(terms(text))
    counts, rulings = defaultdict(Counter), Counter()
    for uid, numbers in rests.items():
        for number in numbers:
            rulings[number] += 1
            counts[number].update(said.get(uid, ()))
    return {
        number: Counter({t: c / rulings[number] for t, c in seen.items() if c >= SEEN})
        for number, seen in counts.items()
    }
