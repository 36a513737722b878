"""The anonymous-CPU battery (issue 24, N5): what one anonymous request can make a worker spend.

Long random words (a 499-letter word cost 1.7-2.7 s of CPU in the probe), many words, search syntax, card names
and addresses that match nothing, the farthest diffs: each request is sent through Django's test client in this
thread, and its CPU time (time.thread_time) is measured. Nothing here is cached between requests but what the site
itself caches (the page cache is off under tests; search answers are not page-cached at all).

tests/site/test_anonymous_cpu.py runs it on the sample with a bound. On the corpus (a copy of the corpus database
and its index, never the originals):

    DATABASE_URL=sqlite:////tmp/corpus.sqlite3 SEARCH_INDEX_DIR=/tmp/index TESTING=1 \\
        .venv/bin/python -m tests.site.anonymous_cpu [--profile N] [--repeat R]

prints each request's CPU, slowest first, and with --profile the functions where the N slowest spend it (cProfile).
"""

import argparse
import cProfile
import gc
import io
import pstats
import random
import string
import time
from dataclasses import dataclass
from urllib.parse import urlencode

SEED = 24


def random_word(rng, length, letters=string.ascii_lowercase):
    return "".join(rng.choice(letters) for _ in range(length))


def battery(first_version=None, last_version=None, seed=SEED):
    """(label, path) of every request of the battery; the CR versions name the farthest diff when given."""
    rng = random.Random(seed)
    long_word = random_word(rng, 499)
    many_words = " ".join(random_word(rng, 10) for _ in range(50))
    accented = random_word(rng, 300, "éèàùçôîœæ" + string.ascii_lowercase)
    near_card = "Whir of Inventoin " * 20
    requests = [
        ("search: one random 499-letter word", {"q": long_word}),
        ("search: the same word, cards only", {"q": long_word, "kind": "card"}),
        ("search: 50 random 10-letter words", {"q": many_words}),
        ("search: 300 accented letters", {"q": accented}),
        ("search: a phrase of 50 random words", {"q": f'"{many_words}"'}),
        ("search: 100 wildcards", {"q": " ".join(f"{random_word(rng, 2)}*" for _ in range(100))}),
        ("search: fuzzy operators", {"q": " ".join(f"{random_word(rng, 8)}~2" for _ in range(40))}),
        ("search: a misspelt card name, repeated", {"q": near_card}),
        ("search: digits", {"q": " ".join(str(rng.randrange(10**9)) for _ in range(60))}),
        ("search: 20 random words in French", {"q": " ".join(random_word(rng, 12) for _ in range(20)), "lang": "fr"}),
    ]
    paths = [(label, "/search?" + urlencode(params)) for label, params in requests]
    # Other words for the API: search keeps its last answers per process, so the same query would cost nothing.
    paths += [
        ("api search: one random 499-letter word", "/api/search?" + urlencode({"q": random_word(rng, 499)})),
        (
            "api search: 20 random 12-letter words",
            "/api/search?" + urlencode({"q": " ".join(random_word(rng, 12) for _ in range(20))}),
        ),
    ]
    paths += [
        ("card lookup: 200 random letters", "/cards/?" + urlencode({"name": random_word(rng, 200)})),
        ("card lookup: a misspelt name", "/cards/?" + urlencode({"name": "Whir of Inventoin"})),
        ("card page: an unknown 200-letter slug", "/cards/" + random_word(rng, 200)),
        ("card page: a near slug", "/cards/whir-of-inventoin"),
        ("api card: an unknown 200-letter slug", "/api/cards/" + random_word(rng, 200)),
        ("rule: an unknown number", "/rules/999.999z"),
        ("rule: random letters", "/rules/" + random_word(rng, 200)),
        ("predicate: random letters", "/predicates/" + random_word(rng, 200)),
        ("contents", "/rules/"),
        ("glossary", "/rules/glossary"),
        ("history of 702.126a", "/rules/702.126a/history"),
        ("home", "/"),
    ]
    if first_version and last_version and first_version != last_version:
        diff = f"/rules/diff/{first_version}/{last_version}"
        paths += [
            ("diff: the farthest versions", diff),
            ("diff: the farthest versions, every edit", diff + "?show=edited"),
            ("api changes: the farthest versions", f"/api/changes/{first_version}/{last_version}"),
        ]
    return paths


@dataclass
class Measured:
    label: str
    path: str
    status: int
    cpu: float
    wall: float


def measure(client, label, path):
    wall, cpu = time.perf_counter(), time.thread_time()
    response = client.get(path)
    return Measured(label, path, response.status_code, time.thread_time() - cpu, time.perf_counter() - wall)


def versions():
    from rules.models import CRVersion

    dates = list(CRVersion.objects.order_by("effective_date").values_list("effective_date", flat=True))
    return (dates[0].isoformat(), dates[-1].isoformat()) if dates else (None, None)


def run(client, repeat=1):
    """Every request of the battery, `repeat` times in a row; the worst measure of each."""
    worst = {}
    for _ in range(repeat):
        for label, path in battery(*versions()):
            measured = measure(client, label, path)
            if label not in worst or measured.cpu > worst[label].cpu:
                worst[label] = measured
    return sorted(worst.values(), key=lambda m: -m.cpu)


def profile(client, path, lines=25):
    profiler = cProfile.Profile()
    profiler.enable()
    client.get(path)
    profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.sort_stats("cumulative").print_stats(r"rulings_site|search|rules|cards|whoosh|rapidfuzz|difflib", lines)
    stats.sort_stats("tottime").print_stats(lines // 2)
    return out.getvalue()


def warm_up():
    """What a visitor meets: the served process has run the search and page warm-ups (gunicorn.conf.py's
    when_ready) before it answers anyone; without them the first search pays the index's and the jargon's loading
    (0.2 s of the 499-letter word's 0.28 on the sample, 2026-12-05)."""
    from rulings_site.warm import warm_pages
    from search.warm import warm

    warm()
    warm_pages()
    # And, as the master does before it forks, what it built is left out of the collector's passes: else the
    # first request to make enough objects pays a full pass over the warmed index and pages (0.12 s of a
    # farthest diff's 0.47, 2026-12-02), which no served worker pays.
    gc.freeze()


def main():
    import django

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=2, help="runs of the battery (the first meets cold caches)")
    parser.add_argument("--profile", type=int, default=0, help="profile the N slowest requests")
    parser.add_argument(
        "--cold", action="store_true", help="skip the warm-up that gunicorn's master runs before the first request"
    )
    args = parser.parse_args()
    django.setup()
    if not args.cold:
        warm_up()
    from django.test import Client
    from django.test.utils import setup_test_environment

    setup_test_environment()  # allows the test client's host
    client = Client()
    results = run(client, repeat=args.repeat)
    print(f"{'cpu s':>7} {'wall s':>7} status  request")
    for m in results:
        print(f"{m.cpu:7.3f} {m.wall:7.3f} {m.status:>6}  {m.label}")
    for m in results[: args.profile]:
        # The same kind of request with other random words: the one measured may be kept by search's own cache.
        path = dict(battery(*versions(), seed=SEED + 1))[m.label]
        print(f"\n--- {m.label}: {path[:120]}")
        print(profile(client, path))


if __name__ == "__main__":
    import os

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulings_site.settings")
    main()
