from django.contrib import admin
from django.urls import include, path

# Each feature owns its URL module; this file only mounts them.
urlpatterns = [
    path("admin/", admin.site.urls),
    path("", include("rulings.search.urls")),
    path("", include("rulings.predicate_urls")),
    path("", include("rulings.urls")),
    path("", include("cards.urls")),
    path("", include("editor.urls")),
]

handler404 = "rulings_site.views.page_not_found"
handler500 = "rulings_site.views.server_error"
handler403 = "rulings_site.views.permission_denied"
