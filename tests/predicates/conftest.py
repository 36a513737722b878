"""Predicate test data: the CR excerpts of fixtures/ through the real importer, rulings as the sources print them."""
import datetime
import re
from pathlib import Path

import pytest

from cards.models import Card
from rulings.importers.cr_store import import_cr_files
from rulings.models import CardRuling, CRVersion, Ruling

ROOT = Path(__file__).resolve().parents[2]
CR_FIXTURES = sorted((ROOT / "fixtures" / "cr").glob("MagicCompRules-*-excerpt.txt"))
SEEDS = ROOT / "fixtures" / "seeds"


@pytest.fixture
def cr_excerpts(db):
    """The 2018-07-13 (702.125 Improvise) and 2022-04-29 (702.126 Improvise) excerpts, imported unless the sample has them."""
    wanted = {datetime.date(2018, 7, 13), datetime.date(2022, 4, 29)}
    if not wanted <= set(CRVersion.objects.values_list("effective_date", flat=True)):
        results = import_cr_files(CR_FIXTURES)
        assert all(r.status != "failed" for r in results), [r.error for r in results]
    return CR_FIXTURES


def make_ruling(text, card_name, mana_cost="", *, date=datetime.date(2018, 7, 13), uid=None):
    card, _ = Card.objects.get_or_create(name=card_name, defaults={"mana_cost": mana_cost})
    ruling = Ruling.objects.create(uid=uid or f"t{Ruling.objects.count():06d}", date=date, text=text)
    CardRuling.objects.create(card=card, ruling=ruling, position=card.card_rulings.count() + 1)
    return ruling


def seed_rulings():
    """The English ruling texts of the seed pages (the dated lines of 001, 002, 004; the numbered ones of 003)."""
    texts = []
    for path in sorted(SEEDS.glob("*.txt")):
        lines = [line.strip() for line in path.read_text(encoding="utf-8").splitlines()]
        for i, line in enumerate(lines[:-1]):
            if "· source :" in line:
                texts.append((path.name, lines[i + 1]))
            elif re.fullmatch(r"\d+\. \d\d\.\d\d\.\d{4}", line):
                following = next(l for l in lines[i + 1:] if l)
                texts.append((path.name, following))
    return texts
