"""GET /healthz: 200 only when the database and the search index answer; 503 with the reason otherwise."""

import pytest
from django.db import connection
from django.urls import reverse

from search import follow
from search.index import current_path, rebuild_index, search_lock, shared_searchers

pytestmark = pytest.mark.django_db


@pytest.fixture
def built_index(index_dir):
    rebuild_index()
    follow.catch_up()
    return index_dir


def test_a_node_with_its_database_and_index_is_healthy(client, built_index):
    response = client.get(reverse("healthz"))
    assert response.status_code == 200
    body = response.json()
    assert (body["status"], body["database"], body["index"]) == ("ok", "ok", "ok")
    assert body["documents"] > 0
    assert body["position"] is not None
    assert "no-cache" in response["Cache-Control"]


def test_a_node_without_an_index_is_503_with_the_reason(client, index_dir):
    response = client.get(reverse("healthz"))
    assert response.status_code == 503
    body = response.json()
    assert body["database"] == "ok"
    assert "search index" in body["error"]
    assert "not been built" in body["index"]


def test_a_damaged_index_is_503(client, built_index):
    # Damaged before this process first opens it, as a node finds it after a disk fault.
    for segment in (current_path() / "main").glob("*.seg"):
        segment.write_bytes(b"")  # truncated to nothing
    for toc in (current_path() / "main").glob("*.toc"):
        toc.write_bytes(b"\x00garbage")
    response = client.get(reverse("healthz"))
    assert response.status_code == 503
    assert response.json()["index"].startswith("the search index does not answer")


def test_a_database_that_does_not_answer_is_503_with_the_reason(client, built_index, monkeypatch):
    # The database server gone: every new query fails as psycopg or sqlite3 would.
    from django.db import OperationalError

    def refuse(*args, **kwargs):
        raise OperationalError("connection refused")

    monkeypatch.setattr(connection, "cursor", refuse)
    response = client.get(reverse("healthz"))
    assert response.status_code == 503
    body = response.json()
    assert body["database"] == "the database does not answer: OperationalError: connection refused"


def test_healthz_takes_no_post(client, built_index):
    assert client.post(reverse("healthz")).status_code == 405


# --- issue 24, N9 and N10: an index damaged or left behind while serving turns the node red ------------------------


def test_an_index_file_damaged_while_serving_is_503(client, built_index):
    assert client.get(reverse("healthz")).status_code == 200  # this process has seen the build
    segment = next((current_path() / "main").glob("*.seg"))
    with open(segment, "r+b") as damaged:
        damaged.truncate(segment.stat().st_size // 2)  # as a disk fault or a stray copy would
    response = client.get(reverse("healthz"))
    assert response.status_code == 503
    assert "damaged while serving" in response.json()["index"]
    assert client.get(reverse("healthz")).status_code == 503  # red until the build is replaced
    # The follower's next step replaces it, with no change to follow (before, only a change failing three times
    # did: with no saves the node stayed red for good): by the spare copy its catch-up made (search.spare).
    assert follow.step().action == "restored"
    assert client.get(reverse("healthz")).status_code == 200


def test_an_editors_save_applied_by_the_follower_is_no_damage(client, built_index):
    from editor import services
    from tests.editor.conftest import make_user
    from translations.models import Translation

    editor_user = make_user("edith", "editor")
    assert client.get(reverse("healthz")).status_code == 200
    translation = Translation.objects.filter(ruling__isnull=False).exclude(text="").exclude(status="approved").first()
    services.translation_save(
        translation=translation,
        user=editor_user,
        text="Un mot nouveau : xylophonique.",
        base_revision=translation.revision,
    )
    follow.catch_up()
    response = client.get(reverse("healthz"))
    assert response.status_code == 200, response.json()


def test_an_index_left_behind_the_database_is_503(client, built_index, settings):
    """A follower that cannot write (a full disk) leaves the node answering from an old index."""
    import datetime

    from dataversion.announce import SYNC, announce
    from dataversion.models import ChangeLog

    announce(SYNC)  # an import's row, not applied yet
    row = ChangeLog.objects.order_by("-pk").first()
    assert client.get(reverse("healthz")).status_code == 200  # just written: the follower has time
    ChangeLog.objects.filter(pk=row.pk).update(
        created_at=row.created_at - datetime.timedelta(seconds=settings.HEALTH_INDEX_STALE_SECONDS + 5)
    )
    response = client.get(reverse("healthz"))
    assert response.status_code == 503
    assert "behind the database" in response.json()["index"]
    follow.catch_up()
    assert client.get(reverse("healthz")).status_code == 200


def test_a_full_index_disk_is_503(client, built_index, settings):
    settings.HEALTH_INDEX_MIN_FREE_MB = 10**12  # more than any disk has: as good as full
    response = client.get(reverse("healthz"))
    assert response.status_code == 503
    assert "MB free" in response.json()["index"]
    assert response.json()["index_disk_free_mb"] >= 0


def test_a_segment_cut_short_before_this_process_saw_it_is_503(client, built_index):
    # A worker forked after the damage, or a segment a save wrote a moment before it: no earlier sight to compare
    # with, but a compound file shorter than its own header says is damaged whenever it is seen.
    with search_lock:
        shared_searchers()  # opened (as a forked worker inherits them), but never looked at by /healthz
    segment = max((current_path() / "main").glob("*.seg"), key=lambda path: path.stat().st_size)
    with open(segment, "r+b") as damaged:
        damaged.truncate(segment.stat().st_size - 100)
    response = client.get(reverse("healthz"))
    assert response.status_code == 503
    assert "cut short" in response.json()["index"]
    assert follow.step().action == "restored"  # the same check, read by the follower: healed from the spare copy
    assert client.get(reverse("healthz")).status_code == 200
