"""Ruling links, links29: recall on the tuned groups' misses, phrases WotC repeats for a rule the concept tables
already name (603.2c's trigger once for each occurrence, 115.7's changed target, 113.7a's ability that outlives its
source)."""

import pytest

from tests.importers.cr_lines import SOURCES

TRIGGERS = [
    "6. Spells, Abilities, and Effects",
    "603. Handling Triggered Abilities",
    "603.2. Whenever a game event or game state matches a triggered ability's trigger event, that ability "
    "automatically triggers. The ability doesn't do anything at this point.",
    "603.2c An ability triggers only once each time its trigger event occurs. However, it can trigger repeatedly if "
    "one event contains multiple occurrences.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Intruder Alarm, Cemetery Puca: one event with several occurrences (55 corpus rulings say "once for each").
        (
            "If multiple creatures enter the battlefield at one time, this ability triggers once for each creature.",
            ["603.2c"],
        ),
        ("Kazarov's triggered ability triggers once for each creature dealt damage at one time.", ["603.2c"]),
        # Not a trigger counted: "draw a card for each" is the card's reading.
        ("You draw a card for each creature you control.", []),
    ],
)
def test_a_trigger_once_for_each_occurrence(linked, ruling, numbers):
    assert linked(TRIGGERS, "Whenever a creature enters, draw a card.", ruling) == numbers


TARGETS = [
    "1. Game Concepts",
    "115. Targets",
    "115.1. Some spells and abilities require their controller to choose one or more targets for them.",
    "115.7. Some effects allow a player to change the target(s) of a spell or ability, and other effects allow a "
    "player to choose new targets for a spell or ability.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Muck Drubb, Swerve, Mirozel: the change said of the spell, not by the player.
        ("The spell's target is changed to Muck Drubb only if Muck Drubb is a legal target for that spell.", ["115.7"]),
        (
            "You can't change that spell's target to itself. You can, however, change that spell's target to Swerve.",
            ["115.7"],
        ),
        ("Triggers on a spell or ability being changed to target this card.", ["115.7"]),
        ("Heroic abilities won't trigger when a spell's targets are changed to include a creature.", ["115.7"]),
    ],
)
def test_a_target_changed(linked, ruling, numbers):
    assert linked(TARGETS, "Change the target of target spell with a single target.", ruling) == numbers


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Lifeline, Speedway Fanatic, Loyal Sentry (5 corpus rulings).
        (
            "The creature comes back even if Lifeline leaves the battlefield after triggering, but before it resolves.",
            ["113.7a"],
        ),
        (
            "Even if Speedway Fanatic leaves the battlefield before its triggered ability resolves, that Vehicle still "
            "gains haste until end of turn.",
            ["113.7a"],
        ),
        # Not a permanent that leaves before a spell of its own is cast.
        ("You may cast it even if the creature left the battlefield this turn.", []),
    ],
)
def test_an_ability_that_outlives_its_source(linked, ruling, numbers):
    assert linked(SOURCES, "Whenever a creature dies, return it to the battlefield.", ruling) == numbers


ACTIVATED = [
    "6. Spells, Abilities, and Effects",
    "602. Activating Activated Abilities",
    '602.1. Activated abilities have a cost and an effect. They are written as "[Cost]: [Effect.] [Activation '
    'instructions (if any).]"',
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Master of the Hunt, Master of the Wild Hunt, Deadshot (6 corpus rulings): what comes after the colon.
        ("Since tapping is not part of the cost, you can use this more than once a turn.", ["602.1"]),
        ("All Wolves you control are tapped as part of the activated ability's effect, not as a cost.", ["602.1"]),
        # Not a cost named otherwise.
        ("The cost is part of the spell's total cost.", []),
    ],
)
def test_an_activated_abilitys_effect_is_no_cost(linked, ruling, numbers):
    assert linked(ACTIVATED, "{2}{G}: Tap all Wolves you control.", ruling) == numbers


COMBAT = [
    "5. Turn Structure",
    "508. Declare Attackers Step",
    "508.1. First, the active player declares attackers. This turn-based action doesn't use the stack.",
    "509. Declare Blockers Step",
    "509.1. First, the defending player declares blockers. This turn-based action doesn't use the stack.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Restrictions checked as the blocks or the attacks are declared (Aura Gnarlid, Marauding Boneslasher;
        # Aurochs, War Falcon), as "as attackers are declared" was.
        ("The power of each potential blocking creature is checked only as blockers are declared.", ["509"]),
        ("Whether you control another Zombie is checked only as you declare blockers.", ["509"]),
        ("To attack with it, you must control a Knight or a Soldier when you declare attackers.", ["508"]),
        (
            "The bonus is not applied until after you check for attack legality: a 2/3 when declaring attackers.",
            ["508"],
        ),
        # A step named as a time stays a time.
        ("You may activate it during the declare blockers step.", []),
    ],
)
def test_restrictions_checked_as_blocks_and_attacks_are_declared(linked, ruling, numbers):
    assert linked(COMBAT, "Creatures with power less than this creature's power can't block it.", ruling) == numbers


DAMAGE = [
    "1. Game Concepts",
    "120. Damage",
    "120.1. Objects can deal damage to creatures, planeswalkers, battles, and players.",
    "120.3. Damage may have one or more of the following results, depending on whether the recipient of the damage is "
    "a player or permanent, the characteristics of the damage's source, and the characteristics of the damage's "
    "recipient (if it's a permanent).",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Gideon's unpreventable damage, Firesong and Sunspeaker's lifelink dealt to you (8 corpus rulings).
        (
            "If damage that can't be prevented is dealt to Gideon, that damage will have all applicable results.",
            ["120.3"],
        ),
        (
            "If a source with lifelink deals damage to you, you gain and lose that much life simultaneously.",
            ["120.3"],
        ),
        # Not a result named otherwise.
        ("The results of the vote are revealed at once.", []),
    ],
)
def test_the_results_of_damage(linked, ruling, numbers):
    assert linked(DAMAGE, "Prevent all damage that would be dealt to this creature.", ruling) == numbers


LOOK_BACK = [
    "6. Spells, Abilities, and Effects",
    "603. Handling Triggered Abilities",
    "603.10. Normally, objects that exist immediately after an event are checked to see if the event matched any "
    "trigger conditions.",
    "603.10a Some zone-change triggers look back in time. These are leaves-the-battlefield abilities.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Midnight Reaper, Sly Requisitioner (22 corpus rulings): the card itself leaving with the others.
        (
            "If Midnight Reaper dies at the same time as one or more other nontoken creatures you control, Midnight "
            "Reaper's ability triggers for each of them.",
            ["603", "603.10a"],
        ),
        # Not a player losing the game before a trigger resolves (state-based actions; 603 is the trigger's own).
        (
            "If it dies at the same time as your life total becomes 0, you lose before the triggered ability resolves.",
            ["603"],
        ),
    ],
)
def test_the_card_leaving_with_others_looks_back(linked, ruling, numbers):
    assert linked(LOOK_BACK, "Whenever another creature you control dies, you draw a card.", ruling) == numbers
