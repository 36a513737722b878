"""The predicates' citations checked against the real CR files and MTGJSON of the corpus (MTG_CORPUS).

The files are named by publication date ("MagicCompRules 20210419.txt"); a version is its effective date, read
from the text (2021-04-22 for that file). The import tests load only the versions the citations need, once
for the module, in a transaction rolled back at its end.
"""

import datetime
import json
import re
from functools import cache

import pytest
from django.db import transaction

from ingest.cr import import_cr_files
from predicates.engine import catalog, improvise, keywords, living_metal
from predicates.engine.registry import STEP_NUMBERING, Raises, RuleRef
from predicates.links import resolve_rule, resolved_rules, step_rule
from rules import selectors as rules
from rules.models import CRVersion, RuleLineage
from rules.parser import parse_cr_file
from rulings.citations import annotate_rules, read_citations
from rulings.models import Ruling
from rulings.wording import match_key
from tests.builders import settle_constraints

from .conftest import ROOT, make_ruling

pytestmark = pytest.mark.corpus

LM = living_metal.NUMBERING
COSTS = keywords.NUMBERING
# Every numbering the predicates cite, the 2017 CR of the Aether Revolt rulings, and today's.
IMPORTED = ["2017-01-20", "2018-07-13", STEP_NUMBERING, LM, "2025-06-06", "2025-11-14"]


@cache
def parsed(path):
    return parse_cr_file(path)


@cache
def numbers_in(path):
    return {p.number: p for p in parsed(path).paragraphs}


def corpus_files(corpus_dir):
    """{effective date: path} of every CR file of the corpus."""
    files = sorted((corpus_dir / "cr").glob("MagicCompRules *.txt"))
    assert len(files) >= 49, [f.name for f in files]
    return {parsed(path).effective_date.isoformat(): path for path in files}


def cr_file(corpus_dir, date):
    return corpus_files(corpus_dir)[date]


def titled(path, title):
    return [p.number for p in parsed(path).paragraphs if p.title.lower() == title.lower()]


def cited_step_rules():
    """Every (rule number, CR) the predicates' steps, errors, sources and CR-reasoned cases cite."""
    cited = set()
    for predicate in catalog.all_predicates():
        for case in predicate.cases:
            cited.update((number, predicate.numbering) for number in case.rules)
            if isinstance(case.expected, Raises):
                cited.add((case.expected.rule, case.expected.cr))
    for name, situation in [
        (
            "improvise",
            {
                "mana_cost": "{X}{R}",
                "x": 1,
                "alternative_cost": "{X}{R}",
                "additional_costs": ["{1}"],
                "increases": ["{1}"],
                "reductions": ["{W}", "{C}", "{S}", "{W/P}", "{2/W}", "{1}"],
                "minimum_total": 9,
                "untapped_artifacts": 3,
                "tapped_for_mana": 1,
            },
        ),
        ("total_cost", {"mana_cost": "{X}{R}", "alternative_cost": "{R}", "reductions": ["{R}", "{C}"]}),
        (
            "total_cost",
            {
                "card": {"name": "A Test Spell", "mana_cost": "{1}{G/P}", "oracle_text": "Convoke\nKicker {1}"},
                "kicked": 1,
                "untapped_creatures": ["G"],
                "phyrexian_life": 1,
                "commander_casts": 1,
                "battlefield": [
                    {
                        "name": "Trinisphere",
                        "oracle_text": "Each spell that would cost less than three mana to cast costs three mana "
                        "to cast.",
                    }
                ],
            },
        ),
        ("mana_cost", {"mana_cost": "{X}{2/W}", "x": 2}),
    ]:
        steps = catalog.get(name).evaluate(situation)["steps"]
        cited.update((step["rule"], step.get("cr", STEP_NUMBERING)) for step in steps)
    # The errors a case doesn't raise: every rule="..." and RULE_X = "..." in the sources, in the module's numbering.
    paths = sorted((ROOT / "predicates" / "engine").glob("*.py"))
    assert len(paths) > 10  # the engine's folder, not an empty glob of where it used to be
    for path in paths:
        source = path.read_text(encoding="utf-8")
        # A module citing another CR's numbering says so in NUMBERING (living metal: 2022-11-18; the cost
        # keywords: 2025-11-14).
        declared = re.search(r'^NUMBERING = "(\d{4}-\d\d-\d\d)"', source, re.MULTILINE)
        numbering = LM if path.stem == "living_metal" else declared.group(1) if declared else STEP_NUMBERING
        for number in re.findall(r'\b(?:rule|RULE_[A-Z]) ?= ?"(\d{3}\.\d+[a-z]?)"', source):
            cited.add((number, numbering))
    return cited


