import json
import re

import pytest

from predicates.engine import catalog
from predicates.engine.ruling_texts import IMPROVISE_X_SAHEELI

pytestmark = pytest.mark.django_db


def post(client, name, body, content_type="application/json"):
    data = json.dumps(body) if not isinstance(body, (str, bytes)) else body
    return client.post(f"/api/predicates/{name}", data, content_type=content_type)


def test_list(client, cr_excerpts):
    response = client.get("/api/predicates/")
    assert response.status_code == 200
    predicates = {p["name"]: p for p in response.json()["predicates"]}
    assert set(predicates) == {p.name for p in catalog.all_predicates()}
    improvise = predicates["improvise"]
    rule = next(r for r in improvise["rules"] if r["declared"] == "702.125a")
    assert rule["number"] == "702.126a"
    assert rule["found"]
    assert rule["older"][0]["number"] == "702.125a"
    assert IMPROVISE_X_SAHEELI in [r["text"] for r in improvise["rulings"]]
    assert improvise["cases_failed"] == 0
    assert improvise["cases_passed"] > 0
    assert improvise["evaluable"]
    assert "untapped_artifacts" in improvise["fields"]


def test_improvise_the_rulings_example(client, cr_excerpts):
    x = int(re.search(r"choose X to be (\d+)", IMPROVISE_X_SAHEELI).group(1))
    total, remaining = re.findall(r"((?:\{[^}]+\}){2,})\.", IMPROVISE_X_SAHEELI)
    response = post(client, "improvise", {"mana_cost": "{X}{R}{R}{R}", "x": x, "untapped_artifacts": 2, "tap": 2})
    assert response.status_code == 200
    answer = response.json()
    assert (answer["total_cost"], answer["artifacts_tapped"], answer["remaining_cost"]) == (total, 2, remaining)
    assert answer["mana_value"] == x + 3
    applied = {r["number"]: r for r in answer["rules"]}
    assert {"601.2f", "702.126a", "702.126b"} <= set(applied)
    assert "702.125a" in applied["702.126a"]["older"]
    assert all(step["rule"] and step["text"] for step in answer["steps"])


def test_improvise_with_every_field(client):
    response = post(
        client,
        "improvise",
        {
            "mana_cost": "{6}{U}{U}",
            "alternative_cost": "{4}{U}",
            "additional_costs": ["{1}"],
            "increases": ["{1}"],
            "reductions": ["{2}"],
            "minimum_total": 3,
            "untapped_artifacts": 5,
            "tapped_for_mana": 1,
        },
    )
    assert response.status_code == 200, response.json()
    answer = response.json()
    assert (answer["total_cost"], answer["artifacts_tapped"], answer["remaining_cost"]) == ("{4}{U}", 4, "{U}")


def test_total_cost_is_evaluable_alone(client):
    response = post(client, "total_cost", {"mana_cost": "{X}{R}", "x": 0, "minimum_total": 3})
    assert response.status_code == 200
    assert response.json()["total_cost"] == "{2}{R}"
    assert "artifacts_tapped" not in response.json()


def test_improvise_pays_an_announced_monocolored_hybrid(client):
    """Issue 11.7: {2/U}{U} with three artifacts tapped none; announcing {2} for {2/U} (601.2b) lets two pay it."""
    before = post(client, "improvise", {"mana_cost": "{2/U}{U}", "untapped_artifacts": 3}).json()
    assert before["artifacts_tapped"] == 0
    response = post(client, "improvise", {"mana_cost": "{2/U}{U}", "untapped_artifacts": 3, "hybrid_paid_as": ["{2}"]})
    assert response.status_code == 200, response.json()
    answer = response.json()
    assert (answer["total_cost"], answer["artifacts_tapped"], answer["remaining_cost"]) == ("{2}{U}", 2, "{U}")
    assert "601.2b" in [step["rule"] for step in answer["steps"]]
    assert "hybrid_paid_as" in client.get("/api/predicates/improvise").json()["fields"]
    wrong = post(client, "improvise", {"mana_cost": "{2/U}{U}", "untapped_artifacts": 3, "hybrid_paid_as": ["{W}"]})
    assert wrong.status_code == 400
    assert wrong.json()["field"] == "hybrid_paid_as[0]"


def test_get_one_predicate(client):
    response = client.get("/api/predicates/contraptions")
    assert response.status_code == 200
    body = response.json()
    assert body["cases"]
    assert all(case["passed"] for case in body["cases"])
    assert "sprocket" in body["doc"]


