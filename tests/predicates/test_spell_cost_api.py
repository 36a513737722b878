"""POST /api/predicates/total_cost with a card by name, and the calculator page for any card (issue 25).

The cards are rows of the database made with the test builders, from the MTGJSON texts the cases use.
"""

import json

import pytest
from pytest_django.asserts import assertContains

from ingest.importers.records import off_stack
from predicates.engine.declared.cost_cards import CARDS, PERMANENTS
from tests import builders
from tests.markup import find_all

pytestmark = pytest.mark.django_db


def make(name, data):
    """The card's row as the importer writes it (a split card's mana cost is both halves', since cards 0004)."""
    fields = {k: data[k] for k in ("mana_cost", "type_line", "oracle_text")}
    fields = off_stack({**fields, "layout": data.get("layout", "normal"), "faces": data.get("faces", [])})
    fields.pop("mana_value", None)
    return builders.make_card(name, **fields)


@pytest.fixture
def cards(db):
    for name in (
        "Gatekeeper of Malakir",
        "Think Twice",
        "Stoke the Flames",
        "Treasure Cruise",
        "Elder Deep-Fiend",
        "Turn // Burn",
        "Lightning Bolt",
        "Comet Storm",
        "Thornscape Battlemage",
        "Glacial Ray",
        "Lava Spike",
        "Tymna the Weaver",
        "Patron of the Orochi",
        "Ancestral Vision",
    ):
        make(name, CARDS[name])
    make("Mishra's Workshop", {"mana_cost": "", "type_line": "Artifact Land", "oracle_text": "{T}: Add {C}{C}{C}."})
    for name, data in PERMANENTS.items():
        make(name, data)
    make(
        "Fire // Ice",
        {
            "mana_cost": "{1}{R}",
            "type_line": "Instant",
            "oracle_text": "Fire deals 2 damage divided as you choose among one or two targets.",
            "layout": "split",
            "faces": [{"name": "Ice", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "Tap target."}],
        },
    )


def post(client, body):
    return client.post("/api/predicates/total_cost", json.dumps(body), content_type="application/json")


def answer(client, body):
    response = post(client, body)
    assert response.status_code == 200, response.content
    return response.json()


def refused(client, body):
    response = post(client, body)
    assert response.status_code == 400, response.content
    return response.json()


def test_kicker_with_thalia_by_name(client, cards):
    got = answer(client, {"card": "gatekeeper of malakir", "kicked": 1, "battlefield": ["Thalia, Guardian of Thraben"]})
    assert (got["total_cost"], got["remaining_cost"], got["mana_value"]) == ("{B}{B}{B}", "{B}{B}{B}", 2)
    assert "702.33a" in [step["rule"] for step in got["steps"]]
    assert "doesn't apply" in " ".join(step["text"] for step in got["steps"])


def test_flashback_with_a_reduction_and_sphere(client, cards):
    got = answer(
        client,
        {"card": "Think Twice", "cast": "flashback", "battlefield": ["Goblin Electromancer", "Sphere of Resistance"]},
    )
    assert (got["total_cost"], got["mana_value"], got["cast"]) == ("{2}{U}", 2, "flashback")


def test_every_step_cites_a_rule_in_order(client, cards):
    got = answer(
        client,
        {"card": "Stoke the Flames", "untapped_creatures": ["R", "G", ""], "battlefield": ["Sphere of Resistance"]},
    )
    rules = [step["rule"] for step in got["steps"]]
    assert all(rules)
    # Increases, then the total locked in, then convoke, then the mana value.
    assert rules.index("601.2f") < rules.index("702.51b") < rules.index("702.51a") < len(rules) - 1
    assert (got["total_cost"], got["remaining_cost"], got["creatures_tapped"]) == ("{3}{R}{R}", "{1}{R}", 3)


