"""What changed between versions, for bots and feed readers: /api/changes/<old>/<new> and /rules/changes.atom."""

import xml.etree.ElementTree as ET

import pytest

from rules.models import RuleParagraph

pytestmark = pytest.mark.django_db
ATOM = "{http://www.w3.org/2005/Atom}"


def test_changes_api_counts_and_lists_every_change(client, world):
    data = client.get("/api/changes/2022-06-10/2022-09-09").json()
    assert (data["from"], data["to"]) == ("2022-06-10", "2022-09-09")
    assert data["counts"] == {
        "added": 2,
        "removed": 2,
        "split": 0,
        "merged": 0,
        "edited": 1,
        "renumbered": 3,
        "renumbered_edited": 1,
        "unchanged": 6,
    }
    by_number = {(c["old_number"], c["new_number"]): c for c in data["changes"]}
    assert len(data["changes"]) == 9  # every change but the unchanged
    moved = by_number[("702.125b", "702.126b")]
    assert moved["kind"] == "renumbered_edited"
    assert {"op": "insert", "text": "(see rule 601.2f)"} in [{**op, "text": op["text"].strip()} for op in moved["diff"]]
    assert by_number[(None, "702.125")]["kind"] == "added"
    assert by_number[(None, "702.125")]["title"] == "Undaunted"
    assert by_number[("702.124a", None)]["kind"] == "removed"
    assert by_number[("702.124a", None)]["diff"] == [
        {"op": "delete", "text": "Old Keyword is a keyword that was removed."}
    ]


def test_changes_api_agrees_with_the_stored_labels(client, world):
    data = client.get("/api/changes/2022-06-10/2022-09-09").json()
    stored = RuleParagraph.objects.filter(version__effective_date="2022-09-09")
    for kind in ("added", "edited", "renumbered", "renumbered_edited", "unchanged"):
        assert data["counts"][kind] == stored.filter(change=kind).count(), kind


def test_changes_api_takes_any_date_in_either_order(client, world):
    # 2022-06-24 is not an effective date: the version in force then is 2022-06-10's.
    data = client.get("/api/changes/2023-01-01/2022-06-24").json()
    assert (data["from"], data["to"]) == ("2022-06-10", "2022-09-09")


@pytest.mark.parametrize(
    "url,status,words",
    [
        ("/api/changes/yesterday/2022-09-09", 400, "YYYY-MM-DD"),
        ("/api/changes/2022-02-30/2022-09-09", 400, "YYYY-MM-DD"),
        ("/api/changes/1999-01-01/2022-09-09", 404, "oldest imported took effect on 2018-07-13"),
    ],
)
def test_changes_api_bad_dates(client, world, url, status, words):
    response = client.get(url)
    assert response.status_code == status
    assert words in response.json()["error"]


def test_atom_feed_has_one_entry_per_version_linking_to_its_diff(client, world):
    response = client.get("/rules/changes.atom")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/atom+xml")
    entries = ET.fromstring(response.content).findall(f"{ATOM}entry")
    titles = [e.find(f"{ATOM}title").text for e in entries]
    assert titles[0] == "CR effective 2022-09-09: 2 added, 2 removed, 1 edited, 3 renumbered, 1 renumbered and edited"
    assert titles[1].startswith("CR effective 2022-06-10")
    link = entries[0].find(f"{ATOM}link").get("href")
    assert link.endswith("/rules/diff/2022-06-10/2022-09-09")
    assert client.get(link).status_code == 200


def test_diff_page_links_the_feed(client, world):
    html = client.get("/rules/diff/2022-06-10/2022-09-09").content.decode()
    assert 'type="application/atom+xml"' in html
    assert 'href="/rules/changes.atom"' in html
