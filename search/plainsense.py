"""A keyword's name said as a plain word, not as the keyword (issue 20, everyday: a term misread).

A keyword's name (701.x, 702.x) is often an English word a player says in its everyday sense: `my partner sitting
next to me` (702.124 Partner), `my teammate offered to pay` (702.48 Offering), `a slanted word before a dash` (702.109
Dash), `hits them in a fight` (701.14 Fight). The finder reads the family as named (RuleFinder.unnamed leaves it out),
and its rules, holding the rare name, fill the first places.

A question about the keyword says something else its rules say: `two creatures with partner … my commander` (702.124's
rules hold `commander`), `dash a creature and then return it to my hand` (`return`, `hand`). A family named by its
name alone, in an English question whose other words include at least one rarer word (IDF of at least RARE_IDF)
and none of whose rarer words any rule of the family holds, is read as not named: weighed down as an unnamed family.
A question saying nothing but the keyword (`what does ward do`) keeps it named.

Read from today's CR only (the finder's keyword names and postings); no word of a question is listed.
"""

import weakref

from rules.rule_refs import is_under

ON = True
# A word this rare (the finder's IDF; `opponent` 2.8, `block` 3.0, `commander` 2.8, `mana` 2.1, `two` 1.9) tells
# what a question is about; commoner ones (`card`, `creature`, `cost`) are in every question.
RARE_IDF = 2.5
# {finder: [(frozenset of a keyword name's terms, its rule number)]}, read once per finder.
_NAMES = weakref.WeakKeyDictionary()


def _names(finder):
    kept = _NAMES.get(finder)
    if kept is None:
        kept = [(frozenset(finder.query_terms(name)), number) for name, number in finder.keywords.items()]
        kept = [(words, number) for words, number in kept if words]
        _NAMES[finder] = kept
    return kept


def misread(finder, terms, unnamed, boost):
    """The keyword families (rule numbers of RuleFinder.keywords) not in unnamed that a question's terms name by
    their name only: its other rare terms (IDF ≥ RARE_IDF) exist and no rule of the family holds any of them. The
    boost the name's match gave them ({rule number: factor}) is taken back."""
    if not ON:
        return set()
    said = set(terms)
    found = set()
    for words, number in _names(finder):
        if number in unnamed or not words <= said:
            continue
        rare = [t for t in said - words if finder.idf.get(t, 0) >= RARE_IDF]
        if rare and not any(_held(finder, term, number) for term in rare):
            found.add(number)
    for number in [n for n in boost if any(is_under(n, family) for family in found)]:
        del boost[number]
    return found


def _held(finder, term, family):
    numbers = finder.numbers
    return any(is_under(numbers[i], family) for i, _ in finder.postings.get(term, ()))
