"""An editor's save and a CR import lock the data-version row and the translation row in one order (issue 23).

The import (rules.store.store_version) announces first, locking the DataVersion row, and later marks the rule
translations it made outdated, locking each translation row. The editor's save locked the translation row, then
announced: with a save and an import at once, each waited for the other's row and PostgreSQL broke the deadlock by
failing one of them (the save, or the whole version's import). Every writer of translations now takes the
DataVersion row first.

PostgreSQL only: SQLite's transactions are IMMEDIATE here (rulings_site.settings), so its writers never interleave.
"""

import threading
import time

import pytest
from django.db import OperationalError, connection, connections, transaction

from editor import services
from editor.accounts import role_group
from ingest.cr import CRSteps, import_cr_files
from rules.models import RuleParagraph
from tests.builders import make_translation
from tests.predicates.conftest import write_cr
from translations.english import english_for
from translations.models import Translation, text_hash

from .conftest import make_user

WAIT = 20  # seconds: far above PostgreSQL's deadlock_timeout (1 s), which reports a deadlock as an error

# A keyword of no real CR, so that no translation of the sample data is on its lineage.
RULES = ["7. Additional Rules", "702. Keyword Abilities", "702.250. Lockstep"]
BEFORE = "702.250a Lockstep is a static ability that functions while the spell with lockstep is on the stack."
AFTER = BEFORE.replace("functions while", "functions only while")


class PausedSteps(CRSteps):
    """The real steps after a stored version, entered once the editor's save is waiting on a lock."""

    def __init__(self, holding, go):
        self.holding, self.go = holding, go

    def version_stored(self, version):
        self.holding.set()  # the version's transaction holds the DataVersion row (rules.store announces first)
        assert self.go.wait(WAIT)
        return super().version_stored(version)


def waiting_on_a_lock(pid):
    with connection.cursor() as cursor:
        cursor.execute("SELECT wait_event_type FROM pg_stat_activity WHERE pid = %s", [pid])
        row = cursor.fetchone()
    return row is not None and row[0] == "Lock"


def in_thread(target, outcome, key):
    def run():
        try:
            outcome[key] = target()
        except Exception as error:  # reported to the test, never lost in the thread
            outcome[key] = error
        finally:
            connections.close_all()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread


@pytest.mark.django_db(transaction=True)
def test_an_editors_save_during_a_cr_import_waits_for_it_no_deadlock(tmp_path):
    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL only (scripts/test_postgres.sh): SQLite's IMMEDIATE transactions never interleave")
    # After the sample data's versions, so today's English is these files'.
    first = write_cr(tmp_path, "April 29, 2031", [*RULES, BEFORE])
    second = write_cr(tmp_path, "November 18, 2031", [*RULES, AFTER])
    [stored] = import_cr_files([first])
    assert stored.status == "imported"
    lineage = RuleParagraph.objects.get(number="702.250a").lineage
    translation = make_translation("Le pas cadencé est une capacité statique.", rule=lineage, status="needs_review")
    translation.source_hash = text_hash(english_for(translation))  # made from today's English: not outdated
    translation.save()
    editor = make_user("edith")
    editor.groups.add(role_group("editor"))

    holding, go, pids = threading.Event(), threading.Event(), {}
    outcome = {}

    def save():
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_backend_pid()")
            pids["editor"] = cursor.fetchone()[0]
        return services.translation_save(
            translation=translation, user=editor, text="Le pas cadencé, capacité statique.", base_revision=1
        )

    importing = in_thread(lambda: import_cr_files([second], steps=PausedSteps(holding, go)), outcome, "import")
    assert holding.wait(WAIT)
    saving = in_thread(save, outcome, "save")
    deadline = time.monotonic() + WAIT
    while not ("editor" in pids and waiting_on_a_lock(pids["editor"])):
        assert time.monotonic() < deadline, "the editor's save never waited for the import"
        time.sleep(0.05)
    go.set()  # the import now marks the translation outdated, with the save waiting on a lock
    importing.join(WAIT)
    saving.join(WAIT)
    assert not importing.is_alive() and not saving.is_alive()

    [result] = outcome["import"]
    assert result.status == "imported" and result.outdated >= 1, result
    # The save waited for the import and finds the translation changed under it: a conflict to resolve, no error.
    assert isinstance(outcome["save"], services.StaleRevision), outcome["save"]
    translation.refresh_from_db()
    assert translation.status == Translation.Status.OUTDATED


# --- every writer of translations: the DataVersion row first ---------------------------------------------------


def data_version_is_locked():
    """Whether another transaction holds the DataVersion row (asked without waiting)."""
    try:
        with transaction.atomic(), connection.cursor() as cursor:
            cursor.execute("SELECT 1 FROM dataversion_dataversion WHERE id = 1 FOR UPDATE NOWAIT")
    except OperationalError:
        return True
    return False


def save(translation, lineage, user):
    return services.translation_save(translation=translation, user=user, text="Un autre texte.", base_revision=1)


def delete(translation, lineage, user):
    return translation.delete()  # through the model, as the admin site deletes


def start(translation, lineage, user):
    return services.translation_start(user=user, rule=lineage, language="fr")


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("write", [save, delete, start], ids=["save", "deletion", "start"])
def test_a_writer_waiting_for_a_translation_already_holds_the_data_version_row(tmp_path, write):
    """Another transaction holds the translation's row (for a start: has inserted the same translation, not yet
    committed). The writer waits for it holding the DataVersion row already, as an import does: never the other
    way round, which deadlocks with an import."""
    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL only (scripts/test_postgres.sh): SQLite has no row locks")
    import_cr_files([write_cr(tmp_path, "April 29, 2031", [*RULES, BEFORE])])
    lineage = RuleParagraph.objects.get(number="702.250a").lineage
    translation = None
    if write is not start:
        translation = make_translation("Le pas cadencé est une capacité statique.", rule=lineage, status="needs_review")
    editor = make_user("edith")
    editor.groups.add(role_group("editor"))

    holding, release, outcome, pids = threading.Event(), threading.Event(), {}, {}

    def hold():
        with transaction.atomic():
            if write is start:
                make_translation("", rule=lineage, status="untranslated")
            else:
                Translation.objects.select_for_update().get(pk=translation.pk)
            holding.set()
            assert release.wait(WAIT)
            transaction.set_rollback(True)

    def writer():
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_backend_pid()")
            pids["writer"] = cursor.fetchone()[0]
        return write(translation, lineage, editor)

    holder = in_thread(hold, outcome, "holder")
    try:
        assert holding.wait(WAIT)
        writing = in_thread(writer, outcome, "writer")
        deadline = time.monotonic() + WAIT
        while not ("writer" in pids and waiting_on_a_lock(pids["writer"])):
            assert time.monotonic() < deadline, f"the writer never waited: {outcome}"
            time.sleep(0.05)
        assert data_version_is_locked()
    finally:
        release.set()
        holder.join(WAIT)
    writing.join(WAIT)
    assert not writing.is_alive()
    assert not isinstance(outcome["writer"], Exception), outcome["writer"]
    assert outcome["holder"] is None
