"""Several nodes, one truth: each index folder follows the change log that every change writes in its own
transaction (dataversion.changelog, search.follow). Two index folders stand for two nodes; each node's
follower step runs with SEARCH_INDEX_DIR naming its folder, against the one database."""

import pytest
from django.contrib.auth.models import User
from django.db import transaction
from pytest_django.asserts import assertContains

from dataversion import changelog
from dataversion.announce import SHOWN, SYNC, announce
from dataversion.models import ChangeLog
from editor import services
from editor.accounts import role_group
from rulings.models import Ruling
from search import follow
from search.index import current_path, rebuild_index
from search.indexdir import read_meta
from search.query import search
from search.spare import read_spare
from translations.models import Translation

pytestmark = pytest.mark.search


class Node:
    """One node's index folder; `run` applies what the node's follower would, as that node."""

    def __init__(self, settings, path):
        self.settings, self.path = settings, path

    def run(self, fn, *args, **kwargs):
        self.settings.SEARCH_INDEX_DIR = self.path
        return fn(*args, **kwargs)

    def step(self, **kwargs):
        return self.run(follow.step, **kwargs)

    def catch_up(self, **kwargs):
        return self.run(follow.catch_up, **kwargs)

    def found(self, word, **kwargs):
        return self.run(search, word, **kwargs)["total"]


@pytest.fixture
def nodes(built, settings, tmp_path):
    """Nodes A and B, each with an index built from the database and following from the log's end."""
    a, b = Node(settings, tmp_path / "a"), Node(settings, tmp_path / "b")
    for node in (a, b):
        assert node.catch_up()[0].action == "built"
    return a, b


@pytest.fixture
def editor(db):
    user = User.objects.create_user("follow-editor", password="a long enough password 42")
    user.groups.add(role_group("editor"))
    return user


def colored_translation(world):
    return Translation.objects.get(ruling=world["rulings"]["colored"], language="fr")


def save(translation, user, text):
    translation.refresh_from_db()
    return services.translation_save(translation=translation, user=user, text=text, base_revision=translation.revision)


def test_a_save_on_node_a_is_found_by_search_on_node_b(nodes, built, editor):
    a, b = nodes
    translation = colored_translation(built)
    word = "xylophonique"
    assert b.found(word, lang="fr") == 0
    a.run(save, translation, editor, f"L'improvisation {word} ne paie pas le mana de couleur.")
    row = ChangeLog.objects.latest("pk")
    # The save's own row names its translation: a node rewrites one document, it does not compare everything.
    assert (row.kind, row.items) == (ChangeLog.OBJECTS, [{"model": "translations.translation", "pk": translation.pk}])
    assert b.found(word, lang="fr") == 0  # nothing touched B's index inside the save
    done = b.step()
    assert (done.action, done.rows, done.position) == ("updated", [row.pk], row.pk)
    assert b.found(word, lang="fr") == 1
    assert follow.read_position(b.path) == row.pk


def test_a_save_never_touches_the_index_inside_the_request(
    world, index_dir, editor, django_capture_on_commit_callbacks
):
    # No index at all (a node still building its own): the save succeeds and builds nothing.
    with django_capture_on_commit_callbacks(execute=True):
        save(colored_translation(world), editor, "Texte enregistré sans index.")
    assert current_path() is None
    assert ChangeLog.objects.latest("pk").kind == ChangeLog.OBJECTS


def test_a_node_down_during_changes_catches_up_in_order(nodes, built, editor):
    a, b = nodes
    translation = colored_translation(built)
    down_at = follow.read_position(b.path)
    # B is down: a save, a second save of the same text, a deleted ruling, an import, all while B applies nothing.
    a.run(save, translation, editor, "Premier mot: marimbaphone.")
    a.run(save, translation, editor, "Second mot: glockenspiel.")
    with transaction.atomic():  # its own transaction, as an admin's deletion is (the test's is still open)
        built["rulings"]["protection"].delete()
    with transaction.atomic():
        Ruling.objects.filter(pk=built["rulings"]["equipment"].pk).update(text="Equipment never taps: vibraphone.")
        announce(SYNC)
    applied = a.catch_up()
    assert [step.action for step in applied] == ["synced"]
    assert b.found("glockenspiel", lang="fr") == 0
    assert b.found("vibraphone") == 0
    # B comes back: everything it missed, in order, from where it stopped.
    missed = list(ChangeLog.objects.filter(pk__gt=down_at).values_list("pk", flat=True))
    assert len(missed) == 4
    steps = b.catch_up()
    assert [pk for step in steps for pk in step.rows] == missed
    for node in (a, b):
        assert node.found("glockenspiel", lang="fr") == 1
        assert node.found("marimbaphone", lang="fr") == 0  # the second save replaced the first
        assert node.found("vibraphone") == 1
        assert node.found('"can\'t be blocked by artifact creatures"') == 0  # the deleted ruling
    assert follow.read_position(b.path) == missed[-1]


