"""The situations a question naming a card tells, read as the rules the CR gives them (finder_query.finder_rules).

A card question often names no rules word: "I stole Wurmcoil Engine and it died, who gets the tokens?" is about a
trigger's controller (603.3a), "which one do I keep?" about the legend rule (704.5j), "is it a 1/1 or a 4/4?" about
the power/toughness sublayers (613.4). The card's own text does not say what happens to it at the table (scard28's
misses of cards15); the question's situation does: a control change, a copy, a target gone in response, a bonus
counted by a sacrifice. Each entry below is a way players tell one situation, never a question's own wording, with
the rules today's CR (2025-11-14) gives it; SAYS holds for each rule words its text has (tests/search/
test_scard29.py reads them there).
"""

import functools
import re

from rules.rule_refs import is_under

from .cardtypes import enter, family_best
from .rulefinder import Ranked
from .situationtexts import CONTROL_TOLD, DEVOID_TOLD, INFECT_TOLD, INFECTED_TOLD, KEYWORD_TOLD, Told, tokens_sent
from .situationtexts import SAYS as SAYS  # the words each rule has, read by tests/search/test_scard29.py
from .situationwords import (
    _BACK,
    _BONUS,
    _CONTROLLED,
    _COPY,
    _DAMAGED,
    _DIES,
    _EMPTY_LIBRARY,
    _END,
    _ENDED,
    _GONE,
    _LOW_LIFE,
    _RESPOND,
    _SHORT_LIBRARY,
    _STEP,
    _STOLEN,
    _TAPPED,
    _TOKEN_AWAY,
    _TURN_PASSED,
)
from .targetsgone import TARGET_CHANGED

# Whether a question naming a card reads its situations.
READ = True
# Their rules rank this many times higher (as a keyword said, finder_query.KEYWORD_SAID_BOOST; 1.5 left two tuned
# card questions out of the top five) and, when the finder's list holds no rule of their family, the one the
# question's words score best enters it at PLACE (a card's wordings' enter fifth; second measured as third).
BOOST = 2.0
PLACE = 3
# On page 1 the first rule of a situation the question tells keeps a place among the first KEPT_TOP (None: not
# moved): the fusion puts the card's page and rulings, holding its name, above it (scard29: Humility and Giant
# Growth's 613.4b, a stolen Wurmcoil Engine's 603.3a, sixth and below); the question tells what a rule answers.
KEPT_TOP = 3
# Whether the named cards' rules text tells the situations the question's words leave open (Told).
CARDS_TELL = True
# A rule the cards' text tells that the finder ranked below PLACE moves up to it: a member of its family was listed
# (Ruination Guide's 702.114, devoid's, read from its kind), so entered left it where the words put it.
TOLD_UP = True

