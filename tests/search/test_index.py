"""Index life: rebuild with an atomic swap, incremental updates, the shared searcher, no index."""

import os
import threading

import pytest
from pytest_django.asserts import assertContains

from cards.models import Card
from search import searchers
from search.index import NoIndex, current_path, rebuild_index, shared_searchers, update_index
from search.query import search
from tests.builders import make_cr_version, make_rule, make_ruling
from translations.models import Translation


def ids(q, **kwargs):
    return [r["id"] for r in search(q, per_page=50, **kwargs)["results"]]


def test_rebuild_writes_a_new_folder_and_swaps_the_link(built, settings):
    first = current_path()
    assert os.path.islink(settings.SEARCH_INDEX_DIR / "current")
    counts = rebuild_index()
    second = current_path()
    assert second != first
    assert second.name == os.readlink(settings.SEARCH_INDEX_DIR / "current")
    assert (
        counts["main"] == search("kind:rule")["total"] + search("kind:ruling")["total"] + search("kind:card")["total"]
    )
    # One older build is kept for readers still on it, older ones go.
    rebuild_index()
    builds = sorted(p.name for p in settings.SEARCH_INDEX_DIR.iterdir() if p.name.startswith("build-"))
    assert len(builds) == 2
    assert first.name not in builds


def test_readers_keep_answering_during_a_rebuild(built):
    expected = search("improvise")["total"]
    errors, answers, done = [], [], threading.Event()

    def read():
        while not done.is_set():
            try:
                answers.append(search("improvise")["total"])
            except Exception as exc:
                errors.append(exc)

    readers = [threading.Thread(target=read) for _ in range(2)]
    for reader in readers:
        reader.start()
    try:
        for _ in range(3):
            rebuild_index()
    finally:
        done.set()
        for reader in readers:
            reader.join()
    assert not errors
    assert answers
    assert set(answers) == {expected}


def test_one_searcher_is_reused_and_refreshed_when_the_index_changes(built):
    first = shared_searchers()
    assert shared_searchers() is first
    assert shared_searchers().main is first.main
    ruling = make_ruling(
        built["crank"], "2019-01-01", "Sprockets spin clockwise during a quasar.", uid="zzfreshruling001"
    )
    assert search("quasar")["total"] == 0
    update_index(ruling)
    # Same build, new segment: the shared searcher sees it on the next query.
    assert ids("quasar") == ["ruling:zzfreshruling001"]
    assert shared_searchers() is first
    rebuild_index()
    assert shared_searchers() is not first
    assert ids("quasar") == ["ruling:zzfreshruling001"]


def test_update_index_follows_edits_and_deletions(built):
    whir = built["whir"]
    before = search('card:"Whir of Invention"')["facets"]
    # The sample's rulings of the card, the world's six and the French translation of one.
    assert before["card"] == 1
    assert before["ruling"] > 6 + 1
    whir.name = "Whirl of Reinvention"
    whir.save()
    update_index(whir)
    assert search('card:"Whirl of Reinvention"')["facets"] == before
    assert search('card:"Whir of Invention"')["total"] == 0
    ruling = built["rulings"]["protection"]
    ruling.delete()
    update_index(ruling)
    assert f"ruling:{ruling.uid}" not in ids("protection artifacts", kind="ruling")
    translation = Translation.objects.get(ruling=built["rulings"]["colored"])
    translation.text = "Traduction révisée : le symbole orbiculaire ne se paie pas."
    translation.save()
    update_index(translation)
    assert ids("orbiculaire") == [f"tr:fr:ruling:{built['rulings']['colored'].uid}"]
    # The spelling list learns the new words too.
    assert search("orbicullaire")["suggestions"] == ["orbiculaire"]


def test_a_save_of_known_words_leaves_the_spelling_list_alone(built):
    # Every process reloads the spelling list (and drops its corrections) when words.json changes: an edit that
    # brings no new word must not change it.
    words = current_path() / "words.json"
    before = words.read_bytes()
    with searchers.search_lock:
        lexicon = shared_searchers().lexicon
    translation = Translation.objects.get(ruling=built["rulings"]["colored"])
    assert f"tr:fr:ruling:{built['rulings']['colored'].uid}" not in ids('"total coût"')
    translation.text = " ".join(reversed(translation.text.split()))
    translation.save()
    update_index(translation)
    assert words.read_bytes() == before
    # The index has the new text: its words in the new order.
    assert f"tr:fr:ruling:{built['rulings']['colored'].uid}" in ids('"total coût"')
    with searchers.search_lock:
        assert shared_searchers().lexicon is lexicon


