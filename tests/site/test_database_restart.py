"""After PostgreSQL restarts, a kept connection is checked before a request uses it (issue 24, N8).

Connections are kept for 60 s (conn_max_age); without CONN_HEALTH_CHECKS the first query of each worker's thread on
a connection the server had closed was a 500, for up to 20 s after a 10 s outage, cached pages included (the data
version is read first). The server's side of the connection is ended with pg_terminate_backend, as a restart does.
"""

import pytest
from django.db import close_old_connections, connection, connections


def test_kept_connections_are_checked_at_the_start_of_each_request(settings):
    assert settings.DATABASES["default"]["CONN_MAX_AGE"] > 0
    assert settings.DATABASES["default"]["CONN_HEALTH_CHECKS"] is True


@pytest.mark.django_db(transaction=True)
def test_a_request_after_the_server_dropped_the_connection_gets_a_fresh_one():
    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL only (scripts/test_postgres.sh): SQLite has no server to restart")
    close_old_connections()  # what the start of a request does
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        (pid,) = cursor.fetchone()
    killer = connection.copy()
    try:
        with killer.cursor() as cursor:
            cursor.execute("SELECT pg_terminate_backend(%s)", [pid])
    finally:
        killer.close()

    close_old_connections()  # the next request
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        assert cursor.fetchone()[0] != pid


@pytest.mark.django_db
@pytest.mark.parametrize("page_cache", [False, True], ids=["in the view", "in the page cache's middleware"])
@pytest.mark.parametrize("path", ["/rules/702.126a", "/api/rules/702.126a", "/search?q=improvise"])
def test_a_database_that_does_not_answer_is_a_503_to_retry_not_a_500(client, monkeypatch, settings, path, page_cache):
    """Issue 24, N8: during a PostgreSQL restart every request was a 500 (the cluster test's fault battery)."""
    from django.db import OperationalError

    settings.PAGE_CACHE = page_cache
    client.raise_request_exception = False

    def refuse(*args, **kwargs):
        raise OperationalError("connection to server at 127.0.0.1 failed: Connection refused")

    # Every connection of the backend, the probe's too: the server is gone.
    monkeypatch.setattr(type(connections["default"]), "cursor", refuse)
    response = client.get(path)
    assert response.status_code == 503
    assert response["Retry-After"] == "5"
    assert "does not answer" in response.content.decode()


@pytest.mark.django_db
def test_a_failing_query_on_a_live_database_stays_a_500(client, monkeypatch):
    from django.db import OperationalError

    from pages import rule as views

    def broken(*args, **kwargs):
        raise OperationalError("no such column: rules_ruleparagraph.nothing")

    monkeypatch.setattr(views, "requested_version", broken)
    client.raise_request_exception = False
    assert client.get("/rules/702.126a").status_code == 500


@pytest.mark.django_db(transaction=True)
def test_a_request_whose_connection_the_restart_cut_is_a_503_to_retry(client, monkeypatch):
    """The server is back by the time the request fails (a fast restart): its own connection was still cut."""
    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL only (scripts/test_postgres.sh): SQLite has no server to restart")
    from pages import rule as views

    original = views.requested_version

    def cut_then_continue(request):
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_backend_pid()")
            (pid,) = cursor.fetchone()
        killer = connection.copy()
        try:
            with killer.cursor() as cursor:
                cursor.execute("SELECT pg_terminate_backend(%s)", [pid])
        finally:
            killer.close()
        return original(request)

    monkeypatch.setattr(views, "requested_version", cut_then_continue)
    status = client.get("/rules/702.126a").status_code
    connection.close()  # the cut connection; the test database's flush opens a new one
    assert status == 503


@pytest.mark.django_db
def test_a_request_that_could_not_connect_is_a_503_even_when_the_server_is_back(client, monkeypatch, settings):
    """The database "is starting up": the request failed to connect; by the time the error is handled the
    server answers again. Still the database's absence, not a bug: 503 (it was the last 500 of the fault battery)."""
    from django.db import OperationalError

    settings.PAGE_CACHE = True
    client.raise_request_exception = False
    wrapper = connections["default"]
    real = type(wrapper).ensure_connection

    def starting_up(self):
        if self is wrapper:
            raise OperationalError("connection failed: FATAL:  the database system is starting up")
        return real(self)  # the probe's connection: the server is back

    monkeypatch.setattr(type(wrapper), "ensure_connection", starting_up)
    monkeypatch.setattr(wrapper, "connection", None)  # as a request's connection that never opened
    response = client.get("/rules/702.126a")
    assert response.status_code == 503


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/rules/702.126a", "/api/rules/702.126a", "/cards/whir-of-invention"])
def test_a_page_in_the_page_cache_is_served_while_the_database_does_not_answer(client, monkeypatch, settings, path):
    """Issue 24, point 2: during a 10 s PostgreSQL outage cached pages were 503 too: the page's key needs the data
    version, read from the database first (and a card page's own version). The version this process read last is
    today's while the database is down (nothing can change it meanwhile)."""
    from django.core.cache import cache
    from django.db import OperationalError

    settings.PAGE_CACHE = True
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "down"}}
    cache.clear()
    client.raise_request_exception = False
    first = client.get(path)
    assert first.status_code == 200 and first["X-Page-Cache"] == "miss"
    assert client.get(path)["X-Page-Cache"] == "hit"  # the version read just before the failure, as on a busy node

    def refuse(*args, **kwargs):
        raise OperationalError("connection to server at 127.0.0.1 failed: Connection refused")

    monkeypatch.setattr(type(connections["default"]), "cursor", refuse)
    again = client.get(path)
    assert again.status_code == 200, again.content[:300]
    assert again["X-Page-Cache"] == "hit"
    assert again.content == first.content
    # A page the cache does not hold still needs the database: a 503 to retry, not a 500.
    assert client.get("/rules/702.126b").status_code == 503
    cache.clear()