# (what the question says (lower case, the cards' names out), every pattern needed; its rules, families or rules, or
# Told: the rules the named cards' text tells).
SITUATIONS = (
    # Two of one legendary permanent: "which one do I keep", "keep both", "get rid of one" (the legend rule).
    (
        (r"\bwhich (?:one )?(?:do|does|should|would|can) (?:i|we|they|you) keep\b|\bkeep both\b|\bget rid of one\b",),
        ("704.5j",),
    ),
    # A copy of a spell or ability, told by what 707.10 says its copy takes or is not (cast, its targets, modes, X,
    # kicker): 707.10 itself, which says it; its subrules are the special cases (new targets, a double-faced spell).
    ((_COPY, r"\b(?:cast\w*|spells?|targets?|modes?|x|kick(?:ed|er)|storm)\b"), ("707.10",)),
    # A copy of a permanent asked about what 707.2 says is not copied (counters, status, other effects): 707.2.
    ((_COPY, r"\b(?:counters?|tapped|bigger|smaller|pump\w*|face[- ]down|enchant\w*|auras?|equip\w*)\b"), ("707.2",)),
    # A spell's copy asked whether its targets may change ("new targets", "point the copy at", "a different target",
    # a division made "differently"): the copy's controller may choose new targets only when the effect says so
    # (707.10c); otherwise the copy copies every choice made for the spell (707.10).
    (
        (
            _COPY,
            r"\bnew targets?\b|\bpoint(?:s|ed|ing)? (?:the copy|the copies|it|them|each)\b[^?]* at\b"
            r"|\b(?:a |another )?different (?:targets?|creatures?|players?|permanents?)\b|\bdifferently\b"
            r"|\bchange (?:the |its |their )?targets?\b"
            r"|\bretarget\w*|\bredirect\w*",
        ),
        ("707.10c",),
    ),
    # Any other copy: 707's subrule the question's words score best.
    ((_COPY,), ("707",)),
    # A power/toughness asked as a size: layer 7's setting and modifying sublayers (613.4b, 613.4c), which every size
    # after a Humility or a Giant Growth applies; 613.4's best-scored member was 613.4d, a switch no question told.
    ((r"\bhow big\b|\bwhat size\b|(?<![\w/])\d+/\d+ or (?:an? )?\d+/\d+(?![\w/])",), ("613.4b", "613.4c")),
    # The source of a resolving ability gone before it resolves: the ability exists on its own (113.7a) ...
    ((rf"\b{_GONE}\b[^?]*\bin response to its (?:\w+ )?(?:trigger|ability)", r"\bstill\b"), ("113.7a",)),
    # ... a target gone or made illegal in response: the spell checks its targets as it resolves (608.2b).
    (
        (rf"\b{_GONE}\b[^?]*\bin response\b(?! to [^.?]*\b(?:trigger|ability))", r"\b(?:still|what happens)\b"),
        ("608.2b",),
    ),
    TARGET_CHANGED,  # ... told the other way round, the named card's text saying it targets (targetsgone.py).
    # A bonus counted by an effect that uses an object's power, or a count that changes after it is applied: the
    # answer is determined once, with the object's last known information (608.2h).
    ((_BONUS, r"\bcount\w*\b|\bhow (?:much|many)\b|\bdraw\b|\bdamage\b"), ("608.2h",)),
    ((r"\bequal to\b[^?]*\b(?:later|in response|goes up|grows?|changes?)\b",), ("608.2h",)),
    # A permanent under another player's control: "you" is its controller (109.5); a trigger of it, its controller's
    # when it triggered (603.3a).
    ((_STOLEN, r"\b(?:who|whose|which of us|or mine|or theirs)\b|\bdo (?:i|they)\b"), ("109.5",)),
    ((_STOLEN, r"\b(?:di(?:es|ed)|triggers?|draws?|gets the)\b"), ("603.3a",)),
    # A stolen permanent asked when it goes back ("when do they get it back", "does it come back to me", "how long do
    # I keep it"): a resolved effect lasts as long as it says (611.2a); "until end of turn" ends in the cleanup step
    # (514.2), "for as long as" with its condition (611.2b: its source gone or untapped). The question's cue reads
    # alone; without one, all three (which the card says, the question does not).
    ((_CONTROLLED, _BACK, _END), ("514.2",)),
    ((_CONTROLLED, r"\bhow long\b"), ("611.2a",)),
    (
        (
            _CONTROLLED,
            rf"{_BACK}|\bwhen (?:i |you |they |he |she |it )?untaps?\b",
            _ENDED,
        ),
        ("611.2b",),
    ),
    # Without a cue the named cards' text tells which duration it is (TOLD): a Threaten's "until end of turn" (514.2),
    # a "for as long as" (611.2b), an Aura's "You control enchanted creature" (a static ability's, 611.3b), a bare
    # "gain control of" (no duration stated: for the game, 611.2a). No card says one: all three, each entered at
    # PLACE in turn, the last ranks highest: "until end of turn", the commonest steal's, 514.2.
    ((_CONTROLLED, _BACK, rf"^(?!.*(?:{_END}|{_ENDED}|\bhow long\b))"), CONTROL_TOLD),
    (
        (
            r"\bwhat colou?rs?\b|\bcolou?r(?:s|ed|less)?\b"
            r"|\b(?:is|are)\s+(?:\w+\s+)?(?:still\s+)?(?:an?\s+)?(?:white|blue|black|red|green)\b",
        ),
        DEVOID_TOLD,
    ),
    (
        (
            r"\b(?:lose|loses|lost|losing) (?:any )?life\b|\blife (?:loss|total)\b"
            r"|\bdamage to (?:me|you|a player|my opponent|the player)\b",
        ),
        INFECT_TOLD,
    ),
    (
        (r"\b(?:am i|are you|is (?:he|she)) dead\b|\b(?:kill|kills) (?:me|you|him|her|them)\b|\blose the game\b",),
        INFECTED_TOLD,
    ),
    # Summoning sickness told as the turn it came in (302.6).
    (
        (
            r"\b(?:came|comes?|entered|enters) (?:in|out|into play|onto the battlefield) this turn\b"
            r"|\bthe turn it (?:comes?|came) (?:in|out)\b|\bthe turn it enter(?:s|ed)\b|\bright away\b",
            r"\b(?:tap|untap|attack|use|activate)\b",
        ),
        ("302.6",),
    ),
    # A creature whose control changed asked whether it can attack or tap: it must have been under its controller's
    # control continuously since their most recent turn began (302.6), whichever turn it came in.
    (
        (
            rf"{_STOLEN}|\b(?:give|gave|gives|giving|donat\w*|exchang\w*|swap\w*) (?:\w+ )?(?:opponent|control)\b",
            r"\bcan (?:i|they|he|she|we|you|it) (?:\w+ )?(?:attack|tap|untap|use|activate)\b",
        ),
        ("302.6",),
    ),
    # A mana ability stopped or not: "can I still tap it for mana", "does it stop them tapping for G" (605.1a).
    ((r"\btap\w*\b[^?]*\bfor (?:mana|\{?[wubrgc]\}?)(?!\w)", r"\b(?:still|stops?)\b"), ("605.1a",)),
    # Whether a permanent untaps: the untap step's untapping (502.3).
    ((r"\buntap step\b|\b(?:does|do|doesn[’']t|don[’']t|can) (?:\w+ ){0,3}untap\b",), ("502.3",)),
    # A creature given -N/-N asked whether or when it dies: toughness 0 or less is a state-based action (704.5f),
    # which neither regeneration nor indestructible stops.
    ((r"(?<![\w/])-\d+/-\d+(?![\w/])", r"\b(?:di(?:es|e|ed)|kill\w*|survives?|indestructible)\b"), ("704.5f",)),
    # +1/+1 and -1/-1 counters on one permanent: they are removed in pairs as a state-based action (704.5q).
    ((r"\+1/\+1 counters?\b", r"(?<![\w/+])-1/-1 counters?\b"), ("704.5q",)),
    # Abilities of two cards (or two players') triggering together: APNAP order, each player their own order (603.3b).
    (
        (
            r"\bboth trigger\w*|\btrigger\w* at the same time\b"
            r"|\bwhich (?:one |trigger |ability )?(?:resolves|goes on the stack|goes|happens) first\b",
            r"\btrigger",
        ),
        ("603.3b",),
    ),
    # A creature arriving after a bonus began, asked whether it gets it: a resolved spell's or ability's effect
    # fixed its set of objects when it began (611.2c), a static ability's applies at any moment (611.3a); which one
    # the card is, the question does not say.
    (
        (
            r"\b(?:after|then)\b",
            r"\b(?:play|enters?|flash\w* in|make|comes? in)\b",
            r"\bgets? (?:the )?\+(?:\d+|x)/\+(?:\d+|x)(?![\w/])",
        ),
        ("611.2c", "611.3a"),
    ),
    # A split card's mana value or cost off the stack: its two halves combined (709.4).
    ((r"\bsplit cards?\b", r"\b(?:life|mana value|cmc|converted|how much|costs?)\b"), ("709.4",)),
    # Two replacement or prevention effects on one event asked in which order they apply: the affected object's
    # controller or the affected player chooses (616.1). A trigger's order is 603.3b's.
    (
        (
            r"^(?!.*\btrigger)",
            r"\bwhich (?:one |effect |shield )?(?:applies|happens|goes|comes|is applied|replaces) first\b"
            r"|\b(?:the )?order (?:of|to apply) (?:the |both )?(?:effects?|replacements?|them)\b"
            r"|\bwho (?:chooses|decides|picks) (?:the )?order\b|\bin (?:which|what) order\b",
            r"\b(?:effects?|doubl\w*|twice|prevent\w*|replac\w*|instead|shield)\b",
        ),
        ("616.1",),
    ),
    # An Aura "falls off": put into its owner's graveyard as a state-based action (704.5m).
    ((r"\bfalls? off\b|\bfell off\b",), ("704.5m",)),
    # Life paid with a low life total: only a life total of at least the payment may pay it (119.4).
    ((r"\bpay(?:ing|s)? (?:\d+|x|that|the|that much|enough|more) (?:\w+ )?life\b|\bpay life\b", _LOW_LIFE), ("119.4",)),
    # Damage marked earlier and a creature asked whether it dies now: lethal damage marked (704.5g); with the turn
    # passed between them, the cleanup step removed it (514.2).
    ((_DAMAGED, _DIES), ("704.5g",)),
    ((_DAMAGED, _DIES, _TURN_PASSED), ("514.2",)),
    # A mana ability asked whether it can be responded to or countered: it does not use the stack (605.3b).
    (
        (r"\bmana abilit(?:y|ies)\b", _RESPOND + r"|\bstifle\w*|\btarget\w*|\bcounter(?:ed)?\b(?! counters?)"),
        ("605.3b",),
    ),
    # A special action asked whether it can be responded to: turning a face-down creature face up (116.2b), exiling a
    # card with suspend (116.2f).
    (
        (
            _RESPOND,
            r"\bunmorph\w*|\bturn\w*(?: +\w+)? +face[- ]?up\b|\bflip\w*(?: +\w+)? +(?:face[- ]?)?up\b",
        ),
        ("116.2b",),
    ),
    ((_RESPOND, r"\bsuspend(?:s|ing)?\b(?! \w+ed)"), ("116.2f",)),
    # A blocker gone before damage, the attacker asked whether it hits: it remains blocked (509.1h), and the one gone
    # is removed from combat (506.4).
    (
        (
            r"^(?!.*\btrampl)",
            r"\bblock\w*",
            rf"\b{_GONE}\b|\bremoved\b",
            r"\b(?:hit|hits|damage|deal\w*)\b[^?]*\b(?:me|player|through)\b|\bunblocked\b|\bstill blocked\b",
        ),
        ("506.4", "509.1h"),
    ),
    # A draw from an empty library: its player loses when state-based actions are next checked (704.5b, 121.4).
    ((_EMPTY_LIBRARY, r"\bdraw|\blos[et]\b|\bcan (?:i|you)\b|\bwhat (?:if|happens)\b"), ("704.5b", "121.4")),
    # More cards to draw than are left: the player draws the rest, then loses (104.3c).
    ((_SHORT_LIBRARY, r"\bdraw|\b(?:extra|additional|more) cards\b"), ("104.3c",)),
    # A "dies" trigger asked of a creature exiled or bounced instead: dies is put into a graveyard from the
    # battlefield (700.4).
    (
        (
            r"\b(?:exiled?|bounced?|returned|tucked)\b[^?]*\binstead of\b[^?]*"
            r"\b(?:destroy\w*|dy\w*|dies|die|graveyard)\b"
            r"|\b(?:when (?:this|it) dies|dies? triggers?|death triggers?)\b[^?]*\b(?:exiled?|bounced?)\b",
        ),
        ("700.4",),
    ),
    # An upkeep card asked against the turn's normal draw: the draw step's first action (504.1).
    (
        (
            r"\b(?:before|after) (?:i |my |the |their )?(?:normal |regular |first )?draw\b"
            r"|\bnormal draw\b|\bdraw first\b",
        ),
        ("504.1",),
    ),
    # A tapped creature asked whether it can block or attack: the chosen creatures must be untapped (509.1a, 508.1a).
    ((_TAPPED, r"\bcan (?:it|they|he|she|that|the|this|\w+) (?:\w+ )?(?:still )?block\b"), ("509.1a",)),
    ((_TAPPED, r"\bcan (?:it|they|he|she|that|the|this|\w+) (?:\w+ )?(?:still )?attack\b"), ("508.1a",)),
    # X in a mana value: 0 off the stack, the number chosen on it (202.3e).
    (
        (
            r"\bx ?= ?\d+|\bx (?:is|was|of) \d+\b|\b(?:for|with) x\b",
            r"\b(?:mana value|cmc|converted|x count\w*|count the x|does the x count)\b",
        ),
        ("202.3e",),
    ),
    # One more of a permanent already controlled: the legend rule (704.5j).
    ((r"\balready (?:control|have)\b", r"\b(?:a second|another|second) (?:one|copy)\b"), ("704.5j",)),
    # A cost asked without what it takes (a creature to sacrifice, a card to discard): no cost is paid without the
    # necessary resources (118.3).
    (
        (
            r"\b(?:don[’']?t|dont|do not|didn[’']?t) have (?:a|an|any|enough|the)\b[^?]*"
            r"\bto (?:sacrifice|sac|discard|exile|pay|tap|remove)\b"
            r"|\bwithout (?:a|an|any|enough) \w+ to (?:sacrifice|sac|discard|exile|pay|tap)\b"
            r"|\bnothing to (?:sacrifice|sac|discard|exile)\b",
        ),
        ("118.3",),
    ),
    # Mana kept for a later step: unspent mana empties at the end of each step and phase (500.5, 106.4).
    (
        (
            r"\b(?:keep|save|store|hold) (?:the|that|this|my|some) (?:\w+ )?mana\b|\bfloat\w* (?:the |that )?mana\b"
            r"|\bmana (?:carry|carries|stays?|lasts?|empt\w*)\b|\bunspent mana\b|\bmana pool empt\w*",
        ),
        ("106.4", "500.5"),
    ),
    # ... or made in one step and asked spent in another ("tap it in my upkeep, can I use it in my main phase").
    (
        (
            r"\bmana\b",
            rf"\b(?:during|in|at) (?:my |the |their |your )?{_STEP}\b[^?]*"
            rf"\b(?:during|in|at|until|into) (?:my |the |their |your |the next )?{_STEP}\b",
        ),
        ("106.4", "500.5"),
    ),
    # A token put into a hand, graveyard or library asked cast or kept: it ceases to exist there (111.7, 704.5d); one
    # blinked does not come back (111.8).
    ((_TOKEN_AWAY, r"\b(?:cast|recast|play|replay|keep|kept|still|use)\b"), ("111.7", "704.5d")),
    ((r"\btokens?\b", r"\b(?:flicker\w*|blink\w*)\b"), ("111.8",)),
    # How many lands a turn allows: one, more by continuous effects (305.2); on another player's turn, none (305.3).
    (
        (
            r"\bhow many lands?\b|\b(?:extra|additional|more|two|three|another) lands? (?:drops?|plays?|per turn|a turn"
            r"|this turn|each turn)\b|\bland (?:drop|for the turn)\b|\bplay (?:an )?(?:extra|additional) lands?\b",
        ),
        ("305.2",),
    ),
    (
        (
            r"\blands?\b",
            r"\bplay(?:ing)?\b",
            r"\b(?:during|on|in) (?:my |an |the )?(?:opponent[’']?s|their|his|her) (?:\w+ )?(?:turn|step|phase)\b",
        ),
        ("305.3",),
    ),
    # A land played asked countered or responded to: a special action (116.2a) that does not use the stack, so no
    # one can respond to it (305.1).
    (
        (
            r"\bland drop\b|\bplay(?:s|ed|ing)? (?:a |my |the |that |this |your )?land\b",
            r"\bcounter(?:s|ed|ing)?\b(?!s? on)|\brespond\w*|\bin response\b|\bthe stack\b",
        ),
        ("116.2a", "305.1"),
    ),
    # An activated ability asked at another time (in response, on an opponent's turn): any time its controller has
    # priority (117.1b).
    (
        (
            r"\bcan (?:i|you|they|he|she) (?:still )?activate\b[^?]*"
            r"\b(?:in response|during (?:my |an |the )?(?:opponent[’']?s|their)"
            r"|on (?:my |an |the )?(?:opponent[’']?s|their) turn|at instant speed|any ?time)",
        ),
        ("117.1b",),
    ),
    # Every player losing at once: the game is a draw (104.4a).
    (
        (
            r"\bboth\b|\beveryone\b|\ball (?:the )?players\b|\bsame time\b|\bsimultaneous\w*",
            r"\bwho wins\b|\bis it a draw\b|\b(?:a |the )?game (?:is )?a draw\b|\ba tie\b|\bboth lose\b",
        ),
        ("104.4a",),
    ),
    # Cards played from the opening hand: after the mulligans, in turn order (103.6).
    ((r"\bopening hand\b",), ("103.6",)),
    # A resolved effect asked whether it stays once its source is gone: it lasts as long as it says (611.2a); a
    # control change's "for as long as" is 611.2b's above, a source gone in response 113.7a's.
    (
        (
            r"\b(?:stay|stays|remain|remains)\b",
            r"\b(?:di(?:es|ed)|leaves|left|destroyed|gone)\b",
            r"^(?!.*(?:\bcontrol|st[eo]al|\bstole|\btook\b|in response))",
        ),
        ("611.2a",),
    ),
    # A permanent phased out asked whether something leaves, returns or triggers: phasing changes no zone, and no
    # zone-change trigger triggers (702.26d).
    (
        (
            r"\bphas(?:e|es|ed|ing) (?:\w+ )?(?:out|in)\b",
            r"\b(?:come|comes|coming) back\b|\breturn\w*|\btrigger\w*|\bleaves?\b|\bleft\b|\bdies\b",
        ),
        ("702.26d",),
    ),
    # A power and toughness asked outside the battlefield: a characteristic-defining ability works anywhere (604.3).
    (
        (
            r"\bpower\b|\btoughness\b|\bhow big\b|\bp/t\b",
            r"\bwhile (?:it[’']?s|its|it is) (?:still )?in (?:my |the |their |your |a )?"
            r"(?:graveyard|hand|library|yard)\b"
            r"|\bin (?:my|the|their|your) (?:graveyard|hand|library|yard)\b\?",
        ),
        ("604.3",),
    ),
    # Equipment moved at another time (an opponent's turn, combat, in response): equip is activated only as a sorcery
    # (702.6a).
    (
        (
            r"\bequip\w*"
            r"|\bmove\b(?: +[\w’']+){0,3} +(?:onto|to) (?:a |another |my other )?(?:different |other )?creature",
            r"\b(?:opponent[’']?s turn|their turn|in response|instant speed|during combat|(?:middle of|in) combat"
            r"|right away|any ?time|end step|upkeep|after (?:blockers|attackers|blocks)"
            r"|(?:blockers|attackers) (?:are|were|have been|get) declared)\b",
        ),
        ("702.6a",),
    ),
    # Protection given to an enchanted permanent, asked of the Aura: it can't be enchanted by it (702.16c).
    ((r"\bprotection from\b", r"\bauras?\b|\benchant(?:ed|ment)?\b"), ("702.16c",)),
    # A named card's keyword that answers the question (situationtexts.KEYWORD_TOLD): nothing without it.
    *KEYWORD_TOLD,
)
# Told.cued's seen for the named cards' text (each Told's cues read once for entered and kept_in_top), while held.
_seen_in = functools.lru_cache(maxsize=64)(lambda cards: {})
_COMPILED = tuple((tuple(re.compile(p, re.I) for p in says), rules) for says, rules in SITUATIONS)


