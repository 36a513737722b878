"""A card named and a rules question (branch scard20): a ruling resting on a whole section (Cackling Counterpart's
ruling on copies rests on 707, Copying Objects) rests, for a question, on the section's rule the question's words
lead to. Any rule of the section on page 1 (707.5) used to stand for the section, and the rule asked (707.2b: the
counters are not copied) never entered. A rule of that section on page 1 keeps its place: the section's best rule
for the words may not be the one asked."""

import pytest

from search import hybrid
from search.cardtypes import family_best
from search.hybrid import rested_rule_placed
from search.index import shared_searchers
from tests.builders import built_index, import_todays_cr

QUESTION = "does the token copy have the counters too?"
COUNTERS_NOT_COPIED = "707.2b"


def _rule(number):
    return {"id": f"rule:{number}", "kind": "rule", "number": number}


RULING = {"id": "ruling:r1", "kind": "ruling", "cards": ["Cackling Counterpart"]}
OTHER_RULING = {"id": "ruling:r2", "kind": "ruling", "cards": ["Cackling Counterpart"]}
CARD = {"id": "card:c", "kind": "card"}
NO_WORD = {"120.5", "111.10q", "707.10f"}  # the rules holding none of the question's rare words


@pytest.fixture
def todays_finder(db, index_dir):
    import_todays_cr()
    built_index()
    return shared_searchers().finder


def _placed(page, finder):
    return rested_rule_placed(
        list(page),
        RULING,
        ["707"],
        finder.query_terms(QUESTION),
        finder,
        _rule,
        lambda n: 0.0 if n in NO_WORD else 1.0,
    )


def test_a_section_the_ruling_rests_on_brings_its_rule_for_the_words(todays_finder):
    assert family_best(todays_finder, todays_finder.query_terms(QUESTION), "707") == COUNTERS_NOT_COPIED
    page = [_rule("111.10r"), _rule("707.5"), RULING, _rule("120.5"), CARD, _rule("614.16")]
    placed = _placed(page, todays_finder)
    assert [r["id"] for r in placed] == [
        "rule:111.10r",
        "rule:707.5",
        "ruling:r1",
        f"rule:{COUNTERS_NOT_COPIED}",
        "card:c",
        "rule:120.5",
    ]


def test_a_rule_of_the_section_keeps_its_place(todays_finder):
    # 707.10f holds no word of the question, but is the section's: the card's other ruling gives its place.
    page = [_rule("111.10r"), _rule("707.5"), RULING, OTHER_RULING, _rule("707.10f"), _rule("614.16")]
    placed = _placed(page, todays_finder)
    assert [r["id"] for r in placed] == [
        "rule:111.10r",
        "rule:707.5",
        "ruling:r1",
        f"rule:{COUNTERS_NOT_COPIED}",
        "rule:707.10f",
        "ruling:r2",
    ]


def test_the_narrowed_rule_there_moves_nothing(todays_finder):
    page = [_rule("111.10r"), _rule(COUNTERS_NOT_COPIED), RULING, _rule("120.5"), CARD, _rule("614.16")]
    assert _placed(page, todays_finder) == page


def test_without_narrowing_any_rule_of_the_section_stands_for_it(todays_finder, monkeypatch):
    monkeypatch.setattr(hybrid, "RESTED_SECTION_NARROWED", False)
    page = [_rule("111.10r"), _rule("707.5"), RULING, _rule("120.5"), CARD, _rule("614.16")]
    assert _placed(page, todays_finder) == page
