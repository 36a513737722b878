"""Today's rules offline in a real Chromium: one visit online, then the network off (DevTools emulation, for the
page and for the service worker): rule pages never visited open from the kept bundle, with working links, pages
visited before open from the cache, the others say plainly they are offline; the rules search works on the
device; a new CR version imported while online replaces the kept copy."""

from pathlib import Path

import pytest
from django.conf import settings
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from tests.browser.conftest import screenshot, wait
from tests.browser.network import go_offline, go_online
from tests.pages.world import IMPROVISE_A, NEW

pytestmark = [pytest.mark.browser]

TODAY = NEW.isoformat()
NEXT_CR = Path(settings.BASE_DIR) / "fixtures" / "cr" / "newer" / "MagicCompRules 20221118 excerpt.txt"


def rules_kept(driver, version=TODAY):
    """Wait until the page says the service worker keeps this CR version (offline.js sets the attribute)."""
    return wait(
        driver,
        lambda d: d.execute_script("return document.documentElement.getAttribute('data-offline-version')") == version,
        timeout=60,
    )


def main_text(driver):
    return driver.find_element(By.ID, "main").text


def first_visit(driver, url):
    driver.get(url)
    rules_kept(driver)
    status = driver.find_element(By.CSS_SELECTOR, ".site-footer .offline-status").text
    assert f"({TODAY}) are saved on this device" in status


def test_a_rule_never_visited_opens_offline_and_its_links_work(site_url, browser, world):
    first_visit(browser, site_url + "/cards/reverse-engineer")
    go_offline(browser)

    browser.get(site_url + "/rules/702.126a")  # never visited
    assert browser.find_element(By.TAG_NAME, "h1").text == "702.126a Improvise"
    text = main_text(browser)
    assert IMPROVISE_A in text
    assert "saved on this device" in text
    assert "need the network" in text
    assert browser.title.startswith("702.126a Improvise — Comprehensive Rules 2022-09-09")
    screenshot(browser, "offline-rule-702.126a")

    # The breadcrumb leads to the rule, whose subrules are shown in full, with their rule links.
    browser.find_element(By.CSS_SELECTOR, '.crumbs a[href="/rules/702.126"]').click()
    wait(browser, EC.url_matches(r"/rules/702\.126$"))
    assert [h.text for h in browser.find_elements(By.CSS_SELECTOR, ".subrule h2")] == [
        "702.126a",
        "702.126b",
        "702.126c",
    ]
    browser.find_element(By.CSS_SELECTOR, '#\\37 02\\.126b a.rule-ref[href="/rules/601.2f"]').click()
    wait(browser, EC.url_matches(r"/rules/601\.2f$"))
    assert "601.2f" in browser.find_element(By.TAG_NAME, "h1").text
    assert "Some spells have additional or alternative costs." in main_text(browser)
    assert "Trinisphere" in browser.find_element(By.CSS_SELECTOR, ".example").text
    # Mana symbols are drawn with the kept font.
    fonts = browser.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "document.fonts.ready.then(() => done([...document.fonts].filter(f => f.family.includes('Mana'))"
        ".map(f => f.status)));"
    )
    assert fonts == ["loaded"]

    # Glossary terms link to the glossary, drawn from the bundle too.
    browser.get(site_url + "/rules/glossary#improvise")
    assert browser.find_element(By.ID, "improvise").text == "Improvise"
    assert "Total Cost" in main_text(browser)
    browser.get(site_url + "/rules/")
    assert browser.find_element(By.CSS_SELECTOR, 'a[href="/rules/702"]').text.startswith("702.")
    browser.find_element(By.CSS_SELECTOR, 'a[href="/rules/7"]').click()
    wait(browser, EC.url_matches(r"/rules/7$"))
    assert browser.find_element(By.CSS_SELECTOR, '.child-rules a[href="/rules/702"]')

    # An old number names today's rule.
    browser.get(site_url + "/rules/702.125c")
    assert "702.125c is an older number: this rule is now 702.126c." in main_text(browser)
    browser.find_element(By.LINK_TEXT, "702.126c").click()
    wait(browser, EC.url_matches(r"/rules/702\.126c$"))
    assert "redundant" in main_text(browser)


def test_pages_visited_before_open_from_the_cache_the_others_say_they_are_offline(site_url, browser, world):
    first_visit(browser, site_url + "/cards/reverse-engineer")  # the first page, fetched before the worker ran
    browser.get(site_url + "/predicates/")  # a page fetched through the worker
    wait(browser, EC.presence_of_element_located((By.TAG_NAME, "h1")))
    go_offline(browser)

    browser.get(site_url + "/cards/reverse-engineer")
    assert browser.find_element(By.TAG_NAME, "h1").text.startswith("Reverse Engineer")
    assert "saved when you opened it" in main_text(browser)
    assert browser.find_elements(By.CSS_SELECTOR, ".ruling")
    screenshot(browser, "offline-card-from-cache")
    browser.get(site_url + "/predicates/")
    assert "saved when you opened it" in main_text(browser)

    # The home page is kept whole: an installed app starts there.
    browser.get(site_url + "/")
    assert browser.find_element(By.TAG_NAME, "h1").text == "Magic rules and rulings"

    for path in (
        "/cards/whir-of-invention",
        "/rules/702.126a/history",
        "/rules/702.125a?version=2022-06-10",
        "/rules/%E0",
    ):
        browser.get(site_url + path)
        assert browser.find_element(By.TAG_NAME, "h1").text == "You are offline", path
        assert "needs the server" in main_text(browser), path
    screenshot(browser, "offline-needs-the-server")

    # Back online, the same address answers from the server.
    go_online(browser)
    browser.get(site_url + "/cards/whir-of-invention")
    assert browser.find_element(By.TAG_NAME, "h1").text.startswith("Whir of Invention")


