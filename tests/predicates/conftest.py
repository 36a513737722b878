"""Predicate test data: the CR excerpts of fixtures/ through the real importer, rulings as the sources print them."""

import datetime
import re
from pathlib import Path

import pytest

from ingest.cr import import_cr_files
from rules.models import CRVersion, RuleLineage
from rulings.models import Ruling
from tests import builders

ROOT = Path(__file__).resolve().parents[2]
# "MagicCompRules 20180713 excerpt.txt"; the older "MagicCompRules-20180713-excerpt.txt" too.
CR_FIXTURES = sorted((ROOT / "fixtures" / "cr").glob("MagicCompRules*excerpt.txt"))
SEEDS = ROOT / "fixtures" / "seeds"


@pytest.fixture
def cr_excerpts(db):
    """The 2018-07-13 (702.125 Improvise) and 2022-04-29 (702.126 Improvise) excerpts.

    Imported unless the sample has them.
    """
    wanted = {datetime.date(2018, 7, 13), datetime.date(2022, 4, 29)}
    if not wanted <= set(CRVersion.objects.values_list("effective_date", flat=True)):
        results = import_cr_files(CR_FIXTURES)
        assert all(r.status != "failed" for r in results), [r.error for r in results]
    return CR_FIXTURES


def make_ruling(text, card_name, mana_cost="", *, date=datetime.date(2018, 7, 13), uid=None):
    card = builders.make_card(card_name, mana_cost=mana_cost)
    return builders.make_ruling(card, date, text, uid=uid or f"t{Ruling.objects.count():06d}")


def seed_rulings():
    """The English ruling texts of the seed pages (the dated lines of 001, 002, 004; the numbered ones of 003)."""
    texts = []
    for path in sorted(SEEDS.glob("*.txt")):
        lines = [line.strip() for line in path.read_text(encoding="utf-8").splitlines()]
        for i, line in enumerate(lines[:-1]):
            if "· source :" in line:
                texts.append((path.name, lines[i + 1]))
            elif re.fullmatch(r"\d+\. \d\d\.\d\d\.\d{4}", line):
                following = next(text for text in lines[i + 1 :] if text)
                texts.append((path.name, following))
    return texts


def write_cr(folder, effective, lines, *, name=None):
    """A minimal CR file the real parser accepts: effective ("November 18, 2022") and the rule lines, in order.

    The lines are printed as the CR prints them: "701.28. Transform", "701.28a To transform ...";
    a section and a top rule ("7. Additional Rules", "701. Keyword Actions") must come first.
    """
    date = datetime.datetime.strptime(effective, "%B %d, %Y").date()
    sections = [line for line in lines if re.match(r"\d\. ", line)]
    text = (
        "\n\n".join(
            [
                "Magic: The Gathering Comprehensive Rules",
                f"These rules are effective as of {effective}.",
                "Introduction",
                "A few rules written by a test, in the layout of the real files.",
                "Contents",
                "\n".join([*sections, "Glossary", "Credits"]),
                *lines,
                "Glossary",
                "Credits",
                "Written by the predicates' tests.",
            ]
        )
        + "\n"
    )
    path = folder / (name or f"MagicCompRules {date:%Y%m%d}.txt")
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def import_only(db):
    """import_only(paths): the CR is exactly these files (rolled back after the test)."""

    def run(paths):
        CRVersion.objects.all().delete()
        RuleLineage.objects.all().delete()
        results = import_cr_files(list(paths))
        assert all(r.status == "imported" for r in results), [r.error for r in results]
        return results

    return run
