"""The search page and the JSON search API: both thin over query.search."""

from django.shortcuts import redirect, render
from django.views.decorators.http import require_safe

from rules.models import CRVersion
from rulings_site.http import json_error, json_ok

from .follow import no_index_message
from .indexdir import NoIndex
from .query import QueryError, search
from .schema import KINDS, LANGUAGES

CONTROLS = ("kind", "lang", "card", "date", "source", "version")


def _arguments(request):
    return {name: request.GET.get(name) or None for name in CONTROLS} | {"page": request.GET.get("page") or 1}


def search_api(request):
    """GET /api/search?q=&kind=&lang=&page= (also card=, date=, source=, version=)."""
    if request.method not in ("GET", "HEAD"):
        return json_error("Use GET.", status=405)
    try:
        result = search(request.GET.get("q", ""), **_arguments(request))
    except QueryError as exc:
        return json_error(str(exc), status=400)
    except NoIndex as exc:
        return json_error(no_index_message(exc), status=503)
    return json_ok(result)


@require_safe
def search_page(request):
    q = request.GET.get("q", "")
    arguments = _arguments(request)
    context = {
        "q": q,
        "controls": arguments,
        "kinds": KINDS,
        "languages": LANGUAGES,
        "sources": ("wotc", "scryfall"),
        "versions": _versions(),
        "result": None,
        "error": None,
    }
    status = 200
    if q.strip() or any(arguments[name] for name in CONTROLS):
        try:
            result = search(q, **arguments)
        except QueryError as exc:
            context["error"], status = str(exc), 400
        except NoIndex as exc:
            context["error"], status = no_index_message(exc), 503
        else:
            jump = result.get("jump")
            # A bare rule number that only ever meant one rule goes straight to it.
            if (
                jump
                and jump["exists"]
                and not jump["moved"]
                and not any(arguments[name] for name in CONTROLS)
                and str(arguments["page"]) == "1"
            ):
                return redirect(jump["url"])
            context["result"] = result
            context["page_numbers"] = _page_numbers(result["page"], result["pages"])
            context["start"] = (result["page"] - 1) * result["per_page"] + 1
    return render(request, "search/search.html", context, status=status)


def _versions():
    return [
        v.isoformat() for v in CRVersion.objects.order_by("-effective_date").values_list("effective_date", flat=True)
    ]


def _page_numbers(page, pages, around=2):
    shown = sorted({1, pages, *range(max(1, page - around), min(pages, page + around) + 1)})
    return shown