@pytest.mark.parametrize(
    "body, rule, field",
    [
        ({"card": "Think Twice", "cast": ["flashback", "without paying its mana cost"]}, "118.9a", "cast"),
        ({"card": "Think Twice", "cast": "flashback", "alternative_cost": "{0}"}, "118.9a", "alternative_cost"),
        ({"card": "Lightning Bolt", "cast": "flashback"}, "702.34a", "cast"),
        ({"card": "Stoke the Flames", "untapped_creatures": ["C"]}, "702.51a", "untapped_creatures[0]"),
        ({"card": "Lightning Bolt", "untapped_creatures": ["R"]}, "702.51a", "untapped_creatures"),
        ({"card": "Gatekeeper of Malakir", "kicked": 2}, "702.33d", "kicked"),
        ({"card": "Lightning Bolt", "additional": ["flashback"]}, "118.9a", "additional"),
        ({"card": "Fire // Ice"}, "709.3a", "card"),
        ({"card": "Glacial Ray", "spliced": ["Glacial Ray"]}, "702.47a", "spliced[0]"),
        ({"card": "Comet Storm", "cast": "without paying its mana cost", "x": 2}, "107.3b", "x"),
        ({"card": "Ancestral Vision"}, "202.1b", "cast"),
        ({"card": "Mishra's Workshop"}, "305.9", "card"),
    ],
)
def test_forbidden_choices_name_their_rule(client, cards, body, rule, field):
    error = refused(client, body)
    assert error["rule"]["number"] == rule
    assert error["field"] == field


def test_unknown_cards_are_refused_with_the_field(client, cards):
    assert refused(client, {"card": "No Such Card"})["field"] == "card"
    assert refused(client, {"card": "Lightning Bolt", "battlefield": ["Nope"]})["field"] == "battlefield[0]"
    assert refused(client, {"card": 12})["field"] == "card"
    assert refused(client, {"card": "Lightning Bolt", "battlefield": "Grizzly"})["field"] == "battlefield[0]"


def test_a_legendary_card_by_its_short_name(client, cards):
    # Judges say "Thalia": one card so called answers as its whole name does; two are refused, both named.
    whole = answer(client, {"card": "Lightning Bolt", "battlefield": ["Thalia, Guardian of Thraben"]})
    short = answer(client, {"card": "Lightning Bolt", "battlefield": ["thalia"]})
    assert short["total_cost"] == whole["total_cost"] == "{1}{R}"
    builders.make_card("Thalia, Heretic Cathar", mana_cost="{2}{W}", type_line="Legendary Creature", oracle_text="")
    got = refused(client, {"card": "Lightning Bolt", "battlefield": ["Thalia"]})
    assert got["field"] == "battlefield[0]"
    assert "Thalia, Guardian of Thraben, Thalia, Heretic Cathar" in got["error"]


def test_split_halves_and_fuse(client, cards):
    burn = answer(client, {"card": "Burn"})
    assert (burn["total_cost"], burn["mana_value"]) == ("{1}{R}", 2)
    fused = answer(client, {"card": "Turn // Burn"})
    assert (fused["total_cost"], fused["mana_value"]) == ("{3}{U}{R}", 5)
    assert answer(client, {"card": "Fire"})["total_cost"] == "{1}{R}"


def test_helpers_and_reductions(client, cards):
    assert answer(client, {"card": "Treasure Cruise", "graveyard_cards": 10})["remaining_cost"] == "{U}"
    fiend = answer(client, {"card": "Elder Deep-Fiend", "cast": "emerge", "sacrificed_mana_value": 3})
    assert (fiend["total_cost"], fiend["mana_value"]) == ("{2}{U}{U}", 8)
    tax = answer(client, {"card": "Tymna the Weaver", "commander_casts": 2})
    assert tax["total_cost"] == "{5}{W}{B}"
    patron = answer(
        client, {"card": "Patron of the Orochi", "additional": ["offering"], "sacrificed_mana_cost": "{1}{G}"}
    )
    assert patron["total_cost"] == "{5}{G}"
    assert answer(client, {"card": "Lightning Bolt", "battlefield": ["Trinisphere"]})["total_cost"] == "{2}{R}"
    opponent = answer(client, {"card": "Lightning Bolt", "battlefield": ["opponent's Grand Arbiter Augustin IV"]})
    assert opponent["total_cost"] == "{1}{R}"
    mine = answer(client, {"card": "Lightning Bolt", "battlefield": ["Grand Arbiter Augustin IV"]})
    assert mine["total_cost"] == "{R}"


def test_todays_fields_still_answer_without_a_card(client, cards):
    got = answer(client, {"mana_cost": "{1}{W}", "increases": ["{1}"], "reductions": ["{2}"]})
    assert (got["total_cost"], got["remaining_cost"]) == ("{W}", "{W}")


def test_the_calculator_for_any_card(client, cards):
    response = client.get(
        "/predicates/total_cost",
        {
            "card": "Gatekeeper of Malakir",
            "kicked": "1",
            "battlefield": "Thalia, Guardian of Thraben\nSphere of Resistance",
        },
    )
    assertContains(response, '<code class="mana-cost">{1}{B}{B}{B}</code>', html=True)
    html = response.content.decode()
    assert find_all(html, class_="answer")
    assert "702.33a" in html
    assert find_all(html, "a", href="/cards/gatekeeper-of-malakir")


