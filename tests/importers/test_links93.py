"""Ruling links, links93: recall of 506.5 (what "attacks alone" means) in WotC's recurring wordings for a creature
that "can't attack alone" or "can only attack alone": two such creatures "can attack together", one "can be declared
as an attacker only if another creature is declared as an attacker at the same time". The rulings are real ones
(Wojek Bodyguard, Sightless Brawler, Errantry, Lunk Errant), the card's name replaced by the fixture's. And 506.4 for
WotC's "If you sacrifice an attacking or blocking creature during the declare blockers step, it won't deal combat
damage" (Launch Party): a creature that leaves the battlefield leaves combat."""

import pytest

pytestmark = pytest.mark.django_db

COMBAT = [
    "5. Turn Structure",
    "506. Combat Phase",
    "506.5. A creature attacks alone if it's the only creature declared as an attacker during the declare attackers "
    "step. A creature is attacking alone if it's attacking but no other creatures are.",
]
CANT_ATTACK_ALONE = "Some Card can't attack or block alone."


@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Wojek Bodyguard (tuned9), Sightless Brawler (tuned38, tuned40): each labelled 506.5, none linked it before.
        (
            CANT_ATTACK_ALONE,
            "If you control more than one Some Card, they can attack or block together, even if no other creatures "
            "attack or block.",
            ["506.5"],
        ),
        (
            "Some Card can't attack alone.",
            "Some Card can be declared as an attacker only if another creature is declared as an attacker at the same "
            "time.",
            ["506.5"],
        ),
        (
            "Some Card can't attack alone.",
            "If a creature that can't attack alone also must attack if able, its controller must attack with it and "
            "another creature if able.",
            ["506.5"],
        ),
        # Errantry, Lunk Errant: the card's own "alone" defined.
        (
            "Enchant creature\nEnchanted creature gets +3/+0 and can only attack alone.",
            '"Can only attack alone" means the enchanted creature can\'t be declared as an attacker during the declare '
            "attackers step unless no other creatures are declared as attackers at that time.",
            ["506.5"],
        ),
        (
            "Whenever Some Card attacks alone, it gets +2/+0 and gains trample until end of turn.",
            "In a Two-Headed Giant game, Some Card must be the only creature declared as an attacker by the entire "
            'attacking team for it to be considered "attacking alone."',
            ["506.5"],
        ),
        # Guards: the restriction named in passing (the tuned Sightless Brawler's, labelled none: 508.1b's choice of
        # each attacker's player); exalted's "attacks alone", its keyword's rule (702.83b); creatures "together" on a
        # card that says nothing of attacking alone (banding's band).
        (
            CANT_ATTACK_ALONE,
            "Although Some Card can't attack alone, other attacking creatures don't have to attack the same player or "
            "planeswalker.",
            [],
        ),
        (
            "Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)",
            "A creature attacks alone if it's the only creature declared as an attacker during the declare attackers "
            "step.",
            [],
        ),
        (
            "Banding",
            "Creatures in a band attack together, and they are blocked together.",
            [],
        ),
    ],
)
def test_what_attacking_alone_means(linked, card_text, ruling, numbers):
    assert linked(COMBAT, card_text, ruling) == numbers


LEAVING = [
    "5. Turn Structure",
    "506. Combat Phase",
    "506.4. A permanent is removed from combat if it leaves the battlefield, if its controller changes, if it phases "
    "out, or if an effect specifically removes it from combat.",
]


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Launch Party (tuned35, labelled 506.4 with 704.5g): the creature sacrificed left combat with the battlefield.
        (
            "If you sacrifice an attacking or blocking creature during the declare blockers step, it won't deal "
            "combat damage.",
            ["506.4"],
        ),
        # Guard: a creature sacrificed, nothing said of combat damage not dealt.
        ("You can sacrifice an attacking or blocking creature to pay the cost.", []),
    ],
)
def test_an_attacking_or_blocking_creature_sacrificed(linked, ruling, numbers):
    text = "As an additional cost to cast this spell, sacrifice a creature.\nDestroy target creature."
    assert linked(LEAVING, text, ruling) == numbers
