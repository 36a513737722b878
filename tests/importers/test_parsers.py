"""Golden parser tests: each input beside its expected parse (UPDATE_GOLDEN=1 rewrites them)."""

from pathlib import Path

import pytest

from ingest.importers.mtgjson import parse_mtgjson_file, unit_as_json
from ingest.importers.page_reading import parse_page, read_page

from .conftest import DATA, FIXTURES, golden

SEEDS = sorted((FIXTURES / "seeds").glob("*.txt"))
MTGJSON_INPUTS = sorted((DATA / "mtgjson" / "in").glob("*.json"))


def test_the_five_seeds_are_there():
    assert [p.name[:3] for p in SEEDS] == ["000", "001", "002", "003", "004"]


@pytest.mark.parametrize("path", SEEDS, ids=lambda p: p.name[:3])
def test_page_parser_golden(path):
    golden(DATA / "pages" / f"{path.stem}.json", parse_page(read_page(path), source=path.name))


@pytest.mark.parametrize("path", MTGJSON_INPUTS, ids=lambda p: p.stem)
def test_mtgjson_parser_golden(path):
    golden(DATA / "mtgjson" / "out" / path.name, [unit_as_json(unit) for unit in parse_mtgjson_file(path)])


def test_seed_facts_the_golden_files_must_keep():
    """A few facts read off the seeds by hand, so a wrong golden file cannot pass unnoticed."""
    pages = {p.name[:3]: parse_page(read_page(p), source=p.name) for p in SEEDS}
    assert pages["000"]["heading"] == "Rétro-ingénieur"
    assert not pages["000"]["machine_translated"]
    assert [r["number"] for r in pages["000"]["rules"]] == ["702.125", "702.125a", "702.125b", "702.125c"]
    assert pages["000"]["rules"][0]["title"] == "Improvisation"
    assert len(pages["000"]["bullets"]) == 9
    assert {b["language"] for b in pages["000"]["bullets"]} == {"fr"}
    for seed in ("001", "002", "004"):
        assert pages[seed]["machine_translated"]
        assert pages[seed]["heading"] is None
        assert {r["language"] for r in pages[seed]["rulings"]} == {"en"}
    assert [len(pages[s]["rulings"]) for s in ("001", "002", "003", "004")] == [11, 16, 9, 12]
    assert {r["date"] for r in pages["001"]["rulings"]} == {"2018-07-13"}
    assert {r["date"] for r in pages["002"]["rulings"]} == {"2022-10-14"}
    assert {r["date"] for r in pages["004"]["rulings"]} == {"2018-01-19"}
    assert pages["001"]["trailing"][0] == ".)"
    assert pages["001"]["trailing"][1].startswith("Révélez les X cartes")
    assert pages["003"]["heading"] == "Whir of Invention"
    assert pages["003"]["declared_count"] == 9
    assert {r["date"] for r in pages["003"]["rulings"]} == {"2017-02-09"}
    assert (
        pages["003"]["rulings"][3]["text"]
        == "Improvise can't pay for , , , , , or mana symbols in a spell's total cost."
    )


def test_v3_split_card_is_one_card_with_its_faces():
    (unit,) = parse_mtgjson_file(DATA / "mtgjson" / "in" / "v3_split_AKH.json")
    (card,) = unit.cards
    assert card.name == "Dusk // Dawn"
    # Off the stack, an aftermath card's mana cost is both halves' and its mana value their sum (202.3d).
    assert (card.fields["mana_cost"], card.fields["mana_value"]) == ("{2}{W}{W} // {3}{W}{W}", 9)
    assert [(f["name"], f["mana_cost"]) for f in card.fields["faces"]] == [("Dawn", "{3}{W}{W}")]
    # Each face's French name, from that face's entry; the writer joins them ("Crépuscule // Aube").
    assert [face.name for face in card.printed["fr"].faces] == ["Crépuscule", "Aube"]
    assert card.printings == [("210a", 426912)]  # the front face's printing only
    assert card.key == "2017-04-28|1|2017-04-28|AKH"
    assert card.label == "MTGJSON v3, Amonkhet (AKH) of 2017-04-28"


def test_v5_and_printed_texts_shapes():
    units = parse_mtgjson_file(DATA / "mtgjson" / "in" / "v5_AllPrintings.json")
    assert [list(u.sets) for u in units] == [["SOI"]]
    avacyn = next(c for c in units[0].cards if c.name.startswith("Archangel Avacyn"))
    assert avacyn.name == "Archangel Avacyn // Avacyn, the Purifier"
    assert avacyn.fields["faces"][0]["name"] == "Avacyn, the Purifier"
    assert avacyn.printed["fr"].faces[0].text.startswith("Flash\nVol, vigilance")
    # v5 counts as of the day the file was built (meta.date), after v3 on the same day.
    assert avacyn.key.startswith("2016-04-08|2|")
    (printed,) = parse_mtgjson_file(DATA / "mtgjson" / "in" / "printed_fr_SOI.fr.json")
    assert printed.language == "fr"
    assert printed.code == "SOI"
    assert printed.entries[0].type_line == "Enchantement"
    assert printed.entries[0].name == "Always Watching"


def _write(tmp_path, name, text):
    path = Path(tmp_path) / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "text, message",
    [
        ('{"name": "X", "code": "XXX", "cards": [{"name": "A"', "malformed JSON at line 1, column"),
        ("[1, 2]", "top level: expected an object"),
        ('{"name": "X"}', "not an MTGJSON file"),
        ('{"name": "X", "code": "XXX", "cards": {"a": 1}}', "cards: expected a list"),
        (
            '{"code": "XXX", "cards": [{"name": "A", "rulings": [{"date": "2018/13/45", "text": "t"}]}]}',
            "cards[0].rulings[0].date: unknown date format: '2018/13/45'",
        ),
        ('{"code": "XXX", "cards": [{"name": "A", "cmc": "lots"}]}', "cards[0].cmc: expected a number"),
        ('{"code": "XXX", "cards": [{"layout": "normal"}]}', "cards[0].name: missing"),
    ],
)
def test_bad_mtgjson_names_file_and_place(tmp_path, text, message):
    from ingest.importers.common import InputError

    path = _write(tmp_path, "bad.json", text)
    with pytest.raises(InputError) as error:
        parse_mtgjson_file(path)
    assert str(error.value).startswith(f"{path}: ")
    assert message in str(error.value)


@pytest.mark.parametrize(
    "text, message",
    [
        (
            "Whir of Invention\n\n1. 2018/13/45\n\n   Improvise doesn't change a spell's mana cost.\n",
            "line 3: unknown date format: '2018/13/45'",
        ),
        ("13 juillot 2018 · source : wotc\nSome ruling.\n", "line 1: unknown date format: '13 juillot 2018'"),
        (
            "Whir of Invention\n\nOffizielle Rulings 3\n\n1. 09.02.2017\n\n   Improvise text.\n",
            "announces 3 rulings but has 1",
        ),
        ("13 juillet 2018 · source : wotc\n", "line 1: a ruling date with no text"),
        ("Just some prose.\nNothing else.\n", "not a ruling page"),
    ],
)
def test_bad_pages_name_file_and_line(tmp_path, text, message):
    from ingest.importers.common import InputError

    with pytest.raises(InputError) as error:
        parse_page(text, source="bad.txt")
    assert str(error.value).startswith("bad.txt: ")
    assert message in str(error.value)
