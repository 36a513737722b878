"""Where a reading's word is said in passing, not as the rule the ruling rests on (links97): a mana value in the
card's own comparison or in what defines an X, an additional cost denied or named as one card's own. Read by the
"mana value" (concepts.py) and "additional costs" (casting_concepts.py) readings (the "triggered abilities" words, a
card's own trigger told again, are in turn_concepts.py's "will trigger" lookahead); each wording counted and read on
the corpus's WotC rulings outside the never-tuned rows (docs/links-history.md, links97)."""

# "mana value" (202.3): put before the phrase. The card's own comparison of mana values ("tie for highest converted
# mana cost", "tied for lowest", "creatures with odd converted mana costs", "a creature card in your graveyard with one
# converted mana cost", "discards a card with the same converted mana cost ... twice that converted mana cost":
# Favor of the Mighty, Culling Scales, Padeem, Heretic's Punishment, Yennett, Ashling's Prerogative, Gruesome
# Menagerie, the tuned Scythe Specter; 14 corpus links, each read the card's condition or effect). An X defined by a
# mana value is X's rule, 107.3 ("It's defined by the converted mana cost of the exiled instant card": the tuned
# Elite Arcanist; "The value of X ... is the sum of the two cards' converted mana costs": 4 rulings more). A mana
# value given as the reason a card's effect reads it, "(because its mana value is 3)" (the tuned Prowl, 702.161).
MANA_VALUE_NOT_BEFORE = (
    r"(?<!highest )(?<!lowest )(?<!greatest )(?<!\bodd )(?<!\beven )(?<!with one )(?<!with the same )"
    r"(?<!twice that )(?<!defined by the )(?<!two cards' )(?<!\(because its )"
)
# And after it: "The converted mana cost of the creature you find must be exactly equal to the number of age counters"
# (Hibernation's End, Glissa Sunseeker: the card's condition, a word too far for concepts' _NOT_A_CONDITION); "use
# that spell's converted mana cost as it last existed on the stack" (the tuned Vial Smasher, Rashmi: last known
# information, 608.2h, which its own reading links).
MANA_VALUE_NOT_AFTER = r"(?![^.]*\b(must|has to) be (exactly )?(equal|less|greater)\b)(?! as it last existed\b)"

# "additional costs" (118.8): the phrase itself. Not where a ruling says a thing is NOT an additional cost ("It's not
# an additional cost" of Thoughtseize's, Read the Bones's life loss: their effect; "This is not an additional cost, it
# is a triggered ability": Nether Void; 7 corpus links), nor "the additional cost", one card's own (Undergrowth's "if
# you pay the additional cost", Flesh Allergy and Call for Blood's sacrifice of their target, the commander tax of
# Command Beacon and Derevi, Tatterkite's counter: 7 corpus links, 6 read wrong, Defense Grid's doubtful).
ADDITIONAL_COSTS = (
    r"(?<!\bnot an )(?<!n't an )\badditional cost(s\b|\b(?<!\bthe additional cost))"
    r"|\badditional (or|and|and/or) alternative costs?\b"
)
# Anywhere in the ruling: "apply those increases before applying cost reductions" is the total cost's order, 601.2f
# (the tuned Rakdos, Lord of Riots; Herald of War, Arcane Melee, Council of the Absolute...: 9 corpus rulings, the
# total cost's reading links them); "leave the battlefield as an additional cost to cast it, [its] ability can't
# trigger" is when a spell becomes cast (601.2i; Vial Smasher, Rashmi).
NOT_ADDITIONAL_COSTS = r"\bapply (those|these|the) increases before\b|\badditional cost\b[^.]*\bcan't trigger\b"
