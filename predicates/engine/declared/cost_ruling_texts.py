"""The rulings the cost keywords' cases come from, as Wizards of the Coast published them (MTGJSON v3).

Each is printed on many cards: a case names the card and the ruling's date (cost_cases.ruled).
"""

ADDITIONAL_MANA_VALUE = "Additional costs don't affect a spell's converted mana cost."
ASSIST_COLORED = "Only the generic mana portion of a spell's cost can be paid with assist. Any colored mana costs must be paid by the spell's controller, even if the assisting player paid mana of that color."
ASSIST_MORE = "Assist allows another player to pay for any amount of generic mana. If an effect changes the cost of the spell, the amount that player may pay will be more or less than the amount in the spell's reminder text."
AWAKEN_COST = "You can cast a spell with awaken for its mana cost and get only its first effect. If you cast a spell for its awaken cost, you'll get both effects."
BESTOW_ALTERNATIVE = 'Bestow is an alternative cost to cast the spell with bestow. It can\'t be combined with other alternative costs, such as casting a spell "without paying its mana cost."'
COMET_STORM_EXAMPLE = "For example, if you want Comet Storm to deal 4 damage to each of three different targets, that means X is 4 and you're kicking the spell twice. You'll pay a mana cost of {4}{R}{R}, plus a kicker cost of {1}, plus another kicker cost of {1}, for a total of {6}{R}{R}."
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
RETRACE_COST = "Casting a card by using its retrace ability works just like casting any other spell, with two exceptions: You're casting it from your graveyard rather than your hand, and you must discard a land card in addition to any other costs."
SPLICE_ONCE = "You reveal all cards you intend to splice at the same time. Each individual card can be spliced only once onto any one spell."
SPLICE_SELF = "A card with a splice ability can't be spliced onto itself because the spell is on the stack (and not in your hand) when you reveal the cards you want to splice onto it."
SPLIT_HALF = "On the stack, a split spell that hasn't been fused has only that half's characteristics and converted mana cost. The other half is treated as though it didn't exist."
SURGE_MANA_COST = "Casting a spell for its surge cost doesn't change its mana cost or its converted mana cost."
TAJURU_EXAMPLE = "For example, if you want to put four +1/+1 counters on each of three different targets, that means X is 4 and you're kicking the spell twice. You'll pay a mana cost of {4}{G}{G}, plus a kicker cost of {1}, plus another kicker cost of {1}, for a total of {6}{G}{G}."
UNDAUNTED_MANA_VALUE = "Effects that reduce what you pay to cast a spell don't affect its converted mana cost. Sublime Exhalation's converted mana cost is 7, regardless of how many opponents you have or how much mana you spent to cast it."
