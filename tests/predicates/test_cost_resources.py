"""What an alternative cost asks beside mana (escape's cards, web-slinging's tapped creature), Dream Chisel's
face-down reduction, a bare "Mayhem", and the modal cost keywords (spree, tiered) through the API and the
calculator (issue 25, the gaps left by the last session)."""

import json

import pytest
from pytest_django.asserts import assertContains

from predicates.engine.declared.cost_cards import CARDS, PERMANENTS
from predicates.engine.declared.later_cards import LATER_CARDS
from predicates.engine.errors import RuleError
from predicates.engine.spell_cost import evaluate
from tests import builders

URO = "Uro, Titan of Nature's Wrath"


def make(name, data):
    fields = {k: data[k] for k in ("mana_cost", "type_line", "oracle_text")}
    return builders.make_card(name, layout=data.get("layout", "normal"), faces=data.get("faces", []), **fields)


@pytest.fixture
def cards(db):
    for name in (URO, "Spider-Man, Web-Slinger", "Final Showdown", "Ice Magic", "Gemrazer", "Oscorp Industries"):
        make(name, LATER_CARDS[name])
    for name in ("Mystic of the Hidden Way", "Treasure Cruise"):
        make(name, CARDS[name])
    for name in ("Dream Chisel", "Trinisphere", "Sphere of Resistance"):
        make(name, PERMANENTS[name])


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


def test_escape_exiles_its_other_cards_and_refuses_too_few(client, cards):
    got = answer(client, {"card": URO, "cast": "escape", "graveyard_cards": 6})
    assert (got["total_cost"], got["escape_exiled"], got["zone"]) == ("{G}{G}{U}{U}", 5, "graveyard")
    assert any(s["rule"] == "702.138a" and "1 left" in s["text"] for s in got["steps"])
    error = refused(client, {"card": URO, "cast": "escape", "graveyard_cards": 4})
    assert (error["field"], error["rule"]["number"]) == ("graveyard_cards", "702.138a")
    assert "exiles 5 other cards" in error["error"]
    # Not given: assumed, and the step says how to check it.
    assumed = answer(client, {"card": URO, "cast": "escape"})
    assert any("give graveyard_cards" in s["text"] for s in assumed["steps"])


def test_escape_with_delve_leaves_the_rest_of_the_graveyard_to_delve():
    text = "Delve\nEscape—{3}{B}, Exile two other cards from your graveyard."
    got = evaluate(
        {"card": {"name": "Test", "mana_cost": "{4}{B}", "oracle_text": text}, "cast": "escape", "graveyard_cards": 4}
    )
    # {3}{B}: two cards exiled by escape, the two left pay {2} by delve.
    assert (got["escape_exiled"], got["cards_exiled"], got["remaining_cost"]) == (2, 2, "{1}{B}")


def test_web_slinging_needs_a_tapped_creature(client, cards):
    got = answer(client, {"card": "Spider-Man, Web-Slinger", "cast": "web-slinging", "tapped_creatures": 1})
    assert got["total_cost"] == "{W}"
    error = refused(client, {"card": "Spider-Man, Web-Slinger", "cast": "web-slinging", "tapped_creatures": 0})
    assert (error["field"], error["rule"]["number"]) == ("tapped_creatures", "702.188a")
    error = refused(client, {"card": "Spider-Man, Web-Slinger", "tapped_creatures": 1})
    assert error["rule"]["number"] == "702.188a"


def test_a_bare_mayhem_is_no_alternative_cost():
    # 702.187c: "Mayhem" without a cost lets the card be played from a graveyard; a spell with it pays its mana cost.
    card = {"name": "Test", "mana_cost": "{2}{R}", "type_line": "Sorcery", "oracle_text": "Mayhem\nDraw a card."}
    got = evaluate({"card": card, "cast": "mayhem"})
    assert (got["total_cost"], got["zone"]) == ("{2}{R}", "graveyard")
    assert "702.187c" in [s["rule"] for s in got["steps"]]
    with pytest.raises(RuleError) as refusal:
        evaluate({"card": {**card, "name": "Oscorp", "type_line": "Land", "mana_cost": ""}, "cast": "mayhem"})
    assert refusal.value.rule == "305.9" and "702.187c" in refusal.value.message


