"""A French question naming a card boosts the rules its card's text invokes only where its own words confirm them.

finder_query enters the rules a named card's text invokes (its wordings' rules, the concepts the rulings' links read,
cardtextrules' wordings: "can't" 101.2, "for each" 608.2h) in the finder's list at WORDED_PLACE and boosts them
(WORDED_BOOST), for every question. An English question then has its own card steps (the asked keyword, the rule its
best ruling rests on, the situations, the text rule placed beside the card) to put the rule it asks over them; a
French one has fewer (`not plan_.french` in finder_query and hybrid), and the card's boosted rules took its first
places: in sfr45's reading of the 43 tuned French card misses, the card's text's rules filled the top five in 20,
the rule asked none of them; 101.2 (the "can't" of Pacifism, Lightning Greaves, Platinum Angel, Pithing Needle) was
in the top five of eight, the question saying nothing of an effect that can't happen.

sfr43 gave a French question the English path's card-text step (hybrid.TEXT_RULE on its words put into English):
net 0, that step only moving a lower rule up beside the card. Here the other way: a rule of the card's text keeps
its boost only when the question's own words, put into English by the lexicon mined from the cards printed in both
languages (frenchquestion.english_words), are held by it or by one of its subrules (the plain ranking's rare words,
RuleFinder.held, as hybrid's rested rule reads a French question); every one is still entered. Dropping the
unconfirmed ones from the list as well (sfr45's probe of the 215 tuned French card questions) lost two more top fives,
what the card does that the question's words don't say (Juggernaut's "attacks each combat if able", 508.1d; Serum
Powder's mulligan, 103.5b).
"""

from rules.rule_refs import is_under

from .frenchquestion import english_words

# Whether a French question naming a card boosts only the card's text's rules its English words confirm.
CONFIRMED = True


def confirmed(searchers, plan_, text, named, worded):
    """worded (the rule numbers a named card's text invokes) less those of which neither the rule nor one of its
    subrules holds a rare word of a French question's words put into English; an English question's, or every one
    when none of the question's words is rare, as they are."""
    if not CONFIRMED or not plan_.french or not named or not worded:
        return worded
    finder = searchers.finder
    words = " ".join(english_words(searchers, plan_, text or ""))
    if not finder.rare(words):
        return worded
    held = finder.held(words)
    prefixes = tuple(worded)
    # One pass over the paragraphs (a French card question's rules are a handful, today's paragraphs 3,000).
    holding = [number for number in finder.numbers if number.startswith(prefixes) and held(number)]
    return [base for base in worded if any(is_under(number, base) for number in holding)]
