"""Ruling links, links31: precision on the tuned groups, by cause (the phrase or table entry that made each wrong link):
a trigger phrase said of an activated ability, an ability outliving its source beside 603, a double-faced card put onto
the battlefield "transformed", a step named as a time."""

import pytest

TRIGGERS = [
    "1. Game Concepts",
    "113. Abilities",
    "113.7. The source of an ability is the object that generated it.",
    "113.7a Once activated or triggered, an ability exists on the stack independently of its source. Destruction or "
    "removal of the source after that time won't affect the ability.",
    "5. Turn Structure",
    "513. End Step",
    "513.1. The end step has no turn-based actions.",
    "6. Spells, Abilities, and Effects",
    "603. Handling Triggered Abilities",
    "603.1. Triggered abilities have a trigger condition and an effect.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # An activated ability on top of a spell (Lightning Storm) is 602.2's activating, not 603.
        (
            "Any player may activate that ability. When the ability is activated, it goes on the stack on top of "
            "Lightning Storm. When the ability resolves, the Lightning Storm spell is affected.",
            [],
        ),
        # A trigger's, said before or after (Prowess, Sorrow's Path), stays 603.
        ("Prowess goes on the stack on top of the spell that caused it to trigger.", ["603"]),
        (
            "When the first ability is activated, its second ability triggers and goes on the stack on top of the "
            "first ability.",
            ["603"],
        ),
    ],
)
def test_on_top_of_the_stack_is_a_triggers_only(linked, ruling, numbers):
    assert linked(TRIGGERS, "Whenever you cast a spell, draw a card.", ruling) == numbers


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # The source gone "between the time when the ability triggers and when it resolves" (Mogg Bombers,
        # Speedway Fanatic: 7 corpus rulings): 113.7a's ability independent of its source, not 603.
        (
            "If Mogg Bombers is destroyed or sacrificed in between the time when the ability triggers and when it "
            "resolves, then the targeted player will still be dealt 3 damage.",
            ["113.7a"],
        ),
        (
            "Even if Speedway Fanatic leaves the battlefield before its triggered ability resolves, that Vehicle still "
            "gains haste until end of turn.",
            ["113.7a"],
        ),
    ],
)
def test_an_ability_outliving_its_source_is_not_603(linked, ruling, numbers):
    assert linked(TRIGGERS, "When this creature attacks, it deals 3 damage to target player.", ruling) == numbers


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # A step named as a time ("at the beginning of that turn's end step": Stone Idol Trap), not the step's rules.
        ("Then, at the beginning of that turn's end step, it'll be exiled.", []),
        ("At the beginning of every end step, regardless of whose turn it is, the second ability triggers.", []),
    ],
)
def test_a_turns_end_step_as_a_time(linked, ruling, numbers):
    assert linked(TRIGGERS, "Exile it at the beginning of your next end step.", ruling) == numbers


TRANSFORM = [
    "7. Additional Rules",
    "701. Keyword Actions",
    "701.1. Most actions described in a card's rules text use the standard English definitions of the verbs within.",
    "701.27. Transform",
    "701.27a To transform a permanent, turn it over so that its other face is up.",
    "712. Double-Faced Cards",
    "712.14. A double-faced card put onto the battlefield from a zone other than the stack enters the battlefield with "
    "its front face up by default.",
    "712.14a If a spell or ability puts a double-faced card onto the battlefield \u201ctransformed,\u201d it "
    "enters the battlefield with its back face up.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Put onto the battlefield "transformed" is 712.14a's back face up, not a transform (9 corpus rulings: Chandra,
        # Skin Invasion, Conqueror's Galleon).
        (
            "The controller of Skin Invasion, not the controller of the enchanted creature, returns Skin Invasion to "
            "the battlefield transformed.",
            ["712.14a"],
        ),
        ("It won't be exiled or return transformed.", ["712.14a"]),
        # A transform on the battlefield beside it is both (Accursed Witch).
        (
            "If an effect causes Accursed Witch to transform on the battlefield, rather than leaving it and returning "
            "transformed, then Infectious Curse is put into your graveyard.",
            ["701.27", "712.14a"],
        ),
    ],
)
def test_put_onto_the_battlefield_transformed(linked, ruling, numbers):
    card = "When this creature dies, return it to the battlefield transformed under your control."
    assert linked(TRANSFORM, card + "\nAt the beginning of each upkeep, transform this creature.", ruling) == numbers


COPIES_AND_FACES = [
    "7. Additional Rules",
    "707. Copying Objects",
    "707.1. Some objects become or turn another object into a \u201ccopy\u201d of a spell, permanent, or card.",
    "708. Face-Down Spells and Permanents",
    "708.1. Two abilities let a player cast a card face down: morph and disguise.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # An example set apart by a comma names no concept the ruling rests on (Torpor Orb, Panglacial Wurm).
        (
            'Abilities that apply "as [this creature] enters the battlefield," such as choosing a creature to copy '
            "with Clone, are unaffected.",
            [],
        ),
        (
            "You can't choose to cast it for any alternative costs, such as paying {3} to cast a morph card face "
            "down. You can, however, pay additional costs.",
            [],
        ),
        # The ruling's own subject, "such as" without a comma, still names it.
        ("Cards such as Sakashima's Student that can enter the battlefield as a copy of another creature.", ["707"]),
    ],
)
def test_an_example_set_apart_names_no_concept(linked, ruling, numbers):
    assert linked(COPIES_AND_FACES, "Creatures entering the battlefield don't cause abilities to trigger.", ruling) == (
        numbers
    )


COSTS = [
    "1. Game Concepts",
    "118. Costs",
    "118.8. Some spells and abilities have additional costs.",
    "118.9. Some spells have alternative costs.",
    "6. Spells, Abilities, and Effects",
    "601. Casting Spells",
    "601.2. To cast a spell is to take it from where it is, put it on the stack, and pay its costs.",
    "601.2f The player determines the total cost of the spell.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # An effect that makes a spell cost more is an increase of its total cost (601.2f), not an additional cost,
        # though WotC calls it "that additional cost" (Invigorate, Daze, Force of Will, Pyrokinesis).
        (
            "If another effect causes Daze to cost more, you must pay that additional cost even if you pay its "
            "alternative cost.",
            ["118.9", "601.2f"],
        ),
        ("You may pay additional costs, such as kicker costs.", ["118.8"]),
    ],
)
def test_a_cost_increase_is_no_additional_cost(linked, ruling, numbers):
    assert linked(COSTS, "You may pay 1 life rather than pay this spell's mana cost.", ruling) == numbers


FLYING = [
    "7. Additional Rules",
    "702. Keyword Abilities",
    "702.1. Most abilities describe exactly what they do in the card's rules text.",
    "702.9. Flying",
    "702.9a Flying is an evasion ability.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # The effect's bonus told again beside a power and toughness (Docent of Perfection, Serra Ascendant: 11 corpus
        # links, each a reading of the card): not flying's rule.
        ("All Wizards you control get +2/+1 and have flying, not just those created by this card.", []),
        ("In a Two-Headed Giant game, it gets +5/+5 and has flying as long as your team has 30 or more life.", []),
        ("A creature with flying can't be blocked except by creatures with flying or reach.", ["702.9"]),
    ],
)
def test_a_keyword_beside_the_effects_bonus(linked, ruling, numbers):
    assert linked(FLYING, "Wizards you control get +2/+1 and have flying.", ruling) == numbers
