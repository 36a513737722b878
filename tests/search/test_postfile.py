"""Each segment's postings as arrays in a file beside it (search/postfile.py): a term read from it is exactly what
Whoosh's blocks give (documents, weights, deleted documents left out), on a real index of several segments with
deletions; the files follow the index's life (written with each segment, removed with it, rewritten when stale)."""

import random
from pathlib import Path

import pytest
from whoosh import fields, index
from whoosh.analysis import StandardAnalyzer

from search import postfile, whooshfast
from search.counting import SCORED_FIELDS, DocSets
from search.index import forget_searchers, search_lock, shared_searchers, update_index
from search.postings import Shared, term_docs, term_postings, weights_for
from search.query import search
from search.scoring import field_lengths
from tests.builders import make_ruling
from translations.models import Translation

pytestmark = pytest.mark.search

WORDS = ["target", "creature", "spell", "counter", "mana", "pay", "control", "tap", "untap", "card", "rare"]
FIELDS = ("title", "card", "en", "fr", "kind", "lang", "day", "number", "family", "id")
QUERIES = [
    "improvise",
    "tap an untapped artifact",
    '"total cost"',
    "kind:ruling improvise",
    "lang:fr coût total",
    "improvise -colored",
    "version:2022-06-10 improvise",
    "mana OR artifact",
    "whir of invention",
    "can improvise pay the colored mana of a spell's total cost",
]


def segments_files(folder):
    return sorted(p.name for p in Path(folder).glob(f"*{postfile.SUFFIX}"))


@pytest.fixture
def texts_index(tmp_path):
    """A real Whoosh index on disk: random texts (repeated words: weights other than 1), a keyword field, in
    three segments, some documents deleted."""
    schema = fields.Schema(
        id=fields.ID(stored=True, unique=True),
        kind=fields.ID(),
        en=fields.TEXT(analyzer=StandardAnalyzer()),
        title=fields.TEXT(analyzer=StandardAnalyzer(), field_boost=2.0),
    )
    ix = index.create_in(str(tmp_path), schema)
    rng = random.Random(21)
    number = 0
    for _ in range(3):
        writer = ix.writer()
        for _ in range(400):
            text = " ".join(rng.choice(WORDS[:-1]) for _ in range(rng.randint(1, 40)))
            title = " ".join(rng.choice(WORDS) for _ in range(rng.randint(0, 3)))
            writer.add_document(id=str(number), kind=rng.choice(["rule", "ruling"]), en=text, title=title)
            number += 1
        writer.commit(merge=False)
    writer = ix.writer()
    for deleted in range(0, number, 5):
        writer.delete_by_term("id", str(deleted))
    writer.commit(merge=False)
    return ix


def every_term(reader):
    return [(f, t) for f in reader.schema.names() if reader.schema[f].indexed for t in reader.field_terms(f)]


def test_a_term_read_from_the_files_is_what_whoosh_gives(texts_index):
    with texts_index.searcher() as searcher:
        reader = searcher.reader()
        assert len(reader.leaf_readers()) == 3 and reader.has_deletions()
        leaves = postfile.for_reader(reader)
        assert all(file is not None for _, _, file in leaves)
        from_files = 0
        for fieldname, text in every_term(reader):
            btext = reader.schema[fieldname].to_bytes(text)
            from_files += sum(file.get(fieldname, btext) is not None for _, _, file in leaves)
            whoosh = term_postings(reader, fieldname, text)
            ours = term_postings(reader, fieldname, text, leaves=leaves)
            assert ours == whoosh, (fieldname, text)
            assert list(ours) == list(whoosh)  # in the same order too (the ranking's ties)
            shared = term_postings(reader, fieldname, text, shared=Shared(reader.doc_count_all()), leaves=leaves)
            assert shared == whoosh
            ids_only = term_postings(reader, fieldname, text, weights=False, leaves=leaves)
            assert ids_only == dict.fromkeys(whoosh)
            assert (
                term_docs(reader, fieldname, text, leaves=leaves)
                == frozenset(whoosh)
                == term_docs(reader, fieldname, text)
            )
            assert term_docs(reader, fieldname, text, Shared(reader.doc_count_all()), leaves) == frozenset(whoosh)
            # A term's weights in some documents only (the ranking's few), looked up without reading the rest.
            live = sorted(set(reader.all_doc_ids()))
            for some in (live[::7], live[3::40], live[-5:]):
                looked_up = weights_for(leaves, fieldname, text, some)
                if looked_up is not None:
                    assert looked_up == {d: whoosh[d] for d in some if d in whoosh}, (fieldname, text)
                    from_files += 1
        # The files were read (the common terms of each segment), and their weights are not all 1.
        assert from_files > 30
        assert any(w != 1.0 for w in term_postings(reader, "en", "target", leaves=leaves).values())


