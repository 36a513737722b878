"""Helper severy14 (its everyday11 set is checked in test_set_shapes.py): a question too costly for the index leaves
its commonest words out of the index's search instead of being refused; an ability that "goes off" triggers."""

from types import SimpleNamespace

from whoosh.query import And, Or, Term

from search import planning
from search.jargon import load

# Postings per word, as an index of the whole corpus counts them (the costly question of everyday11: a jargon term's
# ways of saying `until end of turn` took it past MAX_COST).
COUNTS = {"creatur": 32_502, "control": 12_375, "turn": 7_289, "spell": 6_706, "end": 4_615, "until": 3_937}


def docsets():
    return SimpleNamespace(reader=None, frequency=lambda field, text: COUNTS.get(text, 10) if field == "en" else 0)


def words(*texts):
    return [Term("en", t) for t in texts]


def test_a_costly_question_leaves_out_its_commonest_words_until_it_costs_no_more_than_the_limit():
    parts = [*words("creatur", "control", "spell", "bonus", "guy"), Or(words("until", "end", "turn"))]
    q = And(parts)
    assert planning.query_cost(q, None, docsets().frequency) > 0
    big = {**COUNTS, "creatur": planning.MAX_COST}
    ds = SimpleNamespace(reader=None, frequency=lambda field, text: big.get(text, 10) if field == "en" else 0)
    assert planning.query_cost(q, None, ds.frequency) > planning.MAX_COST
    kept = planning.within_cost(q, ds)
    assert planning.query_cost(kept, None, ds.frequency) <= planning.MAX_COST
    left = {leaf.text for leaf in kept.leaves()}
    # Only the costliest word went: the rarer ones, and the jargon term's group, are still searched.
    assert left == {"control", "spell", "bonus", "guy", "until", "end", "turn"}


def test_a_question_within_the_cost_is_searched_as_it_is():
    q = And(words("creatur", "bonus", "guy"))
    assert planning.within_cost(q, docsets()) is q


# An ability that "goes off" triggers: the table's slang, read as the CR's word.


def test_an_ability_that_goes_off_is_read_as_one_that_triggers():
    table = load()
    for question in ("Does my when this dies ability still go off?", "My trigger went off twice"):
        understood = table.understand(question)
        named = [m.term for m in understood.matches if m.term is not None]
        assert any("goes off" in term.says for term in named)
        assert "trigger" in understood.text
