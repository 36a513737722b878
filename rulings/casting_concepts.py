"""The concepts of casting a spell and paying its costs (X, alternative, additional and total costs, casting,
activation costs, paying costs): rulings/turn_concepts.py holds them in their place among the stack's and the
turn's."""

from rulings.passing_words import ADDITIONAL_COSTS, NOT_ADDITIONAL_COSTS
from rulings.phrases import CAST_TRIGGERS, Concept
from rulings.value_readings import TOTAL_COST_ITSELF, X_BELOW_ZERO  # links101

# Precision before recall, as in concepts.py.
# Mana or a cost reduction that applies to the whole cost, "an alternative cost or an additional cost" among what it
# pays ("any cost of a spell, including additional or alternative costs", "It's not limited to just that spell's mana
# cost"): the total cost (601.2f), not either kind of cost's rule (Myr Reservoir, Elderwood Scion).
# 707.10's template for a copied spell: "effects based on any additional costs that were paid for the original spell
# are copied as though those same costs were paid for the copy" (50 corpus links to 118.8-9 beside the copy's).
COPIED_COSTS = (
    r"\beffects based on any (alternative or additional|additional or alternative|additional|alternative) costs\b"
    r"|\bsame alternative cost is considered to have been paid for the copy\b"
)
ANY_COST = (
    r"\b(any cost|mana)\b[^.]*\b(alternative|additional) (costs? )?or (an? )?(additional|alternative) costs?\b"
    r"|\bnot limited to (paying )?just (that|the) spell's mana cost\b"
)

