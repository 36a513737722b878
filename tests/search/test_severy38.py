"""Helper severy38: a keyword action the question says by its own word (701.14 Fight, 701.8 Destroy, 701.23 Search)
keeps at most two of the finder's first five places, as a noun section does (search/eventsections.py, ACTIONS), so
that its subrules do not crowd out the rule of what follows from the action."""

import pytest

from search import eventsections
from search.rulefinder import Ranked

from .conftest import numbers_found

# mixed6's eighth question (tuned): damage wearing off in the cleanup step (514.2), which five rules of 701.14 (what
# a fight is) outranked through the word "fight".
FIGHT = "when does the damage on my creature go away if it survives the fight?"


@pytest.mark.search
@pytest.mark.django_db
def test_the_keyword_actions_are_read_with_the_noun_sections(today_searchers):
    finder = today_searchers.finder
    current = today_searchers.meta["current_version"]
    read = eventsections.noun_sections(finder, current)
    # titled keyword actions of 701, beside the noun sections
    assert {"701.14", "701.8", "701.23", "111"} <= set(read)
    # not 701 itself (General), nor a keyword's rule of 702
    assert not {"701", "702.9", "702.19"} & set(read)
    assert "701.14" in eventsections.named_nouns(finder, current, finder.query_terms(FIGHT))


@pytest.mark.search
@pytest.mark.django_db
def test_a_said_keyword_action_keeps_two_of_the_first_five(today_searchers, monkeypatch):
    finder = today_searchers.finder
    current = today_searchers.meta["current_version"]
    terms = finder.query_terms(FIGHT)
    ranked = [Ranked(n, 10.0 - i) for i, n in enumerate(["701.14b", "701.14d", "701.14", "701.14a", "514.2", "302.7"])]
    capped = [r.number for r in eventsections.nouns_capped(finder, current, ranked, terms)]
    assert capped == ["701.14b", "701.14d", "514.2", "302.7", "701.14", "701.14a"]
    # ACTIONS off: a keyword action is no noun section, the order is the finder's
    monkeypatch.setattr(eventsections, "ACTIONS", False)
    assert eventsections.nouns_capped(finder, current, ranked, terms) == ranked


def finder_first_five(monkeypatch, text):
    """The finder's first five for text once the noun sections (and keyword actions) are capped, as the search built
    them (page 1 fuses the index's hits in after: in the tests' corpus of today's CR alone it puts 514.2 fourth either
    way, so the finder's list is what shows the change)."""
    seen = []
    capped = eventsections.nouns_capped

    def spy(finder, current, ranked, terms):
        seen.append([r.number for r in capped(finder, current, ranked, terms)][:5])
        return capped(finder, current, ranked, terms)

    monkeypatch.setattr(eventsections, "nouns_capped", spy)
    numbers_found(text)
    monkeypatch.setattr(eventsections, "nouns_capped", capped)
    return seen[-1]


@pytest.mark.search
@pytest.mark.django_db
def test_damage_after_a_fight_reaches_the_finders_first_five(today, monkeypatch):
    first = finder_first_five(monkeypatch, FIGHT)
    assert "514.2" in first
    assert sum(n.startswith("701.14") for n in first) == 2
    monkeypatch.setattr(eventsections, "ACTIONS", False)
    first = finder_first_five(monkeypatch, FIGHT)
    assert "514.2" not in first
    assert sum(n.startswith("701.14") for n in first) >= 3
