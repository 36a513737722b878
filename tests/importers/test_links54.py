"""Ruling links, links54: a keyword named only as what the ruling sets its case against ("not just when you use its
dredge ability") is not what the ruling rests on. The rulings are real ones, the cards' names made "Some Card"."""

import pytest

pytestmark = pytest.mark.django_db


KEYWORDS = [
    "7. Additional Rules",
    "702. Keyword Abilities",
    "702.1. Most abilities describe exactly what they do.",
    "702.24. Cumulative Upkeep",
    '702.24a Cumulative upkeep is a triggered ability that imposes an increasing cost on a permanent. "Cumulative '
    'upkeep [cost]" means "At the beginning of your upkeep, if this permanent is on the battlefield, put an age '
    "counter on this permanent. Then you may pay [cost] for each age counter on it. If you don\u2019t, sacrifice "
    'it."',
    "702.52. Dredge",
    "702.52a Dredge is a static ability that functions only while the card with dredge is in a player\u2019s "
    'graveyard. "Dredge N" means "As long as you have at least N cards in your library, if you would draw a card, '
    'you may instead mill N cards and return this card from your graveyard to your hand."',
    "702.86. Annihilator",
    '702.86a Annihilator is a triggered ability. "Annihilator N" means "Whenever this creature attacks, defending '
    'player sacrifices N permanents."',
]


@pytest.mark.parametrize(
    ("card_text", "ruling"),
    [
        # Golgari Brownscale, It That Betrays, Revered Unicorn.
        (
            "When Some Card is put into your hand from your graveyard, you gain 2 life.\nDredge 2",
            "The first ability triggers when Some Card returns to your hand from your graveyard for any reason, not "
            "just when you use its dredge ability.",
        ),
        (
            "Annihilator 2\nWhenever an opponent sacrifices a nontoken permanent, put that card onto the battlefield "
            "under your control.",
            "The second ability triggers whenever an opponent sacrifices a nontoken permanent for any reason, not just "
            "due to the annihilator ability.",
        ),
        (
            "Cumulative upkeep {1}\nWhen Some Card leaves the battlefield, draw a card for each age counter on it.",
            "Some Card's leaves-the-battlefield ability triggers no matter how it leaves the battlefield, not just "
            "when you don't pay its cumulative upkeep.",
        ),
    ],
)
def test_a_keyword_named_only_as_the_contrast_is_not_linked(linked, card_text, ruling):
    assert linked(KEYWORDS, card_text, ruling) == []


@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Named outside the contrast too (Dead Reveler's unleash, here dredge's words): still its rule.
        (
            "Dredge 2",
            "A card with dredge can't be returned if you have fewer cards in your library, not just when you use its "
            "dredge ability.",
            ["702.52"],
        ),
        # Named without a contrast: still linked.
        (
            "Cumulative upkeep {1}",
            "If you don't pay the cumulative upkeep, you sacrifice Some Card.",
            ["702.24"],
        ),
    ],
)
def test_a_keyword_named_beside_a_contrast_is_still_linked(linked, card_text, ruling, numbers):
    assert linked(KEYWORDS, card_text, ruling) == numbers
