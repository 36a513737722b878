"""Ruling links, links73: recall of 704.5 (state-based actions) and 113.7 (an ability's source) in WotC's recurring
wordings: a token "put into your graveyard as normal (and cease to exist soon after)" (704.5d), an Aura "enchanting
something illegal" (704.5m), a creature with damage marked on it that "will be destroyed immediately after" (704.5g),
which object "is the source of the ability" (113.7), "It doesn't matter if X leaves the battlefield" (113.7a). The
rulings are real ones, the card's name replaced by the fixture's."""

import pytest

from tests.importers.cr_lines import SOURCES

pytestmark = pytest.mark.django_db

STATE_BASED_ACTIONS = [
    "7. Additional Rules",
    "704. State-Based Actions",
    "704.5. The state-based actions are as follows:",
    "704.5d If a token is in a zone other than the battlefield, it ceases to exist.",
    "704.5g If a creature has toughness greater than 0, it has damage marked on it, and the total damage marked on it "
    "is greater than or equal to its toughness, that creature has been dealt lethal damage and is destroyed.",
    "704.5m If an Aura is attached to an illegal object or player, or is not attached to an object or player, that "
    "Aura is put into its owner's graveyard.",
]


@pytest.mark.parametrize(
    ("cr", "card_text", "ruling", "numbers"),
    [
        # Bone Picker, Bontu the Glorified, Magus of the Will: the parenthesis is no reason the linker reads.
        (
            STATE_BASED_ACTIONS,
            "This spell costs {3} less to cast if a creature died this turn.",
            "Creature tokens that die are put into your graveyard as normal (and cease to exist soon after). If one "
            "died this turn, Some Card's first ability applies.",
            ["704.5d"],
        ),
        # Transmogrifying Licid, Demonic Appetite.
        (
            STATE_BASED_ACTIONS,
            "Enchanted creature gets +1/+1 and is an artifact in addition to its other types.",
            "If the permanent it is on was only a creature due to an effect, when that effect ends, the Licid will "
            "find itself enchanting something illegal and be put into the graveyard.",
            ["704.5m"],
        ),
        # Walking Ballista, Permeating Mass.
        (
            STATE_BASED_ACTIONS,
            "Remove a +1/+1 counter from Some Card: It deals 1 damage to any target.",
            "For example, if it has three +1/+1 counters on it and has been dealt 1 damage this turn, it will be "
            "destroyed immediately after you activate the ability a second time.",
            ["704.5g"],
        ),
        # Guards: a nontoken creature put into a graveyard as normal; destroyed at once by a spell, no damage.
        (
            STATE_BASED_ACTIONS,
            "Flying",
            "Nontoken creatures are put into your graveyard as normal.",
            [],
        ),
        (
            STATE_BASED_ACTIONS,
            "Destroy target creature at the beginning of the next end step.",
            "The creature will be destroyed immediately after the end step begins.",
            [],
        ),
        # Venser's emblem, Burning Anger, Heavy Arbalest.
        (
            SOURCES,
            '−8: You get an emblem with "Whenever you cast a spell, exile target permanent."',
            "The emblem is the source of the triggered ability.",
            ["113.7"],
        ),
        (
            SOURCES,
            'Enchanted creature has "{T}: This creature deals 2 damage to any target."',
            "The enchanted creature is the source of the activated ability, not Some Card.",
            ["113.7"],
        ),
        (
            SOURCES,
            'Equipped creature has "{T}: This creature deals 2 damage to any target."',
            "The equipped creature is the source of both the damage ability and the resultant damage, not Some Card.",
            ["113.7"],
        ),
        # Predatory Urge, Razia, Boros Archangel.
        (
            SOURCES,
            'Enchanted creature has "{T}: This creature deals damage equal to its power to target creature."',
            "It doesn't matter if Some Card leaves the battlefield or somehow becomes attached to another creature by "
            "that time.",
            ["113.7a"],
        ),
        # Guard: which object deals the damage an ability's effect names (Dictate of the Twin Gods: 120's).
        (
            SOURCES,
            "If a source would deal damage to a permanent or player, it deals double that damage instead.",
            "Often the source of the ability is also the source of the damage.",
            [],
        ),
    ],
)
def test_state_based_actions_and_an_abilitys_source(linked, cr, card_text, ruling, numbers):
    assert linked(cr, card_text, ruling) == numbers
