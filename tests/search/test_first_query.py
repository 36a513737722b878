"""A query's first answer: phrases matched from the words' positions (counting.DocSets.phrase) exactly as Whoosh
matches them, the common words' positions loaded ahead, and the searchers' caches bounded (least recently used
first out); the index's segments read from their mmap, not copied into each process."""

import io
import pickle
import random

import pytest
from whoosh import fields, index
from whoosh.analysis import StandardAnalyzer
from whoosh.filedb.compound import CompoundStorage
from whoosh.query import And, Phrase, Term

from search import warm, whooshfast
from search.counting import DocSets
from search.index import search_lock, shared_searchers
from search.postings import Bounded
from search.query import search

pytestmark = pytest.mark.search

WORDS = ["target", "creature", "spell", "counter", "mana", "pay", "control", "tap", "untap", "card"]


@pytest.fixture(scope="module")
def texts_index(tmp_path_factory):
    """A real Whoosh index on disk: random texts over a few words (so phrases occur, repeated words too), in
    three segments, some documents deleted."""
    folder = tmp_path_factory.mktemp("phrases")
    schema = fields.Schema(id=fields.ID(stored=True, unique=True), en=fields.TEXT(analyzer=StandardAnalyzer()))
    ix = index.create_in(str(folder), schema)
    rng = random.Random(13)
    number = 0
    for _ in range(3):
        writer = ix.writer()
        for _ in range(150):
            length = rng.randint(1, 30)
            writer.add_document(id=str(number), en=" ".join(rng.choice(WORDS) for _ in range(length)))
            number += 1
        writer.commit(merge=False)
    writer = ix.writer()
    for deleted in range(0, number, 7):
        writer.delete_by_term("id", str(deleted))
    writer.commit(merge=False)
    with ix.searcher() as searcher:
        assert len(searcher.reader().leaf_readers()) >= 3
        assert searcher.reader().has_deletions()
        yield searcher


def phrases(count, seed=5):
    rng = random.Random(seed)
    for _ in range(count):
        yield [rng.choice(WORDS[:5]) for _ in range(rng.randint(2, 4))]


@pytest.mark.parametrize("slop", [1, 2, 3])
def test_a_phrase_matches_the_documents_whoosh_matches(texts_index, slop):
    docsets = DocSets(texts_index)
    matched = 0
    for words in phrases(60):
        expected = set(texts_index.docs_for_query(Phrase("en", words, slop=slop)))
        assert docsets.phrase("en", words, slop) == expected, words
        matched += bool(expected)
    assert matched > 10  # the texts hold phrases: the comparison is not of empty sets


def test_a_phrase_among_some_documents_and_whether_it_occurs(texts_index):
    docsets = DocSets(texts_index)
    some = set(range(0, texts_index.doc_count_all(), 3))
    for words in phrases(40, seed=8):
        expected = set(texts_index.docs_for_query(Phrase("en", words)))
        assert docsets.phrase("en", words, within=some) == expected & some, words
        assert docsets.exists(Phrase("en", words)) == bool(expected), words


def test_an_and_with_a_phrase_reads_its_positions_for_the_other_parts_documents_only(texts_index):
    docsets = DocSets(texts_index)
    q = And([Phrase("en", ["counter", "target", "spell"]), Term("en", "pay"), Term("en", "untap")])
    expected = set(texts_index.docs_for_query(q))
    assert expected
    assert set(docsets.of(q)) == expected
    # The phrase was checked among the documents with `pay` and `untap` only: its words' positions were read
    # for those, not for every document holding them.
    both = set(docsets.term("en", "pay")) & set(docsets.term("en", "untap"))
    read = docsets.positions.get(("en", "counter"))
    assert read is not None
    assert set(read) <= both
    assert len(read) < len(docsets.term("en", "counter"))


def test_positions_loaded_ahead_give_the_same_matches_and_are_read_once(texts_index):
    docsets = DocSets(texts_index)
    held = docsets.preload_positions(fields=("en",), min_docs=1)
    assert held == sum(len(docsets.stored[("en", w)]) for w in WORDS)
    assert held > 0
    for w in WORDS:  # the documents holding the word, the deleted ones left out
        assert set(docsets.stored[("en", w)].docs) == set(docsets.term("en", w))
    for words in phrases(30, seed=21):
        assert docsets.phrase("en", words) == set(texts_index.docs_for_query(Phrase("en", words))), words
    assert len(docsets.positions) == 0  # nothing read on demand: every word was loaded ahead


def test_loading_positions_ahead_stops_at_its_deadline(texts_index):
    docsets = DocSets(texts_index)
    assert docsets.preload_positions(fields=("en",), min_docs=1, deadline=0) == 0


def test_a_cache_filled_past_its_bound_holds_at_most_the_bound():
    cache = Bounded(max_size=100, max_items=1000)
    for i in range(50):
        cache.put(i, f"value {i}", 7)
        assert cache.held <= 100
    assert cache.held == sum(size for _, size in cache.items.values())
    assert 49 in cache
    assert 0 not in cache


