from django.contrib import admin

from .models import FetchedSource


@admin.register(FetchedSource)
class FetchedSourceAdmin(admin.ModelAdmin):
    list_display = ("file_name", "url", "fetched_at", "checked_at")
    readonly_fields = ("url", "etag", "last_modified", "sha256", "file_name", "version", "fetched_at", "checked_at")