def test_update_index_moves_rules_when_a_newer_cr_arrives(built):
    newer = make_cr_version("2022-10-21", source_name="newer.txt")
    make_rule(newer, "702.126a", "Improvise now reads differently, with a vortex.", lineage=built["improvise_a"])
    update_index(newer)
    assert [r["version"] for r in search("vortex")["results"]] == ["2022-10-21"]
    old_today = search("partner version:2022-09-09")
    assert old_today["total"] >= 1
    assert all(r["url"].endswith("?version=2022-09-09") for r in old_today["results"])
    assert search("partner kind:rule")["total"] == 0
    # The French translation now stands beside the newest English.
    # (The sample's French rules stand beside their own English, of its 2022-04-29 CR.)
    world_rule = f"tr:fr:rule:{built['improvise_a'].pk}"
    french = next(r for r in search("improvisation lang:fr", per_page=50)["results"] if r["id"] == world_rule)
    assert "vortex" in french["original"]["text"]


def test_update_without_an_index_builds_it(world, index_dir):
    assert current_path() is None
    update_index(Card.objects.first())
    assert current_path() is not None
    assert search("improvise")["total"] > 0


def test_no_index_is_a_clear_error(world, index_dir, client):
    with pytest.raises(NoIndex, match="rebuild_index"):
        search("improvise")
    response = client.get("/api/search", {"q": "improvise"})
    assert response.status_code == 503
    assert "rebuild_index" in response.json()["error"]
    assertContains(client.get("/search", {"q": "improvise"}), "rebuild_index", status_code=503)


def test_a_damaged_index_is_a_clear_error(built, settings):
    for f in current_path().joinpath("main").iterdir():
        f.unlink()
    searchers._shared.clear()
    with pytest.raises(NoIndex):
        search("improvise")


def test_sync_index_writes_only_what_changed(built):
    from search.index import sync_index

    assert sync_index() == {"written": 0, "removed": 0, "history": False, "rebuilt": None}
    make_ruling(built["crank"], "2020-05-05", "A nebula of sprockets appears.", uid="zzsyncruling0001")
    built["rulings"]["equipment"].delete()
    directive = built["directive"]
    directive.oracle_text += "\nGalaxy brain."
    directive.save()
    outcome = sync_index()
    assert outcome["written"] == 2
    assert outcome["removed"] == 1
    assert not outcome["history"]
    assert ids("nebula") == ["ruling:zzsyncruling0001"]
    assert ids("galaxy") == ["card:saheelis-directive"]
    assert f"ruling:{built['rulings']['equipment'].uid}" not in ids("equipment tapped creature")
    assert search("nebul")["suggestions"] == ["nebula"]
    assert sync_index()["written"] == 0


def test_sync_index_follows_a_new_cr_version(built):
    from search.index import sync_index

    newer = make_cr_version("2022-10-21", source_name="newer.txt")
    make_rule(newer, "702.126a", "Improvise, now with a comet.", lineage=built["improvise_a"])
    outcome = sync_index()
    assert outcome["history"]
    assert outcome["removed"] >= 1
    assert [r["version"] for r in search("comet")["results"]] == ["2022-10-21"]
    assert search("partner version:2022-09-09")["total"] >= 1
    assert search("partner kind:rule")["total"] == 0


def test_sync_index_without_an_index(world, index_dir):
    from search.index import sync_index

    assert sync_index(build_if_missing=False)["written"] == 0
    assert current_path() is None
    assert sync_index()["written"] > 0
    assert current_path() is not None


def test_term_cache_is_bounded(built):
    from search.counting import DocSets

    docsets = DocSets(shared_searchers().main, max_postings=5)
    kinds = docsets.term("kind", "ruling")
    assert docsets.held >= len(kinds)
    docsets.postings("en", "improvis")
    docsets.postings("en", "mana")
    # Over the bound, what queries read is dropped; the kinds' sets survive.
    assert ("en", "improvis") not in docsets.terms
    assert ("kind", "ruling") in docsets.terms
    assert docsets.held == len(kinds) + 2 * len(docsets.term("en", "mana"))


def test_sync_after_import_waits_for_committed_data(built):
    from search.index import sync_after_import

    make_ruling(None, "2020-05-05", "A supernova of rollback.", uid="zzuncommitted001")
    # Tests run inside a transaction: what may still roll back is not indexed.
    assert sync_after_import() is None
    assert search("supernova")["total"] == 0


