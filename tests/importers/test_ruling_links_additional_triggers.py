"""An ability that triggers additional times (Panharmonicon, Yarok): 603.2d, read from the CR's own words, so a ruling
saying so links it and a card saying so brings it into a question about the card (search/cardconcepts.py)."""

import pytest

from tests.importers.conftest import import_of_2022, numbers_linked

pytestmark = pytest.mark.django_db

CR = [
    "6. Spells, Abilities, and Effects",
    "603. Handling Triggered Abilities",
    "603.2. Whenever a game event or game state matches a triggered ability's trigger event, that ability "
    "automatically triggers.",
    "603.2d An ability may state that a triggered ability triggers additional times. In this case, rather than "
    "simply determining that such an ability has triggered, determine how many times it should trigger.",
]
PANHARMONICON = (
    "If an artifact or creature entering the battlefield causes a triggered ability of a permanent you control to "
    "trigger, that ability triggers an additional time."
)


def test_a_ruling_on_an_additional_trigger_links_603_2d(tmp_path):
    import_of_2022(tmp_path, CR)
    ruling = "Some Card affects artifacts and creatures you control. Abilities that trigger an additional time are put "
    ruling += "on the stack together; the ability triggers an additional time for each Some Card you control."
    # Before: no phrase named the rule, and the ruling linked nothing.
    assert numbers_linked("Some Card", PANHARMONICON, ruling) == ["603.2d"]


def test_triggering_in_general_is_not_an_additional_trigger(tmp_path):
    import_of_2022(tmp_path, CR)
    assert "603.2d" not in numbers_linked("Some Card", PANHARMONICON, "The ability triggers only once each turn.")
