"""GET /api/rules/<number> and the rule selectors, over the two CR excerpts imported for real."""

import pytest

from ingest.cr import import_cr_files
from rules import selectors as rules
from rules.models import RuleParagraph
from tests.builders import make_translation

from .conftest import NEW, OLD


@pytest.fixture
def excerpts(no_cr):
    import_cr_files([OLD, NEW])


def test_rule_json(client, excerpts):
    response = client.get("/api/rules/702.126a")
    assert response.status_code == 200
    data = response.json()
    paragraph = RuleParagraph.objects.get(number="702.126a", version__effective_date="2022-04-29")
    assert data["number"] == "702.126a"
    assert data["text"] == paragraph.text
    assert data["text"].startswith("Improvise is a static ability")
    assert data["version"] == "2022-04-29"
    assert data["examples"] == []
    assert data["children"] == []
    assert [(e["version"], e["number"]) for e in data["lineage"]] == [
        ("2018-07-13", "702.125a"),
        ("2022-04-29", "702.126a"),
    ]
    assert data["translations"] == []
    assert "improvise" in [p["name"] for p in data["predicates"]]
    # 702.126a was Aftermath's first subrule in 2018, named by its own words.
    assert [f["name"] for f in data["former"]] == ["Aftermath is an ability found on some split…"]


def test_predicates_of_a_rule_without_any(client, excerpts):
    assert client.get("/api/rules/702.125a").json()["predicates"] == []


def test_rule_with_title_children_and_examples(client, excerpts):
    data = client.get("/api/rules/702.126").json()
    assert data["title"] == "Improvise"
    assert [c["number"] for c in data["children"]] == ["702.126a", "702.126b", "702.126c"]
    assert data["children"][2]["text"] == "Multiple instances of improvise on the same spell are redundant."
    example = client.get("/api/rules/601.2c").json()["examples"]
    assert len(example) == 1
    assert example[0].startswith("If a spell says")


@pytest.mark.parametrize("number, child", [("7", "702"), ("702", "702.125"), ("6", "601")])
def test_bare_section_and_rule_numbers(client, excerpts, number, child):
    data = client.get(f"/api/rules/{number}").json()
    assert data["number"] == number
    assert child in [c["number"] for c in data["children"]]


def test_number_that_held_another_rule_says_so(client, excerpts):
    data = client.get("/api/rules/702.125a").json()
    assert data["text"].startswith("Undaunted")
    [former] = data["former"]
    assert former["name"] == "Improvise is a static ability that functions while…"
    assert (former["from"], former["until"]) == ("2018-07-13", "2018-07-13")
    assert former["now"] == {"number": "702.126a", "version": "2022-04-29"}
    assert "Improvise" in former["note"]
    assert "702.126a" in former["note"]


def test_older_version(client, excerpts):
    data = client.get("/api/rules/702.125a?version=2018-07-13").json()
    assert data["version"] == "2018-07-13"
    assert data["text"].startswith("Improvise is a static ability")
    assert data["former"] == []


def test_translations_listed(client, excerpts):
    paragraph = RuleParagraph.objects.get(number="702.126a", version__effective_date="2022-04-29")
    make_translation(
        "L'improvisation est une capacité statique…",
        rule=paragraph.lineage,
        origin="official",
        english=paragraph.text,
        source_text=paragraph.text,
    )
    data = client.get("/api/rules/702.125a?version=2018-07-13").json()
    assert data["translations"] == [
        {
            "language": "fr",
            "text": "L'improvisation est une capacité statique…",
            "origin": "official",
            "status": "approved",
            "authoritative": False,
        }
    ]
    assert data["authoritative"] is True  # the English beside it


