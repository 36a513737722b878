"""Today's rule documents in the index hold their paragraphs' questions in players' words (rules/plainwords), in a
field of their own (asked) that a query's words are searched in: the index's ranking, fused with the finder's,
finds a rule by the words players ask it with, as the finder does. A sync rewrites the rules whose asks changed,
and gives an index built before the field its field."""

import pytest
from whoosh import index as whoosh_index
from whoosh.qparser import MultifieldParser

from rules import plainwords
from rules.models import CRVersion
from search import build, documents, rulefinder
from search.indexdir import current_path
from search.schema import DEFAULT_FIELDS, build_schema
from search.update import sync_index

from .conftest import NEW

ASK = f'cr = "{NEW.isoformat()}"\n[asks]\n"702.125a" = ["Can my commander bring a friend along?"]\n'
PARTNER_A = f"rule:{NEW.isoformat()}:702.125a"


def index_finds(words):
    """The ids of the main index's documents that hold every word of a query in the fields it searches."""
    ix = whoosh_index.open_dir(str(current_path() / "main"))
    query = MultifieldParser(list(DEFAULT_FIELDS), ix.schema, fieldboosts=DEFAULT_FIELDS).parse(words)
    with ix.searcher() as searcher:
        return {hit["id"] for hit in searcher.search(query, limit=None)}


@pytest.fixture
def words(tmp_path, monkeypatch):
    folder = tmp_path / "words"
    folder.mkdir()
    monkeypatch.setattr(plainwords, "DIRECTORY", folder)
    return folder


@pytest.mark.parametrize("asked", [False, True])
def test_a_rule_is_found_in_the_index_by_its_asks(world, index_dir, words, monkeypatch, asked):
    (words / "702.toml").write_text(ASK)
    monkeypatch.setattr(documents, "ASKED", asked)
    build.rebuild_index()
    # 702.125a (Partner) says "deck construction": no word of the question is in its text.
    assert (PARTNER_A in index_finds("commander bring friend")) is asked


def test_the_asks_are_never_shown(world, index_dir, words):
    (words / "702.toml").write_text(ASK)
    build.rebuild_index()
    ix = whoosh_index.open_dir(str(current_path() / "main"))
    with ix.searcher() as searcher:
        assert "asked" not in searcher.document(id=PARTNER_A)


def test_a_sync_gives_an_older_index_the_field_and_rewrites_the_rules_whose_asks_changed(
    world, index_dir, words, monkeypatch
):
    def without_asked():
        schema = build_schema()
        schema.remove("asked")
        return schema

    # An index built before the field, and before the asks.
    monkeypatch.setattr(build, "build_schema", without_asked)
    build.rebuild_index()
    monkeypatch.undo()
    # The asks come with a release: another folder (the files are read once per folder).
    given = words.parent / "given"
    given.mkdir()
    (given / "702.toml").write_text(ASK)
    monkeypatch.setattr(plainwords, "DIRECTORY", given)
    assert PARTNER_A not in index_finds("commander bring friend")
    assert sync_index()["written"] == 1
    assert PARTNER_A in index_finds("commander bring friend")
    assert sync_index()["written"] == 0


@pytest.mark.parametrize("asked", [False, True])
def test_the_plain_ranking_reads_the_asks(world, words, monkeypatch, asked):
    (words / "702.toml").write_text(ASK)
    monkeypatch.setattr(rulefinder, "PLAIN_ASKED", asked)
    finder = rulefinder.RuleFinder(rulefinder.build(CRVersion.objects.get(effective_date=NEW)))
    assert (finder.plain_rank("commander bring a friend", limit=1) == ["702.125a"]) is asked
