"""scard44: the blind cards23 set (its expected rules are today's), and what a card's text does that the CR defines
by the card's own word (search/cardtextrules.py): "prevent" is a prevention effect (615.1a), a source of damage
chosen (609.7a), a card that ends the turn (723.1), an action "at the beginning of the next" step is a delayed
triggered ability that misses an object gone from its zone (603.7c). Each was the rule of a tuned card question it
was in no ranking of (bench/card_rule_misses.py's "nowhere")."""

import tomllib
from pathlib import Path

import pytest

from rules.models import CRVersion
from search import cardtextrules, textrule

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name", ["cards22", "cards23"])
def test_a_blind_cards_set_asks_thirty_card_questions_of_todays_rules(today_searchers, name):
    path = ROOT / "search" / "evaluation" / f"{name}.toml"
    questions = tomllib.loads(path.read_text(encoding="utf-8"))["question"]
    assert len(questions) == 30
    assert {q["group"] for q in questions} == {"cards"}
    for question in questions:
        assert question["rules"], question["q"]
        for number in question["rules"]:
            assert number in today_searchers.finder.index, (number, question["q"])


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Fog, Holy Day: the rulings' concept reads "prevent the ... damage" only.
        ("Prevent all combat damage that would be dealt this turn.", ["615.1a"]),
        # Circle of Protection: Red.
        (
            "{1}: The next time a red source of your choice would deal damage to you this turn, prevent that damage.",
            ["615.1a", "609.7a"],
        ),
        # Sundial of the Infinite.
        ("{1}, {T}: End the turn. Activate only during your turn.", ["723.1"]),
        # Through the Breach (its "Sacrifice that creature" is no additional cost).
        (
            "You may put a creature card from your hand onto the battlefield. That creature gains haste. "
            "Sacrifice that creature at the beginning of the next end step.",
            ["603.7c"],
        ),
        ("When The Locust God dies, return it to its owner’s hand at the beginning of the next end step.", None),
        # "At the beginning of your upkeep" is a triggered ability, not a delayed one; "prevention" is no "prevent".
        ("At the beginning of your upkeep, you may draw a card.", []),
        ("This spell can't be countered. Prevention shields", ["101.2"]),
    ],
)
def test_a_cards_text_gives_the_rules_of_what_it_does(text, expected):
    found = cardtextrules.text_wording_rules(text)
    if expected is None:
        assert "603.7c" in found
    else:
        assert found == expected


def test_the_finders_card_step_reads_them_with_the_concepts(today_searchers):
    current = CRVersion.objects.order_by("-effective_date").first().effective_date.isoformat()
    fog = textrule.concepts_of(today_searchers, current, "Prevent all combat damage that would be dealt this turn.")
    assert "615.1a" in fog
