"""The fault battery's figures (scripts/cluster/run.sh): for each fault injected under load, the requests made from
its start to the next fault's, their errors, the slowest, and how long after the fault ended errors went on.

    faults.py --requests requests-faults.log --faults faults.log

faults.log holds one line per fault: `name|start|end|note` (epoch seconds; `end` when the fault was undone:
Redis resumed or started again, PostgreSQL accepting connections, the worker replaced, the index healthy again).
Goals (issue 24): a hung or dead cache costs no request more than its timeout and no error; a database restart
only the requests in flight. The Redis faults are judged (exit status 1 when missed, see cache_verdicts): every
request that ended while Redis was out (or within --cache-timeout after) answered without error, waited for Redis at
most --cache-timeout plus --schedule-margin (the node's own measure, Server-Timing), and 99 % of them took at most
--load-factor times the slowest request before the first fault, plus --cache-timeout. The index faults are judged
too (index_verdicts: red, then healed within 60 s). The other faults' figures inform.
"""

import argparse
import sys

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from report import percentile, read_requests

# A thread whose socket timed out may wait for a core before it runs again, on the node's own measure of its wait:
# 0.13 s at load 6-8 on 2 shared cores (2026-12-02), 0.296 s in the fresh-clone CI of 2026-12-03 (load 3, the
# cluster's own processes). Below CACHE_TIMEOUT, so a request that paid two timeouts still misses the goal.
SCHEDULE_MARGIN = 0.4


def read_faults(path):
    faults = []
    for line in open(path):
        parts = line.rstrip("\n").split("|", 3)
        if len(parts) >= 3:
            faults.append((parts[0], float(parts[1]), float(parts[2]), parts[3] if len(parts) > 3 else ""))
    return faults


def cache_verdicts(rows, faults, cache_timeout, schedule_margin, load_factor):
    """For each Redis fault: (name, problems) where problems lists what missed the goal (empty: met).

    The margins, argued in docs/production.md: a thread whose socket timed out may wait for a core before it runs
    again (schedule_margin, on the node's own measure). End to end, the slowest request before the first fault is
    this machine's usual worst under the same load; while Redis is out the pages it held are built again (more CPU
    per request), and the requests that were waiting for it when it stopped leave a backlog that a machine near
    saturation drains slowly: load_factor times that worst, plus the timeout."""
    before = [r[3] for r in rows if r[0] < faults[0][1]]
    usual_max = max(before, default=0.0)
    verdicts = []
    for name, start, stop, _note in faults:
        if not name.startswith("Redis"):
            continue
        during = [r for r in rows if start <= r[0] <= stop + cache_timeout]
        problems = []
        errors = [r for r in during if not r[4]]
        if errors:
            problems.append(f"{len(errors)} errors")
        waits = [r[6] for r in during if len(r) > 6 and r[6] >= 0]
        wait_limit = (cache_timeout + schedule_margin) * 1000
        if max(waits, default=0.0) > wait_limit:
            problems.append(f"a request waited {max(waits):.0f} ms for Redis (at most {wait_limit:.0f})")
        if during and not waits:
            problems.append("no request said how long it waited for Redis (Server-Timing)")
        # End to end, the 99th percentile: a cache that freezes the threads slows most requests, while on a
        # saturated 2-core machine one request may wait for a core seconds longer whatever the cache does (CI,
        # 2026-12-02: one request of 630 at 3.7 s while Redis restarted empty, its wait for Redis 0.3 s).
        slowest = percentile([r[3] for r in during], 99) if during else 0.0
        limit = load_factor * usual_max + cache_timeout * 1000
        if slowest > limit:
            problems.append(
                f"1 % of the requests took {slowest:.0f} ms or more (at most {limit:.0f}: {load_factor:g} x "
                f"{usual_max:.0f}, the slowest before the first fault, + {cache_timeout * 1000:.0f})"
            )
        verdicts.append((name, problems))
    return verdicts


