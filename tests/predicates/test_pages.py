import re

import pytest

from cards.models import Card
from predicates.engine import catalog
from predicates.engine.ruling_texts import IMPROVISE_X_SAHEELI

pytestmark = pytest.mark.django_db


def test_list_page(client, cr_excerpts):
    response = client.get("/predicates/")
    assert response.status_code == 200
    html = response.content.decode()
    for predicate in catalog.all_predicates():
        assert f'href="/predicates/{predicate.name}"' in html
        assert predicate.title.replace("'", "&#x27;") in html
    assert 'href="/rules/702.126a"' in html  # improvise's 702.125a followed to today
    assert "cases pass" in html
    assert "<title>" in html
    assert 'name="description"' in html


@pytest.mark.parametrize("name", [p.name for p in catalog.all_predicates()])
def test_each_predicate_page(client, name):
    response = client.get(f"/predicates/{name}")
    assert response.status_code == 200
    html = response.content.decode()
    assert ('id="calculator"' in html) == (catalog.get(name).evaluate is not None)
    assert html.count('class="pass"') == len(catalog.get(name).cases)


def test_calculator_answers_step_by_step(client, cr_excerpts):
    response = client.get(
        "/predicates/improvise", {"mana_cost": "{X}{R}{R}{R}", "x": "3", "untapped_artifacts": "2", "tap": ""}
    )
    assert response.status_code == 200
    html = response.content.decode()
    total, remaining = re.findall(r"((?:\{[^}]+\}){2,})\.", IMPROVISE_X_SAHEELI)
    assert total in html
    assert remaining in html
    steps = re.search(r'<ol class="steps">(.*?)</ol>', html, re.S).group(1)
    assert steps.count("<li>") >= 5
    assert 'href="/rules/702.126a"' in steps
    assert 'href="/rules/601.2f"' in steps
    assert "formerly 702.125a" in steps


def test_calculator_from_a_card(client):
    Card.objects.get_or_create(name="Saheeli's Directive", defaults={"mana_cost": "{X}{R}{R}{R}"})
    response = client.get("/predicates/improvise", {"card": "saheelis-directive", "x": "3", "untapped_artifacts": "2"})
    assert response.status_code == 200
    html = response.content.decode()
    assert 'href="/cards/saheelis-directive"' in html
    assert "{1}{R}{R}{R}" in html


def test_calculator_announces_hybrid_halves(client):
    """The calculator's field for 601.2b: {2/U} announced as {2} is paid by improvise."""
    empty = client.get("/predicates/improvise").content.decode()
    assert 'name="hybrid_paid_as"' in empty
    response = client.get(
        "/predicates/improvise", {"mana_cost": "{2/U}{U}", "untapped_artifacts": "3", "hybrid_paid_as": "{2}"}
    )
    assert response.status_code == 200
    html = response.content.decode()
    assert "<dt>Artifacts tapped</dt><dd>2</dd>" in html
    assert '<code class="mana-cost">{U}</code>' in html


def test_total_cost_calculator(client):
    response = client.get(
        "/predicates/total_cost", {"mana_cost": "{1}{W}", "increases": "{1}", "reductions": "{2}, {1}"}
    )
    assert response.status_code == 200
    assert '<code class="mana-cost">{W}</code>' in response.content.decode()
    assert 'name="untapped_artifacts"' not in response.content.decode()


@pytest.mark.parametrize(
    "params, message",
    [
        ({"mana_cost": "{X}{R}{R}{R}", "x": "3", "untapped_artifacts": "9", "tap": "4"}, "702.126a"),
        ({"mana_cost": "{X}{R}", "x": "three"}, "whole number"),
        ({"mana_cost": "{Q}"}, "not a mana symbol"),
        ({"mana_cost": "{1}", "untapped_artifacts": "-2"}, "greater than or equal to 0"),
        ({"card": "no-such-card"}, "No card with the slug"),
        ({"x": "1"}, "mana_cost is required"),
        ({"mana_cost": "{1}", "reductions": "{2}, {"}, "unclosed"),
    ],
)
def test_bad_form_input_rerenders_with_400(client, cr_excerpts, params, message):
    response = client.get("/predicates/improvise", params)
    assert response.status_code == 400
    html = response.content.decode()
    assert message in html
    assert '<form method="get"' in html
    assert 'class="answer"' not in html


def test_unknown_predicate_page_is_404(client):
    assert client.get("/predicates/nope").status_code == 404


def test_unrelated_query_parameters_are_not_a_submission(client):
    response = client.get("/predicates/improvise", {"utm_source": "x"})
    assert response.status_code == 200
    assert 'class="answer"' not in response.content.decode()
    assert client.post("/predicates/").status_code in (403, 405)
