"""The server's side of the offline site (rules/offline/): manifest, service worker, version, bundle, frame."""

import gzip
import json
import re
import struct
from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.staticfiles import finders
from django.test.html import parse_html
from django.urls import reverse
from pytest_django.asserts import assertInHTML

from rules.models import CRVersion, RuleParagraph
from rules.offline.bundle import bundle_gzip, offline_config
from tests.markup import find, find_all, text_of
from tests.pages.world import NEW

NEXT_CR = Path(settings.BASE_DIR) / "fixtures" / "cr" / "newer" / "MagicCompRules 20221118 excerpt.txt"
TEMPLATES = Path(settings.BASE_DIR) / "templates"


def config(client):
    response = client.get(reverse("offline:version"))
    assert response.status_code == 200
    assert response["Cache-Control"] == "no-cache"
    return response.json()


def bundle_of(client, url):
    response = client.get(url, HTTP_ACCEPT_ENCODING="gzip, br")
    assert response.status_code == 200
    assert response["Content-Encoding"] == "gzip"
    return json.loads(gzip.decompress(response.content))


def png_size(path):
    header = Path(path).read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", header[16:24])


def test_manifest_names_the_app_its_start_and_real_icons(client, world):
    response = client.get("/manifest.webmanifest")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/manifest+json"
    manifest = response.json()
    assert manifest["start_url"] == manifest["scope"] == reverse("home")
    assert manifest["display"] == "standalone"
    assert manifest["short_name"] == "Rulings"
    assert manifest["theme_color"] == "#1d1f24"
    purposes = set()
    for icon in manifest["icons"]:
        name = icon["src"].removeprefix(settings.STATIC_URL if settings.STATIC_URL.startswith("/") else "/static/")
        path = finders.find(name)
        assert path, icon["src"]
        if icon["type"] == "image/png":
            width, height = png_size(path)
            assert icon["sizes"] == f"{width}x{height}"
        purposes.add(icon["purpose"])
    assert {"any", "maskable"} <= purposes
    assert {"192x192", "512x512"} <= {icon["sizes"] for icon in manifest["icons"]}


def test_every_page_links_the_manifest_and_installs_the_worker_from_a_static_script(client, world):
    html = client.get("/rules/702.126a").content.decode()
    assertInHTML(f'<link rel="manifest" href="{reverse("offline:manifest")}">', html)
    [script] = [s for s in find_all(html, "script", src=True) if dict(s.attributes)["src"].endswith("/offline.js")]
    attributes = dict(script.attributes)
    assert "defer" in attributes
    assert (attributes["data-worker"], attributes["data-config"]) == (
        reverse("offline:service_worker"),
        reverse("offline:version"),
    )


def test_service_worker_is_served_from_the_root_scope_and_never_cached(client, world):
    response = client.get("/sw.js")
    assert response.status_code == 200
    assert response["Content-Type"] == "text/javascript; charset=utf-8"
    assert response["Service-Worker-Allowed"] == "/"
    assert response["Cache-Control"] == "no-cache"
    assert response.content == Path(finders.find("js/sw.js")).read_bytes()
    assert client.post("/sw.js").status_code == 405


def test_version_names_the_current_cr_its_bundle_and_what_to_keep(client, world):
    data = config(client)
    assert data["version"] == NEW.isoformat()
    assert data["key"].startswith(NEW.isoformat() + ".")
    assert data["bundle"].startswith(f"/offline/cr/{NEW.isoformat()}.json?cr=")
    assert data["shell"] == reverse("offline:shell")
    assert data["precache"] == [reverse("home")]
    assert data["urls"]["contents"] == "/rules/"
    assert data["urls"]["search"] == reverse("search:search")
    for url in data["assets"]:
        assert finders.find(url.removeprefix(data["urls"]["static"])), url
    # The mana font is kept with its stylesheet.
    assert any(url.endswith("mana.woff2") for url in data["assets"])
    assert any(url.endswith("minisearch.js") for url in data["assets"])


@pytest.mark.parametrize("path", ["/", "/rules/702.126a", "/search?q=improvise", "/cards/reverse-engineer"])
def test_the_kept_assets_are_every_stylesheet_and_script_the_pages_load(client, world, path):
    kept = set(config(client)["assets"])
    html = client.get(path).content.decode()
    loaded = {dict(link.attributes)["href"] for link in find_all(html, "link", rel="stylesheet")}
    loaded |= {dict(script.attributes)["src"] for script in find_all(html, "script", src=True)}
    assert any(url.endswith(".css") for url in loaded)  # a parse that found nothing would prove nothing
    assert loaded <= kept, loaded - kept


