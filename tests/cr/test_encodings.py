"""Every encoding and line end WotC has published imports the same rules; anything else fails with the file named.

The files are made here, small, from one text carrying WotC's typography: curly quotes and apostrophes, an en dash,
™ and ®, which Windows-1252 holds as 0x92, 0x93/0x94, 0x96, 0x99 and 0xAE.
"""

import random
import re

import pytest
from django.core.management import CommandError, call_command

from ingest.cr import import_cr_files
from rules.models import CRVersion, RuleParagraph
from rules.parser import CRParseError, parse_cr

from .test_import import snapshot

TEXT = """Magic: The Gathering Comprehensive Rules

These rules are effective as of {date}.

Introduction

This document is the ultimate authority for Magic: The Gathering® competitive game play.

Contents

6. Spells, Abilities, and Effects
601. Casting Spells

7. Additional Rules
702. Keyword Abilities

Glossary

Credits

6. Spells, Abilities, and Effects

601. Casting Spells

601.2i Once the steps described in 601.2a–h are completed, effects that modify the characteristics of the spell \
as it’s cast are applied, then the spell becomes cast.

7. Additional Rules

702. Keyword Abilities

702.126. Improvise

702.126a Improvise is a static ability that functions while the spell with improvise is on the stack. \
“Improvise” means “For each generic mana in this spell’s total cost, you may tap an untapped artifact you control \
rather than pay that mana.”

702.126b The improvise ability isn’t an additional or alternative cost and applies only after the total cost of \
the spell with improvise is determined.
Example: Reverse Engineer costs {{3}}{{U}}{{U}} and has improvise. You control three untapped artifacts; you tap them \
and pay {{U}}{{U}}.

Glossary

Improvise
A keyword ability that lets you tap artifacts rather than pay mana to cast a spell. See rule 702.126, “Improvise.”

Credits

Magic: The Gathering™ Original Game Design: Richard Garfield
"""

# name in the import line, how to write the file
ENCODINGS = {
    "utf-8": ("UTF-8", lambda text: text.encode("utf-8")),
    "utf-8-bom": ("UTF-8 with BOM", lambda text: b"\xef\xbb\xbf" + text.encode("utf-8")),
    "utf-16-le-bom": ("UTF-16", lambda text: b"\xff\xfe" + text.encode("utf-16-le")),
    "utf-16-be-bom": ("UTF-16", lambda text: b"\xfe\xff" + text.encode("utf-16-be")),
    # Never published so, but a file saved again by another program may lose its byte order mark.
    "utf-16-le": ("UTF-16", lambda text: text.encode("utf-16-le")),
    "utf-16-be": ("UTF-16", lambda text: text.encode("utf-16-be")),
    "windows-1252": ("Windows-1252", lambda text: text.encode("cp1252")),
}
LINE_ENDS = {"CRLF": "\r\n", "CR": "\r", "LF": "\n"}
CASES = [(encoding, end) for encoding in ENCODINGS for end in LINE_ENDS]


def cr_text(date="April 29, 2022", end="\n"):
    return TEXT.format(date=date).replace("\n", end)


def write(tmp_path, encoding, end, date="April 29, 2022"):
    path = tmp_path / f"cr-{encoding}-{end}.txt"
    path.write_bytes(ENCODINGS[encoding][1](cr_text(date, LINE_ENDS[end])))
    return path


def stored(date):
    paragraphs = RuleParagraph.objects.filter(version__effective_date=date).order_by("position")
    return list(paragraphs.values_list("number", "title", "text", "examples"))


def expected():
    return [(p.number, p.title, p.text, p.examples) for p in parse_cr(cr_text()).paragraphs]


def test_windows_1252_file_carries_wotc_typography_as_its_own_bytes(tmp_path):
    data = write(tmp_path, "windows-1252", "CRLF").read_bytes()
    for byte in (b"\x92", b"\x93", b"\x94", b"\x96", b"\x99", b"\xae"):
        assert byte in data
    assert "’".encode() not in data


@pytest.mark.parametrize("encoding, end", CASES, ids=[f"{e}-{n}" for e, n in CASES])
def test_each_form_imports_the_same_rules_and_names_its_encoding(no_cr, tmp_path, encoding, end):
    path = write(tmp_path, encoding, end)
    [result] = import_cr_files([path])
    assert result.status == "imported", result.error
    assert result.encoding == ENCODINGS[encoding][0]
    assert result.describe().startswith(f"{path} (read as {ENCODINGS[encoding][0]}): imported CR 2022-04-29: ")
    assert stored("2022-04-29") == expected()
    improvise = RuleParagraph.objects.get(number="702.126a")
    assert "“Improvise” means “For each generic mana in this spell’s total cost" in improvise.text
    assert CRVersion.objects.get().source_name == path.name


