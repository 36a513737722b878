"""Ruling links, links39: precision by maker, each maker's links read on the whole corpus (every WotC ruling with the
first card carrying it). "emblem" alone named 114 (Emblems) for 57 corpus rulings, 47 of them an emblem's ability told
(the card's reading); the rule is linked when the ruling says what an emblem is."""

import pytest

from tests.importers.cr_lines import REPLACEMENT, TRIGGERS

EMBLEMS = [
    "1. Game Concepts",
    "114. Emblems",
    "114.1. Some effects put emblems into the command zone.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # An emblem's ability told: the card's reading, not what an emblem is.
        ("The emblem's ability won't trigger if a creature attacks a planeswalker.", []),
        ("Chandra's emblem's ability resolves before the spell that caused it to trigger.", []),
        ("If you control more than one such emblem, each one's ability will trigger separately.", []),
        # What an emblem is: its owner, its color, not a permanent, kept when its planeswalker leaves.
        ("The emblem is owned and controlled by the target of the ability that created it.", ["114"]),
        (
            "The emblem created by Ral's last ability is colorless. The damage it deals is from a colorless source.",
            ["114"],
        ),
        ("A permanent is any object on the battlefield. Spells and emblems aren't permanents.", ["114"]),
        ("If Gideon leaves the battlefield after giving you his emblem, you'll keep the emblem.", ["114"]),
    ],
)
def test_an_emblem_is_what_it_is_not_its_ability(linked, ruling, numbers):
    assert linked(EMBLEMS, '-8: You get an emblem with "Creatures you control get +1/+1."', ruling) == numbers


REDIRECTION = [
    "6. Spells, Abilities, and Effects",
    "614. Replacement Effects",
    "614.1. Some continuous effects are replacement effects.",
    "614.9. Some effects replace damage dealt to one creature, planeswalker, or player with the same damage dealt to "
    "another creature, planeswalker, or player; such effects are called redirection effects.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Redirection named as what the card is not, or what it does not touch: the ruling rests on prevention.
        (
            "Divine Deflection's effect is not a redirection effect. If it prevents damage, Divine Deflection deals "
            "damage to the targeted permanent or player as part of that prevention effect.",
            [],
        ),
        ("Acolyte's Reward's effect isn't a redirection effect.", []),
        ('Effects that replace or redirect damage without using the word "prevent" are not affected by it.', []),
        # A redirection told stays 614.9's.
        (
            "If the targeted creature isn't on the battlefield when the damage would be dealt, the damage isn't "
            "redirected.",
            ["614.9"],
        ),
        ("Redirected damage is still combat damage.", ["614.9"]),
    ],
)
def test_redirection_named_as_what_it_is_not(linked, ruling, numbers):
    assert linked(REDIRECTION, "Prevent all damage that would be dealt to you this turn.", ruling) == numbers


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # A replacement effect given as a cause in passing: the ruling rests on what the card counts or does then.
        (
            "If an artifact is destroyed but doesn't go to its owner's graveyard due to a replacement effect (like the "
            "one Rest in Peace creates), it will count.",
            [],
        ),
        (
            "If the sacrificed artifacts are instead exiled because of a replacement effect, those cards won't be put "
            "onto the battlefield.",
            [],
        ),
        (
            "When determining what colors of mana your opponents' lands could produce, take into account any "
            "applicable replacement effects that would apply to those lands' mana abilities.",
            [],
        ),
        # The card's own replacement effect told stays 614's.
        ("This replacement effect replaces the draw, so nothing that triggers on a draw will trigger.", ["614"]),
        ("The second ability of this card is a replacement effect, not a triggered ability.", ["614"]),
    ],
)
def test_a_replacement_effect_given_as_a_cause_in_passing(linked, ruling, numbers):
    assert linked(REPLACEMENT, "Whenever an artifact is put into a graveyard, draw a card.", ruling) == numbers


SBA = [
    "7. Additional Rules",
    "704. State-Based Actions",
    "704.5. The state-based actions are as follows:",
    "704.5f If a creature has toughness 0 or less, it's put into its owner's graveyard.",
    "704.5g If a creature has toughness greater than 0, it's been dealt damage, and the total damage marked on it is "
    "greater than or equal to its toughness, that creature has been dealt lethal damage and is destroyed.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Lethal damage, 0 toughness named as one cause among others: the card's effect, or what a sacrifice is.
        (
            "It will exile the target creature if it would die this turn for any reason, not just due to lethal "
            "damage.",
            [],
        ),
        (
            "This ability affects only sacrifices. It won't stop a creature from being put into the graveyard due to "
            "lethal damage or having 0 toughness.",
            [],
        ),
        # The state-based actions themselves stay.
        (
            "If it's dealt lethal damage at the same time that you gain life, it won't receive a counter in time.",
            ["704.5g"],
        ),
        ("A creature with 0 toughness is put into its owner's graveyard.", ["704.5f"]),
    ],
)
def test_lethal_damage_named_as_one_cause_among_others(linked, ruling, numbers):
    assert linked(SBA, "Whenever a creature dies, you gain 1 life.", ruling) == numbers


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # The card's condition read: "will trigger if ..." tells when the card's ability triggers, not 603's rules.
        ("Some Card's last ability will trigger if you owned that creature.", []),
        ("Some Card's ability will trigger if a source with infect deals damage to it.", []),
        # A state trigger stays 603's (603.8).
        ("The ability will trigger if you don't control an artifact, even for a brief moment.", ["603"]),
        ("If you draw multiple cards, the ability will trigger that many times.", ["603"]),
    ],
)
def test_a_trigger_condition_read_is_the_cards(linked, ruling, numbers):
    assert linked(TRIGGERS, "Whenever a creature dies, draw a card.", ruling) == numbers
