"""Start warm, pages: a request of each kind of page, answered in gunicorn's master before it forks the workers.

A fresh process's first page pays for what Django and the apps build on first use and then keep: the URL resolver,
the templates compiled by the cached loader, the text linkers and keyword tables of dataversion.cache (local memory
unless CACHE_URL), the rule finder and lexicons of the search index. Built once in the master (gunicorn.conf.py's
when_ready, with the search warm-up, SEARCH_WARM), every worker inherits them by fork instead of making its first
visitors wait for them (bench/warm_start_bench.py --first-requests measures it).

The requests go through the whole WSGI application, middleware included, with an empty `q`: a request with `q` is
never answered from the page cache (dataversion.pages), so each page is built here even when Redis holds it.
"""

import io
import logging
import time

from django.conf import settings
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from django.urls import reverse

logger = logging.getLogger("rulings_site.warm")


def warm_paths():
    """A rule page, a card page, a search, the home and contents pages, a rule's JSON: what visitors ask most."""
    from cards.models import Card
    from rules.models import CRVersion, RuleParagraph

    paths = [reverse("home"), reverse("rules:contents")]
    current = CRVersion.current()
    number = (
        RuleParagraph.objects.filter(version=current).order_by("pk").values_list("number", flat=True)[20:21].first()
        if current
        else None
    )
    if number:
        paths += [reverse("rules:rule", args=[number]), reverse("api:rule", args=[number])]
    card = Card.objects.order_by("pk").first()
    if card:
        paths.append(card.get_absolute_url())
    paths.append(f"{reverse('search:search')}?q=mana+ability+stack")
    return paths


def warm_host():
    for host in settings.ALLOWED_HOSTS:
        if host and host != "*" and not host.startswith("."):
            return host
    return "localhost"


def _environ(path):
    path, _, query = path.partition("?")
    params = query.split("&") if query else []
    if not any(param.startswith("q=") for param in params):
        params.append("q=")
    return {
        "REQUEST_METHOD": "GET",
        "PATH_INFO": path,
        "QUERY_STRING": "&".join(params),
        "SERVER_NAME": warm_host(),
        "SERVER_PORT": "443",
        "HTTP_HOST": warm_host(),
        "REMOTE_ADDR": "127.0.0.1",
        "wsgi.url_scheme": "https",  # what SECURE_SSL_REDIRECT would ask for (and, behind a proxy, its header)
        "HTTP_X_FORWARDED_PROTO": "https",
        "wsgi.input": io.BytesIO(),
        "wsgi.errors": io.StringIO(),
        "wsgi.version": (1, 0),
        "wsgi.multithread": False,
        "wsgi.multiprocess": True,
        "wsgi.run_once": False,
    }


def warm_pages(paths=None):
    """Answer each path once in this process; returns {"pages": answered, "seconds": s, "statuses": {path: code}}.
    A page that fails is logged and skipped: the warm-up never stops a server from starting."""
    from rulings_site.wsgi import application

    started = time.perf_counter()
    statuses = {}
    # The pages share this process's database connection, as Django's test client does: each request's end would
    # otherwise close it (close_old_connections), inside a test's transaction on PostgreSQL too. gunicorn's master
    # closes its connections itself after the warm-up, before it forks.
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    try:
        _answer_each(application, paths if paths is not None else warm_paths(), statuses)
    finally:
        request_started.connect(close_old_connections)
        request_finished.connect(close_old_connections)
    return {"pages": len(statuses), "seconds": time.perf_counter() - started, "statuses": statuses}


def _answer_each(application, paths, statuses):
    for path in paths:
        status = []

        def start_response(code, headers, exc_info=None, status=status):
            status.append(code)

        try:
            body = application(_environ(path), start_response)
            for _ in body:
                pass
            if hasattr(body, "close"):
                body.close()
        except Exception:
            logger.exception("warm-up of %s failed", path)
            status.append("error")
        statuses[path] = status[0].split()[0] if status else "error"


def warm_tables():
    """Build what pages build from the data and keep per data version, when the data changed: the ruling-link tables
    of every CR version (0.23-0.35 s of CPU on the corpus, rulings.link_tables), else paid by the first rule page
    after each import or edit. Called by the search follower after each change it applies (gunicorn.conf.py), so in
    the worker that follows and, through the shared cache, for every worker and node; a no-op when they are built."""
    from rules.models import CRVersion
    from rulings import links

    current = CRVersion.current()
    if current is not None:
        links.dated_table(current.pk, current.pk)
