"""The wordings the CR quotes ("for as long as . . .", "[This permanent] enters with . . .") read as patterns, and
which of them single out few cards: a card whose text uses one invokes the rule that quotes it (the rule finder's
RuleFinder.worded_in, finder_query.finder_rules)."""

import re

from cards.models import Card

# The CR quotes the wordings its rules govern: 611.2b "for as long as", 614.1a "instead", 118.9 "rather than pay
# this spell's mana cost". A card whose text has such a wording invokes that rule. A wording on more than this share
# of the cards ("artifact creature", "you may") says nothing of one card; the share is counted on SAMPLE cards
# spread over the database. A wording of one word ("instead", "target") is too loose a match.
QUOTED = re.compile(r"[\u201c\"]([^\u201d\"]{3,90})[\u201d\"]")
PLACEHOLDER = re.compile(r"\s*(?:\[[^\]]*\]|\. \. \.|\u2026)\s*")
GAP = r".{0,60}?"  # a placeholder between a wording's literal parts
# The CR writes its apostrophes curly (can’t), the cards' Oracle texts straight (can't); and since 2024 it says
# "enters" where the cards of MTGJSON v3 say "enters the battlefield". Both are read alike (wording_text): a quote
# with an apostrophe matched no card at all (615.12 "can’t be prevented" missed Banefire's "the damage can't be
# prevented"), and 614.1c "[This permanent] enters with" missed every older "enters the battlefield with".
ENTERS = re.compile(r"\b(enters?) the battlefield\b")
# A quote's alternatives written with slashes ("When/Whenever/At [trigger event], if [condition]", 603.4) are one
# word of them, not the three words with their slashes that no card has.
ALTERNATIVES = re.compile(r"\b[a-z]+(?:/[a-z]+)+\b")
WORDING_SHARE = 0.02
SAMPLE = 3000


def wordings(paragraphs):
    """{pattern: [rule numbers]} of the wordings the CR quotes, placeholders ("[this permanent]", ". . .") read
    as any few words."""
    return {pattern: numbers for pattern, (_, numbers) in _quoted(paragraphs).items()}


def wording_text(text):
    """A text (a quote of the CR or a card's text) as wordings are read in it: lower case, straight apostrophes,
    "enters" for "enters the battlefield"."""
    return ENTERS.sub(r"\1", (text or "").lower().replace("\u2019", "'"))


def _part(part):
    """A literal part of a quote as a pattern: its slashed alternatives ("when/whenever/at") any one of them."""
    pieces, last = [], 0
    for m in ALTERNATIVES.finditer(part):
        pieces += [re.escape(part[last : m.start()]), "(?:" + "|".join(map(re.escape, m.group().split("/"))) + ")"]
        last = m.end()
    return rf"\b{''.join(pieces)}{re.escape(part[last:])}\b"


def _quoted(paragraphs):
    """{pattern: (its literal parts, [rule numbers])}."""
    found = {}
    for number, text in paragraphs:
        for quote in QUOTED.findall(text or ""):
            parts = [p.strip(" .,;:") for p in PLACEHOLDER.split(wording_text(quote)) if p.strip(" .,;:")]
            if parts and len(" ".join(parts).split()) >= 2:
                pattern = GAP.join(_part(p) for p in parts)
                numbers = found.setdefault(pattern, (parts, []))[1]
                if number not in numbers:
                    numbers.append(number)
    return found


def longest_part(pattern):
    """The literal part (longest) every text _quoted's pattern matches holds; tested first, it spares its search.
    A pattern with alternatives has none ("": always searched)."""
    parts = [re.sub(r"\\(.)", r"\1", p[2:-2], flags=re.DOTALL) for p in pattern.split(GAP)]
    return max(parts, key=len) if GAP.join(rf"\b{re.escape(p)}\b" for p in parts) == pattern else ""


def card_wordings(paragraphs):
    """[[pattern, numbers, share]] of the quoted wordings that single out few cards, rarest first."""
    found = _quoted(paragraphs)
    texts = list(Card.objects.exclude(oracle_text="").order_by("id").values_list("oracle_text", flat=True))
    texts = [wording_text(t) for t in texts[:: max(1, len(texts) // SAMPLE)]]
    kept = []
    most = max(2, WORDING_SHARE * len(texts))  # a small database's few cards: two may share any wording
    for pattern, (_, numbers) in found.items():
        # (longest_part, not the longest of the parts: a part with alternatives is no literal text.)
        compiled, longest = re.compile(pattern), longest_part(pattern)
        # The longest literal part first: a substring test is many times cheaper than the pattern (5 s a build).
        count = sum(1 for t in texts if longest in t and compiled.search(t))
        if count <= most:
            kept.append([pattern, numbers, round(count / max(1, len(texts)), 5)])
    return sorted(kept, key=lambda w: w[2])
