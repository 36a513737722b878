"""Accounts: login pages, the lockout (django-axes) on every way to guess a password, the client address behind a
proxy, password change, where a login lands, the create_editor command, the audit log."""

import datetime
import io

import pytest
from axes.models import AccessAttempt
from django.contrib.auth.models import User
from django.core.management import CommandError, call_command
from django.test import Client
from pytest_django.asserts import assertContains, assertInHTML, assertRedirects

from editor.models import AuditEntry
from tests.markup import find

from .conftest import PASSWORD, logged_in, make_user

pytestmark = pytest.mark.django_db

LIMIT = 5  # failures per account, and per address, within WINDOW
WINDOW = datetime.timedelta(minutes=15)
LOCKED = (
    '<p class="error" role="alert" id="login-locked">Too many failed logins for this account or from your address. '
    "Try again in 15 minutes.</p>"
)
WRONG = "Please enter a correct username and password."


def login(client, username, password, url="/accounts/login/"):
    return client.post(url, {"username": username, "password": password})


def from_address(address):
    return Client(REMOTE_ADDR=address)


def assert_locked(response):
    assert response.status_code == 429
    assertInHTML(LOCKED, response.content.decode())


def logged_in_as(client):
    return client.session.get("_auth_user_id")


def test_login_and_logout_pages(editor_user):
    client = Client(enforce_csrf_checks=True)
    page = client.get("/accounts/login/?next=/editor/")
    assert page.status_code == 200
    assertContains(page, '<input type="hidden" name="next" value="/editor/">', html=True)
    token = page.cookies["csrftoken"].value
    response = client.post(
        "/accounts/login/",
        {"username": "edith", "password": PASSWORD, "next": "/editor/", "csrfmiddlewaretoken": token},
    )
    assertRedirects(response, "/editor/")
    token = client.cookies["csrftoken"].value
    assert client.post("/accounts/logout/", {"csrfmiddlewaretoken": token}).status_code == 200
    assert client.get("/editor/").status_code == 302


def test_login_without_csrf_token_is_refused(editor_user):
    client = Client(enforce_csrf_checks=True)
    assert login(client, "edith", PASSWORD).status_code == 403


# --- where a login without ?next= lands (it was /accounts/profile/, a 404) -------------------------------------


def test_an_editor_without_next_lands_on_the_queue(editor_user):
    client = Client()
    response = login(client, "edith", PASSWORD)
    assertRedirects(response, "/editor/")


def test_a_reader_without_next_lands_on_the_home_page(reader_user):
    client = Client()
    response = login(client, "rita", PASSWORD)
    assertRedirects(response, "/")


def test_next_still_wins(editor_user):
    response = Client().post("/accounts/login/", {"username": "edith", "password": PASSWORD, "next": "/rules/"})
    assert response["Location"] == "/rules/"


# --- the lockout ---------------------------------------------------------------------------------------------


def test_five_failures_lock_the_account_even_with_the_right_password(editor_user):
    client = Client()
    for _ in range(LIMIT - 1):
        response = login(client, "edith", "wrong password")
        assert response.status_code == 200
        assertContains(response, WRONG)
    assert_locked(login(client, "edith", "wrong password"))  # the fifth failure locks
    assert_locked(login(client, "edith", PASSWORD))
    assert logged_in_as(client) is None
    # Per account: another address does not get fresh tries at the same account.
    assert_locked(login(from_address("10.0.0.9"), "edith", PASSWORD))


def test_strangers_cannot_lock_an_editor_out_of_the_address_they_log_in_from(editor_user):
    """Issue 24: anyone could lock every account, the superuser's included, with five requests each."""
    home = from_address("198.51.100.5")
    assert login(home, "edith", PASSWORD).status_code == 302  # edith's usual address
    for n in range(LIMIT):
        login(from_address(f"203.0.113.{n}"), "edith", "wrong password")
    # The account is locked for every other address...
    assert_locked(login(from_address("203.0.113.99"), "edith", PASSWORD))
    # ...not at home, with the right password.
    home = from_address("198.51.100.5")
    assert login(home, "edith", PASSWORD).status_code == 302
    assert logged_in_as(home) == str(editor_user.pk)


