"""Search quality on every evaluation set, each part apart, beside a plain SQLite FTS5 baseline of the same run.

    MTG_CORPUS=/path/to/corpus .venv/bin/python bench/search_eval.py [--db FILE] [--index DIR] [--misses]
    .venv/bin/python bench/search_eval.py --sample          # the sample data, today's whole CR among it (CI)

The sets are search/evaluation/sets.py's: `project` (questions.toml, tuned on), `heldout` (heldout.toml, never
tuned on) and `judge` (judge-dev.tsv, 160 questions by a judge: odd ids tuned on, even ids never). For each set,
part and group: P@1, hit@5 (an expected rule in the top five) and MRR@10, with SQLite FTS5 (porter, bm25, every
word OR'ed, over today's CR paragraphs and glossary) on the same questions beside them; how often the answer box
is shown and right; each question's latency asked once, fresh (every per-process cache of the search emptied
before it), against FTS5's. --misses lists the tuned part's misses only.

Without --sample, the database is the whole corpus imported with the real importers into a temporary SQLite file
(every CR version of cr/, today's being the newest; the MTGJSON v3 sets and their French texts; the five seed
pages), or --db (an imported database, reused as is). The index is built into a temporary folder (or --index,
reused when it exists). Not a test: the figures go into docs/search.md.
"""

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

from harness import ROOT, configure, percentiles, setup_django


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    source = parser.add_mutually_exclusive_group()
    source.add_argument("--sample", action="store_true", help="the sample data of fixtures/ instead of the corpus")
    source.add_argument("--db", default=os.environ.get("SEARCH_BENCH_DB"), help="reuse this imported SQLite database")
    parser.add_argument("--index", help="reuse (or build into) this index folder")
    parser.add_argument("--misses", action="store_true", help="list the tuned questions without a hit in the top five")
    parser.add_argument("--json", help="also write the figures to this file")
    parser.add_argument("--questions", help="another set in questions.toml's format, counted as never tuned")
    parser.add_argument(
        "--set",
        action="append",
        help="only this set (project, heldout, judge, typos, fresh, french, french2, french3, french4, cards, cards2, "
        "cards3, everyday, everyday2, everyday3, short); repeatable",
    )
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
    configure(db=db, index=Path(args.index) if args.index else work / "index")
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

    from ingest.sample import load_sample
    from search.index import current_path, rebuild_index

    if args.sample:
        call_command("migrate", verbosity=0)
        load_sample(build_index=False, todays_cr=True)
    if args.index and current_path() is not None:
        print(f"index: reusing {current_path()}")
        return
    counts = rebuild_index()
    print(f"index: {counts['main']} documents + {counts['history']} older-CR documents, built in {counts['seconds']} s")


def evaluate(cases, baseline):
    """Each question asked once, fresh (every per-process cache of the search emptied first), and the FTS5
    baseline on the same question: (outcomes, baseline outcomes, {"wall": (search ms, baseline ms), "cpu": (…)}).
    The processor time is the thread's (SQLite runs in it too): on a machine shared with other work, wall time
    measures the load as much as the code, processor time much less."""
    import search_bench

    from search import index as search_index
    from search.evaluation.sets import first_rank, measure
    from search.query import QueryError, search

    ours, theirs = [], []
    wall, cpu = ([], []), ([], [])
    for case in cases:
        with search_index.search_lock:
            search_bench.forget(search_index.shared_searchers())
        started, started_cpu = time.perf_counter(), time.thread_time()
        try:
            response = search(case.question.q)
        except QueryError as exc:
            response = {"results": [], "error": str(exc)}
        cpu[0].append((time.thread_time() - started_cpu) * 1000)
        wall[0].append((time.perf_counter() - started) * 1000)
        outcome = measure(case, response)
        outcome.error = response.get("error", "")
        ours.append(outcome)
        started, started_cpu = time.perf_counter(), time.thread_time()
        numbers = baseline.search(case.question.q)
        cpu[1].append((time.thread_time() - started_cpu) * 1000)
        wall[1].append((time.perf_counter() - started) * 1000)
        theirs.append(type(outcome)(case=case, rank=first_rank(case, [{"kind": "rule", "number": n} for n in numbers])))
    return ours, theirs, {"wall": wall, "cpu": cpu}


