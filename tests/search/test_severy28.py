"""Helper severy28: a player's verb for a keyword action of 701 (`find` for search) also searches the action's CR
word (search/actionverbs.py, its table mined by scripts/make_action_verbs.py from the cards whose text says the
action and whose rulings say the other word)."""

from collections import Counter
from types import SimpleNamespace

import pytest

from search import actionverbs, finder_query
from search.rulefinder import _terms

from .conftest import numbers_found


def finder(idf):
    """A stand-in finder: the real analyzer's terms and the given IDFs."""
    return SimpleNamespace(query_terms=lambda text: Counter(dict.fromkeys(_terms(text.lower()), 1.0)), idf=idf)


def test_the_mined_table_reads_find_as_search():
    table = actionverbs.table()
    assert table["find"] == ["search"]
    # an action's own forms are no other word for it
    assert "exchanged" not in table and "regeneration" not in table


@pytest.mark.parametrize(
    "question, bridged",
    [
        ("can i find two lands", {"search"}),
        # the question says the action itself: nothing added
        ("can i search and find two lands", set()),
        ("can i draw two lands", set()),
    ],
)
def test_a_players_verb_searches_its_action(question, bridged):
    found = finder({"search": 4.0, "find": 5.0, "land": 2.0, "draw": 2.0})
    terms = found.query_terms(question)
    assert set(actionverbs.bridged(found, terms)) == bridged
    assert all(weight == actionverbs.WEIGHT for weight in actionverbs.bridged(found, terms).values())


@pytest.mark.search
@pytest.mark.django_db
def test_find_reaches_the_search_rules(today, monkeypatch):
    shown = "Do I have to show my opponent the card I find in my library?"
    known = "Can I find a card with a certain name in my deck even if I know there isn't one?"
    # With the bridge off (its default: measured and not kept, the table is mostly noise) no 701.23 rule in either
    # top five (701.20e, 401.4...; 201.4, 111.11...); on, 701.23e first and 701.23b in the top five.
    assert not any(n.startswith("701.23") for n in numbers_found(shown) + numbers_found(known))
    monkeypatch.setattr(finder_query, "ACTION_VERBS", True)
    assert numbers_found(shown, 1) == ["701.23e"]
    assert "701.23b" in numbers_found(known)
