"""After PostgreSQL restarts, a kept connection is checked before a request uses it (issue 24, N8).

Connections are kept for 60 s (conn_max_age); without CONN_HEALTH_CHECKS the first query of each worker's thread on
a connection the server had closed was a 500, for up to 20 s after a 10 s outage, cached pages included (the data
version is read first). The server's side of the connection is ended with pg_terminate_backend, as a restart does.
"""

import pytest
from django.db import close_old_connections, connection


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
