"""scard52: the blind cards28 set (its expected rules are today's, none an earlier cards set expects), and a named
card's situation read as whose "you" its text means (search/cardsituations.py, 109.5): a control-changing card, or an
Aura the question puts on another player's permanent, asked which player its text's "you" acts on."""

import tomllib
from pathlib import Path

import pytest

from search import cardsituations
from tests.search.conftest import family_rules_before, numbers_found

ROOT = Path(__file__).resolve().parents[2]

DONATE = "Target player gains control of target permanent you control.\nSorcery"
ILLUSIONS = (
    "Cumulative upkeep {2}\nWhen Illusions of Grandeur enters the battlefield, you gain 20 life.\n"
    "When Illusions of Grandeur leaves the battlefield, you lose 20 life.\nEnchantment"
)
CURIOSITY = (
    "Enchant creature\nWhenever enchanted creature deals damage to an opponent, you may draw a card.\n"
    "Enchantment — Aura"
)
MARK = "Enchant creature\nEnchanted creature gets +2/+2 and has lifelink.\nEnchantment — Aura"
SPARKMAGE = "Haste\n{T}: Cunning Sparkmage deals 1 damage to any target.\nCreature — Human Shaman"
THREATEN = "Untap target creature and gain control of it until end of turn.\nSorcery"


def _cards28():
    return tomllib.loads((ROOT / "search/evaluation/cards28.toml").read_text(encoding="utf-8"))["question"]


def test_cards28_asks_thirty_card_questions_of_todays_rules(today_searchers):
    questions = _cards28()
    assert len(questions) == 30
    assert {q["group"] for q in questions} == {"cards"}
    for question in questions:
        for number in question["rules"]:
            assert number in today_searchers.finder.index, (number, question["q"])


def test_cards28_expects_no_rule_an_earlier_cards_set_expects():
    earlier = family_rules_before("cards28")
    assert earlier
    assert earlier.isdisjoint(number for q in _cards28() for number in q["rules"])


@pytest.mark.parametrize(
    ("asked", "texts", "expected"),
    [
        # A control change the card makes, the question asking who loses the life its text gives "you".
        ("i  my  to my opponent, who loses the 20 life when it leaves?", [DONATE, ILLUSIONS], ("109.5",)),
        # An Aura on another player's creature, asked whether its "you" draws.
        ("I put  on my opponent's creature, do I draw when it hits me?", [CURIOSITY], ("109.5",)),
        # An Aura on its controller's own creature asks lifelink's rule, not whose "you".
        (
            "My  is enchanted with . They kill it in response. Do I still gain the life?",
            [SPARKMAGE, MARK],
            (),
        ),
        # Who controls or owns a stolen card stays the rows above (108.3), and a control change asked nothing of
        # "you" reads no situation.
        ("I took it with  and bounced it, does it go to my hand?", [THREATEN], ("108.3",)),
        ("I cast  on their creature, can I attack with it?", [THREATEN], ()),
    ],
)
def test_whose_you_a_cards_text_means_once_another_player_controls_it(asked, texts, expected):
    assert cardsituations.situation_rules(asked, texts) == expected


def test_a_donated_card_asked_who_loses_its_life_finds_109_5(today_with):
    today_with(
        ("Donate", "Sorcery", DONATE.rsplit("\n", 1)[0]),
        ("Illusions of Grandeur", "Enchantment", ILLUSIONS.rsplit("\n", 1)[0]),
    )
    question = "I Donate my Illusions of Grandeur to my opponent. Who loses the 20 life when it leaves?"
    assert "109.5" in numbers_found(question)
