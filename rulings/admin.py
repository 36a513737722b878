from django.contrib import admin

from rules.models import CRVersion, RuleParagraph

from rulings.models import Ruling

# Translations are changed through the editors' workflow (editor/), which keeps history and checks.


@admin.register(Ruling)
class RulingAdmin(admin.ModelAdmin):
    list_display = ("uid", "date", "source", "text")
    search_fields = ("uid", "text")


@admin.register(RuleParagraph)
class RuleParagraphAdmin(admin.ModelAdmin):
    list_display = ("number", "version", "change")
    list_filter = ("version",)
    search_fields = ("number", "text")


admin.site.register(CRVersion)
