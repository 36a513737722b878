"""scard34: the named cards' rules text tells a situation the question's words leave open (situations.Told): a
stolen creature asked "when do I get it back" is a Threaten's end of turn (514.2), a "for as long as" (611.2b), an
Aura's static control (611.3b), a bare "gain control of" for the game (611.2a)."""

import pytest

from search import situations

WORDS = "I stole it with . When do they get it back?"


@pytest.mark.parametrize(
    ("cards", "expected"),
    [
        (
            "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.",
            ["514.2"],
        ),
        (
            "{T}: Gain control of target creature for as long as you control Old Man of the Sea.",
            ["611.2b"],
        ),
        ("Enchant creature\nYou control enchanted creature.", ["611.3b"]),
        ("Gain control of target artifact, creature, or enchantment.", ["611.2a"]),
        ("", ["611.2a", "611.2b", "514.2"]),
        ("Flying", ["611.2a", "611.2b", "514.2"]),
    ],
)
def test_card_text_tells_the_duration(cards, expected):
    assert situations.situation_rules(WORDS, cards) == expected


def test_the_question_s_cue_comes_before_the_card_s():
    # The question says how long: its own reading, whatever the card says.
    words = "I stole it, how long do I keep it?"
    assert situations.situation_rules(words, "You control enchanted creature.") == ["611.2a"]


def test_entered_reads_the_cards():
    class _Finder:
        def family_best(self, *_):
            return None

    from search.rulefinder import Ranked

    ranked = [Ranked("100.1", 3.0), Ranked("100.2", 2.0), Ranked("100.3", 1.0)]
    boost = {}
    situations.entered(_Finder(), ranked, boost, {}, WORDS, "Enchant creature\nYou control enchanted creature.")
    assert "611.3b" in boost and "514.2" not in boost


@pytest.mark.parametrize(
    ("words", "cards", "expected"),
    [
        ("is  a blue creature for my ?", "Devoid\nWhen this enters, you draw a card.", ["702.114a"]),
        ("is  a blue creature for my ?", "Flying", []),
        ("if  hits me ten times do I lose life?", "Infect", ["702.90b"]),
        ("if  hits me ten times do I lose life?", "Trample", []),
        ("  hit me 9 times already, am i dead on the 10th hit?", "Flying, infect", ["704.5c"]),
        ("  hit me 9 times already, am i dead on the 10th hit?", "Flying", []),
    ],
)
def test_a_card_keyword_answers_the_question(words, cards, expected):
    assert situations.situation_rules(words, cards) == expected


def test_a_told_rule_ranked_low_moves_up_to_place():
    from search.rulefinder import Ranked

    class _Finder:
        def family_best(self, *_):
            return None

    ranked = [Ranked(n, 10.0 - i) for i, n in enumerate(["105.5", "202.2a", "702.114", "105.1", "105.2", "702.114a"])]
    situations.entered(_Finder(), ranked, {}, {}, "is  a blue creature?", "Devoid (This card has no color.)")
    assert [r.number for r in ranked].index("702.114a") == situations.PLACE
    assert len(ranked) == 6
