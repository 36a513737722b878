"""sfast5: first-time search without work done twice (no ranking change): the warm-up reads the French names said
once, a question's Told cues are read once for entered and kept_in_top, and the bounded cache's eviction compares
keys by identity (parse_text's join normalizing its cached parts once only went in shouse2: no gain measurable)."""

import pytest
from whoosh.query import And

from search import keywordnames, parsing, situations, warm
from search.index import search_lock, shared_searchers
from search.postings import Bounded
from search.rulefinder import Ranked
from search.situationtexts import DEVOID_TOLD, Told


@pytest.mark.search
def test_the_warm_up_reads_the_french_names_said_once(built):
    keywordnames._once.clear()
    warm.warm(queries=[], words=0, positions=False)
    with search_lock:
        searchers = shared_searchers()
        reader = searchers.french._reading(searchers.finder.idf)
    assert any(kept[0] is reader.names for kept in keywordnames._once.values())


def test_a_questions_told_cues_are_read_once_for_entered_and_kept_in_top(monkeypatch):
    reads, real = [], Told.cued

    def counted(self, cards, seen=None):
        if seen is None:
            reads.append(self)
        return real(self, cards, seen)

    monkeypatch.setattr(Told, "cued", counted)
    if hasattr(situations, "_seen_in"):
        situations._seen_in.cache_clear()
    words, cards = "what color is it now?", "Devoid (This card has no color.)"
    ranked = [Ranked(n, 1.0) for n in ("100.1", "100.2", "100.3", "100.4")]
    situations.entered(None, ranked, {}, {}, words, cards)
    assert "702.114a" in [r.number for r in ranked]
    situations.kept_in_top([{"kind": "rule", "number": "100.1"}], words, cards)
    assert reads.count(DEVOID_TOLD) == 1


@pytest.mark.parametrize("text", ["(deathtouch OR lifelink) trample damage", "copy spell new targets", "(a OR b)"])
def test_the_join_normalizes_as_whoosh_does(text):
    # sfast5's _Normal (the cached parts given back unnormalized) went in shouse2: no gain measurable per question.
    parts = [parsing._chunk_query(chunk, False, False) for chunk in parsing._chunked(text)]
    assert parsing.parse_text(text) == And(parts).normalize()


class _Key:
    compared = 0

    def __init__(self, n):
        self.n = n

    def __hash__(self):
        return hash(self.n)

    def __eq__(self, other):
        _Key.compared += 1
        return isinstance(other, _Key) and other.n == self.n


def test_evicting_compares_no_key_with_the_newest():
    cache = Bounded(max_size=100, max_items=2)
    for n in range(2):
        cache.put(_Key(n), n, 1)
    _Key.compared = 0
    newest = _Key(2)
    cache.put(newest, 2, 1)
    assert _Key.compared == 0
    assert len(cache) == 2 and newest in cache
