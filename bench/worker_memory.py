"""A gunicorn worker's memory after 10,000 mixed requests (issue 13.5: <= 300 MB), measured on a real server.

    .venv/bin/python bench/worker_memory.py --db FILE [--index DIR] [--requests 10000] [--workers 2]

Starts gunicorn with gunicorn.conf.py (preload, the warm-up in the master, the follower in the workers) on the
given SQLite database and index (built into a temporary folder when --index is not given), on a free loopback port;
sends the requests from 4 client threads: searches of many different words, rule pages and their JSON, card pages
and their JSON, diffs and changes between CR versions (a mix like the cluster test's, over the whole database
instead of a few pages); then reads each worker's resident memory (RSS) and its private part (USS: what the fork
does not share) from /proc, and stops the server.
"""

import argparse
import http.client
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from pathlib import Path

from harness import ROOT, process_memory, setup_django


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", default=os.environ.get("SEARCH_BENCH_DB"), required=False)
    parser.add_argument("--index", default=None)
    parser.add_argument("--requests", type=int, default=10_000)
    parser.add_argument("--workers", type=int, default=2)
    return parser.parse_args()


def targets(db, index):
    setup_django(db=db, index=index)
    from search.index import current_path, rebuild_index

    if current_path() is None:
        print(f"building the index into {index} ...", flush=True)
        rebuild_index()
    from django.urls import reverse

    from cards.models import Card
    from rules.models import CRVersion, RuleParagraph
    from search.warm import frequent_words

    current = CRVersion.current()
    numbers = list(RuleParagraph.objects.filter(version=current).values_list("number", flat=True))
    slugs = list(Card.objects.values_list("slug", flat=True))
    dates = [str(d) for d in CRVersion.objects.order_by("effective_date").values_list("effective_date", flat=True)]
    words = [w.split(" ", 1)[1] for w in frequent_words(2000)]
    if len(words) < 2 or not numbers or not slugs or len(dates) < 2:
        sys.exit(f"{db} and {index} hold too little to load a server with (an imported corpus is needed)")
    return {
        "rule": lambda: reverse("rules:rule", args=[random.choice(numbers)]),
        "api rule": lambda: reverse("api:rule", args=[random.choice(numbers)]),
        "card": lambda: reverse("cards:card", args=[random.choice(slugs)]),
        "api card": lambda: reverse("api:card", args=[random.choice(slugs)]),
        "diff": lambda: reverse("rules:diff", args=sorted(random.sample(dates, 2))),
        "api changes": lambda: reverse("api:changes", args=sorted(random.sample(dates, 2))),
        "search": lambda: (
            reverse("search:search") + "?" + urllib.parse.urlencode({"q": " ".join(random.sample(words, 2))})
        ),
        "api search": lambda: reverse("api:search") + "?" + urllib.parse.urlencode({"q": random.choice(words)}),
    }


WEIGHTS = {
    "search": 6,
    "api search": 4,
    "rule": 5,
    "card": 3,
    "diff": 1,
    "api rule": 2,
    "api card": 2,
    "api changes": 1,
}


def describe(m):
    return (
        f"RSS {m['rss']:.0f} (anon {m['anon']:.0f}, files {m['file']:.0f}), PSS {m['pss']:.0f}, USS {m['uss']:.0f} MB"
    )


def workers_of(master):
    children = Path(f"/proc/{master}/task/{master}/children").read_text().split()
    return [int(pid) for pid in children]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main():
    args = parse_args()
    if not args.db:
        sys.exit("Give --db (or SEARCH_BENCH_DB): an imported SQLite database.")
    # The database as this code expects it (a bench database may predate the newest migrations).
    subprocess.run(
        [sys.executable, "manage.py", "migrate", "--noinput", "-v0"],
        cwd=ROOT,
        env={**os.environ, "DATABASE_URL": f"sqlite:///{args.db}"},
        check=True,
    )
    index = args.index or tempfile.mkdtemp(prefix="worker-memory-index-")
    make = targets(args.db, index)
    port = free_port()
    env = {**os.environ, "HOST": "127.0.0.1", "PORT": str(port), "WEB_WORKERS": str(args.workers)}
    log = open(Path(os.environ.get("TMPDIR", "/tmp")) / f"worker-memory-{port}.log", "w")
    server = subprocess.Popen(
        [str(ROOT / ".venv/bin/gunicorn"), "-c", "gunicorn.conf.py"], cwd=ROOT, env=env, stdout=log, stderr=log
    )
    try:
        deadline = time.monotonic() + 180
        while True:
            try:
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
                connection.request("GET", "/healthz")
                if connection.getresponse().status == 200:
                    break
            except OSError:
                pass
            if time.monotonic() > deadline or server.poll() is not None:
                sys.exit(f"the server did not become healthy: see {log.name}")
            time.sleep(0.5)
        time.sleep(1)
        before = {pid: process_memory(pid) for pid in workers_of(server.pid)}
        names = [name for name, weight in WEIGHTS.items() for _ in range(weight)]
        plan = [random.choice(names) for _ in range(args.requests)]
        statuses, lock = {}, threading.Lock()
        todo = iter(plan)

        def client():
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
            for name in todo:
                try:
                    connection.request("GET", make[name]())
                    response = connection.getresponse()
                    response.read()
                    status = response.status
                except (OSError, http.client.HTTPException):
                    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
                    status = 0
                with lock:
                    statuses[status] = statuses.get(status, 0) + 1

        started = time.monotonic()
        threads = [threading.Thread(target=client) for _ in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        seconds = time.monotonic() - started
        after = {pid: process_memory(pid) for pid in workers_of(server.pid)}
        master = process_memory(server.pid)
        print(
            f"{args.requests} mixed requests in {seconds:.0f} s ({args.requests / seconds:.0f}/s); statuses {statuses}"
        )
        answered = set(statuses) == {200} and sum(statuses.values()) == args.requests
        if not answered:
            print(f"not every request was answered 200: see {log.name}; memory not judged")
        print(f"master: {describe(master)}")
        for pid, m in after.items():
            start = before.get(pid)
            print(
                f"worker {pid}: {describe(m)} after; at start {describe(start) if start else 'started during the run'}"
            )
        worst = {measure: max(m[measure] for m in after.values()) for measure in ("rss", "anon", "pss")}
        verdicts = ", ".join(
            f"largest {label} {worst[measure]:.0f} MB ({'met' if worst[measure] <= 300 else 'not met'})"
            for measure, label in (("rss", "RSS"), ("anon", "anonymous RSS"), ("pss", "PSS"))
        )
        if answered:
            print(f"goal: a worker <= 300 MB after {args.requests} requests: {verdicts}")
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(60)
        if not args.index:
            shutil.rmtree(index, ignore_errors=True)


if __name__ == "__main__":
    main()
