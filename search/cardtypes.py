"""The rules of a named card's kind, read from its type line: an Aura's (303.4), an Equipment's (301.5), a
planeswalker's (306, and 606 for its loyalty abilities), a saga's (714), a land's (305); and from its layout (the
database's word for how the card is printed): a split card's (709), a flip card's (710), a double-faced or meld
card's (712), an adventurer card's (715).

A question about a card seldom names its kind (`is there any way to cast ethereal armor with no creature…`: 303.4a,
an Aura spell requires a target; `Can I use Liliana of the Veil's +1 on my opponent's turn?`: 606.3). The card's
text says the keywords it has, not what kind of card it is: its type line does.
"""

import math
import re
from collections import Counter

from rules.rule_refs import is_under

from .plainterms import plain_terms
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
# A card's layout (cards.models.Card.layout: MTGJSON's word, v3's and today's) → its kind's section. A meld card's
# name has no " // " and its text may say nothing of it (Brisela, Chittering Host: the melded back faces), a flip
# card's text no "transform": only the layout tells them (scard52: three cards28 misses, a Kamigawa flip card's). Not
# a leveler's (711): its text says "Level up", whose rule (702.87) the keyword step boosts already, and 711's boost
# on top put 711.1/711.2 over 711.2a (scard53: cards21-24 lost, measured).
LAYOUT_RULES = {
    "split": SPLIT,
    "aftermath": SPLIT,
    "flip": "710",
    "double-faced": DOUBLE_FACED,
    "transform": DOUBLE_FACED,
    "modal_dfc": DOUBLE_FACED,
    "meld": DOUBLE_FACED,
    "adventure": "715",
}
# A flip card's text says it flips ("flip it", "flip Budoka Gardener", "flipped"). MTGJSON v3 files Battlebond's
# Okaun and Zndrsplt, partners that flip coins, as a flip pair: a coin's flip is no flip card's.
FLIPS_ITSELF = re.compile(r"(?<!\ba )(?<!coin )\bflip(?:s|ped)?\b(?! a coin)", re.IGNORECASE)


def kind_rules(name, text, layout=""):
    """The rules of a card's kind ([number]) from its name, its text as the index stores it (type line first) and
    its layout ("" unknown: the name and text alone)."""
    lines = (text or "").splitlines()
    type_line = lines[0] if lines else ""
    found = [n for word, numbers in TYPE_RULES if re.search(rf"\b{word}\b", type_line) for n in numbers]
    if layout in LAYOUT_RULES:
        if layout != "flip" or FLIPS_ITSELF.search(text or ""):
            found.append(LAYOUT_RULES[layout])
    elif " // " in name:
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


def family_best(finder, terms, base, keep=None):
    """The rule of a family (base and its subrules) the finder scores best for a question's terms; None when none
    of the family's paragraphs has one of the terms; keep: which of its rules compete (number → bool), all if None."""
    best, best_score = None, 0.0
    for i, number in enumerate(finder.numbers):
        if not number.startswith(base) or not is_under(number, base) or (keep and not keep(number)):
            continue
        score = finder.paragraph_score(i, terms, b=FAMILY_B)
        if score > best_score and not math.isclose(score, best_score):
            best, best_score = number, score
    return best


# The characteristics a question asks of a card with two faces or halves, each as players say it (the CR's way
# first): a split card's mana value is its halves' combined (709.4b) on every zone but the stack (709.3b), a
# transformed card's its front face's (712.8e), its name either face's (712.19). The kind's section answers each
# in a rule of its own, the one whose text says the characteristic; the question's other words ("in my graveyard",
# "flipped") seldom choose it: family_best, over the whole section, took the unlock rules' mana cost (709.5g) or
# its combined costs' rule for a name question (scard49's probe: 8 tuned card misses).
COLOURS = ("white", "blue", "black", "red", "green")
CHARACTERISTICS = (
    ("mana value", "converted mana cost", "cmc"),
    # ... a colour by its name too (105.1's five, COLOURS): `is the spell on the stack also black?` asks its colour.
    ("color", "colour", *COLOURS),
    ("name",),
    ("card type", "type"),
)
# The kinds whose sections say how their faces' characteristics are read (a split card's, a double-faced card's).
FACED = (SPLIT, DOUBLE_FACED)
# A rule saying "characteristics" says each of them (109.3 names them): which half's exist on the stack (709.3b),
# which face's in each zone (712.8a-g).
ALL_OF_THEM = "characteristics"


def asked_characteristics(finder, terms, told=()):
    """The characteristics ([the CR's way]) a question's terms ask, one of its ways' every term among them, or the
    named cards' texts told do: `Dark Confidant reveals Fire // Ice, how much life do I lose?` asks
    the split card's mana value, which Dark Confidant's text says and the question leaves out."""
    # A card's text names a colour for what it does to others (`destroy target black creature`), not to ask one.
    text = set(finder.query_terms(" ".join(filter(None, told or ()))))
    return [
        ways[0]
        for ways in CHARACTERISTICS
        if any(_said(finder, way, terms) or (way not in COLOURS and _said(finder, way, text)) for way in ways)
    ]


def _said(finder, way, terms):
    return bool(words := finder.query_terms(way)) and all(t in terms for t in words)


def kind_best(finder, terms, base, told=()):
    """A named card's kind's rule for a question's terms (finder_query.finder_rules): for a split or double-faced
    card asked a characteristic (asked_characteristics; told: the named cards' texts), the family's best for the
    terms and the characteristic's among the rules whose own text says it (the plain ranking's paragraph: not its
    section's title or its parent's words, which the finder's documents add); else family_best."""
    plain = getattr(finder, "plain", None)
    asked = asked_characteristics(finder, terms, told) if base in FACED and plain is not None else []
    if asked:
        says = [plain_terms(way) for way in [*asked, ALL_OF_THEM]]

        def saying(number):
            doc = plain.docs[plain.index[number]] if number in plain.index else {}
            return any(all(t in doc for t in said) for said in says)

        # The characteristic weighs as a word of the question's own: a card's text said it, not the question.
        weighed = Counter(terms) | Counter({t: 1.0 for way in asked for t in finder.query_terms(way)})
        best = family_best(finder, weighed, base, saying)
        if best:
            return best
    return family_best(finder, terms, base)


def enter(ranked, base, number, place):
    """A family's rule put into the finder's list ([Ranked]) at place with the score there, unless a rule of the
    family is in it already (a named card's kind's rules and its wordings' rules: finder_query.finder_rules)."""
    if number is None or any(is_under(r.number, base) for r in ranked):
        return
    place = min(place, len(ranked))
    ranked.insert(place, Ranked(number, ranked[place - 1].score if place else 1.0))