# A rule read that answers the question more closely than another read beside it: a stolen permanent's trigger
# ("I stole Wurmcoil Engine and it died, who gets the tokens?") is controlled by its source's controller when it
# triggered (603.3a); "you" on an object (109.5), read from the same "who", left 603.3a off page 1.
# A copy's own subrule read (707.10 a spell's, 707.2 a permanent's) is what the copy is asked about, not 707's others.
# A copy's new targets (707.10c) are narrower than 707.10; a stolen permanent's return when its source dies (611.2b)
# is what "Sower dies, when do they get it back?" asks, not the dying source's trigger (603.3a) nor "you" (109.5).
NARROWER = {
    "611.2b": ("603.3a", "109.5"),
    # So is the return a card's duration tells (Told): "when do they get it back" asks when, not who controls it.
    "611.3b": ("603.3a", "109.5"),
    "611.2a": ("109.5",),
    "514.2": ("109.5",),
    "603.3a": ("109.5",),
    "707.10c": ("707.10", "707"),
    "707.10": ("707",),
    "707.2": ("707",),
}


def situation_rules(words, cards="", seen=None):
    """The rules of the situations words tell (a question less the cards' names), in the table's order, each once
    (a rule NARROWER than another read, the other out); cards: the named cards' rules text, which tells a Told's;
    seen: what each Told's cues found in cards, shared with _cued (Told.cued)."""
    text = (words or "").lower()
    read = (
        n
        for says, rules in _COMPILED
        if all(p.search(text) for p in says)
        for n in ((rules.cued(cards, seen) or rules.untold) if isinstance(rules, Told) else rules)
    )
    found = list(dict.fromkeys([*read, *tokens_sent(text, cards)]))
    out = {wider for n in found for wider in NARROWER.get(n, ())}
    return [n for n in found if n not in out]


