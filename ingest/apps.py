from django.apps import AppConfig


class IngestConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "ingest"
    verbose_name = "Imports and fetches: every step that follows, in order"
