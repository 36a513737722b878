"""Work a question did again, done once (sfast4): the same answers, the words normalized and their scoring terms
read once per query object, the plan's memos keyed by text rather than by the words' whole query tree."""

from whoosh.query import And, Or, Term

from search import running
from search.index import shared_searchers
from search.parsing import normalized, words_query
from search.query import search


def test_the_words_query_is_known_normalized_and_others_are_normalized_once(built):
    searchers = shared_searchers()
    words = words_query("improvise colored mana", searchers)
    assert normalized(searchers, words) is words  # words_query's query is normalized already: not copied again
    nested = And([Term("en", "improvise"), And([Term("en", "mana"), Or([Term("en", "colored")])])])
    once = normalized(searchers, nested)
    assert once == nested.normalize()
    assert normalized(searchers, nested) is once  # the same object: found by identity, not normalized again
    assert normalized(searchers, once) is once


def test_a_widened_question_reads_its_words_scoring_terms_once(built, monkeypatch):
    calls = []
    real = running.scoring_terms

    def counted(q, reader, docsets=None):
        calls.append(q)
        return real(q, reader, docsets)

    monkeypatch.setattr(running, "scoring_terms", counted)
    found = search("How does improvise pay for a contraption total cost?")
    assert found["results"]
    # The first run and the fallback that widens the question (most of its words) rank by the same words.
    assert len(calls) == len({id(q) for q in calls})


def test_the_plans_memos_are_keyed_by_text(built):
    search("How does improvise pay for a colored mana symbol?")
    cache = shared_searchers().cache
    for name in ("within", "cost"):
        assert cache[name] and all(isinstance(key[0], str) for key in cache[name])
