"""A back face's colours are its colour indicator's (202.2e, 204), from the card data to the cost engine.

MTGJSON v3 gives each face's colours; a face without a mana cost has them from its colour indicator (Avacyn, the
Purifier is red though Archangel Avacyn's mana cost is white). The importer keeps them as the face's
`color_indicator`, the card API's data hands them to the engine, and a card cast transformed (disturb, More Than
Meets the Eye: 712.8c) has its back face's colours.
"""

import json

import pytest

from cards.models import Card
from ingest.importers.mtgjson import import_mtgjson_paths
from predicates import card_costs
from predicates.engine.declared.later_cards import LATER_CARDS
from tests import builders

pytestmark = pytest.mark.django_db

# The two entries of MTGJSON v3's SOI.json for the card (foreign names and rulings left out).
AVACYN = [
    {
        "name": "Archangel Avacyn",
        "names": ["Archangel Avacyn", "Avacyn, the Purifier"],
        "layout": "double-faced",
        "manaCost": "{3}{W}{W}",
        "cmc": 5,
        "colors": ["White"],
        "type": "Legendary Creature — Angel",
        "text": "Flash\nFlying, vigilance\nWhen Archangel Avacyn enters the battlefield, creatures you control gain "
        "indestructible until end of turn.\nWhen a non-Angel creature you control dies, transform Archangel Avacyn "
        "at the beginning of the next upkeep.",
        "number": "5a",
        "multiverseid": 409741,
        "power": "4",
        "toughness": "4",
    },
    {
        "name": "Avacyn, the Purifier",
        "names": ["Archangel Avacyn", "Avacyn, the Purifier"],
        "layout": "double-faced",
        "cmc": 5,
        "colors": ["Red"],
        "type": "Legendary Creature — Angel",
        "text": "Flying\nWhen this creature transforms into Avacyn, the Purifier, it deals 3 damage to each other "
        "creature and each opponent.",
        "number": "5b",
        "multiverseid": 409742,
        "power": "6",
        "toughness": "5",
    },
]


def test_a_back_face_keeps_its_colour_indicator_from_mtgjson_v3(tmp_path):
    # The sample holds the card from a newer source (a trimmed MTGJSON v5 without colorIndicator), which would win.
    Card.objects.filter(name="Archangel Avacyn // Avacyn, the Purifier").delete()
    path = tmp_path / "SOI.json"
    set_file = {"name": "Shadows over Innistrad", "code": "SOI", "releaseDate": "2016-04-08", "type": "expansion"}
    path.write_text(json.dumps({**set_file, "cards": AVACYN}), encoding="utf-8")
    assert import_mtgjson_paths([path]).failed == []

    data = card_costs.find("Archangel Avacyn", "card")
    back = data["faces"][0]
    assert back["name"] == "Avacyn, the Purifier"
    assert back["colors"] == ["R"]  # red, though the front's mana cost is white


def post(client, body):
    response = client.post("/api/predicates/total_cost", json.dumps(body), content_type="application/json")
    assert response.status_code == 200, response.content
    return response.json()


def lunarch_veteran(color_indicator):
    data = LATER_CARDS["Lunarch Veteran"]
    face = {k: v for k, v in data["faces"][0].items() if k != "colors"}
    if color_indicator is not None:
        face["color_indicator"] = color_indicator
    fields = {k: data[k] for k in ("mana_cost", "type_line", "oracle_text", "layout")}
    builders.make_card("Lunarch Veteran", faces=[face], **fields)
    builders.make_card(
        "Grand Arbiter Augustin IV",
        mana_cost="{2}{W}{U}",
        type_line="Legendary Creature — Human Advisor",
        oracle_text="White spells you cast cost {1} less to cast.\nBlue spells you cast cost {1} less to cast.\n"
        "Spells your opponents cast cost {1} more to cast.",
    )


def test_a_card_cast_transformed_has_its_back_faces_colour_indicator(client):
    lunarch_veteran(["W"])
    got = post(client, {"card": "Lunarch Veteran", "cast": "disturb", "battlefield": ["Grand Arbiter Augustin IV"]})
    steps = " ".join(step["text"] for step in got["steps"])
    assert "colour indicator isn't in the card data" not in steps
    assert (got["total_cost"], got["mana_value"]) == ("{W}", 1)  # Luminous Phantom is white: {1}{W} - {1}


def test_a_card_imported_before_the_indicator_was_kept_says_so(client):
    lunarch_veteran(None)
    got = post(client, {"card": "Lunarch Veteran", "cast": "disturb"})
    assert "colour indicator isn't in the card data" in " ".join(step["text"] for step in got["steps"])


def test_each_source_says_its_colour_indicator_its_own_way():
    from ingest.importers.records import face_color_indicator, indicator_colors

    assert face_color_indicator({"colors": ["Red"]}, v5=False) == ["R"]  # v3: a face without a mana cost
    assert face_color_indicator({"manaCost": "{3}{W}{W}", "colors": ["White"]}, v5=False) == []
    assert face_color_indicator({"colors": None}, v5=False) == []  # Extricator of Flesh: colourless
    assert face_color_indicator({"colorIndicator": ["R"], "colors": ["R"]}, v5=True) == ["R"]
    assert face_color_indicator({"colors": ["R"]}, v5=True) is None  # v5 writes the field only when there is one
    assert indicator_colors(["U", "Purple", 3, "Green"]) == ["U", "G"]  # Scryfall's letters, v3's names