def test_rows_are_applied_in_order_and_exactly_once(nodes, built, editor):
    a, b = nodes
    translation = colored_translation(built)
    words = ["cithare", "balalaika", "ocarina"]
    for word in words:
        a.run(save, translation, editor, f"Le mot du jour: {word}.")
    ids = list(ChangeLog.objects.order_by("pk").values_list("pk", flat=True))[-3:]
    seen = []
    while (result := b.step(batch=1)).action is not None:
        seen.extend(result.rows)
    assert seen == ids  # one row a step, oldest first, each once
    assert b.catch_up() == []  # nothing is applied twice
    assert [b.found(word, lang="fr") for word in words] == [0, 0, 1]


def test_an_empty_index_folder_builds_then_follows(built, settings, tmp_path, editor):
    node = Node(settings, tmp_path / "fresh")
    save(colored_translation(built), editor, "Avant la construction: theremine.")
    before = changelog.last_id()
    first = node.step()
    assert (first.action, first.position) == ("built", before)
    assert node.found("theremine", lang="fr") == 1
    save(colored_translation(built), editor, "Après la construction: harmonium.")
    assert node.step().action == "updated"
    assert node.found("harmonium", lang="fr") == 1


def test_an_index_without_a_position_is_compared_once(built, index_dir, editor):
    rebuild_index()  # as load_sample or `rebuild_index` leave it: no follow.json
    save(colored_translation(built), editor, "Un mot: accordeon.")
    result = follow.step()
    assert (result.action, result.position) == ("synced", changelog.last_id())
    assert search("accordeon", lang="fr")["total"] == 1


def test_one_sync_row_per_import_transaction(db):
    start = changelog.last_id()
    with transaction.atomic():
        announce(SYNC)
        announce(SYNC)
    assert list(ChangeLog.objects.filter(pk__gt=start).values_list("kind", flat=True)) == [ChangeLog.SYNC]
    announce(SHOWN)
    assert changelog.last_id() == changelog.last_id()
    assert ChangeLog.objects.filter(pk__gt=start).count() == 1


def test_a_save_inside_an_import_keeps_the_import_sync(built, editor):
    start = changelog.last_id()
    with transaction.atomic():
        announce(SYNC)  # the import's own change
        save(colored_translation(built), editor, "Sauvé pendant un import.")
    kinds = list(ChangeLog.objects.filter(pk__gt=start).values_list("kind", flat=True))
    # The import's row stays a SYNC (the save's own block wrote and narrowed its own row).
    assert kinds == [ChangeLog.SYNC, ChangeLog.OBJECTS]


def test_a_rolled_back_change_leaves_no_row(built, editor):
    start = changelog.last_id()
    translation = colored_translation(built)
    with pytest.raises(services.StaleRevision):
        services.translation_save(translation=translation, user=editor, text="Périmé.", base_revision=999)
    assert changelog.last_id() == start


def test_one_follower_per_index_folder(tmp_path):
    first, second = follow.FolderLock(tmp_path), follow.FolderLock(tmp_path)
    assert first.acquire()
    assert not second.acquire()
    first.release()
    assert second.acquire()
    second.release()


def test_an_index_that_keeps_failing_is_rebuilt_from_the_database(built, index_dir, editor):
    from whoosh import fields
    from whoosh import index as whoosh_index

    follow.catch_up()
    # The main part as another schema wrote it, its text fields numbers: every document the comparison writes is
    # refused. (A field missing from an older schema is added by the sync since the players' words, swh.)
    main = current_path() / "main"
    for old in main.iterdir():
        old.unlink()
    text = {name: fields.NUMERIC(stored=True) for name in ("en", "fr", "title", "kind")}
    schema = fields.Schema(id=fields.ID(stored=True, unique=True), **text)
    whoosh_index.create_in(str(main), schema)
    save(colored_translation(built), editor, "Un mot après la panne: sousaphone.")
    with pytest.raises(ValueError, match="invalid literal"):
        follow.step()
    assert follow.step(rebuild=True).action == "built"  # what follow() does after REBUILD_AFTER failures in a row
    assert search("sousaphone", lang="fr")["total"] == 1
    assert follow.catch_up() == []


def test_an_admin_edit_is_followed_too(nodes, built, client):
    from django.urls import reverse

    a, b = nodes
    admin_user = User.objects.create_superuser("follow-admin", password="a long enough password 42")
    client.force_login(admin_user)
    ruling = built["rulings"]["equipment"]
    start = changelog.last_id()
    response = client.post(
        reverse("admin:rulings_ruling_change", args=[ruling.pk]),
        {
            "uid": ruling.uid,
            "date": ruling.date.isoformat(),
            "source": ruling.source,
            "text": "Equipment: euphonium.",
            "flags": "[]",
        },
    )
    assert response.status_code == 302, response.content.decode()[:2000]
    assert list(ChangeLog.objects.filter(pk__gt=start).values_list("kind", flat=True)) == [ChangeLog.SYNC]
    assert b.found("euphonium") == 0
    assert b.step().action == "synced"
    assert b.found("euphonium") == 1


