"""The card-text wordings the CR quotes on too many cards for the finder's quoted wordings (scard28): a trigger's
"if" after its event (603.4), "dies" (700.4), a trigger exiling "until" its source leaves (610.3b), a land made a
basic land type (305.7), "mana abilities" (605.1a), checked against today's CR by test_scard23; and "until end of
turn" (514.2, 611.2a), which only boosts its rules in the finder (cardtextrules.BOOSTED)."""

import pytest

from search import cardtextrules
from tests.builders import todays_rule


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("At the beginning of your end step, if Nim Abomination is untapped, you lose 3 life.", ["603.4"]),
        ("Whenever a creature attacks you, if Reveille Squad is untapped, untap all creatures you control.", ["603.4"]),
        ("Flying\nWhen Kingfisher dies, draw a card.", ["700.4"]),
        (
            "When Brain Maggot enters the battlefield, target opponent reveals their hand and you choose a nonland "
            "card from it. Exile that card until Brain Maggot leaves the battlefield.",
            ["610.3b"],
        ),
        ("Enchant land\nEnchanted land is an Island.", ["305.7"]),
        ("Nonbasic lands are Mountains.", ["305.7"]),
        (
            "Activated abilities of sources with the chosen name can't be activated unless they're mana abilities.",
            ["101.2", "605.1a"],
        ),
    ],
)
def test_a_wording_too_common_for_the_finder_brings_its_rule(text, expected):
    assert cardtextrules.text_wording_rules(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # "until end of turn" was measured and not kept.
        "Target creature gets +3/+3 until end of turn.",
        # An "if" that is no trigger's condition.
        "If you control a Forest, this spell costs {1} less to cast.\nDraw two cards.",
        # "until … leaves" on an activated ability is 610.3a's case, not the trigger's.
        "{T}: Exile target creature until Parallax Wave leaves the battlefield.",
        # "is an Island" said of no land's type.
        "Flying\nThis creature gets +1/+1 as long as you control an Island.",
    ],
)
def test_other_texts_bring_none_of_them(text):
    assert cardtextrules.text_wording_rules(text) == []


def test_the_boosted_rules_say_what_until_end_of_turn_does_in_todays_cr():
    numbers = {n for _, rules in cardtextrules.BOOSTED for n in rules}
    assert numbers == set(cardtextrules.BOOSTED_SAYS)
    for number, says in cardtextrules.BOOSTED_SAYS.items():
        assert says.lower() in todays_rule(number), number


def test_until_end_of_turn_is_boosted_not_entered():
    text = "Gain control of target creature until end of turn. Untap it. It gains trample and haste until end of turn."
    assert cardtextrules.text_boosted_rules(text) == ["514.2", "611.2a"]
    assert "514.2" not in cardtextrules.text_wording_rules(text)