def test_search_offline_answers_over_the_rules_and_glossary(site_url, browser, world):
    first_visit(browser, site_url + "/")
    go_offline(browser)

    browser.get(site_url + "/search?q=improvise")
    wait(browser, EC.presence_of_element_located((By.CSS_SELECTOR, "[data-offline-index=ready]")))
    page = main_text(browser)
    assert "searches the rules only" in page
    titles = [a.text for a in browser.find_elements(By.CSS_SELECTOR, ".offline-results .search-result h2 a")]
    assert "702.126 Improvise" in titles
    assert "702.126a Improvise" in titles
    assert "Improvise" in titles  # the glossary entry
    assert "results in today's Comprehensive Rules (2022-09-09) and glossary" in page
    assert browser.find_elements(By.CSS_SELECTOR, ".offline-results mark")
    screenshot(browser, "offline-search")

    # A result opens offline.
    browser.find_element(By.CSS_SELECTOR, '.offline-results a[href="/rules/702.126b"]').click()
    wait(browser, EC.url_matches(r"/rules/702\.126b$"))
    assert "It applies only after the total cost" in main_text(browser)

    # Typing searches again; every word is required, typos are forgiven.
    browser.get(site_url + "/search")
    box = wait(browser, EC.presence_of_element_located((By.ID, "search-q")))
    wait(browser, EC.presence_of_element_located((By.CSS_SELECTOR, "[data-offline-index=ready]")))
    box.send_keys("totl cost")
    wait(browser, EC.url_contains("q=totl+cost"))
    first = wait(browser, EC.presence_of_element_located((By.CSS_SELECTOR, ".offline-results .search-result h2 a")))
    assert first.text in {"601.2f", "Total Cost"}

    # A rule number jumps to the rule, as online; an old number says where the rule is today.
    box = browser.find_element(By.ID, "search-q")
    box.clear()
    box.send_keys("702.126c", Keys.ENTER)
    wait(browser, EC.url_matches(r"/rules/702\.126c$"))
    assert "redundant" in main_text(browser)
    browser.get(site_url + "/search?q=702.125b")
    jump = wait(browser, EC.presence_of_element_located((By.CSS_SELECTOR, ".search-jump")))
    assert jump.text == "702.125b is an older number: this rule is now 702.126b."


def test_the_kept_rules_are_replaced_when_a_new_cr_version_is_imported(site_url, browser, world):
    from ingest.cr import import_cr_files

    first_visit(browser, site_url + "/")
    browser.get(site_url + "/rules/702.126a")  # visited: kept in the pages cache
    rules_kept(browser)

    [result] = import_cr_files([NEXT_CR])
    assert result.ok
    assert result.version == "2022-11-18"

    browser.get(site_url + "/")  # online: the page asks the worker to check, it finds the new version
    rules_kept(browser, "2022-11-18")
    assert "(2022-11-18) are saved on this device" in browser.find_element(By.CLASS_NAME, "offline-status").text
    kept = browser.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "caches.keys().then(names => done(names.filter(n => n.startsWith('rulings-offline-'))));"
    )
    assert len(kept) == 1
    assert kept[0].startswith("rulings-offline-2022-11-18.")

    go_offline(browser)
    browser.get(site_url + "/rules/702.161a")  # only in the new version
    assert "702.161a" in browser.find_element(By.TAG_NAME, "h1").text
    assert "Living metal" in main_text(browser)
    assert "November 2022" in browser.find_element(By.CSS_SELECTOR, ".page-head .meta").text
    # The rule page visited under the old version is not served any more: drawn from the new bundle.
    browser.get(site_url + "/rules/702.126a")
    assert "saved when you opened it" not in main_text(browser)
    assert "18 November 2022" in main_text(browser)

    browser.get(site_url + "/search?q=living+metal")
    wait(browser, EC.presence_of_element_located((By.CSS_SELECTOR, "[data-offline-index=ready]")))
    titles = [a.text for a in browser.find_elements(By.CSS_SELECTOR, ".offline-results .search-result h2 a")]
    assert any(t.startswith("702.161") for t in titles), titles


def test_pages_drawn_offline_fit_a_phone_and_carry_no_inline_script(site_url, phone, world):
    first_visit(phone, site_url + "/")
    go_offline(phone)
    for path, name in (
        ("/rules/702.126", "phone-offline-rule"),
        ("/search?q=improvise", "phone-offline-search"),
        ("/rules/glossary", "phone-offline-glossary"),
        ("/cards/whir-of-invention", "phone-offline-needs-the-server"),
    ):
        phone.get(site_url + path)
        assert phone.find_elements(By.CSS_SELECTOR, ".offline-notice, .offline-page"), path
        if "search" in path:
            wait(phone, EC.presence_of_element_located((By.CSS_SELECTOR, ".offline-results .search-result")))
        overflow = phone.execute_script(
            "return document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )
        assert overflow <= 0, f"{path} is {overflow}px wider than the phone"
        # A Content-Security-Policy without 'unsafe-inline' is coming: only scripts from static files.
        inline = phone.execute_script(
            "return [...document.querySelectorAll('script:not([src])')].length"
            " + [...document.querySelectorAll('*')].filter(e => [...e.attributes].some(a => a.name.startsWith('on')))"
            ".length"
        )
        assert inline == 0, path
        screenshot(phone, name)
