from django.apps import AppConfig


class FetchingConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "fetching"
    verbose_name = "Fetching official sources"
