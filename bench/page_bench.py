"""Server time of the HTML pages on the whole corpus (a measuring script, not a test).

    MTG_CORPUS=../shared/corpus .venv/bin/python bench/page_bench.py [--db PATH] [--rebuild] [--rounds N]

Builds (once) a SQLite database from the corpus through the real importers:
all CR versions, every MTGJSON v3 set, the French printed texts, and a search
index; later runs reuse it. Then requests pages through Django's test client
(the whole Django stack, no network) and prints p50/p95/max per kind of page.
Each URL is requested once (the "first" columns: nothing of that URL cached
yet, the searcher already open), then `rounds` more times (p50/p95/max).

    .venv/bin/python bench/page_bench.py --db PATH --cpu URL [URL ...]

prints instead the CPU time (not wall time) of each URL three ways: as the first request of a fresh process (the
imports and first compilations included), in a process that has served another page but with nothing cached (as
after an import, which changes the data version), and warm; with the shared cache's reads of the warm request
(on Redis, each a round trip). Issue 24: no anonymous request over 0.5 s of CPU.
"""

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

from harness import ROOT, percentile, setup_django


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--db",
        default=str(ROOT / "bench" / "out" / "corpus.sqlite3"),
        help="SQLite file built from the corpus (reused when present)",
    )
    parser.add_argument("--rebuild", action="store_true", help="rebuild the database even if it exists")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--per-kind", type=int, default=40, help="pages measured per kind")
    parser.add_argument(
        "--reindex", action="store_true", help="rebuild the search index of the existing database first"
    )
    parser.add_argument("--cpu", nargs="+", metavar="URL", help="the CPU of these pages: fresh process, cold, warm")
    parser.add_argument("--fresh", metavar="URL", help=argparse.SUPPRESS)  # --cpu's child: one first request
    return parser.parse_args()


def setup(db):
    # SEARCH_INDEX_DIR, when set, names another index for the same database.
    setup_django(db=db, index=os.environ.get("SEARCH_INDEX_DIR", Path(db).with_suffix(".index")), testing=True)


def build(corpus):
    from django.core.management import call_command

    from ingest.cr import import_cr_files
    from ingest.importers.mtgjson import import_mtgjson_paths
    from search.index import rebuild_index

    call_command("migrate", verbosity=0)
    started = time.perf_counter()
    results = import_cr_files(sorted((corpus / "cr").glob("*.txt")))
    failed = [r for r in results if not r.ok]
    print(f"CR: {len(results) - len(failed)} versions in {time.perf_counter() - started:.0f} s", flush=True)
    started = time.perf_counter()
    report = import_mtgjson_paths([corpus / "mtgjson3", corpus / "mtgjson3-fr"])
    print(
        f"MTGJSON: {report.files} files in {time.perf_counter() - started:.0f} s ({len(report.failed)} failed)",
        flush=True,
    )
    started = time.perf_counter()
    rebuild_index()
    print(f"search index in {time.perf_counter() - started:.0f} s", flush=True)


