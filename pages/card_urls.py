from django.urls import path

from cards import views as card_views
from pages import card

# The namespace "cards": the lookup form (cards) and the card page (pages).
app_name = "cards"

urlpatterns = [
    path("", card_views.lookup, name="lookup"),
    path("<str:slug>", card.card, name="card"),
]
