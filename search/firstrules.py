"""A card kind or keyword the question describes in the words of its first rule (issue 20, everyday).

A player describes a kind of card rather than naming it: `my card with a picture on both sides` for a double-faced
card. The finder weighs the rules of a keyword or kind whose name the question does not say at UNNAMED_FAMILY
(finder_query); glossarywords.py lifts that weight for the glossary's plain word of a family. A family's first rule
(712.1 "A double-faced card has a Magic card face on one side and … on the other. (It does not have a Magic card
back.)") says what it is in the CR's own words: a word of it held by the family's rules for a good share of the
rules holding it (`side`: 12 of 38 are 712's) describes the family, and a question saying two of them names the
family after all. Mined from the CR, never from a question; no score is raised, the family is only not weighed down.
"""

from collections import Counter

from rules.models import RuleParagraph
from rules.rule_refs import is_under

from .finder_cache import FinderCache

ON = True
# A first rule's word describes its family when at least SHARE of the finder's rules holding it are the family's and
# at least INSIDE of them are (`side`: 12 of 38 are 712's; `card`: 59 of 1,478 are not).
SHARE = 0.2
INSIDE = 2
# A question describes a family when it says at least SAID of its describing words (`back` alone is also `go back`
# to a hand, `side` alone `my opponent's side`, `out` alone a permanent that is out, not phasing).
SAID = 2
# {finder: (current, {term: {family}})}, read once per finder and CR.
_WORDS = FinderCache()


def describing_words(finder, current):
    """{term: the families (RuleFinder.keywords' and .kinds' numbers) whose first rule says it, a good share of
    the rules holding it being that family's}: neither a word of the family's name."""
    kept = _WORDS.get(finder, current)
    if kept is None:
        names = {}
        for name, number in {**finder.keywords, **finder.kinds}.items():
            names.setdefault(number, set()).update(finder.query_terms(name))
        firsts = {number: (f"{number}.1", f"{number}a") for number in names}
        wanted = {n for pair in firsts.values() for n in pair}
        texts = dict(
            RuleParagraph.objects.filter(version__effective_date=current, number__in=wanted).values_list(
                "number", "text"
            )
        )
        # Each rule's families read once: testing every holder of every first rule's words with is_under took
        # seconds (`card` alone has 1,478 holders), paid by a fresh process's first question.
        under = [_families_of(number, names) for number in finder.numbers]
        sizes = Counter(family for families in under for family in families)
        words = {}
        for family, pair in firsts.items():
            text = next((texts[n] for n in pair if n in texts), "")
            for term in set(finder.query_terms(text)) - names[family]:
                if any(c.isdigit() for c in term):
                    continue  # a rule's number (`714` of 702.155a) is a reference, not a description
                holders = finder.postings.get(term, ())
                if sizes[family] < max(INSIDE, SHARE * len(holders)):
                    continue  # too few of the family's rules for a share of them
                inside = sum(1 for i, _ in holders if family in under[i])
                if inside >= INSIDE and inside >= SHARE * len(holders):
                    words.setdefault(term, set()).add(family)
        kept = _WORDS.put(finder, words, current)
    return kept


def _families_of(number, families):
    """The families (keys of families) a rule number is under, by rules.rule_refs.is_under."""
    return {family for family in _ancestors(number) if family in families and is_under(number, family)}


def _ancestors(number):
    # 702.19b is under 702.19 and 702; 712.1 under 712; nothing else can hold it (is_under).
    section, _, rest = number.partition(".")
    return {number, number.rstrip("abcdefghijklmnopqrstuvwxyz"), section} if rest else {number}


def described_families(finder, current, terms, unnamed):
    """The families of unnamed a question's terms describe in their first rule's words (describing_words)."""
    if not ON or not unnamed or not current:
        return set()
    words = describing_words(finder, current)
    counts = Counter(family for term in set(terms) for family in words.get(term, ()) if family in unnamed)
    return {family for family, n in counts.items() if n >= SAID}
