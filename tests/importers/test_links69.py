"""Ruling links, links69: precision of rulings/turn_concepts.py's readings. A land type's "associated",
"corresponding" or "intrinsic" mana ability is 305.6's, not a link to 605 (Mana Abilities); a mana ability that
"produces (no) mana as it resolves" is 605's, not a resolution's (608.2); a player or creature lost to a state-based
action "before the triggered ability resolves" is 704's, not 603's. The rulings are real ones."""

import pytest

from tests.importers.cr_lines import RESOLVING, TRIGGERS

MANA = RESOLVING + [
    "605. Mana Abilities",
    "605.1. Some activated abilities and some triggered abilities are mana abilities.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Badlands, Trait Doctoring, Navigator's Compass, Imprisoned in the Moon: a land type's mana ability.
        ("({T}: Add {B} or {R}.)", "This has the mana abilities associated with both of its basic land types.", []),
        (
            "Target land becomes the basic land type of your choice until end of turn.",
            "If the basic land type of a land is changed, the associated mana ability of that land will also change, "
            "but its name will not.",
            [],
        ),
        (
            "Until end of turn, target land becomes the basic land type of your choice in addition to its other types.",
            "Gaining a basic land type causes the target land to gain the corresponding mana ability.",
            [],
        ),
        (
            "Enchanted permanent is a colorless land with \u201c{T}: Add {C}\u201d and loses all other card types and "
            "abilities.",
            "If the enchanted permanent is a land and has land types, it retains those types even though it loses any "
            "intrinsic mana abilities associated with them.",
            [],
        ),
        # Everflowing Chalice, Burning Earth: what a mana ability produces as it resolves is no resolution's rule.
        (
            "{T}: Add {C} for each charge counter on Some Card.",
            "That ability is still a mana ability, even though it produces no mana as it resolves.",
            ["605"],
        ),
        (
            "Whenever a player taps a nonbasic land for mana, Some Card deals 1 damage to that player.",
            "To tap a land for mana is to activate one of that land's mana abilities that has {T} in its activation "
            "cost and produces mana as it resolves.",
            ["605"],
        ),
        # Guards: a card's own mana ability, a choice made as an ability resolves.
        ("{T}: Add one mana of any color.", "Some Card's first ability is a mana ability.", ["605"]),
        (
            "When Some Card enters the battlefield, you may pay {X}.",
            "As the ability resolves, you choose a value for X and decide whether to pay {X}.",
            ["608.2"],
        ),
    ],
)
def test_mana_abilities_of_land_types_and_of_resolution(linked, card_text, ruling, numbers):
    assert linked(MANA, card_text, ruling) == numbers


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Wall of Limbs, Perilous Myr, Tishana: a state-based action comes first.
        (
            "Whenever you gain life, put a +1/+1 counter on Some Card.",
            "If you gain life at the same time Some Card is dealt lethal damage (probably because you control a "
            "blocking creature with lifelink), Some Card's triggered ability will trigger, but Some Card will be "
            "destroyed before the ability resolves.",
            [],
        ),
        (
            "When Some Card dies, it deals 2 damage to any target.",
            "If your life total is brought to 0 or less at the same time that Some Card is dealt lethal damage, you "
            "lose the game before its triggered ability resolves.",
            [],
        ),
        (
            "When Some Card enters the battlefield, each player draws a card for each creature they control.",
            "If Some Card enters the battlefield while you have no cards in hand, it will be put into your graveyard "
            "for having 0 toughness before its triggered ability resolves.",
            [],
        ),
        # Guard: the source leaves before its triggered ability resolves (the tuned rows' 603).
        (
            "When Some Card enters the battlefield, exile target creature an opponent controls until Some Card "
            "leaves the battlefield.",
            "If Some Card leaves the battlefield before its triggered ability resolves, the target creature won't be "
            "exiled.",
            ["603"],
        ),
    ],
)
def test_a_state_based_action_before_the_trigger_resolves(linked, card_text, ruling, numbers):
    assert linked(TRIGGERS, card_text, ruling) == numbers
