"""The facts of the game a judge states for the permanents' cost effects (chosen, counters, your_turn, targets) and
Dream Halls' alternative cost, through POST /api/predicates/total_cost and the calculator (issue 25).

Before these fields, Cloud Key, Animar, Defense Grid, Icefall Regent... were refused with a 400 citing 601.2f, and
Dream Halls had no way to be named.
"""

import json

import pytest
from pytest_django.asserts import assertContains

from cards.models import Card
from predicates.engine import cost_effects
from predicates.engine.declared.cost_cards import CARDS, PERMANENTS
from tests.markup import find_all
from tests.predicates.test_spell_cost_api import make

pytestmark = pytest.mark.django_db


@pytest.fixture
def cards(db):
    for name in ("Grizzly Bears", "Lightning Bolt", "Fireball", "Capsize", "Mulldrifter", "Frogmite", "Deep Analysis"):
        make(name, CARDS[name])
    Card.objects.filter(name__in=["Grizzly Bears", "Mulldrifter"]).update(power="2")
    for name, data in PERMANENTS.items():
        make(name, data)


def post(client, body):
    return client.post("/api/predicates/total_cost", json.dumps(body), content_type="application/json")


def cost(client, body):
    response = post(client, body)
    assert response.status_code == 200, response.content
    return response.json()["total_cost"]


def refused(client, body):
    response = post(client, body)
    assert response.status_code == 400, response.content
    return response.json()


def test_a_chosen_type_name_or_colours(client, cards):
    assert cost(client, {"card": "Capsize", "battlefield": ["Cloud Key"], "chosen": {"Cloud Key": "instant"}}) == (
        "{U}{U}"
    )
    assert cost(client, {"card": "Capsize", "battlefield": ["Cloud Key"], "chosen": {"Cloud Key": "sorcery"}}) == (
        "{1}{U}{U}"
    )
    body = {"card": "Mulldrifter", "battlefield": ["Urza's Incubator"], "chosen": {"urza's incubator": "Elemental"}}
    assert cost(client, body) == "{2}{U}"
    body = {
        "card": "Fireball",
        "x": 4,
        "battlefield": ["Seal of the Guildpact"],
        "chosen": {"Seal of the Guildpact": "red, green"},
    }
    assert cost(client, body) == "{3}{R}"


def test_counters_the_turn_and_targets(client, cards):
    animar = "Animar, Soul of Elements"
    assert cost(client, {"card": "Mulldrifter", "battlefield": [animar], "counters": {animar: 2}}) == "{2}{U}"
    assert cost(client, {"card": "Lightning Bolt", "battlefield": ["Defense Grid"]}) == "{R}"
    assert cost(client, {"card": "Lightning Bolt", "battlefield": ["Defense Grid"], "your_turn": False}) == "{3}{R}"
    body = {"card": "Lightning Bolt", "battlefield": ["opponent's Icefall Regent"], "targets": ["Icefall Regent"]}
    assert cost(client, body) == "{2}{R}"
    assert cost(client, {**body, "targets": []}) == "{R}"


def test_the_spells_of_the_turn_and_the_spells_characteristics(client, cards):
    body = {"card": "Lightning Bolt", "battlefield": ["Damping Sphere"], "spells_cast_this_turn": 2}
    assert cost(client, body) == "{2}{R}"
    body = {"card": "Mulldrifter", "battlefield": ["Conduit of Ruin"], "first_creature_spell_this_turn": True}
    assert cost(client, body) == "{2}{U}"
    assert cost(client, {**body, "first_creature_spell_this_turn": False}) == "{4}{U}"
    # The printed power comes from the card's row (Mulldrifter is a 2/2): Goreclaw doesn't reduce it.
    assert cost(client, {"card": "Mulldrifter", "battlefield": ["Goreclaw, Terror of Qal Sisma"]}) == "{4}{U}"
    assert cost(client, {"card": "Fireball", "x": 5, "battlefield": ["Krosan Drover"]}) == "{5}{R}"


def test_for_each_gives_what_another_for_each_counts(client, cards):
    rakdos = "Rakdos, Lord of Riots"
    assert cost(client, {"card": "Mulldrifter", "battlefield": [rakdos], "for_each": {rakdos: 3}}) == "{1}{U}"
    body = {"card": "Frogmite", "battlefield": ["Hum of the Radix"], "for_each": {"Hum of the Radix": 2}}
    assert cost(client, body) == "{6}"
    got = refused(client, {"card": "Frogmite", "battlefield": ["Hum of the Radix"]})
    assert (got["field"], got["rule"]["number"]) == ("for_each", "601.2f")
    assert "artifact its controller controls" in got["error"]
    got = refused(
        client, {"card": "Frogmite", "battlefield": ["Sphere of Resistance"], "for_each": {"Sphere of Resistance": 1}}
    )
    assert got["field"] == "for_each"


