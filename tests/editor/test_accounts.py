"""Accounts: login pages, rate limiting, password change, the create_editor command, audit log."""

import io

import pytest
from django.contrib.auth.models import User
from django.core.management import CommandError, call_command
from django.test import Client

from editor import ratelimit
from editor.models import AuditEntry, LoginAttempt

from .conftest import PASSWORD

pytestmark = pytest.mark.django_db


def login(client, username, password):
    return client.post("/accounts/login/", {"username": username, "password": password})


def test_login_and_logout_pages(editor_user):
    client = Client(enforce_csrf_checks=True)
    page = client.get("/accounts/login/?next=/editor/")
    assert page.status_code == 200 and 'name="csrfmiddlewaretoken"' in page.content.decode()
    token = page.cookies["csrftoken"].value
    response = client.post(
        "/accounts/login/",
        {"username": "edith", "password": PASSWORD, "next": "/editor/", "csrfmiddlewaretoken": token},
    )
    assert response.status_code == 302 and response["Location"] == "/editor/"
    assert client.get("/editor/").status_code == 200
    token = client.cookies["csrftoken"].value
    assert client.post("/accounts/logout/", {"csrfmiddlewaretoken": token}).status_code == 200
    assert client.get("/editor/").status_code == 302


def test_login_without_csrf_token_is_refused(editor_user):
    client = Client(enforce_csrf_checks=True)
    assert login(client, "edith", PASSWORD).status_code == 403


def test_failed_logins_are_rate_limited_per_username_and_address(editor_user):
    client = Client()
    for _ in range(ratelimit.LIMIT):
        response = login(client, "edith", "wrong password")
        assert response.status_code == 200 and "correct username and password" in response.content.decode()
    locked = login(client, "edith", PASSWORD)  # even the right password is refused while locked
    assert locked.status_code == 429 and "Too many failed logins" in locked.content.decode()
    assert "_auth_user_id" not in client.session
    # Another address is not locked out by someone else's failures.
    other = Client(REMOTE_ADDR="10.0.0.9")
    assert login(other, "edith", PASSWORD).status_code == 302
    assert AuditEntry.objects.filter(action="login.rate_limited").exists()
    assert AuditEntry.objects.filter(action="login.failed").count() == ratelimit.LIMIT


def test_lock_expires_after_the_window(editor_user):
    client = Client()
    for _ in range(ratelimit.LIMIT):
        login(client, "edith", "nope")
    LoginAttempt.objects.update(created_at=LoginAttempt.objects.first().created_at - ratelimit.WINDOW)
    assert login(client, "edith", PASSWORD).status_code == 302


def test_password_change(editor_client):
    assert editor_client.get("/accounts/password_change/").status_code == 200
    response = editor_client.post(
        "/accounts/password_change/",
        {
            "old_password": PASSWORD,
            "new_password1": "another long passphrase 7",
            "new_password2": "another long passphrase 7",
        },
    )
    assert response.status_code == 302
    assert User.objects.get(username="edith").check_password("another long passphrase 7")
    assert Client().get("/accounts/password_change/").status_code == 302


def test_create_editor_command_sets_role_and_password(monkeypatch):
    out = io.StringIO()
    call_command("create_editor", "ines", "--role", "reviewer", "--password", "a fine long passphrase 9", stdout=out)
    user = User.objects.get(username="ines")
    assert list(user.groups.values_list("name", flat=True)) == ["reviewer"] and user.check_password(
        "a fine long passphrase 9"
    )
    monkeypatch.setenv("EDITOR_PASSWORD", "yet another passphrase 3")
    call_command("create_editor", "ines", "--role", "editor", stdout=out)
    user.refresh_from_db()
    assert list(user.groups.values_list("name", flat=True)) == ["editor"] and user.check_password(
        "yet another passphrase 3"
    )
    assert (
        Client().post("/accounts/login/", {"username": "ines", "password": "yet another passphrase 3"}).status_code
        == 302
    )


def test_create_editor_refuses_weak_or_missing_password_and_bad_role(monkeypatch):
    monkeypatch.delenv("EDITOR_PASSWORD", raising=False)
    with pytest.raises(CommandError, match="Password refused"):
        call_command("create_editor", "weak", "--password", "123")
    with pytest.raises(CommandError):
        call_command("create_editor", "norole", "--role", "admin", "--password", "a fine long passphrase 9")
    monkeypatch.setattr("os.isatty", lambda fd: False)
    with pytest.raises(CommandError, match="No password"):
        call_command("create_editor", "nopass")
    assert not User.objects.filter(username__in=["weak", "norole", "nopass"]).exists()


def test_editor_actions_are_audited(machine_translation, editor_client, editor_user, caplog):
    with caplog.at_level("INFO", logger="editor.audit"):
        editor_client.post(
            f"/editor/translations/{machine_translation.pk}", {"text": "Essai.", "base_revision": 1, "save": "1"}
        )
        editor_client.get("/editor/export?format=xliff")
    assert AuditEntry.objects.filter(
        user=editor_user, action="translation.save", translation=machine_translation
    ).exists()
    assert AuditEntry.objects.filter(user=editor_user, action="translations.export").exists()
    assert any("translation.save user=edith" in r.getMessage() for r in caplog.records)
