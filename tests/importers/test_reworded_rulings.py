"""A re-import that rewords a ruling edits that ruling: same row, same uid, its translations outdated.

Also the flag a scraped English ruling gets when its stripped mana symbols cannot be repaired.
"""

import json

import pytest
from pytest_django.asserts import assertContains

from editor.models import TranslationRevision
from ingest.importers.common import ruling_uid
from ingest.importers.mtgjson import import_mtgjson_paths
from ingest.importers.scraped_pages import import_page_files
from rulings.models import CardRuling, Ruling
from tests.markup import find, text_of
from translations.models import Translation, text_hash

from .conftest import FIXTURES, row_counts, stripped_whir_page

pytestmark = pytest.mark.django_db
OLD = "Improvise doesn't change a spell's mana cost or converted mana cost."
NEW = "Improvise doesn't change a spell's mana cost or mana value."
FRENCH = "L'improvisation ne change pas le coût de mana ni le coût converti de mana d'un sort."


def rulings_of(name):
    return [
        cr.ruling for cr in CardRuling.objects.filter(card__name=name).select_related("ruling").order_by("position")
    ]


def newer_wording(text):
    return text.replace("converted mana costs", "mana values").replace("converted mana cost", "mana value")


def c18_copy(tmp_path, edit, name="C18.json"):
    """The sample's C18 set file with `edit(card)` applied to each card: a re-import of changed data."""
    data = json.loads((FIXTURES / "mtgjson" / "C18.json").read_text(encoding="utf-8"))
    for card in data["cards"]:
        edit(card)
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def reword_all(card):
    for ruling in card.get("rulings", []):
        ruling["text"] = newer_wording(ruling["text"])


@pytest.fixture
def translated():
    """Reverse Engineer's first ruling (shared with Saheeli's Directive) with a reviewed French text."""
    ruling = rulings_of("Reverse Engineer")[0]
    assert ruling.text == OLD
    assert ruling.date.isoformat() == "2018-07-13"
    Translation.objects.update_or_create(
        ruling=ruling,
        language="fr",
        defaults={
            "text": FRENCH,
            "origin": "editor",
            "status": "approved",
            "source_hash": text_hash(OLD),
            "source_text": OLD,
        },
    )
    return ruling


def test_reworded_ruling_keeps_its_row_uid_and_position_and_outdates_its_translation(tmp_path, client, translated):
    before_engineer = [(r.id, r.uid) for r in rulings_of("Reverse Engineer")]
    before_directive = [(r.id, r.uid) for r in rulings_of("Saheeli's Directive")]
    counts = row_counts()
    report = import_mtgjson_paths([c18_copy(tmp_path, reword_all)])
    assert report.failed == []
    assert report.updated["rulings"] >= 1
    assert report.created.get("rulings", 0) == 0
    assert row_counts() == counts  # no new ruling, no new link

    engineer = rulings_of("Reverse Engineer")
    assert [(r.id, r.uid) for r in engineer] == before_engineer
    assert engineer[0].text == NEW
    assert engineer[0].uid == translated.uid != ruling_uid(engineer[0].date, "wotc", NEW)
    # One row shared by both cards: the edit shows on both.
    directive = rulings_of("Saheeli's Directive")
    assert [(r.id, r.uid) for r in directive] == before_directive
    assert NEW in [r.text for r in directive]
    assert not any("converted mana cost" in r.text for r in directive)

    french = Translation.objects.get(ruling=translated, language="fr")
    assert (french.status, french.text, french.source_text, french.source_hash) == (
        "outdated",
        FRENCH,
        OLD,
        text_hash(OLD),
    )
    assert TranslationRevision.objects.filter(translation=french, action="outdate").count() == 1

    data = client.get("/api/cards/Reverse Engineer").json()
    first = data["rulings"][0]
    assert (first["id"], first["position"], first["text"]) == (translated.uid, 1, NEW)
    assert [(t["language"], t["status"], t["text"]) for t in first["translations"]] == [("fr", "outdated", FRENCH)]
    assert any(translated.uid in note and "1 translations now outdated" in note for note in report.notes)

    # Running it again changes nothing: the rows already hold the new wording.
    revision = french.revision
    again = import_mtgjson_paths([c18_copy(tmp_path, reword_all)])
    assert again.failed == []
    assert again.changes == 0
    assert row_counts() == counts
    assert Translation.objects.get(pk=french.pk).revision == revision
    assert [(r.id, r.text) for r in rulings_of("Reverse Engineer")] == [(r.id, r.text) for r in engineer]


def test_reworded_ruling_moved_to_another_position_is_still_the_same_ruling(tmp_path, translated):
    def reword_and_move(card):
        reword_all(card)
        if card["name"] in ("Reverse Engineer", "Saheeli's Directive"):
            card["rulings"].append(card["rulings"].pop(0 if card["name"] == "Reverse Engineer" else 1))

    report = import_mtgjson_paths([c18_copy(tmp_path, reword_and_move)])
    assert report.failed == []
    assert report.created.get("rulings", 0) == 0
    engineer = rulings_of("Reverse Engineer")
    assert engineer[-1].id == translated.id
    assert engineer[-1].text == NEW
    assert NEW not in [r.text for r in engineer[:-1]]
    assert Translation.objects.get(ruling=translated, language="fr").status == "outdated"
    assert import_mtgjson_paths([c18_copy(tmp_path, reword_and_move)]).changes == 0


