"""The card-text wordings whose rule the CR does not quote, and that rule (read by textrule.text_rules).

The finder's wordings (finder.worded_in) are the phrases the CR quotes, and the linker's concepts
(cardconcepts.concept_rules) are what WotC's rulings say: neither names the rule of a card's "for each" (608.2h: the
number is counted once, as the effect is applied) nor of its "can't" (101.2: the "can't" effect takes precedence),
so a question on Collective Unconscious or Stranglehold could not reach its rule. Each entry's rules are those the
CR of 2025-11-14 gives for that wording, and SAYS holds for each rule words its text has (tests/search/
test_scard23.py checks them against today's CR): the rule really says what the card's wording does.
"""

import re

# (the wording in a card's text, its rules). Apostrophes straight or curly: the Oracle texts of MTGJSON v3 write
# them straight, some later texts curly.
WORDINGS = (
    # An additional cost is announced (601.2b) and paid in the total cost (601.2f); 118.8 defines it.
    (re.compile(r"\bas an additional cost\b", re.I), ("601.2b", "601.2f", "118.8")),
    # 118.9 quotes both forms of an alternative cost.
    (
        re.compile(r"\brather than pay\b|\bwithout paying (?:its|their|that \w+[’']s|this \w+[’']s) mana cost\b", re.I),
        ("118.9",),
    ),
    (re.compile(r"\bcan[’']t\b", re.I), ("101.2",)),
    (re.compile(r"\binstead\b", re.I), ("614.1a",)),
    (re.compile(r"\bfor each\b", re.I), ("608.2h",)),
    # The CR quotes these, but on more than wordings.WORDING_SHARE of the cards, so the finder's quoted wordings
    # leave them out: a trigger with "if" after its event checks it again as it resolves (603.4); "dies" is a term
    # (700.4). "Until end of turn" (514.2, 611.2a) here was measured and not kept (scard28): on one card in six, its
    # rules entering the finder's list took a never-tuned everyday question's place; they are BOOSTED instead.
    (re.compile(r"(?:^|\n)(?:when|whenever|at)\b[^.\n]*?, if\b", re.I), ("603.4",)),
    (re.compile(r"\bdies\b", re.I), ("700.4",)),
    # A trigger exiling a card "until" its source leaves the battlefield: the source gone before it resolves, the
    # card never moves (610.3b, the triggered ability's case; cardconcepts gives the section, 610.3).
    (re.compile(r"(?:^|\n)(?:when|whenever|at)\b[^\n]*?\buntil [^.\n]*?\bleaves the battlefield\b", re.I), ("610.3b",)),
    # "mana abilities" in a card's text: what one is (605.1a).
    (re.compile(r"\bmana abilit(?:y|ies)\b", re.I), ("605.1a",)),
    # A land whose subtype an effect sets to a basic land type loses its own abilities (305.7).
    (
        re.compile(
            r"\b(?:is an? (?:plains|island|swamp|mountain|forest)|are (?:plains|islands|swamps|mountains|forests))\b",
            re.I,
        ),
        ("305.7",),
    ),
    # A card name chosen (Pithing Needle, Runed Halo, Meddling Mage): any card's in the Oracle reference, no token's
    # (201.4); counters moved from one object to another (Fate Transfer, Nesting Grounds): both done or neither
    # (122.5). "Unless" (118.12a) was measured and not kept (scard40): on Propaganda, Pithing Needle ("unless they're
    # mana abilities"), Rhystic Study, 118.12a came first in questions asking other rules, and a never-tuned card
    # question's rule fell a place.
    (re.compile(r"\bchoose an? (?:\w+ )?card name\b", re.I), ("201.4",)),
    (re.compile(r"\bmove (?:a|one|all|any number of|\w+) [^.\n]*?counters?\b", re.I), ("122.5",)),
    # A leveler's level symbols: its power/toughness and abilities by its level counters (711.2a, 711.2b).
    (re.compile(r"(?:^|\n)LEVEL \d+(?:-\d+|\+)"), ("711.2a", "711.2b")),
    # X in a cost (107.3) was measured and not kept (scard23): read by the finder's card step it cost the tuned
    # cards one first place, and no question moved to it.
    # scard44: what a card's text does that the rule defines by the card's own word (as 614.1a does "instead"),
    # found among the card misses whose rule was in no ranking: "prevent" makes a prevention effect (615.1a; the
    # rulings' concept reads only "prevent the ... damage", Fog's "Prevent all combat damage" is not one); a source
    # of damage chosen (609.7a, Circle of Protection); a card that ends the turn (723.1, Sundial of the Infinite); an
    # action "at the beginning of the next" step is a delayed triggered ability, which misses its object once that
    # object has left the zone (603.7c: Through the Breach, The Locust God). 603.7a (what a delayed trigger is) beside
    # it was measured and not kept: it took a French question's first places (french4's Présage) and moved no figure.
    (re.compile(r"\bprevent(?:s|ed)?\b", re.I), ("615.1a",)),
    (re.compile(r"\bsource of (?:your|his or her|their) choice\b", re.I), ("609.7a",)),
    (re.compile(r"\bend the turn\b", re.I), ("723.1",)),
    (
        re.compile(
            r"\bat the beginning of (?:the|your|its owner[’']s|its controller[’']s|that player[’']s) next\b", re.I
        ),
        ("603.7c",),
    ),
)

