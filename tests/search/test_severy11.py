"""Helper severy11 (its everyday9 set is checked in test_set_shapes.py): the players' words that reached no CR
word: irregular verb forms read through WordNet (verbforms.py), the asks' players' words through the CR words of
their rules (playerswords.py)."""

from collections import Counter

import pytest

from search import finder_query, playerswords, verbforms
from search.searchers import shared_searchers

# An irregular past form the CR never says (`fought`, `drew`, `gave`) read beside the verb it does (verbforms.py).


def test_the_irregular_forms_are_those_whose_verb_the_cr_says():
    forms = verbforms.forms()
    assert forms["fought"] == "fight" and forms["drew"] == "draw" and forms["gave"] == "give"
    # The CR says "dealt" and "left" itself; a form that is a noun in use (`wound`) means that noun.
    assert not {"dealt", "left", "chose", "wound"} & forms.keys()


def test_a_question_s_irregular_form_is_read_beside_its_verb():
    assert verbforms.said_as_verbs("My creature Fought his. I drew") == "My creature Fought fight his. I drew draw"
    assert verbforms.said_as_verbs("it dealt damage") == "it dealt damage"


@pytest.mark.search
@pytest.mark.django_db
def test_a_fought_question_reaches_fight(today):
    finder = shared_searchers().finder
    question = "My creature fought my opponent's creature. Does that count as combat damage?"
    fight = finder.query_terms("fight")
    assert not fight.keys() & finder.query_terms(question).keys()
    read = finder.query_terms(verbforms.said_as_verbs(question))
    assert fight.keys() <= read.keys()
    assert any(r.number.startswith("701.14") for r in finder.rank(read, limit=5))
    assert finder_query.VERB_FORMS


# A players' word that only the asks say (`pick`) read as the CR words of the rules its asks are about (`choose`).


def test_the_players_words_bridge_to_the_cr_words_of_their_rules():
    table = playerswords.bridge()
    assert table["pick"] == ["choos"] and table["float"][0] == "pool"
    assert playerswords.bridged({"pick": 1.0, "target": 1.0}) == {"choos": playerswords.WEIGHT}
    # A CR word the question says itself keeps its own weight.
    assert playerswords.bridged({"pick": 1.0, "choos": 1.0}) == {}


@pytest.mark.search
@pytest.mark.django_db
def test_a_wear_off_question_reaches_the_rule_that_says_damage_is_removed(today):
    finder = shared_searchers().finder
    question = "When does the damage on my creature wear off?"
    typed = finder.query_terms(question)
    read = typed + Counter(playerswords.bridged(typed))
    assert "mark" in read and "mark" not in typed
    # The asks say "wear off" of rules whose texts say damage "marked" on a permanent.
    assert [r.number for r in finder.rank(read, limit=1)] == ["514.2"]
    assert [r.number for r in finder.rank(typed, limit=1)] != ["514.2"]
    assert finder_query.PLAYERS_WORDS
