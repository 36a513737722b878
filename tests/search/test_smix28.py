"""smix28: a variant of the game said as where a question happens is said in passing (jargon.SETTING).

`how much life does each team start with in two-headed giant` asks each team's starting life (103.4a, 119.1a); the
jargon read `two-headed giant` as naming 810 (the variant's section), whose rules took the top five and sent 103.4a
9th. Jargon.said_as_setting reads a variant's term ("in X", a section of the CR's 800s and 900s) opening or closing a
question with two or more other words asked beside it as said aside, as said_aside reads a term inside a "when…"
clause: searched as typed, naming no rule. Before (main 95f9819b): the term named 810, aside False. An end-to-end
test of the question on today's CR alone was tried and dropped: without the corpus's cards 103.4a is in the top five
with main's code too, so it could not fail."""

import pytest

from search import jargon
from tests.search.conftest import jargon_named


def _aside(question, name):
    understood, _ = jargon_named(question)
    (match,) = [m for m in understood.matches if m.term is not None and m.term.name == name]
    return match.aside


@pytest.mark.parametrize(
    "question",
    [
        "how much life does each team start with in two-headed giant",
        "In two-headed giant, do my teammate and I have one life total between us?",
        "How many cards do I draw on my first turn in a game of two headed giant?",
    ],
)
def test_a_variant_said_as_where_the_question_happens_is_said_in_passing(question):
    assert _aside(question, "2HG")


@pytest.mark.parametrize(
    "question",
    [
        # What is asked is the variant itself: no other word is asked beside it.
        "What is two-headed giant?",
        # Said inside the question, not as its setting.
        "does my partner in two-headed giant lose when I do?",
        # Not said after "in".
        "does two-headed giant share a life total?",
    ],
)
def test_a_variant_asked_about_or_said_inside_the_question_still_names_its_section(question):
    assert not _aside(question, "2HG")


def test_a_term_that_names_no_variant_is_no_setting():
    understood, _ = jargon_named("what is the mana value of a spell in the stack?")
    assert not any(m.aside for m in understood.matches)


def test_the_setting_can_be_turned_off(monkeypatch):
    monkeypatch.setattr(jargon, "SETTING", False)
    assert not _aside("how much life does each team start with in two-headed giant", "2HG")
