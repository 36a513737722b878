"""Ruling links, links76: recall of 601.2 (casting a spell) and 508.1 (declaring attackers) in WotC's recurring
wordings: a card another effect lets you cast that "can't be cast, perhaps because there are no legal targets
available" (601.2c, 409.1c before July 2009), the choices made "as part of casting" a spell or a target chosen "as
it's cast" (601.2), and whether a creature can attack "before attackers are declared" (508.1, 308.2 before July 2009).
The rulings are real ones, the card's name replaced by the fixture's."""

import pytest

from tests.importers.test_links63 import CASTING

pytestmark = pytest.mark.django_db

PERMISSION = "When Some Card enters the battlefield, you may cast target instant or sorcery card from your graveyard."


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Chancellor of the Spires (tuned38, labelled 601.2), Aeon Chronicler, Goblin Dark-Dwellers, Jace.
        (
            "If you are unable to cast the card, perhaps because there are no legal targets available, the card "
            "remains in its owner's graveyard.",
            ["601.2c"],
        ),
        (
            "If you can't cast the target instant or sorcery card, perhaps because there are no legal targets "
            "available, or if you choose not to cast it, it will remain in your graveyard.",
            ["601.2c"],
        ),
        # Ajani's Chosen: an Aura spell, whose target is what it will enchant.
        (
            "This means that, for example, you can't cast an Aura with enchant creature if there are no legal targets "
            "available, hoping to enchant the Cat token.",
            ["601.2c"],
        ),
        # Guards: a triggered ability without legal targets (603.3d's, no "cast"); a card not cast for another reason;
        # the cause given in a hedged parenthesis (My Wish Is Your Command, Stolen Goods), which links.py's REASON
        # does not read (links48: such parentheses mostly name a rule the ruling does not rest on).
        ("If there are no legal targets available, the ability is simply removed from the stack.", []),
        ("If you can't cast the card because it's a land, it remains in your graveyard.", []),
        (
            "If you choose a card you can't cast (because there are no legal targets for the spell, for example), "
            "nothing happens to it. It remains in its owner's hand.",
            [],
        ),
    ],
)
def test_a_card_not_cast_for_want_of_legal_targets(linked, ruling, numbers):
    assert linked(CASTING, PERMISSION, ruling) == numbers


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Avoid Fate (tuned36, labelled 601.2).
        (
            "Some Card must target an instant spell or an Aura spell as it's cast, and it must be targeting an "
            "instant or an Aura spell at the time it resolves.",
            ["601.2"],
        ),
        # Apostle's Blessing, Blast of Genius; Past in Flames.
        ("You choose the target as part of casting the spell.", ["601.2"]),
        (
            "If you cast an instant or sorcery with {X} in its mana cost this way, you still choose the value of X as "
            "part of casting the spell and pay that cost.",
            ["601.2"],
        ),
        # Guards: a choice the ruling says is not made while casting; a spell cast, no choice.
        ("You choose the creature as Some Card resolves, not as part of casting it.", []),
        ("Some Card is a legal target as it's put onto the battlefield.", []),
    ],
)
def test_choices_made_as_part_of_casting(linked, ruling, numbers):
    text = "Counter target instant spell or Aura spell."
    assert linked(CASTING, text, ruling) == numbers


DECLARING = [
    "5. Turn Structure",
    "508. Declare Attackers Step",
    "508.1. First, the active player declares attackers. This turn-based action doesn't use the stack. To declare "
    "attackers, the active player follows the steps below, in order.",
    "508.1c The active player checks each creature they control to see whether it's affected by any restrictions.",
]


@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Gelid Shackles (tuned11, labelled 508.1), Rite of the Raging Storm, Pacification Array.
        (
            "Enchant creature\nEnchanted creature can't block, and its activated abilities can't be activated.",
            "It also won't prevent the creature from attacking unless the enchanted creature is given defender before "
            "attackers are declared.",
            ["508.1"],
        ),
        (
            "Creatures named Lightning Rager can't attack you or planeswalkers you control.",
            "If Some Card leaves the battlefield before attackers are declared, creatures named Lightning Rager can "
            "attack you or planeswalkers you control.",
            ["508.1"],
        ),
        (
            "{1}: Tap target artifact or creature.",
            "If you want to stop someone from attacking with a creature by using Some Card's ability, you must do so "
            "before attackers are declared.",
            ["508.1"],
        ),
        # Guards: a time to cast (Rally the Forces, Mindleech Mass), the words of a card's restriction quoted.
        (
            "Attacking creatures get +1/+0 and gain first strike until end of turn.",
            "If Some Card is cast before attackers are declared or after combat ends, it won't do anything.",
            [],
        ),
        (
            "You may cast spells from that player's hand.",
            'This doesn\'t get around other prohibitions, such as "Cast this card only before attackers are declared."',
            [],
        ),
    ],
)
def test_whether_a_creature_can_attack_before_attackers_are_declared(linked, card_text, ruling, numbers):
    assert linked(DECLARING, card_text, ruling) == numbers
