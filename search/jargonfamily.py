"""A slang term's family fetched: its best rule for the question's other words enters fifth (smix19).

A player's word with no rule of its own (`alpha strike`, `crack back`, `topdeck`) is searched through its CR words
(jargon.toml's `cr`: "attack"), and those words name a family of rules, not one: the declare attackers step. The
question's other words say which rule of the family is asked (`alpha strike against a player with two
planeswalkers…` is 508.1b, who each attacker attacks), but the finder ranks every rule by all the words at once:
the CR words draw the rules "attack" is said most in, the other words rules of other sections, and the rule asked
is often not fetched at all (smix18: 7 of 11 tuned jargon misses outside the top 50). So the family is fetched: its
rules scored by the question's other words alone (the term's CR words out), the best entering the fifth place when
it is not in the top five already (as frenchsiblings.section_neighbour_lifted does for a French question).

The family is the CR section holding most of the CR words' best rules (family_of, smix18's, whose ×1.3 lift of the
whole family was not merged). A keyword's family (701, 702) is left alone: a keyword the question does not name is
kept down on purpose (finderlist.unnamed_families_down).
"""

from collections import Counter

from .cardtypes import family_best
from .finder_cache import FinderCache
from .rulefinder import Ranked

# The switch, and the place (0-based) the family's best rule enters.
FETCHED = True
PLACE = 4
# The CR words' best rules read (SEEDS), and how many of them a section must hold to be the family.
SEEDS = 6
AT_LEAST = 2
KEYWORD_SECTIONS = ("701", "702")

# {finder: {a term's CR words: its family}}: kept with the finder, so a new index reads them again (keyed by the
# finder's id, a later finder given a freed one's id read its families, and the table grew with every index).
_FAMILIES = FinderCache()


def section_of(number):
    """The CR section of a rule number: `508.1b` → `508`."""
    return number.split(".")[0]


def family_of(finder, words):
    """The section (`508`) holding most of the best rules of a term's CR words {term: weight} (at least AT_LEAST of
    the SEEDS best, the first such when two hold as many), or None; never a keyword section."""
    families = _FAMILIES.get(finder)
    if families is None:
        families = _FAMILIES.put(finder, {})
    key = tuple(sorted(words.items()))
    if key not in families:
        ranked = finder.rank(Counter(words), limit=SEEDS) if words else []
        counts = Counter(section_of(r.number) for r in ranked)
        held = [s for s, n in counts.most_common() if n >= AT_LEAST and s not in KEYWORD_SECTIONS]
        families[key] = held[0] if held else None
    return families[key]


def fetched(finder, understanding, terms, cr_words):
    """The rules ([rule number], at most one per family) of the families of the slang terms a question says (not in
    passing) with no rule of their own, each the family's rule the question's other terms score best (terms: the
    question's {term: weight}, cr_words(finder, term): a term's CR words, left out); [] when no other word is left or
    none of the family's rules holds one."""
    if not FETCHED:
        return []
    found = []
    for match in understanding.matches:
        term = match.term
        if term is None or match.aside or not term.slang or term.rule or not term.cr:
            continue
        words = cr_words(finder, term)
        section = family_of(finder, words)
        others = {t: w for t, w in terms.items() if t not in words}
        best = family_best(finder, others, section) if section and others else None
        if best is not None and best not in found:
            found.append(best)
    return found


def entered(ranked, numbers, top=PLACE + 1):
    """The finder's list ([Ranked]) with each rule of numbers not in its first top places moved (or put, with the
    score there) to the last of them."""
    for number in numbers:
        if any(r.number == number for r in ranked[:top]) or len(ranked) < top:
            continue
        rest = [r for r in ranked if r.number != number]
        ranked = [*rest[: top - 1], Ranked(number, rest[min(top, len(rest)) - 1].score), *rest[top - 1 :]]
    return ranked
