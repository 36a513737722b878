"""The facts of the real corpus (needs MTG_CORPUS): WotC's own 106 CR files, 2003-03-15 to 2025-11-14
(cr-2003-2016/ and cr/), in one run.

One import for the whole module, of every file of both folders in shuffled order (one to two minutes here),
inside a transaction rolled back at its end; every test reads it. The import's speed is the benchmark's
business (bench/import_bench.py); here it is only recorded (junit property cr_import_seconds).
"""

import collections
import datetime
import random
import re
import time
from pathlib import Path

import pytest

from ingest.cr import import_cr_files
from rules import lineage as matching
from rules import selectors as rules
from rules.models import CRVersion, GlossaryEntry, RuleLineage, RuleParagraph, RulePart
from rules.parser import parse_cr_file
from tests.builders import rolled_back_at_the_end, settle_constraints
from tests.scripts import load_script

from .conftest import chains, para

pytestmark = pytest.mark.corpus

VERSIONS = 49  # in cr/, 2017-01-20 to 2025-11-14
OLD_VERSIONS = 57  # in cr-2003-2016/
# File date -> effective date printed inside, where they differ; the other 36 files are effective on their date.
EFFECTIVE = {
    "20170119": "2017-01-20",
    "20170707": "2017-07-08",
    "20170925": "2017-09-29",
    "20190612": "2019-06-14",
    "20200122": "2020-01-24",
    "20210202": "2021-02-05",
    "20210224": "2021-02-15",
    "20210419": "2021-04-22",
    "20210609": "2021-06-18",
    "20210712": "2021-07-23",
    "20211115": "2021-11-19",
    "20240206": "2024-02-02",
    "20240802": "2024-07-30",
}
WINDOWS_1252 = {
    "20170119",
    "20170428",
    "20170605",
    "20170707",
    "20170825",
    "20170925",
    "20180713",
    "20180810",
    "20181005",
    "20221007",
}
UTF_16 = {"20221118"}
CODE_PAGE_437 = {"20190125"}  # ASCII but for the Arabian Nights names of 700.8a


def file_date(path):
    return path.name.removeprefix("MagicCompRules ").removesuffix(".txt")


@pytest.fixture(scope="module")
def corpus_cr(corpus_dir, django_db_setup, django_db_blocker):
    """All versions imported once for the module, inside a transaction rolled back at its end."""
    files = sorted((corpus_dir / "cr").glob("MagicCompRules *.txt"))
    old_files = sorted((corpus_dir / "cr-2003-2016").glob("MagicCompRules *.txt"))
    order = files + old_files
    random.Random(7).shuffle(order)
    with rolled_back_at_the_end(django_db_blocker):
        CRVersion.objects.all().delete()
        RuleLineage.objects.all().delete()
        started = time.perf_counter()
        results = import_cr_files(order)
        seconds = time.perf_counter() - started
        settle_constraints()
        yield {"files": files, "old_files": old_files, "order": order, "results": results, "seconds": seconds}


def numbers_by_version(paragraph):
    return [(entry["version"], entry["number"]) for entry in rules.lineage_of(paragraph)]


def test_every_version_imported_in_one_run(corpus_cr, db, record_property):
    record_property("cr_import_seconds", round(corpus_cr["seconds"], 1))
    results = corpus_cr["results"]
    assert len(corpus_cr["files"]) == VERSIONS
    assert len(corpus_cr["old_files"]) == OLD_VERSIONS
    assert all(result.status == "imported" for result in results), [r.error for r in results if not r.ok]
    assert [result.path for result in results] == [str(path) for path in corpus_cr["order"]]  # in the order given
    assert CRVersion.objects.count() == VERSIONS + OLD_VERSIONS
    for path, result in zip(corpus_cr["order"], results, strict=True):
        if path.parent.name != "cr":
            continue  # test_every_old_version_imported checks those
        date = file_date(path)
        effective = EFFECTIVE.get(date, f"{date[:4]}-{date[4:6]}-{date[6:]}")
        # The date inside the file wins over the name: "MagicCompRules 20210419.txt" is the 2021-04-22 version.
        assert result.version == effective, path.name
        assert CRVersion.objects.get(effective_date=effective).source_name == path.name
        encoding = (
            "Code Page 437"
            if date in CODE_PAGE_437
            else "Windows-1252"
            if date in WINDOWS_1252
            else "UTF-16"
            if date in UTF_16
            else "UTF-8 with BOM"
        )
        assert result.encoding == encoding, path.name
        assert f"(read as {encoding})" in result.describe()