@pytest.mark.parametrize(
    "body, field, rule",
    [
        ({"mana_cost": "{X}{R}{R}{R}", "x": 3, "untapped_artifacts": 9, "tap": 4}, "tap", "702.126a"),
        ({"mana_cost": "{1}{R}", "untapped_artifacts": 1, "tap": 2}, "tap", "702.126a"),
        ({"mana_cost": "{Q}"}, "mana_cost", "107.4"),
        ({"mana_cost": "{X}{R}"}, "x", "107.3a"),
        ({"mana_cost": "{X}{R}", "x": "three"}, "x", "107.3a"),
        ({"mana_cost": "{2}{R}", "alternative_cost": ["{1}", "{0}"]}, "alternative_cost", "118.9a"),
        ({"mana_cost": "{2}{R}", "untapped_artifacts": -1}, "untapped_artifacts", "702.126a"),
        ({"mana_cost": "{2}{R}", "increases": [3]}, "increases[0]", "107.4"),
        ({"mana_cost": "{2}{R}", "untapped_artifacts": 1, "tapped_for_mana": 2}, "tapped_for_mana", "601.2g"),
    ],
)
def test_bad_fields_are_400_naming_field_and_rule(client, cr_excerpts, body, field, rule):
    response = post(client, "improvise", body)
    assert response.status_code == 400
    error = response.json()
    assert error["field"] == field
    assert error["rule"]["number"] == rule
    assert error["error"]


def test_missing_and_unknown_fields(client):
    assert post(client, "improvise", {"x": 3}).json()["field"] == "mana_cost"
    response = post(client, "improvise", {"mana_cost": "{1}", "artifacts": 3})
    assert response.status_code == 400
    assert response.json()["field"] == "artifacts"


@pytest.mark.parametrize(
    "body, content_type, status",
    [
        ("{not json", "application/json", 400),
        ("[1, 2]", "application/json", 400),
        ("mana_cost={1}", "application/x-www-form-urlencoded", 415),
        (b"\xff\xfe", "application/json", 400),
    ],
)
def test_bodies_that_are_not_a_json_object(client, body, content_type, status):
    response = post(client, "improvise", body, content_type=content_type)
    assert response.status_code == status
    assert "error" in response.json()


def test_unknown_predicate_and_unevaluable_one(client):
    response = post(client, "nope", {"mana_cost": "{1}"})
    assert response.status_code == 404
    assert "improvise" in response.json()["error"]
    response = post(client, "contraptions", {"mana_cost": "{1}"})
    assert response.status_code == 400
    assert "improvise" in response.json()["error"]
    assert client.put("/api/predicates/improvise").status_code == 405


def test_post_needs_no_csrf_token(cr_excerpts):
    from django.test import Client

    strict = Client(enforce_csrf_checks=True)
    response = strict.post(
        "/api/predicates/improvise",
        json.dumps({"mana_cost": "{2}{U}", "untapped_artifacts": 1}),
        content_type="application/json",
    )
    assert response.status_code == 200
    assert response.json()["remaining_cost"] == "{1}{U}"


def test_card_json_shows_each_rulings_predicates(client):
    """GET /api/cards/<name>: a ruling the predicates encode names them with its own cases' results."""
    from .conftest import make_ruling

    make_ruling(
        "Improvise can't pay for , , , , , or  mana symbols in a spell's total cost.",
        "Whir of Invention",
        "{X}{U}{U}{U}",
        uid="whirapi1",
    )
    response = client.get("/api/cards/whir-of-invention")
    assert response.status_code == 200
    rulings = {r["id"]: r for r in response.json()["rulings"]}
    links = rulings["whirapi1"]["predicates"]
    assert [link["name"] for link in links] == ["improvise"]
    assert links[0]["cases_passed"] >= 1
    assert links[0]["cases_failed"] == 0
    assert links[0]["url"] == "/predicates/improvise"


def test_rule_json_lists_the_predicates_that_encode_it(client, cr_excerpts):
    """GET /api/rules/<number>: today's improvise rule names its predicate; today's 702.125a (Undaunted) doesn't."""
    body = client.get("/api/rules/702.126a").json()
    links = {link["name"]: link for link in body["predicates"]}
    assert "improvise" in links
    assert links["improvise"]["cases_failed"] == 0
    assert links["improvise"]["cases_passed"] == len(catalog.get("improvise").cases)
    assert "improvise" not in [link["name"] for link in client.get("/api/rules/702.125a").json()["predicates"]]
