"""GET /healthz: 200 only when the database and the search index answer; 503 with the reason otherwise."""

import pytest
from django.db import connection
from django.urls import reverse

from search import follow
from search.index import current_path, rebuild_index

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
