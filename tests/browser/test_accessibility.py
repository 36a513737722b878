"""0 axe-core violations (WCAG 2.0 and 2.1, A and AA) on every page type, online and drawn offline."""

import pytest
from django.conf import settings
from django.contrib.auth.models import User
from django.test import Client
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from editor.accounts import role_group
from tests.browser.axe import axe_violations, describe
from tests.browser.conftest import wait
from tests.browser.network import go_offline
from translations.models import Translation

pytestmark = [pytest.mark.browser]

PUBLIC_PAGES = {
    "home": "/",
    "rule": "/rules/702.126a",  # with its French translation and the rulings resting on it
    "rule with subrules": "/rules/702.126",
    "history": "/rules/702.126b/history",
    "diff": "/rules/diff/2022-06-10/2022-09-09",
    "contents": "/rules/",
    "glossary": "/rules/glossary",
    "card": "/cards/reverse-engineer",
    "search with results": "/search?q=improvise",
    "predicates": "/predicates/",
    "calculator with its answer": "/predicates/improvise?mana_cost=%7B3%7D%7BU%7D%7BU%7D&untapped_artifacts=2",
    "not found": "/rules/999.99z",
}


def violations_of(driver, pages, base):
    found = {}
    for name, path in pages.items():
        driver.get(base + path)
        wait(driver, EC.presence_of_element_located((By.TAG_NAME, "h1")))
        violations = axe_violations(driver)
        if violations:
            found[f"{name} ({path})"] = describe(violations)
    return found


def report(found):
    return "\n\n".join(f"{page}:\n{text}" for page, text in found.items())


def test_public_pages_have_no_axe_violations(site_url, browser, world):
    found = violations_of(browser, PUBLIC_PAGES, site_url)
    assert not found, report(found)


def test_editor_pages_have_no_axe_violations(site_url, browser, world):
    editor = User.objects.create_user(username="axe-editor", password="not used: the session is made directly")
    # role_group grants the role's permissions too (a transactional test's flush may have emptied the group).
    editor.groups.add(role_group("editor"))
    client = Client()
    client.force_login(editor)
    browser.get(site_url + "/")
    browser.add_cookie(
        {"name": settings.SESSION_COOKIE_NAME, "value": client.cookies[settings.SESSION_COOKIE_NAME].value}
    )
    translation = Translation.objects.filter(status="machine").first()
    pages = {"editor queue": "/editor/", "translation page": f"/editor/translations/{translation.pk}"}
    found = violations_of(browser, pages, site_url)
    assert browser.find_elements(By.ID, "edit-form"), "the translation page did not open for the editor"
    assert not found, report(found)


def test_pages_drawn_offline_have_no_axe_violations(site_url, browser, world):
    browser.get(site_url + "/cards/reverse-engineer")
    wait(
        browser,
        lambda d: d.execute_script("return document.documentElement.getAttribute('data-offline-version')"),
        timeout=60,
    )
    go_offline(browser)
    pages = {
        "rule, offline": "/rules/702.126a",
        "rule with subrules, offline": "/rules/702.126",
        "section, offline": "/rules/7",
        "contents, offline": "/rules/",
        "glossary, offline": "/rules/glossary",
        "card saved before, offline": "/cards/reverse-engineer",
        "a page that needs the server": "/cards/whir-of-invention",
        "an older number, offline": "/rules/702.125c",
    }
    found = violations_of(browser, pages, site_url)
    browser.get(site_url + "/search?q=improvise")
    wait(browser, EC.presence_of_element_located((By.CSS_SELECTOR, ".offline-results .search-result")))
    violations = axe_violations(browser)
    if violations:
        found["search with results, offline"] = describe(violations)
    assert not found, report(found)
