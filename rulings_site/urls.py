from django.contrib import admin
from django.urls import include, path

from rules import views as rule_views
from rulings_site import health

# Each app owns its pages (under its own prefix and namespace) and its JSON API (under /api/, namespace "api");
# this file only mounts them.
api_patterns = [
    path("", include("rules.api_urls")),
    path("", include("cards.api_urls")),
    path("", include("predicates.api_urls")),
    path("", include("search.api_urls")),
]

urlpatterns = [
    path("", rule_views.home, name="home"),
    path("", include("rules.offline")),  # manifest, /sw.js (root scope), the offline bundle
    path("rules/", include("rules.urls")),
    path("cards/", include("cards.urls")),
    path("predicates/", include("predicates.urls")),
    path("search", include("search.urls")),
    path("api/", include((api_patterns, "api"))),
    path("", include("editor.urls")),
    path("admin/", admin.site.urls),
    path("healthz", health.healthz, name="healthz"),  # 200 when the database and the index answer (haproxy)
]

handler404 = "rulings_site.views.page_not_found"
handler500 = "rulings_site.views.server_error"
handler403 = "rulings_site.views.permission_denied"