def test_the_least_recently_used_goes_first_and_pinned_entries_stay():
    cache = Bounded(max_size=30, max_items=1000, pinned=lambda key: key == "kind")
    cache.put("kind", "every query's", 10)
    cache.put("a", "a", 10)
    cache.put("b", "b", 10)
    cache.get("a")  # a is used again: b is now the oldest
    cache.put("c", "c", 10)
    assert "kind" in cache
    assert "a" in cache
    assert "b" not in cache
    assert cache.held == 30


def test_an_entry_over_the_bound_alone_is_kept_until_the_next():
    cache = Bounded(max_size=10, max_items=1000)
    cache.put("big", "big", 50)
    assert cache.get("big") == "big"
    cache.put("small", "small", 5)
    assert "big" not in cache
    assert cache.held == 5


def test_a_bound_on_entries_holds_too():
    cache = Bounded(max_size=10**6, max_items=3)
    for key in "abcde":
        cache.put(key, key, 1)
    assert list(cache.keys()) == ["c", "d", "e"]


def test_the_term_cache_holds_at_most_its_bound_over_many_terms(texts_index):
    docsets = DocSets(texts_index, max_postings=1000)
    sizes = {w: 2 * len(docsets.postings("en", w)) for w in WORDS}
    assert sum(sizes.values()) > 1000  # the words read together are over the bound
    docsets = DocSets(texts_index, max_postings=1000)
    for w in WORDS:
        docsets.postings("en", w)
        assert docsets.held <= max(1000, sizes[w])
    assert ("en", WORDS[-1]) in docsets.terms
    assert ("en", WORDS[0]) not in docsets.terms


def test_a_phrase_query_finds_the_phrase_and_not_its_words_apart(built):
    together = search('"untapped artifact"')
    assert together["total"] >= 1
    for result in together["results"]:
        assert "untapped artifact" in result["snippet"].replace("<mark>", "").replace("</mark>", "").lower()
    assert together["results"][0]["id"].endswith("702.126a")
    apart = search('"artifact untapped"')
    assert not apart["results"] or apart.get("relaxed")  # only the words' fallback can find it


def test_warm_up_loads_the_common_words_positions(built):
    with search_lock:
        searchers = shared_searchers()
        docsets = searchers.docsets_of(searchers.main)
        assert docsets.preload_positions(min_docs=1) > 0
        improvise = docsets.stored.get(("en", "improvis"))
        assert improvise is not None
        expected = set(searchers.main.docs_for_query(Phrase("en", ["untap", "artifact"])))
        assert expected
        assert docsets.phrase("en", ["untap", "artifact"]) == expected
        assert len(docsets.positions) == 0  # read from what was loaded ahead
    outcome = warm.warm(words=5)
    assert outcome["failed"] == 0
    assert "positions" in outcome


def test_a_prefix_is_not_corrected_as_a_misspelling(built):
    prefixed = search("improvis*")
    assert prefixed["total"] >= 1
    assert prefixed["suggestions"] == []
    assert search("improvis")["suggestions"]  # the same letters alone are a misspelling


def test_a_segment_window_reads_as_bytesio_does():
    data = bytes(random.Random(3).randrange(256) for _ in range(20_000)) + b"last line\nno newline"
    data += pickle.dumps((7, 3.5, "x"), 2)
    copy, window = io.BytesIO(data), whooshfast.Window(memoryview(data))
    steps = [
        ("read", 10),
        ("readline", -1),
        ("seek", 5000, 0),
        ("read", 1),
        ("seek", -3, 1),
        ("readline", 20),
        ("seek", -30, 2),
        ("readline", -1),
        ("read", -1),
        ("read", 5),
        ("seek", 19_990, 0),
        ("readinto", 16),
        ("seek", 0, 0),
        ("read", 0),
    ]
    for name, *args in steps:
        if name == "readinto":
            a, b = bytearray(args[0]), bytearray(args[0])
            assert copy.readinto(a) == window.readinto(b)
            assert a == b
        else:
            assert getattr(copy, name)(*args) == getattr(window, name)(*args), (name, args)
        assert copy.tell() == window.tell()
    start = len(data) - len(pickle.dumps((7, 3.5, "x"), 2))
    window.seek(start)
    assert pickle.load(window) == (7, 3.5, "x")


def test_a_segments_parts_are_read_from_its_mmap_not_copied(built):
    with search_lock:
        reader = shared_searchers().main.reader()
        # A compound segment's storage is an overlay over its compound file (`a`) and the folder.
        storages = [getattr(leaf.storage(), "a", None) for leaf, _ in reader.leaf_readers()]
    compound = [storage for storage in storages if isinstance(storage, CompoundStorage)]
    assert compound  # the index's segments are compound files (`*.seg`)
    for storage in compound:
        for name in storage.list():
            part = storage.open_file(name)
            assert whooshfast.reads_from_mmap(part), name
