"""Golden-file tests of the CR parser: tests/cr/data/in/<name>.txt and the excerpts of fixtures/cr (cut from WotC's
own files), each beside tests/cr/data/out/<name>.json.

Regenerate the expected files after a deliberate parser change with
UPDATE_GOLDEN=1 (then read the diff before committing it).
"""

import dataclasses
import hashlib
import json
import os
from pathlib import Path

import pytest

from rules.parser import CRParseError, decode_cr, parse_cr, parse_cr_bytes, parse_cr_file

from .conftest import FIXTURES, NEW, NEWER, OLD

DATA = Path(__file__).parent / "data"
INPUTS = sorted((DATA / "in").glob("*.txt")) + sorted(FIXTURES.glob("*.txt")) + NEWER


def as_json(parsed):
    return {
        "effective_date": parsed.effective_date.isoformat(),
        "paragraphs": [dataclasses.asdict(p) for p in parsed.paragraphs],
        "glossary": [dataclasses.asdict(g) for g in parsed.glossary],
    }


@pytest.mark.parametrize("path", INPUTS, ids=lambda p: p.name)
def test_golden(path):
    got = as_json(parse_cr_file(path))
    expected_path = DATA / "out" / f"{path.stem}.json"
    if os.environ.get("UPDATE_GOLDEN"):
        expected_path.write_text(json.dumps(got, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    assert got == json.loads(expected_path.read_text(encoding="utf-8"))


def test_golden_inputs_cover_both_forms():
    indented = (DATA / "in" / "indented_form.txt").read_bytes()
    official = (DATA / "in" / "official_form.txt").read_bytes()
    assert b"\r\n" not in indented
    assert b"\n   " in indented
    assert official.count(b"\r\n") == official.count(b"\n")
    assert b"\n " not in official


def test_indented_and_official_forms_parse_the_same():
    """Third-party copies indent the rules and end lines with LF; the importer reads them as WotC's flat CRLF form."""
    indented = parse_cr_file(DATA / "in" / "indented_form.txt")
    official = parse_cr_file(DATA / "in" / "official_form.txt")
    assert as_json(indented) == as_json(official)
    assert indented.checksum != official.checksum


def test_excerpts_keep_wotc_encodings_and_line_ends():
    """The fixtures are cut from WotC's files byte for byte, so they cover the published forms."""
    forms = {}
    for path in [OLD, NEW, *NEWER]:
        data = path.read_bytes()
        text, encoding = decode_cr(data)
        cr_only = text.count("\r") - text.count("\r\n") > text.count("\r\n")
        start = data[:2].hex() if encoding == "UTF-16" else data[:3].hex()
        forms[path.name] = (start, encoding, "CR" if cr_only else "CRLF")
    assert forms["MagicCompRules 20180713 excerpt.txt"] == ("4d6167", "Windows-1252", "CRLF")
    assert forms["MagicCompRules 20220429 excerpt.txt"] == ("efbbbf", "UTF-8 with BOM", "CR")
    assert forms["MagicCompRules 20221118 excerpt.txt"] == ("feff", "UTF-16", "CR")
    assert forms["MagicCompRules 20251114 excerpt.txt"][1] == "UTF-8 with BOM"
    assert all(path.stat().st_size < 40 * 1024 for path in [OLD, NEW, *NEWER])


def test_checksum_is_sha256_of_the_bytes():
    data = NEW.read_bytes()
    assert parse_cr_bytes(data).checksum == hashlib.sha256(data).hexdigest()


def test_structure_of_the_2022_excerpt():
    parsed = parse_cr_file(NEW)
    assert str(parsed.effective_date) == "2022-04-29"
    by_number = {p.number: p for p in parsed.paragraphs}
    # The Contents list ("6. Spells..." then "Glossary", "Credits") is not read as rules: each number once.
    assert len(by_number) == len(parsed.paragraphs)
    assert by_number["6"].kind == "section"
    assert by_number["6"].title == "Spells, Abilities, and Effects"
    assert by_number["702.126"].title == "Improvise"
    assert by_number["702.126"].text == ""
    assert by_number["702.126"].parent == "702"
    assert by_number["702"].parent == "7"
    assert by_number["702.126a"].kind == "subrule"
    assert by_number["702.126a"].parent == "702.126"
    assert by_number["702.126a"].text.startswith("Improvise is a static ability")
    assert (
        "\u201cImprovise\u201d means \u201cFor each generic mana" in by_number["702.126a"].text
    )  # WotC's curly quotes
    assert by_number["601.2f"].text.startswith("The player determines the total cost of the spell.")
    assert [p.number for p in parsed.paragraphs if p.number.startswith("601.2")][1:] == [
        f"601.2{c}" for c in "abcdefghi"
    ]
    # Examples hang on the paragraph above them, not in its text.
    assert by_number["601.2c"].examples
    assert by_number["601.2c"].examples[0].startswith("If a spell says")
    assert "Example" not in by_number["601.2c"].text
    assert [g.term for g in parsed.glossary] == ["Aftermath", "Improvise", "Total Cost", "Undaunted"]
    assert parsed.glossary[1].text.startswith("A keyword ability that lets you tap artifacts")


def test_windows_1252_excerpt_reads_curly_quotes_and_dashes():
    parsed = parse_cr_file(OLD)
    assert (str(parsed.effective_date), parsed.encoding) == ("2018-07-13", "Windows-1252")
    by_number = {p.number: p for p in parsed.paragraphs}
    assert by_number["702.125"].title == "Improvise"
    assert by_number["702.124"].title == "Undaunted"
    assert "isn\u2019t an additional" in by_number["702.125b"].text  # byte 0x92
    assert "\u201cImprovise\u201d means" in by_number["702.125a"].text  # bytes 0x93, 0x94
    assert by_number["601.2i"].text.startswith("Once the steps described in 601.2a\u2013h")  # byte 0x96


def test_utf16_excerpt_of_2022_11_18():
    parsed = parse_cr_file(next(path for path in NEWER if "20221118" in path.name))
    assert (str(parsed.effective_date), parsed.encoding) == ("2022-11-18", "UTF-16")
    by_number = {p.number: p for p in parsed.paragraphs}
    assert by_number["701.28"].title == "Transform"
    assert by_number["701.50"].title == "Convert"
    assert by_number["702.162"].title == "More Than Meets the Eye"
    assert by_number["712.4"].parent == "712"
    assert by_number["712"].parent == "7"
    assert [g.term for g in parsed.glossary][:2] == ["Aftermath", "Connive"]


def test_continuation_lines_and_example_after_them():
    parsed = parse_cr_file(DATA / "in" / "indented_form.txt")
    rule = next(p for p in parsed.paragraphs if p.number == "509.1b")
    first, second = rule.text.split("\n")
    assert first.startswith("The defending player checks each creature")
    assert second.startswith("A restriction may be created by an evasion ability")
    assert rule.examples[0].startswith("An attacking creature with flying and shadow")


def test_glossary_entry_of_several_lines():
    parsed = parse_cr_file(DATA / "in" / "indented_form.txt")
    ability = next(g for g in parsed.glossary if g.term == "Ability")
    assert ability.text.split("\n")[0] == "1. Text on an object that explains what that object does or can do."
    assert len(ability.text.split("\n")) == 3


def test_variants_of_numbering_seen_in_real_versions():
    text = (
        "Magic: The Gathering Comprehensive Rules\n\nThese rules are effective as of June 1, 2020.\n\n"
        "1. Game Concepts\n\n119. Life\n\n119.1. Each player begins the game with a starting life total.\n\n"
        "119.1d. In a two-player Brawl game, each player's starting life total is 25.\n\n"
        "606.5 If the total cost to activate a loyalty ability contains multiple costs, add them.\n\n"
        "201.3.  Some cards with different English names are treated as though they had the same name.\n\n"
        "Glossary\n\nLife\nA number.\n\nCredits\n"
    )
    parsed = parse_cr(text)
    assert [(p.number, p.kind) for p in parsed.paragraphs] == [
        ("1", "section"),
        ("119", "rule"),
        ("119.1", "rule"),
        ("119.1d", "subrule"),
        ("606.5", "rule"),
        ("201.3", "rule"),
    ]
    assert parsed.paragraphs[3].text.startswith("In a two-player Brawl game")
    assert parsed.paragraphs[5].text.startswith("Some cards with different English names")


@pytest.mark.parametrize(
    "text, message",
    [
        ("Just a shopping list\nMilk\nEggs\n", "no effective date"),
        ("These rules are effective as of 29 avril 2022.\n\n1. Game Concepts\n", "unknown date format"),
        ("These rules are effective as of February 30, 2022.\n\n1. Game Concepts\n", "impossible date"),
        ("These rules are effective as of April 29, 2022.\n\nNothing numbered here.\n", "no numbered rules"),
        (
            "These rules are effective as of April 29, 2022.\n\n1. Game Concepts\n\n100. General\n\n   100.1. Rules.\n",
            "truncated",
        ),
        (
            "These rules are effective as of April 29, 2022.\n\n1. Game Concepts\n\n100. General\n\n"
            "Glossary\n\nAbility\nText.\n",
            "truncated",
        ),
        (
            "These rules are effective as of April 29, 2022.\n\n1. Game Concepts\n\n100.1. One.\n\n1. Game Concepts\n\n"
            "Glossary\n\nCredits\n",
            "appears twice",
        ),
    ],
)
def test_bad_input_is_a_clear_error(text, message):
    with pytest.raises(CRParseError) as error:
        parse_cr(text, "some-file.txt")
    assert message in str(error.value)
    assert str(error.value).startswith("some-file.txt")


@pytest.mark.parametrize("path", [OLD, NEW], ids=["CRLF", "CR"])
def test_truncated_real_file_names_file_and_line(tmp_path, path):
    data = path.read_bytes()
    # Cut after a line end: a cut inside a UTF-8 character would be an encoding error instead.
    data = data[: data.rfind(b"\r", 0, len(data) // 2) + 1]
    cut = tmp_path / "cut.txt"
    cut.write_bytes(data)
    with pytest.raises(CRParseError) as error:
        parse_cr_file(cut)
    assert error.value.source == str(cut)
    assert error.value.line == data.count(b"\r") + 1
    assert "truncated" in str(error.value)


def test_undecodable_bytes_name_the_line(tmp_path):
    bad = tmp_path / "bad.txt"
    # 0x81 is neither UTF-8 here nor defined in Windows-1252.
    bad.write_bytes(b"These rules are effective as of April 29, 2022.\r\rCo\x81t total\r")
    with pytest.raises(CRParseError) as error:
        parse_cr_file(bad)
    assert "byte 0x81 is neither UTF-8 nor Windows-1252" in str(error.value)
    assert error.value.line == 3


def test_missing_file_is_a_clear_error(tmp_path):
    with pytest.raises(CRParseError) as error:
        parse_cr_file(tmp_path / "nope.txt")
    assert "cannot read" in str(error.value)
