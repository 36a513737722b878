"""A keyword or kind the question names in the plain words the CR's glossary defines it by (issue 20, everyday).

A player names an event in their own words: `my card swaps my life total with my opponent's`, not "exchange". The
finder weighs the rules of a keyword (701.x, 702.x) or a kind of card or variant whose name the question does not
say at UNNAMED_FAMILY (finder_query: `…damage still on it…` is not about Bloodthirst), and 701.12 Exchange is weighed
down with them. The CR's own glossary says the players' word: "Exchange: To swap two things, such as objects, sets of
objects, or life totals. See rule 701.12". A word of a glossary definition that names one family only (the rules its
"See rule" points to) and that hardly any rule outside that family holds (`swap`, `upright`, `sideways`,
`weakest`, `cancel`) is a plain name of it: a question saying it names the family as surely as its title.

A family whose title joins two names (701.26 Tap and Untap, 702.145 Daybound and Nightbound) is named by either:
`whenever a permanent becomes untapped` is about untapping.
"""

import re
from datetime import date

from rules.models import GlossaryEntry
from rules.rule_refs import is_under

from . import firstrules
from .finder_cache import FinderCache
from .ruleexpansion import KEYWORD_RULE

ON = True
# A definition's word is a plain name of its family when at most RARE_OUTSIDE of the finder's rules outside that
# family hold it (`swap`: 6, 702.65 Aura Swap's; `side`: 26, `front`: 30 are not).
RARE_OUTSIDE = 10
SEE_RULE = re.compile(r"\brules? (\d{3}(?:\.\d+[a-z]?)?)")
JOINED = re.compile(r"\s+and\s+")
# {finder: (current, {plain term: family})}, read once per finder and CR.
_WORDS = FinderCache()


def _family(number, families):
    """The keyword (701.x, 702.x) or kind (a section) of families a rule number is or falls under, or None."""
    keyword = KEYWORD_RULE.match(number)
    if keyword and keyword[0] in families:
        return keyword[0]
    return number[:3] if number[:3] in families else None


def _outside(finder, term, family):
    """How many of the finder's rules outside family hold term."""
    numbers = finder.numbers
    return sum(1 for i, _ in finder.postings.get(term, ()) if not is_under(numbers[i], family))


def plain_names(finder, current):
    """{term: the keyword or kind family (a rule number of RuleFinder.keywords or .kinds) it names plainly}: the
    rare words of the glossary definitions pointing to one family only."""
    kept = _WORDS.get(finder, current)
    if kept is None:
        families = set(finder.keywords.values()) | set(finder.kinds.values())
        rows = GlossaryEntry.objects.filter(version__effective_date=date.fromisoformat(current)).values_list(
            "term", "text"
        )
        size = dict.fromkeys(families, 0)
        for number in finder.numbers:
            if (family := _family(number, families)) is not None:
                size[family] += 1
        named = {}
        for term, text in rows:
            cited = {_family(n, families) for n in SEE_RULE.findall(text)} - {None}
            if len(cited) != 1:
                continue
            (family,) = cited
            own = set(finder.query_terms(term))
            for word in finder.query_terms(SEE_RULE.sub(" ", text)):
                # Only a word held by few rules in all can be held by few outside: the count is then worth making.
                few = len(finder.postings.get(word, ())) <= RARE_OUTSIDE + size[family]
                if word not in own and few and _outside(finder, word, family) <= RARE_OUTSIDE:
                    named.setdefault(word, set()).add(family)
        kept = _WORDS.put(finder, {word: next(iter(f)) for word, f in named.items() if len(f) == 1}, current)
    return kept


def named_families(finder, current, terms, unnamed):
    """The families of unnamed (RuleFinder.unnamed) a question's terms name after all: by a part of a joined title
    (`untap` of Tap and Untap) or by a plain name its glossary definition gives it (plain_names)."""
    if not ON or not unnamed:
        return set()
    said = set(terms)
    named = {
        number
        for title, number in {**finder.keywords, **finder.kinds}.items()
        if number in unnamed and len(parts := JOINED.split(title)) > 1 and any(_said(finder, p, said) for p in parts)
    }
    if current:
        named |= {family for term, family in plain_names(finder, current).items() if term in said} & unnamed
        # ... or describes it in its first rule's words (`a picture on both sides`: 712.1's `side`, firstrules.py).
        named |= firstrules.described_families(finder, current, terms, unnamed - named)
    return named


def _said(finder, name, said):
    words = set(finder.query_terms(name))
    return bool(words) and words <= said
