from django.urls import path

from rulings import predicate_views

urlpatterns = [
    path("api/predicates/", predicate_views.api_list, name="api_predicates"),
    path("api/predicates/<str:name>", predicate_views.api_predicate, name="api_predicate"),
    path("predicates/", predicate_views.predicate_list, name="predicates"),
    path("predicates/<str:name>", predicate_views.predicate_detail, name="predicate"),
]
