from django.contrib import admin

from cards.models import Card, CardLocalization, CardSet


@admin.register(Card)
class CardAdmin(admin.ModelAdmin):
    list_display = ("name", "mana_cost", "type_line")
    search_fields = ("name", "localizations__name")


admin.site.register(CardSet)
admin.site.register(CardLocalization)
