"""Ruling links, links50: precision, the kinds of link a ruling names without resting on them. The rulings are real
ones (names changed to Some Card where the card's own name is blanked anyway)."""

import pytest

pytestmark = pytest.mark.django_db


RULES = [
    "1. Game Concepts",
    "118. Costs",
    "118.8. Some spells and abilities have additional costs. An additional cost is a cost listed in a spell's rules "
    "text, or applied to a spell or ability from another effect, that its controller must pay at the same time they "
    "pay the spell's mana cost or the ability's activation cost.",
    "6. Spells, Abilities, and Effects",
    "614. Replacement Effects",
    "614.1. Some continuous effects are replacement effects.",
    "7. Additional Rules",
    "707. Copying Objects",
    "707.10. To copy a spell, activated ability, or triggered ability means to put a copy of it onto the stack; a copy "
    "of a spell isn't cast and a copy of an activated ability isn't activated.",
]


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Guan Yu's, Living Death's: a replacement effect supposed as the cause of a move.
        (
            "If a replacement effect has Some Card move to a different zone instead of being put into the graveyard, "
            "the ability won't trigger at all.",
            [],
        ),
        (
            "If a replacement effect (such as that of Leyline of the Void) causes any of the sacrificed creatures to "
            "be exiled instead of put into a graveyard, those cards aren't returned to the battlefield.",
            [],
        ),
        # Replacement effects as such (Spirit of the Labyrinth, Solemnity) still link.
        ("If a replacement effect would try to replace a card that you can't draw, that effect can't apply.", ["614"]),
        ("The second ability is a replacement effect, not a triggered ability.", ["614"]),
    ],
)
def test_a_replacement_effect_supposed_as_a_cause_is_not_614(linked, ruling, numbers):
    assert linked(RULES, "Flash", ruling) == numbers


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Reverberate, Thousand-Year Storm, Echo Mage: the copy's costs are 707.10's.
        ("You can't choose to pay any additional costs for the copy.", ["707"]),
        (
            "The controller of a copied spell can't choose to pay any alternative or additional costs for the copy.",
            ["707"],
        ),
        # Additional costs named without a copy still link (Chaos Wand's "You can, however, pay additional costs").
        ("You can, however, pay additional costs.", ["118.8"]),
    ],
)
def test_a_copy_s_costs_are_707_10_not_118(linked, ruling, numbers):
    assert linked(RULES, "Flash", ruling) == numbers


def test_a_copy_that_is_cast_pays_its_costs_as_any_spell(linked):
    # Chandra, Pyromaster: copies of a card, cast, pay additional costs by 118.8.
    ruling = (
        "Because you're casting the copies \"without paying their mana costs,\" you can't pay any alternative costs "
        "for the copies. You can pay additional costs, such as kicker costs."
    )
    assert linked(RULES, "Flash", ruling) == ["118.8", "707"]
