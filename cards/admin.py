from django.contrib import admin

from cards.models import Card, CardLocalization, CardSet
from dataversion.admin_order import AnnouncedFirst


@admin.register(Card)
class CardAdmin(AnnouncedFirst, admin.ModelAdmin):
    list_display = ("name", "mana_cost", "type_line")
    search_fields = ("name", "localizations__name")


@admin.register(CardSet)
class CardSetAdmin(AnnouncedFirst, admin.ModelAdmin):
    pass


@admin.register(CardLocalization)
class CardLocalizationAdmin(AnnouncedFirst, admin.ModelAdmin):
    pass
