"""import_scryfall on small bulk files in Scryfall's real shapes (tests/importers/shapes.py), over the sample."""

import gzip
import json

import pytest
from django.core.management import CommandError, call_command

from cards.models import Card, CardLocalization, CardSet
from ingest.importers.scryfall import file_date, import_scryfall_paths
from rulings.models import CardRuling, Ruling
from tests.markup import find, text_of
from translations.models import Translation

from . import shapes
from .conftest import row_counts

pytestmark = pytest.mark.django_db


def rulings_of(name):
    return [
        cr.ruling for cr in CardRuling.objects.filter(card__name=name).select_related("ruling").order_by("position")
    ]


@pytest.fixture
def files(tmp_path):
    return shapes.scryfall_files(tmp_path)


def test_cards_of_several_faces_and_their_oracle_fields(files):
    oracle, _, _ = files
    report = import_scryfall_paths([oracle])
    assert report.failed == []
    assert report.created["cards"] == 2
    delver = Card.objects.get(name="Delver of Secrets // Insectile Aberration")
    assert (delver.layout, delver.mana_cost, delver.mana_value, delver.power) == ("transform", "{U}", 1, "1")
    assert delver.oracle_id == shapes.oracle_id(delver.name)
    assert delver.faces == [
        {
            "name": "Insectile Aberration",
            "mana_cost": "",
            "type_line": "Creature — Human Insect",
            "oracle_text": "Flying",
        }
    ]
    fire = Card.objects.get(name="Fire // Ice")
    # Off the stack a split card has both halves' mana cost (202.3d).
    assert (fire.mana_cost, fire.type_line, fire.mana_value) == ("{1}{R} // {1}{U}", "Instant", 4)
    assert fire.faces[0]["oracle_text"] == "Tap target permanent.\nDraw a card."
    assert fire.text_source == "Scryfall's bulk data of 2025-03-01"
    assert CardSet.objects.get(code="MH2").name == "Modern Horizons 2"
    assert list(fire.printings.values_list("card_set__code", "number", "multiverse_id")) == [("MH2", "290", 522290)]


def test_a_card_of_the_sample_is_found_by_name_and_takes_the_oracle_id(files):
    before = Card.objects.get(name="Reverse Engineer")
    assert before.oracle_id == ""
    import_scryfall_paths([files[0]])
    engineer = Card.objects.get(name="Reverse Engineer")
    assert engineer.pk == before.pk
    assert engineer.oracle_id == shapes.oracle_id("Reverse Engineer")
    assert Card.objects.filter(name="Reverse Engineer").count() == 1


def test_french_printings_give_every_faces_printed_name_and_text(files):
    _, all_cards, _ = files
    assert import_scryfall_paths([all_cards]).failed == []
    fire = CardLocalization.objects.get(card__name="Fire // Ice", language="fr")
    assert fire.name == "Feu // Glace"
    assert fire.text.startswith("Le Feu inflige 2 blessures")
    assert fire.faces == [
        {"name": "Glace", "type_line": "Éphémère", "text": "Engagez le permanent ciblé.\nPiochez une carte."}
    ]
    delver = CardLocalization.objects.get(card__name__startswith="Delver of Secrets", language="fr")
    assert delver.name == "Sondeur de secrets // Aberration insectoïde"
    assert delver.faces[0]["text"] == "Vol"
    # The French printing is the same printing as the English one (same set and number): no second row.
    assert Card.objects.get(name="Fire // Ice").printings.count() == 1


