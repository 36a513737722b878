"""A keyword a ruling names as its card's condition or its card's effect told again, not as its rule (links92).

keyword_matching.keywords_named reads `only_as_the_cards_condition` beside links90's keyword_declared readings: an
evergreen keyword or transform named where the ruling tells when the card's own ability applies, triggers or costs,
read on the corpus's WotC rulings outside the never-tuned rows (docs/links-history.md, links92):

- A card whose ability reads other objects' keyword ("deals 2 damage to each creature without flying", "Whenever a
  creature with flying attacks", "Creature spells with flying you cast cost {1} less"): its ruling naming the
  keyword beside that ability, its trigger or its cost tells the card's condition ("If Harbinger of the Hunt loses
  flying, its first activated ability will cause it to deal damage to itself", "The creature must have flying
  immediately after being declared as an attacking creature in order for Windreader Sphinx's ability to trigger", "A
  creature spell that doesn't have flying won't cost less"): 603.2's trigger event, 601.2f's cost, the card's own
  words, never flying's 702.9 (4 corpus links, each wrong by links90's reading; and shadow's, "Dauthi Warlord
  counts creatures with the Shadow ability", "non-combat damage which happens to come from creatures with the Shadow
  ability": the card's count, its prevention). Only for the keywords a declaration checks (DECLARED).
- transform told as its card's condition met or not yet met: "Legion's Landing will transform even if some of those
  creatures leave the battlefield", "Aberrant Researcher will still transform if that card was an instant or sorcery
  card", "you may transform Search for Azcanta while resolving its triggered ability even if you choose not to",
  "you won't be able to remove those counters and transform it yet" (Primal Amulet, Treasure Map), "she won't
  automatically be exiled and transform" (Nissa), "will have transformed before a player can take any action" (the
  resolution's steps, 608.2), "The abilities that transform a Werewolf back and forth look at the entire previous
  turn" (the trigger's condition, 603.4), "will both cause Cult of the Waxing Moon's ability to trigger when they
  transform" (603.2). Not "Only the first one to resolve will cause it to transform" (701.28f's own case), nor
  "won't cause it to transform back ... once it has already transformed" (701.28f).
"""

import re

from rulings.keyword_declared import DECLARED

SENTENCE = re.compile(r"(?<=[.!?])\s+")

# The card reads other objects' keyword: "each creature without flying", "a creature with flying", "Creature spells
# with flying", "creatures you control without flying".
OTHERS = r"\b(?:creatures?|permanents?|spells?)\b[^.\n]{{0,20}}?\b(?:with|without)\s+{own}\b"
# The card's own ability, trigger or cost told in the ruling's sentence.
CARDS_OWN = re.compile(r"\babilit(?:y|ies)\b|\btrigger|\bcosts?\b", re.IGNORECASE)
# The keyword's own rule told all the same: "the additional instances of first strike and haste are redundant".
OWN_RULE = re.compile(r"\bredundant\b|\bmultiple\s+instances\b", re.IGNORECASE)
# A reminder text names other objects' keyword to explain the card's own ("It deals combat damage before creatures
# without first strike", Altac Bloodseeker): not a condition of the card.
REMINDER = re.compile(r"\([^()]*\)")

# transform told as the card's condition met or unmet (see the module's docstring).
TRANSFORM_CONDITION = re.compile(
    r"\bwill\s+(?:still\s+)?transform\b[^.]*\b(?:even\s+)?if\b"
    r"|\bmay\s+transform\b[^.]*\beven\s+if\b"
    r"|\b(?:won't|will\s+not)\b[^.]*\btransform\b[^.]*\byet\b"
    r"|\b(?:won't|will\s+not)\s+automatically\b[^.]*\btransform"
    r"|\bwill\s+have\s+transformed\s+before\s+(?:a|any)\s+player\s+can\b"
    r"|\babilit(?:y|ies)\s+that\s+transforms?\b[^.]*\blooks?\s+at\b"
    r"|\bcause\b[^.]*\babilit(?:y|ies)\s+to\s+trigger\s+when\s+(?:it|they)\s+transforms?\b"
    # The card's trigger condition told again: "A permanent transforms into a non-Human creature if it transforms
    # and is a creature without the creature type Human" (Cult of the Waxing Moon's "transforms into a non-Human
    # creature").
    r"|\btransforms\s+into\s+an?\s+non-?\w+\s+creature\s+if\b",
    re.IGNORECASE,
)
# 701.28f's own case, a transform already made or made once: its rule, kept.
ALREADY = re.compile(r"\balready\b|\bonly\s+the\s+first\b", re.IGNORECASE)


def only_as_the_cards_condition(keyword, text, card_text, kind):
    """Whether every sentence naming the keyword names it as the card's condition: an ability keyword the card
    reads on other objects (OTHERS), named beside the card's ability, trigger or cost (CARDS_OWN); transform as the
    card's condition met or unmet (TRANSFORM_CONDITION)."""
    own = re.escape(keyword)
    if kind == "ability":
        # Only the keywords a declaration checks (evasion, haste: keyword_declared.DECLARED), whose condition on
        # other objects a card reads: measured wider, the card's own keyword told in its words ("a 1/1 white Monk
        # creature token with prowess", "an Aura spell with enchant creature") lost right links (prowess, enchant).
        if keyword.lower() not in DECLARED or not re.search(
            OTHERS.format(own=own), REMINDER.sub(" ", card_text), re.IGNORECASE
        ):
            return False
        form = re.compile(rf"\b{own}\b", re.IGNORECASE)
        named = [s for s in SENTENCE.split(text) if form.search(s)]
        return bool(named) and all(CARDS_OWN.search(s) and not OWN_RULE.search(s) for s in named)
    if kind == "action" and keyword.lower() == "transform":
        form = re.compile(rf"\b{own}(?:s|ed|ing)?\b", re.IGNORECASE)
        named = [s for s in SENTENCE.split(text) if form.search(s)]
        return bool(named) and all(TRANSFORM_CONDITION.search(s) and not ALREADY.search(s) for s in named)
    return False
