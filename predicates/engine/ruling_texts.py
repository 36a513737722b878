"""The English rulings the predicates encode, as Wizards of the Coast published them.

Taken from the seeds and MTGJSON; mana symbols the scraped seeds lost are put
back from MTGJSON. Older printings say "converted mana cost" where these say
"mana value"; predicates.links matches either.
"""

# --- improvise (seeds 000, 001, 003) ---------------------------------------------------------
IMPROVISE_NO_COLORED = "Improvise can't pay for {W}, {U}, {B}, {R}, {G}, or {C} mana symbols in a spell's total cost."
IMPROVISE_X_SAHEELI = (
    "When using improvise to cast a spell with {X} in its mana cost, first choose the value for X. That choice, plus any "
    "cost increases or decreases, will determine the spell's total cost. Then you can tap artifacts you control to help "
    "pay that cost. For example, if you cast Saheeli's Directive and choose X to be 3, the total cost is {3}{R}{R}{R}. "
    "If you tap two artifacts, you'll have to pay {1}{R}{R}{R}."
)
IMPROVISE_X_WHIR = (
    "When using improvise to cast a spell with {X} in its mana cost, first choose the value for X. That choice, plus any "
    "cost increases or decreases, will determine the spell's total cost. Then you can tap artifacts you control to help "
    "pay that cost. For example, if you cast Whir of Invention (a spell with improvise and mana cost {X}{U}{U}{U}) and "
    "choose X to be 3, the total cost is {3}{U}{U}{U}. If you tap two artifacts, you'll have to pay {1}{U}{U}{U}."
)
IMPROVISE_MANA_ABILITIES = (
    "If an artifact you control has a mana ability with {T} in the cost, activating that ability while casting a spell "
    "with improvise will result in the artifact being tapped when you pay the spell's costs. You won't be able to tap it "
    "again for improvise. Similarly, if you sacrifice an artifact to activate a mana ability while casting a spell with "
    "improvise, that artifact won't be on the battlefield when you pay the spell's costs, so you won't be able to tap it "
    "for improvise."
)
IMPROVISE_MANA_VALUE = "Improvise doesn't change a spell's mana cost or mana value."
IMPROVISE_AFTER_TOTAL = (
    "When calculating a spell's total cost, include any alternative costs, additional costs, or anything else that "
    "increases or reduces the cost to cast the spell. Improvise applies after the total cost is calculated."
)
IMPROVISE_EQUIPMENT = (
    "Equipment attached to a creature doesn't become tapped when that creature becomes tapped, and tapping that "
    "Equipment doesn't cause the creature to become tapped."
)
IMPROVISE_ABILITIES_APPLY = (
    "Tapping an artifact won't cause its abilities to stop applying unless those abilities say so."
)
IMPROVISE_ONLY_CASTING = (
    "Improvise can't be used to pay for anything other than the cost of casting the spell. For example, it can't be used "
    'during the resolution of an ability that says "Counter target spell unless its controller pays {3}."'
)
IMPROVISE_ALTERNATIVE = (
    "Because improvise isn't an alternative cost, it can be used in conjunction with alternative costs."
)

# --- Saheeli's Directive (seed 001) -----------------------------------------------------------
SAHEELI_INDIVIDUAL = (
    "Saheeli's Directive considers the individual mana values of the artifact cards you reveal. "
    "The sum of their mana values may be greater than X."
)
SAHEELI_LIBRARY_X = "If a card in your library has {X} in its mana cost, X is considered to be 0."
SAHEELI_SAME_TIME = (
    "All of the artifacts put onto the battlefield this way enter at the same time. If any have triggered abilities "
    "that trigger on something else entering the battlefield, they'll see each other."
)