def test_failures_from_the_known_address_still_lock_it(editor_user):
    assert login(from_address("198.51.100.5"), "edith", PASSWORD).status_code == 302
    home = from_address("198.51.100.5")
    answers = [login(home, "edith", "wrong password").status_code for _ in range(LIMIT)]
    assert answers == [200] * (LIMIT - 1) + [429]
    assert_locked(login(home, "edith", PASSWORD))


def test_an_address_is_known_to_the_account_that_logged_in_from_it_only(editor_user):
    make_user("rene", "reviewer")
    assert login(from_address("198.51.100.5"), "rene", PASSWORD).status_code == 302
    for n in range(LIMIT):
        login(from_address(f"203.0.113.{n}"), "edith", "wrong password")
    assert_locked(login(from_address("198.51.100.5"), "edith", PASSWORD))


def test_a_known_address_still_has_its_own_cap(editor_user):
    """One address guessing many accounts is stopped, even an address an editor logged in from."""
    assert login(from_address("198.51.100.5"), "edith", PASSWORD).status_code == 302
    home = from_address("198.51.100.5")
    answers = [login(home, f"someone{n}", "wrong password").status_code for n in range(LIMIT + 2)]
    assert answers.count(429) == 3
    assert_locked(login(home, "edith", PASSWORD))


def test_an_address_older_than_the_window_is_not_known(editor_user, settings):
    assert login(from_address("198.51.100.5"), "edith", PASSWORD).status_code == 302
    AuditEntry.objects.filter(action="login").update(
        created_at=AuditEntry.objects.get(action="login").created_at
        - datetime.timedelta(days=settings.LOCKOUT_KNOWN_ADDRESS_DAYS + 1)
    )
    for n in range(LIMIT):
        login(from_address(f"203.0.113.{n}"), "edith", "wrong password")
    assert_locked(login(from_address("198.51.100.5"), "edith", PASSWORD))


def test_the_superuser_is_never_locked_out_of_the_command_line(db):
    User.objects.create_superuser("root", password=PASSWORD)
    for n in range(LIMIT):
        login(from_address(f"203.0.113.{n}"), "root", "wrong password", url="/admin/login/")
    assert_locked(login(from_address("192.0.2.50"), "root", PASSWORD, url="/admin/login/"))
    call_command("axes_reset_username", "root", stdout=io.StringIO())
    assert login(from_address("192.0.2.50"), "root", PASSWORD, url="/admin/login/").status_code == 302


@pytest.mark.parametrize("spelling", ["ed2 ", "ｅｄ２", "ED2"])
def test_a_locked_account_cannot_be_entered_by_another_spelling(db, spelling):
    """The finding: with ed2 locked, "ed2 " or "ｅｄ２" got five fresh tries and logged in."""
    make_user("ed2", "editor")
    client = Client()
    for _ in range(LIMIT):
        login(client, "ed2", "wrong password")
    assert_locked(login(client, spelling, PASSWORD))
    assert logged_in_as(client) is None


def test_the_lock_follows_the_account_however_the_username_is_typed(db):
    """Login strips and NFKC-normalises the username: "ed2 " and full-width "ｅｄ２" are ed2, and spend its tries."""
    make_user("ed2", "editor")
    spellings = ["ed2 ", "ｅｄ２", "ED2", " Ed2", "ed2"]
    # Each spelling really is the account: without failures, it logs in as ed2.
    for spelling in spellings[:2]:
        client = from_address("192.0.2.1")
        assert login(client, spelling, PASSWORD).status_code == 302
        assert logged_in_as(client) == str(User.objects.get(username="ed2").pk)
    # Five failures, each spelled differently and from its own address: no address reaches its own limit.
    answers = [
        login(from_address(f"192.0.2.{n}"), spelling, "wrong password").status_code
        for n, spelling in enumerate(spellings, start=10)
    ]
    assert answers == [200] * (LIMIT - 1) + [429]
    for spelling in ["ed2 ", "ｅｄ２", "ed2"]:
        client = from_address("198.51.100.1")
        assert_locked(login(client, spelling, PASSWORD))
        assert logged_in_as(client) is None