def test_improvise_is_one_lineage_across_the_renumbering(corpus_cr, db):
    improvise = rules.get_paragraph("702.126a")
    assert improvise.text.startswith("Improvise")
    history = numbers_by_version(improvise)
    # Improvise (Aether Revolt, 2017-01-20) is in the first file of cr/ already, and in every one since.
    assert len(history) == VERSIONS
    assert history[0] == ("2017-01-20", "702.125a")
    assert all(number == "702.125a" for date, number in history if date <= "2021-02-15")
    assert all(number == "702.126a" for date, number in history if date >= "2021-04-22")
    assert rules.get_paragraph("702.126").lineage.label == "Improvise"


def test_702_125_in_2022_is_undaunted_another_lineage(corpus_cr, db):
    undaunted = rules.get_paragraph("702.125")
    assert undaunted.title == "Undaunted"
    assert set(
        RuleParagraph.objects.filter(number="702.125", version__effective_date__gte="2022-01-01").values_list(
            "title", flat=True
        )
    ) == {"Undaunted"}
    old = para("702.125", "2018-07-13")
    assert old.title == "Improvise"
    assert undaunted.lineage_id != old.lineage_id
    assert old.lineage_id == rules.get_paragraph("702.126").lineage_id
    history = [(date, number) for date, number in numbers_by_version(undaunted) if date >= "2017"]
    assert len(history) == VERSIONS
    assert all(number == "702.124" for date, number in history if date <= "2021-02-15")
    assert all(number == "702.125" for date, number in history if date >= "2021-04-22")


def test_601_2f_is_one_lineage_in_every_version(corpus_cr, db):
    history = [(d, n) for d, n in numbers_by_version(rules.get_paragraph("601.2f")) if d >= "2017"]
    assert len(history) == VERSIONS
    assert {number for _, number in history} == {"601.2f"}


def test_former_holder_of_702_125a(corpus_cr, db, client):
    data = client.get("/api/rules/702.125a").json()
    assert data["text"].startswith("Undaunted")
    # A former rule is named by its own words: "Improvise is a static ability…".
    improvise = [f for f in data["former"] if f["name"].startswith("Improvise")]
    assert len(improvise) == 1
    assert (improvise[0]["from"], improvise[0]["until"]) == ("2017-01-20", "2021-02-15")
    assert improvise[0]["now"]["number"] == "702.126a"
    resolution = rules.resolve_number("702.125a")
    assert "Improvise" in resolution.note
    assert "702.126a" in resolution.note


def test_stored_text_keeps_wotc_curly_quotes_whatever_the_encoding(corpus_cr, db, corpus_dir):
    cr = corpus_dir / "cr"
    assert b"improvise ability isn\x92t" in (cr / "MagicCompRules 20180713.txt").read_bytes()
    assert "improvise ability isn’t".encode() in (cr / "MagicCompRules 20220429.txt").read_bytes()
    from_1252 = para("702.125b", "2018-07-13").text
    from_utf8 = para("702.126b", "2022-04-29").text
    from_utf16 = para("702.126b", "2022-11-18").text
    assert "isn\u2019t an additional" in from_1252
    assert from_1252 == from_utf8 == from_utf16
    assert "becomes \u201clocked in.\u201d" in para("601.2f", "2018-07-13").text  # 0x93, 0x94
    assert "becomes \u201clocked in.\u201d" in para("601.2f", "2025-11-14").text


