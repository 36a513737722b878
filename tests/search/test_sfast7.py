"""sfast7: whether an OR group's alternative exists (running.scoring_terms keeps only those) is told by a term's count
in the index, without reading its postings, when no segment deletes documents; the answers are the documents'."""

import pytest
from whoosh import fields, index
from whoosh.analysis import StandardAnalyzer
from whoosh.query import And, Not, Or, Phrase, Term

from search import existence
from search.counting import DocSets
from search.running import scoring_terms

pytestmark = pytest.mark.search

TEXTS = ["alpha beta", "beta gamma", "gamma delta alpha", "delta", "epsilon alpha", "zeta beta gamma"]


def _index(folder, delete=()):
    schema = fields.Schema(id=fields.ID(stored=True, unique=True), en=fields.TEXT(StandardAnalyzer(), phrase=True))
    ix = index.create_in(str(folder), schema)
    with ix.writer() as writer:
        for n, text in enumerate(TEXTS):
            writer.add_document(id=str(n), en=text)
    if delete:
        with ix.writer() as writer:
            for doc_id in delete:
                writer.delete_by_term("id", doc_id)
    return ix


QUERIES = [
    Term("en", "alpha"),
    Term("en", "omega"),
    Term("en", "epsilon"),
    Term("id", "3"),
    Or([Term("en", "omega"), Term("en", "zeta")]),
    Or([Term("en", "omega"), Term("en", "psi")]),
    And([Term("en", "alpha"), Term("en", "beta")]),
    And([Term("en", "epsilon"), Term("en", "beta")]),
    And([Term("en", "alpha"), Not(Term("en", "beta"))]),
    Phrase("en", ["gamma", "delta"]),
    Phrase("en", ["delta", "gamma"]),
]


@pytest.mark.parametrize("delete", [(), ("4",)], ids=["no deletion", "epsilon deleted"])
def test_exists_answers_as_the_documents_do(tmp_path, delete):
    with _index(tmp_path, delete).searcher() as searcher:
        expected = [bool(DocSets(searcher).of(q)) for q in QUERIES]
        fresh = DocSets(searcher)
        assert [fresh.exists(q) for q in QUERIES] == expected
        # Asked again once the terms are read: the same answers.
        assert [fresh.exists(q) for q in QUERIES] == expected
    assert expected[2] is (not delete)  # epsilon's only document deleted: counted by the index, no longer there


def test_a_term_is_not_read_to_know_it_exists(tmp_path):
    with _index(tmp_path).searcher() as searcher:
        docsets = DocSets(searcher)
        assert docsets.exists(Term("en", "alpha"))
        assert docsets.exists(Or([Term("en", "omega"), Term("en", "zeta")]))
        # Before sfast7 each was read whole (its postings held in the terms' cache) only to be asked whether any.
        assert ("en", "alpha") not in docsets.terms and ("en", "zeta") not in docsets.terms


def test_with_deletions_a_counted_term_is_read(tmp_path):
    with _index(tmp_path, ("4",)).searcher() as searcher:
        docsets = DocSets(searcher)
        assert not docsets.exists(Term("en", "epsilon"))
        assert ("en", "epsilon") in docsets.terms


def test_scoring_terms_keep_only_the_alternatives_that_exist(tmp_path):
    with _index(tmp_path).searcher() as searcher:
        docsets = DocSets(searcher)
        q = And([Or([Term("en", "alpha"), Term("en", "omega")]), Or([Term("en", "zeta"), Term("en", "psi")])])
        assert scoring_terms(q, searcher.reader(), docsets) == [("en", "alpha", 1.0), ("en", "zeta", 1.0)]


def test_the_switch_off_reads_every_term_as_before(tmp_path, monkeypatch):
    monkeypatch.setattr(existence, "BY_COUNT", False)
    with _index(tmp_path).searcher() as searcher:
        docsets = DocSets(searcher)
        assert docsets.exists(Term("en", "alpha")) and not docsets.exists(Term("en", "omega"))
        assert ("en", "alpha") in docsets.terms
