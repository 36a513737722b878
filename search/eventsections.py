"""The section of a noun a question names kept from crowding out the section of what happens to it (issue 20,
everyday).

A player's question names the objects it is about (`life`, `tokens`, `my sorcery`, `the graveyard`) and what happens
to them (`swaps`, `instead of one of those draws`, `a second costume on it`). The CR gives each such noun a section of
its own in its first four chapters (119 Life, 111 Tokens, 307 Sorceries, 404 Graveyard): every subrule of it carries
the noun in its section's title and says it in its text, so the finder's first places fill with that one section's
rules (111.10e, 111.10q, 111.10j, 111.10r, 111.10p for a second Role on a creature), while the rule asked is that of
the event, elsewhere (303.7a).

A noun section is a section of chapters 1-4 (concepts, parts of a card, card types, zones) whose title is a noun
phrase: not "General", not led by a gerund (121 Drawing a Card, 103 Starting the Game tell what happens). A question
names one when every term of its title is among the question's. Its rules then keep their scores, but at most
NOUN_CAP of them stay among the finder's first NOUN_WITHIN (finderlist.families_capped): the others follow the best
rules of the other sections.

A keyword action the question says by its own word crowds the same way (severy38): "fight", "destroy", "search",
"reveal" are table words, and the action's rule (701.14 Fight, its four subrules) tells what the action is, while the
question asks what follows from it in the game (the damage's step 510.2, damage wearing off in cleanup 514.2). With
ACTIONS, each titled keyword action of 701 (701.N, read from today's CR like the sections) is capped as a noun
section is.
"""

import re
from datetime import date

from rules.models import RuleParagraph

from .finder_cache import FinderCache
from .finderlist import families_capped

ON = True
NOUN_CAP = 2
NOUN_WITHIN = 5
NOUN_CHAPTERS = "1234"
ACTIONS = True
SECTION = re.compile(r"\d{3}")
# A keyword action's rule: 701.14 Fight, 701.23 Search (titled in the CR as a section is).
ACTION = re.compile(r"701\.\d+")
GERUND = re.compile(r"[A-Za-z]+ing\b")
# {finder: (current, {noun section: its title's terms})}, read once per finder and CR.
_NOUNS = FinderCache()


def noun_sections(finder, current):
    """{noun section's (or keyword action's) number: frozenset of its title's finder terms} of the CR in force on
    current (ISO date)."""
    kept = _NOUNS.get(finder, current)
    if kept is None:
        rows = RuleParagraph.objects.filter(
            version__effective_date=date.fromisoformat(current), number__regex=r"^([0-9]{3}|701\.[0-9]+)$"
        ).values_list("number", "title")
        nouns = {}
        for number, title in rows:
            if ACTION.fullmatch(number):
                if not title:
                    continue
            elif not SECTION.fullmatch(number) or number[0] not in NOUN_CHAPTERS:
                continue
            elif not title or title == "General" or GERUND.match(title):
                continue
            terms = frozenset(finder.query_terms(title))
            if terms:
                nouns[number] = terms
        kept = _NOUNS.put(finder, nouns, current)
    return kept


def named_nouns(finder, current, terms):
    """The noun sections (and with ACTIONS the keyword actions) whose every title term is among terms (a question's
    finder terms)."""
    said = set(terms)
    return {
        number
        for number, words in noun_sections(finder, current).items()
        if words <= said and (ACTIONS or not ACTION.fullmatch(number))
    }


def nouns_capped(finder, current, ranked, terms):
    """The finder's list ([Ranked]) with at most NOUN_CAP rules of each noun section the question names among its
    first NOUN_WITHIN; the others follow, in their order."""
    if not ON or not NOUN_CAP or not current:
        return ranked
    named = named_nouns(finder, current, terms)
    if not named:
        return ranked
    return families_capped(ranked, dict.fromkeys(named, 1.0), cap=NOUN_CAP, within=NOUN_WITHIN)
