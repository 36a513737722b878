"""CR archive benchmark: the 106 CR versions (cr-2003-2016/ and cr/) into a fresh SQLite database.

    .venv/bin/python bench/cr_archive_bench.py [CORPUS]     (default: $MTG_CORPUS, else ../shared/corpus)

Prints the wall time and the process's CPU time of import_cr_files over both folders (shuffled, as the corpus
test does), the load average before and after (the machine is shared: wall time grows with the load, CPU time
much less), then the search index of all versions built from that database (search.index.rebuild_index: today's
CR and every older version's paragraphs), then the time of the pages that take a date across the archive. Goals:
the 106 files in 90 s at most, the index in 2 minutes; the diff pages of 2008 against 2010 and of 2003 against
today under a second. Figures go into docs/benchmarks.md and docs/rules.md.
"""

import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

PAGES = [
    "/rules/502.4?version=2005-06-01",
    "/rules/702.9/history",
    "/rules/diff/2008-02-01/2010-02-01",
    "/rules/diff/2003-03-15/2025-11-14",
    "/api/changes/2009-05-01/2009-07-11",
    "/api/changes/2003-03-15/2026-01-16",
    "/rules/changes.atom",
]


def main():
    corpus = Path(sys.argv[1] if len(sys.argv) > 1 else os.environ.get("MTG_CORPUS", ROOT.parent / "shared/corpus"))
    folder = tempfile.mkdtemp(prefix="cr-archive-bench-")
    os.environ["DATABASE_URL"] = f"sqlite:///{folder}/db.sqlite3"
    os.environ["SEARCH_INDEX_DIR"] = f"{folder}/index"
    os.environ.setdefault("SECRET_KEY", "bench")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulings_site.settings")
    import django

    django.setup()
    from django.core.management import call_command
    from django.test import Client
    from django.test.utils import setup_test_environment

    from ingest.cr import import_cr_files

    call_command("migrate", verbosity=0)
    files = sorted((corpus / "cr-2003-2016").glob("*.txt")) + sorted((corpus / "cr").glob("*.txt"))
    random.Random(7).shuffle(files)
    load = os.getloadavg()[0]
    cpu, wall = time.process_time(), time.perf_counter()
    results = import_cr_files(files)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    failed = [r for r in results if not r.ok]
    print(
        f"CR, {len(files)} files: {wall:.1f} s wall, {cpu:.1f} s CPU, {len(failed)} failed; "
        f"load average {load:.1f} before, {os.getloadavg()[0]:.1f} after"
    )
    from search.index import rebuild_index

    load = os.getloadavg()[0]
    cpu, wall = time.process_time(), time.perf_counter()
    rebuild_index()
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    print(
        f"search index of all {len(files)} versions: {wall:.1f} s wall, {cpu:.1f} s CPU; "
        f"load average {load:.1f} before, {os.getloadavg()[0]:.1f} after"
    )
    setup_test_environment()
    client = Client()
    for url in PAGES:
        # The first request, before any page cache holds it: what a visitor meets after an import.
        started = time.perf_counter()
        response = client.get(url)
        print(
            f"{url:<42} {response.status_code} {time.perf_counter() - started:6.2f} s {len(response.content):>9} bytes"
        )


if __name__ == "__main__":
    main()
