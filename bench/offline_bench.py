"""Offline figures on the full CR of 2025-11-14 (a measuring script, not a test).

    MTG_CORPUS=../shared/corpus .venv/bin/python bench/offline_bench.py [--rounds N] [--no-browser]

Imports that one CR version into a throwaway SQLite database through the real importer, then prints:

1. the offline bundle (/offline/cr/<date>.json): rules, glossary terms, former numbers, raw and gzip size
   (the goal: 1.5 MB compressed at most) and the time to build it on the server;
2. with a real Chromium (Debian's, as the browser tests) against the site served from that database, fresh
   profile each round: the first visit of the home page and of a rule page without the offline script (blocked,
   as the site was before) and with it (first contentful paint, DOMContentLoaded, load), the moment the service
   worker is registered (after load, so the page is shown first) and the time until today's rules are kept;
3. offline, network off: a rule page never visited, the offline search (index built on the device, then one
   query).
"""

import argparse
import gzip
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

from harness import ROOT, setup_django

CR_FILE = "MagicCompRules 20251114.txt"
CHROMIUM, CHROMEDRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"
GOAL_BYTES = 1.5 * 1024 * 1024


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="fresh-profile visits per measure")
    parser.add_argument("--no-browser", action="store_true", help="bundle figures only")
    return parser.parse_args()


def setup(workdir):
    setup_django(db=workdir / "offline.sqlite3", index=workdir / "index", testing=True)
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


def import_cr(corpus):
    from ingest.cr import import_cr_files

    path = corpus / "cr" / CR_FILE
    if not path.exists():
        sys.exit(f"{path} is missing: set MTG_CORPUS to the shared corpus")
    started = time.perf_counter()
    [result] = import_cr_files([path])
    if not result.ok:
        sys.exit(f"import failed: {result.error}")
    print(f"imported {CR_FILE} in {time.perf_counter() - started:.1f} s")


def bundle_figures():
    from django.core.cache import cache

    from rules.models import CRVersion
    from rules.offline.bundle import bundle_gzip, bundle_payload

    version = CRVersion.current()
    started = time.perf_counter()
    payload = bundle_payload(version)
    built = time.perf_counter() - started
    raw = json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode()
    cache.clear()
    started = time.perf_counter()
    compressed = bundle_gzip(version)
    with_gzip = time.perf_counter() - started
    assert gzip.decompress(compressed) == raw
    print(f"\nbundle of CR {payload['version']}")
    counts = {"rules": payload["rules"], "glossary terms": payload["glossary"], "former numbers": payload["moved"]}
    print("  " + ", ".join(f"{name} {len(items)}" for name, items in counts.items()))
    print(f"  raw JSON       {len(raw) / 1024:8.0f} KB")
    verdict = "within" if len(compressed) <= GOAL_BYTES else "OVER"
    print(f"  gzip -9        {len(compressed) / 1024:8.0f} KB   ({verdict} the 1.5 MB goal)")
    print(f"  built in {built * 1000:.0f} ms, with gzip {with_gzip * 1000:.0f} ms (once per CR, then cached)")


def start_server():
    from django.contrib.staticfiles.handlers import StaticFilesHandler
    from django.test.testcases import LiveServerThread

    server = LiveServerThread("127.0.0.1", StaticFilesHandler, port=0)
    server.daemon = True
    server.start()
    server.is_ready.wait()
    if server.error:
        raise server.error
    return server


