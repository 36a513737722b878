"""A real Chromium (Debian's, through selenium) against the site served from the test database.

The server runs in a thread that shares the test's own database connection
(the test database is SQLite in memory), so each browser test runs inside the
ordinary rolled-back transaction: the session's sample data is never flushed
for the tests that come after, as a transactional live_server test would do.
"""

import os
import shutil
import tempfile
import threading
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connections
from selenium.webdriver.support.ui import WebDriverWait

from tests.builders import built_index
from tests.pages.world import build_world

CHROMIUM, CHROMEDRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"
SCREENSHOTS = Path(settings.BASE_DIR) / "test-artifacts" / "screenshots"
FLAGS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)


@pytest.fixture
def site_url(db):
    from django.contrib.staticfiles.handlers import StaticFilesHandler
    from django.test.testcases import LiveServerThread

    lock = threading.Lock()

    class OneAtATime(StaticFilesHandler):
        # The server's threads share the test's one sqlite3 connection: two requests on it at once (a card page and
        # a rule page the browser asked for beside it) hung the suite. Connections are accepted by many threads,
        # and their requests answered one after the other.
        def __call__(self, environ, start_response):
            with lock:
                return super().__call__(environ, start_response)

    connection = connections["default"]
    if not connection.is_in_memory_db():
        pytest.skip("the browser tests share the in-memory SQLite test database with their server thread")
    connection.inc_thread_sharing()
    server = LiveServerThread("127.0.0.1", OneAtATime, connections_override={"default": connection}, port=0)
    server.daemon = True
    server.start()
    server.is_ready.wait()
    if server.error:
        raise server.error
    yield f"http://127.0.0.1:{server.port}"
    server.terminate()
    connection.dec_thread_sharing()


def _driver(width, height):
    if not (os.path.exists(CHROMIUM) and os.path.exists(CHROMEDRIVER)):
        pytest.skip("Debian's chromium and chromium-driver are not installed (`make browser` installs them)")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    profile = tempfile.mkdtemp(prefix="chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in (*FLAGS, f"--user-data-dir={profile}", f"--window-size={width},{height}"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(30)
    driver.implicitly_wait(3)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return driver, profile


@pytest.fixture
def browser():
    driver, profile = _driver(1440, 1000)
    yield driver
    driver.quit()
    shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture
def phone():
    """A 360x740 phone screen: the device metrics make CSS see 360 px wide, as on a real phone."""
    driver, profile = _driver(360, 740)
    driver.phone_metrics = {"width": 360, "height": 740, "deviceScaleFactor": 2, "mobile": True}
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", driver.phone_metrics)
    yield driver
    driver.quit()
    shutil.rmtree(profile, ignore_errors=True)


def screenshot(driver, name):
    """Save the whole page (not only the first screen) under test-artifacts/screenshots/, then restore the screen."""
    width = driver.execute_script("return window.innerWidth")
    height = driver.execute_script("return Math.min(document.documentElement.scrollHeight, 8000)")
    mobile = getattr(driver, "phone_metrics", None)
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": bool(mobile)},
    )
    path = SCREENSHOTS / f"{name}.png"
    driver.save_screenshot(str(path))
    if mobile:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", mobile)
    else:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    return path


@pytest.fixture
def world(db, settings, tmp_path):
    """The page tests' world (tests.pages.world), with a search index rebuilt from it in a throwaway folder."""
    built = build_world()
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    built_index()
    return built


def wait(driver, condition, timeout=20):
    return WebDriverWait(driver, timeout).until(condition)