def test_the_file_is_keyed_by_its_segment_and_rewritten_when_it_does_not_match(texts_index, caplog):
    folder = texts_index.storage.folder
    with texts_index.searcher() as searcher:
        reader = searcher.reader()
        first, second = (leaf for leaf, _ in reader.leaf_readers()[:2])
        postfile.for_reader(reader)
        path, other = postfile.path_of(first), postfile.path_of(second)
        expected = term_postings(reader, "en", "mana")
        # Another segment's file under its name, then a damaged one: each is written again when opened.
        for wrong in (other.read_bytes(), b"MTGPOST\x01" + b"\xff" * 100, b""):
            path.write_bytes(wrong)
            postfile._opened.clear()
            fresh = postfile.for_reader(reader)
            assert fresh[0][2].segment == first.segment().segment_id()
            assert term_postings(reader, "en", "mana", leaves=fresh) == expected
        assert len(segments_files(folder)) == 3


def test_a_folder_that_cannot_be_written_keeps_the_file_in_memory(texts_index):
    folder = Path(texts_index.storage.folder)
    with texts_index.searcher() as searcher:
        reader = searcher.reader()
        for name in segments_files(folder):
            (folder / name).unlink()
        postfile._opened.clear()
        leaf = reader.leaf_readers()[0][0]
        # The file's place is taken by a folder: the write fails, the postings are still read from arrays.
        postfile.path_of(leaf).mkdir()
        leaves = postfile.for_reader(reader)
        assert leaves[0][2] is not None
        assert term_postings(reader, "en", "spell", leaves=leaves) == term_postings(reader, "en", "spell")


@pytest.fixture
def changed(built):
    """The world's index after a few editors' saves: several segments, deleted documents in the first."""
    translation = Translation.objects.get(ruling=built["rulings"]["colored"])
    for i in range(3):
        translation.text = f"Traduction révisée numéro {i} : le coût total ne se paie pas."
        translation.save()
        update_index(translation)
    update_index(make_ruling(built["whir"], built["rulings"]["x"].date, "A new ruling about improvise and mana."))
    forget_searchers()
    return built


def read_all(files):
    """What the counting reads of every term, and a few searches, with the posting files in use or not."""
    before = postfile.use(files)
    try:
        read = {}
        with search_lock:
            forget_searchers()
            searchers = shared_searchers()
            for part in ("main", "history"):
                docsets = DocSets(searchers.searchers[part])
                assert all((file is not None) is files for _, _, file in docsets.leaves)
                live = set(docsets.all())
                reader = docsets.reader
                for n, (fieldname, text) in enumerate(
                    (f, t) for f in FIELDS if f in reader.schema for t in reader.field_terms(f)
                ):
                    key = (part, fieldname, text)
                    read[key] = sorted(docsets.term(fieldname, text))
                    if fieldname in SCORED_FIELDS:
                        read[key + ("weights",)] = dict(docsets.postings(fieldname, text))
                        if n % 3 == 0:
                            read[key + ("rank",)] = docsets.rank(live, [(fieldname, text, 1.5)], 10)
            forget_searchers()
        read["searches"] = {q: search(q) for q in QUERIES}
        forget_searchers()
        return read
    finally:
        postfile.use(before)


def test_the_site_reads_the_same_with_or_without_the_files(changed, index_dir):
    with search_lock:
        reader = shared_searchers().main.reader()
        assert len(reader.leaf_readers()) > 1 and reader.has_deletions()
    ours, whoosh = read_all(True), read_all(False)
    assert ours.keys() == whoosh.keys()
    for key in ours:
        assert ours[key] == whoosh[key], key
    assert sum(len(v) for k, v in ours.items() if k[-1] == "weights") > 300
    assert sum(result["total"] for result in ours["searches"].values()) > 20


