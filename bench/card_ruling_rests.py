"""Whether a tuned card question's expected rule is among the rules the named cards' rulings rest on (rulings/links.py,
today's numbers: rulingrests.py), how many such rules a question has, and where the expected one ranks among them.

    MTG_CORPUS=/path/to/corpus .venv/bin/python bench/card_ruling_rests.py --db FILE --index DIR [--set S] [--json F]

Only the tuned part of the card sets (names starting with `cards`); the never-tuned ones are read as figures only,
by search_eval.py. For each question naming a card: its cards' rulings (every one, English), the rules they rest on
(each section narrowed to its rule the finder scores best for the question's words, cardtypes.family_best), and the
rank of the first expected rule among them when ranked (a) by the finder's score of the question's words (names
out) and (b) by the likeness of the ruling resting on them (the IDF of the question's rare words it holds, as
hybrid.best_ruling). Split by hit (an expected result in the top five) and miss. scard43. Not a test.
"""

import collections
import json

from harness import tuned_card_cases, tuned_probe


def bucket(rank):
    if rank is None:
        return "absent"
    return "1" if rank == 1 else "2-3" if rank <= 3 else "4-5" if rank <= 5 else "6-10" if rank <= 10 else "11+"


def card_rulings(names):
    """[(uid, the plain terms of its English text)] of every ruling of the named cards (the cards' table's names)."""
    from rulings.models import Ruling
    from search.plainterms import plain_terms

    rulings = Ruling.objects.filter(card_rulings__card__name__in=names).distinct().order_by("id")
    return [(r.uid, frozenset(plain_terms(r.text))) for r in rulings.only("uid", "text")]


def ranked_rests(finder, rests, rulings, words):
    """({number: the finder's score of words}, {number: the IDF of words' rare words its ruling holds, the most of
    its rulings'}) for each rule the rulings ([(uid, terms)]) rest on (rests: {uid: today's numbers}), a section
    narrowed to its rule the finder scores best for words (cardtypes.family_best)."""
    from search.cardtypes import family_best

    terms = finder.query_terms(words)
    rare = finder.rare(words)
    by_finder, by_ruling = {}, {}
    for uid, held_terms in rulings:
        held = sum(idf for t, idf in rare.items() if t in held_terms)
        for base in rests.get(uid, []):
            number = base if "." in base else family_best(finder, terms, base) or base
            i = finder.index.get(number)
            by_finder[number] = finder.paragraph_score(i, terms) if i is not None else 0.0
            by_ruling[number] = max(by_ruling.get(number, 0.0), held)
    return by_finder, by_ruling


def main():
    args = tuned_probe(__doc__.splitlines()[0])
    from search import finder_query
    from search.query import search
    from search.questioncards import named_cards, without_cards

    seen = {}
    finder_rules = finder_query.finder_rules

    def watched(request, plan_, searchers, card_text, *, text=None, named=None):
        named = named_cards(searchers, plan_, text or request.free) if named is None else named
        seen.setdefault("named", list(named))
        seen.setdefault("searchers", searchers)
        seen.setdefault("text", text or request.understanding.plain or request.free)
        return finder_rules(request, plan_, searchers, card_text, text=text, named=named)

    finder_query.finder_rules = watched
    cases = tuned_card_cases(args)
    rows = []
    for case in cases:
        seen.clear()
        page = search(case.question.q, per_page=10).get("results", [])
        final = next((at for at, result in enumerate(page, 1) if case.question.accepts(result)), None)
        named = seen.get("named") or []
        row = {"set": case.set, "q": case.question.q, "rules": case.question.rules, "page": final, "named": named}
        rows.append(row)
        if not named:
            continue
        finder = seen["searchers"].finder
        by_finder, by_ruling = ranked_rests(
            finder, finder.rests, card_rulings(named), without_cards(seen["text"], named)
        )
        accepts = case.question.accepts_rule
        row["candidates"] = len(by_finder)
        row["in"] = any(accepts(n) for n in by_finder)
        for key, scores in (("finder", by_finder), ("ruling", by_ruling)):
            order = sorted(scores, key=lambda n, s=scores: -s[n])
            row[key] = next((at for at, n in enumerate(order, 1) if accepts(n)), None)
            row[key + "_score"] = next((scores[n] for n in order if accepts(n)), None)
    named_rows = [r for r in rows if r["named"]]
    print(f"{len(rows)} tuned card questions, {len(named_rows)} with a card read")
    for label, part in (
        ("hits", [r for r in named_rows if r["page"] is not None and r["page"] <= 5]),
        ("misses", [r for r in named_rows if r["page"] is None or r["page"] > 5]),
    ):
        sizes = sorted(r["candidates"] for r in part) or [0]
        print(
            f"{label}: {len(part)}, expected among the rests {sum(r['in'] for r in part)}; candidates median "
            f"{sizes[len(sizes) // 2]}, mean {sum(sizes) / len(sizes):.1f}, none {sum(1 for s in sizes if not s)}"
        )
        for key in ("finder", "ruling"):
            counts = collections.Counter(bucket(r[key]) for r in part)
            print(f"  by {key:6s}", ", ".join(f"{name} {counts[name]}" for name in sorted(counts)))
        counts = collections.Counter(bucket(r["page"]) for r in part if r["in"])
        print("  page rank of those in:", ", ".join(f"{name} {counts[name]}" for name in sorted(counts)))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(rows, out, indent=1)


if __name__ == "__main__":
    main()
