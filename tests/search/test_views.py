"""The JSON API and the search page, through Django's test client."""

import pytest

from .conftest import RULINGS

RESULT_FIELDS = {"kind", "id", "title", "snippet", "url", "language", "authoritative", "score"}


def api(client, **params):
    return client.get("/api/search", params)


def test_api_answers_the_promised_fields(built, client):
    response = api(client, q="improvise colored mana")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"
    body = response.json()
    assert {"query", "total", "results", "suggestions", "facets"} <= set(body)
    assert body["query"] == "improvise colored mana"
    assert body["total"] >= len(body["results"])
    assert set(body["facets"]) == {"rule", "ruling", "card"}
    assert sum(body["facets"].values()) == body["total"]
    for result in body["results"]:
        assert RESULT_FIELDS <= set(result)
    ruling = next(r for r in body["results"] if r["kind"] == "ruling")
    assert ruling["date"] == "2017-02-09"
    assert ruling["source"] == "wotc"
    assert set(ruling["cards"]) <= {"Whir of Invention", "Saheeli's Directive"}  # English names only


def test_api_filters_and_pages(built, client):
    assert {r["kind"] for r in api(client, q="improvise", kind="ruling").json()["results"]} == {"ruling"}
    french = api(client, q="improvise", lang="fr", kind="rule").json()["results"]
    assert french
    assert all(r["language"] == "fr" and (not r["authoritative"]) and r["original"]["authoritative"] for r in french)
    first = api(client, q="improvise", page=1).json()
    assert first["page"] == 1
    assert first["pages"] >= 1
    assert api(client, q="improvise", page=first["pages"] + 1).json()["results"] == []


@pytest.mark.parametrize(
    "q",
    [
        '"unbalanced',
        "AND",
        "card:",
        "x" * 10_240,
        "improvise\x00\x07",
        "*",
        "kind:nothing",
        "date:20177",
        ")(",
        "OR",
        "{X",
        "702.125a}",
        "version:",
    ],
)
def test_api_malformed_queries_never_500(built, client, q):
    response = api(client, q=q)
    assert response.status_code in (200, 400)
    body = response.json()
    if response.status_code == 400:
        assert body["error"]
    else:
        assert isinstance(body["results"], list)


@pytest.mark.parametrize(
    "params",
    [
        {"q": ""},
        {},
        {"q": "improvise", "page": "two"},
        {"q": "improvise", "page": "0"},
        {"q": "improvise", "page": "100000"},
        {"q": "improvise", "kind": "spell"},
        {"q": "improvise", "lang": "de"},
    ],
)
def test_api_bad_parameters_are_400(built, client, params):
    response = client.get("/api/search", params)
    assert response.status_code == 400
    assert response.json()["error"]


def test_api_escapes_snippets(built, client):
    body = api(client, q="real ruling never").json()
    snippet = body["results"][0]["snippet"]
    assert "<script" not in snippet
    assert "&lt;/script&gt;" in snippet


def test_page_renders_results_controls_and_facets(built, client):
    response = client.get("/search", {"q": "improvise", "kind": "ruling"})
    html = response.content.decode()
    assert response.status_code == 200
    assert '<select name="kind">' in html
    assert '<option value="ruling" selected>' in html
    for control in ('name="lang"', 'name="source"', 'name="card"', 'name="date"', 'name="version"'):
        assert control in html
    assert "<mark>" in html
    assert 'rulings <span class="count">' in html
    # Facet links keep the query and change the kind: a URL that can be shared.
    assert "?q=improvise&amp;kind=card" in html or "?q=improvise&kind=card" in html
    assert (
        f'href="/cards/saheelis-directive#ruling-{built["rulings"]["colored"].uid}"' in html
    )  # its first card by name


def test_page_escapes_a_ruling_with_markup(built, client):
    html = client.get("/search", {"q": "real ruling never"}).content.decode()
    # The precedence of `a and b or c` let this pass on any page that merely escaped a closing tag.
    assert "<script>alert" not in html
    assert "&lt;script&gt;alert" in html


def test_page_did_you_mean_and_correction(built, client):
    html = client.get("/search", {"q": "contraptoin"}).content.decode()
    assert "Showing results for" in html
    assert "contraption" in html
    html = client.get("/search", {"q": "improvise contraptoin"}).content.decode()
    assert "Did you mean" in html or "Showing results for" in html


def test_page_pagination_links(built, client):
    html = client.get("/search", {"q": "improvise"}).content.decode()
    total = client.get("/api/search", {"q": "improvise"}).json()["total"]
    if total > 10:
        assert 'rel="next"' in html
    page2 = client.get("/search", {"q": "improvise", "page": 2})
    assert page2.status_code == 200


def test_page_french_result_shows_the_english_beside(built, client):
    html = client.get("/search", {"q": "coût total"}).content.decode()
    assert "English — authoritative" in html
    assert "Improvise is a static ability" in html


def test_rule_number_redirects_when_it_only_ever_meant_one_rule(built, client):
    response = client.get("/search", {"q": "601.2f"})
    assert response.status_code == 302
    assert response["Location"] == "/rules/601.2f"
    # 702.125a was Improvise once: the page says so rather than jumping.
    html = client.get("/search", {"q": "702.125a"}).content.decode()
    assert "702.126a" in html
    assert "today it is 702.126a" in html


def test_page_errors_are_400_with_a_message(built, client):
    response = client.get("/search", {"q": "*"})
    assert response.status_code == 400
    assert b"wildcard" in response.content


def test_empty_page_is_the_form(built, client):
    response = client.get("/search")
    assert response.status_code == 200
    assert b'name="q"' in response.content


def test_every_ruling_is_reachable_from_the_page(built, client):
    for key in RULINGS:
        uid = built["rulings"][key].uid
        response = client.get("/search", {"q": " ".join(RULINGS[key].split()[2:5]), "kind": "ruling"})
        assert response.status_code == 200
        assert f"#ruling-{uid}" in response.content.decode(), key


def test_only_get(built, client):
    response = client.post("/api/search", {"q": "improvise"})
    assert response.status_code == 405
    assert response.json()["error"]
    assert client.post("/search", {"q": "improvise"}).status_code == 405
