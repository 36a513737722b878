"""A named card's wordings read as the CR quotes them (branch scard15). The CR writes its apostrophes curly and says
"enters" where the cards of MTGJSON v3 say "enters the battlefield": 615.12's "can’t be prevented" matched no card's
"can't be prevented", 614.1c's "enters with" no "enters the battlefield with". A quote's slashed alternatives
("When/Whenever/At") are any one of them."""

import re

import pytest

from search import wordings
from search.index import shared_searchers
from tests.builders import built_index, import_todays_cr, make_card

BANEFIRE = (
    "Banefire deals X damage to any target.\n"
    "If X is 5 or more, this spell can't be countered and the damage can't be prevented."
)
QUESTION = "Banefire for X=5 into a Circle of Protection: Red, is the damage prevented?"
UNPREVENTABLE = "615.12"


def _matched(paragraphs, card_text):
    text = wordings.wording_text(card_text)
    return {
        n for pattern, numbers in wordings.wordings(paragraphs).items() if re.search(pattern, text) for n in numbers
    }


@pytest.mark.parametrize(
    "number, quoting, card_text",
    [
        ("615.12", "Some effects state that damage \u201ccan\u2019t be prevented.\u201d", BANEFIRE),
        (
            "614.1c",
            "Effects that read \u201c[This permanent] enters with . . .\u201d are replacement effects.",
            "Spike Feeder enters the battlefield with two +1/+1 counters on it.",
        ),
        (
            "603.4",
            "A triggered ability may read \u201cWhen/Whenever/At [trigger event], if [condition], [effect].\u201d",
            "At the beginning of the end step, if no creatures are on the battlefield, sacrifice Pestilence.",
        ),
    ],
)
def test_a_card_text_uses_the_wording_the_cr_quotes(number, quoting, card_text):
    assert _matched([(number, quoting)], card_text) == {number}


def test_a_slash_between_numbers_is_no_alternative():
    assert _matched([("702.43a", "\u201cThis permanent enters with N +1/+1 counters on it\u201d")], "a 1/1") == set()


@pytest.fixture
def banefire(db, index_dir):
    import_todays_cr()
    make_card("Banefire", type_line="Sorcery", mana_cost="{X}{R}", oracle_text=BANEFIRE)
    built_index()


def _top_five():
    from search.query import search

    shared_searchers().cache.clear()
    return [r.get("number") for r in search(QUESTION)["results"][:5]]


def test_the_cards_wording_brings_its_rule(banefire):
    assert UNPREVENTABLE in shared_searchers().finder.worded_in(BANEFIRE)


def test_the_wordings_rule_is_in_the_top_five(banefire):
    assert UNPREVENTABLE in _top_five()
