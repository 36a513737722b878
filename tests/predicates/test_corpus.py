"""The predicates' citations checked against the real CR files and MTGJSON of the corpus (MTG_CORPUS)."""
import datetime
import json
from functools import lru_cache

import pytest

from rulings.importers.cr import parse_cr_file
from rulings.importers.common import match_key
from rulings.predicates import improvise, registry
from rulings.predicates.registry import STEP_NUMBERING, Raises

pytestmark = pytest.mark.corpus


@lru_cache(maxsize=None)
def numbers_in(path):
    return {p.number: p for p in parse_cr_file(path).paragraphs}


def cr_file(corpus_dir, date):
    return corpus_dir / "cr" / f"MagicCompRules-{date.replace('-', '')}.txt"


def cited_step_rules():
    """Every rule number the predicates' steps, errors and CR-reasoned cases cite."""
    cited = set()
    for predicate in registry.all_predicates():
        for case in predicate.cases:
            cited.update(case.rules)
            if isinstance(case.expected, Raises):
                cited.add(case.expected.rule)
    for name, situation in [
        ("improvise", {"mana_cost": "{X}{R}", "x": 1, "alternative_cost": "{X}{R}", "additional_costs": ["{1}"], "increases": ["{1}"],
                       "reductions": ["{W}", "{C}", "{S}", "{W/P}", "{2/W}", "{1}"], "minimum_total": 9, "untapped_artifacts": 3,
                       "tapped_for_mana": 1}),
        ("total_cost", {"mana_cost": "{X}{R}", "alternative_cost": "{R}", "reductions": ["{R}", "{C}"]}),
        ("mana_cost", {"mana_cost": "{X}{2/W}", "x": 2}),
    ]:
        cited.update(step["rule"] for step in registry.get(name).evaluate(situation)["steps"])
    return cited


def test_every_cited_rule_exists_in_the_step_numbering(corpus_dir):
    numbers = numbers_in(cr_file(corpus_dir, STEP_NUMBERING))
    cited = cited_step_rules()
    assert len(cited) > 20
    assert sorted(n for n in cited if n not in numbers) == []


def test_every_declared_rule_exists_in_its_version_or_says_why(corpus_dir):
    for predicate in registry.all_predicates():
        for ref in predicate.rules:
            path = cr_file(corpus_dir, ref.cr)
            if path.exists():
                assert ref.number in numbers_in(path), (predicate.name, ref)
            else:
                # Declared in a CR newer than the corpus: it must say so, and the newest CR must not have it.
                assert ref.note and ref.cr > STEP_NUMBERING, (predicate.name, ref)


def test_improvise_numbers_through_the_versions(corpus_dir):
    """702.125 before the CR of 2021-04-19, 702.126 from it on: what the improvise errors say."""
    assert "2021-04-19" in improvise.FORMERLY
    for path in sorted((corpus_dir / "cr").glob("MagicCompRules-*.txt")):
        date = datetime.datetime.strptime(path.stem.split("-")[1], "%Y%m%d").date().isoformat()
        paragraphs = numbers_in(path)
        expected = "702.126" if date >= "2021-04-19" else "702.125"
        assert paragraphs[expected].title == "Improvise", path.name
        assert paragraphs[f"{expected}a"].text.startswith("Improvise is a static ability")


def test_declared_rulings_are_wotc_rulings_in_mtgjson(corpus_dir):
    printed = set()
    for code in ("AER", "C18", "UST"):
        data = json.loads((corpus_dir / "mtgjson3" / f"{code}.json").read_text(encoding="utf-8-sig"))
        for card in data["cards"]:
            printed.update(match_key(r["text"]) for r in card.get("rulings", []))
    for name in ("improvise", "saheelis_directive", "contraptions"):
        missing = [t for t in registry.get(name).rulings if match_key(t) not in printed]
        assert missing == [], name
