"""The rules of a named card's kind, read from its type line: an Aura's (303.4), an Equipment's (301.5), a
planeswalker's (306, and 606 for its loyalty abilities), a saga's (714), a land's (305), a split card's (709), a
double-faced card's (712).

A question about a card seldom names its kind (`is there any way to cast ethereal armor with no creature…`: 303.4a,
an Aura spell requires a target; `Can I use Liliana of the Veil's +1 on my opponent's turn?`: 606.3). The card's
text says the keywords it has, not what kind of card it is: its type line does.
"""

import math
import re

from rules.rule_refs import is_under

from .rulefinder import Ranked

# (a word of the type line, the sections or rules that govern that kind). Creature, instant, artifact… are not
# here: nearly every card question names one, and their sections say little a question asks.
TYPE_RULES = (
    ("Aura", ("303.4",)),
    ("Equipment", ("301.5",)),
    ("Vehicle", ("301.7",)),
    ("Planeswalker", ("306", "606")),
    ("Saga", ("714",)),
    ("Land", ("305",)),
)
SPLIT = "709"
DOUBLE_FACED = "712"


def kind_rules(name, text):
    """The rules of a card's kind ([number]) from its name and its text as the index stores it (type line first)."""
    lines = (text or "").splitlines()
    type_line = lines[0] if lines else ""
    found = [n for word, numbers in TYPE_RULES if re.search(rf"\b{word}\b", type_line) for n in numbers]
    if " // " in name:
        # A split card's faces share one mana line (`{1}{R} // {1}{U}`); a double-faced card transforms.
        if len(lines) > 1 and " // " in lines[1]:
            found.append(SPLIT)
        elif "transform" in (text or "").lower():
            found.append(DOUBLE_FACED)
    return list(dict.fromkeys(found))


# BM25's length norm when the finder's paragraphs compete as members of one family only (None: the finder's own b):
# none. The finder's b (0.75) keeps a long paragraph from winning a whole-CR ranking by its length alone; among one
# section's rules, which all say the section's words, it made the short general rule win over the long one that holds
# more of the question (`hive mind copies, are they cast? do they count for storm?`: 707.12, a copy is put on the
# stack, over 707.10, a copy of a spell isn't cast). scard27: b 0.5 moved nothing, 0.3 one tuned question, 0 two;
# 0 also lost the exact wording a member says (`an aura spell requires a target`: 303.4 over 303.4a, test_scard7),
# which 0.3 keeps.
FAMILY_B = 0.3


def family_best(finder, terms, base):
    """The rule of a family (base and its subrules) the finder scores best for a question's terms; None when none
    of the family's paragraphs has one of the terms."""
    best, best_score = None, 0.0
    for i, number in enumerate(finder.numbers):
        if not number.startswith(base) or not is_under(number, base):
            continue
        score = finder.paragraph_score(i, terms, b=FAMILY_B)
        if score > best_score and not math.isclose(score, best_score):
            best, best_score = number, score
    return best


def enter(ranked, base, number, place):
    """A family's rule put into the finder's list ([Ranked]) at place with the score there, unless a rule of the
    family is in it already (a named card's kind's rules and its wordings' rules: finder_query.finder_rules)."""
    if number is None or any(is_under(r.number, base) for r in ranked):
        return
    place = min(place, len(ranked))
    ranked.insert(place, Ranked(number, ranked[place - 1].score if place else 1.0))
