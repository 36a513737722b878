"""What an editor's save costs the next searches of a process (not a test): the first searches after the warm-up,
then after each save of a translation reaches the index, and the process's memory after many saves.

    .venv/bin/python bench/after_save_bench.py --db FILE [--index DIR] [--saves 3] [--more-saves 20]

--db is an imported SQLite database (bench/search_bench.py makes one from $MTG_CORPUS); --index a search index
built from it (built into a temporary folder when not given). The saves change a real translation of a ruling
(its text is put back at the end). Prints, for the 50 queries of bench/search_bench.py, the median, p95, max and
sum in ms, each time they are asked for the first time (after the warm-up, after each save) and again.
"""

import argparse
import gc
import os
import random
import statistics
import sys
import tempfile

from harness import rss_mb, setup_django, time_ms


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", default=os.environ.get("SEARCH_BENCH_DB"), help="an imported SQLite database")
    parser.add_argument("--index", help="a search index folder built from it (default: built here)")
    parser.add_argument("--saves", type=int, default=3, help="saves timed one by one")
    parser.add_argument("--more-saves", type=int, default=20, help="saves after those, before memory is read")
    return parser.parse_args()


def figures(timings):
    p95 = statistics.quantiles(timings, n=20)[-1]
    return f"p50 {statistics.median(timings):6.2f}  p95 {p95:6.1f}  max {max(timings):6.1f}  all {sum(timings):6.0f} ms"


def main():
    args = parse_args()
    if not args.db:
        sys.exit("Give --db (or SEARCH_BENCH_DB): an imported SQLite database.")
    setup_django(db=args.db, index=args.index or tempfile.mkdtemp(prefix="after-save-index-"))
    from bench.search_bench import QUERIES
    from search.index import current_path, rebuild_index, update_index
    from search.query import search
    from search.warm import warm
    from translations.models import Translation

    if current_path() is None:
        print(f"building the index into {os.environ['SEARCH_INDEX_DIR']} ...", flush=True)
        rebuild_index()
    translation = Translation.objects.filter(ruling__isnull=False).exclude(text="").order_by("pk").first()
    if translation is None:
        sys.exit(f"{args.db} holds no translation of a ruling to save")
    original = translation.text

    def ask():
        return [time_ms(search, q) for q in QUERIES]

    def save(text):
        translation.text = text
        translation.save()
        return time_ms(update_index, translation)

    warmed = warm()
    gc.freeze()  # as gunicorn.conf.py does after the warm-up
    load = open("/proc/loadavg").read().split()[0]
    print(f"{len(QUERIES)} queries; warm-up {warmed['queries']} queries in {warmed['seconds']:.1f} s; load {load}")
    print(f"  {'first time after the warm-up':<34} {figures(ask())}")
    print(f"  {'asked again':<34} {figures(ask())}")
    try:
        for i in range(1, args.saves + 1):
            # Words the index knows, in another order: the save changes the document, not the lexicon.
            words = original.split()
            random.shuffle(words)
            took = save(" ".join(words))
            label = f"after save {i} ({took:.0f} ms to index)"
            print(f"  {label:<34} {figures(ask())}")
            print(f"  {'asked again':<34} {figures(ask())}")
        print(f"  memory after {args.saves} saves: RSS {rss_mb():.0f} MB")
        for _ in range(args.more_saves):
            words = original.split()
            random.shuffle(words)
            save(" ".join(words))
            ask()
        print(f"  memory after {args.saves + args.more_saves} saves: RSS {rss_mb():.0f} MB")
    finally:
        save(original)


if __name__ == "__main__":
    main()
