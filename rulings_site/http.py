"""How every view answers: JSON as {"error": message} for the API, the site's 400 and 404 pages for the rest.

The one way the API answers (json_ok, json_error) and the one way a page says what was wrong with a request
(raise BadRequest or NotFound inside a view wrapped by @page).
"""

import functools

from django.conf import settings
from django.http import JsonResponse
from django.shortcuts import render
from django.utils.cache import patch_cache_control


def json_ok(payload, status=200):
    return JsonResponse(payload, status=status, json_dumps_params={"ensure_ascii": False})


def json_error(message, status=400, **extra):
    return JsonResponse({"error": message, **extra}, status=status, json_dumps_params={"ensure_ascii": False})


class BadRequest(Exception):
    """A malformed parameter: the page answers 400 with this message."""


class NotFound(Exception):
    """Nothing at this address: the page answers 404 with this message."""


def bad_request(request, message):
    return render(request, "400.html", {"message": message}, status=400)


def not_found(request, message):
    return render(request, "404.html", {"path": request.path, "message": message}, status=404)


def page(view):
    """Answer BadRequest with a 400 page and NotFound with a 404 page, each saying what was wrong."""

    @functools.wraps(view)
    def wrapped(request, *args, **kwargs):
        try:
            return view(request, *args, **kwargs)
        except BadRequest as e:
            return bad_request(request, str(e))
        except NotFound as e:
            return not_found(request, str(e))

    return wrapped


BUSY_MESSAGE = "The database is busy with an import. Nothing was lost: wait a few seconds and try again."


def busy_database(request):
    """503 with Retry-After: the request changed nothing and can be sent again."""
    if "/api/" in request.path:
        response = json_error(BUSY_MESSAGE, status=503)
    else:
        response = render(request, "503.html", {"message": BUSY_MESSAGE}, status=503)
    response["Retry-After"] = "5"
    return response


DOWN_MESSAGE = (
    "The database does not answer right now (a restart takes seconds). Nothing was changed: try again in a moment."
)


def database_down():
    """True when the error was the database's absence, not the request's: the request could not connect, or its
    connection was cut (a restart ends every session; the server may be back already), or a fresh connection
    cannot run a query."""
    from django.db import DatabaseError, connection

    if connection.connection is None:
        return True  # the error came from connecting ("the database system is starting up", refused)
    if not connection.in_atomic_block and not connection.is_usable():
        return True
    probe = connection.copy()  # the request's own connection may be mid-transaction or broken: not it
    try:
        with probe.cursor() as cursor:
            cursor.execute("SELECT 1")
    except DatabaseError:
        return True
    finally:
        probe.close()
    return False


def unavailable_database(request):
    """503 with Retry-After: the database is restarting or gone; the request changed nothing."""
    if "/api/" in request.path:
        response = json_error(DOWN_MESSAGE, status=503)
    else:
        response = render(request, "503.html", {"message": DOWN_MESSAGE}, status=503)
    response["Retry-After"] = "5"
    return response


NUL_MESSAGE = "An address may not hold a NUL character (%00)."


class RejectNulMiddleware:
    """A NUL in the path or the query string is a 400 before any view: PostgreSQL refuses NUL in text, so a
    lookup with one would be a 500 there, and no name, number or query of the site holds one."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        query = request.META.get("QUERY_STRING", "")
        if "\x00" in request.path or "%00" in query or "\x00" in query:
            if "/api/" in request.path:
                return json_error(NUL_MESSAGE, status=400)
            return render(request, "400.html", {"message": NUL_MESSAGE}, status=400)
        return self.get_response(request)


ALLOWED_METHODS = ("GET", "HEAD", "POST")


class AllowedMethodsMiddleware:
    """The site reads with GET and HEAD and changes with POST: any other method (TRACE, OPTIONS, PUT...) is a 405
    before any view, so no view answers one it was never written for (a TRACE or an OPTIONS answered 200)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if request.method in ALLOWED_METHODS:
            return self.get_response(request)
        message = f"This site does not answer {request.method[:20]} requests: only GET, HEAD and POST."
        response = json_error(message, status=405) if "/api/" in request.path else bad_method_page(request, message)
        response["Allow"] = ", ".join(ALLOWED_METHODS)
        return response


def bad_method_page(request, message):
    return render(request, "400.html", {"message": message}, status=405)


class PrivatePagesMiddleware:
    """A logged-in visitor's answers are "private, no-store": they hold the visitor's name and CSRF token, so no
    proxy, browser cache or the service worker (static/js/sw.js) keeps them past the session."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if settings.SESSION_COOKIE_NAME not in request.COOKIES:
            return response  # no session: nobody is logged in (and the session is not read, so no Vary: Cookie)
        user = getattr(request, "user", None)
        if user is not None and user.is_authenticated:
            patch_cache_control(response, private=True, no_store=True)
        return response
