from django.apps import AppConfig


class EditorConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "editor"
    verbose_name = "Translation editing"

    def ready(self):
        from editor import receivers  # noqa: F401  (connects the receivers)