@pytest.mark.parametrize(
    "url, status, words",
    [
        ("/api/rules/702.999z", 404, "no rule 702.999z"),
        ("/api/rules/banana", 404, "not a rule number"),
        ("/api/rules/702.126a?version=29-04-2022", 400, "YYYY-MM-DD"),
        ("/api/rules/702.126a?version=2022-02-30", 400, "YYYY-MM-DD"),
        ("/api/rules/702.126a?version=2000-01-01", 404, "no Comprehensive Rules version"),
    ],
)
def test_errors_are_json(client, excerpts, url, status, words):
    response = client.get(url)
    assert response.status_code == status
    assert response["Content-Type"].startswith("application/json")
    assert words in response.json()["error"]


def test_unknown_version_lists_the_versions(client, excerpts):
    data = client.get("/api/rules/702.126a?version=2000-01-01").json()
    assert data["versions"] == ["2018-07-13", "2022-04-29"]


def test_any_date_means_the_version_in_force_on_it(client, excerpts):
    data = client.get("/api/rules/702.125a?version=2019-01-01").json()
    assert data["version"] == "2018-07-13"
    assert "Improvise" in data["text"]


def test_no_cr_at_all(client, no_cr):
    response = client.get("/api/rules/702.126a")
    assert response.status_code == 404
    assert "imported" in response.json()["error"]


def test_resolve_current_number(excerpts):
    resolution = rules.resolve_number("702.126a.")
    assert resolution.paragraph.number == "702.126a"
    assert resolution.paragraph.version.effective_date.isoformat() == "2022-04-29"
    assert not resolution.moved


def test_resolve_old_number_follows_lineage(excerpts):
    resolution = rules.resolve_number("702.124a")  # Undaunted in 2018
    assert resolution.paragraph.number == "702.125a"
    assert resolution.moved
    assert "702.124a" in resolution.note
    assert "702.125a" in resolution.note


def test_resolve_reused_number_notes_the_former_rule(excerpts):
    resolution = rules.resolve_number("702.125a")
    assert resolution.paragraph.text.startswith("Undaunted")
    assert "Improvise" in resolution.note
    assert "702.126a" in resolution.note


def test_resolve_removed_rule(excerpts):
    # 702.126 was Aftermath in 2018; Aftermath is not in the 2022 excerpt, 702.126 is Improvise there.
    former = rules.former_rules("702.126a")
    assert [f["name"] for f in former] == ["Aftermath is an ability found on some split…"]
    assert former[0]["now"] is None
    assert former[0]["last"] == {"number": "702.126a", "version": "2018-07-13"}
    assert "removed" in rules.former_note(former[0])


def test_resolve_not_a_number(excerpts):
    assert rules.resolve_number("banana").paragraph is None
    assert rules.resolve_number("999.9").paragraph is None


def test_lineage_of_and_get_paragraph(excerpts):
    import datetime

    old = rules.get_paragraph("702.125a", version=datetime.date(2018, 7, 13))
    assert rules.lineage_of(old) == [
        {"version": "2018-07-13", "number": "702.125a", "change": "added"},
        {"version": "2022-04-29", "number": "702.126a", "change": "renumbered"},
    ]
    assert rules.get_paragraph("702.125a").text.startswith("Undaunted")
    assert rules.get_paragraph("702.125a", version=datetime.date(2019, 1, 1)) is None
    assert rules.version_in_effect(datetime.date(2019, 1, 1)).effective_date == datetime.date(2018, 7, 13)


def test_a_former_rule_is_named_by_its_own_words_not_its_parents_title(excerpts):
    subrule = RuleParagraph.objects.get(number="702.125a", version__effective_date="2018-07-13")
    assert subrule.parent.title == "Improvise"
    assert rules.rule_name(subrule).startswith("Improvise is a static ability")
    heading = RuleParagraph.objects.get(number="702.125", version__effective_date="2018-07-13")
    assert rules.rule_name(heading) == "Improvise"
    casting = RuleParagraph.objects.get(number="601.2", version__effective_date="2018-07-13")
    assert not rules.rule_name(casting).startswith("Casting Spells")
