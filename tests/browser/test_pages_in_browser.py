"""Judges' paths through the site in a real Chromium, with a screenshot of each page."""

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from tests.browser.conftest import screenshot, wait

pytestmark = [pytest.mark.browser, pytest.mark.search]


def test_search_from_home_and_open_a_ruling(site_url, browser, world):
    browser.get(site_url + "/")
    box = browser.switch_to.active_element
    assert box.get_attribute("id") == "q"  # the search box has focus on arrival
    screenshot(browser, "home")
    box.send_keys("improvise colored mana", Keys.ENTER)
    wait(browser, EC.url_contains("/search?"))
    screenshot(browser, "search-results")
    # The kind facet narrows to rulings, and the narrowed URL can be shared.
    browser.find_element(By.CSS_SELECTOR, '.search-facets a[href*="kind=ruling"]').click()
    wait(browser, EC.url_contains("kind=ruling"))
    shared = browser.current_url
    kinds = {e.text for e in browser.find_elements(By.CSS_SELECTOR, ".search-facets a[aria-current]")}
    assert kinds
    assert all(k.startswith("ruling") for k in kinds)
    browser.get(shared)
    ruling = world["rulings"][1]
    link = wait(browser, EC.element_to_be_clickable((By.CSS_SELECTOR, f'a[href$="#ruling-{ruling.uid}"]')))
    link.click()
    wait(browser, EC.url_contains(f"#ruling-{ruling.uid}"))
    target = browser.find_element(By.ID, f"ruling-{ruling.uid}")
    assert "can't pay for" in target.text
    assert (
        browser.execute_script("return document.querySelector(':target') && document.querySelector(':target').id")
        == f"ruling-{ruling.uid}"
    )
    screenshot(browser, "card-ruling")


def test_slash_key_focuses_search_from_any_page(site_url, browser, world):
    browser.get(site_url + "/rules/702.126a")
    browser.find_element(By.TAG_NAME, "body").send_keys("/")
    assert browser.switch_to.active_element.get_attribute("id") == "site-search"


def test_follow_a_rule_link_inside_a_ruling(site_url, browser, world):
    browser.get(site_url + "/cards/reverse-engineer")
    ruling = world["rulings"][2]
    browser.find_element(By.CSS_SELECTOR, f'#ruling-{ruling.uid} .ruling-text a.rule-ref[href*="702.125a"]').click()
    wait(browser, EC.url_contains("/rules/702.125a"))
    heading = browser.find_element(By.TAG_NAME, "h1").text
    assert "702.125a" in heading
    # Read as it was on the ruling's date (Improvise), with a pointer to today's number.
    page = browser.find_element(By.ID, "main").text
    assert "improvise" in page.lower()
    assert "702.126a" in page
    screenshot(browser, "rule-from-ruling")
    browser.find_element(By.LINK_TEXT, "702.126a").click()
    wait(browser, EC.url_matches(r"/rules/702\.126a$"))
    screenshot(browser, "rule-702.126a")


def test_open_a_rules_history(site_url, browser, world):
    browser.get(site_url + "/rules/702.126b")
    browser.find_element(By.LINK_TEXT, "History of this rule").click()
    wait(browser, EC.url_contains("/history"))
    assert browser.find_elements(By.CSS_SELECTOR, ".history ins")
    assert browser.find_elements(By.CSS_SELECTOR, ".history del")
    assert "renumbered and edited" in browser.find_element(By.CLASS_NAME, "history").text
    screenshot(browser, "rule-history")
    browser.get(site_url + "/rules/diff/2022-06-10/2022-09-09")
    # 702.125, a and c renumbered; 702.125b renumbered and edited.
    assert browser.find_element(By.CSS_SELECTOR, ".count-renumbered").text == "3"
    assert browser.find_element(By.CSS_SELECTOR, ".count-renumbered_edited").text == "1"
    screenshot(browser, "rules-diff")


def test_version_picker_switches_version(site_url, browser, world):
    browser.get(site_url + "/rules/702.125a")
    from selenium.webdriver.support.ui import Select

    Select(browser.find_element(By.ID, "version")).select_by_value("2022-06-10")
    wait(browser, EC.url_contains("version=2022-06-10"))
    assert "functions while the spell with improvise" in browser.find_element(By.ID, "main").text


def test_improvise_calculator(site_url, browser, world):
    browser.get(site_url + "/predicates/improvise")
    browser.find_element(By.NAME, "mana_cost").send_keys("{3}{U}{U}")
    browser.find_element(By.NAME, "untapped_artifacts").send_keys("2")
    browser.find_element(By.CSS_SELECTOR, "#calculator button[type=submit]").click()
    answer = wait(browser, EC.presence_of_element_located((By.CSS_SELECTOR, ".answer")))
    text = answer.text
    assert "Artifacts tapped" in text
    assert "{1}{U}{U}" in text
    screenshot(browser, "improvise-calculator")


def test_keyboard_skip_link(site_url, browser, world):
    browser.get(site_url + "/rules/702.126a")
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.TAB)
    focused = browser.switch_to.active_element
    assert focused.text == "Skip to content"
    assert focused.is_displayed()
    focused.send_keys(Keys.ENTER)
    assert browser.execute_script("return document.activeElement.id") == "main"


@pytest.mark.parametrize(
    "path,name",
    [
        ("/", "phone-home"),
        ("/rules/702.126", "phone-rule"),
        ("/cards/reverse-engineer", "phone-card"),
        ("/rules/702.126b/history", "phone-history"),
    ],
)
def test_phone_viewport_has_no_sideways_scroll(site_url, phone, world, path, name):
    phone.get(site_url + path)
    assert phone.execute_script("return window.innerWidth") == 360
    overflow = phone.execute_script(
        "return document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0, f"{path} is {overflow}px wider than the phone"
    screenshot(phone, name)


def test_print_style_keeps_the_rule_and_drops_the_chrome(site_url, browser, world):
    browser.get(site_url + "/rules/702.126")
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    shown = browser.execute_script(
        "return ['.site-header', '.version-picker', '.crumbs', '.site-footer', '.subrules'].map("
        "s => getComputedStyle(document.querySelector(s)).display)"
    )
    assert shown[:4] == ["none"] * 4
    assert shown[4] != "none"
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


def test_version_picker_waits_for_the_button_with_the_keyboard(site_url, browser, world):
    browser.get(site_url + "/rules/702.126a")
    picker = browser.find_element(By.ID, "version")
    picker.send_keys(Keys.ARROW_DOWN)  # one step down: 2022-06-10, not yet shown
    assert "version=" not in browser.current_url
    browser.find_element(By.CSS_SELECTOR, ".version-picker button").send_keys(Keys.ENTER)
    wait(browser, EC.url_contains("version=2022-06-10"))
    assert "702.125a" in browser.find_element(By.ID, "main").text