def test_typography_alone_is_not_an_edit(corpus_cr, db):
    """2019-01-25 was published with straight quotes between two versions with curly ones; 2022-04-29 turned
    601.4's hyphen into an en dash. Same words: not an edit, and each version keeps its own typography."""
    assert "becomes \u201clocked in.\u201d" in para("601.2f", "2018-10-05").text
    assert 'becomes "locked in."' in para("601.2f", "2019-01-25").text
    assert "601.2f-h" in para("601.4", "2022-02-18").text
    assert "601.2f\u2013h" in para("601.4", "2022-04-29").text
    for number, date in [
        ("601.2f", "2019-01-25"),
        ("601.2f", "2019-05-03"),
        ("100.1b", "2019-01-25"),
        ("702.125b", "2019-01-25"),
        ("702.125b", "2019-05-03"),
        ("601.4", "2022-04-29"),
    ]:
        assert para(number, date).change not in ("edited", "renumbered_edited"), (number, date)


def test_the_lossy_question_marks_of_2008_05_01_are_no_edit(corpus_cr, db):
    """WotC's ASCII file of 2008-05-01 prints every curly quote, apostrophe, dash and ™ as "?": 366 paragraphs read
    "edited" in it and 363 "edited" back in 2008-07-15, most with no word changed. Its text stays as printed."""
    assert "?put? lands into play" in para("212.6e", "2008-05-01").text
    for date in ("2008-05-01", "2008-07-15"):
        edited = RuleParagraph.objects.filter(
            version__effective_date=date, change__in=("edited", "renumbered_edited")
        ).count()
        assert edited < 80, (date, edited)
    assert para("212.6e", "2008-05-01").change == "unchanged"
    assert para("212.6e", "2008-07-15").change == "unchanged"


def test_one_run_equals_the_chronological_chain(corpus_cr, db):
    """The stored lineage is exactly what matching each version to its predecessor gives, 2003 to 2025."""
    parsed = sorted((parse_cr_file(path) for path in corpus_cr["order"]), key=lambda p: p.effective_date)
    chain_of = {}  # (date, number) -> chain id
    changes = {}
    for index, version in enumerate(parsed):
        date = version.effective_date.isoformat()
        if index == 0:
            pairs, version_changes = {}, [matching.ADDED] * len(version.paragraphs)
        else:
            previous = parsed[index - 1]
            pairs = matching.match_versions(previous.paragraphs, version.paragraphs)
            version_changes = matching.changes(previous.paragraphs, version.paragraphs, pairs)
        for n, paragraph in enumerate(version.paragraphs):
            if n in pairs:
                before = (previous.effective_date.isoformat(), previous.paragraphs[pairs[n]].number)
                chain_of[(date, paragraph.number)] = chain_of[before]
            else:
                chain_of[(date, paragraph.number)] = (date, paragraph.number)
            changes[(date, paragraph.number)] = version_changes[n]
    expected = {}
    for key, chain in chain_of.items():
        expected.setdefault(chain, set()).add((*key, changes[key]))
    assert chains() == {tuple(sorted(group)) for group in expected.values()}


def test_a_version_imported_between_two_others_joins_their_chains(corpus_cr, db, corpus_dir):
    """The renumbering version arriving last, between its neighbours, gives the same lineage as in order."""
    before = chains()
    CRVersion.objects.get(effective_date="2021-04-22").delete()
    [result] = import_cr_files([corpus_dir / "cr" / "MagicCompRules 20210419.txt"])
    assert result.status == "imported"
    assert chains() == before


def test_reimport_is_unchanged(corpus_cr, db):
    before = RuleParagraph.objects.count(), RuleLineage.objects.count()
    [result] = import_cr_files([corpus_cr["files"][-1]])
    assert result.status == "unchanged"
    assert (RuleParagraph.objects.count(), RuleLineage.objects.count()) == before


def test_fixture_excerpts_are_cut_from_the_real_files(corpus_dir):
    """fixtures/cr/make_excerpts.py still gives the excerpts on disk, byte for byte."""
    module = load_script("fixtures/cr/make_excerpts.py")
    for date, folder, rule_patterns, terms in module.EXCERPTS:
        source = (corpus_dir / "cr" / f"MagicCompRules {date}.txt").read_bytes()
        excerpt = module.excerpt_path(date, folder)
        assert module.cut(source, rule_patterns, terms) == excerpt.read_bytes(), excerpt.name
        parsed = parse_cr_file(excerpt)
        assert parsed.effective_date == datetime.date.fromisoformat(
            EFFECTIVE.get(date, f"{date[:4]}-{date[4:6]}-{date[6:]}")
        )


