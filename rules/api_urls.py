from django.urls import path

from rules import api

urlpatterns = [
    path("changes/<str:old>/<str:new>", api.changes_between, name="changes"),
]
