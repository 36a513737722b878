"""After a change of the index, a searcher's DocSets carries over what the previous one read (carry.Carry): the
carried sets, weights, positions and lengths must be what a fresh reading gives, change after change."""

import pytest

from rulings.models import Ruling
from search.counting import SCORED_FIELDS, DocSets
from search.index import search_lock, shared_searchers, update_index
from search.query import search
from tests.builders import attach_ruling, make_card, make_ruling
from translations.models import Translation

pytestmark = pytest.mark.search

FIELDS = ("title", "card", "en", "fr", "kind", "lang", "day", "number", "family")
POSITIONAL = ("en", "fr")


def every_term(reader):
    return [
        (fieldname, text)
        for fieldname in FIELDS
        if fieldname in reader.schema
        for text in reader.field_terms(fieldname)
    ]


def read_everything(docsets):
    """Fills a DocSets with every term (with weights where ranking reads them), every position, every length."""
    for fieldname, text in every_term(docsets.reader):
        if fieldname in SCORED_FIELDS:
            docsets.postings(fieldname, text)
        else:
            docsets.term(fieldname, text)
    docsets.preload_positions(fields=POSITIONAL, min_docs=1)
    live = docsets.all()
    for fieldname in SCORED_FIELDS:
        lengths = docsets.length(fieldname)
        for d in live:
            lengths[d]  # reading a length fills it


def assert_same(carried, fresh):
    assert carried.all() == fresh.all()
    live = fresh.all()
    for fieldname, text in every_term(fresh.reader):
        if fieldname in SCORED_FIELDS:
            assert carried.postings(fieldname, text) == fresh.postings(fieldname, text), (fieldname, text)
        assert set(carried.term(fieldname, text)) == set(fresh.term(fieldname, text)), (fieldname, text)
        if fieldname in POSITIONAL:
            docs = sorted(fresh.term(fieldname, text))
            mine = carried.positions_of(fieldname, text, docs)
            theirs = fresh.positions_of(fieldname, text, docs)
            assert {d: list(mine.get(d)) for d in docs} == {d: list(theirs.get(d)) for d in docs}, (fieldname, text)
    for fieldname in SCORED_FIELDS:
        for d in live:
            assert carried.length(fieldname)[d] == fresh.length(fieldname)[d], (fieldname, d)


def changes(world):
    """Editors' saves and small imports, each one commit of the index: edits, deletions, new documents."""
    whir = world["whir"]
    translation = Translation.objects.get(ruling=world["rulings"]["colored"])
    for i in range(6):
        translation.text = f"Traduction révisée numéro {i} : le symbole orbiculaire {i} ne se paie pas."
        translation.save()
        yield translation
    ruling = world["rulings"]["protection"]
    ruling.delete()
    yield ruling
    for i in range(4):
        added = make_ruling(whir, world["rulings"]["x"].date, f"A new ruling number {i} about improvise and crank.")
        yield added
    whir.name = "Whirl of Reinvention"
    whir.save()
    yield whir
    crank = make_card("Crank Two!", type_line="Contraption", oracle_text="Whenever you crank it, scry 1.")
    attach_ruling(crank, Ruling.objects.filter(text__contains="crank multiple").first())
    yield crank


def test_what_is_carried_over_a_change_is_what_a_fresh_reading_gives(built):
    with search_lock:
        searchers = shared_searchers()
        read_everything(searchers.docsets_of(searchers.main))
    carried_changes = merged = 0
    for changed in changes(built):
        update_index(changed)
        with search_lock:
            searchers = shared_searchers()
            carried = searchers.docsets_of(searchers.main)
            if carried.carry is not None:
                carried_changes += 1
                merged += carried.carry.old_end > carried.carry.kept_end
            fresh = DocSets(searchers.main)
            assert_same(carried, fresh)
            read_everything(carried)  # what the next change carries: everything, as a busy process holds it
    # Every change was carried (none of them rewrote the big first segment), some over small segments Whoosh
    # merged into one (their documents renumbered).
    assert carried_changes == 13
    assert merged > 0


def test_the_older_versions_sets_outlive_a_change_of_todays(built):
    search("version:2022-06-10 improvise")
    with search_lock:
        searchers = shared_searchers()
        history = searchers.docsets_of(searchers.history)
    translation = Translation.objects.get(ruling=built["rulings"]["colored"])
    translation.text = "Une autre traduction."
    translation.save()
    update_index(translation)
    with search_lock:
        searchers = shared_searchers()
        assert searchers.docsets_of(searchers.history) is history


def test_searches_after_changes_answer_as_a_fresh_process(built):
    queries = ["improvise", "orbiculaire", "crank", "kind:ruling improvise", "lang:fr coût total", '"total cost"']
    for q in queries:
        search(q)
    for changed in changes(built):
        update_index(changed)
        answers = {q: search(q) for q in queries}
        with search_lock:
            searchers = shared_searchers()
            searchers.docsets = {}  # what a process that never read anything would answer
            searchers.cache = {}
        assert {q: search(q) for q in queries} == answers
