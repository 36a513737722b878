from django.urls import path

from pages import rule
from rules import (
    converters,  # noqa: F401  (registers <rule:…>)
    views,
)
from rules.feeds import RuleChangesFeed

# The namespace "rules": the CR's own pages (rules) and the rule page (pages).
app_name = "rules"

# The glossary, feed and diff routes come before the rule-number pattern.
urlpatterns = [
    path("", views.contents, name="contents"),
    path("glossary", views.glossary, name="glossary"),
    path("changes.atom", RuleChangesFeed(), name="changes_feed"),
    path("diff/", views.diff_form, name="diff_form"),
    path("diff/<str:old>/<str:new>", views.diff, name="diff"),
    path("<rule:number>/history", views.history, name="history"),
    path("<rule:number>", rule.rule, name="rule"),
]
