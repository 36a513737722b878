"""The slowest anonymous requests we can find, on a corpus database.

    .venv/bin/python bench/slow_requests.py --db PATH [--index DIR] [--top 20]

PATH is a SQLite database with the whole corpus imported (bench/import_bench.py leaves one and names it); the
script migrates it and, with no --index, rebuilds a search index beside it. It then sends, through Django's test
client with no login, the fuzz battery of tests/site/test_fuzz.py over every URL pattern plus the heaviest pages
we know (the diff across the whole span, history of long rules, searches of common words, cards with many
rulings), each twice (first and warm), and prints the slowest with their times. Not a test: figures for
docs/benchmarks.md.
"""

import argparse
import os
import statistics
import time
from pathlib import Path

from harness import setup_django

HEAVY = [
    "/rules/diff/2017-01-20/2025-11-14",
    "/api/changes/2017-01-20/2025-11-14",
    "/rules/diff/2025-09-19/2025-11-14",
    # The CR archive (2003-2025), when imported: an old version's rule, the diff across the 2009 renumbering, the
    # longest kind listed whole, a rule with many candidate rulings.
    "/rules/502.4?version=2005-06-01",
    "/rules/diff/2008-02-01/2010-02-01",
    "/rules/diff/2003-03-15/2025-11-14?show=added",
    "/rules/diff/2008-02-01/2010-02-01?show=renumbered_edited&page=2",
    "/rules/601.2f",
    "/rules/205.3m/history",
    "/rules/702/history",
    "/rules/702",
    "/rules/",
    "/rules/glossary",
    "/search?q=the",
    "/search?q=a+the+of+to+and+in+is",
    "/api/search?q=creature+spell+ability+card+player",
    "/search?q=*",
    "/search?q=ab*+ac*+ad*+ae*+af*+ag*",
    "/cards/?name=%C3%A9",
    "/api/cards/%C3%A9",
    "/cards/?name=Chroniqueur+d%27%C3%A9ons",
    "/predicates/total_cost?mana_cost=" + "%7BR%7D" * 40,
]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", required=True, type=Path)
    parser.add_argument("--index", type=Path)
    parser.add_argument("--top", type=int, default=20)
    args = parser.parse_args()
    os.environ.setdefault("ALLOWED_HOSTS", "testserver")
    setup_django(db=args.db.resolve(), index=args.index or args.db.resolve().parent / "slow-index")
    from django.core.management import call_command
    from django.test import Client

    from search.index import current_path, rebuild_index
    from tests.site import test_fuzz

    call_command("migrate", verbosity=0)
    if current_path() is None:
        started = time.perf_counter()
        rebuild_index()
        print(f"index built in {time.perf_counter() - started:.0f} s")
    urls = HEAVY + [url for _, url in test_fuzz.urls()]
    client = Client(raise_request_exception=False)
    timings = []
    for url in urls:
        for attempt in ("first", "warm"):
            started = time.perf_counter()
            status = client.get(url).status_code
            timings.append((time.perf_counter() - started, attempt, status, url))
    times = [t for t, *_ in timings]
    print(
        f"{len(timings)} requests: p50 {statistics.median(times) * 1000:.1f} ms, "
        f"p95 {sorted(times)[int(len(times) * 0.95)] * 1000:.1f} ms, max {max(times) * 1000:.0f} ms, "
        f"500s: {sum(1 for _, _, s, _ in timings if s >= 500)}, over 1 s: {sum(1 for t in times if t > 1)}"
    )
    print(f"the {args.top} slowest:")
    for seconds, attempt, status, url in sorted(timings, reverse=True)[: args.top]:
        print(f"  {seconds * 1000:8.0f} ms  {status}  {attempt:<5}  {url[:110]}")


if __name__ == "__main__":
    main()
