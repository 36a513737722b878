"""The JSON API and the search page, through Django's test client."""

import pytest
from pytest_django.asserts import assertContains

from search.documents import translation_doc_id
from search.index import rebuild_index
from tests.builders import make_lineage, make_rule, make_translation
from tests.markup import find, find_all, text_of

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
    body = api(client, q="kind:ruling real ruling never").json()
    snippet = body["results"][0]["snippet"]
    assert "<script" not in snippet
    assert "&lt;/script&gt;" in snippet


def test_page_renders_results_controls_and_facets(built, client):
    response = client.get("/search", {"q": "improvise", "kind": "ruling"})
    assert response.status_code == 200
    html = response.content.decode()
    assert find(find(html, "select", name="kind"), "option", value="ruling", selected=True)
    for control in ("lang", "source", "card", "date", "version"):
        assert find_all(html, name=control), control
    assert find_all(find(html, "ol", class_="search-results"), "mark")
    facets = find(html, "nav", class_="search-facets")
    [rulings] = [a for a in find_all(facets, "a") if text_of(a).startswith("rulings")]
    assert find(rulings, "span", class_="count")
    # Facet links keep the query and change the kind: a URL that can be shared.
    assert [a for a in find_all(facets, "a") if "?q=improvise&kind=card" in dict(a.attributes)["href"]]
    # The ruling links to its first card by name.
    assert find_all(html, "a", href=f"/cards/saheelis-directive#ruling-{built['rulings']['colored'].uid}")


def test_page_escapes_a_ruling_with_markup(built, client):
    html = client.get("/search", {"q": "real ruling never"}).content.decode()
    # The precedence of `a and b or c` let this pass on any page that merely escaped a closing tag.
    assert not [script for script in find_all(html, "script") if "alert" in text_of(script)]
    assert "<script>alert" in text_of(find(html, "ol", class_="search-results"))  # shown as text


def test_page_did_you_mean_and_correction(built, client):
    corrected = find(client.get("/search", {"q": "contraptoin"}).content.decode(), "p", class_="search-corrected")
    assert "Showing results for" in text_of(corrected)
    assert text_of(find(corrected, "a")) == "contraption"
    html = client.get("/search", {"q": "improvise contraptoin"}).content.decode()
    notes = find_all(html, "p", class_="search-suggest") + find_all(html, "p", class_="search-corrected")
    assert [p for p in notes if "Did you mean" in text_of(p) or "Showing results for" in text_of(p)]


def test_page_pagination_links(built, client):
    html = client.get("/search", {"q": "improvise"}).content.decode()
    total = client.get("/api/search", {"q": "improvise"}).json()["total"]
    if total > 10:
        assert find_all(html, "a", rel="next")
    page2 = client.get("/search", {"q": "improvise", "page": 2})
    assert page2.status_code == 200


def test_page_french_result_shows_the_english_beside(built, client):
    html = client.get("/search", {"q": "coût total"}).content.decode()
    originals = find_all(html, "blockquote", class_="original", lang="en")
    english = [b for b in originals if "Improvise is a static ability" in text_of(b)]
    assert english
    assert text_of(find(english[0], "span", class_="badge")) == "English — authoritative"


def test_rule_number_redirects_when_it_only_ever_meant_one_rule(built, client):
    response = client.get("/search", {"q": "601.2f"})
    assert response.status_code == 302
    assert response["Location"] == "/rules/601.2f"
    # 702.125a was Improvise once: the page says so rather than jumping.
    jump = find(client.get("/search", {"q": "702.125a"}).content.decode(), "aside", class_="search-jump")
    assert "today it is 702.126a" in text_of(jump)
    assert find_all(jump, "a", href="/rules/702.126a")


def test_page_errors_are_400_with_a_message(built, client):
    assertContains(client.get("/search", {"q": "*"}), "wildcard", status_code=400)


def test_empty_page_is_the_form(built, client):
    response = client.get("/search")
    assert response.status_code == 200
    assert find(response.content.decode(), "input", name="q")


def test_every_ruling_is_reachable_from_the_page(built, client):
    for key in RULINGS:
        uid = built["rulings"][key].uid
        response = client.get("/search", {"q": " ".join(RULINGS[key].split()[2:5]), "kind": "ruling"})
        assert response.status_code == 200
        links = find_all(find(response.content.decode(), "ol", class_="search-results"), "a", href=True)
        assert [a for a in links if dict(a.attributes)["href"].endswith(f"#ruling-{uid}")], key


def test_only_get(built, client):
    response = client.post("/api/search", {"q": "improvise"})
    assert response.status_code == 405
    assert response.json()["error"]
    assert client.post("/search", {"q": "improvise"}).status_code == 405


def test_a_translation_of_a_rule_no_longer_in_force_is_marked(world, index_dir, client):
    # A rule only the older CR has (its lineage ends there), translated: the translation stands beside the last
    # version that had it, and a judge searching today's rules must see it is not today's rule.
    gone = make_lineage("Shadowfoil")
    make_rule(world["old"], "702.124a", "Shadowfoil is a retired keyword.", lineage=gone, position=3)
    make_translation("Le feuillombre est un mot-clé retiré.", rule=gone, english="Shadowfoil is a retired keyword.")
    rebuild_index()

    retired = api(client, q="feuillombre").json()["results"]
    assert [r["in_force"] for r in retired] == [False]
    assert retired[0]["version"] == world["old"].effective_date.isoformat()
    # The world's Improvise is in today's CR; the sample's translations stand beside its 2022-04-29 CR, which the
    # world's newer CR does not continue: they are marked too.
    today = {r["id"]: r for r in api(client, q="improvisation", lang="fr").json()["results"]}
    in_force = today[translation_doc_id("fr", rule_lineage_id=world["improvise_a"].pk)]
    assert "in_force" not in in_force
    assert any(r.get("in_force") is False for r in today.values())

    html = client.get("/search", {"q": "feuillombre"}).content.decode()
    (marked,) = find_all(html, "strong", class_="not-in-force")
    assert text_of(marked) == f"CR {world['old'].effective_date.isoformat()}: no longer in today's CR"
    html = client.get("/search", {"q": "improvisation", "lang": "fr"}).content.decode()
    (today_item,) = [li for li in find_all(html, "li", class_="translated") if find_all(li, "a", href=in_force["url"])]
    assert not find_all(today_item, "strong", class_="not-in-force")


def test_a_french_questions_english_results_are_marked_as_the_originals(built, client):
    body = api(client, q="Quand puis-je lancer un rituel avec improvisation ?").json()
    assert body["query_language"] == "fr"
    english = [r for r in body["results"] if r["language"] == "en"]
    assert english and all(r["authoritative"] for r in english)
    page = client.get("/search", {"q": "Quand puis-je lancer un rituel avec improvisation ?"}).content.decode()
    marked = find_all(page, "li", class_="search-result", lang="en")
    assert marked and all("Original anglais" in text_of(li) for li in marked)
    assert api(client, q="improvise colored mana").json()["query_language"] == "en"
    assert "Original anglais" not in client.get("/search", {"q": "improvise colored mana"}).content.decode()
