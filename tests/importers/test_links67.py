"""Ruling links, links67: a keyword gained or lost once a creature was declared an attacker or blocker, the
declaration standing as it was ("gains flying after blockers have been declared, it won't cause those blocks to
change"), rests on the declaration standing (506.4, 509.1h), not on the keyword's rule."""

import pytest

from rulings import keyword_matching

KNOWN = {
    "flying": ("702.9", None, "ability"),
    "haste": ("702.10", None, "ability"),
    "vigilance": ("702.20", None, "ability"),
}


def named(ruling, card_text):
    return [k for k, _ in keyword_matching.keywords_named(ruling, card_text, KNOWN, list(KNOWN.items()))]


@pytest.mark.parametrize(
    ("card_text", "ruling", "keywords"),
    [
        # Paragon of the Amesha, Auriok Sunchaser (tuned34, labelled 506.4 alone), Mighty Leap, Lightning Mauler:
        # flying or haste linked before.
        (
            "First strike\n{W}{U}{B}{R}{G}: Until end of turn, this creature becomes an Angel, gets +3/+3, and gains "
            "flying and lifelink.",
            "If Paragon of the Amesha gains flying after blockers have been declared, it won't cause those blocks to "
            "change.",
            [],
        ),
        (
            "Metalcraft — As long as you control three or more artifacts, this creature gets +2/+2 and has flying.",
            "If Auriok Sunchaser blocks a creature with flying, causing it to lose flying (by destroying an artifact "
            "its controller controls, for example) won't change that.",
            [],
        ),
        (
            "Target creature gets +2/+2 and gains flying until end of turn.",
            "Giving a creature flying after it's already been blocked won't change or undo that block.",
            [],
        ),
        (
            "Soulbond\nAs long as this creature is paired with another creature, both creatures have haste.",
            "A creature that loses haste after it's been declared as an attacking creature doesn't stop attacking.",
            [],
        ),
        # Guards, linked before and after: the keyword's own rule named in another sentence (Goblin Balloon Brigade),
        # vigilance lost and the creature not tapped (Kiyomaro, First to Stand, labelled 702.20).
        (
            "{R}: Target creature gains flying until end of turn.",
            "For flying to work as an evasion ability, an attacking creature's ability must be activated before the "
            "declare blockers step begins. Once it has become blocked, giving it flying won't change that.",
            ["flying"],
        ),
        (
            "As long as you have four or more cards in hand, this creature has vigilance.",
            "Losing vigilance after attackers are declared doesn't cause Kiyomaro to tap.",
            ["vigilance"],
        ),
    ],
)
def test_a_keyword_changed_once_the_combat_declaration_stands(card_text, ruling, keywords):
    assert named(ruling, card_text) == keywords