CASTING_CONCEPTS = [
    Concept(
        "x",
        r"\bvalue (chosen )?for X\b|\bX is (considered to be |treated as )?(0|zero)\b|\bchoose X\b"
        r"|\bX in (its|the) mana cost\b|\bchoose 0 as (its|the) value\b",
        # Before July 2009, whose renumbering the lineage does not cross: 104.3c, "{X} represents an unspecified
        # amount of mana" (October 2007; "The symbols {X}, {Y}, and {Z} represent unspecified amounts" before).
        within="107.|104.3",
        text=r"^Many objects use the letter X|\brepresents? (an )?unspecified amounts? of mana",
        # X taken as 0 in a mana value is the mana value's rule (202.3).
        unless=r"\bconverted mana costs?\b|\bmana values?\b|" + X_BELOW_ZERO,  # links101: 107.1b's
    ),
    Concept(
        "alternative costs",
        r"\balternative costs?\b|\bwithout paying (its|their) mana costs?\b"
        r"|\balternative (or|and|and/or) additional costs?\b",
        within="117.|118.",
        text=r"^Some spells have alternative costs",
        # "you must choose 0 as the value of X when casting it without paying its mana cost" is X's rule (107.3b),
        # unless the ruling also names alternative costs themselves ("You can't pay any alternative costs").
        unless=r"\bconverted mana costs?\b|\bmana values?\b|\btotal cost\b|"
        + ANY_COST
        + "|"
        + COPIED_COSTS
        + r"|^(?!.*\balternative\b).*(\b0 as (the value of X|its value)\b|\bX\b[^.]*\b(is|be) 0\b)",
    ),
    Concept(
        "additional costs",
        ADDITIONAL_COSTS,  # links97: not one denied (passing_words.py)
        within="117.|118.",
        text=r"have additional costs",
        # "If another effect causes Daze to cost more, you must pay that additional cost": an increase (601.2f).
        unless=r"\bconverted mana costs?\b|\bmana values?\b|\btotal cost\b|\bto cost more\b|"
        + ANY_COST
        + "|"
        + COPIED_COSTS
        + "|"
        + NOT_ADDITIONAL_COSTS,
    ),
    Concept(
        "total cost",
        r"\btotal cost\b|\bcosts? \{\d\} (less|more)\b|\bcost (reduction|increase)s?\b|\breduced by \{"
        r"|\b(generic|colored) mana (portion|component|part|requirement)s?\b"
        r"|\b(lower|lowers|reduce|reduces) (the|its|that|a spell's|the spell's) cost\b"
        # "If another effect causes Daze to cost more" (the card's name blanked), "won't cause a spell to cost more".
        r"|\bcauses?\s+(\w+\s+){0,3}to cost more\b|" + ANY_COST,
        within="601.2",
        text=r"total cost",
        unless=TOTAL_COST_ITSELF,  # links101: the card's own ability, not on the stack
    ),
    Concept(
        "casting",
        r"\bas you (begin to )?cast\b|\bbegin to cast\b|\b(finish|finishes|finished) casting\b|\bsteps? of casting\b"
        # "start" as "begin": "As soon as you start to cast Worldheart Phoenix from your graveyard, the card moves
        # onto the stack" (601.2a), "as you start casting your second creature spell" (5 corpus rulings unlinked).
        r"|\bstart(s|ed)? (to cast|casting)\b"
        # The split cards' "You choose which mode you're using ... as you're casting the spell" (601.2b).
        r"|\bas (you're|you are|they're|they are) casting\b"
        r"|\b(announce|announces|announced) that (you're|you are|they're|they are) casting\b"
        r"|\bonly respond once (this|the|that) spell has been cast\b"
        # The same with the card's name or "it" ("Players can respond to Collateral Damage only after it's been cast
        # and all its costs have been paid": 9 corpus rulings without a link): 601.2i, then priority.
        r"|\bbeen cast and all (of )?its costs have been paid\b|" + CAST_TRIGGERS,
        within="601.2",
        text=r"^To cast a spell is to",
        # "won't be revealed until you finish casting that spell": the top card's rule (401.5), below.
        unless=r"\btop card of [^.]*\blibrary changes while\b"
        # "You name the card as Cabal Therapy resolves, not as you cast it": the resolution's time (608.2), not casting.
        r"|\bnot (as|when) (you|its controller|they|that player) (begin to |start to )?cast\b",
    ),
    Concept(
        "choices as a spell is cast",
        # 601.2b-c: modes and targets are chosen as the spell is cast, in WotC's older word "announced" ("You choose
        # the mode on announcement", "You pick the target on announcement and flip the coin on resolution") and in its
        # newer one ("You must choose two different targets when you cast Toils of Night and Day"). Not "counted on
        # resolution, not on announcement": the resolution's (608.2h).
        r"(?<!\bnot )(?<!\bnot only )\b(on|upon) announcement\b"
        # Not a quoted trigger ("this won't trigger the copy's \"when you cast\" ability": 603's).
        r"|\b(choose|chooses|chosen|pick|picks|target|targets)\b[^.]*(?<!\")\bwhen (you|its controller|they|a player"
        r"|that player) (cast|casts|announce|announces)\b"
        # links76: the same choices "as part of casting" ("You choose the target as part of casting the spell", "You
        # announce how the damage will be divided as part of casting Spreading Flames", "you still choose the value of
        # X as part of casting the spell": 7 corpus rulings, none linked 601.2) and Avoid Fate's "must target an
        # instant spell or an Aura spell as it's cast" (tuned36, labelled 601.2).
        # Not "not as part of casting it": the time the ruling denies.
        r"|(?<!\bnot )\bas part of casting\b|\btargets?\b[^.]*(?<!\bnot )\bas (it's|it is) cast\b",
        within="601.2|409.1",
        text=r"^To cast a spell is to|announces",
        # "You don't have to target any cards when you cast Memory's Journey": a target not required, 115's (as the
        # labels read "zero targets").
        unless=r"\b(don't|do not|doesn't|does not) have to (choose|target|pick)\b|\bzero targets\b",
    ),
    Concept(
        "targets required as a spell is cast",
        # 601.2c: a spell or ability isn't cast or activated without the targets it requires, in WotC's "You can't
        # cast Victimize targeting only one creature card", "you can't cast Not of This World targeting it", "You can't
        # activate Deadeye Tracker's ability without targeting two cards" (5 corpus rulings); target_concepts.py's
        # "choosing targets" reads "unless you choose ... as a target".
        r"\b(can't|cannot) (cast|activate)\b[^.]*\bwithout targeting\b"
        r"|\b(can't|cannot) (cast|activate)\b[^.]*\btargeting (only|it|them|that|just)\b",
        within="601.2",
        text=r"announces .{0,40}targets?|target the spell requires",
    ),
    Concept(
        "a card not cast for want of legal targets",
        # links76: the same rule in WotC's sentence for a card another effect lets you cast: "If you are unable to cast
        # the card, perhaps because there are no legal targets available, the card remains in its owner's graveyard"
        # (Chancellor of the Spires, labelled 601.2), "If you can't cast the nonland card (perhaps because there are no
        # legal targets available) ... it will remain exiled", "If you choose a card you can't cast (because there are
        # no legal targets for the spell, for example)": a spell isn't cast without the targets it requires (601.2c;
        # 409.1c's "A player can't play a spell or ability unless he or she chooses the required number of legal
        # targets" before July 2009, Memory Plunder's of 2008). Not "If there are no legal targets available, the
        # ability is simply removed from the stack": a triggered ability's (603.3d), no "cast" before it.
        r"\b(can't|cannot|unable to|not able to) cast\b[^.]*\bno legal targets?\b",
        within="601.2|409.1",
        text=r"announces .{0,40}targets?|target the spell requires",
    ),
    Concept(
        "activation costs",
        # A cost paid as an ability is activated, not as its effect ("exiled as a cost to activate its ability, not as
        # part of its effect", "part of the cost of activating the scavenge ability"; 14 corpus rulings): 602.2.
        # ("You must discard a card as part of the activation cost. You can't announce the ability unless you have a
        # card in hand" rests on the cost's resources, 118.3: not this phrase.)
        r"\bpart of the cost of activating\b|\bas a cost to activate\b|\bis part of the activation cost\b"
        r"|\bis part of the cost (to activate|of\s+([\w'-]+\s+){1,4}(activated )?ability)\b",
        within="602.2",
        text=r"^To activate an ability is to",
    ),
    Concept(
        "paying costs",
        # WotC's "the Elf card is exiled as a cost. This action can't be responded to", "sacrificed as costs are
        # paid": a cost is paid while the spell is cast or the ability activated (601.2h, which 602.2b follows).
        r"(?<!\bnot )\bas (a|an additional) cost\b[^.]*\.?[^.]*"
        r"\b(can't|cannot|no one can|no player can)\b[^.]*\brespond"
        r"|\bas (the )?costs are paid\b",
        within="601.2",
        text=r"pays the total cost",
    ),
    Concept(
        "the top card changing while casting",
        # WotC's "If the top card of your library changes while you're casting a spell or activating an ability, the
        # new top card won't be revealed until you finish" (7 corpus rulings): 401.5 (401.6 in 2013), not casting's.
        r"\btop card of (your|their|his or her|a player's|that player's) library changes while\b",
        within="401.",
        text=r"top card of (their|his or her) library revealed",
    ),
]