def _exact(number):
    """Whether a situation's rule is itself what is asked (a numbered rule or subrule, 707.10), not a section whose
    member the question's words choose (707)."""
    return "." in number


def entered(finder, ranked, boost, terms, words, cards=""):
    """The situations' rules entered in the finder's list ranked ([Ranked]) at PLACE (enter_rules); cards: the named
    cards' rules text (situation_rules)."""
    if not READ:
        return
    seen = _seen_in(cards if CARDS_TELL else "")
    enter_rules(finder, ranked, boost, terms, situation_rules(words, cards if CARDS_TELL else "", seen), PLACE)
    if CARDS_TELL and TOLD_UP:
        for number in _cued(words, cards, seen):
            at = next((i for i, r in enumerate(ranked) if r.number == number), None)
            if at is not None and at > PLACE:
                ranked.insert(PLACE, Ranked(number, ranked[PLACE - 1].score))
                del ranked[at + 1]


def enter_rules(finder, ranked, boost, terms, bases, place):
    """bases boosted ({rule: factor}) and entered in ranked at place, each its family's best-scored rule or itself."""
    for base in bases:
        boost.setdefault(base, BOOST)
        if _exact(base) and all(r.number != base for r in ranked):
            # A numbered rule asked enters as itself even beside a member of its own (616.1g is not 616.1's order).
            at = min(place, len(ranked))
            ranked.insert(at, Ranked(base, ranked[at - 1].score if at else 1.0))
            continue
        enter(ranked, base, base if _exact(base) else family_best(finder, terms, base) or base, place)


