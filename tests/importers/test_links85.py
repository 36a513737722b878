"""Ruling links, links85: WotC's template for a control change that leaves the Auras and Equipment attached to a
creature under their controller, "Gaining control of a creature doesn't cause you to gain control of any Auras or
Equipment attached to it" (303.4e and 301.5d; the tuned Turn Against's labels), and Sky Swallower's "Auras your opponent
gains control of won't move from where they are" (303.4e): the new CONTROL_CONCEPTS of rulings/effect_concepts.py.
The rulings are real ones (Turn Against, In Bolas's Clutches, Captivating Vampire, Sky Swallower; the guards Brass
Squire and Ajani's Chosen, whose Equipment or Aura "won't move" for a target gone, and Shifting Loyalties, which the
"auras" and "equipment" concepts link as before), the card's name blanked as the linker blanks it."""

import pytest

CONTROL = [
    "3. Card Types",
    "301. Artifacts",
    "301.5. Some artifacts have the subtype \u201cEquipment.\u201d An Equipment can be attached to a creature.",
    "301.5d An Equipment\u2019s controller is separate from the equipped creature\u2019s controller; the two need not "
    "be the same. Changing control of the creature doesn\u2019t change control of the Equipment, and vice versa.",
    "303. Enchantments",
    "303.4. Some enchantments have the subtype \u201cAura.\u201d An Aura enters the battlefield attached to an object or "
    "player.",
    "303.4e An Aura\u2019s controller is separate from the enchanted object\u2019s controller or the enchanted player; "
    "the two need not be the same. If an Aura enchants an object, changing control of the object doesn\u2019t change "
    "control of the Aura, and vice versa.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # The template (20 corpus rulings): the tuned Turn Against's labels, 303.4e and 301.5d.
        (
            "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.",
            "Gaining control of a creature doesn't cause you to gain control of any Auras or Equipment attached to it.",
            ["301.5d", "303.4e"],
        ),
        # "a permanent" (In Bolas's Clutches), and "cause you gain control" without "to" (Captivating Vampire).
        (
            "Enchant permanent\nYou control enchanted permanent.",
            "Gaining control of a permanent doesn't cause you to gain control of any Auras or Equipment attached to "
            "it. They'll remain attached, but an Aura's effect that affects \u201cyou\u201d still affects its "
            "controller rather than you.",
            ["301.5d", "303.4e"],
        ),
        (
            "Tap five untapped Vampires you control: Gain control of target creature. It becomes a Vampire in "
            "addition to its other types.",
            "Gaining control of a creature doesn't cause you gain control of any Auras or Equipment attached to it.",
            ["301.5d", "303.4e"],
        ),
        # The Auras alone (the tuned Sky Swallower's 303.4e).
        (
            "Flying\nWhen Some Card enters the battlefield, target opponent gains control of all other permanents "
            "you control.",
            "Auras your opponent gains control of won't move from where they are.",
            ["303.4e"],
        ),
    ],
)
def test_auras_and_equipment_keep_their_controller(linked, card_text, ruling, numbers):
    assert linked(CONTROL, card_text, ruling) == numbers


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # An Equipment or Aura that "won't move" because a target is gone is no control rule (Brass Squire, Ajani's
        # Chosen).
        (
            "{T}: Attach target Equipment you control to target creature you control.",
            "If one of the targets is illegal when the activated ability resolves, nothing will happen and the "
            "Equipment won't move. Notably, if an opponent gains control of either target in response, the "
            "Equipment won't move.",
            [],
        ),
        (
            "Whenever an enchantment you control enters the battlefield, create a 2/2 white Cat creature token. If "
            "that enchantment is an Aura, you may attach it to the token.",
            "If the token leaves the battlefield before the ability resolves, the Aura won't move.",
            [],
        ),
        # Control of the Aura or Equipment itself: the "auras" and "equipment" concepts' stems, as on main.
        (
            "Exchange control of two target permanents that share a permanent type.",
            "Gaining control of an Aura or Equipment doesn't cause it to move, though gaining control of an "
            "Equipment will allow you to activate its equip ability later to attach it to a creature you control.",
            ["301.5", "303.4"],
        ),
    ],
)
def test_a_control_change_of_the_attachment_itself_or_a_target_gone(linked, card_text, ruling, numbers):
    assert linked(CONTROL, card_text, ruling) == numbers
