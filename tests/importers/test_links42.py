"""Ruling links, links42: recall in 702 (keyword abilities) from a card's one keyword printed with its reminder text,
told again by a ruling that does not name the keyword. The rulings are real ones, a card's name given as "Some Card"."""

import pytest

pytestmark = pytest.mark.django_db

KEYWORDS = [
    "7. Additional Rules",
    "702. Keyword Abilities",
    "702.1. Most abilities describe exactly what they do.",
    "702.14. Landwalk",
    '702.14a Landwalk is a generic term that appears within an object\'s rules text as "[type]walk."',
    "702.15. Lifelink",
    "702.15a Lifelink is a static ability.",
    "702.16. Protection",
    '702.16a Protection is a static ability, written "Protection from [quality]."',
]

MUSHER = "Snow landwalk (This creature can't be blocked as long as defending player controls a snow land.)"
THUNE = (
    "Flying\nLifelink (Damage dealt by this creature also causes you to gain that much life.)\n"
    "Whenever you gain life, put a +1/+1 counter on each creature you control."
)
TEFERI = (
    "Until your next turn, your life total can't change and you have protection from everything. All permanents you "
    "control phase out. (While they're phased out, they're treated as though they don't exist. They phase in before "
    "you untap during your untap step.)\nExile Some Card."
)


@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # The reminder told again, the keyword unnamed (Zombie Musher): the keyword's rule.
        (MUSHER, "Some Card can't be blocked as long as defending player controls a snow land.", ["702.14"]),
        # Fewer than three of the reminder's words: another reading.
        (MUSHER, "Some Card can be blocked by a creature with flying.", []),
        # A ruling on another of the card's abilities (Archangel of Thune's last), though it speaks of dealt damage
        # and life gained.
        (
            THUNE,
            "If a creature you control is dealt lethal damage at the same time that you gain life, it won't receive a "
            "counter from Some Card's last ability in time to save it.",
            [],
        ),
        # The keyword in a sentence before the one the reminder follows (Teferi's Protection): that sentence's
        # reminder is of phasing, not of protection.
        (
            TEFERI,
            "If your untap step is somehow skipped as your next turn begins, your phased-out permanents won't phase in "
            "until the next untap step you actually have.",
            [],
        ),
    ],
)
def test_a_keyword_reminded_by_its_reminder_text_is_linked(linked, card_text, ruling, numbers):
    assert linked(KEYWORDS, card_text, ruling) == numbers
