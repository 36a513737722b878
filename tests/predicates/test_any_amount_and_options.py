"""The last two cost cards of MTGJSON v3 refused that aren't silver-bordered (issue 25), through the API and the
calculator: Chorus of the Conclave's "As an additional cost to cast creature spells, you may pay any amount of mana"
(the amount is `chosen`) and Primitive Justice's "you may pay {1}{R} and/or {1}{G} any number of times" (each
payment named in `additional`, "additional cost {1}{R}"). Before: a 400 for each (battlefield: "no static ability
this site reads"; additional: "this site reads one").
"""

import json

import pytest
from pytest_django.asserts import assertContains

from predicates.engine.declared.cost_cards import CARDS, PERMANENTS
from tests.predicates.test_spell_cost_api import make

pytestmark = pytest.mark.django_db

CHORUS = "Chorus of the Conclave"


@pytest.fixture
def cards(db):
    for name in ("Grizzly Bears", "Lightning Bolt", "Primitive Justice", "Arboretum Elemental"):
        make(name, CARDS[name])
    make(CHORUS, PERMANENTS[CHORUS])


def post(client, body):
    response = client.post("/api/predicates/total_cost", json.dumps(body), content_type="application/json")
    return response.status_code, response.json()


def test_chorus_adds_the_amount_chosen_to_a_creature_spell(client, cards):
    status, answer = post(client, {"card": "Grizzly Bears", "battlefield": [CHORUS], "chosen": {CHORUS: 3}})
    assert status == 200, answer
    assert (answer["total_cost"], answer["mana_value"]) == ("{4}{G}", 2)
    assert any("3 more +1/+1 counters" in step["text"] for step in answer["steps"])


def test_chorus_without_an_amount_adds_nothing_and_says_how_to_give_one(client, cards):
    status, answer = post(client, {"card": "Grizzly Bears", "battlefield": [CHORUS]})
    assert status == 200, answer
    assert answer["total_cost"] == "{1}{G}"
    assert any("give chosen" in step["text"] for step in answer["steps"])


def test_chorus_leaves_a_noncreature_spell_alone_and_convoke_pays_its_mana(client, cards):
    status, answer = post(client, {"card": "Lightning Bolt", "battlefield": [CHORUS], "chosen": {CHORUS: 3}})
    assert (status, answer["total_cost"]) == (200, "{R}"), answer
    body = {
        "card": "Arboretum Elemental",
        "battlefield": [CHORUS],
        "chosen": {CHORUS: 2},
        "untapped_creatures": ["G"] * 11,
    }
    status, answer = post(client, body)
    assert (status, answer["total_cost"], answer["remaining_cost"]) == (200, "{9}{G}{G}", "{0}"), answer


def test_chorus_amount_must_be_a_whole_number(client, cards):
    status, answer = post(client, {"card": "Grizzly Bears", "battlefield": [CHORUS], "chosen": {CHORUS: "3"}})
    assert (status, answer["field"]) == (400, "chosen"), answer


def test_primitive_justice_each_option_paid_as_named(client, cards):
    paid = ["additional cost {1}{R}", "additional cost {1}{R}", "additional cost: {1}{G}"]
    status, answer = post(client, {"card": "Primitive Justice", "additional": paid})
    assert status == 200, answer
    assert (answer["total_cost"], answer["mana_value"]) == ("{4}{R}{R}{R}{G}", 2)


@pytest.mark.parametrize("entry", ["additional cost", "additional cost {1}{U}"])
def test_primitive_justice_an_entry_naming_no_option_it_offers_is_a_400(client, cards, entry):
    status, answer = post(client, {"card": "Primitive Justice", "additional": [entry]})
    assert (status, answer["field"], answer["rule"]["number"]) == (400, "additional", "601.2b"), answer
    assert "{1}{R}" in answer["error"] and "{1}{G}" in answer["error"]


def test_the_calculator_answers_primitive_justice_and_chorus(client, cards):
    response = client.get(
        "/predicates/total_cost",
        {"card": "Primitive Justice", "additional": "additional cost {1}{G}, additional cost {1}{G}"},
    )
    assertContains(response, "paid 2 times")
    response = client.get(
        "/predicates/total_cost", {"card": "Grizzly Bears", "battlefield": CHORUS, "chosen": f"{CHORUS} = 2"}
    )
    assertContains(response, "2 more +1/+1 counters")
