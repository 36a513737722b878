"""What kind of fact a question asks for, and the paragraphs whose own words state that kind of fact.

A player asks `Who owns the token…?` or `Whose graveyard does it go to?`: the word that says what the answer is
about ("who", "whose") is a question word the finder does not search, and the situation's words ("token",
"graveyard") are in dozens of paragraphs. The paragraph that answers a "who" question names the owner (400.3 "its
owner's corresponding zone", 111.2 "The player who creates a token is its owner"). Among the finder's ranking, such
paragraphs weigh more when the question's asking sentence (its last sentence ending in "?") has that form. Read from
the question's form, never from a list of questions. ("How many" → a paragraph stating a number was measured and
not kept: docs/search.md, severy5.)
"""

import re

from .rulefinder import plain_terms

# The question's form and the plain-ranking terms (rulefinder.plain_terms: Porter stems) of a paragraph stating it.
WHO = re.compile(r"\b(?:who|whose)\b|\bwhich (?:one )?of (?:us|them)\b|\bwhich player\b", re.IGNORECASE)
# "controller" left out: "control" is in one paragraph of eight, and weighing it up moved nothing (measured).
OWNERSHIP = frozenset(plain_terms("owner owns"))
FORMS = ((WHO, OWNERSHIP),)
# ×1.5 and ×2.0 gain the same question (everyday4); ×1.2 none.
FACT_BOOST = 1.5


def asking_sentence(text):
    """The sentence that asks: the last one ending in "?" (a question tells the scene first), else the last one."""
    sentences = [s for s in re.split(r"(?<=[.?!])\s+", (text or "").strip()) if s]
    if not sentences:
        return ""
    return next((s for s in reversed(sentences) if s.endswith("?")), sentences[-1])


def facts_asked(text):
    """The plain terms a paragraph states the asked kind of fact with (empty when the question has no such form)."""
    asking = asking_sentence(text)
    found = set()
    for form, terms in FORMS:
        if form.search(asking):
            found |= terms
    return frozenset(found)


def stating_first(finder, ranked, text, factor=None):
    """The finder's ranking ([Ranked]) with the paragraphs whose own words state the asked kind of fact ×factor
    (FACT_BOOST)."""
    factor = FACT_BOOST if factor is None else factor
    facts = facts_asked(text)
    plain = finder.plain
    if not facts or not plain or factor == 1.0:
        return ranked

    def states(number):
        i = plain.index.get(number)
        return i is not None and not facts.isdisjoint(plain.docs[i])

    weighed = [type(r)(r.number, r.score * (factor if states(r.number) else 1.0)) for r in ranked]
    return sorted(weighed, key=lambda r: -r.score)
