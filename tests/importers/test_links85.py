"""Ruling links, links85: WotC's template for a control change that leaves the Auras and Equipment attached to a
creature under their controller, "Gaining control of a creature doesn't cause you to gain control of any Auras or
Equipment attached to it" (303.4e and 301.5d; the tuned Turn Against's labels), and Sky Swallower's "Auras your opponent
gains control of won't move from where they are" (303.4e): the new CONTROL_CONCEPTS of rulings/effect_concepts.py.
The rulings are real ones (Turn Against, In Bolas's Clutches, Captivating Vampire, Sky Swallower; the guards Brass
Squire and Ajani's Chosen, whose Equipment or Aura "won't move" for a target gone, and Shifting Loyalties, which the
"auras" and "equipment" concepts link as before), the card's name blanked as the linker blanks it. Then 611.2c's older
wordings of the set a resolved effect affects ("Only affects creatures you control when it resolves", Rhystic Shield,
Sarkhan Vol, Warrior's Honor, Inspiring Call) and 611.2 for an effect kept "once the ability resolves" (the tuned
Blade-Tribe Berserkers and Earthshaker Khenra), with Deep Water's rule-changing effect and a value fixed (611.2d) as
guards."""

import pytest

CONTROL = [
    "3. Card Types",
    "301. Artifacts",
    "301.5. Some artifacts have the subtype \u201cEquipment.\u201d An Equipment can be attached to a creature.",
    "301.5d An Equipment\u2019s controller is separate from the equipped creature\u2019s controller; the two need not "
    "be the same. Changing control of the creature doesn\u2019t change control of the Equipment, and vice versa.",
    "303. Enchantments",
    "303.4. Some enchantments have the subtype \u201cAura.\u201d An Aura enters the battlefield attached to an "
    "object or player.",
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


RESOLVED = [
    "6. Spells, Abilities, and Effects",
    "611. Continuous Effects",
    "611.1. A continuous effect modifies characteristics of objects, modifies control of objects, or affects players "
    "or the rules of the game, for a fixed or indefinite period.",
    "611.2. A continuous effect may be generated by the resolution of a spell or ability.",
    "611.2a A continuous effect generated by the resolution of a spell or ability lasts as long as stated by the spell "
    "or ability creating it (such as \u201cuntil end of turn\u201d).",
    "611.2c If a continuous effect generated by the resolution of a spell or ability modifies the characteristics or "
    "changes the controller of any objects, the set of objects it affects is determined when that continuous effect "
    "begins. After that point, the set won\u2019t change.",
    "611.2d If a resolving spell or ability that creates a continuous effect contains a variable such as X, the value "
    "of that variable is determined only once, on resolution.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # 611.2c's older wordings (Rhystic Shield, Sarkhan Vol, Warrior's Honor, Kessig, Inspiring Call).
        (
            "Creatures you control get +0/+1 until end of turn.",
            "Only affects creatures you control when it resolves.",
            ["611.2c"],
        ),
        (
            "+1: Creatures you control get +1/+1 and gain haste until end of turn.",
            "Some Card's first ability affects only creatures you control when that ability resolves.",
            ["611.2c"],
        ),
        (
            "Creatures you control get +1/+1 until end of turn.",
            "Some Card affects creatures you control that are on the battlefield at the time it resolves. If you put "
            "a creature onto the battlefield later in the turn, that creature won't get the bonus.",
            ["611.2c"],
        ),
        (
            "Creatures you control with +1/+1 counters on them gain indestructible until end of turn.",
            "Creatures you control that have +1/+1 counters put on them after Some Card resolves won't gain "
            "indestructible.",
            ["611.2c"],
        ),
        # An effect kept once its ability has resolved (611.2): the tuned Blade-Tribe Berserkers' and Earthshaker
        # Khenra's.
        (
            "Metalcraft \u2014 When Some Card enters the battlefield, if you control three or more artifacts, "
            "Some Card gets +3/+3 and gains haste until end of turn.",
            "Once the metalcraft ability resolves, Some Card retains its bonuses for the rest of the turn, even if you "
            "cease to control three or more artifacts for some reason.",
            ["611.2"],
        ),
        (
            "When Some Card enters the battlefield, target creature with power less than or equal to Some Card's "
            "power can't block this turn.",
            "Once the ability resolves, if the creature's power increases or Some Card's power decreases, the target "
            "creature will still be unable to block.",
            ["611.2"],
        ),
    ],
)
def test_what_a_resolved_effect_affects_and_keeps(linked, card_text, ruling, numbers):
    assert linked(RESOLVED, card_text, ruling) == numbers


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # A rule-changing effect that affects what comes later: not "only affects ... when it resolves" (Deep Water).
        (
            "{U}: Until end of turn, if you tap a land you control for mana, it produces {U} instead of any other "
            "type.",
            "Some Card affects lands you control when it resolves and any lands you gain control of this turn.",
            [],
        ),
        # A value locked in once the ability resolves is 611.2d's reading, not this one (Onward's kin).
        (
            "Target creature gets +X/+0 until end of turn, where X is Some Card's power.",
            "Once the ability resolves, the bonus won't change later in the turn, even if Some Card's power does.",
            ["611.2d"],
        ),
    ],
)
def test_a_rule_changing_effect_or_a_value_fixed(linked, card_text, ruling, numbers):
    assert linked(RESOLVED, card_text, ruling) == numbers
