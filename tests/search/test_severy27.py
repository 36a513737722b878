"""Helper severy27 (its everyday20 set is checked in test_set_shapes.py): a word of card names said for the kind of
card those cards are (`my sword`: most cards named "Sword of ..." are Equipment; `my wall`: most "... Wall" cards
have defender) also searches the kind's CR words (search/namekinds.py, its table mined from the cards' names and
types by scripts/make_name_kinds.py)."""

from collections import Counter

import pytest

from search import finder_query, namekinds, plainsituations
from search.rulefinder import _terms

from . import standins
from .conftest import numbers_found


def finder(idf):
    """A stand-in finder: the real analyzer's terms, the given IDFs, ward a keyword and Aura a kind."""
    return standins.finder(
        query_terms=lambda text: Counter(dict.fromkeys(_terms(text.lower()), 1.0)),
        idf=idf,
        keywords={"ward": "702.21", "equip": "702.6", "defender": "702.3"},
        kinds={"aura": "303.4"},
    )


def test_the_mined_table_reads_a_sword_as_equipment_and_a_wall_as_defender():
    table = namekinds.table()
    assert "equipment" in table["sword"]
    assert "defender" in table["wall"]
    # a common word of names that tells no kind (Strike, Fire, Dragon's...) is not in it
    assert "fire" not in table and "strike" not in table


@pytest.mark.parametrize(
    "question, idf, bridged",
    [
        # a word the CR never says: it searches its kind's CR words
        ("can i move my sword", {"equip": 4.0, "move": 3.0}, {"equip"}),
        # a rare CR word (a Wall in an example) too
        ("my wall can't attack", {"wall": 6.0, "defend": 3.8, "attack": 1.0}, {"defend"}),
        # a word the CR says often is the CR's own word (Island, a land type), not a card's name
        ("return an island", {"island": 4.5, "land": 3.0}, set()),
        # a word naming a keyword itself (ward) asks about that keyword
        ("my creature has ward", {"ward": 5.5, "aura": 3.5, "enchant": 3.2}, set()),
    ],
)
def test_a_name_word_searches_its_kind(question, idf, bridged):
    found = finder(idf)
    terms = found.query_terms(question)
    assert set(namekinds.bridged(found, terms)) == bridged
    assert all(weight == namekinds.WEIGHT for weight in namekinds.bridged(found, terms).values())


@pytest.mark.search
@pytest.mark.django_db
def test_a_sword_reaches_the_equipment_rules(today_with, monkeypatch):
    # A card named Sword: the index knows the word (else it is read as a slip and corrected), as the corpus's does.
    today_with(("Sword of Fire and Ice", "Artifact — Equipment", "Equipped creature gets +2/+2.\nEquip {2}"))
    moved = "Can I move my sword to another creature in the middle of combat?"
    left = "My creature carrying a sword stopped being a creature. Does the sword stay on it?"
    # Before (and with the bridge off): no 702.6 rule in the top five (116.2b, 604.4, 302.4a, 510.1a, 605.3a: Equip
    # weighed down as a keyword the question does not name); 704.5n eighth.
    assert numbers_found(moved, 1) == ["702.6a"]
    assert "704.5n" in numbers_found(left)
    monkeypatch.setattr(finder_query, "NAME_KINDS", False)
    # The bridge alone: a question naming no card reads situations.py's equipment-moved row (plainsituations.py).
    monkeypatch.setattr(plainsituations, "READ", False)
    assert not any(n.startswith("702.6") for n in numbers_found(moved))
    assert "704.5n" not in numbers_found(left)