def _cued(words, cards, seen=None):
    """The rules the named cards' text tells of the situations words tell (Told.cued)."""
    text = (words or "").lower()
    return [
        n
        for says, rules in _COMPILED
        if isinstance(rules, Told) and all(p.search(text) for p in says)
        for n in rules.cued(cards, seen)
    ]


def kept_in_top(page, words, cards="", bases=None):
    """Page 1 (results) with the first rule of a situation words tell (situation_rules, each a rule or a family;
    cards: the named cards' rules text, which tells a Told's; bases: those rules, read by the caller) moved to place
    KEPT_TOP when it is lower; the results it passes follow it in their order."""
    if not READ or KEPT_TOP is None:
        return page
    cards = cards if CARDS_TELL else ""
    bases = situation_rules(words, cards, _seen_in(cards)) if bases is None else bases
    if not bases:
        return page
    rules = [(i, result.get("number") or "") for i, result in enumerate(page) if result["kind"] == "rule"]
    # A rule the situation names itself first (707.10 before 707.10g, or before 707's member another copy read).
    at = next((i for i, number in rules if number in bases and _exact(number)), None)
    if at is None:
        at = next((i for i, number in rules if any(is_under(number, base) for base in bases)), None)
    if at is None or at < KEPT_TOP:
        return page
    page = list(page)
    page.insert(KEPT_TOP - 1, page.pop(at))
    return page
