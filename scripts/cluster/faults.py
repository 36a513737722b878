"""The fault battery's figures (scripts/cluster/run.sh): for each fault injected under load, the requests made from
its start to the next fault's, their errors, the slowest, and how long after the fault ended errors went on.

    faults.py --requests requests-faults.log --faults faults.log

faults.log holds one line per fault: `name|start|end|note` (epoch seconds; `end` when the fault was undone:
Redis resumed or started again, PostgreSQL accepting connections, the worker replaced, the index healthy again).
Goals (issue 24): a hung or dead cache costs no request more than 0.5 s over its usual time and no error; a
database restart only the requests in flight. Exit status 0: the figures inform, CLUSTER_STRICT judges the main run.
"""

import argparse
import sys

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from report import percentile, read_requests


def read_faults(path):
    faults = []
    for line in open(path):
        parts = line.rstrip("\n").split("|", 3)
        if len(parts) >= 3:
            faults.append((parts[0], float(parts[1]), float(parts[2]), parts[3] if len(parts) > 3 else ""))
    return faults


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--requests", required=True)
    parser.add_argument("--faults", required=True)
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
        f"{'ok during':>9} {'of cache':>8}  errors until  note"
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
        print(
            f"  {name:<34} {stop - start:6.1f}s {len(window):8d} {len(errors):6d} {percentile(times, 95):7.0f} "
            f"{max(times, default=0):7.0f} {len(during):9d} {cached:8d}  {until:<12} {note}"
        )
        statuses = {}
        for r in errors:
            statuses[(r[1], r[2])] = statuses.get((r[1], r[2]), 0) + 1
        if statuses:
            print("      errors: " + ", ".join(f"{n} {s}: {c}" for (n, s), c in sorted(statuses.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
