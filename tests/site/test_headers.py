"""Security headers on every page, and `check --deploy` clean with the documented production settings."""

import os
import secrets
import subprocess
import sys
from pathlib import Path

import pytest
from pytest_django.asserts import assertInHTML

from tests.markup import find, find_all, text_of

ROOT = Path(__file__).resolve().parents[2]
# The production settings docs/production.md documents, behind HTTPS.
PRODUCTION = {
    "SECRET_KEY": secrets.token_urlsafe(60),
    "ALLOWED_HOSTS": "rules.example.org",
    "SECURE_COOKIES": "1",
    "SECURE_SSL_REDIRECT": "1",
    "SECURE_HSTS_SECONDS": "31536000",
    "SECURE_HSTS_PRELOAD": "1",
}


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/", "/rules/702.126a", "/search?q=improvise", "/api/rules/702.126a"])
def test_every_answer_carries_a_content_security_policy_without_inline_script(client, path):
    response = client.get(path)
    policy = response["Content-Security-Policy"]
    directives = dict(part.strip().split(" ", 1) for part in policy.split(";") if part.strip())
    assert directives["script-src"] == "'self'"
    assert "unsafe-inline" not in policy
    assert directives["frame-ancestors"] == "'none'"
    assert response["X-Frame-Options"] == "DENY"
    assert response["X-Content-Type-Options"] == "nosniff"


@pytest.mark.django_db
def test_pages_have_no_inline_script(client):
    for path in ["/", "/rules/702.126a", "/cards/whir-of-invention", "/predicates/improvise", "/search?q=ward"]:
        scripts = find_all(client.get(path).content.decode(), "script")
        assert scripts, path  # the page loads its scripts: a parse that found none would check nothing
        for script in scripts:
            assert dict(script.attributes).get("src"), (path, script)
            assert not script.children, (path, script)


@pytest.mark.parametrize("preload", ["1", None], ids=["preloaded", "not yet preloaded"])
def test_check_deploy_is_clean_with_the_documented_production_settings(preload):
    env = {**os.environ, **PRODUCTION, "PYTHONPATH": str(ROOT)}
    if preload is None:
        del env["SECURE_HSTS_PRELOAD"]  # issue 24, N14: warned W021
    env.pop("DEBUG", None)
    done = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.django_db
def test_an_editors_markdown_is_rendered_and_sanitised_on_public_pages(client):
    from rules.models import RuleParagraph
    from translations.models import Translation, text_hash

    paragraph = RuleParagraph.objects.filter(number="702.126a").order_by("-version__effective_date").first()
    Translation.objects.update_or_create(
        rule=paragraph.lineage,
        language="fr",
        defaults={
            "text": "L'*improvisation* est [décrite ici](https://example.org) selon 601.2f. <script>alert(1)</script>"
            " [piège](javascript:alert(1))",
            "origin": "editor",
            "status": "approved",
            "source_hash": text_hash(paragraph.full_text),
        },
    )
    html = client.get("/rules/702.126a").content.decode()
    french = find(html, lang="fr")
    assertInHTML("<em>improvisation</em>", str(french))
    assert find_all(french, "a", href="https://example.org")
    assert find_all(french, "a", href="/rules/601.2f")  # rule numbers still link
    assert not [s for s in find_all(html, "script") if "alert" in text_of(s)]
    assert not [a for a in find_all(french, "a", href=True) if "javascript:" in dict(a.attributes)["href"]]
    assert "javascript:" not in text_of(french)


@pytest.mark.django_db
@pytest.mark.parametrize("method", ["TRACE", "OPTIONS", "PUT", "DELETE", "PATCH", "PROPFIND"])
@pytest.mark.parametrize("path", ["/", "/rules/702.126a", "/api/rules/702.126a", "/accounts/login/"])
def test_methods_the_site_does_not_use_are_refused(client, method, path):
    """Issue 24, N14: TRACE and OPTIONS answered 200."""
    response = client.generic(method, path)
    assert response.status_code == 405
    assert response["Allow"] == "GET, HEAD, POST"


@pytest.mark.django_db
def test_head_still_answers(client):
    assert client.head("/rules/702.126a").status_code == 200


@pytest.mark.django_db
def test_a_logged_in_visitors_answers_are_private_and_not_stored(client):
    """Issue 24, N11: they hold the visitor's name and CSRF token (the service worker kept them after logout)."""
    from tests.editor.conftest import make_user

    assert "no-store" not in client.get("/rules/702.126a").get("Cache-Control", "")
    client.force_login(make_user("edith", "editor"))
    for path in ("/rules/702.126a", "/editor/", "/offline/version.json"):
        control = client.get(path)["Cache-Control"]
        assert "private" in control and "no-store" in control, path
