"""A spell that can't be countered, aimed at by a spell or ability that would counter it (links91).

WotC tells the same thing in a handful of recurring templates, on the uncounterable card ("Terra Stomper can be
targeted by spells that try to counter it (such as Cancel). Those spells will resolve, but the part of their effect
that would counter Terra Stomper won't do anything. Any other effects those spells have will work as normal") and on
the counterspell ("You may target a spell that can't be countered. When Countermand resolves, the target spell will be
unaffected, but its controller will still put the top four cards of their library into their graveyard"). The ruling
rests on two rules of the golden rules: 101.2, the "can't" effect takes precedence over the instruction to counter,
and 101.3, the part of the instruction that's impossible is ignored, the rest done (103.2 and 103.3 before the 2009
renumbering, the same lineages). The tuned rows Spellbreaker Behemoth and Sphinx of the Final Word are labelled so.

Only the counter aimed at and the rest still happening: not a spell that can't be countered exiled or returned to its
owner's hand ("They won't resolve": the spell leaves the stack, not a counter; Summary Dismissal, Unsubstantiate), nor
the condition of a card's own effect ("If that spell can't be countered by spells or abilities, you won't get a copy":
Psychic Rebuttal), nor mana that makes a spell uncounterable (Cavern of Souls), none of which tells the counter's
instruction partly done.
"""

from rulings.phrases import Concept

# The counter resolves and what else it does still happens, told within the sentence naming the uncounterable spell
# or the next two ("... can't be countered is a legal target for Contradict. The spell won't be countered when
# Contradict resolves, but you'll draw a card"); a period of an abbreviation aside, sentences are what [^.] bounds.
_STILL = (
    r"(still|unaffected|won't do anything|any other effects?|any additional effects?|side-effects"
    r"|the rest of|continues? to resolve|will continue to resolve)"
)
_UNCOUNTERABLE_AIMED_AT = (
    # The counterspell's ruling: "If the targeted spell can't be countered, ... will continue to resolve".
    r"\bcan't be countered\b[^.]*(\.[^.]*){0,2}?\b" + _STILL + r"\b"
    # The uncounterable card's: "can be targeted by spells that try to counter it ... will still resolve", "any
    # spells or abilities that would counter a spell you control that turn will still resolve. They just won't
    # counter that spell".
    r"|\b(would|try to|tries to|trying to) counter\b[^.]*(\.[^.]*){0,2}?\b"
    r"(still resolve|won't do anything|won't counter|any other effects?|any additional effects?)\b"
)

COUNTER_CONCEPTS = [
    Concept(
        "can't beats a counter",
        _UNCOUNTERABLE_AIMED_AT,
        # 101.2 since 2009 ("the 'can't' effect takes precedence"; "wins" to 2010), 103.2 before.
        within="101.|103.",
        text=r"the .can.t. effect (wins|takes precedence)",
    ),
    Concept(
        "impossible part ignored",
        _UNCOUNTERABLE_AIMED_AT,
        # 101.3 since 2009 ("Any part of an instruction that's impossible to perform is ignored"), 103.3 before.
        within="101.|103.",
        text=r"impossible (to perform|action)",
    ),
]
