"""Each of the search's switches turned off in turn: what every mechanism still earns, tuned and never tuned.

    .venv/bin/python bench/search_ablation.py --db FILE --index DIR [--typos] [--switch finder_query.ASKED_FACTS ...]

A mechanism added in one session may later find nothing another does not find first (the players' words found
most everyday questions whatever the mechanisms before them did). Each switch (a module's boolean of search/, the
mechanism on when True) is set off, every question of search/evaluation/sets.py asked again, fresh, and the
figures printed beside today's: hit@5 and P@1 of the tuned and never-tuned parts, and how many questions with an
expected ruling have it in the top five. --typos counts the slipped copies too (the misspelled questions' own
mechanisms act on them). Figures only: no question is listed. Not a test: the figures go into
docs/search-history.md.
"""

import argparse
import importlib
from pathlib import Path

from harness import setup_django

# The switches acting when a question is asked (those read while the index is built need a rebuild each).
SWITCHES = (
    "finder_query.UNNAMED_WITH_CARDS",
    "finder_query.UNNAMED_CARD_PLAIN",
    "finder_query.WORDED_CITED",
    "questioncards.CORRECTED_CARDS",
    "finder_query.CARD_CONCEPTS",
    "finder_query.CARD_KINDS",
    "finder_query.PLAIN_UNNAMED",
    "finder_query.FRENCH_WORDS",
    "finder_query.ASKED_FACTS",
    "firstplace.SWITCH",
    "firstplace.LONG_BEFORE_SHORT",
    "firstplace.GENERAL_BEFORE_SPECIAL",
    "firstplace.ASKED_FIRST",
    "firstplace.CITED_FIRST",
    "hybrid.SIBLINGS",
    "hybrid.BEST_RULING",
    "hybrid.CARD_PAGE_AFTER",
    "hybrid.HELD",
    "hybrid.FRENCH_TITLES",
    "planning.KEYWORD_FIRST",
    "suggestions.TERM_SPELLING",
    "query.CORRECTED_CARD_QUERY",
    "query.CORRECTED_TERM_QUERY",
    "query.SHORT_NAMES_MEANT",
    "siblings.WITHOUT_CARDS",
    "siblings.FRENCH",
)


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", required=True, help="an imported SQLite database")
    parser.add_argument("--index", required=True, help="its search index folder")
    parser.add_argument("--typos", action="store_true", help="count the slipped copies of the questions too")
    parser.add_argument("--switch", action="append", help="only this switch (module.NAME); repeatable")
    return parser.parse_args()


def run(cases):
    """{part: [questions, hit@5, first, with a ruling, ruling in the top five]}, each question asked fresh."""
    import search_bench

    from search import index as search_index
    from search.evaluation.sets import measure
    from search.query import QueryError, search

    tally: dict[str, list[int]] = {}
    for case in cases:
        with search_index.search_lock:
            search_bench.forget(search_index.shared_searchers())
        try:
            response = search(case.question.q)
        except QueryError:
            response = {"results": []}
        outcome = measure(case, response)
        counts = tally.setdefault(case.part, [0, 0, 0, 0, 0])
        counts[0] += 1
        counts[1] += outcome.rank is not None and outcome.rank <= 5
        counts[2] += outcome.rank == 1
        if case.ruling:
            counts[3] += 1
            counts[4] += outcome.ruling_rank is not None and outcome.ruling_rank <= 5
    return tally


def line(label, tally):
    parts = (
        f"{part}: hit@5 {c[1] / c[0]:.1%} P@1 {c[2] / c[0]:.1%} rulings {c[4]}/{c[3]}" for part, c in tally.items()
    )
    return f"{label:40} " + "  ".join(parts)


def main():
    args = parse_args()
    setup_django(db=Path(args.db), index=Path(args.index))
    from search.evaluation.sets import DERIVED, all_cases

    cases = [case for case in all_cases() if args.typos or case.set not in DERIVED]
    print(line("none off (today's search)", run(cases)), flush=True)
    for switch in args.switch or SWITCHES:
        module_name, name = switch.split(".")
        module = importlib.import_module(f"search.{module_name}")
        if not isinstance(getattr(module, name, None), bool):
            raise SystemExit(f"{switch}: not a switch of search/")
        was = getattr(module, name)
        setattr(module, name, False)
        try:
            print(line(switch, run(cases)), flush=True)
        finally:
            setattr(module, name, was)


if __name__ == "__main__":
    main()