@pytest.mark.django_db
def test_a_version_read_long_before_the_failure_is_not_trusted(client, monkeypatch, settings):
    """Another node may have changed the data after an idle process last read the version: its cached pages could be
    older than the data, so such a process answers 503 as before rather than serve them."""
    from django.core.cache import cache
    from django.db import OperationalError

    from dataversion import cache as versions

    settings.PAGE_CACHE = True
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "idle"}}
    cache.clear()
    client.raise_request_exception = False
    assert client.get("/rules/702.126a")["X-Page-Cache"] == "miss"
    # Read a minute before the failure:
    monkeypatch.setattr(versions, "_last_read", [versions._last_read[0], versions._last_read[1] - 60])

    def refuse(*args, **kwargs):
        raise OperationalError("connection to server at 127.0.0.1 failed: Connection refused")

    monkeypatch.setattr(type(connections["default"]), "cursor", refuse)
    assert client.get("/rules/702.126a").status_code == 503
    cache.clear()


class LateServer:
    """A TCP port that refuses connections until open() forwards it to the real server: a restarting PostgreSQL."""

    def __init__(self, target):
        import socket

        self.target = target
        probe = socket.socket()
        probe.bind(("127.0.0.1", 0))
        self.port = probe.getsockname()[1]
        probe.close()  # nothing listens there: connections are refused
        self.listener = None

    def open(self):
        import socket
        import threading

        self.listener = socket.create_server(("127.0.0.1", self.port))
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self):
        import socket
        import threading

        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            server = socket.create_connection(self.target)
            for a, b in ((client, server), (server, client)):
                threading.Thread(target=self._pipe, args=(a, b), daemon=True).start()

    @staticmethod
    def _pipe(source, sink):
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for s in (source, sink):
                try:
                    s.close()
                except OSError:
                    pass

    def close(self):
        import socket

        if self.listener:
            try:
                self.listener.shutdown(socket.SHUT_RDWR)  # wakes the accepting thread, which holds the socket open
            except OSError:
                pass
            self.listener.close()


@pytest.mark.django_db(transaction=True)
def test_a_new_connection_waits_for_a_restarting_server(settings):
    """Issue 24, point 2: every request that arrived during a PostgreSQL restart (2-3 s) was a 503; a new connection
    now waits for the server for DATABASE_CONNECT_WAIT seconds from the outage's first refusal."""
    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL only (scripts/test_postgres.sh): SQLite has no server to restart")
    import threading
    import time

    from django.db import OperationalError

    import rulings_site.postgresql as waiting

    settings.DATABASE_CONNECT_WAIT = 5
    params = connection.get_connection_params()
    late = LateServer((params.get("host") or "127.0.0.1", int(params.get("port") or 5432)))
    restarting = connection.copy()
    restarting.settings_dict = {**restarting.settings_dict, "HOST": "127.0.0.1", "PORT": str(late.port)}
    waiting._refused_since[0] = None
    try:
        started = time.monotonic()
        threading.Timer(1.0, late.open).start()
        with restarting.cursor() as cursor:
            cursor.execute("SELECT 1")
            assert cursor.fetchone() == (1,)
        assert 0.9 < time.monotonic() - started < 4
        restarting.close()

        # An outage longer than the wait fails at once once the wait is spent, and /healthz never waits.
        late.close()
        waiting._refused_since[0] = time.monotonic() - 6
        started = time.monotonic()
        with pytest.raises(OperationalError):
            restarting.ensure_connection()
        assert time.monotonic() - started < 0.5
        waiting._refused_since[0] = None
        with waiting.without_waiting(), pytest.raises(OperationalError):
            restarting.ensure_connection()
        assert time.monotonic() - started < 1
    finally:
        late.close()
        restarting.close()
        waiting._refused_since[0] = None
