"""Helper severy12 (its everyday10 set is checked in test_set_shapes.py): a phrasal verb read as the keyword action
it means (`throw some away`: discard), and `hit me` as the slang of combat damage to a player."""

import json

import pytest

from search import verbforms
from search.jargon import load
from search.searchers import shared_searchers

# A phrasal verb whose words are each the CR's and whose meaning is a keyword action (`throw away`: discard), read
# beside that action's word (verbforms.py, from WordNet's first senses and 701's titles).


def test_the_phrasal_verbs_are_those_whose_first_sense_is_a_keyword_action():
    table = json.loads(verbforms.PHRASES.read_text(encoding="utf-8"))
    assert table["throw away"]["verb"] == "discard" and "threw" in table["throw away"]["forms"]
    # `throw up` means vomit first (its synset's head), not cast; `bolster up` says its action itself.
    assert "throw up" not in table and "bolster up" not in table


def test_a_question_s_phrasal_verb_is_read_beside_the_cr_s_verb():
    assert verbforms.said_as_verbs("I tossed a card away") == "I tossed a card away discard"
    assert verbforms.said_as_verbs("when do I throw away cards?") == "when do I throw away discard cards?"
    # Its object is a few words at most: a particle further on is another sentence's.
    assert "discard" not in verbforms.said_as_verbs("I throw the ball to my dog and it runs away")


@pytest.mark.search
@pytest.mark.django_db
def test_a_throw_away_question_reaches_the_cleanup_discard(today):
    finder = shared_searchers().finder
    question = "I'm holding nine cards at the end of my turn. When do I have to throw some away?"
    discard = finder.query_terms("discard")
    assert not discard.keys() & finder.query_terms(question).keys()
    read = finder.query_terms(verbforms.said_as_verbs(question))
    assert discard.keys() <= read.keys()
    assert "514.1" in [r.number for r in finder.rank(read, limit=5)]
    assert "514.1" not in [r.number for r in finder.rank(finder.query_terms(question), limit=5)]


# `hits me` had no past form beside the others' (`hit the player`): `his 3/3 hit me` named no term.


def test_the_past_hit_me_names_the_combat_damage_slang():
    table = load()
    named = [m.term.name for m in table.understand("his 3/3 hit me for three").matches if m.term is not None]
    assert named == ["hits a player"]
