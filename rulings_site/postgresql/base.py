"""The PostgreSQL backend whose new connections wait out a restart (see the package's docstring)."""

from django.conf import settings
from django.db.backends.postgresql import base

from rulings_site.postgresql import connect_waiting


class DatabaseWrapper(base.DatabaseWrapper):
    def get_new_connection(self, conn_params):
        wait = getattr(settings, "DATABASE_CONNECT_WAIT", 0)
        return connect_waiting(lambda: super(DatabaseWrapper, self).get_new_connection(conn_params), wait)
