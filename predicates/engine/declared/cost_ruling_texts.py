"""The rulings the cost keywords' cases come from, as Wizards of the Coast published them (MTGJSON v3).

Each is printed on many cards: a case names the card and the ruling's date (cost_cases.ruled).
"""

ADDITIONAL_MANA_VALUE = "Additional costs don't affect a spell's converted mana cost."
AFTERMATH_AFTERMATH_HALF = "The converted mana cost of a split card, such as cards with aftermath from the Amonkhet block, is based on the combined mana cost of its two halves. The converted mana cost of the resulting spell is based only on the half you cast."
ASSIST_COLORED = "Only the generic mana portion of a spell's cost can be paid with assist. Any colored mana costs must be paid by the spell's controller, even if the assisting player paid mana of that color."
ASSIST_MORE = "Assist allows another player to pay for any amount of generic mana. If an effect changes the cost of the spell, the amount that player may pay will be more or less than the amount in the spell's reminder text."
AWAKEN_COST = "You can cast a spell with awaken for its mana cost and get only its first effect. If you cast a spell for its awaken cost, you'll get both effects."
BESTOW_ALTERNATIVE = 'Bestow is an alternative cost to cast the spell with bestow. It can\'t be combined with other alternative costs, such as casting a spell "without paying its mana cost."'
COMET_STORM_EXAMPLE = "For example, if you want Comet Storm to deal 4 damage to each of three different targets, that means X is 4 and you're kicking the spell twice. You'll pay a mana cost of {4}{R}{R}, plus a kicker cost of {1}, plus another kicker cost of {1}, for a total of {6}{R}{R}."
COMMANDER_TAX_TAX_THEN_REDUCTION = 'To determine the total cost of a spell, start with the mana cost or alternative cost you\'re paying, add any cost increases (such as the "commander tax"), then apply any cost reductions. The converted mana cost of the spell remains unchanged, no matter what the total cost to cast it was.'
CONVOKE_AFTER_TOTAL = "When calculating a spell's total cost, include any alternative costs, additional costs, or anything else that increases or reduces the cost to cast the spell. Convoke applies after the total cost is calculated."
CONVOKE_MANA_VALUE = "Convoke doesn't change a spell's mana cost or converted mana cost."
CONVOKE_MULTICOLORED = "Tapping a multicolored creature using convoke will pay for {1} or one mana of your choice of any of that creature's colors."
DASH_COST = "If you choose to pay the dash cost rather than the mana cost, you're still casting the spell. It goes on the stack and can be responded to and countered. You can cast a creature spell for its dash cost only when you otherwise could cast that creature spell. Most of the time, this means during your main phase when the stack is empty."
DELVE_COLORED = "You can't exile cards to pay for the colored mana requirements of a spell with delve."
DELVE_MANA_VALUE_1 = "Delve doesn't change a spell's mana cost or converted mana cost. For example, Dead Drop's converted mana cost is 10 even if you exiled three cards to cast it."
DELVE_MANA_VALUE_2 = "Delve doesn't change a spell's mana cost or converted mana cost. For example, the converted mana cost of Tasigur's Cruelty (with mana cost {5}{B}) is 6 even if you exile three cards to cast it."
DELVE_MOST_1 = "You can't exile more cards than the generic mana requirement of a spell with delve. For example, you can't exile more than five cards from your graveyard to cast Tasigur's Cruelty."
DELVE_MOST_2 = "You can't exile more cards than the generic mana requirement of a spell with delve. For example, you can't exile more than nine cards from your graveyard to cast Dead Drop."
EMERGE_COLORED = "Colored mana components of emerge costs can't be reduced with emerge."
EMERGE_GREATER = "You may sacrifice a creature with converted mana cost greater than or equal to the emerge cost. If you do, you'll pay only the colored mana component of the emerge cost."
EMERGE_MANA_VALUE = "The converted mana cost of a creature spell with emerge isn't affected by whether its emerge cost is paid. For example, if you cast Elder Deep-Fiend for its emerge cost and sacrifice a creature whose converted mana cost is 3, Elder Deep-Fiend's converted mana cost remains 8."
EMERGE_ZERO = "You may sacrifice a creature with a converted mana cost of 0, such as a token creature that's not a copy of another permanent, to cast a spell for its emerge cost. You'll just pay the full emerge cost with no reduction."
ESCALATE_FREE = "If an effect allows you to cast a spell that has escalate without paying its mana cost, you pay escalate costs for that spell if you choose more than one mode."
ESCALATE_REDUCED = "Effects that reduce the cost of spells reduce the total cost, including any escalate costs added."
EVOKE_ALTERNATIVE = 'Evoke is an alternative cost to cast the spell with evoke. It can\'t be combined with other alternative costs, such as casting a spell "without paying its mana cost."'
EVOKE_FREE = "If you're casting a spell \"without paying its mana cost,\" you can't use its evoke ability."
EVOKE_MANA_COST = (
    "When you cast a spell by paying its evoke cost, its mana cost doesn't change. You just pay the evoke cost instead."
)
EVOKE_MORE_LESS = "Effects that cause you to pay more or less to cast a spell will cause you to pay that much more or less while casting it for its evoke cost, too. That's because they affect the total cost of the spell, not its mana cost."
EVOKE_TOTAL = "To determine the total cost of a spell, start with the mana cost or alternative cost (such as an evoke cost) you're paying, add any cost increases, then apply any cost reductions. The converted mana cost of the spell remains unchanged, no matter what the total cost to cast it was."
FALL_OF_THE_TITANS_EXAMPLE = "Fall of the Titan's converted mana cost is based on its mana cost of {X}{X}{R}, even if you're casting it for its surge cost. For example, if you cast Fall of the Titans for its surge cost and choose 4 for X, its converted mana cost will be 9."
FLASHBACK_REDUCED_ALTERNATIVES = (
    "Goblin Electromancer can reduce alternative costs such as overload costs and flashback costs."
)
FLASHBACK_TWO_ALTERNATIVES = "You can't pay more than one alternative cost for a spell. For example, you can't cast a spell using its flashback ability by paying {W}{U}{B}{R}{G}. Likewise, you can't pay {W}{U}{B}{R}{G} to cast a creature with morph face down."
FUSED_COST = "To cast a fused split spell, pay both of its mana costs. While the spell is on the stack, its converted mana cost is the total amount of mana in both costs."
FUSED_FREE = "If you cast a split card with fuse from your hand without paying its mana cost, you can choose to use its fuse ability and cast both halves without paying their mana costs."
JUMP_START_ALTERNATIVE = "If an effect allows you to pay an alternative cost rather than a spell's mana cost, you may pay that alternative cost when you jump-start a spell. You'll still discard a card as an additional cost to cast it."
KICKER_MANA_VALUE = "Kicker costs don't change a spell's mana cost or converted mana cost."
KICKER_ONCE = "You can pay any particular kicker cost only once. You can't pay it multiple times to get multiples of either triggered ability."
MADNESS_MANA_COST = "Casting a spell for its madness cost doesn't change its mana cost or its converted mana cost. You just pay the madness cost instead."
MADNESS_MORE_LESS = "Effects that cause you to pay more or less for a spell will cause you to pay that much more or less for its madness cost, too."
MIRACLE_ALTERNATIVE = 'Miracle is an alternative cost to cast the spell with miracle. It can\'t be combined with other alternative costs, such as casting a spell "without paying its mana cost."'
MIRACLE_TOTAL = "To determine the total cost of a spell, start with the mana cost or alternative cost (such as a miracle cost) you're paying, add any cost increases, then apply any cost reductions. The converted mana cost of the spell remains unchanged, no matter what the total cost to cast it was."
OVERLOAD_FREE = 'If you are instructed to cast a spell with overload "without paying its mana cost," you can\'t choose to pay its overload cost instead.'
OVERLOAD_MANA_COST = (
    "Casting a spell with overload doesn't change that spell's mana cost. You just pay the overload cost instead."
)
OVERLOAD_MORE_LESS = "Effects that cause you to pay more or less for a spell will cause you to pay that much more or less while casting it for its overload cost, too."
PARTNER_TAX = "Once the game begins, your two commanders are tracked separately. If you cast one, you won't have to pay an additional {2} the first time you cast the other. A player loses the game after having been dealt 21 damage from one of them, not from both of them combined. Command Beacon's effect puts one into your hand from the command zone, not both."
PROWL_BANNERET_PROWL = "The effect reduces the total cost of the spell, regardless of whether you chose to pay additional or alternative costs. For example, if you cast a Rogue spell by paying its prowl cost, Frogtosser Banneret causes that spell to cost {1} less."
RETRACE_COST = "Casting a card by using its retrace ability works just like casting any other spell, with two exceptions: You're casting it from your graveyard rather than your hand, and you must discard a land card in addition to any other costs."
SPLICE_ONCE = "You reveal all cards you intend to splice at the same time. Each individual card can be spliced only once onto any one spell."
SPLICE_SELF = "A card with a splice ability can't be spliced onto itself because the spell is on the stack (and not in your hand) when you reveal the cards you want to splice onto it."
SPLIT_HALF = "On the stack, a split spell that hasn't been fused has only that half's characteristics and converted mana cost. The other half is treated as though it didn't exist."
SURGE_MANA_COST = "Casting a spell for its surge cost doesn't change its mana cost or its converted mana cost."
TAJURU_EXAMPLE = "For example, if you want to put four +1/+1 counters on each of three different targets, that means X is 4 and you're kicking the spell twice. You'll pay a mana cost of {4}{G}{G}, plus a kicker cost of {1}, plus another kicker cost of {1}, for a total of {6}{G}{G}."
UNDAUNTED_MANA_VALUE = "Effects that reduce what you pay to cast a spell don't affect its converted mana cost. Sublime Exhalation's converted mana cost is 7, regardless of how many opponents you have or how much mana you spent to cast it."
WITHOUT_PAYING_FREE_BUYBACK = "You can't pay any alternative costs (such as those from evoke or morph) when casting the card. On the other hand, if the card has additional costs (such as those from kicker or buyback), you may pay those."
WITHOUT_PAYING_FREE_COMMANDER_TAX = 'If you cast a card "without paying its mana cost," you can\'t choose to cast it for any alternative costs, such as bestow costs. You can, however, pay additional costs. If the card has any mandatory additional costs, such as the commander tax, those must be paid to cast the card.'
WITHOUT_PAYING_FREE_CONSPIRE = 'If you cast a card "without paying its mana cost," you can\'t pay any alternative costs. On the other hand, if the card has additional costs (such as conspire), you may pay those.'
WITHOUT_PAYING_FREE_KICKED = 'If you cast a card "without paying its mana cost," you can\'t pay alternative costs such as overload costs. You can pay additional costs such as kicker costs. If the card has mandatory additional costs, you must pay those.'
WITHOUT_PAYING_FREE_KICKED_10 = 'If you cast a spell "without paying its mana cost," you can\'t choose to cast it for any alternative costs. You can, however, pay additional costs, such as kicker costs. If the card has any mandatory additional costs, such as that of Tormenting Voice, those must be paid to cast the card.'
WITHOUT_PAYING_FREE_KICKED_11 = 'If you cast a card "without paying its mana cost," you can\'t pay any alternative costs. On the other hand, if the card has optional additional costs (such as kicker or multikicker), you may pay those when you cast the card. If the card has mandatory additional costs (such as Momentous Fall does), you must pay those when you cast the card.'
WITHOUT_PAYING_FREE_KICKED_12 = "Because you're already casting the spell using an alternative cost (by casting it without paying its mana cost), you can't pay any other alternative costs for the card. You can pay additional costs, such as kicker costs. If the card has any mandatory additional costs, you must pay those."
WITHOUT_PAYING_FREE_KICKED_13 = 'If you cast a card "without paying its mana cost," you can\'t pay alternative costs such as overload costs. However, you can pay additional costs such as kicker costs. If the card has mandatory additional costs, you must pay those.'
WITHOUT_PAYING_FREE_KICKED_14 = "Because you're already casting the card using an alternative cost (by casting it without paying its mana cost), you can't pay any other alternative costs for the card, including casting it face down using the morph ability. You can pay additional costs, such as kicker costs. If the card has any mandatory additional costs, you must pay those."
WITHOUT_PAYING_FREE_KICKED_15 = "If you cast a card \"without paying its mana cost,\" you can't pay any alternative costs. Notably, you can't cast a card with bestow as an Aura this way. You can, however, pay additional costs, such as kicker costs. If the card has any mandatory additional costs, you must pay those."
WITHOUT_PAYING_FREE_KICKED_16 = 'If you cast a card "without paying its mana cost," you can\'t pay any alternative costs. You can pay additional costs such as kicker costs. If the card has mandatory additional costs, you must pay those.'
WITHOUT_PAYING_FREE_KICKED_17 = 'If you cast a spell "without paying its mana cost," you can\'t pay any alternative costs. You can, however, pay additional costs, such as kicker costs. If the card has any mandatory additional costs, you must pay those.'
WITHOUT_PAYING_FREE_KICKED_18 = "If you cast a card \"without paying its mana cost,\" the value of any X in the card's mana cost must be 0. You can't pay any alternative costs for that card. On the other hand, if the card has optional additional costs (such as kicker or replicate), you may pay those when you cast the card. If the card has mandatory additional costs (such as Fling does), you must pay those when you cast the card."
WITHOUT_PAYING_FREE_KICKED_19 = 'If you cast a spell "without paying its mana cost," you can\'t choose to cast it for any alternative costs. You can, however, pay additional costs, such as kicker costs. If the card has any mandatory additional costs, such as that of Severed Strands, those must be paid to cast the card.'
WITHOUT_PAYING_FREE_KICKED_2 = 'If you cast a card "without paying its mana cost," you can\'t choose to cast it for any alternative costs, such as awaken costs. You can, however, pay additional costs, such as kicker costs. If the card has any mandatory additional costs, such as that of Lightning Axe, you must pay those to cast the card.'
WITHOUT_PAYING_FREE_KICKED_20 = 'If you cast a card "without paying its mana cost," you can\'t pay alternative costs such as overload costs. You can, however, pay additional costs such as kicker costs. If the card has mandatory additional costs, you must pay those.'
WITHOUT_PAYING_FREE_KICKED_21 = "If you cast a spell without paying its mana cost, you can't choose to cast it for any alternative costs, such as overload costs. You can pay additional costs, such as kicker costs. If the spell has any mandatory additional costs, you must pay those."
WITHOUT_PAYING_FREE_KICKED_22 = "If you cast a card without paying its mana cost, you can't choose to cast it for any alternative costs, such as evoke or the alternative cost provided by the morph ability. If it has {X} in its mana cost, X must be 0. However, you can pay optional additional costs, such as kicker, and you must still pay mandatory additional costs, such as the one on Fling."
WITHOUT_PAYING_FREE_KICKED_23 = 'If you cast a spell "without paying its mana cost," you can\'t pay alternative costs such as overload costs. You can pay additional costs such as kicker costs. If the card has mandatory additional costs, you must pay those.'
WITHOUT_PAYING_FREE_KICKED_24 = "If, as the result of Wild Evocation's ability, a player casts a card \"without paying its mana cost,\" any X in the mana cost will be 0, and that player can't pay any alternative costs (such as Demon of Death's Gate's alternative cost). On the other hand, if the card has optional additional costs (such as kicker or multikicker), the player may pay those."
WITHOUT_PAYING_FREE_KICKED_25 = 'If you cast a card "without paying its mana cost," you can\'t pay any alternative costs. On the other hand, if the card has additional costs (such as kicker or multikicker), you may pay those.'
WITHOUT_PAYING_FREE_KICKED_3 = 'If you cast a card "without paying its mana cost," you can\'t pay any alternative costs. You can pay additional costs, such as conspire costs and kicker costs.'
WITHOUT_PAYING_FREE_KICKED_4 = 'If you cast a card "without paying its mana cost," you can\'t choose to cast it for any alternative costs, such as awaken costs. You can, however, pay additional costs, such as kicker costs. If the card has any mandatory additional costs, you must pay those to cast the card.'
WITHOUT_PAYING_FREE_KICKED_5 = 'If you cast a card "without paying its mana cost," you can\'t pay any alternative costs, such as awaken costs. You can, however, pay additional costs, such as kicker costs. If the card has any mandatory additional costs, you must pay those to cast the card.'
WITHOUT_PAYING_FREE_KICKED_6 = 'If you cast a card from exile "without paying its mana cost," you can\'t pay any alternative costs. Any X in the mana cost will be 0. On the other hand, if the card has optional additional costs (such as kicker or multikicker), you may pay those when you cast the card. If the card has mandatory additional costs (such as Momentous Fall does), you must pay those if you choose to cast the card.'
WITHOUT_PAYING_FREE_KICKED_7 = 'The spell can\'t be countered if the mana produced by Cavern of Souls is spent to cover any cost of the spell, even an additional cost such as a kicker cost. This is true even if you use the mana to pay an additional cost while casting a spell "without paying its mana cost."'
WITHOUT_PAYING_FREE_KICKED_8 = 'If you cast a card "without paying its mana cost," you can\'t pay any alternative costs. You can pay additional costs, such as kicker costs.'
WITHOUT_PAYING_FREE_KICKED_9 = 'If you cast a card "without paying its mana cost," you can\'t pay any alternative costs. You can pay additional costs, such as kicker costs. If the card has mandatory additional costs, you must pay those.'
WITHOUT_PAYING_FREE_NOT_ALTERNATIVE = 'If you cast a card "without paying its mana cost," you can\'t choose to cast it for any alternative costs, such as evoke costs. You can, however, pay additional costs. If the card has any mandatory additional costs, such as that of Tormenting Voice, those must be paid to cast the card.'
WITHOUT_PAYING_FREE_NOT_ALTERNATIVE_2 = 'If you cast a card "without paying its mana cost," you can\'t choose to cast it for any alternative costs, such as evoke or the alternative cost provided by the morph ability. However, you can pay optional additional costs, such as conspire, and you must still pay mandatory additional costs, such as the one on Goldmeadow Stalwart.'
WITHOUT_PAYING_FREE_NOT_ALTERNATIVE_3 = 'If you cast a card "without paying its mana cost," you can\'t choose to cast it for any alternative costs, such as evoke costs. You can, however, pay additional costs. If the card has any mandatory additional costs, such as that of Tormenting Voice, those must be paid to cast it.'
WITHOUT_PAYING_FREE_NOT_EMERGE = 'If you cast a card "without paying its mana cost," you can\'t choose to cast it for any alternative costs, such as emerge costs. You can, however, pay additional costs. If the card has any mandatory additional costs, such as that of Incendiary Sabotage, you must pay those to cast the card.'
WITHOUT_PAYING_FREE_NOT_EMERGE_2 = 'If you cast a card "without paying its mana cost," you can\'t choose to cast it for any alternative costs, such as emerge costs. You can, however, pay additional costs. If the card has any mandatory additional costs, such as that of Cathartic Reunion, you must pay those to cast the card.'
WITHOUT_PAYING_FREE_NOT_EMERGE_3 = 'If you cast a card "without paying its mana cost," you can\'t choose to cast it for any alternative costs, such as emerge costs. You can, however, pay additional costs. If the card has any mandatory additional costs, such as that of Tormenting Voice, you must pay those to cast the card.'
WITHOUT_PAYING_FREE_NOT_EMERGE_4 = 'If you cast a card "without paying its mana cost," you can\'t choose to cast it for any alternative costs, such as emerge costs. You can, however, pay additional costs, such as escalate costs. If the card has any mandatory additional costs, you must pay those.'
WITHOUT_PAYING_FREE_NOT_EMERGE_5 = 'If you cast a card "without paying its mana cost," you can\'t choose to cast it for any alternative costs, such as emerge costs. You can, however, pay additional costs. If the card has any mandatory additional costs, such as that of Tormenting Voice, those must be paid to cast the card.'
WITHOUT_PAYING_FREE_NOT_EMERGE_6 = 'If you cast a card "without paying its mana cost," you can\'t choose to cast it for any alternative costs, such as emerge costs. You can, however, pay additional costs. If the card has any mandatory additional costs, such as that of Cathartic Reunion, those must be paid to cast the card.'
WITHOUT_PAYING_FREE_NOT_EMERGE_7 = 'If a player casts a card "without paying its mana cost," they can\'t choose to cast it for any alternative costs, such as emerge costs. The player can, however, pay additional costs, such as escalate costs. If the card has any mandatory additional costs, those must be paid to cast the card.'
WITHOUT_PAYING_FREE_NOT_EMERGE_8 = 'If you cast a card "without paying its mana cost," you can\'t pay any alternative costs such as emerge costs. You can pay additional costs such as escalate costs. If the card has mandatory additional costs, you must pay those.'
WITHOUT_PAYING_NO_MANA_COST = "This has no mana cost, which means its mana cost can't be paid for effects such as replicate from Djinn Illuminatus or flashback from Snapcaster Mage."
MORPH_CAST_FACE_DOWN = "Morph lets you cast a card face down by paying {3}, and lets you turn the face-down permanent face up any time you have priority by paying its morph cost."
MORPH_NO_MANA_COST = "The face-down spell has no mana cost and has a converted mana cost of 0. When you cast a face-down spell, put it on the stack face down so no other player knows what it is, and pay {3}. This is an alternative cost."
MORPH_FACE_UP_SPECIAL_ACTION = "Any time you have priority, you may turn the face-down creature face up by revealing what its morph cost is and paying that cost. This is a special action. It doesn't use the stack and can't be responded to. Only a face-down permanent can be turned face up this way; a face-down spell cannot."
MORPH_FREE = "Because you're already casting the card using an alternative cost (by casting it without paying its mana cost), you can't pay any other alternative costs for the card, including casting it face down using the morph ability. You can pay additional costs, such as kicker costs. If the card has any mandatory additional costs, you must pay those."
MORPH_COMMANDER = "In a Commander game where this card is your commander, you may cast it face-down from the Command zone by paying {3} plus {2} for each time it has been cast from your command zone. The cost to turn it face-up is unaffected."
MEGAMORPH_VARIANT = "Megamorph is a variant of the morph ability. You can find more information on morph on cards with morph from the Khans of Tarkir set."
FUSE_OTHER_ZONE = "If you're casting a split card with fuse from any zone other than your hand, you can't cast both halves. You'll only be able to cast one half or the other."
MADNESS_NOT_LATER = "If you choose not to cast a card with madness when the madness triggered ability resolves, it's put into your graveyard. You don't get another chance to cast it later."
MADNESS_DISCARD_FROM_HAND = "Cards are discarded in a Magic game only from a player's hand. Effects that put cards from a player's library into that player's graveyard do not cause those cards to be discarded."
RETRACE_FROM_GRAVEYARD = "Casting a card by using its retrace ability works just like casting any other spell, with two exceptions: You're casting it from your graveyard rather than your hand, and you must discard a land card in addition to any other costs."
SURGE_CONDITION = "For some cards, surge represents only an alternative cost, a discount that applies if you or a teammate has cast another spell this turn. Other cards, like Reckless Bushwhacker, have additional abilities or effects if you paid the surge cost to cast the spell."
MIRACLE_LEAVES_HAND = "If the card with miracle leaves your hand before the triggered ability resolves, you won't be able to cast it using its miracle ability."
TRINISPHERE_DREAM_CHISEL = "Casting a creature with morph face down already costs three mana, even though the converted mana cost of the face-down spell is zero, so Trinisphere normally doesn't modify the total cost of a face-down creature spell. However, if Dream Chisel is reducing that cost while Trinisphere is on the battlefield, you'll still have to pay three mana for the spell."
PRINTED_ALTERNATIVE_MORE = "If another effect causes {card} to cost more, you must pay that additional cost even if you pay its alternative cost."
PRINTED_ALTERNATIVE_ADDITIONAL = (
    "You may pay the alternative cost rather than the card's mana cost. Any additional costs are paid as normal."
)
TRAP_MANA_COST = "Casting a Trap by paying its alternative cost doesn't change its mana cost or converted mana cost. The only difference is the cost you actually pay."
TRAP_MORE_LESS = (
    "Effects that increase or reduce the cost to cast a Trap will apply to whichever cost you chose to pay."
)
TRAP_IGNORE_CONDITION = "You may ignore a Trap's alternative cost condition and simply cast it for its normal mana cost. This is true even if its alternative cost condition has been met."
OWN_COST_RULING_1 = "The total cost to cast Blasphemous Act is locked in before you pay that cost. For example, if there are three creatures on the battlefield, including one you can sacrifice to add {C} to your mana pool, the total cost of Blasphemous Act is {5}{R}. Then you can sacrifice the creature when you activate mana abilities just before paying the cost."
OWN_COST_RULING_2 = "Blasphemous Act's ability can't reduce the total cost to cast the spell below {R}."
OWN_COST_RULING_3 = "The total cost to cast Gearseeker Serpent is locked in before you pay that cost. For example, if you control three artifacts, including one you can sacrifice to add {C} to your mana pool, the total cost of Gearseeker Serpent is {2}{U}{U}. Then you can sacrifice the artifact when you activate mana abilities just before paying the cost."
OWN_COST_RULING_4 = "Gearseeker Serpent's first ability can't reduce the total cost to cast the spell below {U}{U}."
OWN_COST_RULING_5 = "Ghoultree's ability can't reduce the total cost to cast the spell below {G}."
OWN_COST_RULING_6 = "Primeval Protector's ability can't reduce its cost below {G}."
OWN_COST_RULING_7 = "Cryptic Serpent's ability doesn't change its mana cost or converted mana cost. It just reduces the cost to cast the spell."
OWN_COST_RULING_8 = "Cryptic Serpent's ability can't reduce its cost to less than {U}{U}."
OWN_COST_RULING_9 = (
    "Licia's first ability reduces only generic mana in its cost. It can't reduce the cost below {R}{W}{B}."
)
OWN_COST_RULING_10 = "If there are enough attacking creatures, Ancient Stone Idol's cost can be reduced to {0}."
OWN_COST_RULING_11 = "The total cost to cast a spell is locked in before you pay that cost. For example, if you control five attacking creatures, including one you can sacrifice to add {C} to your mana pool, Ancient Stone Idol costs {5} to cast. Then you can sacrifice the creature when you activate mana abilities just before paying the cost, and it still costs only {5} to cast."
OWN_COST_RULING_12 = "If you control more than one Wizard, Academy Journeymage's cost is reduced by only {1}."
OWN_COST_RULING_13 = "Bedlam Reveler's first ability can reduce only the generic mana in its cost, not the red mana."
OWN_COST_RULING_14 = "Price of Fame's converted mana cost is 4, even if it costs {2} less to cast."
OWN_COST_RULING_15 = "Once you've discarded three cards, Hollow One costs {0} to cast. It won't stop at {1} or cost negative amounts of mana."
OWN_COST_RULING_16 = "Khalni Hydra's cost reduction effect doesn't change its mana cost or converted mana cost."
OWN_COST_RULING_17 = "If an effect (such as the one from Lodestone Golem) imposes an additional generic mana cost to casting Khalni Hydra, the Hydra's ability will reduce it too. It'll reduce the amount of green mana you need to spend first, though."
BLINKMOTH_NO_ARTIFACTS = (
    "If you control no artifacts, Blinkmoth Infusion costs twelve generic mana and two blue mana to cast."
)
EDGEWALKER_CUMULATIVE = "If you have more than one of these on the battlefield, the cost reduction is cumulative."
EDGEWALKER_ADDITIONAL = "You apply cost reduction effects after other cost modifiers, so it can reduce additional costs or alternative costs if they include {W} and/or {B}."
EDGEWALKER_HYBRID = "If a spell has hybrid mana symbols in its mana cost, you choose which half you will be paying before determining the total cost. If you choose to pay such a cost with {W} or {B}, Edgewalker can reduce that part of the cost."
RAGEMONGER_CUMULATIVE = "If you control more than one Ragemonger, the cost reduction is cumulative."
TRINISPHERE_LAST = "Trinisphere's ability affects the total cost of the spell. It is applied *after* any other cost increasers or cost reducers are applied: First apply any cost increases. Next apply any cost reducers. Finally look at the amount of mana you have to pay. If it's less than three mana, you'll pay three mana."
MYCOSYNTH_CUMULATIVE = (
    "Two or more instances of the affinity ability are cumulative, even if they're both affinity for the same thing."
)
MYCOSYNTH_ON_THE_STACK = "The spells gain affinity for artifacts as they're put onto the stack. They don't have the ability while they're cards in your hand."
BESTOW_NEVER_BOTH = "A spell with bestow is either a creature spell or an Aura spell. It's never both. Similarly, a permanent with bestow is either a creature or an Aura, but not both."
DEVOID_JUST_COLORLESS = (
    "A card with devoid is just colorless. It's not colorless and the colors of mana in its mana cost."
)
HERALD_COLORLESS_X = "If a colorless spell you cast has {X} in its mana cost, you choose the value of X before calculating the spell's total cost. For example, if that spell's mana cost is {X}, you could choose 5 as the value of X and pay {4} to cast the spell."
GHOSTFIRE_COLORLESS = "Ghostfire is colorless in all zones. Its damage comes from a colorless source."
SNAPCASTER_X = "If you cast an instant or sorcery with {X} in its mana cost this way, you still choose the value of X as part of casting the spell and pay that cost."
SNAPCASTER_EITHER = "If an instant or sorcery card in your graveyard already has flashback, you may use either flashback ability to cast it from your graveyard."
SNAPCASTER_ADDITIONAL = "You may pay any optional additional costs the spell has, such as conspire costs. You must pay any mandatory additional costs the spell has, such as that of Bone Splinters."
CONFLAGRATE_X = "While Conflagrate is on the stack, its mana cost will reflect the value chosen for X, even if it was cast with flashback and no mana was spent on X."
SNAPCASTER_SPLIT = "For split cards, the flashback cost you pay is determined by the half you cast"
# The rulings of the permanents whose effects depend on a choice, counters, the turn or a target (battlefield.py).
HORN_NO_MULTIPLE = "You can't choose multiple creature types, such as \"Cat Warrior.\" A Cat Warrior is both a Cat and a Warrior. It's affected by anything that affects either type and unaffected by things that affect non-Cat or non-Warrior creatures."
HORN_NO_CARD_TYPE = (
    'You must choose an existing creature type, such as Vampire or Cat. Card types such as "artifact" can\'t be chosen.'
)
HORN_GENERIC_ONLY = "The effect of Herald's Horn reduces only generic mana in a spell's cost. If that cost has no generic mana, the cost isn't reduced."
INCUBATOR_CUMULATIVE = "Multiple Incubators are cumulative."
ANIMAR_NOT_THIS_SPELL = "Animar's triggered ability triggers only when a creature spell is cast, after costs are paid. The counter put on Animar for a creature spell won't affect the cost of that creature spell, only future ones."
HERALD_OF_WAR_TOTAL = "The cost reduction is based on the total number of +1/+1 counters on Herald of War, not just the ones put on it by its own ability."
HERALD_OF_WAR_BOTH = "A creature spell that's both an Angel and a Human will cost {1} less to cast for each +1/+1 counter on Herald of War."
MIZZIX_X = "If an instant or sorcery spell you cast has {X} in its mana cost, you choose the value of X before calculating the spell's total cost. For example, if that spell's mana cost is {X}{R} and you have one experience counter, you could choose 5 as the value of X and pay {4}{R} to cast the spell."
MIZZIX_ALTERNATIVE = "The cost reduction can apply to alternative costs such as flashback costs."
MIZZIX_GENERIC_ONLY = "Mizzix's last ability can't reduce the amount of colored mana you pay for a spell. It reduces only the generic component of that cost."
SEAL_TWO_COLORS = "You must choose two different colors."
SEAL_GENERIC_ONLY = "Seal of the Guildpact's last ability can't reduce the amount of colored mana you pay for a spell. It reduces only the generic component of that cost."
SEAL_ALTERNATIVE = "The cost reduction can apply to alternative costs such as evoke costs."
ANVIL_COLORED = "Semblance Anvil won't affect the part of a spell's cost represented by colored mana symbols. For example, a spell that normally costs {1}{U} to cast would cost {U} if it shared a card type with the exiled card."
ANVIL_X = "Semblance Anvil can reduce the amount you pay for a spell's cost that includes {X}. For example, Blaze is a sorcery that costs {X}{R}. If the card exiled with Semblance Anvil is a sorcery, and you want to cast Blaze with X equal to 5, you'll have to pay only {3}{R}. This is true even if the ability states that {X} must be paid with a certain color of mana (as Drain Life does)."
ANVIL_MULTIPLE_TYPES = "Spells you cast that share multiple card types with the exiled card still cost just {2} less to cast. They don't get a greater cost reduction."
ANVIL_TOTAL = "Semblance Anvil takes the total cost to cast a spell into account, not just its mana cost. This includes additional costs (such as kicker) and alternative costs (such as evoke). It also includes cost increases from other sources (such as Lodestone Golem's ability)."
BRAGO_OVERLOAD = "The second ability can reduce alternative costs such as overload costs."
BRAGO_KICKER = "If there are additional costs to cast the spell, such as kicker costs, apply those increases before applying cost reductions."
COUNCIL_ONE_GENERIC = (
    "If a spell with the chosen name includes one generic mana in its cost to cast, that cost will be reduced by {1}."
)
COUNCIL_FUSE = "If you name half of a split card with fuse, and then you cast both halves, the cost reduction will apply to the total cost of the spell. This is true even if the half with the chosen name requires only colored mana to cast."
DEFENSE_GRID_REDUCED = "The additional cost can be reduced by effects that reduce costs, such as Sapphire Medallion."
DEFENSE_GRID_OWN_TURN = "In Two-Headed Giant, spells don't cost extra on your own turn."
ICEFALL_ALL_SPELLS = "Icefall Regent's last ability affects all spells cast by your opponents that target it, including Aura spells and spells with multiple targets. It doesn't affect abilities."
SCION_OTHER_TARGETS = "Spells you cast that target Elderwood Scion will cost {2} less to cast even if those spells have additional targets. The same is true for spells your opponents cast costing {2} more."
SCION_COLORED = "Elderwood Scion's cost-reduction ability can't reduce the colored mana requirement of a spell."
OUPHE_ANY_PLAYER = "The cost reduction applies to spells cast by any player."
GATE_GENERIC_ONLY = "Only reduces the generic mana portion of a spell's cost. If the cost does not include generic mana or includes less than {2}, you get a reduced or null effect from this card."
GATE_CUMULATIVE = "Multiple Gates are cumulative. Two will reduce the cost by up to {4}, and so on."
GATE_ARTIFACT_CREATURE = (
    "Works on all spells with the type Creature, even if the spell has another type like Artifact or Enchantment."
)
MATRIX_NOT_SORCERIES = "Only works on instants and enchantments. It does not work on sorceries."
DREAM_HALLS_ADDITIONAL = "This only replaces the mana cost (the mana in the upper right hand corner of the card). It will not pay additional costs from the card text (such as Buyback) or from other effects. It does not prevent you from paying those additional costs if you want or need to."
CONDUIT_TWO = "If you control more than one Conduit of Ruin, the last ability of each of them applies only to the first creature spell you cast each turn, not to different spells; the first creature spell you cast each turn will cost {4} less."
CONDUIT_NOT_FIRST_SPELL = "The first creature spell you cast each turn doesn't necessarily have to be the first spell you cast. You could cast a sorcery spell and then cast a creature spell that would get the discount."
CONDUIT_WHOLE_TURN = "Conduit of Ruin's last ability will look at the entire turn, even if Conduit of Ruin wasn't on the battlefield for some of it. Notably, if you cast Conduit of Ruin in a turn, then no other creature spell you cast that turn can be your first."
CONDUIT_DASH = "The cost reduction can apply to alternative costs (such as dash costs)."
CONDUIT_X = "If the first creature spell you cast in a turn has {X} in its mana cost, you choose the value of X before calculating the spell's total cost. For example, if the first creature spell you cast in a turn has a mana cost of {X}{G}, you could choose 2 as the value of X and pay {G} to cast the spell."
HYMN_TWO = "If you have more than one Hymn of the Wilds in the command zone, their abilities will each apply to the first creature spell you cast each turn. For example, if you have two, the first creature spell you cast each turn costs {2} less to cast. Subsequent creature spells won't get a discount."
HYMN_MADNESS = "The cost reduction can apply to an alternative cost, such as a madness cost."
DAMPING_THIRD = "Damping Sphere's second ability counts spells that were cast during a turn even if Damping Sphere wasn't on the battlefield as they were cast. For example, if Damping Sphere itself is the third spell you cast in a turn, the next spell you cast costs {3} more to cast."
GORECLAW_COUNTERS = "If you cast a creature spell that will enter the battlefield with a number of +1/+1 counters, such as Hungering Hydra, those counters aren't considered when determining whether Goreclaw reduces that spell's cost. Similarly, effects that will raise the creature's power once it has entered the battlefield won't apply."
WARDEN_NOT_YET = "A creature spell that doesn't have flying won't cost less even if the creature it will become will have flying once on the battlefield. For example, if you control an Island and Wonder is in your graveyard, creature spells won't cost {1} less even though those creatures will have flying once they're on the battlefield."
WARDEN_COLORED = "The ability can't reduce the colored mana requirement of a creature spell with flying."
RAKDOS_TOTAL_LOST = "Rakdos's last ability cares about the total life lost, not necessarily what an opponent's life total is compared to what it was at the beginning of the turn. For example, if an opponent loses 5 life and then gains 10 life in a turn, creature spells you cast will cost {5} less to cast."
RAKDOS_COLORED = "Rakdos's last ability can't reduce the colored mana requirement of a creature spell you cast."
RAKDOS_TAX_FIRST = "If there are additional costs to cast a creature spell, such as a kicker cost or a cost imposed by the rules of a Commander game, apply those increases before applying cost reductions."
LOCKET_COLORED = "Colored costs can't be reduced by this effect. For example, a spell that costs {2}{R} can't be reduced by more than {2}."
THAUMATURGE_GENERIC = "The cost reduction created by Battlefield Thaumaturge's first ability can reduce only the generic portion of the spell's total cost. Colored mana requirements aren't affected."
THAUMATURGE_PER_CREATURE = (
    "The cost reduction is {1} per target creature, even if the spell targets a creature more than once."
)
# The rulings of the permanents whose effects depend on whose target it is (Kopala, Monastery Siege), on each
# different permanent targeted (Spellwild Ouphe) and on the words of the spell's rules text (Kindly Cognician).
KOPALA_ONCE = (
    "Spells and abilities that target more than one Merfolk you control cost only {2} more to cast or activate."
)
KOPALA_TOTAL = "To determine the total cost of an opponent's spell that targets a Merfolk you control, start with the mana cost or alternative cost that player is paying, add any cost increases, then apply any cost reductions. The converted mana cost of the spell remains unchanged, no matter what the total cost to cast it was."
SIEGE_PER_SPELL = 'The "Dragons" ability adds {2} per spell, not per target. It won\'t cause a spell to cost more than {2} more to cast, even if that spell targets you and a permanent you control or more than one permanent you control.'
OUPHE_EACH_DIFFERENT = "The spell may have any number of other targets; that won't affect the cost reduction unless the spell targets other Spellwild Ouphes as well. In that case, the spell costs {2} less to cast for each different Spellwild Ouphe it targets."
COGNICIAN_WORD = 'A spell must have the word "artifact" or "Contraption" (or their plurals) in its rules to qualify for the bonus. Flavor text, reminder text, name, and the type line don\'t count.'
AVATAR_OF_FURY_MV = "The converted mana cost of this card is still 8, even if you only pay {R}{R} to cast it."
MEMORY_CRYSTAL_GENERIC = "Only affects generic mana portions of Buyback costs."
MEMORY_CRYSTAL_OTHER_PARTS = "Does not apply to other parts of the cost."
WARBRINGER_COLORED = "Warbringer's first ability can't affect the colored mana requirement of a dash cost. If a card's dash cost includes one generic mana, that cost will be reduced by {1}."
STONE_CALENDAR_CHOOSE = "You may choose not to apply Stone Calendar's cost reduction effect."
FIREBALL_THREE_TARGETS = "For example, if X is 5 and you choose three target creatures, Fireball has a total cost of {7}{R} (even though its mana cost is just {5}{R} and its converted mana cost is 6). If those creatures are all still legal targets as Fireball resolves, it deals 1 damage to each of them."

