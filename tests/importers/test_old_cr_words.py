"""Ruling links: the rule a concept names found in the words of the CR in force on the ruling's date — today's words
(mana value since April 2021), and the words of older CRs where the lineage of today's rule does not reach (before
July 2009's renumbering, or reworded) (links25, links26). Each row: that CR's lines, the card's text, the ruling,
the rules linked."""

import pytest

MANA_VALUE = [
    "2. Parts of a Card",
    "202. Mana Cost and Color",
    "202.1. A card's mana cost is indicated by mana symbols near the top of the card.",
    "202.3. The mana value of an object is a number equal to the total amount of mana in its mana cost, regardless "
    "of color.",
]

# The CR before July 2009, whose rule the lineage of 400.7 does not reach (2004's words).
OLD_ZONES = [
    "2. Parts of the Game",
    "217. Zones",
    "217.1. A zone is a place where objects can be during a game.",
    "217.1c An object that moves from one zone to another is treated as a new object. Effects connected with its "
    "previous location will no longer apply.",
]

# The CR before October 2007, whose rule the lineage of 305.2 does not reach (2004's words).
OLD_LANDS = [
    "2. Parts of the Game",
    "212. Card Types",
    "212.6. Lands",
    "212.6b A player may play only one land card during each of his or her own turns. Effects may allow the playing "
    "of additional lands.",
]

# The CR from October 2007 to May 2009, whose 104.3c the lineage of 107.3 does not reach.
OLD_X = [
    "1. Game Concepts",
    "104. Numbers and Symbols",
    "104.3. The mana symbols are {W}, {U}, {B}, {R}, {G}, and {X}; the numerals {0}, {1}, {2}, {3}, {4}, and so on.",
    "104.3c The symbol {X} represents an unspecified amount of mana. When playing a spell or activated ability with "
    "{X} in its cost, its controller decides the value of that variable.",
]

# The CR before August 2005: Auras were local enchantments (212.4c), which the lineage of 303.4 does not reach.
OLD_AURAS = [
    "2. Parts of the Game",
    "212. Card Types",
    "212.4. Enchantments",
    '212.4c A global enchantment has the word "enchantment" on its type line. Local enchantments use the word '
    '"enchant" on their type line, followed by an identifier that defines what it can enchant.',
]

# The CR before July 2009: 203.2a, the rule its glossary's "Colorless" names (today's 105.2c).
OLD_COLORS = [
    "2. Parts of a Card",
    "203. Mana Cost and Color",
    "203.2. An object's color is determined by the color of the mana symbols in its mana cost.",
    "203.2a Objects with no colored mana symbols in their mana costs are colorless.",
]

# The CR from July 2009 to April 2010: 508.4's "Effects from a creature that refer to a defending player" (today's
# 508.5 "If an ability of an attacking creature refers to a defending player").
OLD_DEFENDING_PLAYER = [
    "5. Turn Structure",
    "508. Declare Attackers Step",
    "508.4. Effects from a creature that refer to a defending player refer only to the defending player it's "
    "attacking (if it's attacking a player) or the controller of the planeswalker it's attacking.",
]


SOME_CARD = "Return target creature card from a graveyard to the battlefield."
ATTACK_TRIGGER = "Whenever a creature an opponent controls attacks, if you're the defending player, create a 3/3 token."


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("cr", "card", "ruling", "rules"),
    [
        # Today's words (since April 2021) name the rule: "mana value" and the older "converted mana cost" link it.
        (MANA_VALUE, SOME_CARD, "Some Card's mana value is 3.", ["202.3"]),
        (
            MANA_VALUE,
            SOME_CARD,
            "You lose life equal to the converted mana cost of the card you're bringing back.",
            ["202.3"],
        ),
        (
            OLD_ZONES,
            "Exile target creature. At the beginning of the next end step, return that card to the battlefield.",
            "The creature comes back onto the battlefield as a new creature, with one +1/+1 counter on it.",
            ["217.1c"],
        ),
        (
            OLD_LANDS,
            "{T}: You may put a land card from your hand onto the battlefield.",
            "This does not count as your one land you can normally play each turn.",
            ["212.6b"],
        ),
        (
            OLD_X,
            "Creatures you control get +1/+1.",
            "If a creature has X in its mana cost, that X is treated as 0 for the purposes of this effect.",
            ["104.3c"],
        ),
        (
            OLD_X,
            "Creatures you control get +1/+1.",
            "If all the cards in your library are lands, X is zero.",
            ["104.3c"],
        ),
        (
            OLD_AURAS,
            "When this card comes into play, return target enchantment card from your graveyard to play.",
            "If you pick an Aura that can't legally enchant this card, then the Aura stays in the graveyard.",
            ["212.4c"],
        ),
        (
            OLD_COLORS,
            "Some Card deals 4 damage to target creature or player.",
            "Some Card is colorless in all zones. Its damage comes from a colorless source.",
            ["203.2a"],
        ),
        (
            OLD_DEFENDING_PLAYER,
            ATTACK_TRIGGER,
            "In a multiplayer game, the ability checks whether you're the defending player for each individual "
            "attacking creature.",
            ["508.4"],
        ),
    ],
)
def test_a_concepts_rule_is_found_in_the_words_of_the_cr_of_the_rulings_date(linked, cr, card, ruling, rules):
    assert linked(cr, card, ruling) == rules
