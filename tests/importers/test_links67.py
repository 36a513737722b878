"""Ruling links, links67: a keyword gained or lost once a creature was declared an attacker or blocker, the
declaration standing as it was ("gains flying after blockers have been declared, it won't cause those blocks to
change"), rests on the declaration standing (506.4, 509.1h), not on the keyword's rule; a keyword the card only grants,
named in speaking of a copy ("It will have haste and dethrone"), rests on what a copy copies (707.2, 707.9b)."""

import pytest

from rulings import keyword_matching

KNOWN = {
    "flying": ("702.9", None, "ability"),
    "haste": ("702.10", None, "ability"),
    "vigilance": ("702.20", None, "ability"),
    "indestructible": ("702.12", None, "ability"),
    "populate": ("701.36", None, "action"),
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
        # Goblin Balloon Brigade, a guard here until links90: flying named for when the blocking declaration reads it
        # ("must be activated before the declare blockers step begins") is the declaration's timing (509.1), as its
        # second sentence is 506.4's (rulings/keyword_declared.py; the never-tuned flying links, 5 of 5 wrong by
        # `--readings`, lost 2 wrong ones to its reading and no right one).
        (
            "{R}: Target creature gains flying until end of turn.",
            "For flying to work as an evasion ability, an attacking creature's ability must be activated before the "
            "declare blockers step begins. Once it has become blocked, giving it flying won't change that.",
            [],
        ),
        # Guard, linked before and after: vigilance lost and the creature not tapped (Kiyomaro, First to Stand,
        # labelled 702.20).
        (
            "As long as you have four or more cards in hand, this creature has vigilance.",
            "Losing vigilance after attackers are declared doesn't cause Kiyomaro to tap.",
            ["vigilance"],
        ),
    ],
)
def test_a_keyword_changed_once_the_combat_declaration_stands(card_text, ruling, keywords):
    assert named(ruling, card_text) == keywords


@pytest.mark.parametrize(
    ("card_text", "ruling", "keywords"),
    [
        # Dack's Duplicate (tuned13, labelled 707.2 and 707.9b), Fated Return: haste, indestructible linked before.
        (
            "You may have this creature enter as a copy of any creature on the battlefield, except it has haste and "
            "dethrone.",
            "If the chosen creature is copying something else (for example, if the chosen creature is another Dack's "
            "Duplicate), then Dack's Duplicate enters the battlefield as whatever the chosen creature is copying. It "
            "will have haste and dethrone.",
            [],
        ),
        (
            "Put target creature card from a graveyard onto the battlefield under your control. It gains "
            "indestructible.",
            "The indestructible granted by Fated Return isn't part of the creature's copiable values. If the creature "
            "is copied, the copy won't have indestructible.",
            [],
        ),
        # Guards, linked before and after: a keyword action that makes the copy (Trostani's Judgment's populate), a
        # keyword printed on the card.
        (
            "Exile target creature, then populate.",
            "If you choose a creature token you control as the target, it will be exiled before you populate and you "
            "won't be able to choose that creature to copy.",
            ["populate"],
        ),
        (
            "Haste\nWhen this creature enters, create a token that's a copy of target creature.",
            "If another creature becomes a copy of it, that creature will have haste.",
            ["haste"],
        ),
    ],
)
def test_a_keyword_the_card_grants_named_of_a_copy(card_text, ruling, keywords):
    assert named(ruling, card_text) == keywords
