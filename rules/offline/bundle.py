"""What the service worker keeps (offline_config, under a key that changes with the CR, the assets and the page
templates) and the bundle of today's CR it reads offline (bundle_payload), gzipped once per CR (bundle_gzip)."""

import gzip
import hashlib
import json
from functools import lru_cache

from django.core.cache import cache
from django.template.defaultfilters import linebreaksbr
from django.template.loader import get_template
from django.templatetags.static import PrefixNode, static
from django.urls import reverse
from django.utils.text import slugify

from rules.models import GlossaryEntry, RuleParagraph
from rules.text import TextLinker

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
