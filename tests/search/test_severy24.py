"""Helper severy24: a term inside a "when / whenever" clause that states a card's condition (a statement in the
present, as a card's text says it: `My creature does something whenever it gets tapped.`) is the question's
situation, not said in passing (jargon.Jargon.said_aside); a clause that tells a moment of the story (`was tapped
when it died`) or sits in the question's own sentence still is."""

import pytest

from search.jargon import load


def asides(question):
    return {m.typed: m.aside for m in load().understand(question).matches if m.term is not None}


@pytest.mark.parametrize(
    ("question", "term"),
    [
        (
            "My creature does something whenever it gets tapped. If it comes into play already tapped, does that "
            "count?",
            "gets tapped",
        ),
        (
            "My creature gets +2/+2 when it's the only one I send in. I swung with two and one of them got killed "
            "before blocks, so does the survivor get the bonus now?",
            "the only one I send in",
        ),
        ("My enchantment gives me a card whenever a creature dies. Does it count tokens?", "dies"),
    ],
)
def test_a_cards_condition_said_in_a_clause_is_what_is_asked(question, term):
    assert asides(question)[term] is False


@pytest.mark.parametrize(
    ("question", "term"),
    [
        # A moment of the story, in the past.
        ("My creature was tapped when it died. Is the card still tapped in my graveyard?", "died"),
        ("My creature was enchanted when it got bounced. Does the aura go to the graveyard?", "bounced"),
        # A clause the statement goes on after describes the card on the way to something else.
        ("My creature draws me a card when it dies, then it gets sacrificed. Do I draw?", "dies"),
        (
            "My opponent's card that goes off whenever a creature comes into play went off. Who controls it?",
            "comes into play",
        ),
        # The question's own sentence: its clause sets the moment.
        ("Is the card still tapped in my graveyard when it dies after blocking?", "dies"),
    ],
)
def test_a_moment_said_in_a_clause_is_still_aside(question, term):
    assert asides(question)[term] is True