def test_one_address_trying_many_usernames_is_stopped(editor_user):
    attacker = from_address("203.0.113.66")
    answers = [login(attacker, f"user{n}", "guess").status_code for n in range(20)]
    assert answers.count(200) == LIMIT - 1
    assert answers.count(429) == 20 - (LIMIT - 1)
    # Even an account nobody guessed at cannot log in from that address meanwhile...
    assert_locked(login(attacker, "edith", PASSWORD))
    # ...but it can from its own.
    assert login(from_address("10.0.0.9"), "edith", PASSWORD).status_code == 302


def test_admin_login_guessing_is_capped(db):
    User.objects.create_superuser("boss", password=PASSWORD)
    client = Client()
    answers = [login(client, "boss", f"guess {n}", url="/admin/login/").status_code for n in range(20)]
    assert answers.count(429) == 20 - (LIMIT - 1)
    response = login(client, "boss", PASSWORD, url="/admin/login/")
    assert_locked(response)
    assert logged_in_as(client) is None
    assert client.get("/admin/").status_code == 302  # no superuser in
    assert AuditEntry.objects.filter(action="login.failed", detail__path="/admin/login/").count() >= LIMIT
    assert AuditEntry.objects.filter(action="login.rate_limited", detail__path="/admin/login/").exists()


def password_change(client, old, url="/accounts/password_change/"):
    new = "another long passphrase 7"
    return client.post(url, {"old_password": old, "new_password1": new, "new_password2": new})


def test_password_change_guessing_is_capped(editor_client, editor_user):
    for _ in range(LIMIT - 1):
        response = password_change(editor_client, "not my password")
        assert response.status_code == 200
        assertContains(response, "Your old password was entered incorrectly.")
    assert_locked(password_change(editor_client, "not my password"))
    assert_locked(password_change(editor_client, PASSWORD))  # the right one too, while locked
    editor_user.refresh_from_db()
    assert editor_user.check_password(PASSWORD)
    # The guesses count against the account at the login page as well.
    assert_locked(login(from_address("10.0.0.9"), "edith", PASSWORD))
    failures = AuditEntry.objects.filter(action="login.failed", user=editor_user)
    assert failures.filter(detail__path="/accounts/password_change/").count() >= LIMIT


def test_admin_password_change_guessing_is_capped(db):
    boss = User.objects.create_superuser("boss", password=PASSWORD)
    client = logged_in(boss)
    url = "/admin/password_change/"
    page = client.get(url)
    assert page.status_code == 200
    assert find(page.content.decode(), "input", name="old_password", type="password")
    answers = [password_change(client, f"guess {n}", url=url).status_code for n in range(LIMIT)]
    assert answers == [200] * (LIMIT - 1) + [429]
    assert_locked(password_change(client, PASSWORD, url=url))
    boss.refresh_from_db()
    assert boss.check_password(PASSWORD)
    # Staff only, as the admin's own page was.
    assert Client().get(url).status_code == 302
    assert logged_in(make_user("rita")).get(url).status_code == 302


def test_admin_password_change_still_works(db):
    boss = User.objects.create_superuser("boss", password=PASSWORD)
    response = password_change(logged_in(boss), PASSWORD, url="/admin/password_change/")
    assertRedirects(response, "/admin/password_change/done/")
    boss.refresh_from_db()
    assert boss.check_password("another long passphrase 7")


def test_password_change(editor_client):
    assert editor_client.get("/accounts/password_change/").status_code == 200
    response = password_change(editor_client, PASSWORD)
    assert response.status_code == 302
    assert User.objects.get(username="edith").check_password("another long passphrase 7")
    assert Client().get("/accounts/password_change/").status_code == 302