# ---------------------------------------------------------------- 2003-2016 (cr-2003-2016/)

# File date -> effective date printed inside, where they differ: 20060601 holds the rules of June 1, 2004.
OLD_EFFECTIVE = {
    "20060601": "2004-06-01",
    "20130429": "2013-05-01",
    "20130711": "2013-07-13",
    "20140926": "2014-09-25",
}
# How each file's bytes are written, found by reading them (not by the importer): the test decodes with these.
OLD_CODECS = {
    **dict.fromkeys(["20031001", "20031201", "20051001", "20100201"], ("cp1252", "Windows-1252")),
    **dict.fromkeys([f"2014{m}" for m in ("0201", "0926")], ("cp1252", "Windows-1252")),
    **dict.fromkeys(
        ["20150123", "20150327", "20150717", "20150926", "20151113", "20160722", "20161111"],
        ("cp1252", "Windows-1252"),
    ),
    **dict.fromkeys(["20040201", "20061001", "20070201", "20070713", "20070907"], ("mac_roman", "Mac Roman")),
    **dict.fromkeys(["20070501", "20130711", "20130927"], ("cp437", "Code Page 437")),
    "20130429": ("utf-16", "UTF-16"),  # big-endian, with a BOM
    "20160826": ("utf-16", "UTF-16"),  # little-endian, with a BOM
    "20160930": ("utf-16", "UTF-16"),
}
# WotC's slips the parser mends, each reported: file date -> the number of warnings.
OLD_WARNINGS = {
    "20050801": 1,
    "20060501": 2,
    "20060601": 1,
    "20081001": 1,
    "20090904": 1,
    "20091001": 1,
    "20130201": 1,
}
NUMBER_TOKEN = re.compile(r"^\(?\d+(?:\.\d*)?[a-z]?[.,;:)]*$")
EXAMPLE_MARK = re.compile(r"(?:Example:)+")  # 2014-2015 print one "Example:Example:"


def codec_of(path):
    date = file_date(path)
    if date in OLD_CODECS:
        return OLD_CODECS[date][0]
    if date in CODE_PAGE_437:
        return "cp437"
    if date in WINDOWS_1252:
        return "cp1252"
    return "utf-16" if date in UTF_16 else "utf-8"


def own_reading(path):
    """(rules words, glossary words, paragraph count) of a file, read without the parser.

    The codec comes from OLD_CODECS (ASCII files are UTF-8); the rules run from the second printing of the
    first section's heading (the first is in the Contents) to the line "Glossary", the Glossary to the last
    "Credits" (or the end of a cut file). Words are compared as sets of counts, without rule numbers (which
    the parser keeps apart, and mends where WotC slipped), "Example:" marks and emphasis underscores.
    """
    text = path.read_bytes().decode(codec_of(path)).lstrip("\ufeff")
    # "901.4.All plane ..." (2022-10-07 on): the number and the first word are two words.
    lines = [re.sub(r"^(\d{3}\.\d+\.)(?=[A-Z])", r"\1 ", line.strip()) for line in re.split(r"\r\n|\r|\n", text)]
    contents = lines.index("Contents")
    listed = next(i for i in range(contents + 1, len(lines)) if lines[i])
    # The first section's heading again, followed by rule 100 (20090711 prints "1. The Game" there, the
    # Contents "1. Game Concepts").
    start = next(
        i
        for i in range(listed + 1, len(lines))
        if lines[i].startswith("1. ") and next(line for line in lines[i + 1 :] if line).startswith("100.")
    )
    glossary = lines.index("Glossary", start)
    credits = max((i for i, line in enumerate(lines) if line == "Credits"), default=len(lines))
    credits = credits if credits > glossary else len(lines)
    raw = re.split(r"\r\n|\r|\n", text)
    count = 0
    for i in range(start, glossary):
        # A numbered line is a paragraph unless it continues a wrapped line (ending with a space).
        if re.match(r"^\d{3}\.|^\d\. ", lines[i]) and not (raw[i - 1].endswith(" ") and raw[i - 1].strip()):
            count += 1
    return words(" ".join(lines[start:glossary])), words(" ".join(lines[glossary + 1 : credits])), count


