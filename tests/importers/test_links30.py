"""Ruling links, links30: recall on the tuned groups' misses, rules WotC's rulings state in recurring sentences of their
own (rulings/template_concepts.py): phasing in and out (702.26) on any card."""

import pytest

from tests.importers.cr_lines import RESOLVING

PHASING = [
    "7. Additional Rules",
    "702. Keyword Abilities",
    "702.1. Most abilities describe exactly what they do.",
    "702.26. Phasing",
    "702.26a Phasing is a static ability that modifies the rules of the untap step.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Teferi's Protection, Spatial Binding, Angelic Chorus (31 corpus rulings).
        ("Permanents that phase out with counters phase in with those counters.", ["702.26"]),
        ("If a token is phased out, it will phase in as your next untap step begins.", ["702.26"]),
        ("Angelic Chorus does not trigger when creatures phase in or change controllers.", ["702.26"]),
        # Combat phases, not phasing.
        ("If there are multiple combat phases in a turn, creatures must attack during each of them.", []),
        ("The additional combat phase is directly after the combat phase in which this spell is cast.", []),
    ],
)
def test_phasing_in_and_out(linked, ruling, numbers):
    assert linked(PHASING, "All permanents you control phase out.", ruling) == numbers


INDESTRUCTIBLE = [
    "7. Additional Rules",
    "702. Keyword Abilities",
    "702.1. Most abilities describe exactly what they do.",
    "702.12. Indestructible",
    "702.12b A permanent with indestructible can't be destroyed.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card_text", "numbers"),
    [
        # Gideon, Ally of Zendikar: the card becomes a creature with the keyword, so it has it (3 corpus links).
        ("+1: Until end of turn, this becomes a 5/5 Human Soldier Ally creature with indestructible.", ["702.12"]),
        # Another creature's condition, not the card's own keyword (Windreader Sphinx's reading stays).
        ("Destroy target creature with indestructible.", []),
    ],
)
def test_a_card_that_becomes_a_creature_with_a_keyword(linked, card_text, numbers):
    ruling = "Even though he has indestructible, if he has no loyalty counters on him, he's put into the graveyard."
    assert linked(INDESTRUCTIBLE, card_text, ruling) == numbers


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Withstand, Bandage, Dazzling Reflection, Mwonvuli Ooze (15 corpus rulings).
        ("You draw a card when Withstand resolves, not when damage is prevented.", ["608.2"]),
        ("Its power/toughness changes when the cumulative upkeep resolves, not when it triggers.", ["608.2"]),
        ("Amount of damage is determined when the ability resolves and not when it is placed on the stack.", ["608.2"]),
        # A spell that resolves, nothing said of when.
        ("If the spell resolves, you draw a card.", []),
    ],
)
def test_done_as_it_resolves(linked, ruling, numbers):
    assert linked(RESOLVING, "Prevent the next 1 damage. Draw a card.", ruling) == numbers


AURAS = [
    "3. Card Types",
    "303. Enchantments",
    "303.4. Some enchantments have the subtype \u201cAura.\u201d An Aura enters the battlefield attached to an object "
    "or player.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Infectious Rage, Mycosynth Lattice, Screams from Within (7 corpus rulings).
        ("You can't return this card to the battlefield onto something it can't enchant.", ["303.4"]),
        ("An Aura that's also a creature can't enchant anything.", ["303.4"]),
        ("If there's nothing at all that this card can enchant, it remains in your graveyard.", ["303.4"]),
        # Enchanted, not enchanting: no Aura's rule.
        ("The enchanted creature can't attack.", []),
    ],
)
def test_what_an_aura_cant_enchant(linked, ruling, numbers):
    assert linked(AURAS, "Enchant creature\nEnchanted creature gets +2/+1.", ruling) == numbers


