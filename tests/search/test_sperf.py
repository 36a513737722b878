"""First-time search latency (sperf): the same words read, without the work done again for each query."""

import re

from search.plainterms import plain_terms, porter_stem
from search.rulefinder import RuleFinder
from search.wordings import longest_part, wordings


def test_plain_terms_reads_ascii_and_accented_text_alike():
    assert plain_terms("Célérité: the Aura's attacking creatures") == [
        "celerit",
        "the",
        "aura",
        "s",
        "attack",
        "creatur",
    ]
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


def test_a_wording_is_searched_only_in_a_text_holding_its_longest_literal_part():
    quoted = [("702.1", "It reads \u201c[This] can\u2019t be blocked by creatures . . . this turn.\u201d")]
    (pattern,) = wordings(quoted)
    assert longest_part(pattern) == "can't be blocked by creatures"  # read with the cards' straight apostrophe
    assert longest_part(r"\bfor\b.{0,60}?as long as") == ""  # not _quoted's shape: always searched
    finder = RuleFinder({"wordings": [[pattern, ["702.1"], 0.0], [r"\bfor\b.{0,60}?as long as", ["611.2b"], 0.0]]})
    text = "It can\u2019t be blocked by creatures with power 2 or less this turn, for as long as you control it."
    assert finder.worded_in(text) == ["702.1", "611.2b"]
    assert finder.worded_in("It can\u2019t be blocked this turn by creatures.") == []
