from django.urls import path

from rules import api

urlpatterns = [
    path("rules/<str:number>", api.rule_detail, name="rule"),
    path("changes/<str:old>/<str:new>", api.changes_between, name="changes"),
]
