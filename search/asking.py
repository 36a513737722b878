"""What kind of fact a question asks for, and the paragraphs whose own words state that kind of fact.

A player asks `Who owns the token…?` or `Whose graveyard does it go to?`: the word that says what the answer is
about ("who", "whose") is a question word the finder does not search, and the situation's words ("token",
"graveyard") are in dozens of paragraphs. The paragraph that answers a "who" question names the owner (400.3 "its
owner's corresponding zone", 111.2 "The player who creates a token is its owner"). Among the finder's ranking, such
paragraphs weigh more when the question's asking sentence (its last sentence ending in "?") has that form. Read from
the question's form, never from a list of questions.
"""

import re

from .rulefinder import plain_terms, weighed

# The question's form and the plain-ranking terms (rulefinder.plain_terms: Porter stems) of a paragraph stating it.
WHO = re.compile(r"\b(?:who|whose)\b|\bwhich (?:one )?of (?:us|them)\b|\bwhich player\b", re.IGNORECASE)
# "controller" left out: "control" is in one paragraph of eight, and weighing it up moved nothing (measured).
OWNERSHIP = frozenset(plain_terms("owner owns"))
# (form, terms, factor): ×1.5 and ×2.0 gain the same "who" question (everyday4), ×1.2 none. A "can I" form (can,
# may, only ×1.1-1.5) and a "how many" form (a number word ×1.1-1.2) were measured and not kept (docs/search.md).
FORMS = ((WHO, OWNERSHIP, 1.5),)


def asking_sentence(text):
    """The sentence that asks: the last one ending in "?" (a question tells the scene first), else the last one."""
    sentences = [s for s in re.split(r"(?<=[.?!])\s+", (text or "").strip()) if s]
    if not sentences:
        return ""
    return next((s for s in reversed(sentences) if s.endswith("?")), sentences[-1])


def facts_asked(text):
    """[(terms, factor)]: the plain terms a paragraph states each asked kind of fact with (empty: no such form)."""
    asking = asking_sentence(text)
    return [(terms, factor) for form, terms, factor in FORMS if form.search(asking)]


def stating_first(finder, ranked, text):
    """The finder's ranking ([Ranked]) with the paragraphs whose own words state an asked kind of fact ×its
    factor (the largest, when it states two)."""
    facts = facts_asked(text)
    plain = finder.plain
    if not facts or not plain:
        return ranked

    def factor(number):
        i = plain.index.get(number)
        if i is None:
            return 1.0
        return max([f for terms, f in facts if not terms.isdisjoint(plain.docs[i])], default=1.0)

    return weighed(ranked, factor)
