"""Helper severy30 (its everyday22 set is measured in SETS.md): the section of a noun a question names (111 Tokens,
119 Life, 307 Sorceries) keeps at most two of the finder's first five places, so that it does not crowd out the section
of what happens to the noun (search/eventsections.py)."""

import pytest

from search import eventsections, finder_query, plainsituations
from search.rulefinder import Ranked

from .conftest import numbers_found

# everyday20's seventh question: a second Role on a creature (303.7a), which five rules of 111.10 (the tokens of
# each Role) outranked.
COSTUMES = (
    "My knight already wears one of those costume enchantment tokens from the fairy-tale cards, and now I put a "
    "second different costume on it. Can it keep both costumes?"
)


@pytest.mark.search
@pytest.mark.django_db
def test_the_noun_sections_are_read_from_the_titles_of_the_first_four_chapters(today_searchers):
    finder = today_searchers.finder
    current = today_searchers.meta["current_version"]
    nouns = eventsections.noun_sections(finder, current)
    # a noun's section: a concept, a card type, a zone
    assert {"111", "119", "302", "307", "404"} <= set(nouns)
    # not a gerund's (what happens), nor "General", nor a section of chapters 5-9
    assert not {"121", "103", "104", "100", "300", "608", "614", "702"} & set(nouns)
    terms = finder.query_terms("Does swapping my life total count as gaining life for my tokens?")
    assert {"111", "119"} <= eventsections.named_nouns(finder, current, terms)


@pytest.mark.search
@pytest.mark.django_db
def test_a_named_noun_section_keeps_two_of_the_first_five(today_searchers):
    finder = today_searchers.finder
    current = today_searchers.meta["current_version"]
    terms = finder.query_terms("a second costume token on my creature")
    ranked = [
        Ranked(n, 10.0 - i) for i, n in enumerate(["111.10e", "111.10q", "111.10j", "111.10r", "303.7a", "302.1"])
    ]
    capped = [r.number for r in eventsections.nouns_capped(finder, current, ranked, terms)]
    assert capped == ["111.10e", "111.10q", "303.7a", "302.1", "111.10j", "111.10r"]
    # a question that does not name the section: its order unchanged
    other = finder.query_terms("a second costume on my creature")
    assert eventsections.nouns_capped(finder, current, ranked, other) == ranked


@pytest.mark.search
@pytest.mark.django_db
def test_a_second_role_reaches_its_rule(today, monkeypatch):
    # Before (and with the cap off): 111.10x fill the first places, 303.7a is not in the top five.
    assert "303.7a" in numbers_found(COSTUMES)
    monkeypatch.setattr(finder_query, "EVENT_SECTIONS", False)
    # The cap alone: "keep both" also reads situations.py's legend-rule row for a question naming no card.
    monkeypatch.setattr(plainsituations, "READ", False)
    assert "303.7a" not in numbers_found(COSTUMES)
