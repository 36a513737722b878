from django.apps import AppConfig


class PredicatesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "predicates"
    verbose_name = "Rule predicates"
