"""Ruling links, links32: recall on the tuned groups, sentences WotC repeats across a set's rulings to restate a rule
(rulings/restated_concepts.py): a card cast "as part of the resolution" of an ability (608.2g), a "life-gaining event"
(119.9), an effect that sets a life total (119.5), the colors and types of mana (106.1)."""

import pytest

RULES = [
    "1. Game Concepts",
    "106. Mana",
    "106.1. Mana is the primary resource in the game.",
    "106.1a There are five colors of mana: white, blue, black, red, and green.",
    "106.1b There are six types of mana: white, blue, black, red, green, and colorless.",
    "119. Life",
    "119.1. Each player begins the game with a starting life total of 20.",
    "119.9. Some triggered abilities are written, \u201cWhenever [a player] gains life, . . . .\u201d Such abilities "
    "are treated as though they are written, \u201cWhenever a source causes [a player] to gain life, . . . .\u201d "
    "If a player gains 0 life, no life gain event has occurred, and these abilities won't trigger.",
    "119.5. If an effect sets a player's life total to a specific number, the player gains or loses the necessary "
    "amount of life to end up with the new total.",
    "6. Spells, Abilities, and Effects",
    "608. Resolving Spells and Abilities",
    "608.2. If the object that's resolving is an instant spell, a sorcery spell, or an ability, its resolution may "
    "involve several steps.",
    "608.2g If an effect gives a player the option to pay mana, they may activate mana abilities before taking that "
    "action. If an effect specifically instructs or allows a player to cast a spell during resolution, they do so by "
    "following the steps in rules 601.2a\u2013i, except no player receives priority after it's cast.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # WotC's sentence for a card cast by a resolving ability (Wrexial, Torrential Gearhulk, Hellcarver Demon: 29
        # corpus rulings, none linked before): 608.2g.
        (
            "If you want to cast the targeted card, you cast it as part of the resolution of Wrexial's triggered "
            "ability. Timing restrictions based on the card's type are ignored.",
            ["608.2g"],
        ),
        ("If you cast the card, you do so as part of the resolution of the triggered ability.", ["608.2g"]),
        ("Timing permissions based on a card's type are ignored, but other restrictions still apply.", ["608.2g"]),
        (
            "When casting an instant or sorcery card this way, ignore timing restrictions based on the card's type.",
            ["608.2g"],
        ),
        # Devour chosen as a spell resolves is not a spell cast during a resolution.
        (
            "If you cast this as a spell, you choose how many and which creatures to devour as part of the resolution "
            "of that spell.",
            [],
        ),
    ],
)
def test_a_card_cast_as_part_of_a_resolution(linked, ruling, numbers):
    assert linked(RULES, "You may cast target instant card from your graveyard.", ruling) == numbers


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Ajani's Pridemate, Dawn of Hope, Drogskol Reaver: 25 corpus rulings.
        (
            "Dawn of Hope's first ability triggers just once for each life-gaining event, whether it's 1 life from "
            "Vicious Rumors or 3 life from Creeping Chill.",
            ["119.9"],
        ),
        ("Each creature with lifelink dealing combat damage causes a separate life-gain event.", ["119.9"]),
        # A replacement effect on the event is not the trigger's rule.
        ("If more than one replacement effect tries to apply to a life gain event, the player chooses the order.", []),
    ],
)
def test_a_life_gain_event(linked, ruling, numbers):
    assert linked(RULES, "Whenever you gain life, put a +1/+1 counter on this creature.", ruling) == numbers


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Rampaging Ferocidon, Tainted Remedy, Sorin Markov: 13 corpus rulings, 11 unlinked before.
        (
            "If an effect says to set your life total to a certain number, and that number is higher than your current "
            "life total, that effect will normally cause you to gain life.",
            ["119.5"],
        ),
        # A life total named otherwise is not this.
        ("Your life total can't go above 20 this way.", []),
    ],
)
def test_an_effect_setting_a_life_total(linked, ruling, numbers):
    assert linked(RULES, "Players can't gain life.", ruling) == numbers


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Fellwar Stone, Manamorphose, Prismatic Geoscope's set: 10 corpus rulings, none linked before.
        ("The colors of mana are white, blue, black, red, and green. Colorless is not a color.", ["106.1a"]),
        ("The types of mana are white, blue, black, red, green, and colorless.", ["106.1b"]),
    ],
)
def test_the_colors_and_types_of_mana(linked, ruling, numbers):
    assert linked(RULES, "{T}: Add one mana of any color.", ruling) == numbers
