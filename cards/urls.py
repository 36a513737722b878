from django.urls import path

from cards import api, pages

urlpatterns = [
    # Pages (issue 5).
    path("cards/", pages.lookup, name="card_lookup"),
    path("cards/<str:slug>", pages.card, name="card"),
    # JSON API (issue 2).
    path("api/cards/<path:name>", api.card_detail, name="api_card"),
]
