"""`make bench`: every benchmark script, one after the other (not a test).

    .venv/bin/python bench/run_all.py [--list]

Without MTG_CORPUS only search_eval.py --sample runs (the sample data of fixtures/: what CI runs, a minute or
two), and the scripts that need the corpus are listed with what they need. With MTG_CORPUS every script runs:
search_bench.py imports the corpus once into $SEARCH_BENCH_DB (default bench/out/bench.sqlite3), which the
scripts after it reuse; the whole run takes an hour or more on a 2-core machine. --list prints the plan only.
"""

import os
import shutil
import subprocess
import sys

from harness import ROOT

BENCH = ROOT / "bench"

NO_CORPUS = [["search_eval.py", "--sample"]]


def with_corpus(db):
    """(command, what it needs besides the corpus, or "" when nothing) in the order they run."""
    chromium = shutil.which("chromium") and shutil.which("chromedriver")
    return [
        (["import_bench.py"], ""),
        (["search_bench.py", "--db", db], ""),  # imports the corpus into db when it is not there yet
        (["search_eval.py", "--db", db], ""),
        (["page_bench.py"], ""),  # its own database, bench/out/corpus.sqlite3
        (["mtgjson_v5_bench.py"], ""),
        (["offline_bench.py"] if chromium else ["offline_bench.py", "--no-browser"], ""),
        (["cache_bench.py", "--db", db], "" if shutil.which("redis-server") else "redis-server"),
        (["warm_start_bench.py", "--db", db], ""),
        (["after_save_bench.py", "--db", db], ""),
        (["worker_memory.py", "--db", db], "" if (ROOT / ".venv" / "bin" / "gunicorn").exists() else "gunicorn"),
        (["slow_requests.py", "--db", db], ""),
    ]


def run(command):
    print(f"\n==== bench/{' '.join(command)}", flush=True)
    return subprocess.run([sys.executable, str(BENCH / command[0]), *command[1:]], cwd=ROOT).returncode


def main():
    listing = "--list" in sys.argv[1:]
    corpus = os.environ.get("MTG_CORPUS")
    db = os.environ.get("SEARCH_BENCH_DB") or str(BENCH / "out" / "bench.sqlite3")
    plan = [(command, "") for command in NO_CORPUS]
    if corpus:
        (BENCH / "out").mkdir(exist_ok=True)
        plan = with_corpus(db)
    else:
        print("MTG_CORPUS is not set: only the benchmark that needs no corpus runs. These need MTG_CORPUS:")
        for command, missing in with_corpus("$SEARCH_BENCH_DB"):
            print(f"  bench/{' '.join(command)}" + (f"  (and {missing}, not installed)" if missing else ""))
    failed = []
    for command, missing in plan:
        if missing:
            print(f"\n==== bench/{' '.join(command)}: skipped, needs {missing}")
        elif listing:
            print(f"would run: bench/{' '.join(command)}")
        elif run(command):
            failed.append(command[0])
    if failed:
        sys.exit(f"failed: {', '.join(failed)}")


if __name__ == "__main__":
    main()
