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

    .venv/bin/python bench/warm_start_bench.py --db FILE --index DIR --first-requests [--no-warm]

--first-requests runs gunicorn as docs/production.md runs it (gunicorn.conf.py: preload, the master's catch-up and
warm-up, one worker of 4 threads; local-memory cache, so nothing comes from a page cache) and gives the CPU (the
worker's, from /proc) and wall time of a fresh worker's first anonymous request to a rule page, a card page and a
search, then of a second one of each kind; the worker is killed and forked again from the master before each kind.
--no-warm: SEARCH_WARM=0 (what the warm-up buys).
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
    parser.add_argument("--first-requests", action="store_true", help="a fresh gunicorn worker's first requests")
    parser.add_argument("--no-warm", action="store_true", help="with --first-requests: SEARCH_WARM=0")
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


# A fresh worker's first requests (--first-requests): (kind, first URL, second URL). The searches are not in the
# warm-up's list (search.warm.FREQUENT).
def first_request_targets():
    from django.urls import reverse

    from cards.models import Card
    from rules.models import CRVersion, RuleParagraph

    current = CRVersion.current()
    numbers = set(RuleParagraph.objects.filter(version=current).values_list("number", flat=True))
    rules = [n for n in ("601.2f", "613.1", "702.19b", "100.1") if n in numbers][:2]
    cards = [card.get_absolute_url() for card in Card.objects.order_by("pk")[5:7]]  # not the warm-up's
    search = reverse("search:search")
    return [
        ("rule page", *[reverse("rules:rule", args=[n]) for n in rules]),
        ("card page", *cards),
        ("search", f"{search}?q=cascade+split+card+mana+value", f"{search}?q=exile+until+end+of+turn"),
    ]


def cpu_seconds(pid):
    """User and system CPU of a process so far (/proc/PID/stat, in clock ticks)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def gunicorn_first_requests(db, index, warm=True):
    import signal
    import socket
    import urllib.request

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{db}",
        "SEARCH_INDEX_DIR": str(index),
        "CACHE_URL": "",
        "WEB_WORKERS": "1",
        "SEARCH_WARM": "1" if warm else "0",
        "HOST": "127.0.0.1",
        "PORT": str(port),
    }
    root = Path(__file__).resolve().parent.parent
    python = Path(sys.executable)
    subprocess.run([python, "manage.py", "collectstatic", "--noinput", "-v0"], cwd=root, env=env, check=True)
    log = open(tempfile.mktemp(prefix="warm-bench-gunicorn-", suffix=".log"), "w+")
    started = time.perf_counter()
    master = subprocess.Popen([python.with_name("gunicorn"), "-c", "gunicorn.conf.py"], cwd=root, env=env, stderr=log)

    def get(path):
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=120) as response:
            response.read()
            return response.status

    def worker():
        found = subprocess.run(["pgrep", "-P", str(master.pid)], capture_output=True, text=True).stdout.split()
        return int(found[0]) if len(found) == 1 else None

    figures = []
    try:
        while True:
            try:
                get("/healthz")
                break
            except OSError:
                if master.poll() is not None or time.perf_counter() - started > 900:
                    raise RuntimeError(f"gunicorn did not start: see {log.name}") from None
                time.sleep(0.5)
        ready = time.perf_counter() - started
        for kind, *urls in first_request_targets():
            old = worker()
            os.kill(old, signal.SIGKILL)
            while worker() in (None, old):
                time.sleep(0.1)
            pid = worker()
            time.sleep(3)  # its start (the follower thread) done: what follows is the request's
            for url in urls:
                cpu, t = cpu_seconds(pid), time.perf_counter()
                status = get(url)
                figures.append((kind, url, status, cpu_seconds(pid) - cpu, time.perf_counter() - t))
    finally:
        master.terminate()
        master.wait(60)
    log.seek(0)
    warmed = [line.split("] ", 1)[-1].strip() for line in log if "warmed in the master" in line]
    return ready, warmed, figures


def print_first_requests(args):
    setup(args.db, args.index)
    ready, warmed, figures = gunicorn_first_requests(args.db, args.index, warm=not args.no_warm)
    load = os.getloadavg()
    print(
        f"\ngunicorn (gunicorn.conf.py, 1 worker, SEARCH_WARM={0 if args.no_warm else 1}): the node answered "
        f"{ready:.1f} s after its start; {'; '.join(warmed) or 'no warm-up'}; load average {load[0]:.1f}"
    )
    print(f"  {'':11} {'':9} {'CPU s':>6} {'wall s':>6}  url")
    seen = set()
    for kind, url, status, cpu, wall in figures:
        which = "second" if kind in seen else "first"
        seen.add(kind)
        print(f"  {kind:11} {which:9} {cpu:6.2f} {wall:6.2f}  {url} ({status})")


def main():
    args = parse_args()
    from bench.search_bench import QUERIES, build_fts, fts_search

    if args.first_requests:
        if not args.db or not args.index:
            sys.exit("Give --db and --index (a built index: manage.py rebuild_index).")
        print_first_requests(args)
        return
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
