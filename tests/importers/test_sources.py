"""One card across sources: MTGJSON v3 (the sample), v5 and Scryfall, imported in any order, give one database."""

import io
import itertools

import pytest
from django.core.management import call_command
from pytest_django.asserts import assertInHTML

from cards.models import Card, CardLocalization, CardSet
from cards.selectors import find_card
from ingest.importers.mtgjson import import_mtgjson_paths
from ingest.importers.scryfall import import_scryfall_paths
from ingest.importers.streams import Progress
from rulings.models import CardRuling, Ruling

from . import shapes
from .conftest import FIXTURES, row_counts

pytestmark = pytest.mark.django_db


def rulings_of(name):
    return [
        cr.ruling for cr in CardRuling.objects.filter(card__name=name).select_related("ruling").order_by("position")
    ]


def everything():
    """The card data as the site shows it, without row ids: two imports that agree compare equal."""
    cards = {}
    for card in Card.objects.prefetch_related("localizations", "printings__card_set"):
        cards[card.name] = {
            "oracle_id": card.oracle_id,
            "fields": [getattr(card, f) for f in ("mana_cost", "mana_value", "type_line", "oracle_text", "faces")],
            "text_source": card.text_source,
            "printings": sorted((p.card_set.code, p.number, p.multiverse_id) for p in card.printings.all()),
            "printed": {
                loc.language: (loc.name, loc.type_line, loc.text, loc.faces) for loc in card.localizations.all()
            },
            "rulings": [(r.uid, r.date, r.source, r.text) for r in rulings_of(card.name)],
        }
    sets = sorted(CardSet.objects.values_list("code", "name", "release_date", "set_type"))
    rulings = sorted(Ruling.objects.values_list("uid", "date", "source", "text"))
    return cards, sets, rulings


def start_empty():
    """No cards, sets or rulings (the test's transaction is rolled back after it)."""
    Card.objects.all().delete()
    Ruling.objects.all().delete()
    CardSet.objects.all().delete()


@pytest.fixture
def sources(tmp_path):
    oracle, all_cards, rulings = shapes.scryfall_files(tmp_path)
    return {
        "v3": lambda: import_mtgjson_paths([FIXTURES / "mtgjson" / "AER.json", FIXTURES / "mtgjson" / "C18.json"]),
        "v5": lambda: import_mtgjson_paths([shapes.v5_all_printings(tmp_path / "AllPrintings.json.xz", compress="xz")]),
        "scryfall": lambda: import_scryfall_paths([oracle, all_cards, rulings]),
    }


def test_any_order_gives_the_same_database(sources):
    results = {}
    for order in itertools.permutations(sources):
        start_empty()
        for name in order:
            report = sources[name]()
            assert report.failed == [], (order, report.failed)
        results[order] = everything()
        # And again: nothing changes.
        before = row_counts()
        assert all(sources[name]().changes == 0 for name in order), order
        assert row_counts() == before
    first, *others = results.values()
    for order, result in results.items():
        assert result == first, f"{order} differs from {next(iter(results))}"
    cards, _, _ = first
    assert set(cards) == {"Reverse Engineer", "Saheeli's Directive", "Whir of Invention", *shapes.CARD_SETS}


def test_one_card_across_sources_and_the_newest_text_wins(sources, tmp_path):
    start_empty()
    sources["v3"]()
    sources["v5"]()
    sources["scryfall"]()
    engineer = Card.objects.get(name="Reverse Engineer")
    assert engineer.oracle_id == shapes.oracle_id("Reverse Engineer")
    assert Card.objects.filter(oracle_id=engineer.oracle_id).count() == 1
    # Scryfall's files of 2025-03-01 are newer than v5's of 2025-02-01 and v3's AER/C18 of 2017-2018.
    assert engineer.text_source == "Scryfall's bulk data of 2025-03-01"
    assert sorted(engineer.sets.values_list("code", flat=True)) == ["AER", "C18"]

    # A newer Scryfall file with new Oracle wording wins; older sources imported again do not bring theirs back.
    newer = shapes.REVERSE_ENGINEER | {
        "faces": [shapes.REVERSE_ENGINEER["faces"][0] | {"oracle_text": "Improvise\nDraw three cards."}]
    }
    path = shapes.write_json(tmp_path / "oracle-cards-20260101090000.json", [shapes.scryfall_card(newer)])
    assert import_scryfall_paths([path]).failed == []
    sources["v3"]()
    sources["v5"]()
    engineer.refresh_from_db()
    assert engineer.oracle_text == "Improvise\nDraw three cards."
    assert engineer.text_source == "Scryfall's bulk data of 2026-01-01"


def test_the_same_ruling_from_three_sources_is_one_ruling(sources):
    start_empty()
    for name in ("scryfall", "v5", "v3"):
        sources[name]()
    same = Ruling.objects.filter(date="2018-07-13", text__startswith="Improvise doesn")
    assert same.count() == 1
    assert same.get().source == "wotc"
    # MTGJSON does not say who wrote a ruling; Scryfall does, whichever came first.
    note = Ruling.objects.get(text__contains="names improvise")
    assert note.source == "scryfall"


