"""The site-wide error pages are in the site's style."""

import json

import pytest
from django.core.management import call_command
from django.test import RequestFactory

from rulings_site.views import server_error


@pytest.mark.django_db
def test_404_for_an_unknown_address(client):
    r = client.get("/no/such/page")
    html = r.content.decode()
    assert r.status_code == 404
    assert 'class="site-header"' in html
    assert "/no/such/page" in html
    assert "<title>Not found" in html


def test_500_page_is_styled():
    request = RequestFactory().get("/rules/702.126a")
    r = server_error(request)
    html = r.content.decode()
    assert r.status_code == 500
    assert 'class="site-header"' in html
    assert "Something went wrong" in html


@pytest.mark.django_db
def test_static_files_are_served(client, settings):
    settings.WHITENOISE_USE_FINDERS = True  # tests skip collectstatic; whitenoise then reads the static folders
    for url in [
        "/static/css/site.css",
        "/static/js/site.js",
        "/static/vendor/mana/css/mana.css",
        "/static/vendor/mana/fonts/mana.woff2",
    ]:
        r = client.get(url)
        assert r.status_code == 200, url


def test_collectstatic_hashes_names_and_rewrites_font_urls(settings, tmp_path):
    """What `make serve` runs: every url() in the CSS must point at a shipped file, or collectstatic fails."""
    settings.STATIC_ROOT = tmp_path
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
    }
    call_command("collectstatic", "--noinput", verbosity=0)
    manifest = json.loads((tmp_path / "staticfiles.json").read_text())["paths"]
    hashed_css = (tmp_path / manifest["vendor/mana/css/mana.css"]).read_text()
    font = manifest["vendor/mana/fonts/mana.woff2"].rsplit("/", 1)[1]
    assert font != "mana.woff2"
    assert font in hashed_css
    assert manifest["css/site.css"] != "css/site.css"


@pytest.mark.django_db
def test_a_missing_csrf_token_is_explained_in_json_or_in_the_sites_style():
    from django.test import Client

    client = Client(enforce_csrf_checks=True)
    api = client.post("/editor/api/translations/1/preview", {"text": "x"})
    assert api.status_code == 403
    assert "security token" in api.json()["error"]
    page = client.post("/accounts/login/", {"username": "x", "password": "y"})
    assert page.status_code == 403
    html = page.content.decode()
    assert "security token" in html
    assert 'class="site-header"' in html


@pytest.mark.django_db
def test_pages_render_before_collectstatic(client, settings, tmp_path):
    # The production storage, with an empty STATIC_ROOT: no manifest yet.
    settings.STORAGES = {**settings.STORAGES, "staticfiles": {"BACKEND": "rulings_site.storage.StaticStorage"}}
    settings.STATIC_ROOT = tmp_path
    response = client.get("/")
    assert response.status_code == 200
    assert "vendor/mana/css/mana.css" in response.content.decode()
