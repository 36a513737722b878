from django.urls import path

from predicates import views

urlpatterns = [
    path("predicates/", views.api_list, name="predicates"),
    path("predicates/<str:name>", views.api_predicate, name="predicate"),
]