def test_kickers_says_which_of_two_kicker_costs_was_paid(client, cards):
    # Thornscape Battlemage: Kicker {R} and/or {W}. kicked counts payments, taking them in printed order; kickers
    # names them ("You can pay any particular kicker cost only once", its ruling of 2017-03-14).
    got = answer(client, {"card": "Thornscape Battlemage", "kickers": ["{W}"]})
    assert (got["total_cost"], got["mana_value"]) == ("{2}{G}{W}", 3)
    assert answer(client, {"card": "Thornscape Battlemage", "kickers": ["{W}", "{R}"]})["total_cost"] == "{2}{G}{R}{W}"
    # The count alone answers as before, and says how to name the other cost.
    got = answer(client, {"card": "Thornscape Battlemage", "kicked": 1})
    assert got["total_cost"] == "{2}{G}{R}"
    assert any(step["rule"] == "702.33d" and "kickers" in step["text"] for step in got["steps"])
    assert answer(client, {"card": "Gatekeeper of Malakir", "kicked": 1})["total_cost"] == "{B}{B}{B}"


@pytest.mark.parametrize(
    "body, rule, field",
    [
        ({"card": "Thornscape Battlemage", "kickers": ["{W}", "{W}"]}, "702.33d", "kickers[1]"),
        ({"card": "Thornscape Battlemage", "kickers": ["{1}{B}"]}, "702.33d", "kickers[0]"),
        ({"card": "Thornscape Battlemage", "kickers": ["{R}"], "kicked": 2}, "702.33d", "kickers"),
        ({"card": "Thornscape Battlemage", "kickers": 1}, "702.33d", "kickers"),
        ({"card": "Comet Storm", "x": 1, "kickers": ["{1}"]}, "702.33c", "kickers"),
        ({"card": "Lightning Bolt", "kickers": ["{R}"]}, "702.33a", "kickers"),
    ],
)
def test_kickers_the_rules_forbid(client, cards, body, rule, field):
    error = refused(client, body)
    assert (error["rule"]["number"], error["field"]) == (rule, field)


def test_the_calculator_takes_the_kicker_costs_paid(client, cards):
    response = client.get("/predicates/total_cost", {"card": "Thornscape Battlemage", "kickers": "{W}"})
    assertContains(response, '<code class="mana-cost">{2}{G}{W}</code>', html=True)


def test_as_foretolds_once_each_turn(client, cards):
    body = {"card": "Lightning Bolt", "cast": "As Foretold", "battlefield": ["As Foretold"]}
    body["counters"] = {"As Foretold": 1}
    assert answer(client, body)["total_cost"] == "{0}"
    error = refused(client, {**body, "used_this_turn": ["As Foretold"]})
    assert (error["rule"]["number"], error["field"]) == ("118.9", "used_this_turn")
    # "If you control multiple As Foretolds, you may cast one spell for each of them paying {0}" (its ruling).
    two = {**body, "battlefield": ["As Foretold"] * 2, "counters": {"As Foretold": [1, 1]}}
    assert answer(client, {**two, "used_this_turn": ["As Foretold"]})["total_cost"] == "{0}"
    assert refused(client, {**two, "used_this_turn": ["As Foretold"] * 2})["field"] == "used_this_turn"


def test_the_calculator_refuses_a_forbidden_choice_with_400(client, cards):
    response = client.get("/predicates/total_cost", {"card": "Lightning Bolt", "cast": "flashback"})
    assertContains(response, "has no flashback", status_code=400)
    assert not find_all(response.content.decode(), class_="answer")


def test_the_card_page_links_its_calculator(client, cards):
    html = client.get("/cards/gatekeeper-of-malakir").content.decode()
    link = find_all(html, "a", href="/predicates/total_cost?card=gatekeeper-of-malakir#calculator")
    assert link
    response = client.get("/predicates/total_cost", {"card": "gatekeeper-of-malakir"})
    assertContains(response, '<code class="mana-cost">{B}{B}</code>', html=True)


def test_keywords_as_people_spell_them_and_splice_in_additional(client, cards):
    assert answer(client, {"card": "Think Twice", "cast": "Flash Back"})["total_cost"] == "{2}{U}"
    spliced = answer(client, {"card": "Lava Spike", "additional": ["splice Glacial Ray"]})
    assert spliced["total_cost"] == "{1}{R}{R}"
    assert answer(client, {"card": "Lava Spike", "spliced": ["Glacial Ray"]})["total_cost"] == "{1}{R}{R}"
    assert (
        refused(client, {"card": "Lava Spike", "additional": ["splice Glacial Ray", "splice Glacial Ray"]})["rule"][
            "number"
        ]
        == "702.47b"
    )


