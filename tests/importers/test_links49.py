"""Ruling links, links49: 113.6 in WotC's other verbs for "function only while". The rulings are real ones."""

import pytest

from ingest.cr import import_cr_files
from tests.builders import make_card, make_ruling
from tests.importers.conftest import links_of
from tests.predicates.conftest import write_cr

pytestmark = pytest.mark.django_db


ZONES = [
    "1. Game Concepts",
    "113. Abilities",
    "113.6. Abilities of an instant or sorcery spell usually function only while that object is on the stack. "
    "Abilities of all other objects usually function only while that object is on the battlefield.",
]


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Gaea's Revenge, Knight of the Reliquary, Gangrenous Goliath, Evershrike.
        ("Some Card's last ability works only while it's on the battlefield.", ["113.6"]),
        ("Some Card's first ability applies only while it's on the battlefield.", ["113.6"]),
        ("The ability can only be activated while this card is in your graveyard.", ["113.6"]),
        ("You can activate Some Card's ability only while it's in your graveyard.", ["113.6"]),
        # A stack ability (Lightning Storm: the tuned labels read it as 602.2's), and a card's condition.
        ("Some Card has an activated ability that can be activated only while the spell is on the stack.", []),
        ("The bonus applies only while you control another Elf.", []),
    ],
)
def test_an_ability_working_only_in_its_zone_is_113_6(linked, ruling, numbers):
    assert linked(ZONES, "{2}{B}: Return Some Card from your graveyard to your hand.", ruling) == numbers


# The CR of 2004: 402.8, in its own words then.
IN_PLAY = [
    "4. Zones",
    "402. In Play",
    "402.8. Abilities function only while the permanent with the ability is in play unless the ability states "
    "otherwise or unless the ability can only work, trigger, or be played in a zone other than the in-play zone.",
]


def test_the_2004_rule_is_402_8_in_its_words(tmp_path):
    """Gangrenous Goliath, Rock Jockey (2004-10-04): the rule of their date, found by its own words then."""
    results = import_cr_files([write_cr(tmp_path, "October 1, 2004", IN_PLAY)])
    assert all(r.status == "imported" for r in results), [r.error for r in results]
    card = make_card("Some Card", oracle_text="{2}{B}: Return Some Card from your graveyard to your hand.")
    ruling = make_ruling(card, "2004-10-04", "The ability can only be activated while this card is in your graveyard.")
    assert [link["number"] for link in links_of(card, ruling)] == ["402.8"]
