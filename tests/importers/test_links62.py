"""Ruling links, links62: a keyword ability named as one object's ability that someone activates ("activate its equip
ability") on a card without it tells who may activate it or what it does then, not the keyword's rule."""

import pytest

from rulings import keyword_matching

KNOWN = {"equip": ("702.6", None, "ability"), "crew": ("702.122", None, "ability")}


def named(ruling, card_text):
    return [k for k, _ in keyword_matching.keywords_named(ruling, card_text, KNOWN, list(KNOWN.items()))]


@pytest.mark.parametrize(
    ("card_text", "ruling", "keywords"),
    [
        # Shifting Loyalties, March of the Machines: links62's cases, equip linked before.
        (
            "Exchange control of two target permanents that share a card type.",
            "Gaining control of an Aura or Equipment doesn't cause it to move, though gaining control of an Equipment "
            "will allow you to activate its equip ability later to attach it to a creature you control.",
            [],
        ),
        (
            "Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value.",
            "If an Equipment becomes a creature, it can no longer equip a creature. If it's currently attached to a "
            "creature, it becomes unattached (but remains on the battlefield). You can activate the Equipment's equip "
            "ability, but it won't do anything.",
            [],
        ),
        # Guards, linked before and after: crew's cost (Veteran Motorist), the card's own equip ability.
        (
            "Whenever Veteran Motorist becomes tapped to crew a Vehicle, that Vehicle gets +1/+1 until end of turn.",
            "Veteran Motorist's last ability triggers when it becomes tapped to activate a crew ability.",
            ["crew"],
        ),
        (
            "Equipped creature gets +2/+0.\nEquip {1}",
            "The equip ability can target a creature you control that's already equipped by it; it just stays put.",
            ["equip"],
        ),
    ],
)
def test_an_activated_keyword_ability_named_in_passing(card_text, ruling, keywords):
    assert named(ruling, card_text) == keywords
