"""Where a reading's word is said in passing, not as the rule the ruling rests on (links97): a mana value in the
card's own comparison or in what defines an X, an additional cost denied. Read by the "mana value" (concepts.py) and
"additional costs" (casting_concepts.py) readings (the "triggered abilities" words, a card's own trigger told again,
are in turn_concepts.py's "will trigger" lookahead); each wording counted and read on the corpus's WotC rulings
outside the never-tuned rows (docs/links-history.md, links97)."""

# "mana value" (202.3): put before the phrase. The card's own comparison of mana values ("tie for highest converted
# mana cost", "tied for lowest", "creatures with odd converted mana costs", "a creature card in your graveyard with one
# converted mana cost", "discards a card with the same converted mana cost ... twice that converted mana cost":
# Favor of the Mighty, Culling Scales, Padeem, Heretic's Punishment, Yennett, Ashling's Prerogative, Gruesome
# Menagerie, the tuned Scythe Specter; 15 corpus links, each read the card's condition or effect). An X defined by a
# mana value is X's rule, 107.3 ("It's defined by the converted mana cost of the exiled instant card": the tuned
# Elite Arcanist; "The value of X ... is the sum of the two cards' converted mana costs": 4 rulings more).
# Measured and not kept (links97): a condition a word further on ("must be exactly equal to") and "converted mana
# cost as it last existed" (the tuned Vial Smasher) together took a never-tuned right link.
MANA_VALUE_NOT_BEFORE = (
    r"(?<!highest )(?<!lowest )(?<!greatest )(?<!\bodd )(?<!\beven )(?<!with one )(?<!with the same )"
    r"(?<!twice that )(?<!defined by the )(?<!two cards' )"
)

# "additional costs" (118.8): the phrase itself. Not where a ruling says a thing is NOT an additional cost ("It's not
# an additional cost" of Thoughtseize's, Read the Bones's life loss: their effect; "This is not an additional cost, it
# is a triggered ability": Nether Void; 7 corpus links). Measured and not kept (links97): "the additional cost", one
# card's own (Undergrowth, Flesh Allergy, Command Beacon's commander tax: 7 corpus links read, 6 wrong), which took a
# never-tuned right link with its wrong one.
ADDITIONAL_COSTS = r"(?<!\bnot an )(?<!n't an )\badditional costs?\b|\badditional (or|and|and/or) alternative costs?\b"
# Anywhere in the ruling: "apply those increases before applying cost reductions" is the total cost's order, 601.2f
# (the tuned Rakdos, Lord of Riots; Herald of War, Arcane Melee, Council of the Absolute...: 9 corpus rulings, the
# total cost's reading links them); "leave the battlefield as an additional cost to cast it, [its] ability can't
# trigger" is when a spell becomes cast (601.2i; Vial Smasher, Rashmi).
NOT_ADDITIONAL_COSTS = r"\bapply (those|these|the) increases before\b|\badditional cost\b[^.]*\bcan't trigger\b"
