from django.contrib import admin

from .models import AuditEntry, CheckOverride, Comment, TranslationRevision


@admin.register(TranslationRevision)
class TranslationRevisionAdmin(admin.ModelAdmin):
    list_display = ("translation", "number", "action", "user", "status", "created_at")
    list_filter = ("action", "status")
    raw_id_fields = ("translation",)


@admin.register(CheckOverride)
class CheckOverrideAdmin(admin.ModelAdmin):
    list_display = ("revision", "reviewer", "failed_checks", "created_at")


@admin.register(Comment)
class CommentAdmin(admin.ModelAdmin):
    list_display = ("translation", "user", "created_at")
    raw_id_fields = ("translation",)


@admin.register(AuditEntry)
class AuditEntryAdmin(admin.ModelAdmin):
    list_display = ("created_at", "user", "action", "translation", "ip")
    list_filter = ("action",)
    readonly_fields = ("created_at", "user", "action", "translation", "detail", "ip")
