"""The procedures' own rules named in the CR's words for them, as rulings phrase them: triggered abilities (603),
casting (601), declaring attackers (508), state-based actions (704), replacement effects (614), resolving (608) and
an Aura put onto the battlefield (303.4f). Each phrase was counted on the tuned groups and the corpus's WotC rulings;
one matching a single ruling was not kept."""

from rulings.effect_concepts import EFFECT_CONCEPTS
from rulings.phrases import Concept
from rulings.turn_concepts import TURN_CONCEPTS

# A card that puts a creature onto the battlefield attacking (508.4).
_PUT_ATTACKING = r"\b(tapped and attacking|onto the battlefield attacking|enters? attacking)\b"

# Which player, planeswalker or battle a creature attacks, chosen (508.1b's declaration, 508.4's creature put onto the
# battlefield attacking): links58 adds WotC's other wordings, "which opponent or opposing planeswalker it's attacking",
# "which opponent or planeswalker controlled by an opponent each token is attacking", the plural "which players or
# planeswalkers the two tokens are attacking", "which player or planeswalker to attack", and the card's own name
# (blanked) as the attacker ("which player or planeswalker Zurgo Helmsmasher attacks").
_WHICH_ATTACKED = (
    r"\bchooses? which (defending )?(players?|opponents?)"
    r"( or (opposing )?planeswalkers?( controlled by an opponent| an opponent controls( that)?)?"
    r"| or battles?|, planeswalkers?,? or battles?)* "
    r"(it|it.s|to|each( token| creature)?|that creature|the creature|the (two |three )?tokens?|they|those creatures"
    r"|\s+)( is| are)? ?attack"
)

# A resolution's own steps, which a ruling saying "on resolution" may name: each links its subrule (608.2b's illegal
# target, 608.2d's choices, 608.2h's information), not 608.2 beside it.
RESOLUTION_STEPS = "|".join(
    f"(?:{c.phrases})"
    for c in TURN_CONCEPTS
    if c.name in ("illegal targets", "information on resolution", "choices on resolution")
)