def test_cast_fuse_names_both_halves(client, cards):
    fused = answer(client, {"card": "Burn", "cast": "fuse"})
    assert (fused["total_cost"], fused["mana_value"]) == ("{3}{U}{R}", 5)
    assert refused(client, {"card": "Fire", "cast": "fuse"})["rule"]["number"] == "709.3a"
    assert refused(client, {"card": "Lightning Bolt", "cast": "fuse"})["rule"]["number"] == "702.102a"


def test_the_calculator_says_what_helped_pay(client, cards):
    response = client.get(
        "/predicates/total_cost", {"card": "Stoke the Flames", "untapped_creatures": "R, colorless, G"}
    )
    html = response.content.decode()
    assert "Creatures tapped (convoke)" in html
    assert "Artifacts tapped" not in html
    # {2}{R}{R}: the red creature pays {R}, the colourless and the green one {2}.
    assertContains(response, '<code class="mana-cost">{R}</code>', html=True)


def test_a_spells_own_cost_text_is_named_not_guessed():
    from predicates.engine.spell_cost import evaluate

    text = "This spell costs {1} less to cast for each creature card in your graveyard."
    got = evaluate({"card": {"name": "Ghoultree", "mana_cost": "{7}{G}", "oracle_text": text}})
    assert got["total_cost"] == "{7}{G}"
    assert any("own text" in step["text"] and "not applied" in step["text"] for step in got["steps"])


@pytest.fixture
def later_cards(db):
    from predicates.engine.declared.later_cards import LATER_CARDS

    for name in ("Alms of the Vein", "Mystic of the Hidden Way", "Akroma, Angel of Fury", "Kheru Spellsnatcher"):
        make(name, CARDS[name])
    for name in (
        "Winternight Stories",
        "Phyrexian Fleshgorger",
        "Sandman's Quicksand",
        "Overpowering Attack",
        "Saw It Coming",
    ):
        make(name, LATER_CARDS[name])
    make("Heartless Summoning", PERMANENTS["Heartless Summoning"])
    make("Sphere of Resistance", PERMANENTS["Sphere of Resistance"])


def test_a_card_cast_face_down_costs_3_and_its_morph_cost_is_apart(client, later_cards):
    got = answer(client, {"card": "Mystic of the Hidden Way", "cast": "morph", "battlefield": ["Heartless Summoning"]})
    assert (got["total_cost"], got["mana_value"], got["face_up_cost"]) == ("{1}", 0, "{2}{U}")
    rules = [step["rule"] for step in got["steps"]]
    assert "702.37a" in rules and "708.4" in rules and "702.37e" in rules
    commander = answer(client, {"card": "Akroma, Angel of Fury", "cast": "megamorph", "commander_casts": 2})
    assert (commander["total_cost"], commander["zone"]) == ("{7}", "command zone")


def test_a_prototyped_spell_has_the_prototype_cost_and_mana_value(client, later_cards):
    got = answer(client, {"card": "Phyrexian Fleshgorger", "prototyped": True, "cast": "without paying its mana cost"})
    assert (got["total_cost"], got["mana_value"]) == ("{0}", 3)


def test_harmonize_from_the_graveyard_tapping_a_creature(client, later_cards):
    got = answer(client, {"card": "Winternight Stories", "cast": "harmonize", "tapped_creature_power": 3})
    assert (got["total_cost"], got["zone"]) == ("{1}{U}", "graveyard")


@pytest.mark.parametrize(
    "body, rule, field",
    [
        ({"card": "Alms of the Vein", "cast": "madness", "zone": "graveyard"}, "702.35a", "zone"),
        ({"card": "Alms of the Vein", "cast": "madness", "discarded": False}, "702.35a", "discarded"),
        ({"card": "Sandman's Quicksand", "cast": "mayhem", "zone": "hand"}, "702.187b", "zone"),
        ({"card": "Overpowering Attack", "cast": "freerunning", "combat_damage_dealt": False}, "702.173a", None),
        ({"card": "Kheru Spellsnatcher", "cast": ["without paying its mana cost", "morph"]}, "118.9a", "cast"),
        ({"card": "Winternight Stories", "tapped_creature_power": 2}, "702.180a", "tapped_creature_power"),
        ({"card": "Alms of the Vein", "zone": "the moon"}, "601.2a", "zone"),
        ({"card": "Saw It Coming", "cast": "foretell", "foretold_this_turn": True}, "702.143a", None),
        ({"card": "Alms of the Vein", "cast": "madness", "discarded": "yes"}, None, "discarded"),
    ],
)
def test_zones_and_conditions_refused_name_their_rule(client, later_cards, body, rule, field):
    error = refused(client, body)
    assert (error["rule"] or {}).get("number") == rule
    assert error["field"] == (field or next(iter(set(body) - {"card", "cast"})))


