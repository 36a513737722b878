"""Ruling links, links45: 603.10a's look back in time, in its older numbers (603.6d, 410.10d) and in WotC's words for
a permanent that dies with the ones its leaves-the-battlefield ability watches. The rulings are real ones."""

import pytest

from ingest.cr import import_cr_files
from tests.builders import make_card, make_ruling
from tests.importers.conftest import links_of
from tests.predicates.conftest import write_cr

pytestmark = pytest.mark.django_db

TODAY = [
    "6. Spells, Abilities, and Effects",
    "603. Handling Triggered Abilities",
    "603.1. Triggered abilities have a trigger condition and an effect.",
    "603.10. Normally, objects that exist immediately after an event are checked to see if the event matched any "
    "trigger conditions. However, some triggered abilities are exceptions to this rule; the game \u201clooks back in "
    "time\u201d to determine if those abilities trigger.",
    "603.10a Some zone-change triggers look back in time. These are leaves-the-battlefield abilities.",
]
# The CR of July 2009 to September 2016: the same rule as 603.6d, a lineage the import does not follow to 603.10.
BEFORE_2016 = [
    "6. Spells, Abilities, and Effects",
    "603. Handling Triggered Abilities",
    "603.1. Triggered abilities have a trigger condition and an effect.",
    "603.6. Trigger events that involve objects changing zones are called \u201czone-change triggers.\u201d",
    "603.6d Normally, objects that exist immediately after an event are checked to see if the event matched any "
    "trigger conditions. However, some triggered abilities must be treated specially. Leaves-the-battlefield "
    "abilities, abilities that trigger when a permanent phases out, ... These abilities are treated as though they "
    "existed before the event rather than afterward, so the game has to \u201clook back in time\u201d to determine "
    "if these abilities trigger.",
]
ARCHER = "Reach\nWhenever another creature dies, each opponent loses 1 life."


def linked_in(tmp_path, effective, lines, card_text, ruling, date):
    results = import_cr_files([write_cr(tmp_path, effective, lines)])
    assert all(r.status == "imported" for r in results), [r.error for r in results]
    card = make_card("Some Card", oracle_text=card_text)
    return sorted(link["number"] for link in links_of(card, make_ruling(card, date, ruling)))


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Poison-Tip Archer, Infernal Scarring, Pitiless Plunderer: what dies with the card is seen by its ability.
        ("If another creature dies at the same time as Some Card does, each opponent loses 1 life.", ["603.10a"]),
        # Lethal damage dealt at the same time is 704.5g's, not the look back (Pelt Collector, Spinal Centipede).
        (
            "If another creature you control is dealt lethal damage at the same time as Some Card, they're destroyed "
            "at the same time.",
            [],
        ),
    ],
)
def test_dying_at_the_same_time_is_603_10as_look_back(linked, ruling, numbers):
    assert linked(TODAY, ARCHER, ruling) == numbers


def test_an_auras_trigger_on_dying_with_its_creature(linked):
    text = "Enchant creature\nWhen enchanted creature dies, its controller draws a card."
    ruling = "If Some Card and the enchanted creature are destroyed at the same time, the player will draw a card."
    assert linked(TODAY, text, ruling) == ["603.10a"]


def test_a_card_that_triggers_on_no_death_links_nothing(linked):
    ruling = "If another creature dies at the same time as Some Card does, you gain 1 life."
    assert linked(TODAY, "Flying\n{T}: You gain 1 life.", ruling) == []


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Angel of Fury (2008), Herald of Leshrac (2006): the look back was 603.6d (410.10d before July 2009) and the
        # concept looked for it in 603.10 only.
        ("Some Card's second ability is a leaves-the-battlefield ability. It will look back in time.", ["603.6d"]),
        # Gladehart Cavalry (2016-01), Xathrid Necromancer (2013).
        ("If Some Card dies at the same time as another creature, its ability will trigger.", ["603", "603.6d"]),
        ("If another creature dies at the same time as Some Card does, each opponent loses 1 life.", ["603.6d"]),
    ],
)
def test_the_look_back_in_its_number_before_november_2016(no_cr, tmp_path, ruling, numbers):
    assert linked_in(tmp_path, "July 11, 2009", BEFORE_2016, ARCHER, ruling, "2009-10-01") == numbers


STACK = [
    "6. Spells, Abilities, and Effects",
    "603. Handling Triggered Abilities",
    "603.1. Triggered abilities have a trigger condition and an effect.",
    "603.3. Once an ability has triggered, its controller puts it on the stack as an object that's not a card the next "
    "time a player would receive priority.",
    "603.3d The remainder of the process for putting a triggered ability on the stack is identical to the process for "
    "casting a spell listed in rules 601.2c-d. If a choice is required when the triggered ability goes on the stack "
    "but no legal choices can be made for it, or if a rule or a continuous effect otherwise makes the ability illegal, "
    "the ability is simply removed from the stack.",
    "603.4. A triggered ability may read \u201cWhen/Whenever/At [trigger event], if [condition], [effect].\u201d "
    "This is called the intervening \u2018if\u2019 clause rule.",
]


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Athreos, Glaring Aegis, Grimgrin: no legal target as the ability is put on the stack (603.3d).
        (
            "If there are no legal targets for Some Card's last ability (perhaps because each of your opponents has "
            "hexproof), it will be removed from the stack with no effect.",
            ["603.3d"],
        ),
        (
            "If no opponent controls a creature when Some Card enters the battlefield, the triggered ability will be "
            "removed from the stack and have no effect.",
            ["603.3d"],
        ),
        ("Some Card's ability stays on the stack.", []),
        # 603.4's: the condition checked again as the ability resolves (Dominator Drone).
        (
            "If you do, the ability will check again as it tries to resolve. If you no longer control another "
            "colorless creature at that time, the ability will be removed from the stack and have no effect.",
            ["603.4"],
        ),
    ],
)
def test_a_triggered_ability_without_a_legal_choice_is_603_3ds(linked, ruling, numbers):
    text = "When Some Card enters the battlefield, tap target creature an opponent controls."
    assert linked(STACK, text, ruling) == numbers
