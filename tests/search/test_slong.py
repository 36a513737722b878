"""slong: a long question's asked clause weighs above the situation told before it (search/askedclause.py)."""

from collections import Counter

import pytest

from search.askedclause import asked_clause, situation_down


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        # A scene, then the ask.
        (
            "A triggered ability is on the stack but the creature that triggered it already left the battlefield. "
            "Does the ability still resolve?",
            "Does the ability still resolve?",
        ),
        # A condition, then the ask in the same sentence.
        (
            "If Thragtusk gets exiled instead of dying, do I still get the beast token?",
            "do I still get the beast token?",
        ),
        # Clauses joined by "then" and a semicolon: the first clause opening with a question word asks.
        (
            "I control a 2/2 and my opponent attacks with a 3/3, then I cast a spell in response; does mine die?",
            "does mine die?",
        ),
        # Two asks: both are the ask, the first one's clause on.
        (
            "Both players have 'at the beginning of each upkeep' triggers. Whose go on the stack first and whose "
            "resolve first?",
            "Whose go on the stack first and whose resolve first?",
        ),
        # A topic named first is the ask's subject, not a scene.
        (
            "Gift a card: if the gift spell is countered, does my opponent still draw?",
            "Gift a card does my opponent still draw?",
        ),
    ],
)
def test_the_asked_clause_is_read_from_the_question_s_form(text, asked):
    assert asked_clause(text) == asked


@pytest.mark.parametrize(
    "text",
    [
        "Does a triggered ability resolve if its source is gone?",  # all ask
        "What does learn let me do, can I grab a Lesson from outside the game?",  # all ask, two clauses
        "deathtouch trample",  # no question
        "My creature died this turn.",  # no clause asks
        "",
    ],
)
def test_a_question_that_is_all_ask_has_no_situation(text):
    assert asked_clause(text) is None


def test_the_situation_s_words_weigh_less_and_the_ask_s_keep_their_weight():
    terms = Counter({"trigger": 1.0, "stack": 1.0, "left": 1.0, "battlefield": 1.0, "resolv": 1.0, "abil": 0.6})
    down = situation_down(terms, Counter({"abil": 1.0, "resolv": 1.0}), 0.5)
    assert down == Counter({"trigger": 0.5, "stack": 0.5, "left": 0.5, "battlefield": 0.5, "resolv": 1.0, "abil": 0.6})
    # An ask with none of the question's terms (`…, what happens?`) leaves every term as it was.
    assert situation_down(terms, Counter(), 0.5) == terms
    assert situation_down(terms, Counter({"happen": 1.0}), 0.5) == terms
