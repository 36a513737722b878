"""Ruling links, links30: recall on the tuned groups' misses, rules WotC's rulings state in recurring sentences of their
own (rulings/template_concepts.py): phasing in and out (702.26) on any card."""

import pytest

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
