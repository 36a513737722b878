"""GET /api/cards/<name> over the sample imported for real."""

import pytest

from cards.models import Card
from rulings.models import CardRuling
from tests.builders import make_ruling

pytestmark = pytest.mark.django_db


def test_card_payload_fields(client):
    response = client.get("/api/cards/Reverse Engineer")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/json")
    data = response.json()
    assert data["name"] == "Reverse Engineer"
    assert data["slug"] == "reverse-engineer"
    assert (data["mana_cost"], data["mana_value"], data["type_line"], data["layout"]) == (
        "{3}{U}{U}",
        5,
        "Sorcery",
        "normal",
    )
    assert data["oracle_text"].startswith("Improvise (Your artifacts can help cast this spell.")
    assert data["sets"] == [{"code": "AER", "name": "Aether Revolt"}, {"code": "C18", "name": "Commander 2018"}]
    assert data["names"]["en"] == "Reverse Engineer"
    assert data["names"]["fr"] == "Rétro-ingénieur"
    assert data["names"]["de"] == "Nachkonstruieren"
    assert data["texts"]["en"] == data["oracle_text"]


def test_rulings_in_card_order_with_translations(client):
    data = client.get("/api/cards/reverse-engineer").json()
    stored = list(
        CardRuling.objects.filter(card__name="Reverse Engineer").order_by("position").select_related("ruling")
    )
    assert [r["id"] for r in data["rulings"]] == [cr.ruling.uid for cr in stored]
    assert [r["position"] for r in data["rulings"]] == list(range(1, len(stored) + 1))
    first = data["rulings"][0]
    assert (first["date"], first["source"]) == ("2018-07-13", "wotc")
    assert first["text"] == "Improvise doesn't change a spell's mana cost or converted mana cost."
    assert first["translations"] == [
        {
            "language": "fr",
            "text": "L'improvisation ne change pas le coût de mana ou le coût converti de mana du sort.",
            "origin": "official",
            "status": "approved",
            "flags": [],
            "authoritative": False,
        }
    ]
    # Improvise was 702.125 in the CR in force on the ruling's date (2018-07-13); it is 702.126 today.
    assert first["rules"][0] == {
        "number": "702.125",
        "now": "702.126",
        "via": "keyword",
        "cr": "2018-07-13",
        "keyword": "improvise",
    }
    assert isinstance(first["predicates"], list)
    assert data["rulings"][7]["translations"] == []  # the page's X ruling is Whir of Invention's, not this one


@pytest.mark.parametrize(
    "name",
    [
        "reverse engineer",
        "REVERSE ENGINEER",
        "reverse-engineer",
        "Rétro-ingénieur",
        "RÉTRO-INGÉNIEUR",
        "  Reverse   Engineer ",
    ],
)
def test_name_case_slug_and_printed_name(client, name):
    assert client.get(f"/api/cards/{name}").json()["name"] == "Reverse Engineer"


def test_split_card_by_full_name_or_face(client):
    for name in ("Dusk // Dawn", "Dawn", "dusk-dawn", "Dusk // Dawn/"):
        data = client.get(f"/api/cards/{name}").json()
        assert data["name"] == "Dusk // Dawn"
        assert data["faces"][0]["name"] == "Dawn"


def test_unknown_card_is_a_json_404_with_suggestions(client):
    response = client.get("/api/cards/Reverse Enginer")
    assert response.status_code == 404
    data = response.json()
    assert "Reverse Enginer" in data["error"]
    assert data["suggestions"][0] == "Reverse Engineer"
    response = client.get("/api/cards/zzzzzzzzzz")
    assert response.status_code == 404
    assert response.json()["suggestions"] == []


def test_post_is_refused_as_json(client):
    response = client.post("/api/cards/Reverse Engineer")
    assert response.status_code == 405
    assert "error" in response.json()


def test_card_created_from_a_page_is_served(client):
    data = client.get("/api/cards/Prowl, Stoic Strategist").json()
    assert data["name"] == "Prowl, Stoic Strategist"
    assert len(data["rulings"]) == 16
    assert data["mana_cost"] == ""
    assert data["sets"] == []
    assert Card.objects.filter(slug=data["slug"]).exists()


def test_a_cited_rule_number_is_read_in_the_version_of_the_rulings_date(client):

    card = Card.objects.get(name="Reverse Engineer")
    make_ruling(
        card, "2018-08-01", "See rule 702.125a: improvise only pays generic mana.", uid="testcite00001", position=99
    )
    data = client.get("/api/cards/reverse-engineer").json()
    cited = next(r for r in data["rulings"] if r["id"] == "testcite00001")
    # In 2018 702.125a was Improvise, which lives at 702.126a today (702.125a is now Undaunted).
    assert cited["rules"][0] == {"number": "702.125a", "now": "702.126a", "via": "citation", "cr": "2018-07-13"}
