"""Ruling links, links59: the labelled rulings' links counted by the reading that made them (bench/link_eval.py
--readings), in aggregate, so the never-tuned groups' false links can be weighed by reading without being read; the
coin flips a player wins or loses are not flip cards; an ability that outlives the source sacrificed to pay for it
or by its first resolution is 113.7a's; vigilance gained or lost after attackers are declared is 508's (attackers are
tapped as they are declared); a spell's one target chosen as it is cast is 601.2c's as its targets are. The rulings
are real ones, the card's name written "Some Card"."""

import datetime

import pytest

from rulings import indestructible, keyword_actions, link_evaluation
from rulings.links import Link
from tests.importers.cr_lines import ATTACKERS

INDEPENDENT = [
    "1. Game Concepts",
    "113. Abilities",
    "113.7. The source of an ability is the object that generated it.",
    "113.7a Once activated or triggered, an ability exists on the stack independently of its source. Destruction or "
    "removal of the source after that time won't affect the ability.",
]

CASTING = [
    "6. Spells, Abilities, and Effects",
    "601. Casting Spells",
    "601.2. To cast a spell is to take it from where it is and put it on the stack.",
    "601.2c The player announces their choice of an appropriate object or player for each target the spell requires.",
]

FLIP_CARDS = [
    "7. Additional Rules",
    "705. Flipping a Coin",
    "705.1. To flip a coin for an object that cares whether a player wins or loses the flip, the player flips it.",
    "710. Flip Cards",
    "710.1. Flip cards have a two-part card frame on a single card.",
]


def _row(group, labels):
    return link_evaluation.Row(group, "uid", datetime.date(2018, 1, 1), "Some Card", "", "A ruling.", labels)


def _link(now, via="concept", term="copies"):
    return Link(number=now, now=now, via=via, term=term, cr="2018-01-19", before_cr=False)


def test_links_are_counted_by_reading_once_per_rule_within_the_part():
    details = [
        # Two links to the same rule count once, as precision counts them; a wrong one counts as a link not right.
        (
            _row("tuned", ["707.10"]),
            [_link("707.10"), _link("707.10c"), _link("603.2", term="triggered abilities")],
            ["707.10"],
        ),
        (_row("tuned6", ["702.9"]), [_link("702.9", via="keyword", term="flying")], ["702.9"]),
        (_row("blind33", ["608.2b"]), [_link("707.10")], ["608.2b"]),
    ]
    readings = link_evaluation.reading_breakdown(details, {"tuned", "tuned6"})
    assert readings == {
        ("concept", "copies"): [1, 1],
        ("concept", "triggered abilities"): [1, 0],
        ("keyword", "flying"): [1, 1],
    }
    assert link_evaluation.reading_breakdown(details, {"blind33"}) == {("concept", "copies"): [1, 0]}


def test_each_concept_is_given_the_module_whose_table_holds_it():
    modules = link_evaluation.concept_modules()
    assert modules["copies"] == "concepts"
    assert modules["triggered abilities"] == "turn_concepts"
    assert modules["x"] == "casting_concepts"
    assert modules["whether a creature can attack, as attackers are declared"] == "attack_concepts"
    # Concepts that concepts.CONCEPTS takes in from modules of their own are counted under those modules.
    assert {modules[c.name] for c in keyword_actions.KEYWORD_ACTION_CONCEPTS} == {"keyword_actions"}
    assert {modules[c.name] for c in indestructible.INDESTRUCTIBLE_CONCEPTS} == {"indestructible"}


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Fiery Gambit: the flips won, a coin's (705), not a flip card's (710).
        (
            "Flip a coin until you lose a flip or choose to stop flipping. If you lose a flip, Some Card has no "
            "effect. If you win one or more flips, Some Card deals 3 damage to target creature.",
            "If you win three flips, Some Card deals 3 damage to the target creature and 6 damage to each opponent.",
            [],
        ),
        # Guard: a flip card that flips.
        ("At the beginning of the upkeep, flip it.", "It flips even if you control two.", ["710"]),
    ],
)
def test_the_flips_a_player_wins_are_a_coins_not_a_flip_cards(linked, card_text, ruling, numbers):
    assert linked(FLIP_CARDS, card_text, ruling) == numbers


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Rhys the Exiled, Magmaw: the source sacrificed to pay for its own ability.
        (
            "{B}, Sacrifice Some Card: Regenerate Some Card.",
            "You may sacrifice Some Card to pay for its own regeneration ability. However, since Some Card is no "
            "longer on the battlefield, the ability will have no effect.",
            ["113.7a"],
        ),
        (
            "{1}, Sacrifice a nonland permanent: Some Card deals 1 damage to any target.",
            "You may sacrifice Some Card to pay its own activation cost. If you do, Some Card will still deal 1 "
            "damage to the targeted permanent or player.",
            ["113.7a"],
        ),
        # Goblin Cannon: activated again before the first resolves, each still resolving.
        (
            "{2}: Some Card deals 1 damage to any target. Sacrifice Some Card.",
            "You can activate Some Card's ability multiple times in response to the first activation. Some Card "
            "will be sacrificed the first time the ability resolves, but each activation still deals damage when it "
            "resolves.",
            ["113.7a"],
        ),
        # Guards: a condition checked on each activation (Hakim), a discard that can't pay (Sunscourge Champion).
        (
            "{1}{U}: Return target Aura card from your graveyard to the battlefield attached to Some Card.",
            "You can use the ability multiple times in response to each other to get multiple Auras on him.",
            [],
        ),
        (
            "Eternalize {2}{W}{W}",
            "You can't discard the card with eternalize to pay its own cost.",
            [],
        ),
    ],
)
def test_an_ability_outlives_the_source_sacrificed_for_it(linked, card_text, ruling, numbers):
    assert linked(INDEPENDENT, card_text, ruling) == numbers


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Kiyomaro, First to Stand; Sun-Crested Pterodon.
        (
            "As long as you have four or more cards in hand, Some Card has vigilance.",
            "Losing vigilance after attackers are declared doesn't cause Some Card to tap.",
            ["508"],
        ),
        (
            "Some Card has vigilance as long as you control another Dinosaur.",
            "Gaining vigilance any time after the moment you choose to attack with Some Card won't cause it to become "
            "untapped, and losing vigilance after that time won't cause it to become tapped.",
            ["508"],
        ),
        # Guard: vigilance given, no time of attack.
        ("Target creature gains vigilance until end of turn.", "The creature gains vigilance until end of turn.", []),
    ],
)
def test_vigilance_gained_or_lost_after_attackers_are_declared(linked, card_text, ruling, numbers):
    assert linked(ATTACKERS, card_text, ruling) == numbers


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Beckon Apparition, Mystic Retrieval: one target, chosen as the spell is cast.
        ("Some Card will be on the stack when you choose its target. It can't target itself.", ["601.2c"]),
        ("Some Card can't target itself. It's on the stack when you choose its target.", ["601.2c"]),
        # Guard: the target named, no time of choosing.
        ("You choose its target.", []),
    ],
)
def test_one_target_chosen_as_the_spell_is_cast(linked, ruling, numbers):
    assert linked(CASTING, "Return target card from your graveyard to your hand.", ruling) == numbers
