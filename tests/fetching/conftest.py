"""A local stand-in for WotC's site: a real HTTP server in a thread, on 127.0.0.1, never the internet.

Each test says what the server answers: the saved rules page (its
media.wizards.com links pointed at this server), CR files that honour
If-None-Match, and the failures fetch_rules must survive.
"""

import hashlib
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import quote, unquote, urlsplit

import pytest

PAGE = Path(__file__).resolve().parent / "data" / "rules_page.html"
WOTC_MEDIA = "https://media.wizards.com"
PAGE_TXT_LINK = "MagicCompRules%2020251114.txt"  # the TXT link of the saved page
PAGE_PATH = "/en/rules"
DOWNLOADS = "/2025/downloads/"
LAST_MODIFIED = "Fri, 14 Nov 2025 17:00:00 GMT"

# A complete CR, small: the parser needs the header, Contents, the rules, Glossary and Credits.
CR_TEMPLATE = """Magic: The Gathering Comprehensive Rules

These rules are effective as of {date}.

Introduction

This document is the ultimate authority for Magic: The Gathering competitive game play.

Contents

1. Game Concepts
100. General
101. The Magic Golden Rules

Glossary

Credits

1. Game Concepts

100. General

100.1. These Magic rules apply to any Magic game with two or more players.

100.1a A two-player game is a game that begins with only two players.

100.1b A multiplayer game is a game that begins with more than two players. See section 8, "Multiplayer Rules."

100.2. To play, each player needs their own deck of traditional Magic cards.

101. The Magic Golden Rules

101.1. Whenever a card's text directly contradicts these rules, the card takes precedence.

101.2. When a rule allows something to happen, and an effect states that it can't happen, the "can't" effect wins.
{extra}
Glossary

Abandon
To turn a face-up ongoing scheme card face down and put it on the bottom of its owner's scheme deck.

Ability
1. Text on an object that explains what that object does or can do.

Credits

Magic: The Gathering Original Game Design: Richard Garfield
"""
NEW_RULE = (
    "\n101.3. Any part of an instruction that's impossible to perform is ignored. "
    "(In many cases the card will specify consequences for this; if it doesn't, there's no effect.)\n"
)


def cr_bytes(date, *, edited=False, added=False):
    """A CR file as WotC publishes it (UTF-8 with BOM, CRLF), effective on date ("November 14, 2025")."""
    text = CR_TEMPLATE.format(date=date, extra=NEW_RULE if added else "")
    if edited:
        text = text.replace("the card takes precedence.", "the card takes precedence over the rules.")
    return b"\xef\xbb\xbf" + text.replace("\n", "\r\n").encode("utf-8")


# --- what the server answers --------------------------------------------------------------


def respond(body, content_type="text/plain; charset=utf-8", status=200, headers=()):
    def route(handler):
        handler.send_response(status)
        handler.send_header("Content-Type", content_type)
        handler.send_header("Content-Length", str(len(body)))
        for name, value in headers:
            handler.send_header(name, value)
        handler.end_headers()
        handler.wfile.write(body)

    return route


def cr_file(data):
    """A file with an ETag and a Last-Modified, answering 304 to its own ETag."""
    etag = f'"{hashlib.sha256(data).hexdigest()[:16]}"'

    def route(handler):
        if handler.headers.get("If-None-Match") == etag:
            handler.send_response(304)
            handler.send_header("ETag", etag)
            handler.end_headers()
            return
        respond(data, headers=[("ETag", etag), ("Last-Modified", LAST_MODIFIED)])(handler)

    route.etag = etag
    return route


def failing(times, then, status=500):
    """status for the first `times` requests, then what `then` answers."""
    left = [times]

    def route(handler):
        if left[0] > 0:
            left[0] -= 1
            respond(b"Internal Server Error", status=status)(handler)
        else:
            then(handler)

    return route


def unannounced(size):
    """A body with no Content-Length (ended by closing the connection): only counting its bytes can cap it."""

    def route(handler):
        handler.send_response(200)
        handler.send_header("Content-Type", "text/plain")
        handler.end_headers()
        block = b"x" * 4096
        for _ in range(size // len(block) + 1):
            handler.wfile.write(block)

    return route


class Site:
    def __init__(self, base):
        self.base = base
        self.routes = {}
        self.requests = []  # (path, headers) of every request, in order
        self.release = threading.Event()  # ends the hanging answers when the test is over

    def url(self, path=PAGE_PATH):
        return self.base + path

    def rules_page(self, txt_name="MagicCompRules 20251114.txt"):
        """The saved WotC page, its downloads here, its TXT link naming txt_name."""
        html = PAGE.read_text(encoding="utf-8").replace(WOTC_MEDIA, self.base).replace(PAGE_TXT_LINK, quote(txt_name))
        assert WOTC_MEDIA not in html
        self.routes[PAGE_PATH] = respond(html.encode("utf-8"), "text/html; charset=utf-8")

    def serve(self, name, route):
        """Answer the download of the file called name (WotC's name, unquoted) with route."""
        self.routes[DOWNLOADS + name] = route
        return route

    def hang(self, name):
        def route(handler):
            self.release.wait(30)

        return self.serve(name, route)

    def requests_to(self, name):
        return [headers for path, headers in self.requests if path == DOWNLOADS + name]


class _Handler(BaseHTTPRequestHandler):
    def do_GET(self):
        site = self.server.site
        path = unquote(urlsplit(self.path).path)
        site.requests.append((path, dict(self.headers)))
        route = site.routes.get(path)
        if route is None:
            self.send_error(404)
        else:
            route(self)

    def log_message(self, format, *args):
        pass


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        pass  # a client that gave up (timeout, cap) leaves a broken pipe: expected here


@pytest.fixture
def site():
    server = _Server(("127.0.0.1", 0), _Handler)
    server.site = Site(f"http://127.0.0.1:{server.server_port}")
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    yield server.site
    server.site.release.set()
    server.shutdown()
    server.server_close()