def test_dream_halls_is_an_alternative_cost_named_in_cast(client, cards):
    got = post(
        client, {"card": "Capsize", "cast": "Dream Halls", "additional": ["buyback"], "battlefield": ["Dream Halls"]}
    )
    assert got.status_code == 200
    assert (got.json()["total_cost"], got.json()["mana_value"]) == ("{3}", 3)
    assert "118.9" in [step["rule"] for step in got.json()["steps"]]
    assert refused(client, {"card": "Capsize", "cast": "Dream Halls"})["rule"]["number"] == "118.9"
    got = refused(client, {"card": "Frogmite", "cast": "Dream Halls", "battlefield": ["Dream Halls"]})
    assert got["rule"]["number"] == "105.2c"
    got = refused(
        client, {"card": "Deep Analysis", "cast": ["dream halls", "flashback"], "battlefield": ["Dream Halls"]}
    )
    assert got["rule"]["number"] == "118.9a"


@pytest.mark.parametrize(
    ("extra", "field"),
    [
        ({"battlefield": ["Cloud Key"]}, "chosen"),
        ({"battlefield": ["Cloud Key"], "chosen": "creature"}, "chosen"),
        ({"battlefield": ["Cloud Key"], "chosen": {"Cloud Key": 3}}, "chosen"),
        ({"battlefield": ["Cloud Key"], "chosen": {"Sphere of Resistance": "creature"}}, "chosen"),
        ({"battlefield": ["Herald's Horn"], "chosen": {"Herald's Horn": "Cat Warrior"}}, "chosen"),
        ({"battlefield": ["Sphere of Resistance"], "chosen": {"Sphere of Resistance": "creature"}}, "chosen"),
        ({"chosen": {"Cloud Key": "creature"}}, "chosen"),
        ({"battlefield": ["Animar, Soul of Elements"]}, "counters"),
        ({"battlefield": ["Animar, Soul of Elements"], "counters": {"Animar, Soul of Elements": "two"}}, "counters"),
        ({"battlefield": ["Animar, Soul of Elements"], "counters": {"Animar, Soul of Elements": -1}}, "counters"),
        ({"battlefield": ["Animar, Soul of Elements"], "counters": {"Animar, Soul of Elements": True}}, "counters"),
        ({"battlefield": ["Cloud Key", "Cloud Key"], "chosen": {"Cloud Key": ["creature"]}}, "chosen"),
        ({"battlefield": ["Defense Grid"], "your_turn": "no"}, "your_turn"),
        ({"battlefield": ["Icefall Regent"], "targets": 5}, "targets"),
        ({"battlefield": ["Damping Sphere"]}, "spells_cast_this_turn"),
        ({"battlefield": ["Damping Sphere"], "spells_cast_this_turn": -2}, "spells_cast_this_turn"),
        ({"battlefield": ["Conduit of Ruin"]}, "first_creature_spell_this_turn"),
        ({"battlefield": ["Conduit of Ruin"], "first_creature_spell_this_turn": 1}, "first_creature_spell_this_turn"),
    ],
)
def test_bad_values_are_refused_naming_the_field(client, cards, extra, field):
    got = refused(client, {"card": "Grizzly Bears", **extra})
    assert got["field"] == field
    assert field in got["error"]


def test_the_calculator_takes_the_new_fields_without_javascript(client, cards):
    query = {
        "card": "Capsize",
        "battlefield": "Cloud Key\nDefense Grid\nAnimar, Soul of Elements",
        "chosen": "Cloud Key = instant",
        "counters": "Animar, Soul of Elements = 2",
        "your_turn": "false",
    }
    response = client.get("/predicates/total_cost", query)
    # {1}{U}{U} + {3} (Defense Grid, not the caster's turn) - {1} (Cloud Key); Animar reduces creature spells only.
    assertContains(response, '<code class="mana-cost">{3}{U}{U}</code>', html=True)
    html = response.content.decode()
    for name in (
        "chosen",
        "counters",
        "your_turn",
        "targets",
        "spells_cast_this_turn",
        "first_creature_spell_this_turn",
    ):
        assert find_all(html, name=name), name
    response = client.get(
        "/predicates/total_cost", {"card": "Capsize", "cast": "dream halls", "battlefield": "Dream Halls"}
    )
    assertContains(response, '<code class="mana-cost">{0}</code>', html=True)
    response = client.get(
        "/predicates/total_cost",
        {"card": "Grizzly Bears", "battlefield": "Animar, Soul of Elements", "counters": "Animar, Soul of Elements"},
    )
    assertContains(response, "name = its value", status_code=400)


