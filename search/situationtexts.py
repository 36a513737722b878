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

    def cued(self, cards, seen=None):
        """The rules of the first cue the named cards' text (cards) says (() when it says none). seen ({Told:
        rules}, one question's): each Told's cues read once over the cards' whole text, not again for each asker."""
        if seen is not None:
            if self not in seen:
                seen[self] = self.cued(cards)
            return seen[self]
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


# A card's keyword that answers what a question asks of it in the CR's own words, the question naming neither: a
# destruction asked of an indestructible permanent ("can't be destroyed", 702.12b); what a protection stops, each as
# its subrule says it (targeted 702.16b, enchanted 702.16c, equipped 702.16d, damage 702.16e, blocked 702.16f); a
# card cast at an instant's time with flash (702.8a); a creature type asked of a changeling ("every creature type",
# 702.73a); a kicker paid more than once with multikicker ("any number of times", 702.33c); mana in response to a
# split second (702.61b); damage to a creature from infect or wither (-1/-1 counters, 702.90c, 702.80a).
_PROTECTION = r"\bprotection from\b"
_INSTANT_TIME = (
    r"\b(?:opponent[’']?s|their|his|her) (?:turn|upkeep|draw step|end step|combat)\b|\binstant speed\b"
    r"|\bin response\b|\bduring (?:combat|the end step|their|his|her|an opponent[’']?s)\b"
    r"|\bend of (?:the |their )?turn\b"
)
# A creature's combat damage asked, not after a pump: the one cue that reads its power/toughness line, which
# questioncards.told_text reads from the Card model only for the questions that say it (stats_asked).
_STATS_ASKED = (r"\bdamage\b|\bdeals?\b|\bdealt\b", r"\battack\w*|\bblock\w*|\bcombat\b", r"^(?![^?]*\+\d+/)")
_STATS_COMPILED = tuple(re.compile(p, re.I) for p in _STATS_ASKED)


def stats_asked(words):
    """Whether words (a question less the cards' names) ask what a creature's power/toughness tells (_STATS_ASKED)."""
    return all(p.search((words or "").lower()) for p in _STATS_COMPILED)


# The card types a card has two of that a question names (a creature is named by nearly every card question: its
# other type is what is asked), each read only when the card's type line has it beside another.
_TWO_TYPES = ("artifact", "enchantment", "land")
_CARD_TYPES = r"(?:artifact|battle|creature|enchantment|land|planeswalker)"


def _says_type(kind):
    return rf"\b{kind}s?\b"


def _two_types(kind):
    """A type line of two card types, one of them kind (Artifact Creature, Land Creature, Enchantment Artifact)."""
    pair = rf"(?:{kind} {_CARD_TYPES}|{_CARD_TYPES} {kind})"
    return rf"(?m)^(?:(?:legendary|snow|basic) )*{pair}\b"


def _effect_on_two_types(kind):
    """An effect's text on permanents of one card type (kind) beside a type line of that type and another."""
    effect = (
        rf"\b(?:destroy|exile|return)s? (?:all|each|every|target|another target|up to \w+ target)\b[^.\n]*\b{kind}s?\b"
    )
    pair = rf"(?:{kind} {_CARD_TYPES}|{_CARD_TYPES} {kind})"
    return rf"(?s)(?=.*{effect})(?=.*(?:^|\n)(?:(?:legendary|snow|basic) )*{pair}\b)"


# A land asked played or counted as the land drop (not "cast": scard36's 305.9 reads that of a land of two types).
_LAND_PLAYED = (
    r"\bland drop\b|\blands? (?:per|for the|for this|each) turn\b"
    r"|\b(?:can|may|could|do|does|will|would)\b[^?.]*\bplay(?:s|ed|ing)?\b(?! (?:a |the )?(?:spell|game|match))"
)