# What the battery's notes say when an index fault missed its goal (run.sh writes them).
_INDEX_MISSED = ("not healed", "NOT caught up", "still red", "never red")


def index_verdicts(faults, heal_limit=60.0):
    """For each fault of a node's index (damaged, disk full): (name, problems). The goal (issue 24): /healthz red for
    haproxy, then healed by itself from the database within heal_limit seconds of the fault (damaged) or of the
    space coming back (full: the save made meanwhile found by the node's own search)."""
    verdicts = []
    for name, start, stop, note in faults:
        if "index" not in name:
            continue
        problems = [f"{word}" for word in _INDEX_MISSED if word in note]
        if "damaged" in name and stop - start > heal_limit:
            problems.append(f"healed {stop - start:.1f} s after the damage (at most {heal_limit:g})")
        verdicts.append((name, problems))
    return verdicts


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--requests", required=True)
    parser.add_argument("--faults", required=True)
    parser.add_argument("--cache-timeout", type=float, default=0.5, help="CACHE_TIMEOUT of the nodes, s")
    parser.add_argument(
        "--schedule-margin", type=float, default=SCHEDULE_MARGIN, help="s, on the node's measure of its wait"
    )
    parser.add_argument("--load-factor", type=float, default=2.0, help="end to end, times the usual slowest")
    args = parser.parse_args()
    rows = read_requests(args.requests)
    faults = read_faults(args.faults)
    if not rows or not faults:
        print("fault battery: no requests or no faults recorded (see locust-faults.log)")
        return 0
    end = max(r[0] for r in rows)
    before = [r for r in rows if r[0] < faults[0][1]]
    usual = percentile([r[3] for r in before], 95) if before else float("nan")
    print()
    print(f"fault battery under load (p95 before the first fault: {usual:.0f} ms)")
    print(
        f"  {'fault':<34} {'lasted':>7} {'requests':>8} {'errors':>6} {'p95 ms':>7} {'max ms':>7} "
        f"{'cache ms':>8} {'ok during':>9} {'of cache':>8}  errors until  note"
    )
    for i, (name, start, stop, note) in enumerate(faults):
        window_end = faults[i + 1][1] if i + 1 < len(faults) else end + 0.001
        window = [r for r in rows if start <= r[0] < window_end]
        errors = [r for r in window if not r[4]]
        times = [r[3] for r in window]
        last_error = max((r[0] for r in errors), default=None)
        # Answered while the fault lasted (a request is logged when it ends): how many, and how many from the page
        # cache (the database down: only those can be served).
        during = [r for r in window if r[0] <= stop and r[4]]
        cached = sum(1 for r in during if len(r) > 5 and r[5])
        until = "-" if last_error is None else f"{last_error - stop:+.1f} s after"
        # The longest a request of the window waited for Redis, by the node's own measure (Server-Timing).
        waited = max((r[6] for r in window if len(r) > 6), default=-1.0)
        print(
            f"  {name:<34} {stop - start:6.1f}s {len(window):8d} {len(errors):6d} {percentile(times, 95):7.0f} "
            f"{max(times, default=0):7.0f} {waited:8.0f} {len(during):9d} {cached:8d}  {until:<12} {note}"
        )
        statuses = {}
        for r in errors:
            statuses[(r[1], r[2])] = statuses.get((r[1], r[2]), 0) + 1
        if statuses:
            print("      errors: " + ", ".join(f"{n} {s}: {c}" for (n, s), c in sorted(statuses.items())))
    print(f"  slowest request before the first fault: {max((r[3] for r in before), default=0):.0f} ms")
    failed = False
    for name, problems in cache_verdicts(rows, faults, args.cache_timeout, args.schedule_margin, args.load_factor):
        print(f"  goal for {name}: " + ("met" if not problems else "NOT met: " + "; ".join(problems)))
        failed = failed or bool(problems)
    for name, problems in index_verdicts(faults):
        print(f"  goal for {name}: " + ("met" if not problems else "NOT met: " + "; ".join(problems)))
        failed = failed or bool(problems)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