def test_rulings_are_shared_with_mtgjson_and_scryfalls_notes_keep_their_source(files, client):
    oracle, _, rulings = files
    v3_first = rulings_of("Reverse Engineer")[0]
    french = Translation.objects.get(ruling=v3_first, language="fr")
    assert french.is_current_for(v3_first.text)
    assert french.status == "approved"
    report = import_scryfall_paths([oracle, rulings])
    assert report.failed == []
    engineer = rulings_of("Reverse Engineer")
    # The same date and words (a curly apostrophe aside) as MTGJSON v3's: the same row, not a second ruling.
    assert (engineer[0].pk, engineer[0].uid) == (v3_first.pk, v3_first.uid)
    assert Ruling.objects.filter(text__startswith="Improvise doesn", date="2018-07-13").count() == 1
    # The typographic spelling is kept (whichever source came first); typography is not a new English, so
    # the French made from the other spelling is still current.
    assert engineer[0].text == "Improvise doesn’t change a spell's mana cost or converted mana cost."
    french.refresh_from_db()
    assert french.is_current_for(engineer[0].text)
    assert french.status == "approved"
    note = engineer[-1]
    assert (note.source, note.date.isoformat()) == ("scryfall", "2021-04-15")
    # The newest source's list is the card's: here Scryfall's, WotC's ruling first, its own note after.
    assert [r.pk for r in engineer] == [v3_first.pk, note.pk]

    data = client.get("/api/cards/Reverse Engineer").json()
    assert [(r["source"], r["position"]) for r in data["rulings"]] == [("wotc", 1), ("scryfall", 2)]
    html = client.get("/cards/reverse-engineer").content.decode()
    notes = text_of(find(html, "section", class_="scryfall-notes"))
    assert "names improvise “Improvisation”" in notes
    assert "not official rulings" in notes
    assert "Notes from Scryfall" in notes
    rulings_part = text_of(find(html, "ol", class_="card-rulings"))
    assert "names improvise" not in rulings_part
    assert "Improvise doesn" in rulings_part


def test_rulings_of_cards_not_imported_are_reported(tmp_path):
    path = shapes.write_json(tmp_path / "rulings-20250301090000.json", shapes.scryfall_rulings())
    report = import_scryfall_paths([path])
    assert report.failed == []
    assert any("rulings of 3 cards skipped: no card with that oracle_id" in note for note in report.notes)


def test_gzip_files_and_a_second_import_changes_nothing(tmp_path):
    files = shapes.scryfall_files(tmp_path, compress="gz")
    assert all(path.name.endswith(".json.gz") for path in files)
    first = import_scryfall_paths(files)
    assert first.failed == []
    assert first.changes > 0
    before = row_counts()
    again = import_scryfall_paths(files)
    assert again.failed == []
    assert again.changes == 0
    assert row_counts() == before


def test_command_reads_folders_and_says_what_it_did(tmp_path, capsys):
    shapes.scryfall_files(tmp_path)
    call_command("import_scryfall", str(tmp_path))
    out = capsys.readouterr().out
    assert "files: 3 read, 0 failed" in out
    assert "cards: 2 created" in out
    # Not a terminal: one line per batch of cards, not a bar.
    assert "oracle-cards-20250301090000.json: oracle-cards, all cards" in out
    assert "\r" not in out


@pytest.mark.parametrize(
    "content, message",
    [
        ('[{"object": "card", "name": "X", "set": "xxx", "layout": "normal", "cmc": "lots"}]', "item 0 (X): cmc"),
        ('[{"object": "card", "name": "X", "layout": "normal"', "malformed JSON"),
        ('{"data": {}}', "not a Scryfall bulk file"),
        (
            '[{"object": "ruling", "oracle_id": "x", "source": "someone", "published_at": "2020-01-01",'
            ' "comment": "c"}]',
            "source: unknown source 'someone'",
        ),
        (
            '[{"object": "ruling", "oracle_id": "x", "source": "wotc", "published_at": "soon", "comment": "c"}]',
            "published_at",
        ),
    ],
)
def test_bad_file_exits_non_zero_names_it_and_changes_nothing(tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    before = row_counts()
    with pytest.raises(CommandError) as error:
        call_command("import_scryfall", str(path))
    assert str(path) in str(error.value)
    assert message in str(error.value)
    assert row_counts() == before


def test_a_failed_file_leaves_nothing_of_itself(tmp_path):
    oracle, _, _ = shapes.scryfall_files(tmp_path)
    cards = json.loads(oracle.read_text(encoding="utf-8"))
    cards.append({"object": "card", "name": "Broken", "layout": "normal", "set": "xxx", "cmc": "lots"})
    bad = tmp_path / "oracle-cards-20250302090000.json.gz"
    bad.write_bytes(gzip.compress(json.dumps(cards).encode()))
    oracle.unlink()
    before = row_counts()
    report = import_scryfall_paths([bad])
    assert len(report.failed) == 1
    assert "item 3 (Broken): cmc" in report.failed[0]
    assert row_counts() == before
    assert not Card.objects.filter(name="Fire // Ice").exists()


def test_file_date_comes_from_scryfalls_name(tmp_path):
    assert file_date(tmp_path / "all-cards-20251120100409.json").isoformat() == "2025-11-20"
    assert file_date(tmp_path / "rulings-20240101.json.gz").isoformat() == "2024-01-01"
