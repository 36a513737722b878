"""An editor's logged-in pages never stay on the device (issue 24, N11), in a real Chromium with the service worker.

The service worker keeps the pages a reader opens, to show them offline. An editor's pages hold their name and a
CSRF token: they are sent "private, no-store" and not kept; today's copy (the home page, the frame) is fetched
without the session; and logging out drops the pages kept on the device.
"""

import pytest
from selenium.webdriver.common.by import By

from tests.browser.conftest import browser, site_url, wait, world  # noqa: F401 (fixtures)
from tests.pages.world import NEW

from .conftest import PASSWORD, make_user

pytestmark = [pytest.mark.browser]

KEPT_PAGES = """
const done = arguments[arguments.length - 1];
(async () => {
  const found = {};
  for (const name of await caches.keys()) {
    found[name] = [];
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      const text = (response.headers.get("Content-Type") || "").startsWith("text/html") ? await response.text() : "";
      found[name].push([new URL(request.url).pathname, text.includes("csrfmiddlewaretoken"), text.includes("edith")]);
    }
  }
  return found;
})().then(done, (error) => done(String(error)));
"""


def kept(driver):
    return driver.execute_async_script(KEPT_PAGES)


def offline_ready(driver):
    return wait(
        driver,
        lambda d: (
            d.execute_script("return document.documentElement.getAttribute('data-offline-version')") == NEW.isoformat()
        ),
        timeout=60,
    )


def test_an_editors_pages_are_not_kept_and_logout_drops_the_kept_pages(site_url, browser, world):  # noqa: F811
    make_user("edith", "editor")
    browser.get(site_url + "/cards/reverse-engineer")  # as a reader: kept, as before
    offline_ready(browser)
    browser.get(site_url + "/predicates/")
    wait(browser, lambda d: "/predicates/" in [path for path, *_ in kept(d).get("rulings-pages", [])])

    browser.get(site_url + "/accounts/login/?next=/editor/")
    browser.find_element(By.ID, "id_username").send_keys("edith")
    browser.find_element(By.ID, "id_password").send_keys(PASSWORD)
    browser.find_element(By.ID, "login-button").click()
    browser.find_element(By.CSS_SELECTOR, "table.queue")
    for path in ("/cards/whir-of-invention", "/rules/702.126a", "/predicates/improvise"):
        browser.get(site_url + path)
        browser.find_element(By.TAG_NAME, "h1")
    browser.execute_script("navigator.serviceWorker.controller.postMessage({type: 'check'})")
    browser.get(site_url + "/editor/")
    pages = kept(browser)
    assert isinstance(pages, dict), pages
    held = [entry for entries in pages.values() for entry in entries]
    assert [path for path, token, name in held if token or name] == []
    assert "/cards/whir-of-invention" not in [path for path, *_ in pages.get("rulings-pages", [])]

    browser.find_element(By.CSS_SELECTOR, ".editor-nav button.link").click()
    browser.find_element(By.XPATH, "//h1[text()='Logged out']")
    wait(browser, lambda d: kept(d).get("rulings-pages", []) == [])