def test_a_lockout_is_audited(editor_user, caplog):
    client = from_address("10.1.2.3")
    with caplog.at_level("INFO", logger="editor.audit"):
        for _ in range(LIMIT):
            login(client, "Edith ", "wrong password")
    assert AuditEntry.objects.filter(action="login.failed", ip="10.1.2.3").count() == LIMIT
    lockout = AuditEntry.objects.get(action="login.rate_limited")
    assert lockout.ip == "10.1.2.3"
    assert lockout.detail["username"] == "edith"
    assert any(r.getMessage().startswith("login.rate_limited") for r in caplog.records)


def test_successful_logins_are_audited(editor_user):
    login(from_address("10.1.2.4"), "edith", PASSWORD)
    assert AuditEntry.objects.filter(action="login", user=editor_user, ip="10.1.2.4").exists()


def test_the_lock_ends_after_the_window(editor_user):
    client = Client()
    for _ in range(LIMIT):
        login(client, "edith", "nope")
    assert_locked(login(client, "edith", PASSWORD))
    AccessAttempt.objects.update(attempt_time=AccessAttempt.objects.first().attempt_time - WINDOW)
    assert login(client, "edith", PASSWORD).status_code == 302


# --- the client address behind a proxy -------------------------------------------------------------------------


def test_x_forwarded_for_is_ignored_unless_from_a_trusted_proxy(editor_user, settings):
    settings.TRUSTED_PROXIES = []
    client = from_address("203.0.113.5")
    # A client inventing a new X-Forwarded-For each time still counts as its own address.
    for n in range(LIMIT):
        client.post(
            "/accounts/login/",
            {"username": f"user{n}", "password": "guess"},
            headers={"X-Forwarded-For": f"198.51.100.{n}"},
        )
    assert set(AuditEntry.objects.filter(action="login.failed").values_list("ip", flat=True)) == {"203.0.113.5"}
    assert_locked(
        client.post(
            "/accounts/login/", {"username": "edith", "password": PASSWORD}, headers={"X-Forwarded-For": "192.0.2.77"}
        )
    )


def test_x_forwarded_for_from_a_trusted_proxy_names_the_client(editor_user, settings):
    settings.TRUSTED_PROXIES = ["10.0.0.0/8"]
    proxy = from_address("10.0.0.1")

    def via_proxy(forwarded, username, password):
        return proxy.post(
            "/accounts/login/", {"username": username, "password": password}, headers={"X-Forwarded-For": forwarded}
        )

    for n in range(LIMIT):
        via_proxy("203.0.113.7", f"user{n}", "guess")
    assert set(AuditEntry.objects.filter(action="login.failed").values_list("ip", flat=True)) == {"203.0.113.7"}
    # That client is locked out; whatever it writes to the left of the proxy's entry is its own claim.
    assert_locked(via_proxy("192.0.2.1, 203.0.113.7", "edith", PASSWORD))
    # The proxy is not: another client behind it logs in (through a chain of two trusted proxies here).
    response = via_proxy("198.51.100.20, 10.0.0.2", "edith", PASSWORD)
    assert response.status_code == 302
    assert AuditEntry.objects.filter(action="login", ip="198.51.100.20").exists()


# --- the create_editor command, the audit trail of editing -----------------------------------------------------


def roles_of(user):
    return list(user.groups.values_list("name", flat=True))


def test_create_editor_command_sets_role_and_password(monkeypatch):
    out = io.StringIO()
    call_command("create_editor", "ines", "--role", "reviewer", "--password", "a fine long passphrase 9", stdout=out)
    user = User.objects.get(username="ines")
    assert roles_of(user) == ["reviewer"]
    assert user.check_password("a fine long passphrase 9")
    assert user.has_perm("editor.review_translation")
    monkeypatch.setenv("EDITOR_PASSWORD", "yet another passphrase 3")
    call_command("create_editor", "ines", "--role", "editor", stdout=out)
    user = User.objects.get(username="ines")  # a fresh object: permissions are cached on the old one
    assert roles_of(user) == ["editor"]
    assert user.check_password("yet another passphrase 3")
    assert not user.has_perm("editor.review_translation")
    response = Client().post("/accounts/login/", {"username": "ines", "password": "yet another passphrase 3"})
    assert response.status_code == 302


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
