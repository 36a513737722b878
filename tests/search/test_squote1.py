"""squote1: quotes in a question (`does "deals combat damage to a player" trigger with trample?`) no longer keep it
from the rule finder: the index keeps the quoted phrase (a user types quotes to mean "exactly these words"), and the
finder reads the question's words too. Operators, wildcards and quotes in a query that is no question still keep the
finder away."""

from whoosh.query import Phrase

from search.parsing import parse_text
from search.request import finder_kept_out, make_request
from tests.search.conftest import numbers_found

QUOTED = 'does "deals combat damage to a player" trigger with trample?'


def test_quotes_in_a_question_let_the_finder_in():
    for question in (QUOTED, 'what does "dies" mean for a token?', 'Does "whenever you cast" trigger on a copy?'):
        assert not finder_kept_out(make_request(question).free)


def test_other_syntax_and_quotes_outside_a_question_keep_it_out():
    for query in (
        '"first strike" damage step',
        'does "first strike" OR "double strike" deal damage first?',
        'does "first strike" apply to tramp* creatures?',
        "trample NOT deathtouch",
    ):
        assert finder_kept_out(make_request(query).free), query
    assert not finder_kept_out("first strike damage step")


def test_the_index_still_reads_the_phrase():
    q = parse_text(make_request(QUOTED).free)
    assert any(isinstance(s, Phrase) or any(isinstance(c, Phrase) for c in s.children()) for s in q.subqueries)


def test_a_quoted_question_gets_the_finders_rule(today):
    """Over today's whole CR: trample's rules (702.19), which the finder reads in the question's words, are in the
    top five; with the finder kept out, the index's phrase alone listed other keywords' rules."""
    assert any(n.startswith("702.19") for n in numbers_found(QUOTED))
