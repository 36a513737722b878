from django.urls import path

from rules import (
    converters,  # noqa: F401  (registers <rule:…>)
    views,
)
from rules.feeds import RuleChangesFeed

app_name = "rules"

# The glossary, feed and diff routes come before the rule-number pattern.
urlpatterns = [
    path("", views.contents, name="contents"),
    path("glossary", views.glossary, name="glossary"),
    path("changes.atom", RuleChangesFeed(), name="changes_feed"),
    path("diff/", views.diff_form, name="diff_form"),
    path("diff/<str:old>/<str:new>", views.diff, name="diff"),
    path("<rule:number>/history", views.history, name="history"),
    path("<rule:number>", views.rule, name="rule"),
]