# The rulings of the keywords printed before 2018 (buyback, entwine, replicate, conspire, kicker, affinity,
# aftermath) that older_keyword_cases.py turns into cases.
MEMORY_CRYSTAL_BELOW_ZERO = "Can't reduce the cost below zero."
SPELLJACK_BUYBACK = "If you use this on an opponent's spell which has Buyback, you may pay the Buyback cost as you cast it. If you do so, the card will go to its owner's hand upon resolution. It will not go to your hand, nor to any player's graveyard."
TEMPORAL_APERTURE_BUYBACK = "While you do not have to pay the mana cost, you do have to pay any other costs described in the text that are paid when playing the card. If the cost in the card text is optional, such as with Buyback, you can optionally pay that cost."
PROMISE_OF_POWER_ENTWINE = "If you pay the entwine cost, you draw five cards, then lose five life, then put the Demon token onto the battlefield. The five cards you draw count toward the Demon's power and toughness."
GRAB_THE_REINS_ENTWINE = (
    "If you pay the entwine cost, you can sacrifice the creature you gain control of with Grab the Reins."
)
SPECTRAL_SHIFT_ENTWINE = "Because of updated targeting rulings, it's possible to target the same spell or permanent with both abilities when cast with Entwine."
JOURNEY_ENTWINE = "If you cast an entwined Journey of Discovery using Vedalken Orrery during an opponent's turn, you can't play two lands during that turn."
PLUNGE_ENTWINE = (
    "Everything other than the mode/entwine choice (and paying the {1}{B}, of course) is done on resolution."
)
DJINN_TWO_REPLICATE = "If you cast a spell that already has replicate while you have this creature on the battlefield, the spell will have two replicate abilities: one with a replicate cost as printed on it, and one with a replicate cost equal to its mana cost. (In this set, both costs are always the same.) You may use either ability, or both abilities, to replicate the spell."
DJINN_X = "If you cast an instant or sorcery spell that has {X} in its mana cost, the value of X in the spell's replicate cost will be the same as the value of X you chose for its mana cost."
WORT_FLASHBACK_CONSPIRE = "If you're casting a spell for its flashback cost, you can't pay another alternative cost (such as an overload cost or a Trap's alternative cost) instead. You may pay additional costs, such as conspire."
SKIZZIK_ONCE = "Skizzik's ability checks at each end step whether it was kicked while it was being cast. You don't have to pay its kicker cost each turn (and can't do so, even if you really want to kick it again)."
KICKER_OPTIONAL = "You choose whether to kick a spell as you cast it, and you pay that much along with the spell's mana cost at the same time. Kicking a spell is always optional."
SPELL_CONTORTION_KICKED = "If Spell Contortion resolves, you draw a card for each time Spell Contortion was kicked, regardless of whether the targeted spell's controller pays {2} or whether the targeted spell is countered this way."
COMET_STORM_DECLARE = "The number of targets you choose for Comet Storm is one more than the number of times it's kicked. First you declare how many times you're going to kick the spell (at the same time you declare the value of X), then you choose the targets accordingly, then you pay the costs. No player can respond between the time you declare how many times you'll kick the spell and the time you choose the targets."
TAJURU_DECLARE = "The number of targets you choose for Strength of the Tajuru is one more than the number of times it's kicked. First you declare how many times you're going to kick the spell (at the same time you declare the value of X), then you choose the targets accordingly, then you pay the costs. No player can respond between the time you declare how many times you'll kick the spell and the time you choose the targets."
GOBLIN_BARRAGE_KICKER = "You can't cast Goblin Barrage unless you choose a creature as a target, even if it's kicked. However, you can target a Goblin or artifact creature you control and then sacrifice it to pay the kicker cost. The target player or planeswalker will be dealt 4 damage."
BLOOD_TRIBUTE_KICKER = "You can tap a creature that hasn't been under your control since your most recent turn began to pay the kicker cost."
MYCOSYNTH_LOCKED_IN = "If Mycosynth Golem is sacrificed as part of the cost to cast a spell, the cost reduction will already be locked in, and the cost won't be increased."
AFTERMATH_OTHER_ZONE = "If another effect allows you to cast a split card with aftermath from any zone other than a graveyard, you can't cast the half with aftermath."
AFTERMATH_EITHER_HALF = "If another effect allows you to cast a split card with aftermath from a graveyard, you may cast either half. If you cast the half that has aftermath, you'll exile the card if it would leave the stack."
AFTERMATH_ONLY_THE_HALF = "All split cards have two card faces on a single card, and you put a split card onto the stack with only the half you're casting. The characteristics of the half of the card you didn't cast are ignored while the spell is on the stack. For example, if an effect prevents you from casting green spells, you can cast Destined of Destined // Lead, but not Lead."
HEAVEN_EARTH_X = "You don't have to choose the same value for X while casting Earth as you did while casting Heaven."
CHORUS_ON_BATTLEFIELD = "Chorus of the Conclave's ability works only while it's on the battlefield, so you can't use it to put +1/+1 counters on itself."
CHORUS_AS_CAST = "Chorus of the Conclave's ability applies to creature spells only as they're being cast. You can't pay mana to put counters on creatures being put onto the battlefield by an effect."
CHORUS_CONVOKE = "Chorus of the Conclave's ability combines well with the convoke mechanic, effectively letting you tap creatures to put +1/+1 counters on the creature with convoke that you're casting, if you choose to do so."
PRIMITIVE_JUSTICE_ONCE = "Primitive Justice can't target the same artifact more than once."
SPELL_BLAST_MANA_VALUE = "Alternative costs, additional costs, cost increases, and cost reductions don't affect a spell's converted mana cost."
ESCALATE_MODE_ONCE = "You can't choose any one mode multiple times."
ROOFTOP_STORM_UNCHANGED = (
    "The mana cost and converted mana cost of the spell are unchanged. Rooftop Storm only changes what you pay."
)
FIST_OF_SUNS_X = "If you pay {W}{U}{B}{R}{G} rather than pay the mana cost of a spell with {X} in its mana cost, the only legal choice for X is 0."
JODAH_ALTERNATIVE = "Jodah's ability is an alternative cost to cast a spell. You can't combine this with other alternative costs, such as flashback. You can pay additional costs, such as kicker, in addition to this alternative cost."
KENTARO_GENERIC = "Kentaro doesn't change when you can cast Samurai. It just makes Samurai castable for generic mana."
AS_FORETOLD_OTHER_ALTERNATIVE = "If you cast a card for an alternative cost of {0}, you can't pay any other alternative costs, such as emerge costs. You can, however, pay additional costs. If the card has any mandatory additional costs, such as that of Tormenting Voice, you must pay those to cast the card."
AS_FORETOLD_PRINTED = "A card's converted mana cost is determined solely by the mana symbols printed in its upper right corner. The converted mana cost is the total amount of mana in that cost, regardless of color. For example, a card with mana cost {1}{U}{U} has converted mana cost 3. Ignore any alternative costs, additional costs, cost increases, or cost reductions that could apply to it. A card with no mana cost has a converted mana cost of 0."
AS_FORETOLD_SPLIT = "If you're casting a split card, only the converted mana cost of the half you're casting is compared to the number of time counters on As Foretold. This is because only that half is on the stack at the time that you choose to apply the effect of As Foretold."
AS_FORETOLD_X = "If the card has X in its mana cost, you must choose 0 as the value of X when casting it for another cost that doesn't include X. For example, if there are five time counters on As Foretold and you choose to use its effect to cast Pull from Tomorrow, X must be 0. X can't be 2, even though the spell's converted mana cost would be 4."
AS_FORETOLD_EACH = "If you control multiple As Foretolds, you may cast one spell for each of them paying {0}."
# The fourth never-tuned batch of judges' questions (judge4_cases.py, 2026-12-02).
JHOIRA_HISTORIC = "A card, spell, or permanent is historic if it has the legendary supertype, the artifact card type, or the Saga subtype. Having two of those qualities doesn't make an object more historic than another or provide an additional bonus—an object either is historic or it isn't."
MYTH_UNBOUND_AFTER_TAX = "Myth Unbound's cost reduction applies after you apply the commander tax. In effect, this reduces the commander tax to {1}."
MYTH_UNBOUND_ANY_ZONE = "Myth Unbound's cost reduction applies even if you're casting your commander from a zone other than the command zone."
ELIMINATE_X = "If you somehow cast Eliminate the Competition without paying its mana cost, you'll still choose a value for X and sacrifice X creatures."
TOXIC_DELUGE_X = "If you cast Toxic Deluge without paying its mana cost, you'll still choose a value for X and pay X life. This is because it doesn't have {X} in its mana cost."
MIND_GRIND_FREE = 'If another spell or ability instructs you to cast Mind Grind "without paying its mana cost," you won\'t be able to. You must pick 0 as the value of X in the mana cost of a spell being cast "without paying its mana cost," but the X in Mind Grind\'s mana cost can\'t be 0.'
NAHIRIS_WRATH_X = (
    "If you cast Nahiri's Wrath without paying its mana cost, you'll still choose a value for X and discard X cards."
)
