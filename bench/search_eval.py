"""The judges' evaluation set, measured: precision@5, nDCG@5 and hits in the top five, overall and per group,
with the search latency (warm, and the first time a query is asked) of the same run.

    MTG_CORPUS=/path/to/corpus .venv/bin/python bench/search_eval.py [--db FILE] [--index DIR] [--misses]
    .venv/bin/python bench/search_eval.py --sample          # the sample data of fixtures/ (what CI runs)

The questions are search/evaluation/questions.toml. Without --sample, the database is the whole corpus imported
with the real importers into a temporary SQLite file (every CR version of cr/, today's being the newest; the
MTGJSON v3 sets and their French texts; the five seed pages), or --db (an imported database, reused as is).
The index is built into a temporary folder (or --index, reused when it exists). Latency is timed on
bench/search_bench.py's 50 judge queries and on the questions, as search_bench.py times them.
Not a test: the figures go into docs/search.md and docs/benchmarks.md.
"""

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    source = parser.add_mutually_exclusive_group()
    source.add_argument("--sample", action="store_true", help="the sample data of fixtures/ instead of the corpus")
    source.add_argument("--db", default=os.environ.get("SEARCH_BENCH_DB"), help="reuse this imported SQLite database")
    parser.add_argument("--index", help="reuse (or build into) this index folder")
    parser.add_argument("--rounds", type=int, default=5, help="warm rounds of the latency queries (0: no latency)")
    parser.add_argument("--misses", action="store_true", help="list every question without a hit in the top five")
    parser.add_argument("--json", help="also write the figures to this file")
    parser.add_argument("--questions", help="another set in the same format (search/evaluation/heldout.toml)")
    return parser.parse_args()


def prepare(args, work):
    """Set the environment for Django: which database, which index folder. Imports the corpus if needed."""
    if args.sample:
        db = work / "sample.sqlite3"
    elif args.db:
        db = Path(args.db)
        if not db.exists():
            sys.exit(f"--db {db}: no such file")
    else:
        db = work / "corpus.sqlite3"
    os.environ["DATABASE_URL"] = f"sqlite:///{db}"
    os.environ["SEARCH_INDEX_DIR"] = str(Path(args.index) if args.index else work / "index")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulings_site.settings")
    if args.sample or args.db:
        return db
    corpus = os.environ.get("MTG_CORPUS")
    if not corpus or not Path(corpus, "cr").is_dir():
        sys.exit("Set MTG_CORPUS to the corpus folder, or give --db (an imported database) or --sample.")
    import_corpus(Path(corpus))
    return db


def import_corpus(corpus):
    manage = [sys.executable, str(ROOT / "manage.py")]
    started = time.perf_counter()
    subprocess.run(manage + ["migrate", "--noinput", "-v0"], check=True)
    subprocess.run(manage + ["import_cr", "-v0", *sorted(str(p) for p in (corpus / "cr").glob("*.txt"))], check=True)
    subprocess.run(
        manage + ["import_mtgjson", "-v0", str(corpus / "mtgjson3"), str(corpus / "mtgjson3-fr")], check=True
    )
    subprocess.run(
        manage + ["import_pages", "-v0", *sorted(str(p) for p in (ROOT / "fixtures" / "seeds").glob("*.txt"))],
        check=True,
    )
    print(f"imported the corpus in {time.perf_counter() - started:.0f} s")


def build(args):
    from django.core.management import call_command

    from rulings.sample import load_sample
    from search.index import current_path, rebuild_index

    if args.sample:
        call_command("migrate", verbosity=0)
        load_sample(build_index=False)
    if args.index and current_path() is not None:
        print(f"index: reusing {current_path()}")
        return
    counts = rebuild_index()
    print(f"index: {counts['main']} documents + {counts['history']} older-CR documents, built in {counts['seconds']} s")


def check(questions):
    """Warnings for questions whose acceptable rules or cards the database does not have."""
    from cards.models import Card
    from rules.models import CRVersion, RuleParagraph

    current = CRVersion.current()
    numbers = set(RuleParagraph.objects.filter(version=current).values_list("number", flat=True)) if current else set()
    names = {n.lower() for n in Card.objects.values_list("name", flat=True)}
    warnings = []
    for question in questions:
        missing = [spec for spec in question.rules if not any(question.accepts_rule(n) for n in numbers)]
        missing += [card for card in question.cards if card.lower() not in names]
        if missing and len(missing) == len(question.rules) + len(question.cards):
            warnings.append(f"{question.q!r}: none of {', '.join(missing)} in this database")
    return current, warnings


