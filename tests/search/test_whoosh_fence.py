"""Whoosh's private internals are read in search/whooshfast.py only, and only for the release it was written for:
its private path (posting blocks read whole, segments read from their mmap) and the public API alone give the
same documents, counts, weights, positions, scores and search results on the same real index."""

import subprocess
import sys
from pathlib import Path

import pytest

from search import postfile, whooshfast
from search.counting import SCORED_FIELDS, DocSets
from search.index import forget_searchers, search_lock, shared_searchers, update_index
from search.postings import leaf_matchers
from search.query import search
from tests.builders import make_ruling
from translations.models import Translation

pytestmark = pytest.mark.search

FIELDS = ("title", "card", "en", "fr", "kind", "lang", "day", "number", "family", "id")
QUERIES = [
    "improvise",
    "tap an untapped artifact",
    '"total cost"',
    "kind:ruling improvise",
    "lang:fr coût total",
    "crank contraption",
    "improvise -colored",
    "version:2022-06-10 improvise",
    "702.126a",
    "mana OR artifact",
    "artefact dégagé",
    "whir of invention",
    "improvize",  # a typo: the spelling suggestions
]


@pytest.fixture
def changed(built):
    """The world's index after a few editors' saves: several segments, deleted documents in the first."""
    translation = Translation.objects.get(ruling=built["rulings"]["colored"])
    for i in range(3):
        translation.text = f"Traduction révisée numéro {i} : le coût total ne se paie pas."
        translation.save()
        update_index(translation)
    update_index(make_ruling(built["whir"], built["rulings"]["x"].date, "A new ruling about improvise and mana."))
    with search_lock:
        reader = shared_searchers().main.reader()
        assert len(reader.leaf_readers()) > 1
        assert reader.has_deletions()
    forget_searchers()
    return built


@pytest.fixture(autouse=True)
def whoosh_blocks_only():
    """Terms read from Whoosh's blocks, not from the posting files (test_postfile.py compares those)."""
    before = postfile.use(False)
    yield
    postfile.use(before)


def read_all(private):
    """Everything the counting reads, from a fresh searcher opened on one path."""
    with whooshfast.private(private) as used, search_lock:
        assert used is private  # the pinned Whoosh is installed: the private path is really taken
        forget_searchers()
        searchers = shared_searchers()
        parts = [
            whooshfast.reads_from_mmap(leaf.storage().a.open_file(name))
            for leaf, _ in searchers.main.reader().leaf_readers()
            if hasattr(leaf.storage(), "a")
            for name in leaf.storage().a.list()
        ]
        assert parts and all(p is private for p in parts)
        matchers = [m for _, m, _ in leaf_matchers(searchers.main.reader(), "en", "improvis")]
        assert matchers and all(whooshfast.reads_blocks(m) is private for m in matchers)
        read = {}
        for part in ("main", "history"):
            docsets = DocSets(searchers.searchers[part])
            reader = docsets.reader
            live = set(docsets.all())
            preloaded = DocSets(searchers.searchers[part])
            preloaded.preload_positions(fields=("en", "fr"), min_docs=1)
            terms = [(f, t) for f in FIELDS if f in reader.schema for t in reader.field_terms(f)]
            for n, (fieldname, text) in enumerate(terms):
                key = (part, fieldname, text)
                docs = sorted(docsets.term(fieldname, text))
                read[key] = docs
                if fieldname in SCORED_FIELDS:
                    read[key + ("weights",)] = dict(docsets.postings(fieldname, text))
                    if n % 5 == 0:
                        read[key + ("rank",)] = docsets.rank(live, [(fieldname, text, 1.0)], 10)
                if fieldname in ("en", "fr"):
                    some = docs[::2]
                    read[key + ("some",)] = {d: list(p) for d, p in docsets.positions_of(fieldname, text, some).items()}
                    stored = preloaded.stored[(fieldname, text)]
                    read[key + ("all",)] = {d: list(stored.get(d)) for d in docs}
        forget_searchers()
    with whooshfast.private(private):
        read["searches"] = {q: search(q) for q in QUERIES}
        forget_searchers()
    return read


def test_the_private_and_the_public_paths_read_the_same(changed):
    fast, public = read_all(True), read_all(False)
    assert fast.keys() == public.keys()
    for key in fast:
        assert fast[key] == public[key], key
    # The comparison is of something: terms with weights, positions and scores, searches that find.
    assert sum(len(v) for k, v in fast.items() if k[-1] == "weights") > 500
    assert any(k[-1] == "all" and v for k, v in fast.items())
    assert any(score > 0 for k, v in fast.items() if k[-1] == "rank" for _, score in v)
    assert sum(result["total"] for result in fast["searches"].values()) > 20
    assert fast["searches"]["improvize"]["suggestions"]


def test_another_whoosh_release_gets_the_public_api_only(monkeypatch):
    assert whooshfast.private_enabled()  # the pinned release: the private path at start-up
    monkeypatch.setattr(whooshfast, "WRITTEN_FOR", "0.0.0")
    try:
        assert whooshfast.use_private(True) is False
        assert not whooshfast.private_enabled()
    finally:
        monkeypatch.undo()
        assert whooshfast.use_private(True) is True


def test_lint_finds_a_private_whoosh_name_outside_the_fence(tmp_path):
    script = Path(__file__).resolve().parents[2] / "scripts" / "check_whoosh_private.py"
    outside = tmp_path / "outside.py"
    outside.write_text(
        "from whoosh.filedb import compound\n"
        "from whoosh.analysis import Filter\n\n\n"
        "def read(matcher):\n    return matcher._ids\n\n\n"
        "class Mine(Filter):\n    def own(self):\n        return self._own()\n\n"
        "    def _own(self):\n        return 1\n\n\n"
        "compound.BufferFile = None\n"
    )
    run = subprocess.run([sys.executable, str(script), str(outside)], capture_output=True, text=True)
    assert run.returncode == 1
    assert "outside.py:6: reads Whoosh's private name _ids" in run.stdout
    assert "replaces compound.BufferFile" in run.stdout
    assert "_own" not in run.stdout  # a subclass's own private method is its own
    clean = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, cwd=script.parents[1])
    assert clean.returncode == 0, clean.stdout
