"""Rulings where they answer (helper sp7): the measure of an expected ruling reads the ruling's whole text when the
result's snippet starts inside it (a snippet shows the passages holding the query's words), so a ruling shown in
the top five is counted (search/evaluation/sets.py, ruling_matches)."""

import datetime

import pytest

from rulings.models import Ruling
from search.evaluation import Question
from search.evaluation.sets import Case, ruling_matches

CASE = Case(
    "judge",
    "tuned",
    "CD25",
    Question(q="Ensnaring Bridge after attackers are declared?", group="card", rules=("506.4a",)),
    ruling=("Ensnaring Bridge", "2018-03-16", "Ensnaring Bridge's effect checks the number"),
)
TEXT = (
    "Ensnaring Bridge's effect checks the number of cards in your hand only while a player (including you) is "
    "declaring attackers. Once a creature has legally attacked, changing its power won't remove it from combat."
)
RESULT = {
    "kind": "ruling",
    "id": "ruling:b3886cff5450",
    "date": "2018-03-16",
    "cards": ["Ensnaring Bridge"],
    "snippet": "number of cards in your hand only while a player (including you) is <mark>declaring</mark> …",
}


@pytest.mark.django_db
def test_a_ruling_whose_snippet_starts_inside_it_is_matched_by_its_whole_text():
    Ruling.objects.create(uid="b3886cff5450", date=datetime.date(2018, 3, 16), text=TEXT)
    assert ruling_matches(CASE, RESULT)


@pytest.mark.django_db
def test_another_ruling_of_the_same_card_and_day_is_not_matched():
    Ruling.objects.create(uid="b3886cff5450", date=datetime.date(2018, 3, 16), text="Ensnaring Bridge is an artifact.")
    assert not ruling_matches(CASE, RESULT)
