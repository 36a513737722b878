"""Where the expected rule of each tuned card question missed is: page 1 to 30, the finder's list, its ranking of
the question's words alone, the plain ranking, the named cards' wordings' and concepts' rules.

    MTG_CORPUS=/path/to/corpus .venv/bin/python bench/card_rule_misses.py --db FILE --index DIR [--set S] [--json F]

Only the tuned part of the card sets (names starting with `cards`; search/evaluation/sets.py): the never-tuned ones
are read as figures only, by search_eval.py. A miss is a question with no acceptable result in the top five. For
each, the rank of its first expected rule (None: not there) in: page 1 asked for 30 results; the finder's list
(finder_query.finder_rules, its ten); the finder's ranking of the question's words less the named cards' names
(sixty, no boost: the rule those words ask); the plain ranking of the same words (sixty); the named cards' wordings'
and concepts' rules (finder_query's `worded`). scard42 (docs/search-history.md). Not a test.
"""

import collections
import json

from harness import tuned_card_cases, tuned_probe

DEPTH = 60


def bucket(rank):
    """The class of a 1-based rank (None: absent)."""
    if rank is None:
        return "absent"
    return "1-5" if rank <= 5 else "6-10" if rank <= 10 else "11-30" if rank <= 30 else f"31-{DEPTH}"


def first_at(numbers, accepts):
    """The 1-based place of the first number accepts takes, or None."""
    return next((at for at, number in enumerate(numbers, 1) if accepts(number)), None)


def main():
    args = tuned_probe(__doc__.splitlines()[0])
    from search import finder_query
    from search.query import search
    from search.questioncards import named_cards, without_cards

    seen = {}
    finder_rules = finder_query.finder_rules

    def watched(request, plan_, searchers, card_text, *, text=None, named=None):
        ranked = finder_rules(request, plan_, searchers, card_text, text=text, named=named)
        named = named_cards(searchers, plan_, text or request.free) if named is None else named
        finder = searchers.finder
        words = without_cards(text or request.understanding.plain or request.free, named)
        worded = finder_query.finder_query(request, plan_, searchers, card_text, text, named=named)[2]
        seen.update(
            named=list(named),
            finder=[r.number for r in ranked],
            words=[r.number for r in finder.rank(finder.query_terms(words), limit=DEPTH)],
            plain=list(finder.plain_rank(words, limit=DEPTH)),
            worded=list(worded),
        )
        return ranked

    finder_query.finder_rules = watched
    cases = tuned_card_cases(args)
    rows = []
    for case in cases:
        seen.clear()
        page = search(case.question.q, per_page=30).get("results", [])
        final = next((at for at, result in enumerate(page, 1) if case.question.accepts(result)), None)
        if final is not None and final <= 5:
            continue
        accepts = case.question.accepts_rule
        row = {"set": case.set, "q": case.question.q, "rules": case.question.rules, "page": final}
        row["named"] = seen.get("named", [])
        for key in ("finder", "words", "plain", "worded"):
            row[key] = first_at(seen.get(key, []), accepts)
        row["top"] = [r.get("number") or r["kind"] for r in page[:5]]
        rows.append(row)
    print(f"{len(cases)} tuned card questions, {len(rows)} without an expected rule in the top five")
    for key in ("page", "finder", "words", "plain", "worded"):
        counts = collections.Counter(bucket(row[key]) for row in rows)
        print(f"  {key:7s}", ", ".join(f"{name} {counts[name]}" for name in sorted(counts)))
    nowhere = sum(1 for row in rows if all(row[key] is None for key in ("page", "words", "plain", "worded")))
    print(f"  nowhere (not on page 1 to 30, not in either ranking's {DEPTH}, not a card's rule): {nowhere}")
    print(f"  no card read: {sum(1 for row in rows if not row['named'])}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(rows, out, indent=1)


if __name__ == "__main__":
    main()
