"""Helper severy19: a jargon term in a sentence that tells the scene ("… ." or "… !") before the sentence that asks
("…?") is said in passing (jargon.Jargon.said_aside): its rule does not rank higher than what is asked."""

import pytest

from search.jargon import load


def asides(question):
    return {m.typed: m.aside for m in load().understand(question).matches if m.term is not None}


@pytest.mark.parametrize(
    ("question", "term"),
    [
        ("My creature died. Does its aura go to my graveyard?", "died"),
        ("I blinked my creature! Does its counter stay on it?", "blinked"),
        ("My spell is on the stack. Can my opponent respond to it?", "the stack"),
    ],
)
def test_a_term_in_the_scene_before_the_asking_sentence_is_aside(question, term):
    assert asides(question)[term] is True


@pytest.mark.parametrize(
    ("question", "term"),
    [
        # The term is in the sentence that asks.
        ("Does the aura of a creature that died go to my graveyard?", "died"),
        # The asking sentence says nothing of its own: the scene is what is asked.
        ("My creature died. Why?", "died"),
        # No question after it.
        ("My creature died. Its aura stayed.", "died"),
        # A rule number's dot ends no sentence.
        ("Rule 702.9b and blink: can it stay?", "blink"),
    ],
)
def test_a_term_the_question_asks_about_is_not_aside(question, term):
    assert asides(question)[term] is False
