from django.urls import path

from cards import api

urlpatterns = [
    path("cards/<path:name>", api.card_detail, name="card"),
]
