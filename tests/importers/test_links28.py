"""Ruling links, links28: a phrase that names another rule than its concept's, or a keyword the card's effect keeps
all the same (draw 20, blind20, is checked with the other draws in test_link_evaluation.py)."""

import pytest

EXILE_AND_FACES = [
    "4. Zones",
    "406. Exile",
    "406.3. Exiled cards are, by default, kept face up and may be examined by any player at any time.",
    "7. Additional Rules",
    "712. Double-Faced Cards",
    "712.1. A double-faced card has a Magic card face on each side rather than a Magic card back.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        ("Exiled cards are face up by default; they're face down only if the effect said so.", ["406.3"]),
        # A double-faced card's front face up (712.14: Chandra, Fire of Kaladesh), not a card in exile.
        (
            "A double-faced card enters the battlefield with its front face up by default, unless a spell or ability "
            "instructs you to put it onto the battlefield transformed.",
            ["712"],
        ),
    ],
)
def test_face_up_by_default_is_exiles_only_for_a_card_in_exile(linked, ruling, numbers):
    assert linked(EXILE_AND_FACES, "Exile target card.", ruling) == numbers


HASTE = [
    "7. Additional Rules",
    "702. Keyword Abilities",
    "702.1. Most abilities describe exactly what they do in the card's rules text.",
    "702.10. Haste",
    "702.10a Haste is a static ability.",
]
TOKEN_WITH_HASTE = (
    "Create a token that's a copy of that card. It gains haste. Exile it at the beginning of the next end step."
)


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # The effect's keyword kept all the same (Mimic Vat): the card's reading, not haste's rule.
        (
            "If the token isn't exiled when the delayed triggered ability resolves, it remains on the battlefield "
            "indefinitely. It continues to have haste.",
            [],
        ),
        ("Creatures that enter the battlefield after it resolves will still have haste.", []),
        ("The token has haste, so it can attack the turn it's created.", ["702.10"]),
    ],
)
def test_a_keyword_the_effect_keeps_all_the_same(linked, ruling, numbers):
    assert linked(HASTE, TOKEN_WITH_HASTE, ruling) == numbers
