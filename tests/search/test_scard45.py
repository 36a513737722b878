"""scard45: the blind cards24 set (its expected rules are today's), and a named card's SITUATION (search/
cardsituations.py): what the card's text does (its effect kind) crossed with what the question says happens to it,
read as the rule the CR gives the pair — two type-changing cards (613.8), a characteristic-defining ability changed
(613.3), two control changes (613.7), an ability-removing card asked about a kept ability (613.1f), an Aura or
Equipment asked what becomes of it (704.5m, 704.5n, 704.5p), a stolen spell's permanent (110.2b), a stolen card's
owner (108.3), a cost's moved card (400.7j), a loss trigger and a concession (603.9)."""

import tomllib
from pathlib import Path

import pytest

from search import cardsituations
from tests.builders import todays_rule
from tests.search.conftest import numbers_found

ROOT = Path(__file__).resolve().parents[2]

BLOOD_MOON = "Nonbasic lands are Mountains.\nEnchantment"
URBORG = "Each land is a Swamp in addition to its other land types.\nLegendary Land"
THREATEN = "Untap target creature and gain control of it until end of turn.\nSorcery"
MIND_CONTROL = "Enchant creature\nYou control enchanted creature.\nEnchantment — Aura"
TURN_TO_FROG = (
    "Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness"
    " 1/1.\nInstant"
)
NIGHTHAWK = "Flying\nDeathtouch\nLifelink\nCreature — Vampire Shaman"
BONESPLITTER = "Equipped creature gets +2/+0.\nEquip {1}\nArtifact — Equipment"
MUTAVAULT = "{T}: Add {C}.\n{1}: Mutavault becomes a 2/2 creature with all creature types until end of turn.\nLand"
KARNS_TOUCH = (
    "Target noncreature artifact becomes an artifact creature with power and toughness each equal to its mana value"
    " until end of turn.\nInstant"
)
MISTFORM = "Mistform Ultimus is every creature type (even if this card isn't on the battlefield).\nCreature — Illusion"
INVERSION = (
    "Changeling\nTarget creature gets +3/-3 and loses all creature types until end of turn."
    "\nTribal Instant — Shapeshifter"
)
SNATCH = "Gain control of target spell. You may choose new targets for it.\nInstant"
EVOLUTION = (
    "As an additional cost to cast this spell, sacrifice a creature.\nSearch your library for a creature card with"
    " mana value X or less, where X is 2 plus the sacrificed creature's mana value.\nSorcery"
)
TYRANT = (
    "Flying, trample\nWhenever a player loses the game, put five +1/+1 counters on Blood Tyrant.\nCreature — Vampire"
)


def test_cards24_asks_thirty_card_questions_of_todays_rules(today_searchers):
    questions = tomllib.loads((ROOT / "search/evaluation/cards24.toml").read_text(encoding="utf-8"))["question"]
    assert len(questions) == 30
    assert {q["group"] for q in questions} == {"cards"}
    for question in questions:
        for number in question["rules"]:
            assert number in today_searchers.finder.index, (number, question["q"])


def test_every_situation_rule_says_it_in_todays_cr(today):
    numbers = {n for _, _, rules in cardsituations.SITUATIONS for n in rules}
    assert numbers == set(cardsituations.SAYS)
    for number, says in cardsituations.SAYS.items():
        assert says.lower() in todays_rule(number), number


@pytest.mark.parametrize(
    ("asked", "texts", "expected"),
    [
        (" plus , which one wins?", [BLOOD_MOON, URBORG], ("613.8",)),
        ("I  a creature that my opponent took with . Who controls it?", [THREATEN, MIND_CONTROL], ("613.7",)),
        ("I  a . Does it still have deathtouch?", [TURN_TO_FROG, NIGHTHAWK], ("613.1f",)),
        (" is on my animated  when the turn ends. What happens to the ?", [BONESPLITTER, MUTAVAULT], ("704.5n",)),
        ("If I cast  on my equipped , does it stay attached?", [KARNS_TOUCH, BONESPLITTER], ("704.5p",)),
        ("If I hit  with , does it lose all creature types?", [MISTFORM, INVERSION], ("613.3",)),
        ("I take my opponent's creature spell with . Who controls the creature?", [SNATCH], ("110.2b",)),
        ("I took it with  and bounced it, does it go to my hand?", [THREATEN], ("108.3",)),
        (": the creature I sacrificed is already in the graveyard, how does it know?", [EVOLUTION], ("400.7j",)),
        ("If an opponent concedes, does  get the counters?", [TYRANT], ("603.9",)),
        # The card's kind alone, or the question's event alone, tells no situation.
        ("How does  work?", [BLOOD_MOON, NIGHTHAWK], ()),
        ("What happens to the game?", [MIND_CONTROL], ()),
        ("Who owns it?", [NIGHTHAWK], ()),
    ],
)
def test_a_cards_effect_and_the_questions_event_give_the_situations_rule(asked, texts, expected):
    assert cardsituations.situation_rules(asked, texts) == expected


def test_the_situations_rule_takes_the_place_of_the_top_fives_last_rule():
    page = [
        {"kind": k, "id": f"r{i}", "number": f"1.{i}"}
        for i, k in enumerate(["rule", "rule", "ruling", "card", "ruling", "rule"])
    ]
    item = {"kind": "rule", "id": "rule:613.1f", "number": "613.1f"}
    placed = cardsituations.placed(page, "Does it still have deathtouch?", [TURN_TO_FROG, NIGHTHAWK], lambda n: item)
    assert [r["id"] for r in placed] == ["r0", "r2", "r3", "r4", "rule:613.1f", "r1"]
    # No rule in the top five below the first place: the rulings and pages stay.
    page = [{"kind": "rule", "id": "r0", "number": "1.0"}] + [{"kind": "ruling", "id": f"r{i}"} for i in range(1, 6)]
    assert (
        cardsituations.placed(page, "Does it still have deathtouch?", [TURN_TO_FROG, NIGHTHAWK], lambda n: item) == page
    )


def test_a_question_on_a_frogged_creature_finds_layer_six(today_with):
    today_with(
        ("Turn to Frog", "Instant", TURN_TO_FROG.rsplit("\n", 1)[0]),
        ("Vampire Nighthawk", "Creature — Vampire Shaman", "Flying\nDeathtouch\nLifelink"),
    )
    question = "I Turn to Frog a Vampire Nighthawk. Does it still have deathtouch and lifelink?"
    assert "613.1f" in numbers_found(question)
    cardsituations.READ = False
    try:
        without = numbers_found(question)
    finally:
        cardsituations.READ = True
    assert "613.1f" not in without
