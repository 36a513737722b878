"""What the shared cache buys (issue 13.3): server time of rule, card, diff and API pages with no cache, with the
cached parts only (text linkers, keyword rules, predicates' rules: dataversion.cached), and with whole pages
cached too (dataversion.pages), on a real Redis.

    .venv/bin/python bench/cache_bench.py --db FILE [--pages 300]   (or SEARCH_BENCH_DB; not a test)

Starts Debian's redis-server on a free loopback port (stopped at the end). Each configuration asks the same
pages twice through Django's test client (no network: the time is the server's); the second pass is what a
visitor meets once the cache holds the page (after an import or a save, the first visitor pays the first pass).
"""

import argparse
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from harness import Timer, percentile, setup_django


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", default=os.environ.get("SEARCH_BENCH_DB"))
    parser.add_argument("--pages", type=int, default=300)
    return parser.parse_args()


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_redis():
    port = free_port()
    folder = tempfile.mkdtemp(prefix="cache-bench-redis-")
    process = subprocess.Popen(
        [
            "redis-server",
            "--bind",
            "127.0.0.1",
            "--port",
            str(port),
            "--save",
            "",
            "--appendonly",
            "no",
            "--dir",
            folder,
        ],
        stdout=subprocess.DEVNULL,
    )
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return process, f"redis://127.0.0.1:{port}/0"
        except OSError:
            time.sleep(0.05)
    sys.exit("redis-server did not start")


def pages(count):
    from django.urls import reverse

    from cards.models import Card
    from rules.models import CRVersion, RuleParagraph

    random.seed(13)
    current = CRVersion.current()
    numbers = list(RuleParagraph.objects.filter(version=current).values_list("number", flat=True))
    slugs = list(Card.objects.filter(rulings__isnull=False).distinct().values_list("slug", flat=True))
    dates = [str(d) for d in CRVersion.objects.order_by("effective_date").values_list("effective_date", flat=True)]
    recent = list(zip(dates[-6:], dates[-5:], strict=False))
    mix = []
    for i in range(count):
        kind = i % 10
        if kind < 4:
            mix.append(("rule", reverse("rules:rule", args=[random.choice(numbers)])))
        elif kind < 6:
            mix.append(("card", reverse("cards:card", args=[random.choice(slugs)])))
        elif kind == 6:
            mix.append(("api rule", reverse("api:rule", args=[random.choice(numbers)])))
        elif kind == 7:
            mix.append(("api card", reverse("api:card", args=[random.choice(slugs)])))
        elif kind == 8:
            mix.append(("diff", reverse("rules:diff", args=list(random.choice(recent)))))
        else:
            mix.append(("api changes", reverse("api:changes", args=list(random.choice(recent)))))
    return mix


def timed(client, mix):
    times = []
    for _, url in mix:
        with Timer() as t:
            response = client.get(url)
        times.append(t.ms)
        assert response.status_code == 200, (url, response.status_code)
    return times


def main():
    args = parse_args()
    if not args.db or not Path(args.db).exists():
        sys.exit("Give --db (or SEARCH_BENCH_DB): an imported SQLite database.")
    setup_django(db=args.db, testing=True)
    from django.core.cache import cache
    from django.test import Client
    from django.test.utils import override_settings

    redis, url = start_redis()
    try:
        mix = pages(args.pages)
        redis_cache = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": url}}
        dummy = {"default": {"BACKEND": "django.core.cache.backends.dummy.DummyCache"}}
        configurations = [
            ("no cache", dummy, False),
            ("cached parts only (Redis)", redis_cache, False),
            ("whole pages too (Redis)", redis_cache, True),
        ]
        print(f"{len(mix)} pages (4 rules : 2 cards : 1 API rule : 1 API card : 1 diff : 1 API changes); ms")
        print(f"  {'':28} {'first pass':>18}   {'second pass':>18}")
        print(f"  {'':28} {'p50':>8} {'p95':>8}   {'p50':>8} {'p95':>8}")
        for name, caches, page_cache in configurations:
            with override_settings(CACHES=caches, PAGE_CACHE=page_cache, ALLOWED_HOSTS=["testserver"]):
                cache.clear()
                client = Client()
                first, second = timed(client, mix), timed(client, mix)
                print(
                    f"  {name:28} {percentile(first, 50):8.1f} {percentile(first, 95):8.1f}   "
                    f"{percentile(second, 50):8.1f} {percentile(second, 95):8.1f}"
                )
        print(f"load average {os.getloadavg()[0]:.1f}")
    finally:
        redis.terminate()
        redis.wait(10)


if __name__ == "__main__":
    main()