_NOT_SHRUNK = r"^(?![^?]*(?:-\d+/-\d+|\btoughness\b))"
KEYWORD_TOLD = (
    (
        # Not a toughness made 0 or less: indestructible does not save it (704.5f).
        (r"\b(?:destroy\w*|wrath\w*|kills?|killed|survives?|dies|die)\b", _NOT_SHRUNK),
        Told((), ((r"\bindestructible\b", ("702.12b",)),)),
    ),
    ((r"\btarget\w*|\bpoint\b|\baim\w*",), Told((), ((_PROTECTION, ("702.16b",)),))),
    ((r"\benchant\w*|\baura\b",), Told((), ((_PROTECTION, ("702.16c",)),))),
    ((r"\bequip\w*|\bequipment\b",), Told((), ((_PROTECTION, ("702.16d",)),))),
    ((r"\bdamage\b|\bhurt\b",), Told((), ((_PROTECTION, ("702.16e",)),))),
    # The card with protection blocked (its name, taken out of the words, right after "block"), not blocking.
    (
        (r"\bblock(?:s|ed|ing)?(?: by)? {2}|(?<!\S) {2}(?:\w+ ){0,2}be blocked\b",),
        Told((), ((_PROTECTION, ("702.16f",)),)),
    ),
    ((r"\b(?:cast|play)\w*\b", _INSTANT_TIME), Told((), ((r"(?<![\w-])flash\b(?!back)", ("702.8a",)),))),
    (
        (r"\b(?:is|are|counts? as|count(?:ed)? as)\b[^?.]*\ban?\s+\w+|\b(?:creature )?types?\b|\blords?\b|\bbonus\b",),
        Told((), ((r"\bchangeling\b", ("702.73a",)),)),
    ),
    (
        (r"\bkick\w*\b[^?.]*\b(?:twice|times|again|more than once|multiple)\b",),
        Told((), ((r"\bmultikicker\b", ("702.33c",)),)),
    ),
    ((r"\brespon\w*", r"\bmana\b"), Told((), ((r"\bsplit second\b", ("702.61b",)),))),
    ((r"\brespon\w*",), Told((), ((r"\bsplit second\b", ("702.61a",)),))),
    # A target asked of a card with hexproof (a player's, a permanent's) or shroud; a regeneration of a card that
    # says it can't be; an attack the turn it came, of a card with haste.
    (
        (r"\btarget\w*|\bpoint\b|\baim\w*",),
        Told(
            (),
            (
                (r"\byou have hexproof\b", ("702.11c",)),
                (r"\bhexproof\b", ("702.11b",)),
                (r"\bshroud\b", ("702.18a",)),
            ),
        ),
    ),
    # A permanent entering with counters beside an effect that changes counters "put" on it: 122.6 (entering with
    # them is putting them), 614.1c (entering with them is a replacement).
    (
        (r"\bhow many\b|\bcounters?\b",),
        Told(
            (),
            (
                (
                    r"(?s)(?=.*\benters?(?: the battlefield)? with\b[^.]*\bcounters?\b)"
                    r"(?=.*\bcounters? would be put\b)",
                    ("122.6", "614.1c"),
                ),
            ),
        ),
    ),
    ((r"\bregenerat\w*",), Told((), ((r"\bcan[’']t be regenerated\b", ("701.19c",)),))),
    (
        (r"\battack\w*", r"\bthis turn\b|\bright away\b|\bsame turn\b|\bimmediately\b"),
        Told((), ((r"\bhaste\b", ("702.10b",)),)),
    ),
    # A card's text that says what another card's does, the question saying neither: a destruction of an
    # indestructible permanent (702.12b); an attack or a block against a restriction (508.1c, 509.1b); a skip, a
    # draw, a death replaced (614.10, 614.11, 614.6); a cost reduced by generic mana (118.7a); a delayed trigger
    # (603.7); an exile "until" (610.3).
    (
        (r"\b(?:can|does|do|will|would|is)\b",),
        Told((), ((r"(?s)\bdestroy\b.*\bindestructible\b|\bindestructible\b.*\bdestroy\b", ("702.12b",)),)),
    ),
    ((r"\battack\w*",), Told((), ((r"\bcan[’']t attack\b|\bno more than \w+ creatures? can attack\b", ("508.1c",)),))),
    ((r"\bblock\w*",), Told((), ((r"\bcan[’']t block\b|\bno more than \w+ creatures? can block\b", ("509.1b",)),))),
    ((r"\bskip\w*|\bstep\b|\bphase\b",), Told((), ((r"\bskips?\b", ("614.10", "614.1b")),))),
    ((r"\bdraws?\b|\bdrew\b",), Told((), ((r"\bwould draw\b[^.]*\binstead\b", ("614.11", "614.1a")),))),
    (
        (r"\bdies\b|\bdie\b|\bdied\b|\btrigger\w*",),
        Told((), ((r"\bwould (?:die|be put into [\w’' ]*graveyard\b)[^.]*\binstead\b", ("614.6",)),)),
    ),
    (
        # A colour asked: what 118.7a answers (the coloured part stays); a total paid is 601.2f's.
        (r"\bcolou?r(?:ed|less)?\b|\b(?:white|blue|black|red|green)\b|\bgeneric\b",),
        Told((), ((r"\bcosts? (?:\{\d+\}|\w+) less\b", ("118.7a",)),)),
    ),
    ((r"\bwhen\b",), Told((), ((r"\bat the beginning of (?:your |the )?next\b", ("603.7",)),))),
    (
        (r"\b(?:come|comes|coming|go|goes) back\b|\bget (?:it|them) back\b|\breturns?\b",),
        Told((), ((r"\bexiles?\b[^.]*\buntil\b", ("610.3",)),)),
    ),
    # A trampler whose blocker is gone before damage: assigned to the player as though lethal (702.19d).
    (
        (
            r"\b(?:sacrific\w*|sac(?:s|ed|ced)?|di(?:es|ed)|killed|bounced|exiled|destroyed|removed)\b",
            r"\bblock\w*",
            r"\bbefore (?:combat )?damage\b|\bin response\b|\bafter (?:it |they )?block\w*",
        ),
        Told((), ((r"\btrample\b", ("702.19d",)),)),
    ),
    # An Aura spell whose target is gone in response: it doesn't resolve, put into its owner's graveyard (608.3b).
    (
        (
            r"\bin response\b",
            r"\b(?:kill\w*|destroy\w*|di(?:es|ed)|sacrific\w*|bounced?|exiled?)\b",
            r"\bwhat happens\b|\bwhere does\b|\bend up\b|\bgo(?:es)?\b|\bresolve\w*",
        ),
        Told((), ((r"(?m)^enchant (?:creature|permanent|artifact|land|enchantment|planeswalker)\b", ("608.3b",)),)),
    ),
    # An Aura whose permanent left or was blinked: put into its owner's graveyard (704.5m).
    (
        (
            r"\bwhat happens to\b|\bwhere does\b|\bend up\b|\bstays?\b|\bgo(?:es)?\b",
            r"\b(?:returned|bounced?|di(?:es|ed)|sacrific\w*|exiled?|blink\w*|flicker\w*|left|leaves)\b",
        ),
        Told((), ((r"(?m)^enchant (?:creature|permanent|artifact|land|enchantment|planeswalker)\b", ("704.5m",)),)),
    ),
    # A permanent exiled and returned (a blink) asked whether its enters trigger comes again: a new object enters
    # (603.6a, 400.7).
    (
        (r"\b(?:again|another|twice|re-?triggers?|comes? back|returns?)\b",),
        Told(
            (),
            (
                (
                    r"(?s)(?=.*\bexile\b[^.]*\breturn\b[^.]*\bbattlefield\b)(?=.*\bwhen\b[^.]*\benters\b)",
                    ("603.6a", "400.7"),
                ),
            ),
        ),
    ),
    (
        (
            r"\bcounters?\b"
            r"|\b(?:kill|kills|destroy\w*) (?:it|the|that|my|your|his|her|their)\b(?! (?:player|opponent))",
            r"\bblock\w*|\bcreature\b|\b\d+/\d+\b",
        ),
        Told((), ((r"\binfect\b", ("702.90c",)), (r"\bwither\b", ("702.80a",)))),
    ),
    # What the card is (questioncards.told_text: its type line, a creature's power/toughness line), asked of it in
    # the CR's words: a 0-power creature's combat damage, none assigned (510.1a; not when the question pumps it) ...
    (_STATS_ASKED, Told((), ((r"(?m)^0/\S+$", ("510.1a",)),))),
    # ... and an attack at or with a planeswalker: only a creature attacks, a planeswalker is attacked (506.3); the
    # attacker announces which player or planeswalker each creature attacks (508.1b).
    ((r"\battack\w*",), Told((), ((r"(?m)^(?:legendary )?planeswalker\b", ("506.3", "508.1b")),))),
    # ... and a land of another type too (Dryad Arbor, an artifact land) asked cast: it is played only as a land
    # (305.9).
    (
        (r"\bcast\w*|\bas a spell\b",),
        Told(
            (),
            (
                (
                    r"(?m)^(?:(?:legendary|snow) )*"
                    r"(?:(?:artifact|creature|enchantment) land|land (?:creature|artifact|enchantment))\b",
                    ("305.9",),
                ),
            ),
        ),
    ),
    # ... and a card of two card types asked of one of them, which the question says: it satisfies the criteria of
    # any effect on either (205.2b) and combines their aspects (300.2) — "does Shatter destroy my artifact creature".
    *(((_says_type(kind),), Told((), ((_two_types(kind), ("205.2b", "300.2")),))) for kind in _TWO_TYPES),
    # ... and a land asked played or counted as the turn's land drop: a special action in a main phase of one's own
    # turn (305.1), one land a turn (305.2). Played, not cast: a spell "cast after my Mountain" reads nothing.
    ((_LAND_PLAYED,), Told((), ((r"(?m)^(?:(?:basic|legendary|snow) )*land\b", ("305.1", "305.2")),))),
    # What a named card's text does, asked of the creatures it meets: a -N/-N it gives, asked whether they die or
    # survive (toughness 0 or less, 704.5f); a mana value its text reads ("converted mana cost 2 or less"), asked of an
    # X spell cast for a number (X is 0 off the stack, 202.3e).
    (
        (r"\b(?:di(?:e|es|ed)|kill\w*|survives?|live)\b",),
        Told((), ((r"\bgets? -(?:\d+|x)/-(?:\d+|x)\b", ("704.5f",)),)),
    ),
    (
        (r"\bx ?= ?\d+|\bx (?:is|was|of) \d+\b|\b(?:for|with) x\b",),
        Told((), ((r"\bconverted mana cost\b|\bmana value\b", ("202.3e",)),)),
    ),
    # A "when ... dies" card asked of an exile or a bounce: dies is put into a graveyard from the battlefield (700.4).
    (
        (
            r"\b(?:exiled?|exiles|bounced?|bounces|returned to|tucked|swords?|path(?:s|ed)?)\b",
            r"\bstill\b|\btrigger\w*|\bdraws?\b|\bdo (?:i|they|you) get\b",
        ),
        Told((), ((r"\bwhen [^.]*\bdies\b", ("700.4",)),)),
    ),
    # A card of two card types met by an effect on its non-creature type that another named card says ("destroy
    # target artifact" against an artifact creature, the question saying neither type): 205.2b, 300.2, as scard37's.
    # Not an effect on creatures: that an artifact creature is a creature is not what a question asks (a Wrath of God
    # against Walking Ballista read it for an X asked).
    *(
        (
            (r"\b(?:destroy\w*|exil\w*|kill\w*|wrath\w*|bounc\w*|survives?)\b",),
            Told((), ((_effect_on_two_types(kind), ("205.2b", "300.2")),)),
        )
        for kind in _TWO_TYPES
    ),
)