def new_driver():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    from tests.browser.conftest import FLAGS

    profile = tempfile.mkdtemp(prefix="chromium-bench-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in (*FLAGS, f"--user-data-dir={profile}", "--window-size=390,844"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_script_timeout(120)
    return driver, profile


PAINT = """
const nav = performance.getEntriesByType("navigation")[0];
const fcp = performance.getEntriesByName("first-contentful-paint")[0];
const before = performance.getEntriesByType("resource").filter(e => e.startTime < nav.loadEventEnd);
return {fcp: fcp ? fcp.startTime : null, dcl: nav.domContentLoadedEventEnd, load: nav.loadEventEnd,
        requests: before.length + 1, kb: (nav.transferSize + before.reduce((n, e) => n + e.transferSize, 0)) / 1024};
"""
KEPT = """
const done = arguments[arguments.length - 1];
const started = performance.now();
(function wait() {
  if (document.documentElement.getAttribute("data-offline-version")) {
    const registered = performance.getEntriesByName("offline-register")[0];
    done({kept: performance.now(), registered: registered ? registered.startTime : null});
  } else if (performance.now() - started > 110000) done(null);
  else setTimeout(wait, 20);
})();
"""


def first_visit(base, path, *, blocked):
    driver, profile = new_driver()
    try:
        driver.execute_cdp_cmd("Network.enable", {})
        if blocked:
            driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*offline.js*"]})
        driver.get(base + path)
        timings = driver.execute_script(PAINT)
        if not blocked:
            timings.update(driver.execute_async_script(KEPT) or {})
        return timings
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def offline_figures(base):
    """One fresh profile: a first visit, then network off: a rule never visited, the offline search."""
    from rules.models import CRVersion, RuleParagraph
    from tests.browser.network import go_offline

    version = CRVersion.current()
    number = RuleParagraph.objects.filter(version=version, number="702.19b").values_list("number", flat=True).first()
    number = number or RuleParagraph.objects.filter(version=version).order_by("-position").first().number
    driver, profile = new_driver()
    try:
        driver.get(base + "/")
        driver.execute_async_script(KEPT)
        go_offline(driver)
        started = time.perf_counter()
        driver.get(f"{base}/rules/{number}")
        rule_ms = (time.perf_counter() - started) * 1000
        heading = driver.find_element("css selector", "h1").text
        started = time.perf_counter()
        driver.get(base + "/search?q=improvise+colored+mana")
        wait = """
const done = arguments[arguments.length - 1];
(function poll() {
  const index = performance.getEntriesByName("offline-index")[0];
  const search = performance.getEntriesByName("offline-search")[0];
  if (index && search) done({index: index.duration, search: search.duration,
    results: document.querySelectorAll(".offline-results .search-result").length});
  else setTimeout(poll, 20);
})();
"""
        search = driver.execute_async_script(wait)
        search_ms = (time.perf_counter() - started) * 1000
        return {"rule": (number, heading, rule_ms), "search": search, "search_page_ms": search_ms}
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else float("nan")


def browser_figures(rounds):
    if not (os.path.exists(CHROMIUM) and os.path.exists(CHROMEDRIVER)):
        print("\nno Chromium (apt install chromium chromium-driver): browser figures skipped")
        return
    server = start_server()
    base = f"http://127.0.0.1:{server.port}"
    try:
        first_visit(base, "/", blocked=True)  # warm-up: the server's first requests, the disk cache of Chromium
        print(
            f"\nfirst visit, fresh profile, 390 px wide, median of {rounds} (ms from navigation start; "
            "requests and KB transferred before the load event)"
        )
        print(
            f"  {'page':<18}{'offline script':<16}{'FCP':>7}{'DCL':>7}{'load':>7}{'requests':>10}{'KB':>6}"
            f"{'registered':>12}{'rules kept':>12}"
        )
        for path in ("/", "/rules/702.126a"):
            for blocked in (True, False):
                runs = [first_visit(base, path, blocked=blocked) for _ in range(rounds)]
                label = "blocked" if blocked else "on"
                row = f"  {path:<18}{label:<16}"
                row += "".join(f"{median([r.get(k) for r in runs]):>7.0f}" for k in ("fcp", "dcl", "load"))
                row += f"{median([r['requests'] for r in runs]):>10.0f}{median([r['kb'] for r in runs]):>6.0f}"
                if not blocked:
                    registered, kept = (
                        median([r.get("registered") for r in runs]),
                        median([r.get("kept") for r in runs]),
                    )
                    row += f"{registered:>12.0f}{kept:>12.0f}"
                print(row, flush=True)
        figures = offline_figures(base)
        number, heading, rule_ms = figures["rule"]
        print("\nnetwork off, after one visit of the home page")
        print(f"  rule {number} never visited: opened in {rule_ms:.0f} ms ({heading!r})")
        search = figures["search"]
        print(
            f"  search 'improvise colored mana': page and index in {figures['search_page_ms']:.0f} ms; "
            f"index built in {search['index']:.0f} ms, query in {search['search']:.1f} ms, "
            f"{search['results']} results shown"
        )
    finally:
        server.terminate()


def main():
    args = parse_args()
    corpus = Path(os.environ.get("MTG_CORPUS", ROOT.parent / "shared" / "corpus"))
    workdir = Path(tempfile.mkdtemp(prefix="offline-bench-"))
    try:
        setup(workdir)
        import_cr(corpus)
        bundle_figures()
        if not args.no_browser:
            browser_figures(args.rounds)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