def test_the_calculator_asks_zone_and_conditions(client, later_cards):
    response = client.get(
        "/predicates/total_cost",
        {"card": "Alms of the Vein", "cast": "madness", "zone": "graveyard"},
    )
    assert response.status_code == 400
    assertContains(response, "702.35a", status_code=400)
    response = client.get(
        "/predicates/total_cost",
        {"card": "Sandman's Quicksand", "cast": "mayhem", "discarded": "true", "zone": "graveyard"},
    )
    assertContains(response, "{3}{B}")


def test_targets_are_read_as_cards_with_their_controllers(client, cards):
    """Kopala taxes an opponent's spell at a Merfolk Kopala's controller controls: the API reads the target's type
    from the card named (Silvergill Adept isn't in battlefield), and its controller from the prefix."""
    make("Silvergill Adept", CARDS["Silvergill Adept"])
    make("Ghostly Flicker", CARDS["Ghostly Flicker"])

    def total(body):
        response = client.post("/api/predicates/total_cost", json.dumps(body), content_type="application/json")
        assert response.status_code == 200, response.json()
        return response.json()["total_cost"]

    kopala = ["opponent's Kopala, Warden of Waves"]
    assert total({"card": "Lightning Bolt", "battlefield": kopala, "targets": ["opponent's Silvergill Adept"]}) == (
        "{2}{R}"
    )
    assert total({"card": "Lightning Bolt", "battlefield": kopala, "targets": ["my Silvergill Adept"]}) == "{R}"
    assert (
        total(
            {
                "card": "Lightning Bolt",
                "battlefield": ["my Kopala, Warden of Waves"],
                "targets": ["Kopala, Warden of Waves"],
            }
        )
        == "{R}"
    )
    # Ghostly Flicker targets only what its caster controls: no Merfolk of Kopala's controller.
    flicker = {"card": "Ghostly Flicker", "battlefield": ["Kopala, Warden of Waves"]}
    assert total({**flicker, "targets": ["Kopala, Warden of Waves", "Silvergill Adept"]}) == "{2}{U}"
    siege = {"battlefield": ["opponent's Monastery Siege"], "chosen": {"Monastery Siege": "Dragons"}}
    assert total({"card": "Lightning Bolt", **siege, "targets": ["opponent"]}) == "{2}{R}"


@pytest.mark.parametrize("battlefield", [None, ["Thalia, Guardian of Thraben"]])
@pytest.mark.parametrize("permanent", ["Rooftop Storm", "As Foretold", "Kentaro, the Smiling Cat", "Dream Halls"])
def test_a_permanents_alternative_cost_asks_for_it_in_battlefield(client, cards, permanent, battlefield):
    """Cast with a card's alternative cost while that card isn't in battlefield: the 400 says to add it (118.9),
    not that the way to cast is unknown (601.2b)."""
    body = {"card": "Lightning Bolt", "cast": permanent, **({"battlefield": battlefield} if battlefield else {})}
    error = refused(client, body)
    assert (error["rule"]["number"], error["field"]) == ("118.9", "cast")
    assert "add it to battlefield" in error["error"]


def test_kentaro_and_as_foretold_by_name(client, cards):
    make("Samurai of the Pale Curtain", CARDS["Samurai of the Pale Curtain"])
    kentaro = ["Kentaro, the Smiling Cat"]
    got = answer(client, {"card": "Samurai of the Pale Curtain", "cast": kentaro[0], "battlefield": kentaro})
    assert (got["total_cost"], got["mana_value"]) == ("{2}", 2)
    body = {"card": "Lightning Bolt", "cast": "As Foretold", "battlefield": ["As Foretold"]}
    assert answer(client, {**body, "counters": {"As Foretold": 1}})["total_cost"] == "{0}"
    assert refused(client, {**body, "counters": {"As Foretold": 0}})["rule"]["number"] == "118.9"
