"""Today's rules offline: the web app manifest, the service worker, and the bundle of today's CR it keeps.

Mounted at the site root (the service worker must live there to control every page), namespace "offline":

    /manifest.webmanifest           the installable app: name, icons, colours, start URL
    /sw.js                          static/js/sw.js, served from the root scope
    /offline/version.json           what the service worker keeps, under a key that changes with the CR
    /offline/cr/<date>.json         today's CR: every rule as HTML, the glossary, older numbers; gzip
    /offline/page                   the frame the service worker fills with the pages it draws offline

The service worker asks for version.json after each page is shown (while online); when its key differs from the
one it keeps, it downloads the new bundle, the assets and the frame, then drops the old copy. See docs/pages.md.
"""

import gzip
import hashlib
import json
from functools import lru_cache

from django.contrib.staticfiles import finders
from django.contrib.staticfiles.storage import staticfiles_storage
from django.core.cache import cache
from django.http import HttpResponse, HttpResponseNotModified
from django.shortcuts import render
from django.template.defaultfilters import linebreaksbr
from django.template.loader import get_template
from django.templatetags.static import PrefixNode, static
from django.urls import path, reverse
from django.utils.text import slugify
from django.views.decorators.http import require_safe

from rules import selectors
from rules.models import CRVersion, GlossaryEntry, RuleParagraph
from rules.text import TextLinker
from rulings_site.http import json_error, json_ok

# Bumped when the bundle's shape changes, so every phone fetches it again.
BUNDLE_FORMAT = 1
BUNDLE_CACHE_SECONDS = 7 * 24 * 3600
SERVICE_WORKER = "js/sw.js"
# Everything a page drawn offline loads. Fonts: woff2 only, which every browser with service workers reads.
ASSETS = (
    "css/site.css",
    "css/search.css",
    "js/site.js",
    "js/offline.js",
    "js/offline-search.js",
    "vendor/mana/css/mana.css",
    "vendor/mana/fonts/mana.woff2",
    "vendor/minisearch/minisearch.js",
    "icons/icon.svg",
    "icons/icon-192.png",
    "icons/icon-512.png",
)
SEARCH_SCRIPTS = ("vendor/minisearch/minisearch.js", "js/offline-search.js")
SEARCH_STYLES = ("css/search.css",)
# The templates of the pages kept whole: a change to their markup must refresh the kept copies.
SHELL_TEMPLATES = ("base.html", "offline.html", "home.html")
THEME = "#1d1f24"  # --ink of site.css: the header
BACKGROUND = "#f4f2ee"  # --wash


# ---------------------------------------------------------------- what the service worker keeps


def cr_key(version):
    """Changes when the CR in force changes: another version, or the same date imported again."""
    if version is None:
        return "none"
    parts = f"{BUNDLE_FORMAT}|{version.effective_date}|{version.checksum}|{version.imported_at.isoformat()}"
    return hashlib.sha256(parts.encode()).hexdigest()[:16]


@lru_cache(maxsize=1)
def _templates_digest():
    sources = "".join(get_template(name).template.source for name in SHELL_TEMPLATES)
    return hashlib.sha256(sources.encode()).hexdigest()


def offline_config(version):
    """The service worker's instructions: what to keep, under which key, and where the site's pages live."""
    assets = [static(name) for name in ASSETS]
    bundle = None
    if version is not None:
        bundle = f"{reverse('offline:bundle', args=[version.effective_date.isoformat()])}?cr={cr_key(version)}"
    key_parts = [cr_key(version), _templates_digest(), *assets]
    key = hashlib.sha256("|".join(key_parts).encode()).hexdigest()[:16]
    home = reverse("home")
    return {
        "key": f"{version.effective_date.isoformat()}.{key}" if version else f"none.{key}",
        "version": version.effective_date.isoformat() if version else None,
        "bundle": bundle,
        "shell": reverse("offline:shell"),
        "precache": [home],
        "assets": assets,
        "search_scripts": [static(name) for name in SEARCH_SCRIPTS],
        "search_styles": [static(name) for name in SEARCH_STYLES],
        "urls": {
            "home": home,
            "contents": reverse("rules:contents"),
            "glossary": reverse("rules:glossary"),
            "search": reverse("search:search"),
            "static": PrefixNode.handle_simple("STATIC_URL"),
            "logout": reverse("logout"),  # the kept pages go at logout
        },
        # Pages kept when visited, to open again offline: everything under these (the home page is kept with the CR).
        "keep": [reverse("rules:contents"), reverse("cards:lookup"), reverse("predicates:list")],
    }


