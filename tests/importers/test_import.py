"""The MTGJSON and page importers against the real test database (filled by load_sample from fixtures/)."""

import io
import json
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from cards.models import Card, CardLocalization
from ingest.importers.common import guess_language, ruling_uid
from ingest.importers.mtgjson import import_mtgjson_paths
from ingest.importers.scraped_pages import import_page_files
from ingest.sample import load_sample
from rules.models import RuleParagraph
from rulings.models import CardRuling, Ruling
from translations.models import Translation, text_hash

from .conftest import FIXTURES, row_counts, stripped_whir_page

pytestmark = pytest.mark.django_db
SEEDS = sorted((FIXTURES / "seeds").glob("*.txt"))


def rulings_of(name):
    return [
        cr.ruling for cr in CardRuling.objects.filter(card__name=name).select_related("ruling").order_by("position")
    ]


# ---------------------------------------------------------------- MTGJSON


def test_sample_cards_sets_and_faces():
    engineer = Card.objects.get(name="Reverse Engineer")
    assert engineer.mana_cost == "{3}{U}{U}"
    assert engineer.mana_value == 5
    assert engineer.type_line == "Sorcery"
    assert sorted(engineer.sets.values_list("code", flat=True)) == ["AER", "C18"]
    assert engineer.localized("fr").name == "Rétro-ingénieur"
    assert engineer.localized("de").name == "Nachkonstruieren"
    dusk = Card.objects.get(name="Dusk // Dawn")
    assert dusk.faces[0]["name"] == "Dawn"
    assert not Card.objects.filter(name="Dawn").exists()
    avacyn = Card.objects.get(name="Archangel Avacyn // Avacyn, the Purifier")  # from the v5 file
    assert avacyn.localized("fr").type_line == "Créature légendaire\xa0: — ange"
    assert CardLocalization.objects.get(card__name="Always Watching", language="fr").text.startswith(
        "Les créatures non-jeton"
    )


def test_rulings_are_shared_ordered_and_keyed_by_uid():
    engineer = rulings_of("Reverse Engineer")
    directive = rulings_of("Saheeli's Directive")
    assert [
        cr.position for cr in CardRuling.objects.filter(card__name="Reverse Engineer").order_by("position")
    ] == list(range(1, 9))
    assert engineer[0].text == "Improvise doesn't change a spell's mana cost or converted mana cost."
    assert {r.id for r in engineer} <= {r.id for r in directive}  # one ruling, two cards
    for ruling in engineer:
        assert ruling.uid == ruling_uid(ruling.date, ruling.source, ruling.text)
        assert ruling.source == "wotc"
    whir = rulings_of("Whir of Invention")
    assert whir[0].text == engineer[0].text
    assert whir[0].id != engineer[0].id


def test_mtgjson_second_import_changes_nothing():
    before = row_counts()
    report = import_mtgjson_paths([FIXTURES / "mtgjson"])
    assert report.failed == []
    assert report.changes == 0
    assert row_counts() == before


def test_command_reports_zero_changes(capsys):
    call_command("import_mtgjson", str(FIXTURES / "mtgjson" / "AER.json"))
    assert "changes: 0" in capsys.readouterr().out


def test_newer_input_updates_and_a_single_file_works(tmp_path):
    data = json.loads((FIXTURES / "mtgjson" / "KLD.json").read_text(encoding="utf-8"))
    data["code"], data["name"], data["releaseDate"] = "ZZZ", "Newer Set", "2030-01-01"
    card = next(c for c in data["cards"] if c["name"] == "Foundry Inspector")
    card["text"] += " (newer wording)"
    card["rulings"] = card["rulings"][::-1]
    path = tmp_path / "ZZZ.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    report = import_mtgjson_paths([path])
    assert report.failed == []
    assert report.changes > 0
    inspector = Card.objects.get(name="Foundry Inspector")
    assert inspector.oracle_text.endswith("(newer wording)")
    assert "ZZZ" in inspector.sets.values_list("code", flat=True)
    assert [r.text for r in rulings_of("Foundry Inspector")] == [r["text"] for r in card["rulings"]]
    assert import_mtgjson_paths([path]).changes == 0