def words(text, into=None):
    """The words of a text as counts, leaving out rule numbers, "Example:" and emphasis underscores."""
    found = collections.Counter() if into is None else into
    for token in text.split():
        if NUMBER_TOKEN.match(token) or EXAMPLE_MARK.fullmatch(token):
            continue
        if "_" in token and set(token) != {"_"}:
            token = token.replace("_", "")
            if not token:
                continue
        found[token] += 1
    return found


def imported_words(version):
    rule_words, count = collections.Counter(), 0
    for title, text, examples in RuleParagraph.objects.filter(version=version).values_list("title", "text", "examples"):
        count += 1
        words(" ".join([title, text, *examples]), rule_words)
    glossary_words = collections.Counter()
    for term, text in GlossaryEntry.objects.filter(version=version).values_list("term", "text"):
        words(f"{term} {text}", glossary_words)
    return rule_words, glossary_words, count


def test_every_old_version_imported(corpus_cr, db):
    results = {Path(r.path).name: r for r in corpus_cr["results"]}
    for path in corpus_cr["old_files"]:
        date = file_date(path)
        result = results[path.name]
        assert result.status == "imported", result.error
        assert result.version == OLD_EFFECTIVE.get(date, f"{date[:4]}-{date[4:6]}-{date[6:]}"), path.name
        assert result.encoding == OLD_CODECS.get(date, ("", "UTF-8"))[1], path.name
        assert len(result.warnings) == OLD_WARNINGS.get(date, 0), (path.name, result.warnings)


def test_every_file_reads_as_its_text_says(corpus_cr, db):
    """Each of the 106 versions holds every word of its file's rules and Glossary, and nothing else."""
    versions = {v.source_name: v for v in CRVersion.objects.all()}
    for path in corpus_cr["order"]:
        rule_words, glossary_words, count = own_reading(path)
        got_rules, got_glossary, got_count = imported_words(versions[path.name])
        assert got_count == count, path.name
        assert got_rules == rule_words, (path.name, (got_rules - rule_words), (rule_words - got_rules))
        if file_date(path) == "20130201":
            # Cut inside the Glossary: the last term, printed without its text, is left out.
            glossary_words -= words("Attack Multiple Players")
        assert got_glossary == glossary_words, (path.name, got_glossary - glossary_words, glossary_words - got_glossary)


def test_old_formats_as_stored(corpus_cr, db):
    assert para("100.1", "2003-03-15").text.startswith("These Magic rules assume a game between two players.")
    # Lettered subrules with a full stop until 2013: the number is read without it.
    assert para("212.1b", "2009-05-01").text.startswith("When an object's card type changes")
    # Emphasis: stored without the underscores, kept apart for display.
    rule = para("100.1", "2010-02-01")
    assert "_" not in rule.text and "Magic" in rule.text
    assert "Magic" in rule.emphasis
    # The file named 20060601 is the version of June 1, 2004.
    assert CRVersion.objects.get(effective_date="2004-06-01").source_name == "MagicCompRules 20060601.txt"
    # The hard-wrapped files: "See rule\n103.4." inside 413.2d is not a rule 103.4 printed twice.
    assert "See rule 103.4. If a player must make" in para("413.2d", "2003-10-01").text
    # UTF-16 both byte orders, Code Page 437 and Mac Roman names.
    assert "Dand\u00e2n" in para("700.8a", "2019-01-25").text
    in_2013 = RuleParagraph.objects.filter(version__effective_date="2013-07-13")
    assert in_2013.filter(text__contains="Dand\u00e2n, Desert").exists()  # Code Page 437
    assert in_2013.filter(text__contains="\u00c6ther Storm").exists()
    # Mac Roman, in the Glossary's list of creature types.
    assert GlossaryEntry.objects.filter(version__effective_date="2006-10-01", text__contains="El-Hajj\u00e2j").exists()