def report(ours, theirs, show_misses):
    from search.evaluation.sets import NEVER_TUNED, TUNED, table

    mine, base = table(ours), table(theirs)
    print("\nP@1, hit@5 (an expected rule in the top five), MRR@10; FTS5 (bm25, words OR'ed, today's CR) beside")
    columns = f"{'P@1':>6} {'hit@5':>6} {'MRR':>5}"
    print(f"{'set':8} {'part':12} {'group':13} {'n':>4}   {columns}   FTS5 {columns}")
    order = sorted(mine, key=lambda k: (k[0] == "all", k[0], k[1] != NEVER_TUNED, k[2] != "all", k[2]))
    for key in order:
        f, b = mine[key], base[key]
        print(
            f"{key[0]:8} {key[1]:12} {key[2]:13} {f.questions:4d}   {f.p1:6.1%} {f.hit5:6.1%} {f.mrr10:5.2f}   "
            f"     {b.p1:6.1%} {b.hit5:6.1%} {b.mrr10:5.2f}"
        )
    for part in (NEVER_TUNED, TUNED):
        chosen = [o for o in ours if o.case.part == part]
        shown = [o for o in chosen if o.answer]
        right = sum(o.answer_right for o in shown)
        rulings = [o for o in chosen if o.case.ruling]
        found = sum(o.ruling_rank is not None and o.ruling_rank <= 5 for o in rulings)
        when = f" ({right / len(shown):.0%} when shown)" if shown else ""
        print(
            f"{part}: answer box shown for {len(shown)} of {len(chosen)}, right for {right}{when}; "
            f"expected ruling in the top five: {found} of {len(rulings)}"
        )
    if show_misses:
        # Only the tuned part's misses are listed: reading the others would be tuning on them.
        missed = [o for o in ours if o.case.part == TUNED and (o.rank is None or o.rank > 5)]
        print(f"\n{len(missed)} tuned questions without an expected rule in the top five:")
        for o in missed:
            wanted = ",".join(o.case.question.rules)
            print(f"  [{o.case.set} {o.case.id} {o.case.group}] {o.case.question.q!r} wants {wanted}")
            print(f"      -> {o.error or ' | '.join(o.titles)}")
    return mine, base


def latency(samples):
    """The percentiles of each question's time, wall clock and processor, ours and FTS5's, and their ratios."""
    out = {}
    for clock, label in (("wall", "wall clock"), ("cpu", "processor time of the thread")):
        ours_ms, theirs_ms = samples[clock]
        print(f"\nlatency ({label}), each question asked once with every per-process cache emptied before it, ms")
        print(f"{'':24} {'p50':>7} {'p95':>7} {'p99':>7} {'max':>7}")
        found = {}
        for name, times in (("search function", ours_ms), ("SQLite FTS5", theirs_ms)):
            p50, p95, p99 = percentiles(times)
            found[name] = {"p50": p50, "p95": p95, "p99": p99, "max": max(times)}
            print(f"{name:24} {p50:7.2f} {p95:7.2f} {p99:7.2f} {max(times):7.1f}")
        base, ours = found["SQLite FTS5"], found["search function"]
        print(f"ratio to FTS5: p50 x{ours['p50'] / base['p50']:.1f}, p95 x{ours['p95'] / base['p95']:.1f}")
        out.update({name if clock == "wall" else f"{name} (cpu)": figures for name, figures in found.items()})
    print(f"load average: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    return out


def main():
    args = parse_args()
    work = Path(tempfile.mkdtemp(prefix="search-eval-"))
    prepare(args, work)
    setup_django()
    from rules.models import CRVersion
    from search.evaluation.baseline import Baseline
    from search.evaluation.sets import all_cases, read_custom

    build(args)
    cases = read_custom(args.questions) if args.questions else all_cases()
    if args.set:
        cases = [c for c in cases if c.set in args.set]
    baseline = Baseline()
    current = CRVersion.current()
    print(f"{len(cases)} questions; CR {current}; FTS5 baseline: {baseline.documents} paragraphs and glossary entries")
    started = time.perf_counter()
    ours, theirs, samples = evaluate(cases, baseline)
    print(f"evaluated in {time.perf_counter() - started:.1f} s")
    mine, base = report(ours, theirs, args.misses)
    timings = latency(samples)
    print(f"\n{date.today().isoformat()}, Python {platform.python_version()}")
    if args.json:
        Path(args.json).write_text(
            json.dumps(
                {
                    "date": date.today().isoformat(),
                    "cr": current and current.effective_date.isoformat(),
                    "figures": {" / ".join(k): vars(f) for k, f in mine.items()},
                    "fts5": {" / ".join(k): vars(f) for k, f in base.items()},
                    "latency_ms": timings,
                },
                indent=1,
            )
        )


if __name__ == "__main__":
    main()
