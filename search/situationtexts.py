"""The texts situations.py reads beside a question's words: the named cards' rules text, which tells a situation the
question leaves open (Told: a stolen creature's duration, a card's keyword that answers it), and the words each rule
the situations give has in today's CR (SAYS). Split from situations.py (scard34).
"""

import re


class Told:
    """A situation's rules as the named cards' rules text tells them (situation_rules' cards): the first cue (a
    pattern of the text, lower case; its rules) found, or untold when the text says none (or no card is named).
    Iterated, every rule it may tell (as a table entry's rules are: SAYS holds each)."""

    def __init__(self, untold, cues):
        self.untold = untold
        self.cues = tuple((re.compile(cue, re.I), rules) for cue, rules in cues)

    def __iter__(self):
        return iter(dict.fromkeys([*self.untold, *(n for _, rules in self.cues for n in rules)]))

    def rules(self, cards):
        """The rules the named cards' text (cards) tells."""
        return self.cued(cards) or self.untold

    def cued(self, cards):
        """The rules of the first cue the named cards' text (cards) says (() when it says none)."""
        return next((rules for cue, rules in self.cues if cue.search(cards or "")), ())


# A control change's duration, as the card that changes control says it (the first found: a Threaten's "until end
# of turn" before its haste's; an Aura's static "you control enchanted" before a one-shot "gain control of").
CONTROL_TOLD = Told(
    ("611.2a", "611.2b", "514.2"),
    (
        (r"\bcontrol of\b[^.]*\buntil end of turn\b|\buntil end of turn, [^.]*\bcontrol of\b", ("514.2",)),
        (r"\bcontrol\b[^.]*\bfor as long as\b|\bfor as long as\b[^.]*\bcontrol\b", ("611.2b",)),
        (r"\byou control (?:enchanted|equipped)\b", ("611.3b",)),
        (r"\b(?:gain|gains|exchange) control of\b", ("611.2a",)),
    ),
)

# A card's keyword that answers what the question asks without naming it: a colour asked of a devoid card (702.114a),
# a loss of life or a death asked of an infect card's damage (poison counters instead, 702.90b). No such card: none.
DEVOID_TOLD = Told((), ((r"\bdevoid\b", ("702.114a",)),))
INFECT_TOLD = Told((), ((r"\binfect\b", ("702.90b",)),))
# A player asked dead of an infect card's damage: ten poison counters (704.5c), the counters 702.90b gives.
INFECTED_TOLD = Told((), ((r"\binfect\b", ("704.5c",)),))


# Words each rule's text has in today's CR (2025-11-14), which the test reads there.
SAYS = {
    "704.5j": "legendary permanents with the same name",
    "707": "Copying Objects",
    "707.10": "a copy of a spell isn’t cast",
    "707.2": "status, counters, and stickers are not copied",
    "613.4b": "effects that set power and/or toughness to a specific number or value are applied",
    "613.4c": "effects and counters that modify power and/or toughness",
    "113.7a": "exists on the stack independently of its source",
    "608.2b": "checks whether the targets are still legal",
    "608.2h": "the answer is determined only once, when the effect is applied",
    "109.5": "refer to the object’s controller",
    "603.3a": "controlled by the player who controlled its source at the time it triggered",
    "302.6": "can’t be activated unless the creature has been under its controller’s control continuously",
    "605.1a": "an activated ability is a mana ability if",
    "502.3": "the active player determines which permanents they control will untap",
    "704.5m": "that Aura is put into its owner’s graveyard",
    "704.5f": "if a creature has toughness 0 or less, it’s put into its owner’s graveyard",
    "704.5q": "has both a +1/+1 counter and a -1/-1 counter on it",
    "603.3b": "in apnap order",
    "611.2c": "the set of objects it affects is determined when that continuous effect begins",
    "611.3a": "it applies at any given moment to whatever its text indicates",
    "707.10c": "may choose new targets for the copy",
    "611.2a": "lasts as long as stated by the spell or ability creating it",
    "611.2b": "durations worded “for as long as",
    "514.2": "all “until end of turn” and “this turn” effects end",
    "616.1": "chooses one to apply",
    "709.4": "the characteristics of a split card are those of its two halves combined",
    "119.4": "only if their life total is greater than or equal to the amount of the payment",
    "704.5g": "the total damage marked on it is greater than or equal to its toughness",
    "605.3b": "can’t be targeted, countered, or otherwise responded to",
    "116.2b": "turning a face-down creature face up is a special action",
    "116.2f": "a player who has a card with suspend in their hand may exile that card. this is a special action",
    "506.4": "stops being an attacking, blocking, blocked, and/or unblocked creature",
    "509.1h": "a creature remains blocked even if",
    "704.5b": "attempted to draw a card from a library with no cards in it",
    "121.4": "attempts to draw a card from a library with no cards in it loses the game",
    "700.4": "is put into a graveyard from the battlefield",
    "504.1": "the active player draws a card",
    "509.1a": "the chosen creatures must be untapped",
    "508.1a": "the chosen creatures must be untapped",
    "202.3e": "x is treated as 0 while the object is not on the stack",
    "118.3": "can’t pay a cost without having the necessary resources to pay it fully",
    "106.4": "each player’s mana pool empties at the end of each step and phase",
    "500.5": "any unspent mana left in a player’s mana pool empties",
    "305.2": "a player can normally play one land during their turn",
    "305.3": "a player can’t play a land, for any reason, if it isn’t their turn",
    "117.1b": "a player may activate an activated ability any time they have priority",
    "104.4a": "if all the players remaining in a game lose simultaneously, the game is a draw",
    "103.6": "take actions with them from their opening hand",
    "702.26d": "zone-change triggers don’t trigger when a permanent phases in or out",
    "604.3": "characteristic-defining abilities function in all zones",
    "702.6a": "attach this permanent to target creature you control. activate only as a sorcery",
    "702.114a": "“devoid” means “this object is colorless.”",
    "704.5c": "if a player has ten or more poison counters, that player loses the game",
    "702.90b": "it causes that source’s controller to give the player that many poison counters",
    "611.3b": "applies at all times that the permanent generating it is on the battlefield",
}