# A dozen keywords from their 502 numbers (2003-2009) to today's 702: (keyword, first version, 502 number, 702
# number of July 2009, number today).
KEYWORDS = [
    ("First Strike", "2003-03-15", "502.2", "702.7", "702.7"),
    ("Flanking", "2003-03-15", "502.3", "702.22", "702.25"),
    ("Flying", "2003-03-15", "502.4", "702.9", "702.9"),
    ("Haste", "2003-03-15", "502.5", "702.10", "702.10"),
    ("Protection", "2003-03-15", "502.7", "702.14", "702.16"),
    ("Shadow", "2003-03-15", "502.8", "702.25", "702.28"),
    ("Trample", "2003-03-15", "502.9", "702.17", "702.19"),
    ("Banding", "2003-03-15", "502.10", "702.19", "702.22"),
    ("Cycling", "2003-03-15", "502.18", "702.26", "702.29"),
    ("Kicker", "2003-03-15", "502.21", "702.30", "702.33"),
    ("Flashback", "2003-03-15", "502.22", "702.31", "702.34"),
    ("Madness", "2003-03-15", "502.24", "702.32", "702.35"),
    ("Fear", "2003-03-15", "502.25", "702.33", "702.36"),
    ("Storm", "2003-07-01", "502.30", "702.37", "702.40"),
    ("Vigilance", "2004-10-01", "502.14", "702.18", "702.20"),
    ("Deathtouch", "2007-05-01", "502.63", "702.2", "702.2"),
    ("Lifelink", "2007-05-01", "502.68", "702.13", "702.15"),
    ("Changeling", "2007-10-01", "502.73", "702.70", "702.73"),
    ("Persist", "2008-05-01", "502.79", "702.76", "702.79"),
    ("Wither", "2008-05-01", "502.80", "702.77", "702.80"),
]


@pytest.mark.parametrize("keyword, first, old, m10, today", KEYWORDS, ids=[k[0] for k in KEYWORDS])
def test_keywords_followed_from_502_to_702(corpus_cr, db, keyword, first, old, m10, today):
    paragraph = para(old, "2009-05-01")
    assert paragraph.title == keyword
    history = dict(numbers_by_version(paragraph))
    assert min(history) == first
    assert history[first] == old
    assert history["2009-07-11"] == m10
    assert history["2025-11-14"] == today
    assert rules.get_paragraph(today).lineage_id == paragraph.lineage_id
    # Its subrules follow too: 502.4a (May 2009) is 702.9a (July 2009). Magic 2010 rewrote deathtouch and
    # lifelink from triggered abilities into static ones: their first subrules are other rules.
    sub = RuleParagraph.objects.filter(version=paragraph.version, number=f"{old}a").first()
    if sub is not None and keyword not in ("Deathtouch", "Lifelink"):
        assert dict(numbers_by_version(sub))["2009-07-11"] == f"{m10}a"


# The keyword rules of 502 (2003-2009) that are no keyword of 702 today, each read: (title, last version, why).
KEYWORDS_NOT_IN_702 = {
    "Snow-Covered": "2004-06-01",  # gone with 2004-10-01's snow supertype
    "Bands with Other": "2009-05-01",  # Magic 2010: a form of banding, 702.19b-m (today's 702.22)
    "Threshold": "2009-05-01",  # an ability word since 2006, gone at Magic 2010
    "Imprint": "2009-05-01",  # idem
    "Substance": "2009-05-01",  # gone at Magic 2010 ("a static ability with no effect")
}
# Scry went from 502 to the keyword actions: 502.36 (2004-06-01 to 2009-05-01), 701.22 today.
KEYWORD_ACTIONS = {"Scry": "701.22"}
# The subrules of 502 in May 2009 whose words end there, each read: Magic 2010 rewrote phasing, banding and
# trample's damage assignment, made deathtouch and lifelink static, and dropped the ability words.
SUBRULES_ENDED_2009 = {
    "502.9d",
    "502.9e",
    "502.10h",
    "502.11b",
    "502.11c",
    "502.15d",
    "502.15e",
    "502.15f",
    "502.15g",
    "502.15h",
    "502.15j",
    "502.15k",
    "502.15m",
    "502.15n",
    "502.23a",
    "502.34a",
    "502.34b",
    "502.49a",
    "502.63a",
    "502.63b",
    "502.68a",
    "502.68b",
}


