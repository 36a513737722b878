"""A URLconf for tests/site/test_errors.py: the site's URLs plus one view that fails."""

from django.urls import path

from rulings_site.urls import handler403, handler404, handler500  # noqa: F401 (the site's error views)
from rulings_site.urls import urlpatterns as site_patterns


def broken(request):
    raise RuntimeError("a bug the test planted")


urlpatterns = [path("broken", broken), path("api/broken", broken), *site_patterns]