# Wordings on so many cards that their rules only rank higher where the question's words already rank them, without
# entering the finder's list: an effect "until end of turn" ends in the cleanup step (514.2, 611.2a).
BOOSTED = ((re.compile(r"\buntil end of turn\b", re.I), ("514.2", "611.2a")),)

# Words each rule's text has in today's CR (2025-11-14), which the test reads there.
SAYS = {
    "601.2b": "alternative or additional costs",
    "601.2f": "additional or alternative costs",
    "118.8": "additional cost is a cost listed in a spell’s rules text",
    "118.9": "rather than paying the spell’s mana cost",
    "101.2": "the “can’t” effect takes precedence",
    "614.1a": "effects that use the word “instead” are replacement effects",
    "608.2h": "the answer is determined only once, when the effect is applied",
    "603.4": "the ability checks whether the stated condition is true",
    "700.4": "the term dies means “is put into a graveyard from the battlefield.”",
    "610.3b": "if a resolving triggered ability creates the initial one-shot effect",
    "605.1a": "an activated ability is a mana ability if",
    "305.7": "sets a land’s subtype to one or more of the basic land types",
    "201.4": "If an effect instructs a player to choose a card name",
    "122.5": "If an effect says to “move” a counter",
    "711.2a": "As long as this creature has at least N1 level counters on it",
    "711.2b": "As long as this creature has N3 or more level counters on it",
    "615.1a": "effects that use the word “prevent” are prevention effects",
    "609.7a": "If an effect requires a player to choose a source of damage",
    "723.1": "Some cards end the turn",
    "603.7c": "if that object is no longer in the zone it’s expected to be in",
}


def _rules_used(table, text):
    """The rules of a (pattern, rules) table a card's rules text uses, in the table's order, each once."""
    found = [n for pattern, rules in table if pattern.search(text or "") for n in rules]
    return list(dict.fromkeys(found))


def text_wording_rules(text):
    """The rules of WORDINGS a card's rules text uses, in the table's order, each once."""
    return _rules_used(WORDINGS, text)


# ... and BOOSTED's (tests/search/test_scard28.py reads them there).
BOOSTED_SAYS = {
    "514.2": "all “until end of turn” and “this turn” effects end",
    "611.2a": "lasts as long as stated by the spell or ability creating it (such as “until end of turn”)",
}


def text_boosted_rules(text):
    """The rules of BOOSTED a card's rules text uses, each once."""
    return _rules_used(BOOSTED, text)