def pick_urls(per_kind):
    from django.db.models import Count

    from cards.models import Card
    from rules.models import CRVersion, RuleParagraph

    rng = random.Random(5)
    current = CRVersion.current()
    dates = [
        d.isoformat() for d in CRVersion.objects.order_by("effective_date").values_list("effective_date", flat=True)
    ]
    numbers = list(RuleParagraph.objects.filter(version=current).values_list("number", flat=True))
    # The pages judges open most, and the heaviest: keyword rules with many rulings (701.18 Play, an everyday action;
    # 702.5 Enchant, in every "enchanted"), 702.125a (a reused number).
    fixed = [
        "702.126a",
        "702.125a",
        "601.2f",
        "702.9",
        "702.9a",
        "702.19b",
        "701.18",
        "702.5",
        "613.1",
        "702",
        "7",
        "100.1",
    ]
    rules = [n for n in fixed if n in numbers] + rng.sample(numbers, min(per_kind, len(numbers)))
    with_rulings = list(Card.objects.annotate(n=Count("card_rulings")).filter(n__gt=0).values_list("slug", flat=True))
    heavy = list(Card.objects.annotate(n=Count("card_rulings")).order_by("-n").values_list("slug", flat=True)[:5])
    cards = ["reverse-engineer", "saheelis-directive", *heavy] + rng.sample(
        with_rulings, min(per_kind, len(with_rulings))
    )
    queries = [
        "improvise",
        "improvise colored mana",
        "702.125a",
        "601.2f",
        "total cost",
        "coût total",
        "contraptoin",
        "saheelis directive",
        '"enters the battlefield" replacement effect',
        "counter target spell unless its controller pays",
        "kind:ruling date:2017",
        'card:"Whir of Invention"',
        "lang:fr improvisation",
        "protection from",
        "flashback cast from graveyard",
        "equipment tapped creature",
        "mana abilty",
        "trample deathtouch",
        "copy spell new targets",
        "commander damage",
    ]
    return {
        "rule": [f"/rules/{n}" for n in rules],
        "card": [f"/cards/{s}" for s in cards],
        "search": [f"/search?q={q}" for q in queries],
        "history": [f"/rules/{n}/history" for n in rules[: per_kind // 2]],
        "diff (adjacent)": [f"/rules/diff/{a}/{b}" for a, b in zip(dates[-4:], dates[-3:], strict=False)],
        "diff (2017 to 2022)": [f"/rules/diff/{dates[0]}/{dates[-1]}"] if len(dates) > 1 else [],
        "home and contents": ["/", "/rules/", "/rules/glossary"],
    }


def measure(urls, rounds):
    from django.test import Client

    client = Client()
    client.get("/search?q=warm+up")  # opens the searcher once, as a running server has
    timings, firsts = {}, {}
    for kind, paths in urls.items():
        times, first = [], []
        try:
            for path in paths:
                started = time.perf_counter()
                response = client.get(path)  # the first request of a URL: nothing of it cached yet
                first.append((time.perf_counter() - started) * 1000)
                if response.status_code >= 400:
                    print(f"  {path}: HTTP {response.status_code}", file=sys.stderr)
                for _ in range(rounds):
                    started = time.perf_counter()
                    client.get(path)
                    times.append((time.perf_counter() - started) * 1000)
        except Exception as exc:  # one broken kind (say, an index from an older schema) must not hide the others
            print(f"{kind}: skipped, {path} raised {exc!r} (try --reindex)", file=sys.stderr)
            times, first = [], []
        timings[kind], firsts[kind] = times, first
    return timings, firsts


def fresh_cpu(url):
    """The child of --cpu: CPU of this process's first request, and of the whole process until it is answered."""
    from django.test import Client

    started = time.process_time()
    status = Client().get(url).status_code
    print(json.dumps({"status": status, "first": time.process_time() - started, "process": time.process_time()}))


class CacheReads:
    """Counts the shared cache's reads (get, get_many, has_key): on Redis each is a round trip."""

    def __init__(self):
        from django.core.cache import caches

        self.reads = 0
        backend = caches["default"]
        for name in ("get", "get_many", "has_key"):
            setattr(backend, name, self._counted(getattr(backend, name)))

    def _counted(self, method):
        def counted(*args, **kwargs):
            self.reads += 1
            return method(*args, **kwargs)

        return counted


def cpu(db, urls):
    from django.core.cache import cache
    from django.test import Client

    fresh = {}
    for url in urls:
        child = subprocess.run(
            [sys.executable, __file__, "--db", str(db), "--fresh", url], capture_output=True, text=True, check=True
        )
        fresh[url] = json.loads(child.stdout.strip().splitlines()[-1])
    client = Client()
    client.get("/rules/100.1")  # the imports and first compilations of a running worker (gunicorn preloads the app)
    counting = CacheReads()
    print(f"load average {os.getloadavg()[0]:.1f}; CPU seconds (time.process_time)")
    print(f"{'page':<72}{'status':>7}{'fresh':>8}{'(process)':>10}{'cold':>8}{'warm':>8}{'cache reads':>12}")
    for url in urls:
        cache.clear()
        started = time.process_time()
        status = client.get(url).status_code
        cold = time.process_time() - started
        client.get(url)
        counting.reads = 0
        started = time.process_time()
        client.get(url)
        warm = time.process_time() - started
        first = fresh[url]
        print(
            f"{url:<72}{status:>7}{first['first']:>8.2f}{first['process']:>10.2f}{cold:>8.2f}{warm:>8.2f}"
            f"{counting.reads:>12}"
        )


def main():
    args = parse_args()
    if args.fresh or args.cpu:
        setup(Path(args.db))
        fresh_cpu(args.fresh) if args.fresh else cpu(Path(args.db), args.cpu)
        return
    corpus = Path(os.environ.get("MTG_CORPUS", ROOT.parent / "shared" / "corpus"))
    db = Path(args.db)
    db.parent.mkdir(parents=True, exist_ok=True)
    if args.rebuild and db.exists():
        db.unlink()
    fresh = not db.exists()
    setup(db)
    if fresh:
        if not (corpus / "cr").is_dir():
            sys.exit(f"MTG_CORPUS={corpus} has no cr/ folder: set MTG_CORPUS to the shared corpus")
        build(corpus)
    elif args.reindex:
        from search.index import rebuild_index

        started = time.perf_counter()
        rebuild_index()
        print(f"search index in {time.perf_counter() - started:.0f} s", flush=True)
    from cards.models import Card
    from rules.models import CRVersion, RuleParagraph
    from rulings.models import Ruling

    print(
        f"database {db}: {CRVersion.objects.count()} CR versions, {RuleParagraph.objects.count()} paragraphs, "
        f"{Card.objects.count()} cards, {Ruling.objects.count()} rulings"
    )
    timings, firsts = measure(pick_urls(args.per_kind), args.rounds)
    print(
        f"\n{'page kind':<22}{'urls':>6}{'requests':>9}{'p50 ms':>9}{'p95 ms':>9}{'max ms':>9}"
        f"{'first p50':>10}{'first p95':>10}"
    )
    for kind, times in timings.items():
        if times:
            first = firsts[kind]
            print(
                f"{kind:<22}{len(first):>6}{len(times):>9}{statistics.median(times):>9.1f}"
                f"{percentile(times, 95):>9.1f}{max(times):>9.1f}"
                f"{statistics.median(first):>10.1f}{percentile(first, 95):>10.1f}"
            )


if __name__ == "__main__":
    main()