def test_oscorp_industries_is_played_not_cast(client, cards):
    error = refused(client, {"card": "Oscorp Industries", "cast": "mayhem"})
    assert error["rule"]["number"] == "305.9"


def test_dream_chisel_reduces_face_down_spells_only(client, cards):
    down = answer(client, {"card": "Mystic of the Hidden Way", "cast": "morph", "battlefield": ["Dream Chisel"]})
    assert down["total_cost"] == "{2}"
    up = answer(client, {"card": "Mystic of the Hidden Way", "battlefield": ["Dream Chisel"]})
    assert up["total_cost"] == "{4}{U}"
    # Trinisphere's ruling of 2004-12-01: with Dream Chisel reducing a face-down spell, still three mana.
    both = {"card": "Mystic of the Hidden Way", "cast": "morph", "battlefield": ["Dream Chisel", "Trinisphere"]}
    assert answer(client, both)["total_cost"] == "{3}"


def test_spree_and_tiered_modes(client, cards):
    assert answer(client, {"card": "Final Showdown", "modes": [1, 3]})["total_cost"] == "{4}{W}{W}{W}"
    error = refused(client, {"card": "Final Showdown"})
    assert (error["field"], error["rule"]["number"]) == ("modes", "702.172a")
    assert refused(client, {"card": "Final Showdown", "modes": [2, 2]})["rule"]["number"] == "700.2d"
    assert answer(client, {"card": "Ice Magic", "modes": [3]})["total_cost"] == "{6}{U}{U}"
    assert refused(client, {"card": "Ice Magic", "modes": [1, 3]})["rule"]["number"] == "702.183a"
    assert refused(client, {"card": "Ice Magic", "modes": [4]})["field"] == "modes[0]"
    assert refused(client, {"card": "Gemrazer", "modes": [1]})["rule"]["number"] == "702.172a"
    assert refused(client, {"card": "Final Showdown", "modes": "1"})["field"] == "modes"


def test_mutate_is_an_alternative_cost(client, cards):
    got = answer(client, {"card": "Gemrazer", "cast": "mutate"})
    assert (got["total_cost"], got["mana_value"]) == ("{1}{G}{G}", 4)


def test_the_calculator_asks_the_new_resources(client, cards):
    response = client.get("/predicates/total_cost", {"card": URO, "cast": "escape", "graveyard_cards": "7"})
    assertContains(response, "Other cards exiled (escape)")
    assertContains(response, '<code class="mana-cost">{G}{G}{U}{U}</code>', html=True)
    response = client.get("/predicates/total_cost", {"card": "Final Showdown", "modes": "1, 3"})
    assertContains(response, '<code class="mana-cost">{4}{W}{W}{W}</code>', html=True)
    response = client.get("/predicates/total_cost", {"card": "Final Showdown", "modes": "one"})
    assertContains(response, "modes&#x27; numbers", status_code=400)
    response = client.get(
        "/predicates/total_cost", {"card": "Spider-Man, Web-Slinger", "cast": "web-slinging", "tapped_creatures": "0"}
    )
    assertContains(response, "702.188a", status_code=400)


@pytest.mark.parametrize(
    "name, data, message",
    [
        ("Final Showdown", LATER_CARDS["Final Showdown"], "choose one or more of its modes"),
        ("Ancestral Vision", CARDS["Ancestral Vision"], "has no mana cost"),
    ],
)
def test_the_card_pages_link_never_lands_on_an_error(client, db, name, data, message):
    """Every card page (but a land's) links its calculator: a card whose cost needs a choice first (a spree spell's
    modes, a split card's half, a card without a mana cost) opens the form saying what to choose, not a 400."""
    card = make(name, data)
    html = client.get(card.get_absolute_url()).content.decode()
    link = f"/predicates/total_cost?card={card.slug}#calculator"
    assert link in html
    response = client.get("/predicates/total_cost", {"card": card.slug})
    assertContains(response, message, status_code=200)
    assertContains(response, "needs a choice first")
    # The same choice refused once the visitor has chosen something stays a 400.
    response = client.get("/predicates/total_cost", {"card": card.slug, "kicked": "1"})
    assert response.status_code == 400


