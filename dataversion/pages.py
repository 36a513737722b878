"""Whole anonymous pages and API answers from the one cache, keyed by the data version (dataversion.cache).

A page that only reads the database (a rule, its history, a diff, a card, their JSON) is the same for every
anonymous visitor until an import or a save bumps the data version; with CACHE_URL naming Redis, every node
and worker shares it. Search is not cached here: its answers come from each node's own index, which follows
the database a moment later (search.follow), so one could be stored under a version it does not show yet.

Only a GET by a visitor who is not logged in, answered 200 without setting a cookie, is stored. Settings:
PAGE_CACHE (on unless testing), PAGE_CACHE_NAMES (the URL names cached).
"""

from django.conf import settings
from django.urls import Resolver404, resolve

from dataversion.cache import TIMEOUT, get, key, put

MAX_BYTES = 512 * 1024  # bigger answers are rare and cheap to rebuild compared with what they would hold


def _cacheable_request(request):
    if request.method != "GET" or not settings.PAGE_CACHE:
        return False
    user = getattr(request, "user", None)
    if user is not None and user.is_authenticated:
        return False
    try:
        match = resolve(request.path_info)
    except Resolver404:
        return False
    return match.view_name in settings.PAGE_CACHE_NAMES


def _cacheable_response(response):
    return (
        response.status_code == 200
        and not response.streaming
        and not response.cookies
        and len(response.content) <= MAX_BYTES
        and "no-store" not in response.get("Cache-Control", "")
    )


class PageCacheMiddleware:
    """Answers anonymous GETs of the listed pages from the cache; stores what it builds."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if not _cacheable_request(request):
            return self.get_response(request)
        page_key = key("page", request.get_full_path())
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
