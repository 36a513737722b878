import sys

from django.db.utils import InterfaceError, OperationalError
from django.shortcuts import render

from rulings_site.http import database_down, json_error, unavailable_database
from rulings_site.requestlog import current_request_id


def _wants_json(request):
    return request.path.startswith("/api/") or "/api/" in request.path


def page_not_found(request, exception=None):
    if _wants_json(request):
        return json_error("Not found.", status=404)
    return render(request, "404.html", {"path": request.path}, status=404)


def permission_denied(request, exception=None):
    if _wants_json(request):
        return json_error("You are not allowed to do this.", status=403)
    return render(request, "403.html", {"reason": ""}, status=403)


def csrf_failure(request, reason=""):
    # Django's own CSRF page is plain HTML; the JSON endpoints answer in JSON and the pages in the site's style.
    message = "The form's security token was missing or out of date: reload the page and submit again."
    if _wants_json(request):
        return json_error(message, status=403)
    return render(request, "403.html", {"reason": message}, status=403)


def server_error(request):
    # A database restarting or down, met outside a view (the page cache's key reads the data version): 503, retry.
    if isinstance(sys.exc_info()[1], (OperationalError, InterfaceError)) and database_down():
        return unavailable_database(request)
    # The id matches the traceback in the log (rulings_site.requestlog).
    request_id = current_request_id()
    if _wants_json(request):
        return json_error("Internal error.", status=500, request_id=request_id)
    return render(request, "500.html", {"request_id": request_id}, status=500)