def test_a_card_cast_converted_has_its_back_faces_characteristics(client, db):
    """712.8c: Arcee cast converted is an artifact Vehicle spell (Heartless Summoning doesn't apply), mana value 3."""
    make("Arcee, Sharpshooter", LATER_CARDS["Arcee, Sharpshooter"])
    make("Heartless Summoning", PERMANENTS["Heartless Summoning"])
    make("Sphere of Resistance", PERMANENTS["Sphere of Resistance"])
    out = ["Heartless Summoning", "Sphere of Resistance"]
    got = answer(client, {"card": "Arcee, Sharpshooter", "cast": "More Than Meets the Eye", "battlefield": out})
    assert (got["total_cost"], got["mana_value"]) == ("{1}{R}{W}", 3)  # {R}{W} + {1}: no creature spell
    assert "712.8c" in [s["rule"] for s in got["steps"]]
    face_up = answer(client, {"card": "Arcee, Sharpshooter", "battlefield": out})
    assert face_up["total_cost"] == "{R}{W}"  # {1}{R}{W} + {1} - {2}


def test_an_alternative_cost_printed_on_the_card(client, db):
    """Force of Will's "You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana
    cost": cast "alternative cost"; its ruling of 2016-06-08: an increase is still paid."""
    for name in ("Force of Will", "Mindbreak Trap", "Lightning Bolt"):
        make(name, CARDS[name])
    for name in ("Thalia, Guardian of Thraben", "Trinisphere"):
        make(name, PERMANENTS[name])
    body = {"card": "Force of Will", "cast": "alternative cost", "battlefield": ["Thalia, Guardian of Thraben"]}
    got = answer(client, body)
    assert (got["total_cost"], got["mana_value"]) == ("{1}", 5)
    assert any("exile a blue card" in s["text"] for s in got["steps"])
    trap = answer(client, {"card": "Mindbreak Trap", "cast": "alternative cost", "battlefield": ["Trinisphere"]})
    assert trap["total_cost"] == "{3}"
    assert any("assumed met" in s["text"] for s in trap["steps"])
    assert refused(client, {"card": "Lightning Bolt", "cast": "alternative cost"})["rule"]["number"] == "118.9a"
    response = client.get("/predicates/total_cost", {"card": "Force of Will", "cast": "alternative cost"})
    assertContains(response, '<code class="mana-cost">{0}</code>', html=True)


def test_a_shoals_x_is_defined_by_its_text():
    """107.3b makes X 0 only when the spell's text doesn't define it: Disrupting Shoal's alternative cost does."""
    text = "You may exile a blue card with converted mana cost X from your hand rather than pay this spell's mana cost."
    card = {"name": "Disrupting Shoal", "mana_cost": "{X}{U}{U}", "type_line": "Instant", "oracle_text": text}
    got = evaluate({"card": card, "cast": "alternative cost", "x": 3})
    assert (got["total_cost"], got["mana_value"], got["x"]) == ("{0}", 5, 3)


def test_a_spells_own_cost_text_with_its_count(client, db):
    """Blasphemous Act's ruling of 2011-09-22: three creatures on the battlefield, {5}{R}; never below {R}."""
    for name in ("Blasphemous Act", "Academy Journeymage", "Lightning Bolt"):
        make(name, CARDS[name])
    got = answer(client, {"card": "Blasphemous Act", "own_cost_count": 3})
    assert (got["total_cost"], got["mana_value"]) == ("{5}{R}", 9)
    assert answer(client, {"card": "Blasphemous Act", "own_cost_count": 40})["total_cost"] == "{R}"
    assert answer(client, {"card": "Academy Journeymage", "own_cost_condition": True})["total_cost"] == "{3}{U}"
    not_given = answer(client, {"card": "Blasphemous Act"})
    assert not_given["total_cost"] == "{8}{R}"
    assert any("give own_cost_count" in s["text"] for s in not_given["steps"])
    error = refused(client, {"card": "Lightning Bolt", "own_cost_count": 1})
    assert (error["field"], error["rule"]["number"]) == ("own_cost_count", "601.2f")
    response = client.get("/predicates/total_cost", {"card": "Blasphemous Act", "own_cost_count": "3"})
    assertContains(response, '<code class="mana-cost">{5}{R}</code>', html=True)
    response = client.get("/predicates/total_cost", {"card": "Academy Journeymage", "own_cost_condition": "true"})
    assertContains(response, '<code class="mana-cost">{3}{U}</code>', html=True)