# ---------------------------------------------------------------- the bundle of today's CR


def former_numbers(version):
    """{number: today's number} for the numbers not in `version` whose rule lives on in it under another number.

    Read as the rule pages and the search do: an old number names the newest older paragraph that had it,
    and that paragraph's lineage says where the rule is today.
    """
    today = dict(
        RuleParagraph.objects.filter(version=version, lineage__isnull=False).values_list("lineage_id", "number")
    )
    current = set(RuleParagraph.objects.filter(version=version).values_list("number", flat=True))
    newest = {}
    older = (
        RuleParagraph.objects.filter(version__effective_date__lt=version.effective_date)
        .order_by("version__effective_date")
        .values_list("number", "lineage_id")
    )
    for number, lineage_id in older.iterator(chunk_size=5000):
        if number not in current:
            newest[number] = lineage_id
    return {number: today[lineage] for number, lineage in sorted(newest.items()) if lineage in today}


def bundle_payload(version):
    """Today's CR as the offline pages and the offline search read it; rules text as HTML, linked as online."""
    terms = list(GlossaryEntry.objects.filter(version=version).values_list("term", flat=True))
    linker = TextLinker(glossary_terms=terms)  # today's rule pages link the glossary's terms
    plain = TextLinker()  # the glossary page links rule numbers only
    rows = (
        RuleParagraph.objects.filter(version=version)
        .order_by("position")
        .values_list("number", "kind", "title", "text", "examples", "parent__number")
    )
    rules = [
        {
            "number": number,
            "kind": kind,
            "title": title,
            "html": str(linebreaksbr(linker.render(text))),
            "examples": [str(linker.render(example)) for example in examples],
            "parent": parent,
        }
        for number, kind, title, text, examples, parent in rows
    ]
    glossary = [
        {"term": term, "anchor": slugify(term), "html": str(linebreaksbr(plain.render(text)))}
        for term, text in GlossaryEntry.objects.filter(version=version).order_by("position").values_list("term", "text")
    ]
    return {
        "format": BUNDLE_FORMAT,
        "version": version.effective_date.isoformat(),
        "key": cr_key(version),
        "rules": rules,
        "glossary": glossary,
        "moved": former_numbers(version),
    }


def bundle_gzip(version):
    """The bundle as gzip bytes, built once per CR: linking a whole CR's text takes seconds.

    Cached under the CR's own key (its checksum and import time), not the data version: editors' saves
    bump that, and they change nothing of the English rules the bundle holds.
    """
    key = f"offline-bundle:{cr_key(version)}"
    body = cache.get(key)
    if body is None:
        data = json.dumps(bundle_payload(version), ensure_ascii=False, separators=(",", ":")).encode()
        body = gzip.compress(data, compresslevel=9, mtime=0)
        cache.set(key, body, BUNDLE_CACHE_SECONDS)
    return body


# ---------------------------------------------------------------- views


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


@require_safe
def bundle(request, date):
    try:
        asked = selectors.parse_version(date)
    except ValueError:
        return json_error(f"“{date}” is not a date: write it YYYY-MM-DD, e.g. 2025-11-14.", status=400)
    current = CRVersion.current()
    if current is None:
        return json_error("No Comprehensive Rules have been imported yet.", status=404)
    if asked != current.effective_date:
        return json_error(
            f"Only today's Comprehensive Rules ({current}) are kept offline, not {date}.",
            status=404,
            version=current.effective_date.isoformat(),
        )
    etag = f'"{cr_key(current)}"'
    if etag in request.headers.get("If-None-Match", ""):
        return HttpResponseNotModified(headers={"ETag": etag})
    body = bundle_gzip(current)
    response = HttpResponse(content_type="application/json")
    if "gzip" in request.headers.get("Accept-Encoding", ""):
        response.content = body
        response["Content-Encoding"] = "gzip"
    else:
        response.content = gzip.decompress(body)
    response["Vary"] = "Accept-Encoding"
    response["ETag"] = etag
    response["Cache-Control"] = "no-cache"
    return response


@require_safe
def shell(request):
    """The frame of the pages the service worker draws offline (header, footer, assets); it fills <main>."""
    response = render(request, "offline.html")
    response["Cache-Control"] = "no-cache"
    return response


app_name = "offline"
urlpatterns = [
    path("manifest.webmanifest", manifest, name="manifest"),
    path("sw.js", service_worker, name="service_worker"),
    path("offline/version.json", version, name="version"),
    path("offline/cr/<str:date>.json", bundle, name="bundle"),
    path("offline/page", shell, name="shell"),
]
