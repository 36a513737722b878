from django.urls import path

from cards import pages

urlpatterns = [
    # Pages (issue 5).
    path("cards/", pages.lookup, name="card_lookup"),
    path("cards/<str:slug>", pages.card, name="card"),
]
