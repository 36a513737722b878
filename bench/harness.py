"""What every benchmark script shares: Django's set-up, a timer, percentiles and memory readings.

A script run as `.venv/bin/python bench/NAME.py` has bench/ first on sys.path, so it imports this module as
`harness`; importing it puts the project's root on sys.path too, for the apps. Nothing here is a test.
"""

import os
import resource
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SETTINGS = "rulings_site.settings"


# ---------------------------------------------------------------- Django


def configure(*, db=None, index=None, testing=False):
    """Point this process, and the commands it starts, at a SQLite database and a search index folder.

    testing=True serves static files unhashed, so a measurement needs no collectstatic."""
    if db is not None:
        os.environ["DATABASE_URL"] = f"sqlite:///{db}"
    if index is not None:
        os.environ["SEARCH_INDEX_DIR"] = str(index)
    if testing:
        os.environ["TESTING"] = "1"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", SETTINGS)


def setup_django(*, db=None, index=None, testing=False):
    """configure(), then django.setup(): the apps may be imported after it."""
    configure(db=db, index=index, testing=testing)
    import django

    django.setup()


def tuned_probe(description):
    """The arguments every probe of the tuned misses takes (--db, --index, --json, --set ...), Django set up on them."""
    import argparse

    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--db", required=True)
    parser.add_argument("--index", required=True)
    parser.add_argument("--json")
    parser.add_argument("--set", action="append")
    args = parser.parse_args()
    setup_django(db=args.db, index=args.index)
    return args


def tuned_card_cases(args):
    """The tuned card sets' questions (those of --set only, when given): what the card probes read."""
    from search.evaluation.sets import TUNED, all_cases

    return [
        c for c in all_cases() if c.part == TUNED and c.set.startswith("cards") and (not args.set or c.set in args.set)
    ]


# ---------------------------------------------------------------- time


class Timer:
    """`with Timer() as t: ...`, then t.seconds or t.ms (wall time, perf_counter)."""

    def __enter__(self):
        self.started = time.perf_counter()
        self.seconds = 0.0
        return self

    def __exit__(self, *exc):
        self.seconds = time.perf_counter() - self.started
        return False

    @property
    def ms(self):
        return self.seconds * 1000


def time_ms(function, *args, **kwargs):
    """Milliseconds one call of function(*args, **kwargs) takes; its result is dropped."""
    started = time.perf_counter()
    function(*args, **kwargs)
    return (time.perf_counter() - started) * 1000


def percentile(values, p):
    """The nearest-rank percentile p (0-100) of values: one of the values, never an interpolation."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def percentiles(samples):
    """(p50, p95, p99) of samples, as percentile() gives them."""
    return percentile(samples, 50), percentile(samples, 95), percentile(samples, 99)


# ---------------------------------------------------------------- memory (Linux's /proc; MB)


def rss_mb():
    """This process's resident memory now (VmRSS)."""
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def peak_rss_mb():
    """This process's peak resident memory (VmHWM, which reset_peak() clears); getrusage's peak elsewhere."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def reset_peak():
    """Linux resets the peak resident size when 5 is written to clear_refs; elsewhere the peak is cumulative."""
    try:
        Path("/proc/self/clear_refs").write_text("5")
    except OSError:
        pass


def process_memory(pid):
    """Memory in MB of one process: RSS (resident), PSS (pages shared by the fork divided among their users),
    USS (private only), anon (resident memory of its own heap and stacks, shared by the fork or not) and file
    (resident pages of mapped files: the index's segments, read through mmap, are the system's page cache,
    shared by every process that reads them and given back by the kernel when it needs them)."""
    values = {}
    for line in open(f"/proc/{pid}/smaps_rollup"):
        name, _, rest = line.partition(":")
        if name in ("Rss", "Pss", "Private_Clean", "Private_Dirty", "Anonymous"):
            values[name] = int(rest.split()[0]) / 1024
    for line in open(f"/proc/{pid}/status"):
        name, _, rest = line.partition(":")
        if name in ("RssAnon", "RssFile"):
            values[name] = int(rest.split()[0]) / 1024
    return {
        "rss": values["Rss"],
        "pss": values["Pss"],
        "uss": values["Private_Clean"] + values["Private_Dirty"],
        "anon": values["RssAnon"],
        "file": values["RssFile"],
    }
