"""Helper severy32: a card kind or keyword the question describes in two words of its first rule (`a picture on both
sides … its back side`: 712.1 "a Magic card face on one side … not … a Magic card back") is not weighed down as a
family the question does not name (search/firstrules.py, read by glossarywords.named_families)."""

import pytest

from search import firstrules
from tests.search.finderruns import finder_first

# everyday19's 22nd question: a double-faced card (712.8d) the question describes by its two sides.
BOTH_SIDES = (
    "My card with a picture on both sides is on its front side right now. Does it also have the abilities written "
    "on its back side?"
)


@pytest.mark.search
@pytest.mark.django_db
def test_the_describing_words_are_read_from_first_rules(today_searchers):
    finder = today_searchers.finder
    words = firstrules.describing_words(finder, today_searchers.meta["current_version"])
    assert "712" in words["side"]
    assert "701.3" in words["touch"]
    # words most of whose rules are other families' describe none; a rule's number is no word of it
    assert not {"card", "face", "player", "creatur", "714"} & set(words)


@pytest.mark.search
@pytest.mark.django_db
@pytest.mark.parametrize(
    ("question", "family", "named"),
    [
        (BOTH_SIDES, "712", True),
        ("One of his cards has a different card printed on its back. Can I look at the other side?", "712", True),
        # one describing word is not enough: `back` to a hand, `side` of the table
        ("I countered my opponent's spell. Does it go back to their hand?", "712", False),
        ("My creature is on my opponent's side of the table. Who controls it?", "712", False),
    ],
)
def test_a_described_family_is_named(today_searchers, question, family, named):
    finder = today_searchers.finder
    terms = finder.query_terms(question)
    unnamed = finder.unnamed(terms)
    assert family in unnamed
    found = firstrules.described_families(finder, today_searchers.meta["current_version"], terms, unnamed)
    assert (family in found) is named


@pytest.mark.search
@pytest.mark.django_db
def test_a_card_with_two_sides_finds_the_double_faced_rules(today_searchers, monkeypatch):
    monkeypatch.setattr(firstrules, "ON", False)
    before = finder_first(today_searchers, BOTH_SIDES)
    monkeypatch.setattr(firstrules, "ON", True)
    after = finder_first(today_searchers, BOTH_SIDES)
    assert sum(n.startswith("712.") for n in after) > sum(n.startswith("712.") for n in before)
