"""Ruling links, the fourteenth session's step (draw 10 labelled blind as tuned10, then the tuned groups' links):
effects that set, modify or switch power and toughness apply in layer 7's sublayers (613.4), where no layer is named; a
target named before "the spell doesn't resolve" is 608.2b's; "represented by the same card" is a new object's (400.7); a
keyword action said not to happen ("You won't scry") is not its rule, save a fight's (701.14b); an intervening "if"
links 603.4 alone; "as the end step begins" is a time, not 513. Each phrase was counted on the corpus's WotC rulings;
the rulings are real ones (the card's names blanked as the linker blanks them)."""

import pytest

pytestmark = pytest.mark.django_db


def cr_of_the_fourteenth_session():
    return [
        "4. Zones",
        "400. General",
        "400.7. An object that moves from one zone to another becomes a new object with no memory of, or relation "
        "to, its previous existence.",
        "5. Turn Structure",
        "513. End Step",
        "513.1. The end step has no turn-based actions.",
        "6. Spells, Abilities, and Effects",
        "603. Handling Triggered Abilities",
        "603.4. A triggered ability may read \u201cWhen/Whenever/At [trigger event], if [condition], [effect].\u201d "
        "This is known as the intervening \u2018if\u2019 clause rule.",
        "608. Resolving Spells and Abilities",
        "608.2. If the object that's resolving is an instant spell, a sorcery spell, or an ability, its resolution "
        "may involve several steps.",
        "608.2b If the spell or ability specifies targets, it checks whether the targets are still legal.",
        "613. Interaction of Continuous Effects",
        "613.1. The values of an object's characteristics are determined by starting with the actual object.",
        "613.4. Within layer 7, apply effects in a series of sublayers in the order described below.",
        "7. Additional Rules",
        "701. Keyword Actions",
        "701.14. Fight",
        "701.14a A spell or ability may instruct a creature to fight another creature.",
        "701.14b If one or both creatures instructed to fight are no longer on the battlefield or are no longer "
        "creatures, neither of them fights or deals damage.",
        "701.22. Scry",
        "701.22a To scry N means to look at the top N cards of your library.",
    ]


@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Effects that set or modify power and toughness, whenever they began (49 corpus rulings with no layer named:
        # Dance of the Skywise, Lignify, Creeperhulk, Diminish): 613.4.
        (
            "Until end of turn, target creature you control becomes a blue Dragon Illusion with base power and "
            "toughness 4/4, loses all abilities, and gains flying.",
            " overrides all previous effects that set the creature's power or toughness to specific values. However, "
            "effects that set its power or toughness to specific values that start to apply after  resolves will "
            "override this effect.",
            ["613.4"],
        ),
        (
            "Target creature has base power and toughness 7/7 until end of turn.",
            "Effects that modify the targeted creature's power or toughness, such as the effects of Giant Growth or "
            "Glorious Anthem, will apply to it no matter when they started to take effect.",
            ["613.4"],
        ),
        # A layer named: the section, as before.
        (
            "Target creature has base power and toughness 1/1.",
            "Effects that set a creature's power and toughness apply in layer 7b, in timestamp order.",
            ["613"],
        ),
        # A target, then "the spell doesn't resolve" (Skywhaler's Shot, Magus of the Arena, Oath of Druids): 608.2b.
        (
            "Destroy target creature with power 3 or greater. Scry 1.",
            "If the target creature's power becomes 2 or less before  resolves, the spell doesn't resolve. The "
            "creature remains on the battlefield and you won't scry 1.",
            ["608.2b"],
        ),
        # No target named: a spell countered or its source gone is another rule.
        (
            "Each player loses 2 life.",
            "If this spell doesn't resolve, none of its effects occur.",
            [],
        ),
        # Two objects represented by the same card are two objects (Induced Amnesia, Palladia-Mors): 400.7.
        (
            "When this enchantment is put into a graveyard from the battlefield, return the exiled cards to their "
            "owner's hand.",
            "They won't be returned if another  is put into a graveyard, even if that  is represented by the same "
            "card.",
            ["400.7"],
        ),
        # An intervening "if" checked again as the ability resolves is 603.4's alone, not 608.2's steps (5 corpus
        # rulings name both: Lifeline, Voodoo Doll, Sigil Captain).
        (
            "At the beginning of the end step, if a creature is on the battlefield, return each creature card put "
            "into a graveyard from the battlefield this turn.",
            "This is because 's ability has an intervening-if clause, which means that there must be at least one "
            "creature on the battlefield at the time the ability resolves.",
            ["603.4"],
        ),
        # "As the end step begins" is the time a trigger's condition is checked (14 corpus rulings: Pestilence, Regal
        # Bloodlord, Dust Stalker), not the end step's rule; the step itself still links.
        (
            "At the beginning of the end step, if no creatures are on the battlefield, sacrifice this enchantment.",
            "This ability will not trigger at all if there is at least one creature on the battlefield as the end "
            "step begins.",
            # Not 513; 603.4 since links61 (an intervening "if" read as "will not trigger at all": Pestilence is
            # labelled 603.4; 603 at large from links41 to links60).
            ["603.4"],
        ),
        ("At the beginning of the end step, draw a card.", "The end step has no turn-based actions.", ["513"]),
        # A keyword action the spell does not perform, its target gone: not the action's rule (Perilous Voyage).
        (
            "Return target nonland permanent you don't control with mana value 2 or less to its owner's hand. Scry 2.",
            "If the target permanent is an illegal target by the time  resolves, the entire spell doesn't resolve. "
            "You won't scry.",
            ["608.2b"],
        ),
        # The action performed is still its rule.
        (
            "Scry 2, then draw a card.",
            "You scry before you draw.",
            ["701.22"],
        ),
        # A fight that does not happen is 701.14b's (Wild Instincts, Hunt the Hunter, Time to Feed).
        (
            "Target creature you control fights target creature an opponent controls.",
            "If only one of those creatures is a legal target when  tries to resolve, the creatures won't fight.",
            ["701.14"],
        ),
    ],
)
def test_rules_of_the_fourteenth_session_link_by_their_own_words(linked, card_text, ruling, numbers):
    assert linked(cr_of_the_fourteenth_session(), card_text, ruling) == numbers
