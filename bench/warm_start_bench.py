"""Start warm (issue 13.5): a fresh process's first searches, with and without the warm-up a gunicorn master runs
before it forks its workers (search.warm), against SQLite FTS5 over the same documents in the same run.

    .venv/bin/python bench/warm_start_bench.py --db FILE [--index DIR]   (or SEARCH_BENCH_DB; not a test)

--db is an imported SQLite database (bench/search_bench.py makes one from $MTG_CORPUS); --index a search index
built from it (built into a temporary folder when not given). Each mode runs in a new process, as a worker
would start: "cold" opens the index and asks each query of bench/search_bench.py once; "warm start" first runs
search.warm.warm() and then asks them once. A second pass in the same process gives the warm figures. Queries
that are also in the warm-up's own list are counted apart ("held out" = the others), so the warm-up is not
judged on the very queries it ran. After the warm-up the process calls gc.freeze(), as gunicorn.conf.py's
when_ready does before the fork (--no-freeze: not).
"""

import argparse
import gc
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from harness import percentile, rss_mb, setup_django


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", default=os.environ.get("SEARCH_BENCH_DB"), help="an imported SQLite database")
    parser.add_argument("--index", help="a search index folder built from it (default: built here)")
    parser.add_argument("--child", choices=["cold", "warm start"], help=argparse.SUPPRESS)
    parser.add_argument("--no-freeze", action="store_true", help="no gc.freeze() after the warm-up")
    parser.add_argument("--fts-rounds", type=int, default=5)
    return parser.parse_args()


def setup(db, index):
    setup_django(db=db, index=index)


def child(mode, queries, freeze=True):
    """Runs in a fresh process: what a new worker's first searches cost."""
    from search.index import search_lock, shared_searchers
    from search.query import search
    from search.warm import warm

    started = time.perf_counter()
    with search_lock:
        shared_searchers()  # the index opened, as any first request does
    opened = time.perf_counter() - started
    warmed = warm() if mode == "warm start" else None
    if warmed and freeze:
        gc.freeze()
    first, second = [], []
    for timings in (first, second):
        for q in queries:
            t = time.perf_counter()
            search(q)
            timings.append((time.perf_counter() - t) * 1000)
    with search_lock:
        searchers = shared_searchers()
        held = sum(docsets.held for docsets in searchers.docsets.values())
    return {"open_s": opened, "warm": warmed, "first": first, "second": second, "rss_mb": rss_mb(), "held": held}


def row(label, values, base=None):
    p50, p95 = percentile(values, 50), percentile(values, 95)
    ratio = f"   x{p50 / base[0]:.1f} / x{p95 / base[1]:.1f} of FTS5" if base else ""
    return f"  {label:46} {p50:7.2f} {p95:7.2f}{ratio}"


def main():
    args = parse_args()
    from bench.search_bench import QUERIES, build_fts, fts_search

    if args.child:
        setup(args.db, args.index)
        print(json.dumps(child(args.child, QUERIES, freeze=not args.no_freeze)))
        return
    if not args.db or not Path(args.db).exists():
        sys.exit("Give --db (or SEARCH_BENCH_DB): an imported SQLite database (bench/search_bench.py makes one).")
    index = Path(args.index) if args.index else Path(tempfile.mkdtemp(prefix="warm-bench-")) / "index"
    setup(args.db, index)
    from search.documents import Documents
    from search.index import current_path, rebuild_index
    from search.warm import FREQUENT

    if current_path() is None:
        print(f"building the index into {index} ...", flush=True)
        rebuild_index()

    results = {}
    for mode in ("cold", "warm start"):
        done = subprocess.run(
            [sys.executable, __file__, "--child", mode, "--db", args.db, "--index", str(index)]
            + (["--no-freeze"] if args.no_freeze else []),
            capture_output=True,
            text=True,
            check=True,
        )
        results[mode] = json.loads(done.stdout.strip().splitlines()[-1])

    fts, _ = build_fts(Documents())
    for q in QUERIES:
        fts_search(fts, q)
    fts_times = []
    for _ in range(args.fts_rounds):
        for q in QUERIES:
            t = time.perf_counter()
            fts_search(fts, q)
            fts_times.append((time.perf_counter() - t) * 1000)
    base = (percentile(fts_times, 50), percentile(fts_times, 95))

    warm_set = {q.lower() for q in FREQUENT}
    held = [i for i, q in enumerate(QUERIES) if q.lower() not in warm_set]
    load = os.getloadavg()
    print(
        f"\n{len(QUERIES)} queries of bench/search_bench.py, each asked once by a fresh process "
        f"({len(held)} not in the warm-up's list); ms; load average {load[0]:.1f}"
    )
    print(f"  {'':46} {'p50':>7} {'p95':>7}")
    print(row("SQLite FTS5 (warm, same run)", fts_times))
    for mode in ("cold", "warm start"):
        r = results[mode]
        warmed = r["warm"]
        extra = (
            f", warm-up {warmed['queries']} queries and {warmed.get('positions', 0):,} positions in "
            f"{warmed['seconds']:.1f} s"
            if warmed
            else ""
        )
        print(
            f" {mode}: index opened in {r['open_s']:.2f} s{extra}; {r['rss_mb']:.0f} MB resident after, "
            f"{r['held']:,} postings units cached"
        )
        print(row("first time asked, all queries", r["first"], base))
        print(row("first time asked, held out", [r["first"][i] for i in held], base))
        print(row("second time asked (warm)", r["second"], base))
    warm_first = results["warm start"]["first"]
    verdict = percentile(warm_first, 95) <= 5 * base[1]
    print(
        f"\ngoal: first-query p95 <= 5x FTS5's: warm start {percentile(warm_first, 95):.1f} ms vs "
        f"5 x {base[1]:.2f} ms: {'met' if verdict else 'not met'}"
    )
    slow = sorted(zip(warm_first, QUERIES, strict=True), reverse=True)[:5]
    print("slowest first queries after the warm-up: " + "; ".join(f"{q} {ms:.1f}" for ms, q in slow))
    print(f"median of the cold first queries: {statistics.median(results['cold']['first']):.1f} ms")


if __name__ == "__main__":
    main()