# Cost-changing sentences of MTGJSON v3's cards that the fields above let the engine read; they were refused before.
NOW_READ = {
    "Cloud Key": "Spells you cast of the chosen type cost {1} less to cast.",
    "Urza's Incubator": "Creature spells of the chosen type cost {2} less to cast.",
    "Brago's Favor": "Spells with the chosen name you cast cost {1} less to cast.",
    "Semblance Anvil": "Spells you cast that share a card type with the exiled card cost {2} less to cast.",
    "Seal of the Guildpact": "Each spell you cast costs {1} less to cast for each of the chosen colors it is.",
    "Animar": "Creature spells you cast cost {1} less to cast for each +1/+1 counter on Animar.",
    "Mizzix": "Instant and sorcery spells you cast cost {1} less to cast for each experience counter you have.",
    "Defense Grid": "Each spell costs {3} more to cast except during its controller's turn.",
    "Spellwild Ouphe": "Spells that target Spellwild Ouphe cost {2} less to cast.",
    "Planar Gate": "Creature spells you cast cost up to {2} less to cast.",
    "Hum of the Radix": "Each artifact spell costs {1} more to cast for each artifact its controller controls.",
    "Conduit of Ruin": "The first creature spell you cast each turn costs {2} less to cast.",
    "Goreclaw": "Creature spells you cast with power 4 or greater cost {2} less to cast.",
    "Krosan Drover": "Creature spells you cast with converted mana cost 6 or greater cost {2} less to cast.",
    "Warden of Evos Isle": "Creature spells with flying you cast cost {1} less to cast.",
    "Damping Sphere": "Each spell a player casts costs {1} more to cast for each other spell that player has cast "
    "this turn.",
    "The Ur-Dragon": "Eminence — As long as The Ur-Dragon is in the command zone or on the battlefield, other Dragon "
    "spells you cast cost {1} less to cast.",
}
# Read since the second session of 2026-12-02 (targets with their controllers, anchor words, creature types shared,
# the words of the spell's text, an ability of a spell on the stack).
NOW_READ_TOO = {
    "Mistform Warchief": "Creature spells you cast that share a creature type with Mistform Warchief cost {1} less "
    "to cast.",
    "Kopala": "Spells your opponents cast that target a Merfolk you control cost {2} more to cast.",
    "Monastery Siege": "• Dragons — Spells your opponents cast that target you or a permanent you control cost {2} "
    "more to cast.",
    "Kindly Cognician": "Spells you cast that refer to artifacts or Contraptions in their rules text cost {1} less "
    "to cast.",
    "Kaervek's Torch": "As long as Kaervek's Torch is on the stack, spells that target it cost {2} more to cast.",
    "Catalyst Stone": "Flashback costs you pay cost up to {2} less.\nFlashback costs your opponents pay cost {2} more.",
    "Memory Crystal": "Buyback costs cost {2} less.",
    "Warbringer": "Dash costs you pay cost {2} less (as long as this creature is on the battlefield).",
}
STILL_REFUSED = {
    "Izzet Steam Maze": "Whenever you roll {CHAOS}, instant and sorcery spells you cast this turn cost {3} less to "
    "cast.",
}


@pytest.mark.parametrize("name", sorted({**NOW_READ, **NOW_READ_TOO}))
def test_conditional_sentences_are_read(name):
    text = {**NOW_READ, **NOW_READ_TOO}[name]
    mine, unread = cost_effects.effects_of(name, text, controller="you")
    theirs, _ = cost_effects.effects_of(name, text, controller="opponent")
    assert (mine or theirs) and not unread


@pytest.mark.parametrize("name", sorted(STILL_REFUSED))
def test_conditions_without_a_field_are_still_named_not_guessed(name):
    effects, unread = cost_effects.effects_of(name, STILL_REFUSED[name], controller="opponent")
    assert not effects and unread


# Triggered and activated abilities' one-turn effects: read only when the situation says they happened (triggered).
ONE_TURN = {
    "Hardened Berserker": "Whenever Hardened Berserker attacks, the next spell you cast this turn costs {1} less to "
    "cast.",
    "Saheeli, the Gifted": "+1: The next spell you cast this turn costs {1} less to cast for each artifact you control "
    "as you cast it.",
    "Will Kenrith": "−2: Target player draws two cards. Until your next turn, instant, sorcery, and planeswalker "
    "spells that player casts cost {2} less to cast.",
    "Izzet Steam Maze": STILL_REFUSED["Izzet Steam Maze"],
}


@pytest.mark.parametrize("name", sorted(ONE_TURN))
def test_one_turn_effects_are_read_only_when_triggered(name):
    assert cost_effects.effects_of(name, ONE_TURN[name], controller="you")[0] == []
    effects, unread = cost_effects.effects_of(name, ONE_TURN[name], controller="you", triggered=True)
    assert [e.kind for e in effects] == ["reduction"] and not unread