# --- living metal, More Than Meets the Eye, convert (seed 002) -----------------------------------
MTMTE_TOTAL_COST = (
    "To determine the total cost of a spell, start with the mana cost or alternative cost (such as a More Than Meets the "
    "Eye cost) you're paying, add any cost increases, then apply any cost reductions. The mana value of a spell cast "
    "using More Than Meets the Eye is determined by the mana cost on the front face of the card, no matter what the "
    "total cost to cast the spell was."
)
MTMTE_ALTERNATIVE = (
    "The cost is an alternative cost, so it can't be combined with any other alternative costs. It can be combined with "
    "any applicable additional costs."
)
CONVERT_TRANSFORM_INSTRUCTION = (
    'Similarly, an ability of another card that instructs you to "transform" one of these cards will cause you to '
    'convert it, even if that ability doesn\'t use the word "convert."'
)
CONVERT_TURN_OVER = (
    "The convert keyword action functions the same way as the transform keyword action found on some other cards; to "
    "convert a permanent on the battlefield, turn it over so that its other face is up."
)
LIVING_METAL = '"Living metal" means "As long as it\'s your turn, this permanent is an artifact creature in addition to its other types."'
MTMTE_COPY = (
    "If you copy a permanent spell cast this way, the copy has the characteristics of the card's back face, even though "
    "it isn't itself a double-faced card."
)
MTMTE_MEANING = (
    '"More Than Meets the Eye [cost]" means "You may cast this card converted by paying [cost] rather than its mana '
    'cost." It functions in any zone from which the spell can be cast.'
)
VEHICLE_PT = "While it's a creature, the Vehicle has its printed power and toughness."
LIVING_METAL_MARCH = (
    "If a static ability of another permanent applies only to noncreature permanents, that ability applies to a Vehicle "
    "with living metal only during your opponents' turns. For example, if you control Arcee, Acrobatic Coupe and March of "
    "the Machines, Arcee will be a 2/2 artifact creature during your turn and a 3/3 artifact creature (because its mana "
    "value is 3) during each opponent's turn."
)
MTMTE_ENTERS = "A spell cast this way enters the battlefield with its back face up."
MTMTE_STACK = (
    "When you cast a spell using its More Than Meets the Eye ability, the card is put onto the stack with its back face "
    "up. The resulting spell has all characteristics of that face."
)
CONVERT_TRIGGERS = "Any triggered ability of another card that triggers whenever a permanent transforms will also trigger whenever a permanent converts."
CONVERT_KEEPS = (
    "Converting a permanent doesn't affect any Auras or Equipment that are attached to it. Similarly, any counters on the "
    "permanent will remain on that permanent after it converts. Any continuous effects from a resolved spell or ability "
    "will continue to affect it. Any spells or abilities on the stack that target a permanent continue to do so after "
    "that permanent converts."
)
CONVERT_MANA_VALUE = "The mana value of a converted permanent on the battlefield is equal to the mana value of the card's front face, no matter which face is up."

# --- Contraptions (seed 004) ----------------------------------------------------------------
SPROCKETS = (
    "In silver-bordered games using Contraptions, you have three sprockets, illustrated on the back of Contraption cards. "
    "At the start of the game, put a CRANK! counter on sprocket 3."
)
ASSEMBLE = (
    "If you or a permanent you control are instructed to assemble a Contraption, reveal the top card of your Contraption "
    "deck. Put it onto the battlefield on one of the three sprockets."
)
# The official text lacks "last": the ability put onto the stack last resolves first.
CRANK_ORDER = (
    "If you crank multiple Contraptions, their abilities can be put onto the stack in any order. The ability put onto "
    "the stack will resolve first."
)
ASSEMBLE_EMPTY = "If you or a permanent you control assembles a Contraption and your Contraption deck is empty, nothing happens. You don't lose the game."
SEPARATE_DECK = "Contraptions aren't put into your main deck. They go into a separate deck called the Contraption deck."
LIMITED_DECK = (
    "In Limited formats, a Contraption deck may include any number of Contraption cards in your card pool. You don't have "
    "to include every Contraption card you draft or open in sealed deck. In those formats, your Contraption deck may "
    "include duplicates."
)
CONSTRUCTED_DECK = "In Constructed formats, a Contraption deck must have at least fifteen different Contraption cards and no more than one of each."
SCRAPYARD = (
    "If a Contraption would leave the battlefield and go to any zone other than exile, it instead goes to the scrapyard, "
    "the Contraption deck's version of the graveyard. Things that affect the graveyard do not affect the scrapyard. You "
    "can exile Contraptions just fine."
)
UPKEEP = (
    "At the beginning of your upkeep, if you control any Contraptions, move the CRANK! counter to the next sprocket. You "
    "may then crank any number of Contraptions on that sprocket, causing their abilities to trigger. Cranking a "
    "Contraption is always optional."
)
NOT_ASSEMBLED = (
    "Any Contraption that's on the battlefield and wasn't assembled immediately heads to the scrapyard. However, if it's "
    "a not an actual Contraption card (like Copy Artifact isn't), it goes to your graveyard as normal. Non-Contraption "
    "cards can't be in the scrapyard."
)
ARE_ARTIFACTS = "Contraptions are artifacts. Anything that interacts with artifacts will interact with Contraptions."
DECK_NOT_ON_BATTLEFIELD = (
    "While Contraptions you control are on the battlefield, the Contraption deck is not, even if you are using it to "
    "signify the three sprockets."
)