def test_while_a_follower_builds_the_index_search_says_so(world, index_dir, editor, client):
    from django.urls import reverse

    # The save succeeds with no index at all, and search tells why it cannot answer yet.
    save(colored_translation(world), editor, "Enregistré avant l'index.")
    assert "has not been built" in client.get(reverse("api:search"), {"q": "improvise"}).json()["error"]
    holder = follow.FolderLock()  # a follower at work on this folder (it holds the lock while it builds)
    assert holder.acquire()
    try:
        answer = client.get(reverse("api:search"), {"q": "improvise"})
        assert (answer.status_code, answer.json()["error"]) == (503, follow.BUILDING)
        assertContains(client.get(reverse("search:search"), {"q": "improvise"}), "being built", status_code=503)
    finally:
        holder.release()


def test_a_row_naming_a_model_this_release_does_not_know_is_followed_by_a_sync(nodes, built, caplog):
    # During a rolling deploy, a node on the release before translations.0001 names a translation by its old label.
    # The follower raised LookupError at every step and stopped there; it now compares the index with the database.
    a, _ = nodes
    with transaction.atomic():
        Ruling.objects.filter(pk=built["rulings"]["equipment"].pk).update(text="Equipment never taps: celesta.")
        ChangeLog.objects.create(
            kind=ChangeLog.OBJECTS, items=[{"model": "rulings.translation", "pk": 1}, {"model": "nowhere", "pk": 2}]
        )
    steps = a.catch_up()
    assert [step.action for step in steps] == ["synced"]
    assert follow.read_position(a.path) == changelog.last_id()
    assert a.found("celesta") == 1
    assert "does not know ('rulings.translation')" in caplog.text


# --- issue 24, point 2: a damaged index heals by itself from the database, with no change to follow ----------------


def _cut_largest_segment():
    segment = max((current_path() / "main").glob("*.seg"), key=lambda path: path.stat().st_size)
    with open(segment, "r+b") as damaged:
        damaged.truncate(segment.stat().st_size // 2)  # as a disk fault or a stray copy would
    return segment


def test_a_damaged_index_is_rebuilt_at_the_next_idle_step(built, index_dir, caplog, settings):
    # The follower rebuilt only after three failed steps, and a step fails only when it has rows to apply: with no
    # saves, a damaged index stayed damaged (and /healthz red) for good. (Without a spare copy: the last resort.)
    settings.SEARCH_SPARE_SECONDS = 0
    follow.catch_up()
    damaged_build = current_path()
    assert follow.step().action is None  # nothing to follow, nothing damaged: the idle step does nothing
    position = follow.read_position()
    _cut_largest_segment()
    assert changelog.last_id() == position  # no change-log row: only the damage
    result = follow.step()
    assert (result.action, result.position) == ("built", position)
    assert current_path() != damaged_build
    assert "damaged while serving" in caplog.text
    assert search("improvise")["total"] > 0
    assert follow.step().action is None  # the new build is whole: no rebuild loop


def test_a_damaged_index_heals_from_the_spare_copy_then_applies_the_rows_since(built, index_dir, editor, caplog):
    # Issue 24, point 2: a full rebuild takes 34-122 s on the corpus, so healing within a minute needs another way:
    # the spare copy an idle step made, then only the rows after its position.
    follow.catch_up()
    assert follow.step().action is None  # idle: the spare is copied
    spare_position = follow.read_position()
    build_time = read_meta(current_path())["built_at"]
    save(colored_translation(built), editor, "L'improvisation réparatrice ne paie pas le mana de couleur.")
    damaged_build = current_path()
    _cut_largest_segment()
    restored = follow.step()
    assert (restored.action, restored.position) == ("restored", spare_position)
    assert current_path() != damaged_build and not damaged_build.exists()
    assert "spare copy of the index replaces it" in caplog.text
    applied = follow.step()
    assert (applied.action, applied.rows) == ("updated", [ChangeLog.objects.latest("pk").pk])
    assert search("réparatrice", lang="fr")["total"] == 1
    assert read_meta(current_path())["built_at"] == build_time  # no rebuild from the database
    assert follow.step().action is None  # whole again: no loop (and the next spare is copied from it)
    assert read_spare()["build"] == current_path().name


def test_a_spare_damaged_too_means_a_rebuild(built, index_dir, caplog):
    follow.catch_up()
    follow.step()
    spare = current_path().parent / "spare"
    segment = max((spare / "main").glob("*.seg"), key=lambda path: path.stat().st_size)
    with open(segment, "r+b") as damaged:
        damaged.truncate(segment.stat().st_size // 2)
    _cut_largest_segment()
    assert follow.step().action == "built"
    assert "the spare copy of the index is damaged too" in caplog.text
    assert search("improvise")["total"] > 0


def test_the_status_says_whether_there_is_a_spare(built, index_dir):
    from io import StringIO

    from django.core.management import call_command

    follow.catch_up()
    out = StringIO()
    call_command("follow_index", "--status", stdout=out)
    assert f"spare copy of the index at position {follow.read_position()}" in out.getvalue()