def test_sync_after_import_indexes_committed_data(transactional_db, index_dir):
    from io import StringIO

    from search.index import sync_after_import

    assert sync_after_import() is None  # no index: nothing to follow
    rebuild_index()
    make_ruling(None, "2020-05-05", "A pulsar of committed rows.", uid="zzcommitted00001")
    out = StringIO()
    outcome = sync_after_import(stdout=out)
    assert outcome["written"] == 1
    assert "1 documents written" in out.getvalue()
    assert ids("pulsar") == ["ruling:zzcommitted00001"]


def test_update_index_on_commit_waits_for_the_commit(built, django_capture_on_commit_callbacks):
    from search.index import update_index_on_commit

    ruling = make_ruling(None, "2021-03-03", "A meteor shower of commits.", uid="zzoncommit000001")
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        update_index_on_commit(ruling)
    assert search("meteor")["total"] == 0
    assert len(callbacks) == 1
    callbacks[0]()
    assert ids("meteor") == ["ruling:zzoncommit000001"]


def test_import_commands_bring_the_index_up_to_date(transactional_db, index_dir, tmp_path):
    import json
    from io import StringIO

    from django.core.management import call_command

    rebuild_index()
    card_set = {
        "name": "Search Test Set",
        "code": "ZZS",
        "releaseDate": "2021-06-01",
        "type": "expansion",
        "cards": [
            {
                "name": "Quasar Lens",
                "layout": "normal",
                "manaCost": "{2}",
                "cmc": 2,
                "type": "Artifact",
                "types": ["Artifact"],
                "text": "{T}: Scry 1.",
                "rarity": "Rare",
                "number": "1",
                "rulings": [{"date": "2021-06-01", "text": "Quasar Lens can scry even while a supernova rages."}],
            }
        ],
    }
    path = tmp_path / "ZZS.json"
    path.write_text(json.dumps(card_set))
    out = StringIO()
    call_command("import_mtgjson", str(path), stdout=out)
    assert "search index:" in out.getvalue()
    assert ids("quasar lens", kind="card") == ["card:quasar-lens"]
    assert search("supernova")["facets"]["ruling"] == 1


def test_sync_gives_an_older_index_its_glossary_and_card_names(built):
    from search.index import forget_searchers, sync_index

    path = current_path()
    (path / "glossary.json").unlink()
    (path / "cards.json").unlink()
    forget_searchers()
    assert "answer" not in search("improvise")
    sync_index()
    assert (path / "glossary.json").exists()
    assert (path / "cards.json").exists()
    forget_searchers()
    assert search("improvise")["answer"]["rule"] == "702.126"


def test_sync_rewrites_the_rule_finder_of_an_index_built_by_an_older_release(built):
    """The plain ranking's data is in rules.json: an index built before it answers without it until a sync
    rewrites the file (the deploy's `rebuild_index --sync`), not only at the next full rebuild."""
    import json

    from search.index import forget_searchers, sync_index
    from search.indexdir import read_meta, write_meta

    path = current_path()
    data = json.loads((path / "rules.json").read_text())
    assert data["plain"]["numbers"]
    del data["plain"]
    (path / "rules.json").write_text(json.dumps(data))
    meta = read_meta(path)
    del meta["finder"]
    write_meta(path, meta)
    sync_index()
    assert json.loads((path / "rules.json").read_text())["plain"]["numbers"]
    forget_searchers()
    assert shared_searchers().finder.plain is not None


def test_sync_rewrites_the_rule_finder_when_the_players_words_change(built, tmp_path, monkeypatch):
    """The players' words (rules/plainwords) are read into rules.json when an index is built: a release that edits
    them, and no code, left every index built before answering with the old words until a full rebuild."""
    import json
    import shutil

    from rules import plainwords
    from search.index import sync_index
    from search.indexdir import read_meta

    words = tmp_path / "plainwords"
    shutil.copytree(plainwords.DIRECTORY, words)
    monkeypatch.setattr(plainwords, "DIRECTORY", words)
    path = current_path()
    sync_index()
    before = read_meta(path)["finder"]
    data = json.loads((path / "rules.json").read_text())
    del data["plain"]
    (path / "rules.json").write_text(json.dumps(data))
    sync_index()
    assert "plain" not in json.loads((path / "rules.json").read_text()), "the same words: nothing rewritten"
    (words / "zz-new.toml").write_text('cr = "2025-11-14"\n\n[asks]\n"999.99" = ["Is this a new question?"]\n')
    sync_index()
    assert read_meta(path)["finder"] != before
    assert json.loads((path / "rules.json").read_text())["plain"]["numbers"]