def test_every_cited_rule_exists_in_its_numbering(corpus_dir):
    cited = cited_step_rules()
    assert len(cited) > 20
    assert {cr for _, cr in cited} == {STEP_NUMBERING, LM, COSTS}
    assert sorted((n, cr) for n, cr in cited if n not in numbers_in(cr_file(corpus_dir, cr))) == []


def test_the_living_metal_errors_cite_the_rules_of_2022_11_18(corpus_dir):
    """111.11 of 2022-04-29 (a copy of a permanent spell becomes a token) is 111.12 from 2022-11-18."""
    numbers = numbers_in(cr_file(corpus_dir, LM))
    assert numbers["111.12"].text.startswith("A copy of a permanent spell becomes a token as it resolves")
    assert numbers["118.9a"].text.startswith("Only one alternative cost can be applied")
    assert numbers["701.50a"].text.startswith("To convert a permanent")
    assert numbers["702.162a"].text.startswith("More Than Meets the Eye")
    assert "A copy of a transforming double-faced spell with its back face up has mana value 0" in (
        numbers["712.4b"].text
    )
    assert numbers["712.9"].text.startswith("By default, a resolving double-faced spell")


def test_every_declared_rule_exists_in_its_version(corpus_dir):
    files = corpus_files(corpus_dir)
    for predicate in catalog.all_predicates():
        for ref in predicate.rules:
            assert ref.cr in files, (predicate.name, ref)  # an effective date, not a file's publication date
            assert ref.number in numbers_in(files[ref.cr]), (predicate.name, ref)
            assert "newer than the imported CR" not in ref.note


def test_the_keyword_numbers_through_the_versions(corpus_dir):
    """Living metal 702.161, MTMtE 702.162 from 2022-11-18; convert 701.50 then 701.28 from 2025-06-06,
    when transform left 701.28 for 701.27."""
    for date, path in corpus_files(corpus_dir).items():
        keywords = {t: titled(path, t) for t in ("Living Metal", "More Than Meets the Eye", "Convert", "Transform")}
        if date < "2022-11-18":
            assert keywords["Living Metal"] == keywords["More Than Meets the Eye"] == keywords["Convert"] == [], date
        else:
            assert (keywords["Living Metal"], keywords["More Than Meets the Eye"]) == (["702.161"], ["702.162"]), date
            assert keywords["Convert"] == (["701.28"] if date >= "2025-06-06" else ["701.50"]), date
        if "2020-07-03" <= date < "2025-06-06":
            assert keywords["Transform"] == ["701.28"], date
        elif date >= "2025-06-06":
            assert keywords["Transform"] == ["701.27"], date
    assert titled(cr_file(corpus_dir, "2025-06-06"), "Connive") == ["701.50"]


def test_improvise_numbers_through_the_versions(corpus_dir):
    """702.125 before the CR of 2021-04-22 (published 2021-04-19), 702.126 from it on: what the improvise errors say."""
    assert "2021-04-22" in improvise.FORMERLY
    for date, path in corpus_files(corpus_dir).items():
        paragraphs = numbers_in(path)
        expected = "702.126" if date >= "2021-04-22" else "702.125"
        assert paragraphs[expected].title == "Improvise", path.name
        assert paragraphs[f"{expected}a"].text.startswith("Improvise is a static ability")


