"""Shared by the importer tests: golden files, row counts, and a ruling's links read in a CR of a few lines."""

import json
import os
from pathlib import Path
from types import SimpleNamespace

import pytest

from ingest.cr import import_cr_files
from rulings import keyword_matching
from rulings.links import link_rulings
from tests.builders import make_card, make_ruling
from tests.predicates.conftest import write_cr

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


def links_of(card, ruling):
    (linked,) = link_rulings(card, [ruling])
    return [link.as_dict() for link in linked.links]


def import_of_2022(tmp_path, lines):
    """These CR lines imported as the version of 2022-11-18."""
    results = import_cr_files([write_cr(tmp_path, "November 18, 2022", lines)])
    assert all(r.status == "imported" for r in results), [r.error for r in results]


def keywords_named(card, card_text, ruling, known):
    """The keywords of known ({name: (number, date, kind)}) a ruling of the card links, its names blanked first as
    links_of_ruling blanks them."""
    names = keyword_matching.card_names(SimpleNamespace(name=card, faces=[]))
    main = keyword_matching.without_names(ruling, names)
    text = keyword_matching.without_names(card_text, names)
    return [k for k, _ in keyword_matching.keywords_named(main, text, known, list(known.items()))]


def numbers_linked(name, oracle_text, ruling):
    """The numbers a ruling of 2022-11-20 on this card links."""
    card = make_card(name, oracle_text=oracle_text)
    return [link["number"] for link in links_of(card, make_ruling(card, "2022-11-20", ruling))]


@pytest.fixture
def linked(no_cr, tmp_path):
    """Call it once with CR lines, a card's text and a ruling: the numbers, sorted, that the ruling links once those
    lines are the only CR (the link tests' one set-up, each case a parametrised row)."""

    def link(lines, card_text, ruling, name="Some Card"):
        import_of_2022(tmp_path, lines)
        return sorted(numbers_linked(name, card_text, ruling))

    return link
