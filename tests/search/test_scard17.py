"""A named card's own words must not stand in for the question's (branch scard17).

- A card's text says "counter" as a noun (`put five +1/+1 counters on it`, `remove a -1/-1 counter from`) far more
  often than the keyword action (701.6, "counter target spell"): as a noun it names no keyword, else every card with
  counters ranked 701.6 higher, twice as high when the question says "counters" (cardkeywords.keyword_text).
- A card's name said again, in its text or the question (`When Den Protector is turned face up`), is left out every
  time, not only the first: its words are rules words too (protector, 310.8, the battles' protector), and a lone
  later word of it may be the question's own (`Time Walk … the first time`) (questioncards.without_cards).
- A card's mana symbols are no rules word: `{G}` made `g` one of the card's rare words (finder_query.MANA_SYMBOL).
"""

import pytest

from search import finder_query, questioncards
from search.cardkeywords import keyword_text
from search.index import shared_searchers
from tests.builders import built_index, import_todays_cr, make_card

HYDRA = (
    "Hooded Hydra enters the battlefield with X +1/+1 counters on it.\n"
    "When Hooded Hydra dies, create a 1/1 green Snake creature token for each +1/+1 counter on it.\n"
    "Morph {3}{G}{G}\n"
    "As Hooded Hydra is turned face up, put five +1/+1 counters on it."
)
COUNTERSPELL = "Counter target spell."


@pytest.fixture
def hydra(db, index_dir):
    import_todays_cr()
    make_card("Hooded Hydra", type_line="Creature — Snake Hydra", mana_cost="{X}{G}{G}", oracle_text=HYDRA)
    make_card("Counterspell", type_line="Instant", mana_cost="{U}{U}", oracle_text=COUNTERSPELL)
    built_index()


def test_counters_on_a_card_name_no_keyword_action(hydra):
    finder = shared_searchers().finder
    counter = finder.keywords["counter"]
    assert counter in finder.keywords_in(HYDRA)  # the noun read as the action, as before
    assert counter not in finder.keywords_in(keyword_text(HYDRA))
    assert counter in finder.keywords_in(keyword_text(COUNTERSPELL))
    assert counter in finder.keywords_in(keyword_text("Counter it unless its controller pays {2}."))


def _boost(question):
    """finder_query's (terms, boost, worded) for a question, its request and plan made as search() makes them."""
    from search import answers, jargon
    from search.planning import plan
    from search.query import _card_text
    from search.request import make_request, understand

    searchers = shared_searchers()
    searchers.cache.clear()
    request = make_request(question)
    understand(request, searchers)
    named = answers.named(request.understanding, searchers.glossary, jargon.load(), known=searchers.finder.idf)
    plan_ = plan(request, searchers, named)
    return finder_query.finder_query(request, plan_, searchers, lambda name: _card_text(searchers, name))


def test_a_question_on_a_cards_counters_does_not_boost_countering(hydra):
    terms, boost, _ = _boost("Hooded Hydra with 4 +1/+1 counters dies. How many snakes do I get?")
    assert shared_searchers().finder.keywords["counter"] not in boost, boost


def test_a_cards_name_and_mana_symbols_said_again_are_not_its_words(hydra):
    terms, _, _ = _boost("Hooded Hydra with 4 +1/+1 counters dies. How many snakes do I get?")
    # The card's text says "Hooded Hydra" three times and {G} twice: neither is a rules word of the question.
    assert "hydra" not in terms and "g" not in terms, terms


def test_the_name_is_left_out_every_time_it_is_said_whole():
    text = "Den Protector turned face up: does Den Protector's counter count? The first time"
    assert "protector" not in questioncards.without_cards(text, ["Den Protector"]).lower()
    # A lone word of a name said again may be the question's own.
    assert "time" in questioncards.without_cards("Time Walk: the first time", ["Time Walk"]).lower()
