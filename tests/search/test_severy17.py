"""Helper severy17 (its everyday13 set is checked in test_set_shapes.py): the verbs a player says at the table where
the CR says its own word. Reveal is defined by "show" (701.20a, glossary "Reveal"), a permanent "comes in" where the
CR says it enters, the cards "on the table" are the battlefield's, and a hand drawn again is a mulligan
(search/jargon.toml)."""

import pytest

from .conftest import jargon_named as named
from .conftest import numbers_found


@pytest.mark.parametrize(
    "question, term, cr",
    [
        ("Do I have to show my hand when a card makes me?", "show", "reveal"),
        ("The card I showed stays shown until when?", "show", "reveal"),
        ("My creature came in tapped, can I respond to it coming in?", "comes in", "enters"),
        ("How many cards can I have on the table?", "on the table", "battlefield"),
        ("Can I redraw my hand if I don't like it?", "redraw", "mulligan"),
    ],
)
def test_the_players_verb_searches_the_cr_s_word(question, term, cr):
    understood, terms = named(question)
    assert term in terms
    assert cr in understood.text


def test_the_cards_named_show_stay_cards_and_the_cr_s_words_name_nothing():
    assert named("Show and Tell puts it onto the battlefield")[1] == []
    for phrase in ("reveal the top card", "it enters tapped", "on the battlefield", "take a mulligan"):
        assert not {"show", "comes in", "on the table", "redraw"} & set(named(phrase)[1]), phrase


@pytest.mark.search
@pytest.mark.django_db
def test_a_card_shown_reaches_the_reveal_rule(today):
    assert numbers_found("How long does a card I was told to show stay shown?", 1) == ["701.20a"]
