"""A named card's wordings read as the CR quotes them (branch scard15). The CR writes its apostrophes curly and says
"enters" where the cards of MTGJSON v3 say "enters the battlefield": 615.12's "can’t be prevented" matched no card's
"can't be prevented", 614.1c's "enters with" no "enters the battlefield with". A quote's slashed alternatives
("When/Whenever/At") are any one of them. And a wording's rule whose paragraph holds a rare word of the question is
what the question asks of the card: it ranks as a keyword the question says."""

import re

import pytest

from search import finder_query, wordings
from search.index import rebuild_index, shared_searchers
from tests.builders import import_todays_cr, make_card

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
    rebuild_index()


def _top_five():
    from search.query import search

    shared_searchers().cache.clear()
    return [r.get("number") for r in search(QUESTION)["results"][:5]]


def test_the_cards_wording_brings_its_rule(banefire):
    assert UNPREVENTABLE in shared_searchers().finder.worded_in(BANEFIRE)


def test_the_wordings_rule_is_in_the_top_five(banefire):
    assert UNPREVENTABLE in _top_five()


THRAGTUSK = (
    "When Thragtusk enters the battlefield, you gain 5 life.\n"
    "When Thragtusk leaves the battlefield, create a 3/3 green Beast creature token."
)


@pytest.mark.parametrize(
    "card, text, question",
    [
        ("Thragtusk", THRAGTUSK, "If Thragtusk gets exiled instead of dying, do I still get the beast token?"),
        (
            "The Scarab God",
            "{2}{U}{B}: Exile target creature card from a graveyard. Create a token that's a copy of it, except it's "
            "a 4/4 black Zombie.",
            "The Scarab God makes a token copy of a creature from a graveyard. It's a 4/4 black Zombie, but does it "
            "keep the creature's abilities?",
        ),
    ],
)
def test_the_wordings_rule_the_question_says(db, index_dir, monkeypatch, card, text, question):
    from search.query import search

    import_todays_cr()
    make_card(card, type_line="Creature", oracle_text=text)
    rebuild_index()
    worded = shared_searchers().finder.worded_in(text)

    def ranks():
        shared_searchers().cache.clear()
        numbers = [r.get("number") for r in search(question)["results"]]
        return [numbers.index(n) if n in numbers else 99 for n in worded]

    said = ranks()
    monkeypatch.setattr(finder_query, "WORDED_SAID", False)
    assert min(said) < min(ranks())
