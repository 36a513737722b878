"""Ruling links, links46: recall from the tuned misses, each reading the CR's own words. The rulings are real ones."""

import pytest

from tests.importers.cr_lines import ACTIVATING

pytestmark = pytest.mark.django_db

OPTIONAL = [
    "6. Spells, Abilities, and Effects",
    "603. Handling Triggered Abilities",
    "603.1. Triggered abilities have a trigger condition and an effect.",
    "603.5. Some triggered abilities\u2019 effects are optional (they contain \u201cmay,\u201d as in \u201cAt the "
    "beginning of your upkeep, you may draw a card\u201d).",
]
CHAMPION = "Protection from black and from red\nWhenever another creature enters, you may gain 1 life."


@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Auriok Champion, Smokestack, Sanctimony: a trigger's "may" is 603.5's optional effect.
        (CHAMPION, "Gaining life when a creature enters the battlefield is optional.", ["603.5"]),
        # The rebound effect is not optional (Cast Through Time): no option at all.
        (CHAMPION, "The life gain is not optional.", []),
        # A search of a hidden zone (Counterbore, Shimian Specter): 701.19b's, not the trigger's.
        (
            "When Some Card enters, you may search target opponent's graveyard, hand, and library.",
            "Finding those cards in the hand and library is optional, though.",
            [],
        ),
        # A card without a trigger (Sneak Attack's activated ability, Force Spike's payment).
        ("{R}: You may put a creature card from your hand onto the battlefield.", "Doing so is optional.", []),
    ],
)
def test_an_optional_trigger_is_603_5(linked, card_text, ruling, numbers):
    assert linked(OPTIONAL, card_text, ruling) == numbers


WRITTEN = [
    "6. Spells, Abilities, and Effects",
    "603. Handling Triggered Abilities",
    "603.1. Triggered abilities have a trigger condition and an effect. They are written as \u201c[When/Whenever/At] "
    "[trigger condition or event], [effect]. [Instructions (if any).]\u201d",
]


def test_how_a_triggered_ability_is_written_is_603_1(linked):
    # Strionic Resonator, Disallow, Tocatli Honor Guard: WotC's reminder of 603.1, as 602.1's "contain a colon".
    ruling = (
        'Triggered abilities use the word "when," "whenever," or "at." They\'re often written as "[Trigger '
        'condition], [effect]."'
    )
    assert linked(WRITTEN, "{T}: Copy target triggered ability you control.", ruling) == ["603.1"]


HANDLING = [
    "6. Spells, Abilities, and Effects",
    "603. Handling Triggered Abilities",
    "603.1. Triggered abilities have a trigger condition and an effect.",
]
SPIRITS = "Flying\nWhenever you cast an enchantment spell, draw a card."


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Blessed Spirits, Thought Harvester, Bloodbriar: the trigger goes on the stack above the spell.
        ("Some Card's ability will resolve before the enchantment spell that caused it to trigger.", ["603"]),
        ("The triggered ability will resolve before Some Card will.", ["603"]),
        # A copy of a spell resolves first for another reason (707.10): not the trigger's.
        ("If you copy a spell with that ability, you control the copy. It will resolve before the original.", []),
    ],
)
def test_a_trigger_resolving_before_the_spell_is_603(linked, ruling, numbers):
    assert linked(HANDLING, SPIRITS, ruling) == numbers


CASTING = [
    "6. Spells, Abilities, and Effects",
    "601. Casting Spells",
    "601.1. Previously, the action of casting a spell was referred to as \u201cplaying\u201d that spell.",
    "601.2. To cast a spell is to take it from where it is to the stack, and pay its costs.",
    "602. Activating Activated Abilities",
    "602.1. Activated abilities have a cost and an effect. They are written as \u201c[Cost]: [Effect.] [Activation "
    "instructions (if any).]\u201d",
]


@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Collateral Damage, Natural Order, Thud: a cost paid while casting can't be responded to (601.2).
        (
            "As an additional cost to cast this spell, sacrifice a creature.\nSome Card deals 3 damage to any target.",
            "Players can respond to Some Card only after it's been cast and all its costs have been paid.",
            ["601.2"],
        ),
        # Phyrexian Revoker, Disallow, Crucible of the Spirit Dragon: 602.1's form, as "contain a colon" is.
        (
            "Activated abilities of sources with the chosen name can't be activated.",
            'Activated abilities are written in the form "Cost: Effect."',
            ["602.1"],
        ),
    ],
)
def test_the_cr_restated_for_casting_and_activating(linked, card_text, ruling, numbers):
    assert linked(CASTING, card_text, ruling) == numbers


def test_a_cost_named_part_of_an_abilitys_cost_is_602_2(linked):
    # Master Transmuter, Maze's End, Runehorn Hellkite: the cost is paid as the ability is activated.
    card_text = (
        "{U}, {T}, Return an artifact you control to its owner's hand: You may put an artifact card from your hand "
        "onto the battlefield."
    )
    ruling = (
        "Returning an artifact you control to its owner's hand is part of the cost of Some Card's activated ability."
    )
    assert linked(ACTIVATING, card_text, ruling) == ["602.2"]