@pytest.mark.parametrize(
    "content, message",
    [
        (None, "malformed JSON at line"),  # the AER fixture cut in half
        (
            '{"code": "AER", "name": "x", "releaseDate": "2017-01-20", "cards": [{"name": "Reverse Engineer", '
            '"rulings": [{"date": "2018/13/45", "text": "x"}]}]}',
            "cards[0].rulings[0].date: unknown date format: '2018/13/45'",
        ),
        ('{"code": "AER", "cards": "many"}', "cards: expected a list"),
    ],
)
def test_bad_mtgjson_file_exits_non_zero_and_changes_nothing(tmp_path, content, message):
    path = tmp_path / "bad.json"
    if content is None:
        full = (FIXTURES / "mtgjson" / "AER.json").read_text(encoding="utf-8")
        content = full[: len(full) // 2]
    path.write_text(content, encoding="utf-8")
    before = row_counts()
    with pytest.raises(CommandError) as error:
        call_command("import_mtgjson", str(path))
    assert str(path) in str(error.value)
    assert message in str(error.value)
    assert row_counts() == before


def test_one_bad_file_does_not_stop_the_good_one(tmp_path):
    good = tmp_path / "NEW.json"
    good.write_text(
        json.dumps(
            {
                "code": "NEW",
                "name": "New",
                "releaseDate": "2031-01-01",
                "type": "expansion",
                "cards": [
                    {
                        "name": "Brand New Card",
                        "layout": "normal",
                        "type": "Artifact",
                        "cmc": 1,
                        "rulings": [{"date": "2031-01-02", "text": "A fresh ruling."}],
                    }
                ],
            }
        ),
        encoding="utf-8",
    )
    bad = tmp_path / "BAD.json"
    bad.write_text('{"code": "BAD", "cards": [', encoding="utf-8")
    with pytest.raises(CommandError) as error:
        call_command("import_mtgjson", str(good), str(bad))
    assert "BAD.json" in str(error.value)
    assert "NEW.json" not in str(error.value)
    assert rulings_of("Brand New Card")[0].text == "A fresh ruling."


# ---------------------------------------------------------------- pages


def test_seed_000_official_french_rules():
    paragraph = RuleParagraph.objects.get(number="702.125a", version__effective_date="2018-07-13")
    assert paragraph.text.startswith("Improvise is a static ability")
    translation = Translation.objects.get(rule=paragraph.lineage, language="fr")
    assert translation.text.startswith("L'improvisation est une capacité statique")
    assert (translation.origin, translation.status) == ("official", "approved")
    assert translation.source_hash == text_hash(paragraph.text)
    assert translation.source_text == paragraph.text
    title = Translation.objects.get(
        rule=RuleParagraph.objects.get(number="702.125", version__effective_date="2018-07-13").lineage
    )
    assert title.text == "Improvisation"
    # 702.125 of 2022 is Undaunted: it got no French Improvise.
    undaunted = RuleParagraph.objects.get(number="702.125a", version__effective_date="2022-04-29")
    assert undaunted.lineage_id != paragraph.lineage_id
    assert not Translation.objects.filter(rule=undaunted.lineage).exists()


def test_seed_000_french_rulings_match_by_meaning_not_position():
    engineer = rulings_of("Reverse Engineer")
    french = {
        r.id: r.translations.get(language="fr") for r in engineer if r.translations.filter(language="fr").exists()
    }
    assert len(french) == 7  # the page lists 9: two are rulings Reverse Engineer does not have
    assert (
        french[engineer[0].id].text
        == "L'improvisation ne change pas le coût de mana ou le coût converti de mana du sort."
    )
    assert french[engineer[2].id].text == (
        "L'improvisation ne peut pas payer les symboles de mana {W}, {U}, {B}, {R}, {G} ou {C} "
        "dans le coût total d'un sort."
    )
    # Reverse Engineer's X ruling names Saheeli's Directive; the French one names Whir of Invention
    # (Ronronnement de l'inventivité).
    assert engineer[7].id not in french
    whir_x = rulings_of("Whir of Invention")[8]
    translation = whir_x.translations.get(language="fr")
    assert (
        "Ronronnement de l'inventivité (un sort avec l'improvisation et un coût de mana de {X}{U}{U}{U})"
        in translation.text
    )
    assert translation.flags == []
    assert translation.source_hash == text_hash(whir_x.text)
    alternative = rulings_of("Whir of Invention")[2].translations.get(language="fr")
    assert alternative.text.startswith("Comme l'improvisation n'est pas un coût alternatif")
    for t in Translation.objects.filter(ruling__isnull=False):
        assert t.origin == "official"
        assert guess_language(t.text) == "fr"


def test_machine_pages_store_no_english_as_french():
    directive = rulings_of("Saheeli's Directive")
    assert len(directive) == 11  # the page's 11 rulings are the MTGJSON ones ("mana value" wording tolerated)
    assert not Translation.objects.filter(origin="machine").exists()
    assert not Translation.objects.filter(text__startswith="Révélez").exists()


def test_seed_002_prowl_not_in_the_data_is_created_with_its_rulings():
    prowl = Card.objects.get(name="Prowl, Stoic Strategist")
    rulings = rulings_of(prowl.name)
    assert len(rulings) == 16
    assert {r.date.isoformat() for r in rulings} == {"2022-10-14"}
    assert {r.source for r in rulings} == {"wotc"}
    assert rulings[0].text.startswith("To determine the total cost of a spell")
    assert prowl.slug == "prowl-stoic-strategist"


def test_seed_003_german_page_adds_no_duplicates():
    whir = rulings_of("Whir of Invention")
    assert len(whir) == 9
    assert {r.date.isoformat() for r in whir} == {"2017-02-09"}


def test_seed_004_contraption_rulings_shared_by_every_contraption():
    for name in ("Accessories to Murder", "Applied Aeronautics", "Widget Contraption"):
        assert len(rulings_of(name)) == 12
    assert not Ruling.objects.filter(date="2018-01-19", card_rulings__isnull=True).exists()


def test_pages_second_import_changes_nothing():
    before = row_counts()
    report = import_page_files(SEEDS)
    assert report.failed == []
    assert report.changes == 0
    assert row_counts() == before
    assert any("004_" in n and "Accessories to Murder" in n and "match equally" in n for n in report.notes)


def test_page_naming_an_unknown_card_is_refused(tmp_path):
    page = tmp_path / "unknown.txt"
    page.write_text(
        "Nonexistent Card Of Doom\n\nOffizielle Rulings 1\n\n1. 09.02.2017\n\n   Some ruling text.\n", encoding="utf-8"
    )
    before = row_counts()
    with pytest.raises(CommandError) as error:
        call_command("import_pages", str(page))
    assert str(page) in str(error.value)
    assert "line 1" in str(error.value)
    assert "unknown card 'Nonexistent Card Of Doom'" in str(error.value)
    assert row_counts() == before


def test_bad_page_date_is_refused_and_nothing_stored(tmp_path):
    page = tmp_path / "baddate.txt"
    text = (
        (FIXTURES / "seeds" / "003_2d1588edbd4c1274.txt")
        .read_text(encoding="utf-8")
        .replace("9. 09.02.2017", "9. 2018/13/45")
    )
    page.write_text(text, encoding="utf-8")
    before = row_counts()
    with pytest.raises(CommandError) as error:
        call_command("import_pages", str(page))
    assert "unknown date format: '2018/13/45'" in str(error.value)
    assert "line 37" in str(error.value)
    assert row_counts() == before


def test_import_pages_reports_a_step_per_page_and_its_summary(settings, tmp_path):
    # The import commands' one runner: a step per page (a line each in a log), then the report's lines.
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    pages = sorted(str(p) for p in (FIXTURES / "seeds").glob("*.txt"))
    out = io.StringIO()
    call_command("import_pages", *pages, stdout=out)
    lines = out.getvalue().splitlines()
    steps = [line for line in lines if line.endswith("%")]
    assert [line.split()[0] for line in steps] == [Path(p).name for p in pages]
    assert steps[-1].endswith("100.0%")
    assert f"pages: {len(pages)} read, 0 failed" in lines
    quiet = io.StringIO()
    call_command("import_pages", *pages, stdout=quiet, verbosity=0)
    assert not [line for line in quiet.getvalue().splitlines() if line.endswith("%")]


def test_stripped_page_ruling_with_no_english_original_is_stored_and_reported(tmp_path):
    page = stripped_whir_page(tmp_path)
    report = import_page_files([page])
    assert report.failed == []
    assert rulings_of("Whir of Invention")[-1].text == "Whir of Invention can't pay for , , or mana symbols."
    assert any("no English original" in n for n in report.notes)


def test_load_sample_twice_changes_nothing(tmp_path, settings):
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    before = row_counts()
    counts = load_sample(build_index=False)
    assert row_counts() == before
    assert counts["cards"] == before["Card"]


def test_copied_fixtures_match_the_shared_seeds():
    from pathlib import Path

    shared = Path("/work/shared/seeds")
    if not shared.is_dir():
        pytest.skip("no ../shared/seeds on this machine")
    for path in shared.glob("*.txt"):
        assert (FIXTURES / "seeds" / path.name).read_bytes() == path.read_bytes()


def test_empty_folder_and_missing_file_are_errors(tmp_path):
    with pytest.raises(CommandError) as error:
        call_command("import_mtgjson", str(tmp_path))
    assert "no MTGJSON files" in str(error.value)
    with pytest.raises(CommandError) as error:
        call_command("import_pages", str(tmp_path / "missing.txt"))
    assert "missing.txt: cannot read" in str(error.value)


def test_page_import_report_golden():
    """How each seed was read: its card, each French match, each repair (rerun on the sample, so nothing changes)."""
    from .conftest import DATA, golden

    report = import_page_files(SEEDS)
    assert report.changes == 0
    golden(DATA / "page_import_notes.json", report.notes)