def test_card_page_says_where_its_text_comes_from(sources, client):
    start_empty()
    sources["v3"]()
    assertInHTML(
        '<p class="meta text-source">Oracle text from MTGJSON v3, Commander 2018 (C18) of 2018-08-10</p>',
        client.get("/cards/reverse-engineer").content.decode(),
    )
    sources["v5"]()
    assertInHTML(
        '<p class="meta text-source">Oracle text from MTGJSON v5 of 2025-02-01, Aether Revolt (AER)</p>',
        client.get("/cards/reverse-engineer").content.decode(),
    )
    data = client.get("/api/cards/Reverse Engineer").json()
    assert data["text_source"] == "MTGJSON v5 of 2025-02-01, Aether Revolt (AER)"
    assert data["oracle_id"] == shapes.oracle_id("Reverse Engineer")


@pytest.mark.parametrize("compress", ["", "gz", "xz", "bz2"])
def test_v5_all_printings_plain_or_compressed(tmp_path, compress):
    path = shapes.v5_all_printings(
        tmp_path / f"AllPrintings.json{'.' + compress if compress else ''}", compress=compress
    )
    report = import_mtgjson_paths([path])
    assert report.failed == []
    assert report.created["cards"] == 2
    fire = Card.objects.get(name="Fire // Ice")
    assert fire.oracle_id == shapes.oracle_id("Fire // Ice")
    assert fire.faces[0]["name"] == "Ice"
    french = CardLocalization.objects.get(card=fire, language="fr")
    assert french.name == "Feu // Glace"
    assert french.faces[0]["text"] == "Engagez le permanent ciblé.\nPiochez une carte."
    delver = CardLocalization.objects.get(card__name__startswith="Delver", language="fr")
    assert (delver.name, delver.faces[0]["name"], delver.faces[0]["text"]) == (
        "Sondeur de secrets // Aberration insectoïde",
        "Aberration insectoïde",
        "Vol",
    )
    assert import_mtgjson_paths([path]).changes == 0


def test_v5_progress_is_a_line_per_set_in_a_log_and_a_bar_on_a_terminal(tmp_path):
    path = shapes.v5_all_printings(tmp_path / "AllPrintings.json.xz", compress="xz")
    log = io.StringIO()
    import_mtgjson_paths([path], progress=Progress(log, tty=False))
    lines = log.getvalue().splitlines()
    assert [line.split(": ", 1)[1].split(" (")[0] for line in lines] == [
        "MTGJSON v5 of 2025-02-01, Innistrad",
        "MTGJSON v5 of 2025-02-01, Modern Horizons 2",
        "MTGJSON v5 of 2025-02-01, Aether Revolt",
    ]
    assert lines[-1].endswith("100.0%")
    terminal = io.StringIO()
    progress = Progress(terminal, tty=True, every=0)
    import_mtgjson_paths([path], progress=progress)
    progress.done()
    drawn = terminal.getvalue()
    assert drawn.count("\r[") == 3
    assert "[" + "#" * Progress.WIDTH + "] 100.0%" in drawn
    assert drawn.endswith("\n")


def test_import_mtgjson_command_reads_an_xz_file(tmp_path):
    path = shapes.v5_all_printings(tmp_path / "AllPrintings.json.xz", compress="xz")
    out = io.StringIO()
    call_command("import_mtgjson", str(path), stdout=out)
    assert "cards: 2 created" in out.getvalue()
    assert "AllPrintings.json.xz: MTGJSON v5" in out.getvalue()


def test_a_card_known_only_by_its_front_faces_name_is_completed(tmp_path):
    # Seed 002's page made "Prowl, Stoic Strategist" from the name its rulings give: a card with no text.
    placeholder = Card.objects.get(name="Prowl, Stoic Strategist")
    assert placeholder.type_line == ""
    assert placeholder.oracle_id == ""
    rulings = [r.pk for r in rulings_of(placeholder.name)]
    prowl = {
        "name": "Prowl, Stoic Strategist // Prowl, Pursuit Vehicle",
        "layout": "transform",
        "cmc": 3.0,
        # Only the shape matters here; the texts are stand-ins.
        "faces": [
            {
                "name": "Prowl, Stoic Strategist",
                "mana_cost": "{2}{W}",
                "type_line": "Legendary Artifact Creature — Robot",
                "oracle_text": "Front face text.",
            },
            {
                "name": "Prowl, Pursuit Vehicle",
                "mana_cost": "",
                "type_line": "Legendary Artifact — Vehicle",
                "oracle_text": "Back face text.",
            },
        ],
        "french": [("", "", ""), ("", "", "")],
    }
    shapes.CARD_SETS[prowl["name"]], shapes.NUMBERS[prowl["name"]] = "aer", "99"
    try:
        path = shapes.write_json(tmp_path / "oracle-cards-20250301090000.json", [shapes.scryfall_card(prowl)])
    finally:
        del shapes.CARD_SETS[prowl["name"]], shapes.NUMBERS[prowl["name"]]
    assert import_scryfall_paths([path]).failed == []
    card = Card.objects.get(pk=placeholder.pk)
    assert card.name == prowl["name"]
    # The whole card's address, as when the card source comes first; the old one redirects to it.
    assert card.slug == "prowl-stoic-strategist-prowl-pursuit-vehicle" != placeholder.slug
    assert card.type_line == "Legendary Artifact Creature — Robot"
    assert card.oracle_id
    assert [r.pk for r in rulings_of(card.name)] == rulings
    assert find_card("Prowl, Stoic Strategist") == card
    assert find_card("Prowl, Pursuit Vehicle") == card
