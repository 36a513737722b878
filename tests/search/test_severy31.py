"""Helper severy31 (its everyday23 set is measured in SETS.md): a keyword or kind the question names in the plain words
the CR's glossary defines it by (`swap`: "Exchange: To swap two things…"), or by one part of a joined title (`untap`
of Tap and Untap), is not weighed down as a family the question does not name (search/glossarywords.py)."""

import pytest

from search import glossarywords
from tests.search.finderruns import finder_first

# everyday20's 22nd question: an exchange of life totals (701.12c), which the question calls a swap.
SWAPS = (
    "My card swaps my life total with my opponent's. I'm at 5 and he's at 18. I have a cat that goes off whenever I "
    "gain life. Does it trigger?"
)


@pytest.mark.search
@pytest.mark.django_db
def test_the_plain_names_are_read_from_the_glossary(today_searchers):
    finder = today_searchers.finder
    current = today_searchers.meta["current_version"]
    names = glossarywords.plain_names(finder, current)
    assert names["swap"] == "701.12"
    assert names["upright"] == "701.26"
    # words many rules hold are no family's name
    assert not {"card", "side", "front", "life", "player"} & set(names)


@pytest.mark.search
@pytest.mark.django_db
@pytest.mark.parametrize(
    ("question", "family"),
    [
        ("My card swaps my life total with my opponent's.", "701.12"),
        ("Whenever a permanent I control becomes untapped, I gain 1 life.", "701.26"),
    ],
)
def test_a_family_named_in_plain_words_is_named(today_searchers, question, family):
    finder = today_searchers.finder
    current = today_searchers.meta["current_version"]
    terms = finder.query_terms(question)
    unnamed = finder.unnamed(terms)
    assert family in unnamed
    assert family in glossarywords.named_families(finder, current, terms, unnamed)
    other = finder.query_terms("My card gives my creature +1/+1 until end of turn.")
    assert family not in glossarywords.named_families(finder, current, other, finder.unnamed(other))


@pytest.mark.search
@pytest.mark.django_db
def test_a_swap_of_life_totals_finds_the_exchange_rules(today_searchers, monkeypatch):
    # Before (and with the module off): 701.12's rules weighed down as unnamed, none in the finder's first two.
    assert any(n.startswith("701.12") for n in finder_first(today_searchers, SWAPS, 2))
    monkeypatch.setattr(glossarywords, "ON", False)
    assert not any(n.startswith("701.12") for n in finder_first(today_searchers, SWAPS, 2))
