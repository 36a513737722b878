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
