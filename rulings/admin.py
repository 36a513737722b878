from django.contrib import admin

from dataversion.admin_order import AnnouncedFirst
from rulings.models import Ruling

# Translations are changed through the editors' workflow (editor/), which keeps history and checks.


@admin.register(Ruling)
class RulingAdmin(AnnouncedFirst, admin.ModelAdmin):
    list_display = ("uid", "date", "source", "text")
    search_fields = ("uid", "text")
