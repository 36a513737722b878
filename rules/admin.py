from django.contrib import admin

from dataversion.admin_order import AnnouncedFirst
from rules.models import CRVersion, RuleParagraph


@admin.register(RuleParagraph)
class RuleParagraphAdmin(AnnouncedFirst, admin.ModelAdmin):
    list_display = ("number", "version", "change")
    list_filter = ("version",)
    search_fields = ("number", "text")


@admin.register(CRVersion)
class CRVersionAdmin(AnnouncedFirst, admin.ModelAdmin):
    pass
