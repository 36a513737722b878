from django.apps import AppConfig


class DataVersionConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "dataversion"
    verbose_name = "Data version"
