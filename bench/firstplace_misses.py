"""The tuned questions whose expected rule is in the top five but not first, with what comes first, by kind.

    MTG_CORPUS=/path/to/corpus .venv/bin/python bench/firstplace_misses.py --db FILE --index DIR [--json F]

Only the tuned part of every set (search/evaluation/sets.py): the never-tuned ones are read as figures only, by
search_eval.py. Each question's first result is put in one class: a sibling or the parent of an expected rule, a
keyword rule (702/701) first when a general rule is asked, a glossary entry, a card's page or ruling, a section
heading, or a rule of another family. Not a test.
"""

import collections
import json
import re
from pathlib import Path

from harness import tuned_probe

SUBRULE = re.compile(r"^(\d{3}\.\d+)[a-z]+$")


def family(number):
    found = SUBRULE.match(number or "")
    return found[1] if found else number


# A rule paragraph of this many terms or fewer is its title alone (`702.19. Trample`): its subrules say the rule.
TITLE = 3


def kind_of(first, wanted, results=(), length=lambda number: None):
    """The class of the first result of a question whose expected rules are wanted (their numbers, no `*`);
    results: the page (a translation above its English source), length(number): a paragraph's terms."""
    if first["kind"] == "glossary":
        return "glossary"
    if first["kind"] in ("card", "ruling"):
        return "card/ruling"
    if first["kind"] != "rule":
        return first["kind"]
    if first.get("original") and first["original"].get("id") in {r["id"] for r in results[1:]}:
        return "translation above its source"
    number = first.get("number") or ""
    if re.fullmatch(r"\d{3}", number):
        return "section heading"
    if any(family(number) == family(w) for w in wanted):
        if any(w.startswith(number) and w != number for w in wanted):
            size = length(number)
            return (
                "title rule first, its subrule asked"
                if size is not None and size <= TITLE
                else "parent first, subrule asked"
            )
        if any(number.startswith(w) and w != number for w in wanted):
            return "subrule first, its parent asked"
        return "sibling subrule"
    if number[:3] in ("701", "702") and not any(w[:3] in ("701", "702") for w in wanted):
        return "keyword rule for a general rule"
    if any(number[:3] == w[:3] for w in wanted):
        return "same section, other rule"
    return "other family"


def main():
    args = tuned_probe(__doc__.splitlines()[0])
    from search.evaluation.sets import TUNED, all_cases, first_rank
    from search.index import shared_searchers
    from search.query import search

    cases = [c for c in all_cases() if c.part == TUNED and (not args.set or c.set in args.set)]
    rows, ranks = [], collections.Counter()
    for case in cases:
        results = search(case.question.q).get("results", [])[:10]
        rank = first_rank(case, results)
        ranks[rank if rank and rank <= 5 else 0 if rank is None else 6] += 1
        if rank is None or not 2 <= rank <= 5:
            continue
        wanted = [r.rstrip("*") for r in case.question.rules]
        first = results[0]
        rows.append(
            {
                "id": case.id,
                "group": case.group,
                "q": case.question.q,
                "wanted": wanted,
                "rank": rank,
                "first": f"{first['kind']} {first.get('number') or first.get('title', '')[:40]}",
                "top": [f"{r['kind']} {r.get('number') or r.get('title', '')[:30]}" for r in results[:rank]],
                "class": kind_of(first, wanted, results, shared_searchers().finder.length),
            }
        )
    n = len(cases)
    print(f"{n} tuned questions: P@1 {ranks[1] / n:.1%}, hit@5 {sum(ranks[k] for k in range(1, 6)) / n:.1%}")
    print(f"expected rule in places 2-5: {len(rows)}")
    for name, count in collections.Counter(r["class"] for r in rows).most_common():
        print(f"  {count:4} {name}")
    for row in sorted(rows, key=lambda r: r["class"]):
        print(f"[{row['class']}] {row['id']} #{row['rank']} {row['q'][:70]!r} wants {row['wanted']} top {row['top']}")
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