def test_a_different_ruling_of_the_same_day_is_a_new_ruling(tmp_path, translated):
    text = "If you cast Reverse Engineer without paying its mana cost, you can't use improvise to pay for it."

    def add_ruling(card):
        if card["name"] == "Reverse Engineer":
            card["rulings"].insert(0, {"date": "2018-07-13", "text": text})

    counts = row_counts()
    report = import_mtgjson_paths([c18_copy(tmp_path, add_ruling)])
    assert report.failed == []
    assert report.created["rulings"] == 1
    assert report.updated.get("rulings", 0) == 0
    engineer = rulings_of("Reverse Engineer")
    assert engineer[0].text == text
    assert engineer[0].uid == ruling_uid(engineer[0].date, "wotc", text)
    assert (engineer[1].id, engineer[1].text) == (translated.id, OLD)
    assert Translation.objects.get(ruling=translated, language="fr").status == "approved"
    assert row_counts()["Ruling"] == counts["Ruling"] + 1


def test_old_wording_still_carried_by_another_card_of_the_run_is_not_edited_away(tmp_path, translated):
    def reword_engineer_only(card):
        if card["name"] == "Reverse Engineer":
            reword_all(card)

    report = import_mtgjson_paths([c18_copy(tmp_path, reword_engineer_only)])
    assert report.failed == []
    assert report.created["rulings"] == 1
    assert Ruling.objects.get(pk=translated.pk).text == OLD
    assert rulings_of("Reverse Engineer")[0].text == NEW
    assert translated.id in [r.id for r in rulings_of("Saheeli's Directive")]
    assert Translation.objects.get(ruling=translated, language="fr").status == "approved"
    assert import_mtgjson_paths([c18_copy(tmp_path, reword_engineer_only)]).changes == 0


def test_old_wording_coming_back_on_another_card_gets_its_own_uid(tmp_path, translated):
    assert import_mtgjson_paths([c18_copy(tmp_path, reword_all)]).failed == []
    data = {
        "code": "ZZY",
        "name": "Old Wording",
        "releaseDate": "2030-01-01",
        "type": "expansion",
        "cards": [
            {
                "name": "Old Wording Card",
                "layout": "normal",
                "type": "Sorcery",
                "manaCost": "{U}",
                "cmc": 1,
                "text": "Draw a card.",
                "number": "1",
                "rulings": [{"date": "2018-07-13", "text": OLD}],
            },
        ],
    }
    path = tmp_path / "ZZY.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    report = import_mtgjson_paths([path])
    assert report.failed == []
    assert report.created["rulings"] == 1
    (old,) = rulings_of("Old Wording Card")
    assert old.text == OLD
    assert old.id != translated.id
    assert old.uid != translated.uid
    assert Ruling.objects.get(pk=translated.pk).text == NEW
    assert import_mtgjson_paths([path]).changes == 0


def test_stripped_english_ruling_without_original_is_flagged_in_json_and_on_the_page(tmp_path, client):
    page = stripped_whir_page(tmp_path)
    report = import_page_files([page])
    assert report.failed == []
    assert any("no English original" in n for n in report.notes)
    flagged = rulings_of("Whir of Invention")[-1]
    assert flagged.flags == ["symbols_stripped"]
    assert all(r.flags == [] for r in rulings_of("Whir of Invention")[:-1])

    rulings = client.get("/api/cards/Whir of Invention").json()["rulings"]
    assert [r["flags"] for r in rulings] == [r.flags for r in rulings_of("Whir of Invention")]
    response = client.get("/cards/whir-of-invention")
    assertContains(response, "symbols missing from the scraped text", count=1)
    item = find(response.content.decode(), "li", id=f"ruling-{flagged.uid}")
    assert text_of(find(item, class_="ruling-flag")) == "symbols missing from the scraped text"
    assert import_page_files([page]).changes == 0


def test_import_command_brings_the_search_index_to_the_new_wording(transactional_db, index_dir, tmp_path):
    from io import StringIO

    from django.core.management import call_command

    from search.index import rebuild_index
    from search.query import search

    def found(q):
        return [r["id"] for r in search(q, kind="ruling", per_page=50)["results"]]

    ruling = rulings_of("Reverse Engineer")[0]
    rebuild_index()
    assert f"ruling:{ruling.uid}" not in found("\"improvise doesn't change a spell's mana cost or mana value\"")
    out = StringIO()
    call_command("import_mtgjson", str(c18_copy(tmp_path, reword_all)), stdout=out)
    assert "search index:" in out.getvalue()
    assert f"ruling:{ruling.uid}" in found("\"improvise doesn't change a spell's mana cost or mana value\"")


def test_mtgjson_text_of_a_flagged_scraped_ruling_repairs_it_and_clears_the_flag(tmp_path):
    page = stripped_whir_page(tmp_path)
    assert import_page_files([page]).failed == []
    scraped = rulings_of("Whir of Invention")[-1]
    assert scraped.flags == ["symbols_stripped"]
    assert scraped.source == "wotc"
    full = "Whir of Invention can't pay for {W}, {U}, or {B} mana symbols."

    data = json.loads((FIXTURES / "mtgjson" / "AER.json").read_text(encoding="utf-8"))
    for card in data["cards"]:
        if card["name"] == "Whir of Invention":
            card["rulings"].append({"date": "2030-03-01", "text": full})
    path = tmp_path / "AER.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    report = import_mtgjson_paths([path])
    assert report.failed == []
    assert report.created.get("rulings", 0) == 0
    repaired = Ruling.objects.get(pk=scraped.pk)
    assert (repaired.uid, repaired.text, repaired.flags) == (scraped.uid, full, [])
    assert rulings_of("Whir of Invention")[-1].pk == scraped.pk
    assert import_mtgjson_paths([path]).changes == 0