def test_all_forms_in_one_run_are_one_unchanged_chain(no_cr, tmp_path):
    """Fifteen versions differing only by encoding and line ends: after the first, nothing is added or edited."""
    paths = [
        write(tmp_path, encoding, end, f"January {day}, 2023") for day, (encoding, end) in enumerate(CASES, start=1)
    ]
    random.Random(3).shuffle(paths)
    results = import_cr_files(paths)
    assert [r.status for r in results] == ["imported"] * len(CASES), [r.error for r in results]
    first, *later = sorted(CRVersion.objects.all(), key=lambda version: version.effective_date)
    assert len(later) == len(CASES) - 1
    lineages = list(
        RuleParagraph.objects.filter(version=first).order_by("position").values_list("lineage_id", flat=True)
    )
    for version in later:
        rows = RuleParagraph.objects.filter(version=version).order_by("position")
        assert list(rows.values_list("lineage_id", flat=True)) == lineages
        assert set(rows.values_list("change", flat=True)) == {"unchanged"}
        assert stored(version.effective_date) == expected()


def test_command_output_names_the_encoding_of_each_file(no_cr, tmp_path, capsys):
    paths = [
        write(tmp_path, encoding, end, f"March {day}, 2023")
        for day, (encoding, end) in enumerate(
            [("utf-8", "LF"), ("utf-8-bom", "CR"), ("utf-16-be-bom", "CR"), ("windows-1252", "CRLF")], start=1
        )
    ]
    call_command("import_cr", *map(str, paths))
    out = capsys.readouterr().out
    for path, name in zip(paths, ["UTF-8", "UTF-8 with BOM", "UTF-16", "Windows-1252"], strict=True):
        assert f"{path} (read as {name}): imported CR 2023-03-" in out


# --- files that are none of these ---------------------------------------------------------------------------------


def bad_files(tmp_path):
    """{path: (line the message names or None, words of the message)}."""
    files = {}

    def add(name, data, line, words):
        path = tmp_path / name
        path.write_bytes(data)
        files[path] = (line, words)

    # A byte Windows-1252 leaves undefined, in a file that is not UTF-8 (the 0x92 before it rules UTF-8 out).
    undefined = cr_text(end="\r\n").encode("cp1252").replace(b"Original Game", b"Original \x81Game")
    line = next(n for n, text in enumerate(cr_text().split("\n"), start=1) if "Original Game" in text)
    add("undefined-byte.txt", undefined, line, "byte 0x81 is neither UTF-8 nor Windows-1252")
    # UTF-8 promised by the BOM, broken on line 3.
    add(
        "broken-utf8.txt",
        b"\xef\xbb\xbfMagic\r\rThese rules are effective as of April 29, 2022\xe2\x80.\r",
        3,
        "not UTF-8",
    )
    add("empty.txt", b"", None, "no effective date")
    # Line ends before its 0x81: the PNG signature's CRLF and LF, then bytes 0x0a and 0x0d.
    add("binary.txt", b"\x89PNG\r\n\x1a\n" + bytes(range(256)), 5, "byte 0x81 is neither UTF-8 nor Windows-1252")
    add(
        "no-rules.txt",
        b"These rules are effective as of April 29, 2022.\r\n\r\nNothing numbered here.\r\n",
        None,
        "no numbered rules",
    )
    add("stops-in-rules.txt", cr_text(end="\r").split("Glossary\r\rImprovise")[0].encode("utf-8"), None, "truncated")
    return files


def assert_names_file_and_line(error, path, line, words):
    match = re.match(rf"{re.escape(str(path))}(?:, line (\d+))?: (.+)", error)
    assert match, error
    if line is not None:
        assert match.group(1) == str(line), error
    assert words in match.group(2)


def test_bad_files_name_file_and_line_and_change_nothing(no_cr, tmp_path):
    import_cr_files([write(tmp_path, "utf-8-bom", "CR")])
    before = snapshot()
    for path, (line, words) in bad_files(tmp_path).items():
        [result] = import_cr_files([path])
        assert result.status == "failed", path
        assert_names_file_and_line(result.error, path, line, words)
        assert result.describe() == f"FAILED {result.error}"
        assert snapshot() == before


