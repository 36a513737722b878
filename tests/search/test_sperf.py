"""First-time search latency (sperf): the same words read, without the work done again for each query."""

import re

from search.plainterms import plain_terms, porter_stem
from search.rulefinder import RuleFinder


def test_plain_terms_reads_ascii_and_accented_text_alike():
    assert plain_terms("Célérité: the Aura's attacking creatures") == ["celerit", "the", "aura", "s", "attack", "creatur"]
    assert plain_terms("KELVIN \u212a") == ["kelvin", "k"]  # lowered into ASCII, read as NFKD reads it
    assert plain_terms(None) == []


def test_a_word_is_stemmed_once_per_process():
    plain_terms("sperf's untouched wording")
    hits = porter_stem.cache_info().hits
    plain_terms("sperf's untouched wording")
    assert porter_stem.cache_info().hits == hits + 4


def test_keywords_in_compiles_no_pattern_per_text(monkeypatch):
    finder = RuleFinder({"keywords": {"flying": "702.9", "first strike": "702.7", "ward": "702.21"}})

    def refused(*args, **kwargs):
        raise AssertionError("a pattern read again for each text")

    monkeypatch.setattr(re, "search", refused)
    monkeypatch.setattr(re, "compile", refused)
    text = "Flying, first strike. Nonflying creatures can't block it; anti-ward"
    assert finder.keywords_in(text) == ["702.9", "702.7"]
    assert finder.keywords_in(None) == []
