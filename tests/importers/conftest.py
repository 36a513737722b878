"""Shared by the importer tests: golden files and row counts."""

import json
import os
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"
FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
# UPDATE_GOLDEN=1 rewrites the expected files from the current output (then read the diff before committing).
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"


def golden(path, actual):
    """Compare `actual` with the JSON in `path` (written there first when UPDATE_GOLDEN=1)."""
    text = json.dumps(actual, ensure_ascii=False, indent=1, sort_keys=True, default=str) + "\n"
    if UPDATE:
        path.write_text(text, encoding="utf-8")
    expected = json.loads(path.read_text(encoding="utf-8"))
    assert json.loads(text) == expected


def stripped_whir_page(tmp_path):
    """A scraped page whose Whir of Invention ruling lost its mana symbols, with no English original to repair it."""
    page = tmp_path / "new.txt"
    page.write_text(
        "Whir of Invention\n\n1. 01.03.2030\n\n   Whir of Invention can't pay for , , or mana symbols.\n",
        encoding="utf-8",
    )
    return page


def row_counts():
    from cards.models import Card, CardLocalization, CardSet, Printing
    from rulings.models import CardRuling, Ruling
    from translations.models import Translation

    return {
        model.__name__: model.objects.count()
        for model in (CardSet, Card, Printing, CardLocalization, Ruling, CardRuling, Translation)
    }


@pytest.fixture
def counts(db):
    return row_counts