def test_every_keyword_of_502_reaches_its_702_of_today(corpus_cr, db):
    """Every titled rule of 502 in every file of 2003-2009 reaches today's 702 rule of that name through its lineage
    (or is one of the few read above); every subrule of 502 in May 2009 goes on in July 2009, or its words went into
    other rules (split or merged), or is one of those read above."""
    today = CRVersion.objects.order_by("-effective_date").first()
    now = {p.lineage_id: p for p in RuleParagraph.objects.filter(version=today)}
    keywords = RuleParagraph.objects.filter(
        version__effective_date__lt="2009-07-11", number__startswith="502.", kind="rule"
    ).exclude(title="")
    checked = 0
    for paragraph in keywords.select_related("version"):
        checked += 1
        today_rule = now.get(paragraph.lineage_id)
        if paragraph.title in KEYWORDS_NOT_IN_702:
            assert today_rule is None, paragraph.title
            last = rules.lineage_of(paragraph)[-1]["version"]
            assert last == KEYWORDS_NOT_IN_702[paragraph.title], (paragraph.title, last)
            continue
        assert today_rule is not None, (paragraph.version.effective_date, paragraph.number, paragraph.title)
        assert today_rule.title.casefold() == paragraph.title.casefold(), (paragraph.number, today_rule.number)
        expected = KEYWORD_ACTIONS.get(paragraph.title)
        assert today_rule.number == expected if expected else today_rule.number.startswith("702."), today_rule.number
    assert checked > 1300  # 1,357: 35 to 80 keywords in each of the versions before July 2009
    subrules = RuleParagraph.objects.filter(
        version__effective_date="2009-05-01", number__startswith="502.", kind="subrule"
    )
    july = set(RuleParagraph.objects.filter(version__effective_date="2009-07-11").values_list("lineage_id", flat=True))
    ended = {p.number for p in subrules if p.lineage_id not in july and not RulePart.objects.filter(source=p).exists()}
    assert ended == SUBRULES_ENDED_2009


def test_a_2008_ruling_number_reads_in_its_version_and_today(corpus_cr, db):
    """What the ruling links will call: the version in force on a ruling's date, its rule, that rule today."""
    version = rules.version_in_effect(datetime.date(2008, 8, 1))
    assert version.effective_date.isoformat() == "2008-07-15"
    then = rules.get_paragraph("502.9", version=version)
    assert then.title == "Trample"
    now = rules.get_paragraph_in_lineage(then.lineage_id)
    assert now.number == "702.19"
    assert rules.version_in_effect(datetime.date(2003, 1, 1)) is None


def test_renames_splits_and_cross_references_of_2017_2025(corpus_cr, db, client):
    assert para("716", "2019-08-23").lineage_id == para("716", "2019-07-12").lineage_id
    assert para("716.1f", "2019-08-23").lineage_id == para("716.2", "2019-07-12").lineage_id
    assert para("716.1e", "2019-08-23").lineage_id == para("716.3", "2019-07-12").lineage_id
    assert para("308", "2024-06-07").lineage_id == para("308", "2024-03-08").lineage_id
    data = client.get("/api/changes/2017-01-20/2026-01-16").json()
    assert not [c for c in data["changes"] if c["kind"] == "removed" and c["old_number"] == "308"]
    split = client.get("/api/changes/2022-11-18/2023-04-14").json()
    [entry] = [c for c in split["changes"] if c["kind"] == "split" and c["old_number"] == "712.7"]
    assert entry["new_numbers"] == ["712.11", "712.11a", "712.11b"]
    assert para("712.11c", "2023-04-14").lineage_id == para("712.7a", "2022-11-18").lineage_id
    assert para("712.11d", "2023-04-14").lineage_id == para("712.7b", "2022-11-18").lineage_id
    for number in ["200.3", "201.3b", "201.3c", "201.3d", "201.3e", "201.3f"]:
        assert para(number, "2021-07-23").change == "unchanged", number
    assert para("201.4f", "2023-04-14").change == "unchanged"
    assert para("702.160a", "2023-04-14").change == "unchanged"
    assert para("700.8a", "2019-01-25").change == "unchanged"
    assert para("700.8a", "2019-05-03").change == "unchanged"


