import os
import sys

from django.apps import AppConfig
from django.conf import settings


class SearchConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "search"
    verbose_name = "Search"

    def ready(self):
        from search import receivers  # noqa: F401  (connects the receivers)

        # The development server follows the change log itself when asked (`make dev`); its autoreloader's
        # parent process only watches files. gunicorn starts the follower in its workers (gunicorn.conf.py).
        if settings.SEARCH_FOLLOW and "runserver" in sys.argv and self._serving_process():
            from search.follow import start_in_background

            start_in_background()

    @staticmethod
    def _serving_process():
        return os.environ.get("RUN_MAIN") == "true" or "--noreload" in sys.argv
