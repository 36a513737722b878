"""The concepts of spells and abilities on the stack and of the turn (casting, costs, targets, triggered
abilities, resolving, the steps of combat...): rulings/concepts.py joins them to the others."""

from rulings.attack_concepts import ATTACK_CONCEPTS
from rulings.casting_concepts import CASTING_CONCEPTS
from rulings.incidental_readings import COMBAT_DAMAGE, END_STEP_OF_ANOTHER, MANA_ABILITIES  # links99, links103
from rulings.phrases import ILLEGAL_TARGET, OUTLASTING_ITS_SOURCE, WHEN, Concept
from rulings.resolution_readings import CHOICE_ON_RESOLUTION, NO_CHOICE_ON_RESOLUTION, RESOLVING
from rulings.target_concepts import TARGET_CONCEPTS
from rulings.trigger_order import TRIGGER_ORDER_CONCEPTS
from rulings.trigger_rechecks import RECHECKED_ON_RESOLUTION
from rulings.turn_exceptions import NOT_603, NOT_608_2

# Precision before recall, as in concepts.py.
TURN_CONCEPTS = [
    # "the mana ability of each basic land type" (Prismatic Omen), links69's "mana abilities associated with both of its
    # basic land types", "the associated / corresponding / intrinsic mana ability" (5 corpus rulings) are 305.6's.
    Concept(
        "mana abilities",
        MANA_ABILITIES,  # links99: not where a mana ability is named in passing (the casting steps, one granted)
        title=r"Mana Abilities",
        unless=r"\b(intrinsic|associated|corresponding) mana abilit",
    ),
    Concept(
        "mana empties",
        r"\bmana (pool )?empties\b|\bempties from\b[^.]*\bmana pool\b|\bunused mana\b|\bunspent mana\b",
        within="500.",
        text=r"mana pool empties|unused mana|unspent mana",
    ),
    Concept("priority", r"\b(receives?|gets?|has|holds?|passes) priority\b", title=r"Timing and Priority"),
    Concept("special actions", r"\bspecial actions?\b", title=r"Special Actions"),
    Concept(
        "the stack's order",
        r"\blast (ability|spell|one) (put|to be put) (on|onto) the stack\b|\bfirst (one )?to resolve\b",
        title=r"Stack",
    ),
    # A step named as the time something is done ("activate it during the declare blockers step") is not what
    # the ruling rests on: only the step's own rules are.
    Concept(
        "combat damage",
        COMBAT_DAMAGE,  # links103: not the sacrifice-in-time template, a regeneration shield, a trigger's look back
        title=r"Combat Damage Step",
    ),
    Concept(
        "put onto the battlefield attacking",
        r"\b(put onto|enters?|entered|entering) the battlefield (tapped and )?attacking\b"
        r"|\b(never|wasn't|weren't) declared as (an )?attacking creatures?\b",
        # The rule of such a creature (508.4: it attacks as chosen, and never "attacked": WotC's "it was never declared
        # as an attacking creature"), not the first paragraph that names it (508.3a, the triggers of an attacker).
        within="508.|308.",
        text=r"^If a creature is put (onto the battlefield|into play) attacking",
    ),
    Concept(
        "declare blockers",
        WHEN + r"\bdeclare blockers step\b|\bremains blocked\b|\bbecome unblocked\b"
        # 509.1's restrictions and requirements, checked as the blocks are declared ("The power of each potential
        # blocking creature is checked ... only as blockers are declared", "checked only as you declare blockers": 25
        # corpus rulings outside the never-tuned rows), as "as attackers are declared" below.
        r"|\bas blockers are (being )?declared\b|\bas (you|its controller|the defending player|that player) declares? "
        r"blockers\b|\bwhen (blockers are declared|declaring blockers)\b",
        title=r"Declare Blockers Step",
    ),
    Concept(
        "declare attackers",
        WHEN + r"\bdeclare attackers step\b|\bas attackers are (being )?declared\b|\bdeclared as an attacker\b"
        r"|\b(as|when) (you|its controller|the active player|that player) declares? attackers\b"
        r"|\bwhen declaring attackers\b"
        r"|\b(never|wasn't|weren't) declared as attackers?\b"
        r"|\bwhich (player or planeswalker|player, planeswalker, or battle) (it's|it is|they're|each is) attacking\b"
        # Attackers are tapped as they are declared (508.1f), once: "Losing vigilance after attackers are declared
        # doesn't cause Kiyomaro to tap", "Gaining vigilance any time after the moment you choose to attack ... won't
        # cause it to become untapped" (4 corpus rulings, each so).
        r"|\b(gain|gains|gaining|lose|loses|losing) vigilance\b[^.]*\bafter\b",
        title=r"Declare Attackers Step",
    ),
    *ATTACK_CONCEPTS,  # 508.1, whether a creature can attack as attackers are declared: attack_concepts.py.
    Concept(
        "cleanup",
        r"\bcleanup step\b",
        title=r"Cleanup Step",
        # "It doesn't wear off during the cleanup step": an effect that lasts indefinitely (611.2a), not the step's.
        unless=r"\b(doesn't|does not|don't|do not|won't|will not) wear off during the cleanup step\b",
    ),
    # "as the end step begins": when a trigger's condition is checked (14 corpus rulings), not the step's rule.
    Concept("end step", WHEN + END_STEP_OF_ANOTHER + r"(?<!next )\bend step\b(?! begins)", title=r"End Step"),
    Concept(
        "intervening if",
        # 603.4's check, made again as the ability resolves.
        r"\bintervening\b|\bchecks?\b[^.]*\bas (it|the ability) tries to resolve\b"
        # WotC's older wording: "This condition is checked again on resolution", "It will check again when it tries
        # to resolve"; not a check that is not made again (a cost's, or a state trigger's: Covetous Dragon).
        r"|(?<!\bnot )\b(checked|checks|check) again (on|at the start of|when|as)\b"
        # "is checked as X's triggered ability triggers and again as it resolves" (Battlebond's team Warriors).
        r"|\bchecked as [^.]*\btriggers,? and again as it resolves\b",
        within="603.4",
        text=r"intervening",
    ),
    Concept(
        "intervening if on the card",
        # WotC's "The ability will trigger only if you control each creature ... as the beginning of combat step
        # begins ... the ability won't trigger at all" (Might Makes Right, Mana Bloom, Knight of the White Orchid) on a
        # card whose trigger has an intervening "if": 603.4's check as the event happens (61 corpus rulings).
        r"\b(will|would) trigger only if\b|\b(won't|will not|doesn't|does not) trigger at all\b"
        r"|" + RECHECKED_ON_RESOLUTION,  # its check again as the ability resolves (links78)
        within="603.4",
        text=r"intervening",
        card=r"^(When|Whenever|At)\b[^.\n]*?, if\b",
    ),
    Concept(
        "triggered abilities",
        # "X's ability will trigger." ends a reading of the card's own condition, not of the rules of triggering; "will
        # trigger, but ..." names it for what happens instead (400.7, state-based actions, exalted's "attacks alone").
        # Nor "will trigger at the beginning of your upkeep", "whenever ...", "during each combat", "and resolve
        # first": the card's own trigger event or time told again (43 corpus links, each read: about 27 the card's
        # reading, 16 a delayed or end-step trigger waiting, 603's, 5 of which keep 603.7 by its own phrase). Nor "will
        # trigger if you owned that creature", "if a source with infect deals damage to it": the card's condition read
        # (12 corpus links, each read so); "will trigger if you don't control an artifact, even for a brief moment"
        # stays, a state trigger (603.8). Nor "will trigger both / regardless of / even on" (links97, 5 links).
        r"\bwill trigger\b(?! only)(?!\.)(?!,? but\b)"
        r"(?! (at|during|whenever|both|regardless of|even on)\b| and (resolve|you)\b)"
        r"(?! if\b(?! you don.t control))"
        # "won't trigger at all" said any way ("will not", "doesn't": 12 corpus rulings more, each read an intervening
        # "if" condition not met as the trigger event happens).
        r"|\b(won't|will not|doesn't|does not) trigger at all\b|\btriggers? even if\b|\bwhen the ability triggers\b"
        # And "won't trigger, even if" something happens right after the event: "If it enters the battlefield
        # untapped, the ability won't trigger, even if you tap that permanent afterward" (Amulet of Vigor; 5 corpus
        # rulings, none with a 603 link, each a trigger event or intervening "if" not met when the event happens).
        r"|\b(won't|will not|doesn't|does not) trigger, even if\b"
        # Events at the same time as a trigger event (603.10's look back); not "at the same time" before a triggered
        # ability resolves, which rests on what happens first (state-based actions, lifelink, APNAP order).
        r"|\bat the same time\b[^.]*\btrigger(s|ed)?\b(?! abilit)"
        r"|\btrigger(s|ed)?\b(?! abilit)[^.]*\bat the same time\b"
        r"|\bprevent[^.]*\bfrom triggering\b|\bbefore (its|that|the) triggered ability resolves\b"
        r"|\b(is|are) put (onto|on) the stack (after|before|the next time)\b"
        # Not said of an ability that "is activated" in the same sentence, unless it "triggers" there ("When the
        # ability is activated, it goes on the stack on top of Lightning Storm": 602.2's activating).
        r"|(?:^|[.!?]\s)(?:(?!\bis activated\b)[^.])*?\bon the stack on top of\b"
        r"|\btriggers?\b[^.]*\bon the stack on top of\b"
        r"|\btriggered ability resolves before\b|\bwill be put on the stack after\b"
        # And in the future tense, the ability named first ("Blessed Spirits's ability will resolve before the
        # enchantment spell that caused it to trigger", "Bloodbriar's ability will resolve before that spell or
        # ability": 20 corpus rulings without a 603 link); not a copy's ("It will resolve before the original spell").
        r"|\babilit(y|ies)\b(?:(?!\bcop(y|ies)\b)[^.])*\b(will|'ll) resolve before\b"
        r"|\bresolves? before the spell that caused\b"
        # WotC's "X's ability is mandatory. If you're the only player who controls a creature, you must target one of
        # them": a triggered ability without "may" (603.5's optional ones contain it) is put on the stack and done
        # (41 corpus links, the readable ones each a triggered ability's: Contagion Clasp, Hellcarver Demon).
        r"|\babilit(y|ies) (is|are) mandatory\b"
        # 603.3's own words: once triggered, the ability is put on the stack ("you lose the game before its triggered
        # ability goes on the stack", "the order that its triggered abilities go on the stack": 28 corpus links, about
        # 21 read right). Its triggering and its resolution told in one sentence, the life of a triggered ability
        # ("triggers and resolves during the declare attackers step", "removed from the graveyard after the ability
        # triggers but before it resolves": 74 corpus links more, 34 of a sample of 40 read right); not a condition
        # checked as it triggers "and again as it resolves", 603.4's alone.
        r"|\btriggered abilit(y|ies) (goes|go|will go|is put|are put|will be put) on(to)? the stack\b"
        r"|\btriggers,? and (goes|is put|will be put) on(to)? the stack\b"
        r"|\b(ability|it) (triggers|triggered)\b(?:(?!\bagain\b)[^.])*\bresolves?\b"
        # 603.2's trigger event, whatever caused it: "Nicol Bolas's third ability triggers whenever it deals damage to
        # an opponent for any reason", "The first ability triggers when Golgari Brownscale returns to your hand from
        # your graveyard for any reason, not just when you use its dredge ability" (18 corpus rulings, 17 without a
        # 603 link, each read so).
        r"|\btrigger(s|ed)? (when|whenever|each time|any time)\b[^.]*\bfor any reason\b"
        # A triggered ability that is countered or loses its targets, apart from what put it there: "The cycling
        # ability and the triggered ability are separate. If the triggered ability doesn't resolve (due to being
        # countered with Stifle ...), the cycling ability will still resolve" (7 corpus rulings, none with a 603 link).
        r"|\btriggered ability (doesn't|does not|won't|will not) resolve\b|\band the triggered ability are separate\b",
        title=r"Handling Triggered Abilities",
        # Last known information, a state-based action first, a trigger in the cleanup step: turn_exceptions.py.
        unless=NOT_603,
    ),
    Concept(
        "illegal targets",
        ILLEGAL_TARGET,
        within="608.2",
        text=r"checks whether the targets are still legal",
        unless=r"\bAuras?\b",  # an Aura spell's target: 608.3, a permanent spell's resolution
        card_unless=r"^Enchant\b",
    ),
    Concept(
        "an aura spell's illegal target",
        ILLEGAL_TARGET,
        within="608.3",
        text=r"Aura spell",
        card=r"^Enchant\b",
    ),
    # Casting a spell and paying its costs: casting_concepts.py.
    *CASTING_CONCEPTS,
    Concept(
        "added combat phases",
        # WotC's "There isn't a main phase between the two combat phases", "The additional combat phase is directly
        # after the combat phase" (4 corpus rulings: Savage Beating, Finest Hour, Godo): phases added to a turn.
        r"\bmain phase (in )?between (the|those) (two |additional )?combat phases\b"
        r"|\b(additional|extra) combat phase (is|will be|happens|occurs) (directly|immediately) after\b"
        r"|\bno main phase (before|between|after) (the|those) (two |additional |extra )?combat phases?\b",
        within="500.",
        text=r"^Some effects can add phases to a turn",
    ),
    Concept(
        "activating",
        # WotC's "Once you announce that you're activating Aryel's last ability, no player may take other actions
        # until the ability's been paid for": the steps of activating (602.2), which follow casting's.
        r"\b(announce|announces|announced) that (you're|you are|they're|they are) (casting a spell or )?activating\b"
        # An ability's targets chosen as it is activated (602.2b, as casting's are as it is cast): "You choose the
        # target when you activate the ability. You don't flip the coin until the ability resolves" (Goblin
        # Bangchuckers), "You choose the targets of the first ability as you activate that ability" (9 corpus rulings,
        # none with a link).
        r"|\b(choose|chooses|choosing) (the |a |its |that |their )?targets?\b[^.]*\b(as|when) (you|its controller|that "
        r"player) (activate|activates)\b",
        within="602.2",
        text=r"^To activate an ability is to",
    ),
    Concept(
        "resolving",
        # "not as that ability resolves", "not checked again as the ability resolves": when something is not done;
        # links94: said of what is done then, not of information read then or a condition (resolution_readings.py).
        # Nothing happens between the steps of a resolution: no player can respond then.
        RESOLVING  # "as it resolves", "too late to respond" (links94, links102)
        + r"|\bno player (may|can) (choose to )?take (any |other )?actions\b"
        # "Players can't take actions between choosing the creature at random and destroying it" (4 corpus rulings,
        # each two instructions of one resolution).
        r"|\bplayers (can't|cannot) take (any )?actions between\b",
        within="608.2",
        text=r"resolution may involve several steps",
        # Another time or another rule (a land played, a cast, a mana ability, a set fixed): turn_exceptions.py.
        unless=NOT_608_2,
    ),
    Concept(
        "information on resolution",
        # WotC's "The number of cards in the target player's hand is determined when ... resolves": 608.2h, the
        # information an effect needs is read as it resolves ("checked only when you activate ...": a cost's).
        r"\b(determined|checked|counted)\b (only )?(when|as) (?:(?!activat|cast)[^.,])*\bresolves\b"
        # "Count the number of lands you control as Stonefury resolves to determine how much damage is dealt".
        r"|\bresolves,? to determine\b"
        # "The number of cards is counted during resolution", "X is determined as the ability starts to resolve".
        r"|\b(determined|checked|counted)\b (only )?(during|on|upon) resolution\b"
        r"|\b(determined|checked|counted)\b (only )?(when|as) (?:(?!activat|cast)[^.,])*\b(starts|begins) to resolve\b"
        # "It checks the color of the target only on resolution", "the check ... made on resolution".
        r"|(?<!\bnot )(?<!n't )\b(checks?|checked|check of)\b[^.]*\b(on|upon|as part of the) resolution\b"
        # links66: "does not check the creature's power until the ability resolves", "You don't count how many +1/+1
        # counters are on X until ...", "Count the number of Elves you control as X's ability resolves, including X
        # ..., to determine" (11 corpus rulings without a 608.2 link; not "won't check until after X finishes
        # resolving", the state-based actions').
        r"|\b(doesn't|does not|don't|do not|won't|will not) (check|count|determine)\b[^.]*\buntil\b[^.]*\bresolves\b"
        r"|\bcount (the number of|how many)\b[^.]*\b(as|when)\b[^.]*\bresolves\b",
        within="608.2",
        text=r"^If an effect requires information from the game",
        unless=r"\bset of [a-z ]+ affected\b",  # 611.2c's
    ),
    Concept(
        "choices on resolution",
        CHOICE_ON_RESOLUTION,  # links94: not a mode or targets chosen as it is put on the stack
        within="608.2",
        text=r"offers any choices",
        unless=NO_CHOICE_ON_RESOLUTION,
    ),
    Concept(
        "final part of a resolution",
        # "Timetwister won't be put into your graveyard until after it's finished resolving, which means it won't be
        # shuffled into your library as part of its own effect": 608.2n, the spell goes to the graveyard last.
        r"\b(isn't|is not|won't be|will not be|aren't|doesn't go|don't go)( put)? (in)?to (your|its owner's|the"
        r"|their owner's|the owner's) graveyard until\b|\bas the (final|last) (step|part) of (its|the spell's|their) "
        r"resolution\b|\blast thing that happens to a resolving (instant|sorcery|spell)\b",
        within="608.2|401.7",
        text=r"final part of an instant or sorcery",
    ),
    Concept(
        "triggers waiting for a resolution",
        # WotC's "those abilities will wait to go on the stack until Primal Surge has finished resolving. Starting
        # with the active player, each player puts their abilities on the stack in any order" (5 corpus rulings):
        # 603.3b, abilities put on the stack the next time a player would receive priority, in APNAP order.
        r"\bwait(s)? (to go on the stack )?until\b[^.]*\bfinish(es|ed)? resolving\b"
        # links56: and "to be put onto the stack", the resolution "completely" done ("Any abilities that trigger
        # during the resolution of Saheeli's Artistry will wait to be put onto the stack until Saheeli's Artistry
        # finishes resolving", "Such abilities will wait to go on the stack until after this ability has completely
        # resolved", "Those triggers wait to be put onto the stack until the first ability has completely finished
        # resolving": 4 corpus rulings without a 603 link).
        r"|\bwait(s)? to (go|be put) on(to)? the stack until\b[^.]*\b(finish(es|ed)? resolving"
        r"|completely (finished )?resolv(ed|es|ing))\b"
        r"|\beach player puts (their|his or her) (triggered )?abilities on the stack\b",
        within="603.3|410.",
        text=r"have triggered since the last time a player received priority",
    ),
    *TRIGGER_ORDER_CONCEPTS,  # 603.3b in WotC's other words (links83)
    Concept(
        "apnap",
        r"\bplayer whose turn it is\b|\bin turn order\b|\bactive player\b[^.]*\bnonactive\b"
        r"|\bstarting with (you|the active player)\b",
        within="101.",
        text=r"at the same time, the active player",
    ),
    Concept(
        "targets",
        r"\btargets? only\b(?! if)|\bdoesn't target\b|\bdoes not target\b|\bwithout targeting\b"
        r"|\b(don't|doesn't|do not|does not) have to target\b|\bchoose zero targets\b",
        title=r"Targets",
    ),
    Concept(
        "attack requirements",
        r"\bmust attack\b|\bforced to attack\b|\battacks? (each combat |this turn )?if able\b|\bcan attack, it must\b"
        r"|\bcost associated with having (a creature|it|that creature|this creature|them) attack\b"
        # WotC's template for a requirement a creature can't obey: "is tapped, is affected by a spell or ability that
        # says it can't attack, ... then it doesn't attack" (58 corpus rulings); the cost "associated with having the
        # creature attack" or the card's own, its name blanked.
        r"|\b(says|say) (that )?it can't attack\b|\bcost associated with having (the creature |\s{2,})attack\b",
        title=r"Declare Attackers Step",
    ),
    Concept(
        "blocking triggers",
        # 509.3c: "becomes blocked" triggers once a combat whatever the number of blockers (5 corpus rulings).
        r"\btriggers? only once (each|per) combat\b(?! damage)"
        r"|\bno matter how many creatures (are )?(assigned to )?block\b",
        within="509.3",
        text=r"becomes blocked",
    ),
    Concept(
        "leaving combat",
        # What removes a creature from combat and what doesn't (506.4; 108 corpus rulings: "Doing so won't remove
        # Vona from combat", "it is removed from combat and will not deal or be dealt combat damage"), and WotC's
        # 'An "attacking creature" is one that has been declared as an attacker ... Unless that creature leaves
        # combat'. Regeneration's and turning face up's are their own rules (701.19c, 708); the plain "removed from
        # combat" below links 506.4 in today's numbering alone.
        r"\bfrom combat\b|\b(leaves|left) combat\b|\"attacking creature\" is one\b",
        within="506.4|306.2|306.4",
        text=r"^A (creature|permanent|creature or planeswalker) is removed from combat if",
        unless=r"\bregenerat|\bface up\b",
    ),
    Concept(
        "block requirements",
        r"\bmust (be )?block(ed)?\b|\bblocks? (each combat |this turn )?if able\b|\bmust assign at least one blocker\b"
        r"|\bcost associated with having (a creature|it|that creature|this creature|them) block\b"
        # The same template for blockers (19 corpus rulings: "any creature that's tapped or affected by a spell or
        # ability that says it can't block doesn't block").
        r"|\b(says|say) (that )?it can't block\b|\bcost associated with having (the creature |\s{2,})block\b",
        title=r"Declare Blockers Step",
    ),
    Concept(
        "who activates",
        # The card's name is blanked before: "Only                's controller can activate".
        r"\bonly (its |the |[\w\s]*'s )controller can activate\b|\bonly you can activate\b",
        within="602.",
        text=r"Only an object's controller|Only an object’s controller",
    ),
    Concept(
        "extra turns",
        # Not the card's extra turn given or withheld ("they can't take the extra turn", "you still take an extra turn
        # after this one", "you won't take an extra turn"): its condition read (Timesifter, Search the City).
        r"\b(?<!won't take an )(?<!can't take the )(?<!still take an )(?<!only get an )extra turns?\b",
        within="500.",
        text=r"extra turn",
    ),
    Concept(
        "timing of playing lands",
        r"\btiming rules for playing lands\b|\bplay a land as\b[^.]*\bresolves\b"
        # What a "can't cast spells" effect leaves: "they can still play lands" (a land is played, not cast: 305.1).
        r"|\bcan still play lands?\b",
        within="305.",
        text=r"when the stack is empty",
    ),
    Concept(
        "timing of casting",
        # WotC's "You must follow the normal timing permissions and restrictions of the card you cast": 117.1a.
        r"\bnormal timing (permissions|rules)\b(?! for playing lands)",
        within="117.1",
        text=r"noninstant spell",
    ),
    Concept(
        "effects of resolved spells",
        # An effect with no duration lasts until the object leaves or the game ends (611.2a): "has no duration",
        # "doesn't have a duration", "lasts indefinitely" (not "neither expire immediately nor last indefinitely",
        # a player who leaves the game: 800.4).
        r"\bhas no duration\b|\b(doesn't|don't|does not|do not) have a duration\b|(?<!\bnor )\b(lasts?|will last)"
        r" indefinitely\b|\benters? the battlefield after\b[^.]*\bresolves\b"
        # WotC's words for 611.2c, the set a resolved spell affects fixed as it resolves ("Only creatures ... as X
        # resolves will receive the bonus", "Ones that enter ... later in the turn are not"; "... constantly updated").
        r"|\b(begin to control|comes? under your control) later\b"
        # links66: "Creatures that enter the battlefield or come under the target player's control after X resolves
        # won't be affected", "A creature that comes under your control after Ready resolves" (10 corpus rulings).
        r"|\bcomes? under\b[^.]*\bcontrol\b[^.]*\b(after|later)\b[^.]*\bresolves\b"
        r"|\bset of [a-z ]+ affected\b[^.]*\b(determined|constantly updated)\b"
        r"|\baffects only [a-z ]+ at the time (it|the spell|the ability) resolves\b"
        r"|\bonly [a-z -]*\b(creatures|permanents)\b[^.]*\b(as|when|at the time)\b[^.]*\bresolves\b[^.]*"
        r"\b(affected|will (get|receive|gain))\b|\b(enter|come|become)s?\b[^.]*\blater (in|that) the turn\b[^.]*"
        r"\b(won't|will not|aren't|are not|isn't|is not|are unaffected)\b|" + OUTLASTING_ITS_SOURCE,
        within="611.2",
        text=r"generated by the resolution of a spell or ability",
    ),
    Concept(
        "abilities independent of their source",
        r"\bindependent(ly)? of (its|their|the) source\b|\b(has|have) already (been )?(triggered|activated)\b"
        r"|\bonce (a|an|the|that|its) [\w -]*abilit(y|ies) (has|have) (triggered|been activated)\b"
        # WotC's "If Mangara leaves the battlefield before the ability resolves, the permanent will still be exiled"
        # (14 corpus rulings), Mogg Bombers' "destroyed or sacrificed in between ... and when it resolves".
        # And "If Mirror-Sigil Sergeant has left the battlefield by the time its triggered ability resolves, you'll
        # still put a token onto the battlefield" (5 corpus rulings more). Not "you can still pay {2}" when "the
        # artifact that caused Mirrorworks's ability to trigger" has left: the trigger's object, not its source.
        r"|\b(leaves|left) the battlefield\b[^.]*\b(before|by the time)\b[^.]*\bresolves\b[^.]*"
        r"\b(will|you'll|it'll) still\b"
        r"|\b(destroyed|sacrificed)\b[^.]*\bbetween\b[^.]*\btriggers\b[^.]*\bresolves\b[^.]*\bstill\b"
        # WotC's "The creature comes back even if Lifeline leaves the battlefield after triggering, but before it
        # resolves", "Even if Speedway Fanatic leaves the battlefield before its triggered ability resolves, that
        # Vehicle still gains haste" (5 corpus rulings outside the never-tuned rows, all 113.7a's).
        r"|\beven if\b[^.]*\b(leaves|left) the battlefield\b[^.]*\b(after (it )?(triggering|triggers|triggered)"
        r"|before (it|its|the|that) ([\w-]+ )?(ability )?resolves)\b"
        # WotC's "You may sacrifice Rhys the Exiled to pay for its own regeneration ability. However, ... the ability
        # will have no effect", "You may sacrifice Magmaw to pay its own activation cost. If you do, Magmaw will still
        # deal 1 damage", and "you can activate this ability multiple times in response to itself" (Goblin Cannon,
        # Chronosavant: the source sacrificed as the first resolves, the others still resolve); 10 corpus rulings
        # outside the never-tuned rows, about 9 read 113.7a's.
        r"|\bsacrifice [^.]{0,40}\bto pay (for )?its own (\w+ )?(ability|activation cost|cost)\b"
        r"|\bmultiple times in response to (itself|the first activation)\b",
        within="112.|113.|402.",
        text=r"independently of its source",
    ),
    Concept(
        "until effects",
        # Exiled until a permanent leaves (not "won't be exiled until the end step").
        r"\b(remains?|stays?|is|are) exiled until\b[^.]*\bleaves the battlefield\b"
        r"|\breturns? (it |them |the exiled cards? |the cards? )?to the battlefield when\b"
        r"[^.]*\bleaves the battlefield\b"
        # WotC's "The exiled card returns to the battlefield immediately after Banishing Light leaves the battlefield.
        # Nothing happens between the two events, including state-based actions" (23 corpus rulings).
        r"|\breturns? to (the battlefield|its owner's hand) immediately after\b[^.]*\bleaves the battlefield\b",
        within="610.",
        text=r"change zones .until",
    ),
    # Choosing modes, not a mode named in passing ("if you chose the second mode, the token is an artifact").
    Concept(
        "modes",
        r"\b(choose|chooses|chosen|choosing) (the same |a |one |any |both |which |different )?modes?\b"
        r"|\bmodal\b|\bmore than one mode\b|\bchange (its|the) modes?\b",
        within="700.2",
        text=r"modal",
    ),
    Concept(
        "delayed triggered abilities",
        r"\b(creates?|created) an? delayed triggered abilit"
        r"|\bdelayed triggered abilit(y|ies)\b[^.]*\b(triggers?|will trigger|won't trigger|is created|resolves)\b",
        within="603.7",
        text=r"delayed triggered ability",
        # A card returned "only if it's still in the graveyard when the delayed triggered ability resolves": its
        # resolution named as the time the card is looked for, 400.7's new object (Phytotitan, Marchesa, Swift Warkite:
        # 8 corpus rulings); not a delayed trigger countered ("isn't exiled when ... resolves (due to Stifle)").
        unless=r"\b(still (in|on)|leaves?) (\w+ ){0,2}(graveyard|battlefield)\b[^.]*"
        r"\b(when|as|before|by the time) (the|that) delayed triggered ability resolves\b",
    ),
    Concept(
        "reflexive triggered abilities",
        r"\breflexive triggered abilit(y|ies)\b",
        within="603.12",
        text=r"reflexive triggered",
    ),
    Concept(
        "state triggers",
        # 603.8: a trigger on a game state, not an event, that won't trigger again while it is on the stack; WotC's
        # "It does not check again on resolution" for a condition read only as the state triggers it.
        r"\bstate triggers?\b|\bwon't trigger again (as long as|while)\b[^.]*\bon the stack\b"
        r"|\b(does not|doesn't) check again on resolution\b",
        within="603.8",
        text=r"state trigger",
    ),
    Concept(
        "looking back in time",
        r"\blooks? back in time\b|\bleaves-the-battlefield (triggered )?abilit(y|ies)\b"
        # "If X and another creature die at the same time, X's ability triggers for each of them": 603.10a's look back.
        r"|\band (another|other|any other|one or more other)\b[^.]*\b(die|leave the battlefield|are put into [^.]*"
        r"graveyards?) (at the same time|simultaneously)\b[^.]*\btrigger"
        # And the same said of the card itself: "If Midnight Reaper dies at the same time as one or more other nontoken
        # creatures you control, Midnight Reaper's ability triggers for each of them" (a verb, not "before the
        # triggered ability resolves": 22 corpus rulings outside the never-tuned rows).
        r"|\b(dies|die|is put into [^.]*graveyards?|leaves the battlefield|is destroyed|are destroyed) "
        r"at the same time as\b[^.]*(\.[^.]*)?\btriggers?\b",
        within="603.10|603.6d|410.10d",  # 603.6d from July 2009, 410.10d before: a lineage broken in November 2016
        text=r"look back in time",
    ),
    Concept(
        "controller of a triggered ability",
        r"(?<!\bif you )\b(control|controls|controlled) (the|that|this|its|each) triggered abilit(y|ies)\b"
        r"|\bcontroller of (the|that|this) triggered abilit(y|ies)\b",
        within="603.3",
        text=r"controlled by the player who controlled its source",
    ),
    Concept(
        "choices as a triggered ability is put on the stack",
        # "You choose the target for the triggered ability when the ability is put onto the stack", "You choose the
        # mode as the triggered ability goes on the stack" (15 corpus rulings, each 603.3c-d's): a triggered ability's
        # modes and targets are chosen as it is put on the stack, as a spell's are as it is cast.
        r"(?<!\bnot )(?<!\bdon't )\b(choose|chooses|chosen)\b[^.]*\b(as|when) (it's|it is"
        r"|the (triggered )?ability (is|goes)|that ability (is|goes)|they're|they are) (put )?on(to)? the stack\b"
        # And with the player putting it there, 603.3d's own words ("the player putting it on the stack announces
        # ..."): "You choose the target of the chaos ability as you put that ability on the stack", "You choose how
        # many targets the ability has and how the damage is divided as you put the ability on the stack" (14 corpus
        # rulings without a 603 link, each a triggered ability's choices: Kharasha Foothills, Dragonlord Atarka).
        r"|(?<!\bnot )(?<!\bdon't )\b(choose|chooses|chosen|choices|divide|divided|distribute|distributed|you target)\b"
        r"[^.]*\b(as|when) you put (the|that|this|its) ([\w-]+ )?(triggered )?ability on(to)? the stack\b",
        within="603.3",
        text=r"process for putting a triggered ability on the stack",
    ),
    # Targets, combat and control: target_concepts.py (kept last, in the same order).
    *TARGET_CONCEPTS,
]
