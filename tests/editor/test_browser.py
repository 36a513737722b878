"""A real Chromium: an editor corrects a machine translation, a reviewer approves it."""

import os
from pathlib import Path

import pytest
from django.conf import settings

from ingest.importers.common import repair_symbols_by_gaps, symbol_groups
from tests.builders import make_ruling

from . import seed_texts as seeds
from .conftest import PASSWORD, machine_french, make_user

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SCREENSHOTS = Path(settings.BASE_DIR) / "test-artifacts" / "screenshots"
CHROMIUM, CHROMEDRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"


@pytest.fixture
def browser():
    if not (os.path.exists(CHROMIUM) and os.path.exists(CHROMEDRIVER)):
        pytest.skip("Debian chromium and chromium-driver are not installed (make browser)")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--window-size=1280,1400",
    ):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.implicitly_wait(5)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    yield driver
    driver.quit()


def log_in(driver, base, username):
    from selenium.webdriver.common.by import By

    driver.get(base + "/accounts/login/?next=/editor/")
    driver.find_element(By.ID, "id_username").send_keys(username)
    driver.find_element(By.ID, "id_password").send_keys(PASSWORD)
    driver.find_element(By.ID, "login-button").click()
    driver.find_element(By.CSS_SELECTOR, "table.queue")


def log_out(driver):
    from selenium.webdriver.common.by import By

    driver.find_element(By.CSS_SELECTOR, ".editor-nav button.link").click()
    driver.find_element(By.XPATH, "//h1[text()='Logged out']")


def eventually(driver, check):
    """Retry check(driver) until it is truthy: after a click the old page may still answer for a moment,
    and its elements go stale as the next page arrives."""
    from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
    from selenium.webdriver.support.ui import WebDriverWait

    def attempt(d):
        try:
            return check(d)
        except (StaleElementReferenceException, WebDriverException):
            return False

    return WebDriverWait(driver, 15).until(attempt)


def state_becomes(driver, text):
    from selenium.webdriver.common.by import By

    return eventually(driver, lambda d: d.find_element(By.ID, "state").text == text)


def click(driver, by, selector):
    eventually(driver, lambda d: d.find_element(by, selector).click() or True)


def test_editor_corrects_machine_translation_and_reviewer_approves(live_server, browser):
    from selenium.webdriver.common.by import By

    # A transactional test starts from a flushed database: make what the groups' migration and the sample would.
    for name, role in (("edith", "editor"), ("rene", "reviewer")):
        make_user(name, role)
    ruling = make_ruling(None, "2017-02-09", seeds.EN_WHIR_X, uid="edtest-browser")
    translation = machine_french(ruling, seeds.FR_WHIR_X_STRIPPED)
    corrected = repair_symbols_by_gaps(seeds.FR_WHIR_X_STRIPPED, symbol_groups(ruling.text))
    url = f"{live_server.url}/editor/translations/{translation.pk}"

    log_in(browser, live_server.url, "edith")
    browser.save_screenshot(str(SCREENSHOTS / "editor-0-queue.png"))
    click(browser, By.CSS_SELECTOR, "a[data-state='machine']")
    click(browser, By.CSS_SELECTOR, f"a[href='/editor/translations/{translation.pk}']")
    assert eventually(browser, lambda d: d.find_element(By.CSS_SELECTOR, "li.fail[data-check='symbols']"))
    browser.save_screenshot(str(SCREENSHOTS / "editor-1-machine-translation.png"))
    textarea = browser.find_element(By.ID, "id_text")
    textarea.clear()
    textarea.send_keys(corrected)
    click(browser, By.ID, "preview-button")
    assert eventually(browser, lambda d: "{X}{U}{U}{U}" in d.find_element(By.ID, "rendered").text)
    assert eventually(browser, lambda d: d.find_element(By.CSS_SELECTOR, "li.ok[data-check='symbols']"))
    click(browser, By.ID, "save")
    assert state_becomes(browser, "Needs Review")
    assert not browser.find_elements(By.ID, "approve")  # editors cannot approve
    browser.save_screenshot(str(SCREENSHOTS / "editor-2-saved-needs-review.png"))
    log_out(browser)

    log_in(browser, live_server.url, "rene")
    browser.get(url)
    assert eventually(browser, lambda d: d.find_element(By.CSS_SELECTOR, "li.ok[data-check='symbols']"))
    click(browser, By.ID, "approve")
    assert state_becomes(browser, "Approved")
    history = lambda d: d.find_element(By.CSS_SELECTOR, ".history").text  # noqa: E731
    assert eventually(browser, lambda d: "edith" in history(d) and "rene" in history(d))
    browser.save_screenshot(str(SCREENSHOTS / "editor-3-approved.png"))

    translation.refresh_from_db()
    assert (translation.status, translation.origin, translation.text) == ("approved", "editor", corrected)
    assert translation.updated_by.username == "rene"
