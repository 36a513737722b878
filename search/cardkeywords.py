"""The keyword of a named card that a question asks about without naming it.

A question naming a card may ask about a keyword ability the card has and not say it: `Can I put Darksteel Garrison
on my creature instead of a land?` asks about fortify (702.67a, "Attach to target land you control"). Every keyword
of a named card ranks KEYWORD_BOOST higher (finder_query), but a card has several (Darksteel Garrison:
indestructible and fortify), and the boost tells none of them apart. The one whose rules' text and players' asks
(RuleFinder.held: the plain ranking's documents) hold the question's own rare words clearly best is the one asked
about. A keyword the question names is boosted as said already; keyword actions (701: cast, exile, create) are
verbs of the card's text that nearly every question says, left out by the caller.
"""

import re

from rules.rule_refs import is_under

# A keyword's best rule must hold this many times what the best of the card's other keywords holds.
MARGIN = 1.5
# ... and hold at least this share of the question's rare words (by IDF): a card's only keyword holding one word of
# a question about something else (Thalia's first strike in a question on Force of Will's cost) is
# not asked about.
SHARE = 0.25
# ... and as many as the finder's first rules (first) hold: a card's only keyword holding one word of a question the
# finder's own rules answer better is not what it asks.
FIRST = True
# ... except when a named card's text is keyword abilities alone (Weirded Vampire: madness; Woodland Changeling:
# changeling): such a card has nothing else a question about it could ask, while the finder's first rules hold the
# situation's words (514.1's cleanup discard for `I discard Weirded Vampire to hand size…`) better than its keyword's.
KEYWORDS_ONLY = True
_REMINDER = re.compile(r"\([^)]*\)")
# A keyword's cost or number (`Madness {2}{B}`, `Kicker—Pay 3 life.`, `Dredge 4`) says no more than its name.
_KEYWORD_COST = re.compile(r"\{[^}]*\}|—.*|\b\d+\b|[.:]")
# A card's text says "counter" as a noun (`a +1/+1 counter on it`, `remove an ice counter from`) fifteen times as
# often as the keyword action (701.6, "counter target spell", "counter it"): as a noun it names no keyword, else every
# card with counters ranked 701.6 higher, ×2 when the question says "counters" (Hooded Hydra, Den Protector).
COUNTER_NOUN = re.compile(
    r"(?<![\w-])counter(?![\w-])(?! (?:target|that|it|its|all|the|up to|each|any|those|this|x|two|three|a spell)\b)",
    re.IGNORECASE,
)
NOUN_COUNTERS = True


def keyword_text(text):
    """A card's text as its keywords are read in it (RuleFinder.keywords_in): "counter" as a noun left out."""
    return COUNTER_NOUN.sub(" ", text or "") if NOUN_COUNTERS else text


def asked_keyword(finder, words, families, first=()):
    """(family, its best rule) of the named cards' keyword families (rule numbers: 702.61, 701.8) whose best
    paragraph holds most of the rare words of words (the question less the cards' names: RuleFinder.held, the
    rules' text and players' asks), at least SHARE of them and MARGIN times the next family's; None when none
    stands out; first: the finder's first rule numbers, whose held the keyword's must reach (FIRST)."""
    families = list(dict.fromkeys(families))
    if not families:
        return None
    rare = finder.rare(words)
    held = finder.held(words)
    best = {}
    prefixes = tuple(families)
    for number in finder.numbers:
        if not number.startswith(prefixes):
            continue
        family = next((f for f in families if number.startswith(f) and is_under(number, f)), None)
        if family is None:
            continue
        score = held(number)
        if score > best.get(family, (None, 0.0))[1]:
            best[family] = number, score
    ranked = sorted(best.items(), key=lambda item: -item[1][1])
    if not ranked or ranked[0][1][1] < SHARE * sum(rare.values()):
        return None
    if len(ranked) > 1 and ranked[0][1][1] < MARGIN * ranked[1][1][1]:
        return None
    if FIRST and ranked[0][1][1] < max(map(held, first), default=0.0):
        return None
    family, (number, _) = ranked[0]
    return family, number


def first_gate(finder, first, texts):
    """The finder's first rule numbers (first: [Ranked]) that asked_keyword's keyword must hold as much as (FIRST):
    none when one of texts (the named cards' rules text) is keyword abilities alone (keywords_only)."""
    if KEYWORDS_ONLY and any(keywords_only(finder, text) for text in texts):
        return []
    return [r.number for r in first]


def keywords_only(finder, text):
    """Whether a card's rules text, its reminder text out, is keyword abilities (702) alone, a line or a comma each."""
    pieces = [
        _KEYWORD_COST.sub(" ", piece).strip()
        for line in _REMINDER.sub(" ", text or "").splitlines()
        for piece in re.split(r"[,;]", line)
    ]
    pieces = [piece for piece in pieces if piece]
    return bool(pieces) and all(
        len(piece.split()) <= 3 and any(n.startswith("702.") for n in finder.keywords_in(piece)) for piece in pieces
    )
