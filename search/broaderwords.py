"""A question's word read as the broader CR word its glossary entry defines it by (issue 20, everyday).

Players say "my opponent" where the rule says "player": 800.4a ("When a player leaves the game…") answers what
happens to `my opponent's stuff when they concede`, and says no "opponent". The finder weighs `opponent` as a rare,
telling word (IDF 2.8 over today's rules, against player's 0.8) and ranks the rules that do say it first, though
the CR's glossary says what an opponent is: "Someone a player is playing against." A short definition (at most
SHORT words: a genus and little else) whose first word that is itself a glossary headword (not the first of a
headword of two words: "A card type.") is far commoner in the
rules (BROADER times the word's document count) names the broader thing the word is a kind of: the question's word
then weighs between the two: its telling weight (weight × IDF) is the mean of its own and the broader word's, so
that a rule saying "player" is not passed by every rule saying "opponent" on that word alone. Searching the broader
word too instead (at half the word's telling weight, or at half its weight) lost tuned top fives net: "player", in
1,454 of today's rules, drew the rules of priority and of players in general (severy42's section in
docs/search-history.md).

Every pair comes from the glossary and the rules' document counts of today's CR; none from a question.
"""

import re
from datetime import date

from rules.models import GlossaryEntry

from .finder_cache import FinderCache

ON = True
SHORT = 8
BROADER = 3
SHARE = 0.5
SEE_RULE = re.compile(r"\bSee (?:also )?rules?\b.*", re.DOTALL)
# A definition of several senses ("1. A zone… 2. To put…") defines no one genus.
SENSES = re.compile(r"^\s*\d\.")
# {finder: (current, {term: broader term})}, read once per finder and CR.
_PAIRS = FinderCache()


def pairs_of(finder, rows):
    """{term: broader term} for glossary rows [(headword, definition)]: a one-term headword whose short definition's
    first one-term headword is BROADER times more frequent in the finder's rules."""
    heads, phrases = {}, set()
    for term, _ in rows:
        terms = tuple(finder.query_terms(term))
        if len(terms) == 1:
            heads[terms[0]] = term
        elif terms:
            phrases.add(terms)
    df = {t: len(finder.postings.get(t, ())) for t in heads}
    found = {}
    for term, text in rows:
        own = list(finder.query_terms(term))
        body = SEE_RULE.sub(" ", text)
        if len(own) != 1 or not df.get(own[0]) or SENSES.match(body) or len(re.findall(r"[A-Za-z]+", body)) > SHORT:
            continue
        words = list(finder.query_terms(body))
        for i, word in enumerate(words):
            # A genus of two words ("A card type.", "A keyword ability…") is no one broader word.
            if any(tuple(words[i : i + len(p)]) == p for p in phrases):
                break
            if word in heads and word != own[0]:
                if df[word] >= BROADER * df[own[0]]:
                    found[own[0]] = word
                break
    return found


def pairs(finder, current):
    """pairs_of today's glossary, read once per finder and CR date."""
    kept = _PAIRS.get(finder, current)
    if kept is None:
        rows = GlossaryEntry.objects.filter(version__effective_date=date.fromisoformat(current)).values_list(
            "term", "text"
        )
        kept = _PAIRS.put(finder, pairs_of(finder, list(rows)), current)
    return kept


def broader(finder, current, terms):
    """{term: its lowered weight} for a question's terms ({term: weight}) the glossary defines by a broader word:
    the mean of the term's and the broader word's IDF, over the term's IDF, times its weight."""
    if not ON or not current:
        return {}
    found = {}
    for term, word in pairs(finder, current).items():
        own, wide = finder.idf.get(term, 0.0), finder.idf.get(word, 0.0)
        if term in terms and own > wide:
            found[term] = terms[term] * (own + SHARE * (wide - own)) / own
    return found
