from django.urls import path

from cards import views

app_name = "cards"

urlpatterns = [
    path("", views.lookup, name="lookup"),
    path("<str:slug>", views.card, name="card"),
]