def test_the_unmarked_splits_of_the_old_rules_are_splits(corpus_cr, db, client):
    # 212.6b of 2007-09-07 went on as 212.6e ("put" lands) and, reworded around one clause, into the new 212.6c
    # (one land a turn): shown as a split, not 212.6c added. Its lineage is unchanged.
    assert para("212.6e", "2007-10-01").lineage_id == para("212.6b", "2007-09-07").lineage_id
    assert para("212.6c", "2007-10-01").lineage_id != para("212.6b", "2007-09-07").lineage_id
    data = client.get("/api/changes/2007-09-07/2007-10-01").json()
    [entry] = [c for c in data["changes"] if c["kind"] == "split" and c["old_number"] == "212.6b"]
    assert not [c for c in data["changes"] if c["kind"] == "added" and c["new_number"] in ("212.6c", "212.6d")]
    # Its last sentence, reworded, became 212.6d, between 212.6c and 212.6e ("A player may not play a land unless
    # it's his or her turn, ..." -> "A player can't play a land, for any reason, if it isn't his or her turn.").
    assert set(entry["new_numbers"]) == {"212.6c", "212.6d", "212.6e"}
    # 200.7 of May 2009 is 112.1 of July 2009 ("An ability can be one of two things:"), and its sentence of common
    # words only ("First, it can be an activated or triggered ability on the stack.") went into 112.1b.
    assert para("112.1", "2009-07-11").lineage_id == para("200.7", "2009-05-01").lineage_id
    data = client.get("/api/changes/2009-05-01/2009-07-11").json()
    [entry] = [c for c in data["changes"] if c["kind"] == "split" and c["old_number"] == "200.7"]
    assert entry["new_numbers"] == ["112.1", "112.1b"]
    assert not [c for c in data["changes"] if c["kind"] == "added" and c["new_number"] == "112.1b"]
    # A rule rewritten in its place is that rule: 502.6a (Landwalk's generic terms) is 702.12a, today's 702.14a.
    assert para("702.12a", "2009-07-11").lineage_id == para("502.6a", "2009-05-01").lineage_id
    assert rules.get_paragraph("702.14a").lineage_id == para("502.6a", "2009-05-01").lineage_id
    # 713.1a of 2022-10-07 (three meld pairs, listed in one sentence) went into 713.2 and its list.
    data = client.get("/api/changes/2022-10-07/2022-11-18").json()
    [entry] = [c for c in data["changes"] if c["kind"] == "split" and c["old_number"] == "713.1a"]
    assert {"713.2", "713.2b", "713.2c"} <= set(entry["new_numbers"])
    # A clause two rules that both go on share is a parallel wording, no split: "the game returns to the moment
    # before ..." of 409.1 (May 2009) and 508.1 (July 2009); "The term "card" isn't used to refer to a card ..."
    # of 213.3 and 214.3 (2007-02-01); 409.1d's last sentence, kept as a clause of its own continuation 409.1c.
    for old, new, number, target in [
        ("2009-05-01", "2009-07-11", "409.1", "508.1"),
        ("2006-10-01", "2007-02-01", "213.3", "214.3"),
        ("2009-02-01", "2009-05-01", "409.1d", "502.21d"),
    ]:
        data = client.get(f"/api/changes/{old}/{new}").json()
        assert not [c for c in data["changes"] if c["old_number"] == number and target in c.get("new_numbers", ())], (
            number
        )


def test_views_take_any_date_since_2003(corpus_cr, db, client):
    page = client.get("/rules/502.4?version=2005-06-01")
    assert page.status_code == 200
    assert "Flying" in page.content.decode()
    assert client.get("/rules/702.9/history").content.decode().count("2003-03-15") >= 1
    for url in ["/rules/diff/2008-02-01/2010-02-01", "/rules/diff/2003-03-15/2025-11-14"]:
        started = time.perf_counter()
        response = client.get(url)
        assert response.status_code == 200
        assert time.perf_counter() - started < 2  # under a second on a quiet machine (docs/benchmarks.md)
    data = client.get("/api/changes/2009-05-01/2009-07-11").json()
    assert data["counts"]["renumbered"] > 500
    assert client.get("/api/rules/502.4?version=2005-06-01").json()["version"] == "2005-02-01"
