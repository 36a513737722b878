import re

import pytest
from pytest_django.asserts import assertContains

from cards.models import Card
from predicates.engine import catalog
from predicates.engine.ruling_texts import IMPROVISE_X_SAHEELI
from tests.markup import find, find_all, text_of
from tests.predicates.conftest import make_ruling

pytestmark = pytest.mark.django_db


def test_list_page(client, cr_excerpts):
    response = client.get("/predicates/")
    assertContains(response, "cases pass")
    html = response.content.decode()
    for predicate in catalog.all_predicates():
        assert find_all(html, "a", href=f"/predicates/{predicate.name}")
        assertContains(response, predicate.title, html=True)
    assert find_all(html, "a", href="/rules/702.126a")  # improvise's 702.125a followed to today
    assert text_of(find(html, "title")).strip()
    assert find(html, "meta", name="description").attributes


@pytest.mark.parametrize("name", [p.name for p in catalog.all_predicates()])
def test_each_predicate_page(client, name):
    response = client.get(f"/predicates/{name}")
    assert response.status_code == 200
    html = response.content.decode()
    assert bool(find_all(html, id="calculator")) == (catalog.get(name).evaluate is not None)
    assert len(find_all(html, class_="pass")) == len(catalog.get(name).cases)


def test_calculator_answers_step_by_step(client, cr_excerpts):
    response = client.get(
        "/predicates/improvise", {"mana_cost": "{X}{R}{R}{R}", "x": "3", "untapped_artifacts": "2", "tap": ""}
    )
    total, remaining = re.findall(r"((?:\{[^}]+\}){2,})\.", IMPROVISE_X_SAHEELI)
    assertContains(response, total)
    assertContains(response, remaining)
    steps = find(response.content.decode(), "ol", class_="steps")
    assert len(find_all(steps, "li")) >= 5
    assert find_all(steps, "a", href="/rules/702.126a")
    assert find_all(steps, "a", href="/rules/601.2f")
    assert "formerly 702.125a" in " ".join(text_of(steps).split())


def test_calculator_from_a_card(client):
    Card.objects.get_or_create(name="Saheeli's Directive", defaults={"mana_cost": "{X}{R}{R}{R}"})
    response = client.get("/predicates/improvise", {"card": "saheelis-directive", "x": "3", "untapped_artifacts": "2"})
    assertContains(response, "{1}{R}{R}{R}")
    assert find_all(response.content.decode(), "a", href="/cards/saheelis-directive")


def test_calculator_announces_hybrid_halves(client):
    """The calculator's field for 601.2b: {2/U} announced as {2} is paid by improvise."""
    empty = client.get("/predicates/improvise").content.decode()
    assert find_all(empty, name="hybrid_paid_as")
    response = client.get(
        "/predicates/improvise", {"mana_cost": "{2/U}{U}", "untapped_artifacts": "3", "hybrid_paid_as": "{2}"}
    )
    assertContains(response, "<dt>Artifacts tapped</dt><dd>2</dd>", html=True)
    assertContains(response, '<code class="mana-cost">{U}</code>', html=True)


def test_total_cost_calculator(client):
    response = client.get(
        "/predicates/total_cost", {"mana_cost": "{1}{W}", "increases": "{1}", "reductions": "{2}, {1}"}
    )
    assertContains(response, '<code class="mana-cost">{W}</code>', html=True)
    # The total cost's page asks for the helpers' resources; the mana cost's page doesn't.
    assert find_all(response.content.decode(), name="untapped_creatures")
    assert not find_all(client.get("/predicates/mana_cost").content.decode(), name="untapped_artifacts")


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
    assertContains(response, message, status_code=400)
    html = response.content.decode()
    assert find_all(html, "form", method="get")
    assert not find_all(html, class_="answer")


def test_unknown_predicate_page_is_404(client):
    assert client.get("/predicates/nope").status_code == 404


def test_unrelated_query_parameters_are_not_a_submission(client):
    response = client.get("/predicates/improvise", {"utm_source": "x"})
    assert response.status_code == 200
    assert not find_all(response.content.decode(), class_="answer")
    assert client.post("/predicates/").status_code in (403, 405)


def test_cold_list_page_reads_rules_and_rulings_in_a_fixed_number_of_queries(
    client, cr_excerpts, django_assert_max_num_queries
):
    """Issue 24: each declared rule was resolved on its own (~9 queries) and each declared ruling read apart
    (2 queries): 1,147 queries and 6.7 s for the first /predicates/ on the corpus. Now the number of queries
    doesn't grow with the predicates, the rules they declare or the rulings carrying their texts."""
    from django.core.cache import cache

    from predicates import links

    predicate = next(p for p in catalog.all_predicates() if p.rulings)
    for i, text in enumerate(predicate.rulings[:20]):
        make_ruling(text, f"Queries Card {i}")
    cache.clear()
    with django_assert_max_num_queries(12):
        response = client.get("/predicates/")
    assert response.status_code == 200
    first = next(r for r in links.rulings_of(predicate) if r["rulings"])
    assert first["cards"], "the rulings' cards are still found"
    assert sum(r["found"] for p in catalog.all_predicates() for r in links.resolved_rules(p)) > 0


def test_a_keyword_page_says_its_cases_are_hand_written_when_no_ruling_exists(client):
    response = client.get("/predicates/harmonize")
    assertContains(response, "hand-written from CR 702.180a")
    assertContains(response, "MTGJSON v3 ends in 2018-10")
    assert "hand-written" not in client.get("/predicates/overload").content.decode()