def test_declared_rulings_are_wotc_rulings_in_mtgjson(corpus_dir):
    printed = set()
    for code in ("AER", "C18", "UST"):
        data = json.loads((corpus_dir / "mtgjson3" / f"{code}.json").read_text(encoding="utf-8-sig"))
        for card in data["cards"]:
            printed.update(match_key(r["text"]) for r in card.get("rulings", []))
    for name in ("improvise", "saheelis_directive", "contraptions"):
        missing = [t for t in catalog.get(name).rulings if match_key(t) not in printed]
        assert missing == [], name


def _mtgjson_cards(corpus_dir):
    """{card name: {"rulings": {(date, match key)}, "cards": [the v3 entries]}} of every set file."""
    cards = {}
    for path in sorted((corpus_dir / "mtgjson3").glob("*.json")):
        for card in json.loads(path.read_text(encoding="utf-8-sig"))["cards"]:
            entry = cards.setdefault(card["name"], {"rulings": set(), "cards": []})
            entry["rulings"].update((r["date"], match_key(r["text"])) for r in card.get("rulings") or [])
            entry["cards"].append(card)
    return cards


def test_the_cost_cases_rulings_are_printed_on_their_cards_that_day(corpus_dir):
    """Each case taken from a ruling names a card and a date: MTGJSON prints that ruling on that card that day
    (a split card's ruling on either half)."""
    from predicates.engine.declared.later_ruling_cases import OUTSIDE_THE_CORPUS

    cards = _mtgjson_cards(corpus_dir)
    checked, wrong = 0, []
    for predicate in catalog.all_predicates():
        for case in predicate.cases:
            # The rulings read on Gatherer and Scryfall (later_ruling_cases.py) are newer than MTGJSON v3.
            if not case.card or OUTSIDE_THE_CORPUS in case.source:
                continue
            halves = case.card.split(" // ")
            found = any(
                (case.date, match_key(case.ruling)) in cards.get(name, {}).get("rulings", ()) for name in halves
            )
            checked += 1
            if not found:
                wrong.append((predicate.name, case.card, case.date, case.ruling[:60]))
    assert checked >= 300
    assert wrong == []


def test_the_cost_cases_cards_are_as_mtgjson_prints_them(corpus_dir):
    """Mana cost, type line and every cost keyword line of cost_cards.py are MTGJSON v3's."""
    from predicates.engine.declared.cost_cards import CARDS, PERMANENTS

    cards = _mtgjson_cards(corpus_dir)
    wrong = []
    for name, data in {**CARDS, **PERMANENTS}.items():
        faces = [(name.split(" // ")[0], data), *[(f["name"], f) for f in data.get("faces", [])]]
        for face_name, face in faces:
            printed = cards[face_name]["cards"]
            texts = " ".join(c.get("text") or "" for c in printed)
            if face["mana_cost"] not in {c.get("manaCost") or "" for c in printed}:
                wrong.append((face_name, "mana cost", face["mana_cost"]))
            if face["type_line"] not in {c.get("type") for c in printed}:
                wrong.append((face_name, "type", face["type_line"]))
            # Reminder text is left out of cost_cards.py; spaces aside, each line is MTGJSON's.
            printed_text = re.sub(r"\s+", "", re.sub(r"\([^()]*\)", "", texts)) + re.sub(r"\s+", "", texts)
            for line in face["oracle_text"].splitlines():
                if line.strip() and re.sub(r"\s+", "", line) not in printed_text:
                    wrong.append((face_name, "text", line))
    assert len(CARDS) > 250
    assert wrong == []


# --- the real versions imported -------------------------------------------------------------------


@pytest.fixture(scope="module")
def imported_cr(corpus_dir, django_db_setup, django_db_blocker):
    """The versions of IMPORTED, imported once for the module in a transaction rolled back at its end."""
    files = corpus_files(corpus_dir)
    with django_db_blocker.unblock():
        outer = transaction.atomic()
        outer.__enter__()
        try:
            CRVersion.objects.all().delete()
            RuleLineage.objects.all().delete()
            results = import_cr_files([files[date] for date in IMPORTED])
            settle_constraints()
            yield results
        finally:
            transaction.set_rollback(True)
            outer.__exit__(None, None, None)


