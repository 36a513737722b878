"""The finder's list put in order once ranked: the rules of a boosted family higher (factor), at most FAMILY_CAP of
one family first (families_capped), the families a question does not name lower (unnamed_families_down), and the
plain ranking fused in by reciprocal rank (with_plain, french_with_plain). Split from finder_query.py.
"""

from collections import Counter

from rules.rule_refs import is_under

from .ruleexpansion import KEYWORD_RULE
from .rulefinder import Ranked, weighed

# Reciprocal rank fusion (with_plain here, hybrid.fuse for page 1): K flattens the rank curve.
K = 6
# The plain ranking (rulefinder.plain_rank: BM25 over every word of the question and the unexpanded paragraphs, as
# the FTS5 baseline ranks) is fused into the finder's list at this weight: a rule of the finder's ten that the plain
# ranking puts near its top (short, with the question's own words) moves up; one the finder ranked last may give its
# place to one only the plain ranking has. Not for French questions: their words are not the CR's.
# 0.3 until sp5: since the plain ranking reads the players' questions too (swh), 0.5 (tuned P@1 and hit@5 up).
PLAIN_WEIGHT = 0.5
PLAIN_DEPTH = 10
# A French question naming a card whose finder list is led by a rule of a keyword its card's text says and the
# question too (KEYWORD_SAID_BOOST: Wrath of God's "Destroy", the question's `détruit`, 701.8 first) has its plain
# ranking (over its words put into English, english_words) fused into its finder list at this weight, unless the plain
# ranking's first is of a boosted family too: the counterweight of a boost on a whole family (702.12b, indestructible,
# first again). Fused for every French question (sfr20, 0.5 and 0.25) it cost french9 -2, french6 -1 and judge
# never-tuned P@1 -1.3; for every one naming a card (sfr21) french9 -2, or with any boost first, french9 -1.
FRENCH_PLAIN_WEIGHT = 0.5
# In a question naming a card, at most FAMILY_CAP rules of one boosted family (a named card's keyword, kind or
# wording, a named term's rule) among the finder's first FAMILY_WITHIN: the boost ranks every subrule of 405 or
# 702.2 above the question's own best rule (`…sacrifice an Eldrazi Scion for mana in response…` had five of 405.6).
FAMILY_CAP = 2
FAMILY_WITHIN = 5


def families_capped(ranked, boost, cap=FAMILY_CAP, within=FAMILY_WITHIN):
    """The finder's list with at most cap rules of one boosted family (boost's numbers) among its first within;
    the others follow them, in their order."""
    first, later, count = [], [], Counter()
    for found in ranked:
        family = next((base for base in boost if is_under(found.number, base)), None)
        if len(first) < within and family is not None and count[family] >= cap:
            later.append(found)
            continue
        count[family] += 1
        (first if len(first) < within else later).append(found)
    return first + later


def unnamed_families_down(ranked, unnamed, boost, weight):
    """The finder's ranking with the rules of the keywords, kinds of card and variants the question does not name
    (unnamed: RuleFinder.unnamed; nor its jargon: boost) weighed weight (finder_query.UNNAMED_FAMILY, or
    UNNAMED_CARD_FAMILY in a question naming a card)."""

    def factor(number):
        return weight if unnamed_family(number, unnamed, boost) else 1.0

    return weighed(ranked, factor)


def unnamed_family(number, unnamed, boost):
    """Whether a rule is of a keyword (702.54a: 702.54) or a section (810.9b: 810) the question does not name."""
    family = KEYWORD_RULE.match(number)
    families = {number[:3], family[0] if family else None}
    return bool(families & unnamed) and not any(is_under(number, base) for base in boost)


def french_with_plain(ranked, plain, boost):
    """A French question's finder list, led by a rule of a family its card's said keyword boosts, with its plain
    ranking fused at FRENCH_PLAIN_WEIGHT, unless the plain ranking's first is of a boosted family too."""
    if not plain or factor(plain[0], boost) > 1.0:
        return ranked
    return with_plain(ranked, plain, FRENCH_PLAIN_WEIGHT)


def with_plain(ranked, plain, weight=None):
    """The finder's list and the plain ranking's rule numbers fused by reciprocal rank, the plain at weight
    (PLAIN_WEIGHT when None), as long as the finder's."""
    weight = PLAIN_WEIGHT if weight is None else weight
    scores = Counter()
    for rank, found in enumerate(ranked, 1):
        scores[found.number] += 1 / (K + rank)
    for rank, number in enumerate(plain, 1):
        scores[number] += weight / (K + rank)
    fused = sorted(scores.items(), key=lambda item: -item[1])
    # As many as the finder gave: the plain ranking reorders the finder's list, it does not lengthen a short one
    # (a question whose words the CR hardly has wants the index's cards and rulings, not more rules).
    return [Ranked(number, score) for number, score in fused[: len(ranked)]]


def factor(number, boost):
    factor = 1.0
    for base, f in boost.items():
        if is_under(number, base):
            factor = max(factor, f)
    return factor
