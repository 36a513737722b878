"""Ruling links, the twenty-sixth session (links26): rules a concept names found in the words of the CR of the
ruling's date, where the lineage of today's rule does not reach (before July 2009's renumbering, or reworded)."""

import pytest

# The CR from October 2007 to May 2009, whose 104.3c the lineage of 107.3 does not reach.
OLD_X = [
    "1. Game Concepts",
    "104. Numbers and Symbols",
    "104.3. The mana symbols are {W}, {U}, {B}, {R}, {G}, and {X}; the numerals {0}, {1}, {2}, {3}, {4}, and so on.",
    "104.3c The symbol {X} represents an unspecified amount of mana. When playing a spell or activated ability with "
    "{X} in its cost, its controller decides the value of that variable.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    "ruling",
    [
        "If a creature has X in its mana cost, that X is treated as 0 for the purposes of this effect.",
        "If all the cards in your library are lands, X is zero.",
    ],
)
def test_x_is_found_in_the_words_of_the_cr_before_july_2009(linked, ruling):
    assert linked(OLD_X, "Creatures you control get +1/+1.", ruling) == ["104.3c"]


# The CR before August 2005: Auras were local enchantments (212.4c), which the lineage of 303.4 does not reach.
OLD_AURAS = [
    "2. Parts of the Game",
    "212. Card Types",
    "212.4. Enchantments",
    '212.4c A global enchantment has the word "enchantment" on its type line. Local enchantments use the word '
    '"enchant" on their type line, followed by an identifier that defines what it can enchant.',
]


@pytest.mark.django_db
def test_auras_are_found_in_the_words_of_the_cr_before_august_2005(linked):
    ruling = "If you pick an Aura that can't legally enchant this card, then the Aura stays in the graveyard."
    card = "When this card comes into play, return target enchantment card from your graveyard to play."
    assert linked(OLD_AURAS, card, ruling) == ["212.4c"]


# The CR before July 2009: 203.2a, the rule its glossary's "Colorless" names (today's 105.2c).
OLD_COLORS = [
    "2. Parts of a Card",
    "203. Mana Cost and Color",
    "203.2. An object's color is determined by the color of the mana symbols in its mana cost.",
    "203.2a Objects with no colored mana symbols in their mana costs are colorless.",
]


@pytest.mark.django_db
def test_colorless_is_found_in_the_words_of_the_cr_before_july_2009(linked):
    ruling = "Some Card is colorless in all zones. Its damage comes from a colorless source."
    assert linked(OLD_COLORS, "Some Card deals 4 damage to target creature or player.", ruling) == ["203.2a"]


# The CR from July 2009 to April 2010: 508.4's "Effects from a creature that refer to a defending player" (today's
# 508.5 "If an ability of an attacking creature refers to a defending player").
OLD_DEFENDING_PLAYER = [
    "5. Turn Structure",
    "508. Declare Attackers Step",
    "508.4. Effects from a creature that refer to a defending player refer only to the defending player it's "
    "attacking (if it's attacking a player) or the controller of the planeswalker it's attacking.",
]


@pytest.mark.django_db
def test_the_multiplayer_defending_player_is_found_in_the_words_of_2009(linked):
    ruling = (
        "In a multiplayer game, the ability checks whether you're the defending player for each individual attacking "
        "creature."
    )
    card = "Whenever a creature an opponent controls attacks, if you're the defending player, create a 3/3 token."
    assert linked(OLD_DEFENDING_PLAYER, card, ruling) == ["508.4"]
