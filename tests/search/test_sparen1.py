"""sparen1: parentheses in a question are a judge's prose (`my creature (a 2/2) blocks…`, `(exil puis retour)`), not
query syntax: the question is read as a question, the rule finder included. In a query that uses the operators, or a
short one that is no question, they stay syntax; so do `NOT` and quoted phrases."""

from whoosh.query import And, Not, Or, Phrase

from search.parsing import SYNTAX, parse_text
from search.request import make_request
from tests.search.conftest import numbers_found

FRENCH = "je fais clignoter ma créature (exil puis retour) : c'est une nouvelle créature ?"
ENGLISH = "my creature (a 2/2 with deathtouch) blocks a 5/5 trampler, how much damage goes through?"


def test_parentheses_in_a_question_are_prose():
    for question in (FRENCH, ENGLISH, "dies replaced by exile (rest in peace) - do 'when this dies' triggers go off?"):
        request = make_request(question)
        assert "(" not in request.free and ")" not in request.free
        # nothing keeps the question from the rule finder (query._asks_rules)
        assert not SYNTAX.search(request.free)
        assert request.text == question


def test_a_long_statement_with_parentheses_is_prose_too():
    free = make_request("my opponent blinks his creature (exile then return) in response to my removal spell").free
    assert free == "my opponent blinks his creature exile then return in response to my removal spell"


def test_operators_keep_parentheses_as_syntax():
    request = make_request("(blink OR flicker) token")
    assert request.free == "(blink OR flicker) token"
    q = parse_text(request.free)
    assert isinstance(q, And) and any(isinstance(s, Or) for s in q.subqueries)
    # a question that uses the operators is syntax too
    assert (
        make_request("does (blink OR flicker) make a new object?").free == "does (blink OR flicker) make a new object?"
    )


def test_a_short_query_that_is_no_question_keeps_its_group():
    assert make_request("(exile return) token").free == "(exile return) token"


def test_not_and_quoted_phrases_still_work():
    q = parse_text(make_request("trample NOT deathtouch").free)
    assert any(isinstance(s, Not) for s in q.subqueries)
    q = parse_text(make_request('"first strike" damage step').free)
    assert any(isinstance(s, Phrase) or any(isinstance(c, Phrase) for c in s.children()) for s in q.subqueries)


def test_a_lone_dash_and_a_colon_leave_a_question_a_question():
    for question in ("expend 4 - does mana spent on abilities count?", "Gift a card: if the spell is countered?"):
        request = make_request(question)
        assert not request.filters and not SYNTAX.search(request.free)


def test_a_question_with_parentheses_is_answered_as_without_them(today):
    """Over today's whole CR: the rule finder answers it, as it answers the same words without parentheses."""
    question = "my creature (a 2/2 with deathtouch) blocks a 5/5 trampler: how much damage is assigned to it?"
    assert numbers_found(question) == numbers_found(question.replace("(", "").replace(")", ""))