_SENT = re.compile(r"\b(?:bounc\w*|return\w*|put|sent|shuffl\w*|milled)\b")
_ASKED_CAST = re.compile(r"\b(?:cast|recast|play|replay|keep)\b")
_TOKEN_KIND = re.compile(r"\bcreate\w* [^.]*?\b([a-z]+) creature tokens?\b", re.I)


def tokens_sent(words, cards):
    """A token a named card creates, named by its creature type ("one of the goblins from my Krenko's Command"),
    sent away and asked cast or kept: a token in a zone other than the battlefield ceases to exist (111.7, 704.5d).
    words: the question (lower case, the cards' names out); cards: the named cards' text. A card bounced that makes
    tokens ("I bounce my Thragtusk and recast it") names no token's type: nothing."""
    if not (_SENT.search(words) and _ASKED_CAST.search(words)):
        return ()
    kinds = {m.group(1).lower() for m in _TOKEN_KIND.finditer(cards or "")}
    if any(re.search(rf"\b{kind}s?\b", words) for kind in kinds):
        return ("111.7", "704.5d")
    return ()


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
    "104.3c": "required to draw more cards than are left in their library",
    "700.4": "is put into a graveyard from the battlefield",
    "504.1": "the active player draws a card",
    "509.1a": "the chosen creatures must be untapped",
    "508.1a": "the chosen creatures must be untapped",
    "202.3e": "x is treated as 0 while the object is not on the stack",
    "118.3": "can’t pay a cost without having the necessary resources to pay it fully",
    "106.4": "each player’s mana pool empties at the end of each step and phase",
    "500.5": "any unspent mana left in a player’s mana pool empties",
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
    "702.12b": "a permanent with indestructible can’t be destroyed",
    "702.16b": "can’t be targeted by spells with the stated quality",
    "702.16c": "can’t be enchanted by auras that have the stated quality",
    "702.16d": "can’t be equipped by equipment that have the stated quality",
    "702.16e": "any damage that would be dealt by sources that have the stated quality",
    "702.16f": "can’t be blocked by creatures that have the stated quality",
    "702.8a": "you may play this card any time you could cast an instant",
    "702.73a": "this object is every creature type",
    "702.33c": "any number of times as you cast this spell",
    "702.61b": "players may activate mana abilities and take special actions while a spell with split second",
    "702.90c": "damage dealt to a creature by a source with infect isn’t marked on that creature",
    "702.80a": "damage dealt to a creature by a source with wither isn’t marked on that creature",
    "508.1c": "effects that say a creature can’t attack, or that it can’t attack unless some condition is met",
    "509.1b": "effects that say a creature can’t block, or that it can’t block unless some condition is met",
    "614.10": "an effect that causes a player to skip an event, step, phase, or turn is a replacement effect",
    "614.1b": "effects that use the word “skip” are replacement effects",
    "614.11": "some effects replace card draws",
    "614.1a": "effects that use the word “instead” are replacement effects",
    "614.6": "if an event is replaced, it never happens",
    "118.7a": "effects that reduce a cost by an amount of generic mana affect only the generic mana component",
    "603.7": "an effect may create a delayed triggered ability that can do something at a later time",
    "610.3": "some one-shot effects cause an object to change zones “until” a specified event occurs",
    "702.19d": "but there are no creatures blocking it when damage is assigned",
    "603.6a": "enters-the-battlefield abilities trigger when a permanent enters the battlefield",
    "400.7": "an object that moves from one zone to another becomes a new object",
    "702.61a": "players can’t cast other spells or activate abilities that aren’t mana abilities",
    "702.11c": "“hexproof” on a player means “you can’t be the target of spells or abilities your opponents control.”",
    "702.11b": "“hexproof” on a permanent means “this permanent can’t be the target of spells or abilities",
    "702.18a": "this permanent or player can’t be the target of spells or abilities",
    "701.19c": "effects that say that a permanent can’t be regenerated",
    "702.10b": "if a creature has haste, it can attack even if it hasn’t been controlled by its controller",
    "122.6": "also to an object that’s given counters as it enters the battlefield",
    "614.1c": "effects that read “[this permanent] enters with",
    "205.2b": "such objects satisfy the criteria for any effect that applies to any of their card types",
    "116.2a": "playing a land is a special action",
    "300.2": "such objects combine the aspects of each of those card types",
    "305.1": "playing a land is a special action",
    "305.2": "a player can normally play one land during their turn",
    "305.9": "if an object is both a land and another card type, it can be played only as a land",
    "510.1a": "creatures that would assign 0 or less damage this way don’t assign combat damage at all",
    "506.3": "only a creature can attack or block. only a player, a planeswalker, or a battle can be attacked",
    "508.1b": "announces which player, planeswalker, or battle each of the chosen creatures is attacking",
    "608.3b": "if the object that’s resolving has a target, it checks whether the target is still legal",
    "111.7": "a token that’s in a zone other than the battlefield ceases to exist",
    "704.5d": "if a token is in a zone other than the battlefield, it ceases to exist",
    "111.8": "a token that has left the battlefield can’t move to another zone or come back onto the battlefield",
}
