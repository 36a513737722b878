"""Every field of POST /api/predicates/total_cost is checked whatever else is given (issue 25).

Before: a field checked only on the way to another was ignored when that other was absent, and the answer was a
200 as if it had not been sent (`targets` checked only with a `battlefield`; `your_turn`, `spells_cast_this_turn`,
`first_creature_spell_this_turn` likewise; `affinity_count` only for a spell with affinity; `sacrificed_mana_value`
not read when cast without paying its mana cost, fused or for a printed alternative cost; `alternative_cost` beside
a flashback another card gives; `mana_cost` beside a card; `alternative_cost: [null]`), or a 500
(`additional_costs`, `increases`, `reductions` given as a number beside a card).
"""

import json

import pytest

from cards.models import Card
from predicates.engine.declared.cost_cards import CARDS, PERMANENTS
from predicates.engine.spell_cost import FIELDS
from tests.predicates.test_spell_cost_api import make

pytestmark = pytest.mark.django_db

THALIA = "Thalia, Guardian of Thraben"
# Ways of casting each reaching a different branch of the engine before the fields are read.
BASES = {
    "card": {"card": "Lightning Bolt"},
    "mana cost only": {"mana_cost": "{2}{R}"},
    "without paying": {"card": "Lightning Bolt", "cast": "without paying its mana cost"},
    "flashback given": {"card": "Lightning Bolt", "cast": "flashback", "flashback_granted": True},
    "fuse": {"card": "Turn // Burn", "cast": "fuse"},
    "printed alternative": {"card": "Force of Will", "cast": "alternative"},
    "with a permanent": {"card": "Lightning Bolt", "battlefield": [THALIA]},
}
# No field takes a fractional number, and none a list of objects without a name.
WRONG = [1.5, [{"o": 1}]]


@pytest.fixture
def cards(db):
    for name in ("Lightning Bolt", "Fireball", "Turn // Burn", "Force of Will", "Frogmite", "Grizzly Bears"):
        make(name, CARDS[name])
    make(THALIA, PERMANENTS[THALIA])
    Card.objects.filter(name="Grizzly Bears").update(power="2")


def post(client, body):
    return client.post("/api/predicates/total_cost", json.dumps(body), content_type="application/json")


def refused(client, body, field):
    response = post(client, body)
    assert response.status_code == 400, (body, response.status_code, response.content[:300])
    answer = response.json()
    assert answer["field"] == field or answer["field"].startswith(field + "["), (body, answer)
    return answer


@pytest.mark.parametrize("base", BASES)
def test_every_field_of_a_wrong_type_is_a_400_naming_it_whatever_else_is_given(client, cards, base):
    for field in FIELDS:
        if field in BASES[base] or field == "card":
            continue
        if "card" not in BASES[base] and field in ("cast", "kicked", "kickers", "additional", "spliced"):
            continue  # refused whatever their value: casting choices need the card (a 400 naming it)
        for value in WRONG:
            refused(client, {**BASES[base], field: value}, field)


@pytest.mark.parametrize(
    "body, field",
    [
        ({"card": "Lightning Bolt", "targets": 5}, "targets"),
        ({"card": "Lightning Bolt", "targets": [1, 2]}, "targets"),
        ({"card": "Lightning Bolt", "targets": {"a": 1}}, "targets"),
        ({"card": "Fireball", "x": 3, "targets": [1, 2]}, "targets"),
        ({"mana_cost": "{1}{R}", "targets": [True]}, "targets"),
        ({"card": "Lightning Bolt", "your_turn": "no"}, "your_turn"),
        ({"card": "Lightning Bolt", "first_creature_spell_this_turn": "no"}, "first_creature_spell_this_turn"),
        ({"card": "Lightning Bolt", "spells_cast_this_turn": -1}, "spells_cast_this_turn"),
        ({"card": "Lightning Bolt", "affinity_count": "3"}, "affinity_count"),
        ({"card": "Lightning Bolt", "additional_costs": 2}, "additional_costs"),
        ({"card": "Lightning Bolt", "increases": True}, "increases"),
        ({"card": "Lightning Bolt", "reductions": -1}, "reductions"),
        ({"card": "Lightning Bolt", "alternative_cost": [None]}, "alternative_cost"),
        ({"mana_cost": "{R}", "alternative_cost": [None]}, "alternative_cost"),
        ({"card": "Lightning Bolt", "mana_cost": "{Q}"}, "mana_cost"),
        ({"card": "Lightning Bolt", "cast": "free", "sacrificed_mana_value": "zz"}, "sacrificed_mana_value"),
        ({"card": "Turn // Burn", "cast": "fuse", "sacrificed_mana_value": 2}, "sacrificed_mana_value"),
        ({"card": "Force of Will", "cast": "pitch", "sacrificed_mana_value": 2}, "sacrificed_mana_value"),
        (
            {"card": "Lightning Bolt", "cast": "flashback", "flashback_granted": True, "alternative_cost": "{1}"},
            "alternative_cost",
        ),
    ],
)
def test_a_field_read_only_beside_another_is_checked_without_it(client, cards, body, field):
    refused(client, body, field)


def test_a_mana_cost_beside_a_card_must_be_the_cards(client, cards):
    """Lightning Bolt with "mana_cost": "{5}" answered {R}, the {5} silently dropped; the card's own cost is
    accepted, in any order of its symbols."""
    answer = refused(client, {"card": "Lightning Bolt", "mana_cost": "{5}"}, "mana_cost")
    assert "{R}" in answer["error"] and "card" in answer["error"]
    response = post(client, {"card": "Turn // Burn", "cast": "fuse", "mana_cost": "{R}{2}{U}{1}"})
    assert response.status_code == 200, response.content
    assert response.json()["total_cost"] == "{3}{U}{R}"


def test_targets_without_a_battlefield_still_count_for_the_spells_own_cost(client, cards):
    """Fireball's "for each target beyond the first" reads targets with no permanent given (its ruling)."""
    response = post(client, {"card": "Fireball", "x": 5, "targets": ["Grizzly Bears", "opponent", "you"]})
    assert response.status_code == 200, response.content
    assert response.json()["total_cost"] == "{7}{R}"


@pytest.mark.parametrize("value", ["3", 3.0, True, [3]])
def test_x_as_a_string_is_a_400_saying_to_send_a_json_number(client, cards, value):
    """A bot that writes "x": "3" is told the field and the type expected, and what it sent: not guessed."""
    answer = refused(client, {"card": "Fireball", "x": value}, "x")
    assert "whole number" in answer["error"]
    assert "JSON number such as 3" in answer["error"]
    assert answer["rule"]["number"] == "107.3a"