def test_each_segment_has_its_file_from_the_write_that_made_it_to_the_merge_that_removes_it(built, index_dir):
    main = index_dir / "current" / "main"

    def segment_ids():
        with index.open_dir(str(main)).reader() as reader:
            return sorted(leaf.segment().segment_id() for leaf, _ in reader.leaf_readers())

    def names():
        return [name.removesuffix(postfile.SUFFIX) for name in segments_files(main)]

    # Written by the rebuild, before any search.
    assert names() == segment_ids()
    translation = Translation.objects.get(ruling=built["rulings"]["colored"])
    seen = set(names())
    for i in range(12):  # enough saves for Whoosh to merge its small segments
        translation.text = f"Traduction numéro {i} : le coût total."
        translation.save()
        update_index(translation)
        # Each save's segment has its file as soon as the update is done; merged segments' files are gone.
        assert names() == segment_ids()
        seen |= set(names())
    assert len(seen) > len(names())  # segments came and went
    with index.open_dir(str(main)).writer() as writer:
        writer.optimize = True  # everything merged into one segment
    postfile.write_missing(index.open_dir(str(main)))
    assert names() == segment_ids() and len(names()) == 1
    results = search("coût total")
    assert results["total"] > 0


def test_a_ranking_among_a_few_documents_looks_their_weights_up_and_scores_the_same(texts_index):
    with texts_index.searcher() as searcher:
        live = sorted(set(searcher.reader().all_doc_ids()))
        terms = [("en", w, 1.0) for w in WORDS[:6]] + [("title", "rare", 2.0)]
        rankings = {}
        for files in (True, False):
            before = postfile.use(files)
            try:
                docsets = DocSets(searcher)
                few = set(live[::37])
                assert docsets.few_weights("en", "target", few, []) is not None or not files
                rankings[files] = [docsets.rank(set(live[k::37]), terms, 10) for k in range(5)]
            finally:
                postfile.use(before)
        assert rankings[True] == rankings[False]
        assert all(score > 0 for ranking in rankings[True] for _, score in ranking)


def test_an_empty_index_has_no_file_and_is_read(tmp_path):
    ix = index.create_in(str(tmp_path), fields.Schema(id=fields.ID(stored=True), en=fields.TEXT()))
    assert postfile.write_missing(ix) == 0
    with ix.searcher() as searcher:
        docsets = DocSets(searcher)
        assert [file for _, _, file in docsets.leaves] == [None]
        assert docsets.term("en", "mana") == frozenset() and docsets.postings("en", "mana") == {}
    assert segments_files(tmp_path) == []


def test_every_length_read_whole_is_whoosh_s_own(changed):
    # The ranking in arrays reads each field's length column whole (whooshfast.length_bytes), once per searcher:
    # the same lengths as Whoosh's doc_field_length, document by document (1 where it has none), over several
    # segments with deletions, on the private path and the public one.
    with search_lock:
        searchers = shared_searchers()
        for part in ("main", "history"):
            reader = searchers.searchers[part].reader()
            for fieldname in sorted(SCORED_FIELDS):
                if fieldname not in reader.schema:
                    continue
                expected = [reader.doc_field_length(d, fieldname) or 1 for d in range(reader.doc_count_all())]
                for private in (True, False):
                    with whooshfast.private(private):
                        assert field_lengths(reader, fieldname).tolist() == expected, (part, fieldname, private)
        assert len(searchers.main.reader().leaf_readers()) > 1


def test_a_ranking_with_priors_in_arrays_is_the_python_loop_s(changed):
    # Scores multiplied by the kinds' priors and a set of a few documents, ties in the index order: the arrays'
    # ranking (posting files) and the Python loop's (Whoosh's blocks) give the same list, floats included.
    rankings = {}
    for files in (True, False):
        before = postfile.use(files)
        try:
            with search_lock:
                forget_searchers()
                searcher = shared_searchers().main
                docsets = DocSets(searcher)
                assert docsets.arrays is files
                live = set(docsets.all())
                priors = [(docsets.term("kind", "rule"), 1.5), (docsets.term("kind", "card"), 0.5)]
                priors.append((frozenset(sorted(live)[::3]), 2.0))
                terms = [("en", "mana", 1.0), ("en", "cost", 1.0), ("title", "improvise", 2.0), ("fr", "coût", 1.0)]
                rankings[files] = [docsets.rank(live, terms, limit, priors) for limit in (1, 3, 10, 1000)]
        finally:
            postfile.use(before)
            forget_searchers()
    assert rankings[True] == rankings[False]
    assert len(rankings[True][-1]) == len(live)  # the unscored ones after, in the index order
    assert rankings[True][-1][0][1] > 0
