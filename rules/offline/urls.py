"""The offline site's URLs, at the site root, namespace "offline" (rules/offline/__init__.py)."""

from django.urls import path

from .views import bundle, manifest, service_worker, shell, version

app_name = "offline"
urlpatterns = [
    path("manifest.webmanifest", manifest, name="manifest"),
    path("sw.js", service_worker, name="service_worker"),
    path("offline/version.json", version, name="version"),
    path("offline/cr/<str:date>.json", bundle, name="bundle"),
    path("offline/page", shell, name="shell"),
]
