"""The concepts of the rules a ruling may rest on without citing a number (copies, state-based actions, layers, last
known information...): the phrases that name each, and how to find its rule in any version (rulings/links.py
links them)."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Concept:
    """A rules concept: the ruling's phrases that name it, and how to find its rule in any version.

    title: the rule's title (a three-digit rule: "State-Based Actions"); or within + text: the first paragraph
    whose number starts with `within` and whose text matches `text` (704.5's "legend rule" subrule).
    unless: words that, anywhere in the ruling, say it rests on another rule though a phrase matched ("ignore
    any alternative costs" in a ruling on mana value is about mana value).
    card, card_unless: what the card's own text (names blanked) must, or must not, say for the phrase to name this
    concept (an illegal target is 608.3's for an Aura spell, "Enchant creature", and 608.2b's otherwise).
    """

    name: str
    phrases: str
    title: str = ""
    within: str = ""
    text: str = ""
    unless: str = ""
    card: str = ""
    card_unless: str = ""


# Precision before recall: each phrase names the concept itself, not a word that merely occurs near it.
WHEN = (
    r"(?<!during the )(?<!during your )(?<!during its )(?<!during that )(?<!during a player's )"
    r"(?<!controller's )(?<!during each )(?<!beginning of the )(?<!beginning of your )(?<!beginning of each )"
)
ILLEGAL_TARGET = r"\billegal targets?\b|\btargets? (is|are|becomes?) illegal\b|\bno longer (a )?legal target"
CONCEPTS = [
    Concept(
        "copies",
        r"(?<!second )(?<!another )(?<!two )(?<!multiple )(?<!more )\bcop(y|ies|ied|ying)\b(?! of (a|the) card in)",
        title=r"Cop(ying|ies of) Objects",
    ),
    Concept("state-based actions", r"state-based action", title=r"State-Based Actions"),
    Concept(
        "layers",
        r"\blayers?\b|\btimestamps?\b|\bdependenc(y|ies)\b"
        r"|\bswitch(es|ed|ing)? (its|a creature's|the creature's|that creature's) power and toughness\b",
        title=r"Interaction of Continuous Effects",
    ),
    Concept(
        "replacement effects",
        r"replacement effects?|\b(can|will|would|may) replace (this|that|it|the event)\b",
        title=r"Replacement Effects",
        unless=r"\b(rather than|instead of|not) an? replacement effect\b",  # what the ability is not
    ),
    Concept(
        "prevention effects",
        r"\bprevent(s|ed|ion)?\b[^.]*\bdamage\b",
        title=r"Prevention Effects",
        unless=r"\b(doesn't|does not|don't|won't) prevent (the )?damage\b",  # what the ability is not
    ),
    Concept(
        "face-down",
        r"\bface[- ]down\b|\bturn(s|ed|ing)? (it |them |that creature |that permanent )?face up\b",
        title=r"Face-Down Spells and Permanents",
        # Face-down conspiracies (Conspiracy drafts), a controlled player's hidden cards: other rules.
        # (Turning a permanent face up is its rule too.)
        unless=r"\bconspirac(y|ies)\b|\bcontrol(s|ling)? another player\b",
    ),
    Concept(
        "controlling another player",
        r"\bcontrol(s|ling)? another player\b|\bmakes? all (the )?decisions\b|\bcontrolling player\b",
        title=r"Controlling Another Player",
    ),
    Concept("split cards", r"\bsplit cards?\b|\bfused? split\b", title=r"Split Cards"),
    Concept(
        "flip cards",
        # "flips a coin" is another rule (705).
        r"\bflip cards?\b|\bflipped\b|\bflips\b(?!\s+(a|an|one|two|three|\d+|that|the|those)?\s*coins?\b)",
        title=r"Flip Cards",
        unless=r"\bcoins?\b",
    ),
    Concept("double-faced cards", r"\bdouble-faced\b|\bback face\b", title=r"Double-Faced Cards"),
    Concept("mana abilities", r"\bmana abilit(y|ies)\b(?! of the basic land type)", title=r"Mana Abilities"),
    Concept("loyalty abilities", r"\bloyalty abilit(y|ies)\b", title=r"Loyalty Abilities"),
    Concept("emblems", r"\bemblems?\b", title=r"Emblems"),
    Concept("sagas", r"\blore counters?\b|\bchapter abilit(y|ies)\b", title=r"Saga Cards"),
    Concept("adventurers", r"\bon an adventure\b|\badventurer cards?\b", title=r"Adventurer Cards"),
    Concept("the monarch", r"\bthe monarch\b", title=r"The Monarch"),
    Concept("the initiative", r"\bthe initiative\b", title=r"The Initiative"),
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
    Concept(
        "marked damage",
        r"\bdamage (remains|stays) marked\b|\bmarked damage\b|\bdamage marked on\b",
        within="119.|120.",
        text=r"^Damage (marked on a creature|dealt to a creature).*remains",
    ),
    Concept(
        "+1/+1 and -1/-1 counters",
        r"\+1/\+1 counters?\b[^.]*-1/-1 counters?\b[^.]*\b(removed|cancel|annihilat)|"
        r"-1/-1 counters?\b[^.]*\+1/\+1 counters?\b[^.]*\b(removed|cancel|annihilat)",
        within="704.5",
        text=r"both a \+1/\+1 counter and a -1/-1 counter",
    ),
    Concept(
        "tokens",
        r"\btokens? (is|are|isn't|aren't) (not )?(a )?cards?\b|\btokens?\b[^.]*\bceas(e|es|ed|ing) to exist\b"
        r"|\btokens? (is|are) named\b|\btokens?\b[^.]*\b(can't|cannot|won't|will not) (come back|return)\b"
        r"|\bcontrols? the tokens?\b|\btoken's owner\b|\bowner of (a|the|that) token\b",
        title=r"Tokens",
        # 110.5 from July 2009 to July 2019, when tokens had no rule of their own.
        within="110.5",
        text=r"^Some effects put tokens onto the battlefield",
    ),
    # A step named as the time something is done ("activate it during the declare blockers step") is not what
    # the ruling rests on: only the step's own rules are.
    Concept(
        "combat damage",
        WHEN + r"\bcombat damage step\b|\bcombat damage is dealt (simultaneously|at the same time)\b",
        title=r"Combat Damage Step",
    ),
    Concept(
        "put onto the battlefield attacking",
        r"\b(put onto|enters?|entered|entering) the battlefield (tapped and )?attacking\b",
        within="508.",
        text=r"put onto the battlefield attacking",
    ),
    Concept(
        "declare blockers",
        WHEN + r"\bdeclare blockers step\b|\bremains blocked\b",
        title=r"Declare Blockers Step",
    ),
    Concept(
        "declare attackers",
        WHEN
        + r"\bdeclare attackers step\b|\bdeclared as an attacker\b|\b(never|wasn't|weren't) declared as attackers?\b"
        r"|\bwhich (player or planeswalker|player, planeswalker, or battle) (it's|it is|they're|each is) attacking\b",
        title=r"Declare Attackers Step",
    ),
    Concept("cleanup", r"\bcleanup step\b", title=r"Cleanup Step"),
    Concept("end step", WHEN + r"(?<!next )\bend step\b", title=r"End Step"),
    Concept("commander", r"\bcommander\b(?! ?\d)", title=r"Commander"),
    Concept("two-headed giant", r"Two-Headed Giant", title=r"Two-Headed Giant Variant"),
    Concept("planechase", r"\bplanar die\b|\bplaneswalk(s|ed|ing)? (to|away)\b", title=r"Planechase"),
    Concept("archenemy", r"\bschemes?\b|\barchenemy\b", title=r"Archenemy"),
    Concept("intervening if", r"\bintervening\b", within="603.4", text=r"intervening"),
    Concept(
        "triggered abilities",
        r"\bwill trigger\b(?! only)|\bwon't trigger at all\b|\btriggers? even if\b|\bwhen the ability triggers\b"
        r"|\bat the same time\b[^.]*\btrigger(s|ed)?\b|\btrigger(s|ed)?\b[^.]*\bat the same time\b"
        r"|\bprevent[^.]*\bfrom triggering\b|\bbefore (its|that|the) triggered ability resolves\b"
        r"|\b(is|are) put (onto|on) the stack (after|before|the next time)\b|\bon the stack on top of\b"
        r"|\btriggered ability resolves before\b|\bwill be put on the stack after\b",
        title=r"Handling Triggered Abilities",
        # "before its triggered ability resolves, use its power as it last existed": last known information.
        unless=r"\blast existed\b|\blast known\b",
    ),
    Concept(
        "last known information",
        r"last known\b|\bas it last existed\b|\blast existed on the battlefield\b",
        within="608.2",
        # 608.2h (608.2g in 2012, 413.2f in 2005): 608.2b speaks of it too, for targets.
        text=r"^If an effect requires information from the game",
    ),
    Concept(
        "new object",
        r"\bnew object\b|\bno memory of\b|\bno connection to\b",
        within="400.",
        text=r"new object with no memory",
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
    Concept("legend rule", r"\blegend rule\b", within="704.5", text=r"legendary permanents"),
    Concept("lethal damage", r"\blethal damage\b", within="704.5", text=r"lethal damage"),
    Concept(
        "toughness 0",
        r"\btoughness (of )?0\b|\b0 toughness\b|\btoughness 0 or less\b",
        within="704.5",
        text=r"toughness 0 or less",
    ),
    Concept(
        "no life",
        r"\b0 or less life\b|\blife total (is|becomes) 0\b|\blife totals? (to )?becomes? 0 or less\b",
        within="704.5",
        text=r"0 or less life",
    ),
    Concept(
        "empty library",
        r"\bempty library\b|\bno cards in (their|your|his or her) library\b",
        within="704.5",
        text=r"library with no cards",
    ),
    Concept(
        "mana value",
        r"\bconverted mana costs?\b|\bmana values?\b",
        within="202.",
        text=r"^(The converted mana cost of an object|An object's mana value|An object’s mana value)",
    ),
    Concept(
        "x",
        r"\bvalue (chosen )?for X\b|\bX is (considered to be |treated as )?0\b|\bchoose X\b"
        r"|\bX in (its|the) mana cost\b",
        within="107.",
        text=r"^Many objects use the letter X",
        # X taken as 0 in a mana value is the mana value's rule (202.3).
        unless=r"\bconverted mana costs?\b|\bmana values?\b",
    ),
    Concept(
        "alternative costs",
        r"\balternative costs?\b|\bwithout paying (its|their) mana costs?\b"
        r"|\balternative (or|and|and/or) additional costs?\b",
        within="117.|118.",
        text=r"^Some spells have alternative costs",
        unless=r"\bconverted mana costs?\b|\bmana values?\b|\btotal cost\b",
    ),
    Concept(
        "additional costs",
        r"\badditional costs?\b|\badditional (or|and|and/or) alternative costs?\b",
        within="117.|118.",
        text=r"have additional costs",
        unless=r"\bconverted mana costs?\b|\bmana values?\b|\btotal cost\b",
    ),
    Concept(
        "total cost",
        r"\btotal cost\b|\bcosts? \{\d\} (less|more)\b|\bcost (reduction|increase)s?\b|\breduced by \{"
        r"|\b(generic|colored) mana (portion|component|part|requirement)s?\b"
        r"|\b(lower|lowers|reduce|reduces) (the|its|that|a spell's|the spell's) cost\b",
        within="601.2",
        text=r"total cost",
    ),
    Concept(
        "casting",
        r"\bas you (begin to )?cast\b|\bbegin to cast\b|\b(finish|finishes|finished) casting\b|\bsteps? of casting\b"
        r"|\bannounce that you're casting\b|\bonly respond once (this|the|that) spell has been cast\b",
        within="601.2",
        text=r"^To cast a spell is to",
    ),
    Concept(
        "resolving",
        r"\b(at the time|as) (it|the ability|the spell|that ability|that spell) resolves\b"
        # Nothing happens between the steps of a resolution: no player can respond then.
        r"|\btoo late (for anyone )?to respond\b|\bno player (may|can) take (any )?actions\b",
        within="608.2",
        text=r"resolution may involve several steps",
    ),
    Concept(
        "choices on resolution",
        r"\b(choose|chooses|chosen|decide|decides)\b[^.]*\b(as|when|until)\b[^.]*\bresolves\b",
        within="608.2",
        text=r"offers any choices",
        unless=r"\b(don't|do not) choose\b[^.]*\bwhen\b[^.]*\bresolves\b",
    ),
    Concept(
        "apnap",
        r"\bplayer whose turn it is\b|\bin turn order\b|\bactive player\b[^.]*\bnonactive\b"
        r"|\bstarting with (you|the active player)\b",
        within="101.",
        text=r"at the same time, the active player",
    ),
    Concept(
        "targets",
        r"\btargets? only\b|\bdoesn't target\b|\bdoes not target\b|\bwithout targeting\b"
        r"|\b(don't|doesn't|do not|does not) have to target\b",
        title=r"Targets",
    ),
    Concept(
        "playing lands",
        r"\bplay(ed)? a land\b|\bland drop\b|\bland (you|a player) can normally play\b|\badditional lands?\b"
        r"|\bplay only one land\b|\bone land (per|each) turn\b",
        within="305.",
        text=r"normally play one land",
    ),
    Concept(
        "attack requirements",
        r"\bmust attack\b|\bforced to attack\b|\battacks? (each combat |this turn )?if able\b|\bcan attack, it must\b"
        r"|\bcost associated with having (a creature|it|that creature|this creature|them) attack\b",
        title=r"Declare Attackers Step",
    ),
    Concept(
        "block requirements",
        r"\bmust (be )?block(ed)?\b|\bblocks? (each combat |this turn )?if able\b|\bmust assign at least one blocker\b"
        r"|\bcost associated with having (a creature|it|that creature|this creature|them) block\b",
        title=r"Declare Blockers Step",
    ),
    Concept(
        "equipment",
        r"\bEquipment\b[^.]*\b(becomes unattached|can't equip|can no longer equip)\b"
        r"|\bequip (ability|abilities|cost)\b",
        within="301.",
        text=r"subtype .Equipment",
    ),
    Concept(
        "auras",
        r"\bAuras?\b[^.]*\b(will enchant|what (it|they) (will )?enchants?|isn't cast|put onto the battlefield)\b",
        within="303.",
        text=r"subtype .Aura",
    ),
    Concept(
        "who activates",
        # The card's name is blanked before: "Only                's controller can activate".
        r"\bonly (its |the |[\w\s]*'s )controller can activate\b|\bonly you can activate\b",
        within="602.",
        text=r"Only an object's controller|Only an object’s controller",
    ),
    Concept(
        "life total becomes",
        r"\blife total (to )?becomes?\b(?! 0 or less)"
        r"|\b(gain|lose|gains|loses)( or (gain|lose|gains|loses))? the (appropriate|necessary) amount of life\b",
        within="118.|119.",
        text=r"life total becomes|life total to a specific number",
    ),
    Concept("winning", r"\bwins? the game\b", within="104.2", text=r"win"),
    Concept("leaving the game", r"\bleaves the game\b|\bleft the game\b", within="800.4", text=r"leaves the game"),
    Concept("hybrid mana", r"\bhybrid mana\b|\bhybrid symbols?\b", within="107.4", text=r"hybrid mana symbol"),
    Concept("phyrexian mana", r"\bPhyrexian mana\b", within="107.4", text=r"Phyrexian mana symbol"),
    Concept("extra turns", r"\bextra turns?\b", within="500.", text=r"extra turn"),
    Concept("outside the game", r"\boutside the game\b", within="400.", text=r"outside the game"),
    Concept("maximum hand size", r"\bmaximum hand size\b", within="402.", text=r"maximum hand size"),
    Concept(
        "characteristic-defining", r"characteristic-defining", within="604.", text=r"characteristic-defining abilit"
    ),
    Concept(
        "effects of resolved spells",
        r"\bhas no duration\b|\benters? the battlefield after\b[^.]*\bresolves\b",
        within="611.2",
        text=r"generated by the resolution of a spell or ability",
    ),
    Concept(
        "order of replacement effects",
        r"\b(what|which|any) order to apply\b|\border in which to apply\b"
        r"|\bapply (them|those effects|these effects|the effects) in (any|whichever|the) order\b",
        title=r"Interaction of Replacement (and/or|or) Prevention Effects",
    ),
    Concept(
        "text-changing effects",
        r"\btext[- ]changing\b|\bchanges?\b[^.]*\bwhat is printed\b",
        title=r"Text-Changing Effects",
    ),
    Concept(
        "abilities independent of their source",
        r"\bindependent(ly)? of (its|their|the) source\b|\b(has|have) already (been )?(triggered|activated)\b"
        r"|\bonce (a|an|the|that|its) [\w -]*abilit(y|ies) (has|have) (triggered|been activated)\b",
        within="112.|113.|402.",
        text=r"independently of its source",
    ),
    Concept(
        "until effects",
        # Exiled until a permanent leaves (not "won't be exiled until the end step").
        r"\b(remains?|stays?|is|are) exiled until\b[^.]*\bleaves the battlefield\b"
        r"|\breturns? (it |them |the exiled cards? |the cards? )?to the battlefield when\b"
        r"[^.]*\bleaves the battlefield\b",
        within="610.",
        text=r"change zones .until",
    ),
    Concept(
        "owner's zones",
        # Its owner's, not its controller's ("goes to its owner's graveyard ..., not yours").
        r"\bappropriate (graveyard|library|hand)\b"
        r"|\bgo(es)? to (its|their) owners?'s? (graveyard|library|hand)\b[^.]*\bnot (yours|your|its controller)",
        within="400.",
        text=r"other than its owner",
    ),
    Concept(
        "enters-the-battlefield replacement effects",
        r"\"as \[this [a-z]+\] enters|\benters the battlefield with\"? abilit",
        title=r"Replacement Effects",
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
        r"|\bdelayed triggered abilit(y|ies)\b[^.]*\b(triggers?|will trigger|won't trigger|is created)\b",
        within="603.7",
        text=r"delayed triggered ability",
    ),
    Concept(
        "reflexive triggered abilities",
        r"\breflexive triggered abilit(y|ies)\b",
        within="603.12",
        text=r"reflexive triggered",
    ),
    Concept(
        "looking back in time",
        r"\blooks? back in time\b|\bleaves-the-battlefield (triggered )?abilit(y|ies)\b",
        within="603.10",
        text=r"look back in time",
    ),
    Concept("removed from combat", r"\bremoved from combat\b", within="506.4", text=r"removed from combat"),
    Concept(
        "dividing as a spell is cast",
        r"\bdivid(e|es|ed|ing) (the |that |its )?(damage|counters)\b|\b(damage|counters) (is |are )?divided\b"
        r"|\bdivision\b",
        within="601.2",
        text=r"divide",
        # Combat damage is divided by its own rules (510); damage being prevented by the prevention's (615).
        unless=r"\bcombat damage\b|\bblock|\bprevent",
    ),
    Concept("linked abilities", r"\blinked abilit(y|ies)\b|\babilities are linked\b", title=r"Linked Abilities"),
    Concept("mulligans", r"\bmulligans?\b", within="103.", text=r"mulligan"),
    Concept(
        "a land's type set",
        r"\bland types?\b[^.]*\blos(e|es|t)\b[^.]*\babilit",
        within="305.|212.6",
        text=r"no longer has its old land type",
    ),
    Concept(
        "basic land types",
        r"\bbasic land types?\b|\bthe land type (Plains|Island|Swamp|Mountain|Forest)\b",
        within="305.|212.6",
        text=r"^The basic land types are",
        unless=r"\bland types?\b[^.]*\blos(e|es|t)\b[^.]*\babilit",
    ),
    Concept(
        "choosing targets",
        r"\b(at the time|when|as) (the |its |their )?targets are chosen\b"
        r"|\b(at the time|when|as) (you|its controller|that player) chooses? (the |its |their )?targets\b",
        within="601.2",
        text=r"announces .{0,40}targets?|target the spell requires",
    ),
    Concept(
        "where abilities function",
        r"\bfunctions? only (on the battlefield|while|in|from)\b|\bfunctions? (in|from) (all|any|every) zones?\b",
        within="113.6|112.6|402.8",
        text=r"usually function only while",
    ),
    Concept(
        "the same target for each word target",
        r"\bsame (creature|player|permanent|object|card|spell|target) (for|as) "
        r"(both|each|all|two|multiple|more than one)( of the)? targets\b"
        r"|\"target\b[^.]*\"[^.]*\b(multiple times|more than once|twice)\b",
        within="115.|114.|409.1",
        text=r"same object or player can be chosen once for each",
    ),
    Concept(
        "defending player",
        r"\b(is|are|becomes?) (that creature's|its|the|that) defending player\b",
        within="506.2|306.3",
        text=r"defending player",
    ),
    Concept(
        "changing targets",
        # Not "choose a new target player each upkeep": a new choice, not a changed target.
        r"\bchange (any number of |one of |only one of )?(the |its )?targets?\b|\bchoose new targets\b"
        r"|\bredirect(ing|s)? (the|a|that) (spell|ability)\b",
        within="115.7|114.6",
        text=r"change the target",
    ),
    Concept(
        "colors changed",
        r"\boverwrites? (all )?(its|their|the) (old |previous )?colors\b|\bnew colors? replaces?\b",
        within="105.",
        text=r"new color",
    ),
    Concept(
        "finding in a hidden zone",
        r"\b(don't|do not|doesn't|does not|aren't|isn't) (have to|required to) find\b|\bfail to find\b",
        within="701.",
        text=r"required to find",
    ),
    Concept(
        "counters leaving with the object",
        r"\bcounters?\b[^.]*\b(will )?cease to exist\b|\bcounters (are not|aren't|won't be) retained\b",
        within="122.|121.",
        text=r"cease to exist|not retained",
        unless=r"\btokens?\b[^.]*\bcease to exist\b",
    ),
    Concept(
        "triggered during the untap step",
        r"\btrigger(s|ed)? during (your|the|its controller's|that player's) untap step\b"
        r"|\b(handled|put on(to)? the stack) (during|at the beginning of) (your|the|that player's) upkeep\b",
        within="503.1",
        text=r"triggered during the untap step",
    ),
    Concept(
        "owners",
        r"\b(are|is) (a|the|its) (creature|card|permanent|spell|token)'s owner\b|\bowner of a card\b",
        within="108.3",
        text=r"owner",
        unless=r"\btoken's owner\b",  # a token's: the tokens' rule
    ),
    # Words WotC repeats in rulings of a set, each the definition a rule gives.
    Concept(
        "card types",
        r"\bthe card types (in Magic )?are\b",
        within="205.2|204.2",
        text=r"card types are",
    ),
    Concept(
        "activated abilities",
        r"\bactivated abilities (contain|have) a colon\b|\[Cost\]: \[Effect\]",
        within="602.1|402.",
        text=r"\[Cost\]",
    ),
    Concept(
        "summoning sickness",
        r"\bsummoning sick|\bcontrolled (it |that permanent |that creature )?continuously since\b"
        r"|\bcontinuously controlled (it |that permanent |that creature )?since\b",
        within="302.",
        # The words of 2009-2024, and today's ("under its controller's control continuously since").
        text=r"continuously controlled since|control continuously since",
    ),
]
# A pointer to other reading ("For more information on double-faced cards, see the ... article") names a subject
# the ruling does not rest on.
ELSEWHERE = r"\b(for more information|for more on|to learn more)\b[^.]*\bsee\b[^.]*(\.|$)"
# Asides: brackets, a pair of dashes, and an example ("such as Doubling Season's", "for example, Forests") name
# other things than what the ruling rests on.


def concept_hints(concept):
    """Words every text a concept's phrases match holds one of, for a database's first sift: one word run that
    each of the phrase's alternatives requires ("cop" for "cop(y|ies|ied|ying)", not "ies", which would let every
    ruling through). None when some alternative requires no word of three letters: then nothing can be sifted."""
    hints = set()
    for alternative in _top_level(concept.phrases):
        required = _required_runs(alternative)
        best = max(required, key=len, default="")
        if len(best.strip()) < 3:
            return None
        hints.add(best.strip().lower())
    return sorted(hints)


def _top_level(pattern):
    """The alternatives of a pattern at its top level (a "|" inside brackets or a group belongs to it)."""
    parts, depth, start, index, in_class = [], 0, 0, 0, False
    while index < len(pattern):
        char = pattern[index]
        if char == "\\":
            index += 2
            continue
        if in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            parts.append(pattern[start:index])
            start = index + 1
        index += 1
    return parts + [pattern[start:]]


def _required_runs(alternative):
    """The literal runs an alternative requires: groups, classes, anchors and optional characters cut them."""
    runs, current, depth, index, in_class = [], "", 0, 0, False
    while index < len(alternative):
        char = alternative[index]
        optional = index + 1 < len(alternative) and alternative[index + 1] in "?*{"
        if in_class:
            in_class = char != "]"
        elif depth:
            depth += {"(": 1, ")": -1}.get(char, 0)
            index += 2 if char == "\\" else 1
            if char == "\\":
                continue
            continue
        elif char == "\\":
            escaped = alternative[index + 1 : index + 2]
            optional = index + 2 < len(alternative) and alternative[index + 2] in "?*{"
            if escaped.isalnum() or optional:  # \b, \s, \w, \d...: no letter of the text
                runs.append(current)
                current = ""
            else:
                current += escaped
            index += 2
            continue
        elif char == "[":
            in_class = True
        elif char == "(":
            depth = 1
        elif char not in "?*+{}^$." and not optional:
            current += char
            index += 1
            continue
        runs.append(current)
        current = ""
        index += 1
    return [run for run in runs + [current] if run]
