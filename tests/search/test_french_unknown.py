"""A French word no card prints in either language, that the French players' words have (a keyword named after the
French card texts end, 2016-2018: `meuler`, `déguisement`), is read as French and in those words: it was read as
English and "corrected" into a card's name (`meuler` -> Mauler), or found nothing at all (search/planning.py
in_french_asks, search/finder_query.py)."""

import pytest

from search import frenchasks, planning

from . import standins
from .conftest import numbers_found
from .test_sfr10 import french_question, french_world  # noqa: F401 (a fixture)


def test_a_french_word_the_lexicon_does_not_know_reads_the_french_asks_even_alone(french_world):  # noqa: F811
    # `copain` is no English word of the world's CR and no French word of its (empty) lexicon: nothing else answers.
    assert any(t.startswith(frenchasks.PREFIX) for t in french_question(french_world, "copain", question=False))


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("query", "rule", "switch"),
    [
        # Read as English (no accent, no card prints it), it was "corrected" into another word.
        ("meuler", "701.17", (planning, "UNKNOWN_FRENCH")),
        # Read as French (its accent) but alone, no question: the French asks were not read, and nothing answered.
        # Since sfr24 it is also the keyword's French name, which the French players' words give in parentheses
        # ("déguisement (disguise)", keywordnames.from_asks): found either way.
        ("déguisement", "702.168", None),
    ],
)
def test_a_keyword_named_in_french_after_the_french_cards_finds_its_rule(today, monkeypatch, query, rule, switch):
    found = numbers_found(query)
    assert any(n.startswith(rule) for n in found), found
    if switch is not None:
        monkeypatch.setattr(*switch, False)
        assert not any(n.startswith(rule) for n in numbers_found(query))


def test_a_word_is_asked_in_french_as_typed_not_as_its_stem():
    # A slip of an English word may stem as a French one: `surveill` (surveil) as surveillance, read as French and left
    # uncorrected, found the cards Consulate Surveillance and Canal Monitor instead of 701.25.
    finder = standins.finder(asks_fr={"701.25a": ["La surveillance de mon adversaire ?"], "702.168": ["déguisement"]})
    assert frenchasks.asked_as_typed(finder, "Surveillance") and frenchasks.asked_as_typed(finder, "deguisement")
    assert not frenchasks.asked_as_typed(finder, "surveill")
