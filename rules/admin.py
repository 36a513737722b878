from django.contrib import admin

from rules.models import CRVersion, RuleParagraph


@admin.register(RuleParagraph)
class RuleParagraphAdmin(admin.ModelAdmin):
    list_display = ("number", "version", "change")
    list_filter = ("version",)
    search_fields = ("number", "text")


admin.site.register(CRVersion)
