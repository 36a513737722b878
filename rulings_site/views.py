from django.shortcuts import render

from rulings_site.api import json_error


def page_not_found(request, exception=None):
    if request.path.startswith("/api/"):
        return json_error("Not found.", status=404)
    return render(request, "404.html", {"path": request.path}, status=404)


def server_error(request):
    if request.path.startswith("/api/"):
        return json_error("Internal error.", status=500)
    return render(request, "500.html", status=500)
