"""Server time of the HTML pages on the whole corpus (a measuring script, not a test).

    MTG_CORPUS=../shared/corpus .venv/bin/python bench/page_bench.py [--db PATH] [--rebuild] [--rounds N]

Builds (once) a SQLite database from the corpus through the real importers:
all CR versions, every MTGJSON v3 set, the French printed texts, and a search
index; later runs reuse it. Then requests pages through Django's test client
(the whole Django stack, no network) and prints p50/p95/max per kind of page.
Each URL is requested once (the "first" columns: nothing of that URL cached
yet, the searcher already open), then `rounds` more times (p50/p95/max).
"""

import argparse
import os
import random
import statistics
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
    # The pages judges open most, and the heaviest: keyword rules with many rulings, 702.125a (a reused number).
    fixed = ["702.126a", "702.125a", "601.2f", "702.9", "702.9a", "702.19b", "613.1", "702", "7", "100.1"]
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


def main():
    args = parse_args()
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
