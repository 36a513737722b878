"""Ruling links: 110.4's permanent types named as the rule names them (links27)."""

import pytest

PERMANENTS = [
    "1. Game Concepts",
    "110. Permanents",
    "110.1. A permanent is a card or token on the battlefield.",
    "110.4. There are five permanent types: artifact, creature, enchantment, land, and planeswalker.",
    '110.4b The term "permanent spell" is used to refer to a spell that will enter the battlefield as a permanent.',
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card", "ruling", "rules"),
    [
        (
            "At the beginning of your upkeep, choose a permanent type. Return all cards of that type from your "
            "graveyard to your hand.",
            "The permanent types are artifact, creature, enchantment, land, and planeswalker.",
            ["110.4"],
        ),
        (
            "Whenever you roll {CHAOS}, target player can't cast spells until a player planeswalks.",
            "The chaos ability prevents the affected player from casting permanent spells (artifacts, creatures, "
            "enchantments, and planeswalkers), not just instant and sorcery spells.",
            ["110.4"],
        ),
        # A permanent type named in passing is the card's own reading, not the list.
        (
            "Enchanted permanent is an Aura with enchant creature and loses all other card types.",
            "It becomes an Enchantment - Aura and stops being all other permanent types.",
            [],
        ),
    ],
)
def test_the_permanent_types_link_110_4(linked, card, ruling, rules):
    assert linked(PERMANENTS, card, ruling) == rules
