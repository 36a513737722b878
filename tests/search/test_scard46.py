"""scard46: the blind cards25 set (its expected rules are today's), and a named card's SITUATION read for copy effects,
face-down permanents, linked abilities copied and leveler cards (search/cardsituations.py): two copy effects (a copy
of a copy, 707.3), a copy's counters (707.2), a permanent becoming a copy asked about enter triggers (707.4), a copy
asked its layer (613.2a), a copy beside linked abilities (707.7), a face-down permanent's enter abilities (708.3,
708.8), a leveler card off the battlefield (711.6)."""

import tomllib
from pathlib import Path

import pytest

from search import cardsituations
from tests.search.conftest import numbers_found

ROOT = Path(__file__).resolve().parents[2]

EVIL_TWIN = (
    "You may have Evil Twin enter the battlefield as a copy of any creature on the battlefield, except it has"
    ' "{U}{B}, {T}: Destroy target creature with the same name as this creature."\nCreature — Shapeshifter'
)
STUNT_DOUBLE = (
    "Flash\nYou may have Stunt Double enter the battlefield as a copy of any creature on the battlefield."
    "\nCreature — Shapeshifter"
)
COUNTERPART = "Create a token that's a copy of target creature you control.\nInstant"
SHAPESHIFTER = (
    "Whenever another creature enters the battlefield, Unstable Shapeshifter becomes a copy of that creature, except"
    " it has this ability.\nCreature — Shapeshifter"
)
CYTOSHAPE = (
    "Choose a nonlegendary creature on the battlefield. Target creature becomes a copy of that creature until end of"
    " turn.\nInstant"
)
BANISHING_LIGHT = (
    "When Banishing Light enters the battlefield, exile target nonland permanent an opponent controls until Banishing"
    " Light leaves the battlefield.\nEnchantment"
)
COPY_ENCHANTMENT = (
    "You may have Copy Enchantment enter the battlefield as a copy of any enchantment on the battlefield.\nEnchantment"
)
CONSCRIPTION = (
    "Exile all creature cards from target player's graveyard in a face-down pile, shuffle that pile, then manifest"
    " those cards.\nSorcery"
)
THRAGTUSK = (
    "When Thragtusk enters the battlefield, you gain 5 life.\nWhen Thragtusk leaves the battlefield, create a 3/3"
    " green Beast creature token.\nCreature — Beast"
)
HADA = (
    "Level up {2}{U}\nLEVEL 1-2\n2/2\nHada Spy Patrol can't be blocked.\nLEVEL 3+\n3/3\nShroud\nHada Spy Patrol can't"
    " be blocked.\nCreature — Human Rogue"
)
GRIZZLY = "\nCreature — Bear"


def test_cards25_asks_thirty_card_questions_of_todays_rules(today_searchers):
    questions = tomllib.loads((ROOT / "search/evaluation/cards25.toml").read_text(encoding="utf-8"))["question"]
    assert len(questions) == 30
    assert {q["group"] for q in questions} == {"cards"}
    for question in questions:
        for number in question["rules"]:
            assert number in today_searchers.finder.index, (number, question["q"])


@pytest.mark.parametrize(
    ("asked", "texts", "expected"),
    [
        (" copies , which is copying a Thragtusk. What is it?", [EVIL_TWIN, STUNT_DOUBLE], ("707.3",)),
        (" on my creature with three +1/+1 counters, does the token have them?", [COUNTERPART], ("707.2",)),
        ("My  becomes a copy of a Mulldrifter. Does its enter trigger happen?", [SHAPESHIFTER], ("707.4",)),
        ("I cast  on my Bears. Which layer does it apply in?", [CYTOSHAPE, GRIZZLY], ("613.2a",)),
        (" copies  and exiles a creature. Which card comes back?", [COPY_ENCHANTMENT, BANISHING_LIGHT], ("707.7",)),
        (" manifests my . If I turn it face up, does its enter trigger happen?", [CONSCRIPTION, THRAGTUSK], ("708.8",)),
        (" puts  face down. Do I gain life when it enters?", [CONSCRIPTION, THRAGTUSK], ("708.3",)),
        (" died with three level counters. In my graveyard what is its power?", [HADA], ("711.6",)),
        # The kind alone, or the event alone, tells no situation.
        ("How does  work?", [CYTOSHAPE], ()),
        (" is on the battlefield. What is its power?", [HADA], ()),
        ("Does the token have counters?", [THRAGTUSK], ()),
    ],
)
def test_a_copy_a_face_down_permanent_and_a_leveler_give_their_situations_rule(asked, texts, expected):
    assert cardsituations.situation_rules(asked, texts) == expected


def test_a_question_on_a_copy_of_a_copy_finds_707_3(today_with):
    today_with(
        ("Evil Twin", "Creature — Shapeshifter", EVIL_TWIN.rsplit("\n", 1)[0]),
        ("Stunt Double", "Creature — Shapeshifter", STUNT_DOUBLE.rsplit("\n", 1)[0]),
    )
    question = "Evil Twin copies my opponent's Stunt Double, which is copying a Serra Angel. What is my Evil Twin?"
    assert "707.3" in numbers_found(question)
    cardsituations.READ = False
    try:
        without = numbers_found(question)
    finally:
        cardsituations.READ = True
    assert "707.3" not in without