def evaluate(questions):
    from search.evaluation import score
    from search.index import search_lock, shared_searchers
    from search.query import search

    with search_lock:
        searchers = shared_searchers()
    current = searchers.meta.get("current_version")
    return [score(q, search, searchers.main, current) for q in questions]


def report(scores, current, warnings, misses):
    from search.evaluation import GROUPS, figures

    table = figures(scores)
    print(f"\n{len(scores)} questions, CR {current}; top five of each")
    print(f"{'group':10} {'questions':>9} {'precision@5':>12} {'nDCG@5':>8} {'hit@5':>7}")
    for group in ("all", *GROUPS):
        if group in table:
            f = table[group]
            print(f"{group:10} {f.questions:9d} {f.precision:12.3f} {f.ndcg:8.3f} {f.hits:7.1%}")
    missed = [s for s in scores if not s.hit]
    if warnings:
        print(f"\n{len(warnings)} questions this database cannot answer (scored as misses; --misses lists them)")
        for line in warnings if misses else []:
            print(f"  {line}")
    if missed and misses:
        print(f"\n{len(missed)} questions without an acceptable result in the top five:")
        for s in missed:
            print(f"  [{s.question.group}] {s.question.q!r} -> {s.error or ' | '.join(t[:40] for t in s.titles)}")
    return table


def latency(questions, rounds):
    """Warm and first-time milliseconds on search_bench's queries and on the questions."""
    import search_bench

    from search import index as search_index
    from search.query import QueryError, search

    def run(q):
        try:
            search(q)
        except QueryError:
            pass

    timings = {}
    for name, queries in (
        ("50 bench queries", search_bench.QUERIES),
        ("evaluation questions", [x.q for x in questions]),
    ):
        for q in queries:
            run(q)
        warm = []
        for _ in range(rounds):
            for q in queries:
                started = time.perf_counter()
                run(q)
                warm.append((time.perf_counter() - started) * 1000)
        first = []
        for q in queries:
            with search_index.search_lock:
                search_bench.forget(search_index.shared_searchers())
            started = time.perf_counter()
            run(q)
            first.append((time.perf_counter() - started) * 1000)
        timings[f"{name}, warm"] = warm
        timings[f"{name}, first time asked"] = first
    print(f"\nlatency of the search function, ms ({rounds} warm rounds)")
    print(f"{'':42} {'p50':>7} {'p95':>7} {'p99':>7} {'max':>7}")
    out = {}
    for name, samples in timings.items():
        p50, p95, p99 = search_bench.percentiles(samples)
        out[name] = {"p50": p50, "p95": p95, "p99": p99, "max": max(samples)}
        print(f"{name:42} {p50:7.2f} {p95:7.2f} {p99:7.2f} {max(samples):7.1f}")
    return out


def main():
    args = parse_args()
    work = Path(tempfile.mkdtemp(prefix="search-eval-"))
    prepare(args, work)
    import django

    django.setup()
    from search.evaluation import load_questions

    build(args)
    questions = load_questions(args.questions) if args.questions else load_questions()
    current, warnings = check(questions)
    started = time.perf_counter()
    scores = evaluate(questions)
    print(f"evaluated in {time.perf_counter() - started:.1f} s")
    table = report(scores, current, warnings, args.misses)
    timings = latency(questions, args.rounds) if args.rounds > 0 else {}
    print(
        f"\n{date.today().isoformat()}, Python {platform.python_version()}, "
        f"median question {statistics.median([len(q.q) for q in questions]):.0f} characters"
    )
    if args.json:
        Path(args.json).write_text(
            json.dumps(
                {
                    "date": date.today().isoformat(),
                    "cr": current and current.effective_date.isoformat(),
                    "figures": {g: vars(f) for g, f in table.items()},
                    "latency_ms": timings,
                    "misses": [s.question.q for s in scores if not s.hit],
                },
                indent=1,
            )
        )


if __name__ == "__main__":
    main()
