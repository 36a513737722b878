"""Helper severy15 (its everyday12 set is checked in test_set_shapes.py): a player new to judges asks whether they
"get a chance" to act, or who "gets to act" first; the CR's word for it is priority."""

import pytest

from search.jargon import load

from .conftest import numbers_found


def named(question):
    understood = load().understand(question)
    return understood, [m.term for m in understood.matches if m.term is not None]


@pytest.mark.parametrize(
    "question",
    [
        "Do I still get a chance to cast an instant before combat is over?",
        "Does my opponent get one last chance to cast something?",
        "After a spell finishes resolving, who gets to act first?",
    ],
)
def test_getting_a_chance_to_act_is_read_as_priority(question):
    understood, terms = named(question)
    assert any("get a chance" in term.says for term in terms)
    assert "priority" in understood.text


def test_the_cr_word_names_no_slang():
    # Typed in the CR's own word, the question reads as before: the slang's CR words name nothing.
    _, terms = named("Who receives priority after a spell resolves?")
    assert not any("get a chance" in term.says for term in terms)


# Damage that "goes away" or is "still on" a creature the next turn: the cleanup step removes it (514.2), and the
# rule's players' questions say it so.


@pytest.mark.search
@pytest.mark.django_db
def test_damage_going_away_at_the_end_of_the_turn_reaches_the_cleanup_rule(today):
    assert numbers_found("Does damage on my creature go away when the turn ends?", 1) == ["514.2"]
    assert "514.2" in numbers_found("Is the damage still on my creature on the next turn?")