PROCEDURE_CONCEPTS = [
    Concept(
        "abilities working only in their zone",
        # 113.6's own words, "Abilities of all other objects usually function only while that object is on the
        # battlefield", in WotC's other verbs: "Gaea's Revenge's last ability works only while it's on the battlefield",
        # "X's ability applies only while it's on the battlefield", "The ability can only be activated while this card
        # is in your graveyard" (20 corpus rulings without a 113 link, each a card's ability read in its zone; "where
        # abilities function" has "functions only while"). Not "while the spell is on the stack": the tuned labels
        # read Lightning Storm's stack ability as 602.2's.
        r"\b(works?|applies|apply|functions?|be activated|be used|use [^.]*|activate [^.]*) only while "
        r"(it's|it is|this card is) (on the battlefield|in (your|a|its owner's) (graveyard|hand))\b"
        r"|\bcan only be activated while (it's|it is|this card is) (on the battlefield|in (your|a|its owner's) "
        r"(graveyard|hand))\b",
        within="113.6|112.6|402.8",
        # 402.8 until the lineage reaches it (2005 and before): "Abilities function only while the permanent with the
        # ability is in play".
        text=r"usually function only while|^Abilities function only while",
    ),
    Concept(
        "how a triggered ability is written",
        # 603.1's own words, as WotC's reminder gives them: "Triggered abilities use the word 'when,' 'whenever,' or
        # 'at.' They're often written as '[Trigger condition], [effect]'" (6 corpus rulings, none linked), as 602.1
        # is linked for "Activated abilities contain a colon".
        r"\[Trigger condition\], \[effect\]|\btriggered abilities (use|begin with|contain) the words? \W?when\b",
        within="603.1",
        text=r"trigger condition",
    ),
    Concept(
        "optional triggered abilities",
        # 603.5 (410.5 before July 2009): "Some triggered abilities' effects are optional (they contain 'may')"; WotC's
        # "Gaining life when a creature enters the battlefield is optional", "Putting on a counter is optional", said
        # on a card whose trigger says "may". Not a search of a hidden zone (701.19b's "finding ... is optional") nor
        # an activated ability's option (Panoptic Mirror's).
        r"(?<!\bnot )\b(is|are) optional\b",
        within="603.5|410.5",
        text=r"effects are optional",
        unless=r"\b(finding|search|searching)\b|\bactivated abilit",
        card=r"\b(when|whenever|at the beginning of)\b[^.\n]*\bmay\b",
    ),
    Concept(
        "becomes triggers",
        # 603.2e: "Some trigger events use the word 'becomes' ... These trigger only at the time the named event
        # happens—they don't trigger if that state already exists" ("has to actually change from untapped to tapped";
        # "becoming attached to a tapped land won't cause its ability to immediately trigger").
        r"\b(change|changes|go|goes) from untapped to tapped\b"
        r"|\bbecom(es|ing)\b[^.]*\b(won't|doesn't|will not|does not) cause (its|the|that|this) (triggered )?ability "
        r"to (immediately )?trigger\b",
        within="603.2|410.",
        text=r"use the word .becomes",
    ),
    Concept(
        "triggers once for each occurrence",
        # 603.2c (410.6 before July 2009): "An ability triggers only once each time its trigger event occurs. However,
        # it can trigger repeatedly if one event contains multiple occurrences" (WotC: "If multiple creatures enter the
        # battlefield at one time, this ability triggers once for each creature", "triggers that many times").
        r"\btrigger(s|ed)? (only )?once for each\b"
        # links64: the other half of 603.2c, once for one event however large: "The ability triggers just once each
        # time Scroll Thief deals combat damage to a player, regardless of how much damage it deals", Skullbriar's
        # "one +1/+1 counter each time it deals combat damage to a player ... regardless of how much damage is dealt"
        # (5 corpus rulings: Merfolk Spy, Academy Raider, Scroll Thief, Skullbriar, Mindblade Render).
        r"|\btriggers? (just |only )?once\b[^.]*\bregardless of how (much|many)\b"
        r"|\beach time\b[^.]*\bdeals combat damage to a player\b[^.]*\bregardless of how much damage\b",
        within="603.2|410.",
        text=r"triggers only once each time its trigger event occurs",
    ),
    Concept(
        "an activated ability's cost and effect",
        # 602.1 (403.1 before July 2009): an activated ability is written "[Cost]: [Effect.]", what comes after the
        # colon is no cost (WotC: "tapped as part of the activated ability's effect, not as a cost", "since tapping
        # isn't part of the activation cost, you can use this more than once a turn": 6 corpus rulings outside the
        # never-tuned rows).
        r"\b(isn't|is not|aren't|are not) (a )?part of (the|its|the ability's|the activation) cost\b"
        r"|\bas part of the (activated )?(ability's )?effect, not (as )?(a|the|part of the) cost\b|\bnot as a cost\b",
        within="602.1|403.1",
        text=r"written as .\[Cost\]: \[Effect",
    ),
    Concept(
        "put on the stack in any order",
        # 603.3b: a player puts the triggered abilities they control on the stack "in any order they choose" (WotC:
        # "you may put the sacrifice trigger and the ... trigger on the stack in either order").
        r"\bon(to)? the stack in (either|any) order\b",
        within="603.3|410.",
        text=r"have triggered since the last time a player received priority",
    ),
    Concept(
        "mana abilities while casting",
        # 601.2g: once the total cost is locked in, "the player then has a chance to activate mana abilities" (WotC:
        # "you can sacrifice the creature when you activate mana abilities just before paying the cost").
        r"\b(before|until|when|as|time that|time) (you|its controller) (activate|activates) mana abilities\b",
        within="601.2|409.1",
        text=r"chance to activate mana abilities",
    ),
    Concept(
        "which player or planeswalker it attacks",
        # 508.1b: the active player "announces which player, planeswalker, or battle each of the chosen creatures is
        # attacking"; 508.4, a creature put onto the battlefield attacking: its controller chooses (the title: both).
        _WHICH_ATTACKED,
        title=r"Declare Attackers Step",
        card_unless=_PUT_ATTACKING,
    ),
    Concept(
        "which player or planeswalker a creature put attacking attacks",
        # links57: on a card that puts a creature onto the battlefield attacking ("create a 1/1 token that's tapped
        # and attacking"), the choice is 508.4's, not the declaration's (Militia's Pride, Najeela).
        _WHICH_ATTACKED,
        within="508.|308.",
        text=r"^If a creature is put (onto the battlefield|into play) attacking",
        card=_PUT_ATTACKING,
    ),
    Concept(
        "the defending player in a multiplayer game",
        # 508.5: the defending player an ability of an attacking creature refers to is "the player that creature is
        # attacking" (WotC: "In a multiplayer game, only the player Xantid Swarm attacked is affected").
        r"\bmultiplayer\b[^.]*\b(defending player|player [^.]*attacked|attacked player)\b",
        within="508.",
        text=r"refers? to a defending player",  # 508.4's "Effects ... that refer to" until April 2010
    ),
    Concept(
        "an Aura attached illegally",
        # 704.5m: "If an Aura is attached to an illegal object or player, or is not attached to an object or player,
        # that Aura is put into its owner's graveyard" (not an Equipment's "isn't attached to anything": the card's).
        r"\bAuras?\b[^.]*\b(attached to an? illegal|(isn't|aren't|not) attached to (anything|an object or player))\b"
        r"|\b(unless|if) it's (somehow )?(not )?attached to an appropriate\b"
        # WotC's "the Licid will find itself enchanting something illegal and be put into the graveyard", "Murder
        # Investigation will be enchanting an illegal permanent" (4 corpus rulings outside the never-tuned rows,
        # links73).
        r"|\benchanting (something|an?) illegal\b",
        within="704.5",
        text=r"Aura is attached to an illegal",
    ),
    Concept(
        "the legend rule in its words",
        # 704.5j: "If a player controls two or more legendary permanents with the same name" (WotC, before the rule's
        # name: "since this card is legendary, you can't control more than one").
        r"\bcontrols? (two or more|more than one) legendary (permanents?|creatures?)\b"
        r"|\blegendary\b[^.]*\b(can't|cannot|won't be able to) (control|have) more than one\b",
        within="704.5",
        text=r"legendary permanents",
    ),
    Concept(
        "results of damage",
        # 120.3 (118.3 from July 2009): "Damage may have one or more of the following results" (WotC: "that damage will
        # have all applicable results", "you gain and lose that much life simultaneously", "deathtouch or lifelink may
        # affect the results of the damage dealt": 8 corpus rulings outside the never-tuned rows).
        r"\bgain and lose (that much )?life (simultaneously|at the same time)\b|\ball applicable results\b"
        r"|\bresults of (the )?damage\b|\bdamage (still )?(has|have) (its|their) normal results\b",
        within="120.3|119.3|118.3",
        text=r"^Damage may have one or more of the following results",
    ),
    Concept(
        "a planeswalker with no loyalty",
        # 704.5i: "If a planeswalker has loyalty 0, it's put into its owner's graveyard" (WotC: "If Gideon has no
        # loyalty counters on him, he's put into his owner's graveyard as a state-based action").
        r"\b(0|zero|no) loyalty( counters)?\b[^.]*\b(graveyard|put into)\b"
        r"|\bput into [^.]*graveyard\b[^.]*\b(0|zero|no) loyalty\b|\bloyalty (is|becomes) 0\b",
        within="704.5",
        text=r"planeswalker has (loyalty 0|0 loyalty)",
    ),
    Concept(
        "entering the battlefield replaced",
        # 614.12: what modifies how a permanent enters applies "immediately before" it enters, while it "is entering
        # the battlefield" (WotC: "right before it enters the battlefield").
        r"\b(is|are) entering the battlefield\b|\bright before it enters the battlefield\b",
        title=r"Replacement Effects",
    ),
    Concept(
        "doing nothing on resolution",
        # 608.2b: a spell or ability whose targets are all illegal as it resolves doesn't resolve; WotC's "if the two
        # target creatures aren't controlled by the same player when the ability resolves, the ability does nothing".
        r"\b(when|as) (the|that|this|it|its) ?(ability|spell)? ?resolves\b[^.]*\bdoes nothing\b"
        r"|\bdoes nothing\b[^.]*\b(when|as) (the|that|this|it|its) ?(ability|spell)? ?resolves\b",
        within="608.2",
        text=r"resolution may involve several steps",
        # links78: not on a card whose trigger has an intervening "if": there the ability does nothing because its
        # condition is checked again (603.4, "If you have any cards in your hand when the ability resolves, it does
        # nothing": Hollowborn Barghest, Kiyomaro; the tuned Krond the Dawn-Clad's such sentence is labelled 603.4
        # alone), which "intervening if on the card" links.
        card_unless=r"^(When|Whenever|At)\b[^.\n]*?, if\b",
    ),
    Concept(
        "on resolution",
        # WotC's older words for what is done as a spell or ability resolves ("You pick a card on resolution", "The
        # permanent is chosen and sacrificed during resolution", "It counts the untapped lands on resolution": 71 corpus
        # rulings without a 608.2 link before): 608.2's steps. Not what is "not on resolution" nor "checked again on
        # resolution" (603.4's intervening "if").
        r"(?<!\bnot )(?<!\bagain )(?<!\bnot until )\b(on|upon|during) resolution\b",
        within="608.2",
        text=r"resolution may involve several steps",
        # A coin flipped on resolution is the coin's rule (705), as the labels read it.
        unless=RESOLUTION_STEPS + r"|\bcoins?\b",
    ),
    Concept(
        "read as it was last on the battlefield",
        # 608.2h's last known information in WotC's words for a creature or permanent gone: "use the number of muster
        # counters it had when it was last on the battlefield" (Assemble the Legion), "copiable values from when it was
        # last on the battlefield" (Pack Rat, Mishra's Self-Replicator), "the creature's toughness when it was last on
        # the battlefield" (Korozda Guildmage, Orzhov Charm): 11 corpus rulings outside the never-tuned rows, none
        # linked ("as it last existed" is concepts.py's), 10 linked by this. Not what an effect made of the card "even
        # if" then (Thrilling Encore's creature cards: the card's type now, not information read on resolution).
        r"\b(when|as) (it|they|the creature|that creature|the permanent|that permanent) (was|were) last on the "
        r"battlefield\b",
        within="608.2",
        text=r"^If an effect requires information from the game",
        unless=r"\beven if\b[^.]*\blast on the battlefield\b",
    ),
    Concept(
        "checked as it resolves",
        # 608.2h: the information an effect needs is read as it resolves. WotC's imperative, "Check the creature's power
        # as Exert Influence resolves to see if ...", "Check the power of each creature as Aligned Hedron Network's
        # ability resolves", "Check to see if there are two or more instant and/or sorcery cards in your graveyard as
        # the spell resolves" (4 corpus rulings, Titan's Presence's and Exert Influence's without a link; "information
        # on resolution" has "checked as" and "to determine", not the imperative opening a sentence).
        r"(^|[.!?]\s+)Check\b[^.]*\b(as|when)\b[^.]*\bresolves\b",
        within="608.2",
        text=r"^If an effect requires information from the game",
    ),
    Concept(
        "a card named as it resolves",
        # 608.2d: a choice the effect offers is made as it resolves; naming a card is one (WotC: "The card is named as
        # Thought Hemorrhage resolves", "The card is named when the ability resolves" (Isperia), "You name the card as
        # Cabal Therapy resolves, not as you cast it": 3 corpus rulings outside the never-tuned rows).
        r"\b(is|are) named (as|when)\b[^.]*\bresolves\b|\bname (the|a) card (as|when)\b[^.]*\bresolves\b",
        within="608.2",
        text=r"offers any choices",
    ),
    Concept(
        "an aura put onto the battlefield",
        # WotC's "If the exiled card is an Aura, that card's owner chooses what it will enchant as it comes back onto
        # the battlefield" on any card that puts one there (12 corpus rulings): 303.4f, chosen then, not targeted.
        r"\bAuras?\b[^.]*\bchooses? (what|which (player|permanent|creature|object)s?|a legal (player or object"
        r"|object or player|permanent or player|player or permanent)) (for (that|the) Aura to enchant|(it|the Aura"
        r"|that Aura) (will )?enchants?)\b|\bchooses? (what|which \w+) (it|the Aura|that Aura) (will )?enchants? as it "
        r"enters\b",
        # 212.4j before July 2009 ("by being played"), 212.4's local enchantment "by any other means" before 2004.
        within="303.4|212.4",
        text=r"by any (other means|means other than by (resolving as an Aura spell|being played))",
    ),
    Concept(
        "leaving the battlefield at the same time",
        # 603.10a: a leaves-the-battlefield ability looks back in time, so a permanent that dies with others sees them
        # ("If another creature dies at the same time as X does, each opponent loses 1 life", "If X and the enchanted
        # creature are destroyed at the same time, the player will draw a card"), on a card whose text triggers on a
        # creature dying or leaving. Not lethal damage dealt at the same time (704.5g: "won't receive a counter in time
        # to save it"), nor an ability triggering "that many times" (603.2c) or its triggers ordered (603.3b), nor a
        # player's life total reaching 0 at that time (704.5a: the player loses before the trigger resolves).
        r"\b(dies|die|destroyed|leaves? the battlefield|put into [^.]*graveyards?)\b[^.]*\bat the same time\b"
        r"|\b(dies|die|destroyed|leaves? the battlefield|put into [^.]*graveyards?)\b[^.]*\bsimultaneously\b",
        within="603.10|603.6d|410.10d",
        text=r"look back in time",
        unless=r"\blethal damage\b|\bthat many times\b|\bin time to save\b|\bin (any|either) order\b"
        r"|\blife totals?\b|\b(lose|loses|lost) (the game|before)\b",
        card=r"\b(when|whenever)\b[^.]*\b(dies|die|leaves the battlefield|put into [^.]*graveyards? from the "
        r"battlefield)\b",
    ),
    Concept(
        "a triggered ability without legal choices",
        # 603.3d (410.4 before July 2009): a triggered ability put on the stack without a legal choice "is simply
        # removed from the stack" (WotC: "If there are no legal targets for X's ability, it will be removed from the
        # stack with no effect").
        r"\b(is|will be) removed from the stack\b",
        within="603.3|410.4",
        text=r"simply removed from the stack",
        # An intervening "if" false as the ability resolves removes it too, 603.4's (Dominator Drone).
        unless=r"\b(check|checks|checked) again\b|\bintervening\b|\btries to resolve\b",
    ),
    Concept(
        "a for-as-long-as control ending",
        # 611.2b (418.3d in 2004): an effect "for as long as you control X" ends when its duration does. WotC's "If
        # Dragonlord Silumgar leaves the battlefield, you no longer control it, and its control-change effect ends",
        # "If another player gains control of Willbreaker, its control-change effect ends" (9 corpus rulings; not
        # Ogre Geargrabber's "control-changing effect ends during the cleanup step", an "until end of turn").
        r"\bits control-change effect ends\b",
        within="611.2|418.3",
        text=r"\bdurations worded\b",
        card=r"\bfor as long as\b",
    ),
    Concept(
        "damage marked making a creature's toughness lethal",
        # 704.5g: a creature with damage marked on it at least its toughness is destroyed, checked at once: WotC's "if
        # it has three +1/+1 counters on it and has been dealt 1 damage this turn, it will be destroyed immediately
        # after you activate the ability a second time" (Walking Ballista), "A creature with 3 or more damage marked
        # on it that becomes a copy of Permeating Mass will be destroyed immediately after becoming a copy" (2 corpus
        # rulings, the only ones with these words; links73).
        r"\b(dealt [^.]*damage|damage marked on)\b[^.]*\bwill be destroyed immediately after\b",
        within="704.5",
        text=r"lethal damage",
    ),
    Concept(
        "the source of an ability",
        # 113.7 (112.7 from October 2009, 112.6 in July 2009; no such rule before): "The source of an ability is the
        # object that generated it". WotC's "The emblem is the source of the triggered ability", "The enchanted
        # creature is the source of the activated ability, not Burning Anger", "the equipped creature is the source of
        # both the damage ability and the resultant damage" (16 corpus rulings outside the never-tuned rows; links73).
        # Not "the source of the ability is also the source of the damage" (which object deals damage: 120's).
        r"\b(is|are) the sources? of (the|its|that|this|each|both the) ([\w-]+ ){0,3}abilit(y|ies)\b",
        within="112.|113.",
        text=r"^The source of an ability (on the stack )?is the object that generated",
    ),
    Concept(
        "a source's leaving that doesn't matter",
        # 113.7a: an ability on the stack "exists independently of its source" (the "abilities independent of their
        # source" concept's rule, turn_concepts.py, a module at its size limit). WotC's "It doesn't matter if Predatory
        # Urge leaves the battlefield or somehow becomes attached to another creature by that time", "It doesn't
        # matter if Razia leaves the battlefield" (4 corpus rulings outside the never-tuned rows; links73).
        r"\bdoesn't matter if [^.]*\bleaves the battlefield\b",
        within="112.|113.|402.",
        text=r"independently of its source",
    ),
    *EFFECT_CONCEPTS,
]
