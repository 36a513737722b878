"""Whole anonymous pages and API answers from the one cache, keyed by the data version (dataversion.cache).

A page that only reads the database (a rule, its history, a diff, a card, their JSON) is the same for every
anonymous visitor until an import or a save advances the data version (dataversion.announce); with CACHE_URL
naming Redis, every node and worker shares it. Search is not cached here: its answers come from each node's own
index, which follows the database a moment later (search.follow), so one could be stored under a version it does
not show yet.

Only a GET by a visitor who is not logged in, answered 200 without setting a cookie, is stored. Settings:
PAGE_CACHE (on unless testing), PAGE_CACHE_NAMES (the URL names cached), PAGE_CACHE_PARAMS (the query parameters
the cached views read).

A page is keyed by the host (a feed's links are absolute), the path and the PAGE_CACHE_PARAMS it was asked with:
any other parameter (?utm_source=..., ?fbclid=...) changes nothing the views show, so it makes no entry of its
own. A request with `q` is never cached: every page's search box shows it.

Editors save translations often (a busy team, every few seconds). A view that says which translations it shows
(`@shows(...)`) is kept across the saves of the others: a rule page is not rebuilt when a ruling's French text is
saved. A view that says nothing is rebuilt after every change.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from urllib.parse import quote, urlencode

from django.conf import settings
from django.db import DatabaseError
from django.urls import Resolver404, resolve

from dataversion.cache import TIMEOUT, get, key, put
from dataversion.models import DataVersion
from rulings_site.postgresql import without_waiting


def shows(*translations: str, scope: Callable[[dict[str, Any]], str] | None = None) -> Callable[[Any], Any]:
    """Declares which translations a cached view's page shows: none, or DataVersion.TRANSLATIONS names
    ("rule_translations", "ruling_translations"). Its page is then kept across editors' saves of the others.
    scope: a function of the URL's keyword arguments naming the PageVersion of the page's own translations
    (a card page's: "card:<slug>"), which the saves of those translations advance."""
    unknown = set(translations) - set(DataVersion.TRANSLATIONS)
    if unknown:
        raise ValueError(f"unknown translations {sorted(unknown)}: use {DataVersion.TRANSLATIONS}")

    def declare(view: Any) -> Any:  # a view function, or a view class whose instance is the view (a Feed)
        view.page_shows = translations
        view.page_scope = scope
        return view

    return declare


def _cached_view(request: Any) -> Any:
    """The resolved view when this request's answer may come from the cache, else None."""
    if request.method != "GET" or not settings.PAGE_CACHE:
        return None
    user = getattr(request, "user", None)
    if user is not None and user.is_authenticated:
        return None
    try:
        match = resolve(request.path_info)
    except Resolver404:
        return None
    if match.view_name not in settings.PAGE_CACHE_NAMES or "q" in request.GET:
        return None
    return match


def page_address(request: Any) -> str:
    """What of the request changes a cached page: the host, the path, the parameters the views read (sorted)."""
    params = sorted((name, value) for name, value in request.GET.items() if name in settings.PAGE_CACHE_PARAMS)
    return "|".join([request.get_host(), quote(request.path), urlencode(params)])


def _cacheable_response(response: Any) -> bool:
    return (
        response.status_code == 200
        and not response.streaming
        and not response.cookies
        and len(response.content) <= settings.PAGE_CACHE_MAX_BYTES
        and "no-store" not in response.get("Cache-Control", "")
    )


class PageCacheMiddleware:
    """Answers anonymous GETs of the listed pages from the cache; stores what it builds."""

    def __init__(self, get_response: Callable[[Any], Any]) -> None:
        self.get_response = get_response

    def __call__(self, request: Any) -> Any:
        match = _cached_view(request)
        if match is None:
            return self.get_response(request)
        scope = getattr(match.func, "page_scope", None)
        try:
            with without_waiting():
                page_key = key(
                    "page",
                    page_address(request),
                    shows=getattr(match.func, "page_shows", None),
                    scope=scope(match.kwargs) if scope else None,
                )
        except DatabaseError:
            # The database does not answer and this process has no version to key the page by: the view says so.
            return self.get_response(request)
        response = get(page_key)
        if response is not None:
            response["X-Page-Cache"] = "hit"
            return response
        response = self.get_response(request)
        # A page that asked for a CSRF token holds this visitor's token: never anyone else's answer.
        if _cacheable_response(response) and not request.META.get("CSRF_COOKIE_NEEDS_UPDATE"):
            put(page_key, response, TIMEOUT)
        response["X-Page-Cache"] = "miss"
        return response
