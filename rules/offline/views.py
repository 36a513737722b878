"""The offline site's views (rules/offline/__init__.py lists them); what they serve is built in bundle.py."""

import gzip

from django.contrib.staticfiles import finders
from django.contrib.staticfiles.storage import staticfiles_storage
from django.http import HttpResponse
from django.shortcuts import render
from django.templatetags.static import static
from django.urls import reverse
from django.views.decorators.http import condition, require_safe

from rules import selectors
from rules.models import CRVersion
from rulings_site.http import json_error, json_ok

from .bundle import BACKGROUND, SERVICE_WORKER, THEME, bundle_gzip, cr_key, offline_config


@require_safe
def manifest(request):
    home = reverse("home")
    data = {
        "id": home,
        "name": "MTG Rulings: Comprehensive Rules and rulings",
        "short_name": "Rulings",
        "description": "The Magic: The Gathering Comprehensive Rules and card rulings; today's rules work offline.",
        "lang": "en",
        "start_url": home,
        "scope": home,
        "display": "standalone",
        "theme_color": THEME,
        "background_color": BACKGROUND,
        "icons": [
            {"src": static("icons/icon-192.png"), "sizes": "192x192", "type": "image/png", "purpose": "any"},
            {"src": static("icons/icon-512.png"), "sizes": "512x512", "type": "image/png", "purpose": "any"},
            {
                "src": static("icons/icon-maskable-512.png"),
                "sizes": "512x512",
                "type": "image/png",
                "purpose": "maskable",
            },
            {"src": static("icons/icon.svg"), "sizes": "any", "type": "image/svg+xml", "purpose": "any"},
        ],
    }
    response = json_ok(data)
    response["Content-Type"] = "application/manifest+json"
    return response


def _service_worker_source():
    found = finders.find(SERVICE_WORKER)
    if found:
        with open(found, "rb") as handle:
            return handle.read()
    with staticfiles_storage.open(SERVICE_WORKER) as handle:  # a deployment with collected files only
        return handle.read()


@require_safe
def service_worker(request):
    """static/js/sw.js at the root, so its scope is the whole site; never cached, so updates reach phones."""
    response = HttpResponse(_service_worker_source(), content_type="text/javascript; charset=utf-8")
    response["Service-Worker-Allowed"] = reverse("home")
    response["Cache-Control"] = "no-cache"
    return response


@require_safe
def version(request):
    response = json_ok(offline_config(CRVersion.current()))
    response["Cache-Control"] = "no-cache"
    return response


def _asked_bundle(date):
    """(today's CRVersion, None) when `date` names it, else (None, the error response)."""
    try:
        asked = selectors.parse_version(date)
    except ValueError:
        return None, json_error(f"“{date}” is not a date: write it YYYY-MM-DD, e.g. 2025-11-14.", status=400)
    current = CRVersion.current()
    if current is None:
        return None, json_error("No Comprehensive Rules have been imported yet.", status=404)
    if asked != current.effective_date:
        return None, json_error(
            f"Only today's Comprehensive Rules ({current}) are kept offline, not {date}.",
            status=404,
            version=current.effective_date.isoformat(),
        )
    return current, None


def _bundle_etag(request, date):
    # None for a refused date: no conditional answer, the view says what is wrong.
    current, _ = _asked_bundle(date)
    return cr_key(current) if current is not None else None


@require_safe
@condition(etag_func=_bundle_etag)
def bundle(request, date):
    """Today's CR for the device; a 304 (Django's `condition`: weak comparison, lists, `*`) when it holds it."""
    current, refused = _asked_bundle(date)
    if refused is not None:
        return refused
    body = bundle_gzip(current)
    response = HttpResponse(content_type="application/json")
    if "gzip" in request.headers.get("Accept-Encoding", ""):
        response.content = body
        response["Content-Encoding"] = "gzip"
    else:
        response.content = gzip.decompress(body)
    response["Vary"] = "Accept-Encoding"
    response["Cache-Control"] = "no-cache"
    return response


@require_safe
def shell(request):
    """The frame of the pages the service worker draws offline (header, footer, assets); it fills <main>."""
    response = render(request, "offline.html")
    response["Cache-Control"] = "no-cache"
    return response
