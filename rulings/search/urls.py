from django.urls import path

from . import views

urlpatterns = [
    path("search", views.search_page, name="search"),
    path("api/search", views.search_api, name="api-search"),
]
