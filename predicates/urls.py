from django.urls import path

from predicates import views

app_name = "predicates"

urlpatterns = [
    path("", views.predicate_list, name="list"),
    path("<str:name>", views.predicate_detail, name="detail"),
]