def test_mixed_run_imports_the_good_files_and_names_the_bad_one(no_cr, tmp_path, capsys):
    good = [
        write(tmp_path, "utf-16-be-bom", "CR", "May 1, 2023"),
        write(tmp_path, "windows-1252", "CRLF", "May 2, 2023"),
    ]
    bad = next(path for path in bad_files(tmp_path) if path.name == "undefined-byte.txt")
    results = import_cr_files([good[0], bad, good[1]])
    assert [r.status for r in results] == ["imported", "failed", "imported"]
    assert_names_file_and_line(results[1].error, bad, *bad_files(tmp_path)[bad])

    CRVersion.objects.all().delete()
    with pytest.raises(CommandError) as error:
        call_command("import_cr", str(good[0]), str(bad), str(good[1]))
    assert "1 of 3 files failed" in str(error.value)
    assert str(bad) in str(error.value)
    captured = capsys.readouterr()
    assert f"{good[0]} (read as UTF-16): imported CR 2023-05-01" in captured.out
    assert f"{good[1]} (read as Windows-1252): imported CR 2023-05-02" in captured.out
    assert re.search(rf"{re.escape(str(bad))}, line \d+: byte 0x81", captured.err)
    assert sorted(str(d) for d in CRVersion.objects.values_list("effective_date", flat=True)) == [
        "2023-05-01",
        "2023-05-02",
    ]


# --- files of the old years that none of the 106 shows exactly so (three are held back) ----------------------------


@pytest.mark.parametrize(
    "line, date",
    [
        ("These rules are effective as of September 1, 2009.", "2009-09-01"),
        ("These rules are current as of September 1, 2009", "2009-09-01"),  # no full stop
        ("These rules are effective as of Sept. 1, 2009.", "2009-09-01"),
        ("These rules are effective as of Sep 1 2009.", "2009-09-01"),
        ("These rules are effective as of September 1st, 2009.", "2009-09-01"),
        ("These\u00a0rules are effective as of September\u00a01,  2009.", "2009-09-01"),
        ("   THESE RULES ARE EFFECTIVE AS OF SEPTEMBER 1, 2009.   ", "2009-09-01"),
        ("These rules are effective as of\n\nSeptember 1, 2009.", "2009-09-01"),  # the date on a line of its own
        ("These rules are effective as of September 1, 2009, and replace all earlier versions.", "2009-09-01"),
    ],
)
def test_date_lines_written_otherwise(line, date):
    text = cr_text().replace("These rules are effective as of April 29, 2022.", line)
    assert parse_cr(text).effective_date.isoformat() == date


@pytest.mark.parametrize(
    "line", ["These rules are effective as of 1 septembre 2009.", "These rules are effective as of Ju 1, 2009."]
)
def test_a_date_in_no_english_form_still_fails(line):
    with pytest.raises(CRParseError, match="unknown date format"):
        parse_cr(cr_text().replace("These rules are effective as of April 29, 2022.", line))


def test_utf16_big_endian_with_cr_line_ends_and_no_date_in_the_name(no_cr, tmp_path):
    """A file named without a date, in UTF-16 big-endian with CR line ends, and subrules with a trailing period and
    underscores as 2008-2013 print them: the date inside names the version."""
    text = cr_text("July 1, 2011", "\r").replace("702.126a Improvise", "702.126a. _Improvise_")
    path = tmp_path / "comprehensive rules.txt"
    path.write_bytes(b"\xfe\xff" + text.encode("utf-16-be"))
    [result] = import_cr_files([path])
    assert result.status == "imported", result.error
    assert (result.version, result.encoding) == ("2011-07-01", "UTF-16")
    improvise = RuleParagraph.objects.get(number="702.126a")
    assert improvise.text.startswith("Improvise is a static ability") and improvise.emphasis == ["Improvise"]


def test_two_files_of_one_date_without_dates_in_their_names(no_cr, tmp_path):
    """No publication date in either name: the one given last is the version, the other is superseded."""
    first = tmp_path / "a.txt"
    first.write_bytes(cr_text("July 1, 2011").encode("utf-8"))
    second = tmp_path / "b.txt"
    second.write_bytes(cr_text("July 1, 2011", "\r\n").replace("a static ability", "a static  ability").encode())
    results = import_cr_files([first, second])
    assert [r.status for r in results] == ["superseded", "imported"]
    assert CRVersion.objects.get().source_name == "b.txt"


def test_headings_of_the_document_in_another_case():
    """Headings read in any case: "GLOSSARY", "Table of Contents", "CREDITS" like "Glossary", "Contents", "Credits"."""
    text = cr_text().replace("\nContents\n", "\nTable of Contents\n")
    text = text.replace("\nGlossary\n", "\nGLOSSARY\n").replace("\nCredits\n", "\nCREDITS\n")
    parsed = parse_cr(text)
    assert [(p.number, p.title, p.text, p.examples) for p in parsed.paragraphs] == expected()
    assert [g.term for g in parsed.glossary] == ["Improvise"]
