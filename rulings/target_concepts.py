"""The concepts of targets, combat's defending player and a permanent's control (choosing and changing targets,
removed from combat, summoning sickness...): the end of rulings/turn_concepts.py's list, moved here as it reached
500 lines, in the same order."""

from rulings.phrases import Concept

TARGET_CONCEPTS = [
    Concept("removed from combat", r"\bremoved from combat\b", within="506.4", text=r"removed from combat"),
    Concept(
        "blocks unchanged by a later effect",
        # 506.4a (306.4a before 2010, 306.2a in 2004): "Once a creature has been declared as an attacking or blocking
        # creature, spells or abilities that would have kept that creature from attacking or blocking don't remove the
        # creature from combat". WotC: "If Paragon of the Amesha gains flying after blockers have been declared, it
        # won't cause those blocks to change", "Giving a creature flying after it's already been blocked won't change
        # or undo that block" (28 corpus rulings outside the never-tuned rows, each read). Not a block kept after
        # blockers are removed from combat (Boggart Brute's "removing one or more of those blockers from combat won't
        # change or undo that block": 509.1h's "remains blocked", as the tuned Kolaghan Aspirant's is labelled). WotC's
        # shorter "Once it's blocked, giving it flying won't change that" (9 more) was measured and not kept: it added
        # a never-tuned link read wrong by its label (links80).
        r"\bwon't cause (those|the|these) blocks? to change\b|\bwon't change or undo (that|the|this|those) blocks?\b"
        r"|\bblocks won't change\b",
        within="506.4|306.4|306.2",
        text=r"would have kept that creature from attacking or blocking",
        unless=r"\bfrom combat\b",
    ),
    Concept(
        "dividing as a spell is cast",
        r"\bdivid(e|es|ed|ing) (the |that |its )?(damage|counters)\b|\b(damage|counters) (is |are )?divided\b"
        r"|\bdivision\b",
        within="601.2",
        text=r"divide",
        # Combat damage is divided by its own rules (510); damage being prevented by the prevention's (615).
        unless=r"\bcombat damage\b|\bblock|\bprevent",
    ),
    Concept(
        "a triggered ability's target required",
        # WotC's "If an opponent has any legal permanents to target, you must target one of them" (Sylvan Primordial),
        # "If you're the only player who controls any artifacts, you must target one of them", "you'll have to choose
        # it as the target", "Fire Dragon will have to target itself", "you must choose a target for its ability even
        # if you don't use it", on a card whose triggered ability targets: 603.3d, its targets chosen as it is put on
        # the stack, which it can't be without them (36 corpus rulings outside the never-tuned rows). Not a spell's
        # ("You must target a creature to cast X": 601.2c; Perplexing Chimera's "you must choose a legal target for the
        # spell"), nor a choice made as it resolves ("must choose 0"), nor "You don't have to target a creature".
        r"\bmust (target\b|choose (a|another|one|it|itself|yourself|that creature)\b[^.]*\btarget)"
        r"(?![^.]*\b((to|you) cast|for the spell)\b)"
        r"|(?<!n't )\bhave to (target\b|choose (a|another|one|it|itself|yourself|that creature)\b[^.]*\btarget)"
        r"(?![^.]*\b((to|you) cast|for the spell)\b)"
        # links71: WotC's older verbs for the same obligation, on the same cards: "You must pick a target creature, even
        # if you are the only player with creatures" (Bogardan Firefiend), "You are forced to pick a creature that some
        # opponent controls" (Erhnam Djinn), "you have to tap one of your own" (Onslaught), "you must return one"
        # (Stern Proctor): 8 corpus rulings outside the never-tuned rows, each a target the trigger can't go without.
        r"|\b(must|have to|forced to) pick\b|\b(must|have to) (tap|return|destroy|exile|choose) one\b(?! or the other)",
        # Most such rulings are of 2004, when the rule was 410.4 ("makes any choices ... If no legal choice can be made
        # ..., the ability is simply removed from the stack"), not found under 603.3 before July 2009.
        within="603.3|410.4",
        text=r"process for putting a triggered ability on the stack|simply removed from the stack",
        card=r"(^|\u2014 )(When|Whenever|At)\b[^\n]*\btarget",
    ),
    Concept("linked abilities", r"\blinked abilit(y|ies)\b|\babilities are linked\b", title=r"Linked Abilities"),
    Concept(
        "choosing targets",
        r"\b(at the time|when|as) (the |its |their )?targets are chosen\b"
        # One target as well as several ("It's on the stack when you choose its target. It can't target itself").
        r"|\b(at the time|when|as) (you|its controller|that player) chooses? (the |its |their )?targets?\b"
        # WotC's "You can't cast Broken Bond unless you choose an artifact or enchantment as a target" (17 corpus
        # rulings, each 601.2c's: a spell's targets are chosen as it is cast).
        r"|\b(can't|cannot) (cast|activate)\b[^.]*\bunless (you|its controller|that player|a player) (can )?"
        r"(choose|target)s?\b|\b(cast|activate)\b[^.]*\b(with|without) (zero|no|any) targets\b"
        # 601.2c's own words: a variable number of targets, "the player announces how many targets they will choose"
        # ("You choose how many targets Fight with Fire has"), and the targets a spell requires, without which it
        # isn't cast ("You must be able to target a creature to cast Assassin's Strike"). Not "You may choose zero
        # targets": the tuned labels read "up to N targets" as 115's (Angel of Serenity, Lodestone Bauble).
        r"|\b(choose|chooses|choosing|announces?) how many targets\b",
        within="601.2",
        text=r"announces .{0,40}targets?|target the spell requires",
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
        r"|\bredirect(ing|s)? (the|a|that) (spell|ability)\b"
        # The change said of the spell ("you can't change that spell's target to itself", "The spell's target is
        # changed to Muck Drubb", "a spell's targets are changed to include", "being changed to target this card").
        r"|\bchange (this card's|that spell's|the spell's|a spell's) targets?\b"
        r"|\btargets? (is|are) changed\b|\btargets? changed to\b|\bchanged to target\b",
        within="115.7|114.6",
        text=r"change the target",
    ),
    Concept(
        "triggered during the untap step",
        r"\btrigger(s|ed)? during (your|the|its controller's|that player's) untap step\b"
        r"|\b(handled|put on(to)? the stack) (during|at the beginning of) (your|the|that player's) upkeep\b",
        within="503.1",
        text=r"triggered during the untap step",
    ),
    Concept(
        "activated abilities",
        r"\bactivated abilities (contain|have) a colon\b|\[Cost\]: \[Effect\]"
        # WotC's other reminder of 602.1: "Activated abilities are written in the form "Cost: Effect."" (8 corpus
        # rulings without a link).
        r"|\b(written|appears) in the form \W?Cost: Effect\b",
        within="602.1|402.",
        text=r"\[Cost\]",
    ),
    Concept(
        "summoning sickness",
        r"\bsummoning sick|\bcontrolled (it |that permanent |that creature )?continuously since\b"
        r"|\bcontinuously controlled (it |that permanent |that creature )?since\b"
        # 302.6's own words, "hasn't been under that player's control continuously since the turn began".
        r"|\bunder (its|their|his or her|that player's|the player's|your|its controller's) control"
        r" continuously since\b"
        # WotC's template without "continuously": "hasn't been under your control since your most recent turn began".
        r"|\bhasn't been under (your|its controller's|that player's|their) control since (the|their|your|its"
        r" controller's|that player's) (most recent )?turn began\b"
        # WotC's words without the rule's: a creature that "can't attack the turn it enters the battlefield" (Myth
        # Realized, the Monuments), "you can't attack with it or use any of its {T} abilities ... unless it has haste"
        # (Mirage Mirror), one that "loses haste before the declare attackers step ... won't be able to attack". Not
        # "can't attack during the same combat as it returns, even if it has haste" (attackers declared at once, 508.1).
        r"|\bcan't attack\b[^.]*\b(on )?the (same )?turn (it|that it) (enters|entered|comes|came)\b"
        r"|\b(can't|won't be able to) attack\b[^.]*\bunless (it|that creature) (has|gains|somehow gains) haste\b"
        r"|\bloses haste\b[^.]*\b(won't be able to|can't) attack\b",
        within="302.",
        # The words of 2009-2024, and today's ("under its controller's control continuously since").
        text=r"continuously controlled since|control continuously since",
        # WotC's template for an attack requirement not met ("is tapped, is affected by a spell or ability that says
        # it can't attack, or hasn't been under that player's control continuously since ...") is 508.1d's.
        unless=r"\bis tapped, is affected by (a|any) spells? or abilit(y|ies) that says? it can't attack\b",
    ),
]
