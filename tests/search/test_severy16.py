"""Helper severy16: a jargon term said in passing, inside a clause "when / while / before… X" beside what the
question asks, names no rule to rank higher and searches only its own words (jargon.Jargon.said_aside)."""

import pytest

from search.jargon import load

from .conftest import numbers_found


def asides(question):
    return {m.typed: m.aside for m in load().understand(question).matches if m.term is not None}


@pytest.mark.parametrize(
    ("question", "term"),
    [
        ("My creature was tapped when it died. Is the card still tapped in my graveyard?", "died"),
        ("Does the player who conceded still control the spell while it's on the stack?", "the stack"),
        ("Do I shuffle my library before or after everyone is done with mulligans?", "mulligans"),
    ],
)
def test_a_term_inside_a_clause_beside_the_question_is_aside(question, term):
    assert asides(question)[term] is True


@pytest.mark.parametrize(
    ("question", "term"),
    [
        # Nothing asked outside the clause: the clause is what is asked.
        ("What happens when a creature dies?", "dies"),
        # An interrogative `when` opens no clause.
        ("When does my trigger go on the stack?", "the stack"),
        # A clause that opens the sentence sets what it asks.
        ("If I blink my creature, does its aura stay on the battlefield?", "blink"),
        # Card text quoted: `when this dies`.
        ("Do both of their when this dies abilities trigger?", "dies"),
    ],
)
def test_a_term_the_question_asks_about_is_not_aside(question, term):
    assert asides(question)[term] is False


def test_an_aside_term_searches_its_own_words_only():
    understood = load().understand("My creature was tapped when it died. Is the card still tapped in my graveyard?")
    assert "graveyard from the battlefield" not in understood.text


@pytest.mark.search
@pytest.mark.django_db
def test_the_rule_asked_outranks_the_rule_of_a_term_said_in_passing(today):
    # Main ranked 614.6 and 700.4 (dies, with its CR words ×1.6) first, and 110.5d (a card's status off the
    # battlefield) out of the top five.
    assert "110.5d" in numbers_found("My creature was exiled when it died. Is the card still tapped in exile?")
    back = (
        "I returned my creature from the graveyard to the battlefield. Does it keep the counters it had before it died?"
    )
    assert numbers_found(back, 1) != ["700.4"]