PAYING = [
    "6. Spells, Abilities, and Effects",
    "601. Casting Spells",
    "601.2. To cast a spell is to take it from where it is, put it on the stack, and pay its costs.",
    "601.2h The player pays the total cost in any order.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Primordial Mist, Garruk's Horde, Toshiro Umezawa (8 corpus rulings).
        ("You'll still pay all costs for a spell cast this way, including additional costs.", ["601.2h"]),
        ("You must still pay the mana cost of the target instant in your graveyard to cast it.", ["601.2h"]),
        # A cost paid, nothing said of a permission to cast.
        ("You pay 2 life when the ability resolves.", []),
    ],
)
def test_costs_still_paid(linked, ruling, numbers):
    assert linked(PAYING, "You may cast spells from the top of your library.", ruling) == numbers


LAYERS = [
    "6. Spells, Abilities, and Effects",
    "613. Interaction of Continuous Effects",
    "613.1. The values of an object's characteristics are determined by starting with the actual object.",
    "613.3. Within layers 1-6, apply effects from characteristic-defining abilities first, then all other effects in "
    "timestamp order (see rule 613.7).",
    "613.7. Within a layer or sublayer, determining which order effects are applied in is usually done using a "
    "timestamp system.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Dance of the Skywise, Humble, Diminish: WotC's template for an effect that sets power and toughness (38 corpus
        # rulings). Not 613.3, whose words name the timestamp order too.
        ("Humble overwrites all previous effects that set the creature's base power and toughness.", ["613.7"]),
        (
            "Any power- or toughness-setting effects that start to apply after this ability resolves will overwrite "
            "this effect.",
            ["613.7"],
        ),
        # An effect that modifies, not one that sets.
        ("The creature gets +2/+2 until end of turn.", []),
    ],
)
def test_timestamp_order(linked, ruling, numbers):
    assert linked(LAYERS, "Target creature has base power and toughness 0/1 until end of turn.", ruling) == numbers


DAMAGE = [
    "1. Game Concepts",
    "120. Damage",
    "120.1. Objects can deal damage to creatures, planeswalkers, battles, and players.",
    "120.2. Damage can be dealt as a result of combat or by spells or abilities.",
    "120.2a Damage may be dealt as a result of combat. Each attacking and blocking creature deals combat damage equal "
    "to its power during the combat damage step.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Balefire Dragon, Alpha Brawl, Saving Grace (19 corpus links).
        ("The damage dealt by this creature's triggered ability isn't combat damage.", ["120.2a"]),
        ("None of the damage dealt due to Alpha Brawl is combat damage.", ["120.2a"]),
        ("Applying this redirection effect doesn't change whether the damage is combat damage.", ["120.2a"]),
        # Combat damage dealt, nothing said of what it is.
        ("It deals combat damage to the defending player.", []),
    ],
)
def test_combat_damage_or_not(linked, ruling, numbers):
    assert (
        linked(DAMAGE, "Whenever this creature deals combat damage to a player, it deals 4 damage.", ruling) == numbers
    )


DELAYED = [
    "6. Spells, Abilities, and Effects",
    "603. Handling Triggered Abilities",
    "603.7. An effect may create a delayed triggered ability that can do something at a later time.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Glimmerpoint Stag, Oath of Teferi, Goblin Sappers (8 corpus rulings).
        (
            "The exiled card will return to the battlefield at the beginning of the next end step even if this "
            "creature is no longer on the battlefield at that time.",
            ["603.7"],
        ),
        (
            "If you activate the ability during the end of combat step, the creature will be destroyed at the "
            "beginning of the next end of combat step, even if that step occurs during a different turn.",
            ["603.7"],
        ),
        # A time, no delayed trigger's independence.
        ("The creature returns at the beginning of the next end step.", []),
    ],
)
def test_a_delayed_trigger_whatever_its_source(linked, ruling, numbers):
    assert linked(
        DELAYED, "Exile another target permanent. Return it at the beginning of the next end step.", ruling
    ) == (numbers)
