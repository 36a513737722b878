from django.urls import path

from pages import card_api, rule_api

# In the namespace "api" beside each app's own (rulings_site.urls).
urlpatterns = [
    path("rules/<str:number>", rule_api.rule_detail, name="rule"),
    path("cards/<path:name>", card_api.card_detail, name="card"),
]
