"""Helper severy33: a keyword's name said as a plain word (`my teammate offered to pay`, `my partner sitting next to
me`) is not read as the keyword when none of the question's other rare words is in the keyword's rules
(search/plainsense.py, called from finder_query.finder_rules)."""

import pytest

from search import plainsense
from tests.search.finderruns import finder_first

# everyday22's ninth question: a teammate paying an activation cost (602.1a), 702.48 Offering read by `offered`.
OFFERED = (
    "My creature's ability costs three mana and I'm out of mana. My teammate offered to pay it for me with their "
    "lands. Can they?"
)


@pytest.mark.search
@pytest.mark.django_db
@pytest.mark.parametrize(
    ("question", "family", "misread"),
    [
        (OFFERED, "702.48", True),
        (
            "Some abilities start with a slanted word before a dash, like a little title. Does it do anything?",
            "702.109",
            True,
        ),
        # the keyword asked: its rules hold the question's other rare words (`commander`, `return`, `hand`)
        ("Can two creatures with partner both be my commander?", "702.124", False),
        ("Can I dash a creature and then return it to my hand at end of turn?", "702.109", False),
        # nothing else said: the keyword is asked
        ("What does dash do?", "702.109", False),
    ],
)
def test_a_keyword_said_as_a_plain_word(today_searchers, question, family, misread):
    finder = today_searchers.finder
    terms = finder.query_terms(question)
    unnamed = finder.unnamed(terms)
    assert family not in unnamed
    assert (family in plainsense.misread(finder, terms, unnamed, {})) is misread


@pytest.mark.search
@pytest.mark.django_db
def test_its_boost_is_taken_back(today_searchers):
    finder = today_searchers.finder
    terms = finder.query_terms(OFFERED)
    boost = {"702.48": 1.6, "702.48a": 1.6, "118.2": 1.5}
    plainsense.misread(finder, terms, finder.unnamed(terms), boost)
    assert boost == {"118.2": 1.5}


@pytest.mark.search
@pytest.mark.django_db
def test_offered_no_longer_draws_offering(today_searchers, monkeypatch):
    monkeypatch.setattr(plainsense, "ON", False)
    before = finder_first(today_searchers, OFFERED)
    monkeypatch.setattr(plainsense, "ON", True)
    after = finder_first(today_searchers, OFFERED)
    assert any(n.startswith("702.48") for n in before)
    assert not any(n.startswith("702.48") for n in after)