def test_the_versions_imported(imported_cr, db):
    assert all(r.status == "imported" for r in imported_cr), [r.error for r in imported_cr]
    assert [d.isoformat() for d in rules.version_dates()] == IMPORTED


def test_the_transformers_keywords_resolve_to_todays_numbers(imported_cr, db):
    today = {r["declared"]: r for r in resolved_rules(catalog.get("living_metal"))}
    assert {n: today[n]["number"] for n in ("702.161", "702.162", "701.50", "701.50a", "701.28a", "712.14")} == {
        "702.161": "702.161",
        "702.162": "702.162",
        "701.50": "701.28",
        "701.50a": "701.28a",
        "701.28a": "701.27a",
        "712.14": "712.18",
    }
    assert rules.get_paragraph(today["701.50"]["number"]).title == "Convert"
    assert rules.get_paragraph(today["702.161"]["number"]).title == "Living Metal"


def test_convert_written_for_2022_11_18_is_todays_701_28(imported_cr, db):
    resolved = resolve_rule(RuleRef("701.50", LM))
    assert (resolved["number"], resolved["url"]) == ("701.28", "/rules/701.28")
    assert resolved["older"] == [{"number": "701.50", "from": "2022-11-18", "until": "2022-11-18"}]


def test_transform_written_for_2022_04_29_is_not_todays_701_28(imported_cr, db):
    resolved = resolve_rule(RuleRef("701.28", STEP_NUMBERING))
    assert resolved["number"] == "701.27"
    assert rules.get_paragraph(resolved["number"]).title == "Transform"
    assert "701.28" in [old["number"] for old in resolved["older"]]
    assert rules.get_paragraph("701.28").title == "Convert"


def test_every_declared_rule_is_followed_to_today(imported_cr, db):
    """Each declared rule is found in its CR and lives on today, except what the CR dropped since."""
    lost = {}
    for predicate in catalog.all_predicates():
        for resolved in resolved_rules(predicate):
            if not resolved["found"]:
                lost[(predicate.name, resolved["declared"])] = resolved["note"]
    # 712.7 of 2022-11-18 (cast converted, it is put on the stack back face up) was split into 712.11 and
    # 712.11a in the CR of 2023-04-14, a rewrite the lineage doesn't follow: nothing else may be lost.
    assert set(lost) <= {("living_metal", "712.7")}, lost
    assert all("was removed from the CR after" in note for note in lost.values()), lost


def test_the_step_rules_resolve_by_their_numbering(imported_cr, db):
    for number, cr in cited_step_rules():
        resolved = step_rule(number, cr)
        assert resolved["url"] is None or resolved["url"] == f"/rules/{resolved['number']}"
    assert step_rule("111.12", LM)["number"] == "111.13"
    assert step_rule("702.126a")["number"] == "702.126a"


def test_aether_revolt_rulings_rest_on_the_cr_of_2017_01_20(imported_cr, db):
    """A ruling of 2017-02-09 citing 701.26a means Transform (CR 2017-01-20): today's 701.27a, not 2018's
    Proliferate."""
    rulings = list(Ruling.objects.filter(date=datetime.date(2017, 2, 9)))
    citing = make_ruling(
        "If a double-faced permanent transforms (rule 701.26a), it keeps its counters.",
        "Test Card",
        date=datetime.date(2017, 2, 9),
    )
    read_citations(rulings + [citing])
    read_in = {CRVersion.objects.get(pk=r.version_id).effective_date.isoformat() for r in rulings + [citing]}
    assert read_in == {"2017-01-20"}
    annotate_rules(citing.cards.get(), [citing], CRVersion.current())
    assert citing.rules == [{"number": "701.26a", "link": "701.27a", "now": "701.27a"}]
