from django.urls import path, re_path

from rulings import api_views, pages
from rulings.feeds import RuleChangesFeed

urlpatterns = [
    # JSON API (issue 2).
    path("api/rules/<str:number>", api_views.rule_detail, name="api_rule"),
    path("api/changes/<str:old>/<str:new>", api_views.changes_between, name="api_changes"),
    # Pages (issue 5). The glossary and diff routes come before the rule-number pattern.
    path("", pages.home, name="home"),
    path("rules/", pages.contents, name="rules_contents"),
    path("rules/glossary", pages.glossary, name="rules_glossary"),
    path("rules/changes.atom", RuleChangesFeed(), name="rules_changes_feed"),
    path("rules/diff/", pages.diff_form, name="rules_diff_form"),
    path("rules/diff/<str:old>/<str:new>", pages.diff, name="rules_diff"),
    re_path(r"^rules/(?P<number>[0-9][0-9a-zA-Z.]{0,19})/history$", pages.history, name="rule_history"),
    re_path(r"^rules/(?P<number>[0-9][0-9a-zA-Z.]{0,19})$", pages.rule, name="rule"),
]