def test_bundle_holds_every_rule_linked_as_online_the_glossary_and_older_numbers(client, world):
    data = bundle_of(client, config(client)["bundle"])
    current = CRVersion.current()
    numbers = list(RuleParagraph.objects.filter(version=current).order_by("position").values_list("number", flat=True))
    assert [rule["number"] for rule in data["rules"]] == numbers
    rules = {rule["number"]: rule for rule in data["rules"]}
    assert rules["702.126a"]["parent"] == "702.126"
    assert rules["702.126"]["title"] == "Improvise"
    assert rules["7"]["kind"] == "section"
    assert rules["7"]["parent"] is None
    # Rule numbers link to today's rule pages, glossary terms to the glossary, as on the rule page.
    assertInHTML('<a class="rule-ref" href="/rules/601.2f">601.2f</a>', rules["702.126b"]["html"])
    assertInHTML('<a class="term" href="/rules/glossary#total-cost">total cost</a>', rules["702.126a"]["html"])
    improvise = parse_html(rules["702.126a"]["html"])
    assert text_of(improvise.children[0]) == "Improvise"  # the first word is the link to its glossary entry
    assert find(improvise.children[0], "a", class_="term")
    assert improvise.children[1].startswith("is a static ability")
    assert find(rules["601.2f"]["examples"][0], "span", class_="ms-3", aria_hidden="true")
    assert [(e["term"], e["anchor"]) for e in data["glossary"]] == [
        ("Improvise", "improvise"),
        ("Total Cost", "total-cost"),
    ]
    assertInHTML('<a class="rule-ref" href="/rules/702.126">702.126</a>', data["glossary"][0]["html"])
    # 702.125b and c are gone from today's CR: the same rules are 702.126b and c; 702.125a is today's Undaunted.
    assert data["moved"] == {"702.125b": "702.126b", "702.125c": "702.126c"}
    assert data["version"] == NEW.isoformat()


def test_bundle_text_is_escaped(client, world):
    paragraph = RuleParagraph.objects.get(version=CRVersion.current(), number="702.126c")
    paragraph.text = "Redundant <script>alert(1)</script> & more."
    paragraph.save()
    rules = {rule["number"]: rule for rule in bundle_of(client, config(client)["bundle"])["rules"]}
    assert rules["702.126c"]["html"] == "Redundant &lt;script&gt;alert(1)&lt;/script&gt; &amp; more."


def test_bundle_answers_plain_json_without_gzip_and_304_when_unchanged(client, world):
    url = config(client)["bundle"]
    plain = client.get(url)
    assert plain.status_code == 200
    assert "Content-Encoding" not in plain
    assert plain["Vary"] == "Accept-Encoding"
    assert plain.json()["rules"]
    assert client.get(url, HTTP_IF_NONE_MATCH=plain["ETag"]).status_code == 304


@pytest.mark.parametrize(
    "asked",
    [
        "{etag}",
        "W/{etag}",  # If-None-Match compares weakly (RFC 9110 13.1.2)
        '"an-older-key", {etag}',
        '"an-older-key",W/{etag}',
        "*",  # any current representation: this one exists
    ],
)
def test_bundle_is_not_sent_again_to_a_device_that_holds_it(client, world, asked):
    url = config(client)["bundle"]
    etag = client.get(url)["ETag"]
    response = client.get(url, HTTP_IF_NONE_MATCH=asked.format(etag=etag))
    assert response.status_code == 304
    assert response["ETag"] == etag
    assert response.content == b""


@pytest.mark.parametrize("asked", ['"an-older-key"', 'W/"an-older-key", "another"', ""])
def test_bundle_is_sent_to_a_device_that_holds_another(client, world, asked):
    url = config(client)["bundle"]
    response = client.get(url, HTTP_IF_NONE_MATCH=asked)
    assert response.status_code == 200
    assert response.json()["rules"]


def test_bundle_refuses_other_versions_and_bad_dates_with_a_message(client, world):
    older = client.get(reverse("offline:bundle", args=["2022-06-10"]))
    assert older.status_code == 404
    assert older.json()["error"] == "Only today's Comprehensive Rules (2022-09-09) are kept offline, not 2022-06-10."
    bad = client.get(reverse("offline:bundle", args=["yesterday"]))
    assert bad.status_code == 400
    assert "YYYY-MM-DD" in bad.json()["error"]
    CRVersion.objects.all().delete()
    none = client.get(reverse("offline:bundle", args=["2022-09-09"]))
    assert none.status_code == 404
    assert none.json()["error"] == "No Comprehensive Rules have been imported yet."
    assert config(client)["bundle"] is None


def test_key_and_bundle_change_when_a_new_cr_version_is_imported(client, world):
    from ingest.cr import import_cr_files

    before = config(client)
    [result] = import_cr_files([NEXT_CR])
    assert result.ok
    after = config(client)
    assert after["version"] == "2022-11-18"
    assert after["key"] != before["key"]
    assert after["bundle"] != before["bundle"]
    assert "702.161a" in {rule["number"] for rule in bundle_of(client, after["bundle"])["rules"]}
    assert client.get(before["bundle"]).status_code == 404


def test_key_is_stable_while_nothing_changes(client, world):
    assert config(client)["key"] == config(client)["key"]
    version = CRVersion.current()
    assert offline_config(version)["key"] == config(client)["key"]
    assert bundle_gzip(version) == bundle_gzip(version)


def test_shell_is_the_site_frame_with_a_slot_for_offline_pages(client, world):
    response = client.get(reverse("offline:shell"))
    assert response.status_code == 200
    html = response.content.decode()
    assert re.search(r"<!--offline-content-->.*You are offline.*<!--/offline-content-->", html, re.S)
    assertInHTML("<title>Offline · Rulings</title>", html)
    assert find_all(html, class_="site-header")
    assert [s for s in find_all(html, "script", src=True) if dict(s.attributes)["src"].endswith("/offline.js")]


def test_no_template_has_an_inline_script_or_event_handler():
    # A Content-Security-Policy without 'unsafe-inline' is coming: every script is a static file.
    for template in TEMPLATES.rglob("*.html"):
        html = template.read_text(encoding="utf-8")
        for tag in re.findall(r"<script\b[^>]*>", html):
            assert "src=" in tag, f"{template}: {tag}"
        assert not re.search(r"\son[a-z]+\s*=", html), template
